package io.github.dogfight.wildblue.internal.actions;

import static io.github.dogfight.wildblue.internal.actions.Actions.STUNTS;
import static io.github.dogfight.wildblue.internal.actions.Actions.step;

import io.github.dogfight.core.check.CheckOutcome;
import io.github.dogfight.wildblue.ActionStep;
import io.github.dogfight.wildblue.AdvantageKind;
import io.github.dogfight.wildblue.Band;
import io.github.dogfight.wildblue.FireMode;
import io.github.dogfight.wildblue.Gun;
import io.github.dogfight.wildblue.Held;
import io.github.dogfight.wildblue.Plane;
import io.github.dogfight.wildblue.Reading;
import io.github.dogfight.wildblue.Stunt;
import io.github.dogfight.wildblue.WildBlueCommand;
import io.github.dogfight.wildblue.WildBlueConfig;
import io.github.dogfight.wildblue.WildBlueEvent;
import io.github.dogfight.wildblue.WildBlueState;
import io.github.dogfight.wildblue.internal.Ctx;
import io.github.dogfight.wildblue.internal.Refusal;
import io.github.dogfight.wildblue.internal.altitude.Altitude;
import io.github.dogfight.wildblue.internal.attacks.AttackFlow;
import io.github.dogfight.wildblue.internal.attacks.Attacks;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Stunts flown in a plane's own action (rules 001, "Maneuverability and Stunts"): their
 * prerequisites, the piloting check at the stunt's penalty and what each does; the Immelman, an
 * attack flown as a stunt; and who may fly a stunt outside its own action.
 */
public final class Stunts {
  private Stunts() {}

  /**
   * Whether {@code p} may fly {@code stunt} outside its own action now (The Scissors and Spin in an
   * enemy's action, Split S at the start of a turn): it {@link Plane#canStunt can stunt}, and is
   * not held by Top speed ({@link Reading#NO_STUNTS_AT_TOP_SPEED}).
   */
  public static boolean mayStuntOutOfAction(WildBlueConfig config, Plane p, Stunt stunt) {
    return p.canStunt(stunt)
        && !(config.reads(Reading.NO_STUNTS_AT_TOP_SPEED) && Actions.atTopSpeed(p));
  }

  /** Why {@code p} may not fly {@code stunt} now, in words. */
  public static String whyNot(Plane p, Stunt stunt) {
    if (!p.flying() || p.outOfControl()) {
      return p.name() + " is not in control";
    }
    if (!p.pilotConscious()) {
      return p.name() + "'s pilot is unconscious";
    }
    if (p.effects().contains(Plane.Effect.STUCK_CONTROLS)) {
      return "Stuck Controls: no stunts till the start of its next turn";
    }
    if (p.stunts().contains(stunt)) {
      return "each stunt may only be used once per turn";
    }
    return "maneuverability "
        + p.maneuverability()
        + ": "
        + p.stunts().size()
        + " stunts already this turn";
  }

