package io.github.dogfight.wildblue.internal;

import io.github.dogfight.wildblue.ActionStep;
import io.github.dogfight.wildblue.AdvantageKind;
import io.github.dogfight.wildblue.CriticalChoice;
import io.github.dogfight.wildblue.CriticalDamage;
import io.github.dogfight.wildblue.FireMode;
import io.github.dogfight.wildblue.GroundUnit;
import io.github.dogfight.wildblue.Gun;
import io.github.dogfight.wildblue.Move;
import io.github.dogfight.wildblue.Plane;
import io.github.dogfight.wildblue.Stunt;
import io.github.dogfight.wildblue.WildBlueCommand;
import io.github.dogfight.wildblue.WildBlueCommand.EndAction;
import io.github.dogfight.wildblue.WildBlueCommand.Fire;
import io.github.dogfight.wildblue.WildBlueCommand.Maneuver;
import io.github.dogfight.wildblue.WildBlueCommand.Pass;
import io.github.dogfight.wildblue.WildBlueCommand.Perform;
import io.github.dogfight.wildblue.WildBlueRules;
import io.github.dogfight.wildblue.WildBlueState;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Every command that might be legal for {@code actor} now; {@link WildBlueRules#legalCommands}
 * keeps those the rules accept.
 */
public final class Candidates {
  private Candidates() {}

  /** Every command that might be legal for {@code actor} in {@code s}. */
  public static List<WildBlueCommand> of(WildBlueState s, String actor) {
    return of(s, actor, true);
  }

  /**
   * Every command that might be legal for {@code actor} in {@code s}, without the Immelmans unless
   * {@code immelmans} (for a legal list whose checks already refuse every Immelman).
   */
  public static List<WildBlueCommand> of(WildBlueState s, String actor, boolean immelmans) {
    return of(s, actor, immelmans, null);
  }

  /**
   * Which targets of a plane's action may take commands at all: the checks that depend on the
   * target alone, made once a target before its candidates are built. A candidate left out would
   * have been refused, so the legal list is the same, in the same order.
   */
  public interface Gate {
    /**
     * Whether an attempt at advantage on {@code e}, a shot at it or a ram may be legal.
     *
     * @param e an enemy plane
     * @return whether any of them may be legal
     */
    boolean plane(Plane e);

    /**
     * Whether an Immelman with the {@code mount} guns may take {@code target} among its targets.
     *
     * @param mount the guns
     * @param target a plane or ground unit
     * @return whether any such Immelman may be legal
     */
    boolean immelman(Gun.Mount mount, String target);
  }

  /**
   * {@link #of(WildBlueState, String, boolean)} less the candidates that {@code gate} shows the
   * checks would refuse (none left out if {@code gate} is {@code null}).
   */
  public static List<WildBlueCommand> of(
      WildBlueState s, String actor, boolean immelmans, @Nullable Gate gate) {
    ArrayList<WildBlueCommand> out = new ArrayList<>();
    if (!s.splitS().isEmpty()) {
      out.add(new WildBlueCommand.SplitS(actor));
      out.add(new Pass(actor));
      return out;
    }
    if (!s.choices().isEmpty()) {
      CriticalChoice c = s.choices().get(0);
      for (CriticalDamage r : s.plane(c.plane()).availableCriticals()) {
        out.add(new WildBlueCommand.TakeCritical(actor, r));
      }
      if (c.why().optional()) {
        out.add(new WildBlueCommand.TakeDamage(actor));
      }
      return out;
    }
    if (s.attack().isPresent()) {
      switch (s.attack().get().stage()) {
        case SCISSORS -> out.add(new WildBlueCommand.Scissors(actor));
        case ROLLING_SCISSORS -> out.add(new WildBlueCommand.RollingScissors(actor));
        case SPIN -> {
          out.add(new WildBlueCommand.Spin(actor, false));
          out.add(new WildBlueCommand.Spin(actor, true));
        }
        case DAMAGE -> {
          // never waits here
        }
      }
      out.add(new Pass(actor));
      return out;
    }
    ActionStep step = s.step().orElseThrow();
    Optional<GroundUnit> g = s.findGround(actor);
    if (g.isPresent()) {
      Gun.Mount mount = g.get().gun().map(Gun::mount).orElse(Gun.Mount.FLEXIBLE);
      for (Plane p : s.planes()) {
        for (FireMode m : FireMode.values()) {
          out.add(new Fire(actor, p.name(), mount, m));
        }
      }
      out.add(new EndAction(actor));
      return out;
    }
    if (!step.inControl()) {
      out.add(new WildBlueCommand.RegainControl(actor));
      out.add(new EndAction(actor));
      return out;
    }
    Plane me = s.plane(actor);
    // A plane's action lists up to a few hundred candidates (the Immelmans' target groups).
    out.ensureCapacity(256);
    for (Move m : Move.values()) {
      out.add(new WildBlueCommand.Fly(actor, m));
    }
    List<Plane> enemies = s.planes().stream().filter(p -> !p.side().equals(me.side())).toList();
    for (Plane e : enemies) {
      if (gate != null && !gate.plane(e)) {
        continue;
      }
      for (AdvantageKind k : AdvantageKind.values()) {
        if (k.source() == AdvantageKind.Source.GAINED) {
          out.add(Maneuver.gain(actor, e.name(), k));
        }
        if (s.held(e.name(), actor, k) > 0) {
          out.add(Maneuver.remove(actor, e.name(), k));
        }
      }
      for (Gun.Mount mount : Gun.Mount.values()) {
        for (FireMode mode : FireMode.values()) {
          out.add(new Fire(actor, e.name(), mount, mode));
        }
      }
      out.add(new WildBlueCommand.Ram(actor, e.name()));
    }
    List<String> targets = new ArrayList<>();
    enemies.forEach(e -> targets.add(e.name()));
    for (GroundUnit u : s.ground()) {
      if (!u.side().equals(me.side())) {
        targets.add(u.name());
        out.add(new WildBlueCommand.Bomb(actor, u.name()));
        out.add(new WildBlueCommand.Grenade(actor, u.name()));
        for (Gun.Mount mount : List.of(Gun.Mount.FIXED, Gun.Mount.FLEXIBLE)) {
          for (FireMode mode : FireMode.values()) {
            out.add(new Fire(actor, u.name(), mount, mode));
          }
        }
      }
    }
    for (Gun.Mount mount : List.of(Gun.Mount.FIXED, Gun.Mount.FLEXIBLE)) {
      if (!immelmans || me.type().guns(mount).isEmpty()) {
        continue;
      }
      List<String> open = targets;
      if (gate != null) {
        open = new ArrayList<>(targets.size());
        for (String t : targets) {
          if (gate.immelman(mount, t)) {
            open.add(t);
          }
        }
      }
      // Leaving a target out leaves out exactly the groups that name it; the rest keep their order.
      for (List<String> group : groups(open)) {
        for (FireMode mode : FireMode.values()) {
          out.add(new WildBlueCommand.Immelman(actor, group, mount, mode));
        }
      }
    }
    for (Stunt st : Stunt.values()) {
      if (st.when() != Stunt.When.ACTION || st == Stunt.IMMELMAN) {
        continue;
      }
      if (st == Stunt.BARREL_ROLL || st == Stunt.SNAP_ROLL || st == Stunt.TAILSLIDE) {
        for (Plane e : enemies) {
          out.add(Perform.against(actor, st, e.name()));
        }
      } else {
        out.add(Perform.of(actor, st));
      }
    }
    out.add(new EndAction(actor));
    return out;
  }

  /**
   * Every sequence of 1 to 3 different targets, in every order: the order matters, as the damage
   * roll counts the advantage held on the first target hit.
   */
  public static List<List<String>> groups(List<String> targets) {
    List<List<String>> out = new ArrayList<>();
    int n = targets.size();
    for (int i = 0; i < n; i++) {
      out.add(List.of(targets.get(i)));
      for (int j = 0; j < n; j++) {
        if (j == i) {
          continue;
        }
        out.add(List.of(targets.get(i), targets.get(j)));
        for (int k = 0; k < n; k++) {
          if (k != i && k != j) {
            out.add(List.of(targets.get(i), targets.get(j), targets.get(k)));
          }
        }
      }
    }
    return out;
  }
}