  /** Why the rules refuse the stunt {@code cmd} in the action {@code s}, or {@code null}. */
  public static @Nullable Refusal checkPerform(
      WildBlueState st, ActionStep s, Plane p, WildBlueCommand.Perform cmd) {
    Stunt stunt = cmd.stunt();
    if (stunt.when() != Stunt.When.ACTION) {
      return new Refusal(
          STUNTS,
          "stunt",
          stunt.title(),
          () ->
              stunt.when() == Stunt.When.INTERRUPT
                  ? "it is immediate: played in an enemy's action"
                  : "it may only be done at the start of a turn");
    }
    if (!p.canStunt(stunt)) {
      return new Refusal(STUNTS, "stunt", stunt.title(), () -> whyNot(p, stunt));
    }
    if (s.flown()) {
      Refusal acting = Actions.checkActing(p, s, stunt.title());
      if (acting != null) {
        return acting;
      }
    }
    boolean enemy = false;
    switch (stunt) {
      case PUSH_IT_TO_THE_LIMIT -> {
        if (s.flown()) {
          return new Refusal(
              STUNTS,
              "stunt",
              stunt.title(),
              "declare it before the move, to fly at Top speed and still act");
        }
      }
      case CHANDELLE -> {
        if (!Altitude.mayClimb(p)) {
          return new Refusal(
              STUNTS, "stunt", stunt.title(), "no band above that the plane may reach");
        }
      }
      case BARREL_ROLL, SNAP_ROLL -> {
        Plane e = Actions.enemy(st, p, cmd.enemy().orElse(""));
        if (e == null) {
          return Actions.notAnEnemy(STUNTS, cmd.enemy().orElse(""));
        }
        if (Actions.gainedOn(st, e.name(), p.name()) == 0) {
          return new Refusal(STUNTS, "enemy", e.name(), "prerequisite: enemy has advantage on you");
        }
        enemy = true;
      }
      case TAILSLIDE -> {
        Plane e = Actions.enemy(st, p, cmd.enemy().orElse(""));
        if (e == null) {
          return Actions.notAnEnemy(STUNTS, cmd.enemy().orElse(""));
        }
        if (st.held(e.name(), p.name(), AdvantageKind.BEHIND) == 0) {
          return new Refusal(
              STUNTS, "enemy", e.name(), "prerequisite: enemy craft is pursuing (on your tail)");
        }
        enemy = true;
      }
      case WINGOVER -> {
        if (!s.groundAttacked()) {
          return new Refusal(
              STUNTS, "stunt", stunt.title(), "prerequisite: attacking ground targets this action");
        }
      }
      case IMMELMAN -> {
        return new Refusal(
            STUNTS, "stunt", stunt.title(), "an Immelman is an attack: use the Immelman command");
      }
      default -> {
        // Aileron Roll, Lomcevak, Standing 8: no prerequisite.
      }
    }
    if (cmd.enemy().isPresent() && !enemy) {
      return new Refusal(
          STUNTS, "enemy", cmd.enemy().get(), () -> stunt.title() + " takes no enemy");
    }
    return null;
  }

  /** Resolves the stunt {@code cmd}, which {@link #checkPerform} has accepted. */
  public static void perform(Ctx c, Plane p, WildBlueCommand.Perform cmd) {
    Stunt stunt = cmd.stunt();
    c.useStunt(p.name(), stunt);
    CheckOutcome o = c.pilotingCheck(c.plane(p.name()), stunt.penalty(), stunt.title());
    if (!o.passed() || c.plane(p.name()).outOfControl() || !c.plane(p.name()).flying()) {
      return;
    }
    Plane now = c.plane(p.name());
    switch (stunt) {
      case AILERON_ROLL ->
          addEffect(
              c,
              now,
              Plane.Effect.AILERON_ROLL,
              "enemy planes suffer a 3 point penalty to hit it until its next turn");
      case STANDING_8 ->
          addEffect(
              c,
              now,
              Plane.Effect.STANDING_8,
              "all enemies suffer a 6 point penalty to hit it until its next turn");
      case WINGOVER ->
          addEffect(
              c,
              now,
              Plane.Effect.WINGOVER,
              "ground targets suffer a 3 point penalty to hit it until its next turn");
      case PUSH_IT_TO_THE_LIMIT ->
          addEffect(
              c,
              now,
              Plane.Effect.PUSH_IT,
              "it may fly at Top speed and still act; 1D6 damage per 20 kph at the end of the turn");
      case CHANDELLE -> {
        Band up = now.band().above().orElseThrow();
        c.put(c.copy(now).withBand(up).withClimb(0));
        c.event(
            WildBlueEvent.Kind.STUNT,
            p.name(),
            p.name() + "'s Chandelle takes it up to " + up.words());
      }
      case LOMCEVAK -> c.outOfControl(p.name(), "a Lomcevak", true);
      case BARREL_ROLL -> {
        Plane e = c.plane(cmd.enemy().orElseThrow());
        AdvantageKind k = Actions.largest(c.state, e.name(), p.name());
        Actions.removeDie(c, e.name(), p.name(), k);
        c.event(
            WildBlueEvent.Kind.STUNT,
            p.name(),
            p.name()
                + "'s Barrel Roll removes 1D6 of "
                + e.name()
                + "'s advantage ("
                + k.words()
                + ")");
      }
      case SNAP_ROLL -> {
        Plane e = c.plane(cmd.enemy().orElseThrow());
        // Every held die: conditions (a dive this action, a second turn of fire) are never held.
        List<Held> taken = c.state.held(e.name(), p.name());
        for (Held h : taken) {
          Actions.removeAll(c, h);
          Actions.gain(c, p.name(), e.name(), h.kind(), h.dice());
        }
        c.event(
            WildBlueEvent.Kind.STUNT,
            p.name(),
            p.name()
                + "'s Snap Roll takes "
                + e.name()
                + "'s advantage: "
                + Actions.describe(taken));
      }
      case TAILSLIDE -> {
        Plane e = c.plane(cmd.enemy().orElseThrow());
        Actions.gain(c, p.name(), e.name(), AdvantageKind.DIVE, 2);
        Actions.gain(c, p.name(), e.name(), AdvantageKind.ABOVE, 1);
        // "You climb rapidly, stall, and dive back toward the enemy": the pursuer is no longer on
        // its tail, unless the table keeps it there (Reading.TAILSLIDE_KEEPS_PURSUER).
        boolean shaken = !c.config.reads(Reading.TAILSLIDE_KEEPS_PURSUER);
        if (shaken) {
          c.state =
              c.state.withAdvantage(
                  c.state.advantage().stream()
                      .filter(
                          h ->
                              !(h.holder().equals(e.name())
                                  && h.target().equals(p.name())
                                  && h.kind() == AdvantageKind.BEHIND))
                      .toList());
        }
        c.event(
            WildBlueEvent.Kind.STUNT,
            p.name(),
            p.name()
                + "'s Tailslide stalls and dives back on "
                + e.name()
                + ": +3D6 advantage (2 for the dive, 1 for altitude)"
                + (shaken ? "; " + e.name() + " is no longer on its tail" : ""));
      }
      default -> throw new IllegalStateException(stunt.name());
    }
  }

  private static void addEffect(Ctx c, Plane p, Plane.Effect e, String what) {
    c.effects(p.name(), Set.of(e), Set.of());
    c.event(WildBlueEvent.Kind.STUNT, p.name(), p.name() + " succeeds: " + what);
  }

  /** Why the rules refuse the Immelman {@code im} in the action {@code step}, or {@code null}. */
  public static @Nullable Refusal checkImmelman(
      WildBlueState s, ActionStep step, Plane p, WildBlueCommand.Immelman im) {
    Refusal r = Actions.checkPilotAttack(p, step, "Immelman");
    if (r != null) {
      return r;
    }
    if (!p.canStunt(Stunt.IMMELMAN)) {
      return new Refusal(STUNTS, "stunt", Stunt.IMMELMAN.title(), () -> whyNot(p, Stunt.IMMELMAN));
    }
    if (!im.mount().forward()) {
      return new Refusal(STUNTS, "mount", im.mount(), "an Immelman attacks with forward guns");
    }
    if (im.targets().isEmpty()
        || im.targets().size() > 3
        || im.targets().stream().distinct().count() != im.targets().size()) {
      return new Refusal(
          STUNTS, "targets", im.targets(), "you may choose up to 3 different targets");
    }
    for (String t : im.targets()) {
      r = Attacks.checkTarget(s, p, t, im.mount(), im.mode(), STUNTS);
      if (r != null) {
        return r;
      }
    }
    return null;
  }

  /**
   * {@link #checkImmelman} for the many Immelmans of one plane's action, as the legal list asks:
   * the checks that do not depend on the targets are made once, and each target's check once per
   * mount and fire mode. It accepts exactly the Immelmans {@link #checkImmelman} accepts in the
   * same state and action. Not for concurrent use: one legal list's.
   */
  public static final class ImmelmanCheck {
    private final WildBlueState s;
    private final Plane p;
    private final boolean base;
    private final Map<Gun.Mount, Map<FireMode, Map<String, Boolean>>> targets =
        new EnumMap<>(Gun.Mount.class);

    /**
     * Checks Immelmans of {@code p} in the action {@code step} of {@code s}.
     *
     * @param s the state
     * @param step the action under way
     * @param p the plane acting
     */
    public ImmelmanCheck(WildBlueState s, ActionStep step, Plane p) {
      this.s = s;
      this.p = p;
      this.base =
          Actions.checkPilotAttack(p, step, "Immelman") == null && p.canStunt(Stunt.IMMELMAN);
    }

    /**
     * Whether {@link #checkImmelman} may accept any Immelman: the checks that do not depend on the
     * mount, mode and targets pass.
     *
     * @return whether any Immelman may be legal
     */
    public boolean possible() {
      return base;
    }

    /**
     * Whether {@link #checkImmelman} accepts {@code im}.
     *
     * @param im the Immelman
     * @return whether the rules accept it
     */
    public boolean accepts(WildBlueCommand.Immelman im) {
      if (!base || !im.mount().forward()) {
        return false;
      }
      List<String> ts = im.targets();
      if (ts.isEmpty() || ts.size() > 3 || !distinct(ts)) {
        return false;
      }
      Map<String, Boolean> known = known(im.mount(), im.mode());
      for (String t : ts) {
        if (!target(known, im.mount(), im.mode(), t)) {
          return false;
        }
      }
      return true;
    }

    /**
     * Whether some Immelman with the {@code mount} guns that names {@code target} may be accepted:
     * {@code false} when {@link #accepts} refuses every one of them, in either fire mode.
     *
     * @param mount the guns
     * @param target a plane or ground unit
     * @return whether such an Immelman may be accepted
     */
    public boolean mayTarget(Gun.Mount mount, String target) {
      if (!base || !mount.forward()) {
        return false;
      }
      for (FireMode mode : FireMode.values()) {
        if (target(known(mount, mode), mount, mode, target)) {
          return true;
        }
      }
      return false;
    }

    private Map<String, Boolean> known(Gun.Mount mount, FireMode mode) {
      return targets
          .computeIfAbsent(mount, m -> new EnumMap<>(FireMode.class))
          .computeIfAbsent(mode, m -> new HashMap<>());
    }

    private boolean target(Map<String, Boolean> known, Gun.Mount mount, FireMode mode, String t) {
      Boolean ok = known.get(t);
      if (ok == null) {
        ok = Attacks.checkTarget(s, p, t, mount, mode, STUNTS) == null;
        known.put(t, ok);
      }
      return ok;
    }

    private static boolean distinct(List<String> ts) {
      for (int i = 1; i < ts.size(); i++) {
        for (int j = 0; j < i; j++) {
          if (ts.get(i).equals(ts.get(j))) {
            return false;
          }
        }
      }
      return true;
    }
  }

  /** Resolves the Immelman {@code im}, which {@link #checkImmelman} has accepted. */
  public static void immelman(Ctx c, Plane p, WildBlueCommand.Immelman im) {
    boolean ground = false;
    for (String t : im.targets()) {
      ground |= c.state.findGround(t).isPresent();
    }
    c.useStunt(p.name(), Stunt.IMMELMAN);
    c.state = c.state.withStep(step(c).attackedNow(ground));
    CheckOutcome o =
        c.pilotingCheck(
            c.plane(p.name()), Stunt.IMMELMAN.penalty(), "Immelman (the maneuver roll)");
    if (!o.passed() || c.plane(p.name()).outOfControl()) {
      c.event(WildBlueEvent.Kind.STUNT, p.name(), p.name() + "'s Immelman fails: no attack");
      return;
    }
    AttackFlow.declare(c, p.name(), im.targets(), im.mount(), im.mode(), true);
  }
}
