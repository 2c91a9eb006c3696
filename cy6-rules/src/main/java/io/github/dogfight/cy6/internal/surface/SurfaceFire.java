package io.github.dogfight.cy6.internal.surface;

import io.github.dogfight.core.dice.Chance;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.hex.Arc;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.cy6.Cab;
import io.github.dogfight.cy6.Cy6Command;
import io.github.dogfight.cy6.Cy6Config;
import io.github.dogfight.cy6.Cy6Event;
import io.github.dogfight.cy6.Cy6State;
import io.github.dogfight.cy6.Ordnance;
import io.github.dogfight.cy6.Plane;
import io.github.dogfight.cy6.Skill;
import io.github.dogfight.cy6.StrikeKind;
import io.github.dogfight.cy6.SurfaceAttack;
import io.github.dogfight.cy6.SurfaceTarget;
import io.github.dogfight.cy6.internal.Engine;
import io.github.dogfight.cy6.internal.States;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The surface attack segment (rules 002, B and C3.0): the attacks each aircraft in position may
 * make (level and dive bombing, rockets, strafing, torpedoes), why one is refused, their exact
 * odds, and their resolution: hits add up on a target until it is damaged, then destroyed; bombs,
 * rockets and torpedoes are spent whether they hit or not.
 */
public final class SurfaceFire {
  /** A refusal whose reason nobody asked for (the legal lists only need to know there is one). */
  private static final Optional<String> REFUSED = Optional.of("refused");

  private static final String SURFACE_RULES = "Surface Attack Summary (C3.0), " + Engine.SEED;

  private final Cy6Config config;
  private final SurfaceAttack surface;

  /**
   * The surface attack segment of {@code config}.
   *
   * @param config the configuration
   */
  public SurfaceFire(Cy6Config config) {
    this.config = config;
    this.surface = new SurfaceAttack(config.tables());
  }

  private Cab cab(Plane p) {
    return config.tables().cab(Math.min(p.tal(), config.tables().topTal()));
  }

  /** The surface attacks {@code p} may make now: none, or each feasible target and kind. */
  public List<Cy6Command.Strike> strikes(Cy6State s, Plane p) {
    List<Cy6Command.Strike> out = new ArrayList<>();
    if (!p.flying()) {
      return out;
    }
    for (SurfaceTarget t : s.ground().targets()) {
      if (t.side().equals(p.side()) || t.destroyed()) {
        continue;
      }
      for (StrikeKind k : StrikeKind.values()) {
        if (refusal(s, p, t, k, false).isEmpty()) {
          out.add(Cy6Command.Strike.at(p.id(), t.id(), k));
        }
      }
    }
    if (!out.isEmpty()) {
      out.add(0, Cy6Command.Strike.hold(p.id()));
    }
    return out;
  }

  /**
   * Whether {@code p} may make some surface attack now ({@link #strikes} is not empty), without
   * listing them.
   */
  public boolean mayStrike(Cy6State s, Plane p) {
    if (!p.flying()) {
      return false;
    }
    for (SurfaceTarget t : s.ground().targets()) {
      if (t.side().equals(p.side()) || t.destroyed()) {
        continue;
      }
      for (StrikeKind k : StrikeKind.values()) {
        if (refusal(s, p, t, k, false).isEmpty()) {
          return true;
        }
      }
    }
    return false;
  }

  /** Why {@code p} may not attack {@code t} by {@code k} now; empty when it may. */
  public Optional<String> why(Cy6State s, Plane p, SurfaceTarget t, StrikeKind k) {
    return refusal(s, p, t, k, true);
  }

  private Optional<String> refusal(
      Cy6State s, Plane p, SurfaceTarget t, StrikeKind k, boolean explain) {
    Cab cab = cab(p);
    Hex here = p.position().hex();
    int d = here.distance(t.hex());
    boolean ahead = d >= 1 && Arc.of(here, p.position().facing(), t.hex()) == Arc.FRONT;
    boolean low = cab == Cab.LOW || cab == Cab.SURFACE_LOW;
    if (k == StrikeKind.STRAFE) {
      boolean guns =
          p.condition().mayFire()
              && p.condition().workingGuns(p.type().guns()).stream()
                  .anyMatch(g -> !g.defensive() && !p.outOfAmmunition().contains(g.weapon()));
      if (!guns) {
        return explain
            ? Optional.of(p.id() + " has no forward gun with ammunition to strafe with")
            : REFUSED;
      }
    } else if (p.ordnance().isEmpty() || !k.uses(p.ordnance().get())) {
      return explain
          ? Optional.of(
              p.id()
                  + " carries "
                  + p.ordnance().map(Ordnance::toString).orElse("no ordnance")
                  + ", not what a "
                  + k
                  + " attack needs")
          : REFUSED;
    }
    switch (k) {
      case LEVEL_BOMB -> {
        if (d != 0) {
          return explain
              ? Optional.of(
                  "bombs fall on the hex the aircraft is over: " + t + " is " + d + " away")
              : REFUSED;
        }
      }
      case DIVE_BOMB -> {
        if (d != 0) {
          return explain
              ? Optional.of(
                  "bombs fall on the hex the aircraft is over: " + t + " is " + d + " away")
              : REFUSED;
        }
        if (!low) {
          return explain
              ? Optional.of(
                  "Dive Bombers: Must execute their attack in Low or Surface Low CAB, not " + cab)
              : REFUSED;
        }
        int start = s.startTals().getOrDefault(p.id(), p.tal());
        if (config.tables().cab(Math.min(start, config.tables().topTal())).compareTo(cab) <= 0) {
          return explain
              ? Optional.of(
                  "Dive Bombers: must start minimum one CAB above; "
                      + p.id()
                      + " started the move at TAL "
                      + start)
              : REFUSED;
        }
      }
      case ROCKETS, STRAFE -> {
        if (!low) {
          return explain
              ? Optional.of("a " + k + " attack is made in Low or Surface Low CAB, not " + cab)
              : REFUSED;
        }
        if (d > 1 || (d == 1 && !ahead)) {
          return explain
              ? Optional.of(t + " must be in the aircraft's hex or one hex ahead, not " + d)
              : REFUSED;
        }
      }
      case TORPEDO -> {
        if (!t.kind().ship()) {
          return explain ? Optional.of("a torpedo attack is made on a ship, not on " + t) : REFUSED;
        }
        if (p.tal() != 1) {
          return explain
              ? Optional.of("a Torpedo Attack is made at S.Low CAB, TAL1, not TAL " + p.tal())
              : REFUSED;
        }
        if (d > 4 || !ahead) {
          return explain
              ? Optional.of(t + " must be 1 to 4 hexes ahead (four hex from tgt.), not " + d)
              : REFUSED;
        }
      }
    }
    return Optional.empty();
  }

  /** The rows of the {@code surface attack modifiers} table that {@code p}'s attack reads. */
  public List<String> modifierRows(Cy6State s, Plane p, SurfaceTarget t, StrikeKind k) {
    List<String> rows = new ArrayList<>();
    if (k == StrikeKind.LEVEL_BOMB || k == StrikeKind.DIVE_BOMB) {
      p.ordnance().flatMap(Ordnance::loadRow).ifPresent(rows::add);
    }
    if (k == StrikeKind.DIVE_BOMB || k == StrikeKind.ROCKETS || k == StrikeKind.STRAFE) {
      rows.add("Dive Bomb/Rocket Attack/Strafing Attack");
    }
    if (k == StrikeKind.TORPEDO) {
      rows.add("Torpedo Attack");
    }
    t.kind().row().ifPresent(rows::add);
    if (s.ground().night()) {
      rows.add("Night Attack");
    }
    if (p.equipment() < 0) {
      rows.add("Special Equipment & Training (hindering)");
    } else if (p.equipment() > 0) {
      rows.add("Special Equipment & Training (helping)");
    }
    return rows;
  }

  /** The to-hit roll of {@code p}'s attack on {@code t} by {@code k}. */
  public Chance<Boolean> strikeOdds(Cy6State s, Plane p, SurfaceTarget t, StrikeKind k) {
    return surface.toHit(cab(p), p.condition().firingSkill(p.crew()), modifierRows(s, p, t, k));
  }

  /**
   * Checks a strike.
   *
   * @throws RuleViolation naming the rule and what is wrong
   */
  public void check(Cy6State s, Plane p, Cy6Command.Strike c) {
    if (c.target().isEmpty()) {
      return;
    }
    Optional<SurfaceTarget> t = s.ground().target(c.target().get());
    if (t.isEmpty() || t.get().side().equals(p.side()) || t.get().destroyed()) {
      throw new RuleViolation(
          SURFACE_RULES,
          "target",
          c.target().get(),
          "not an enemy surface target still standing; "
              + p.id()
              + " may attack: "
              + strikes(s, p).stream().skip(1).map(Cy6Command::describe).toList());
    }
    Optional<String> why = why(s, p, t.get(), c.kind().orElseThrow());
    if (why.isPresent()) {
      throw new RuleViolation(SURFACE_RULES, "kind", c.kind().orElseThrow().toString(), why.get());
    }
  }

  /**
   * The surface attack segment: each attack in the engagement's order of attackers rolls 2d6 plus
   * its modifiers against the base to-hit of the attacker's CAB; hits add up on the targets; bombs,
   * rockets and torpedoes are spent whether they hit or not.
   */
  public Cy6State resolveStrikes(Cy6State s, Roller roller, List<GameEvent> events) {
    Cy6State out = s;
    for (Plane p : s.planes()) {
      Cy6Command.Strike c = s.strikes().get(p.id());
      if (c == null || c.target().isEmpty()) {
        continue;
      }
      StrikeKind k = c.kind().orElseThrow();
      SurfaceTarget before = out.ground().target(c.target().get()).orElseThrow();
      SurfaceTarget original = s.ground().target(c.target().get()).orElseThrow();
      int mark = roller.rollCount();
      int base = config.tables().surfaceToHit(cab(p));
      Skill skill = p.condition().firingSkill(p.crew());
      List<String> rows = modifierRows(s, p, original, k);
      int mod = surface.modifier(cab(p), skill, rows);
      // the dice line tells the result in words: "hit" or "miss"
      boolean hit =
          roller
              .roll(
                  surface.toHit(cab(p), skill, rows).map(h -> h ? "hit" : "miss"),
                  p.id() + " " + k + " on " + original + ", needs " + (base - mod) + " or more")
              .value()
              .equals("hit");
      StringBuilder text =
          new StringBuilder(
              p.id()
                  + " attacks "
                  + original
                  + " ("
                  + k
                  + ", 2d6 "
                  + (mod >= 0 ? "+" : "")
                  + mod
                  + " against "
                  + base
                  + "+): ");
      SurfaceTarget after = hit ? before.hit() : before;
      text.append(hit ? "hit; " + after + " " + after.condition() : "miss");
      out = States.copyWithGround(out, out.ground().with(after));
      if (k != StrikeKind.STRAFE) {
        out = States.withPlane(out, States.get(out, p.id()).unarmed());
      }
      events.add(
          Engine.happened(
              out, p.id(), Cy6Event.Kind.SURFACE, text.toString(), roller.rollsSince(mark)));
    }
    return out;
  }

  /** Checks {@code k}, a surface attack choice, and records it secretly. */
  public Cy6State choose(
      Cy6State s, Plane p, Cy6Command.Strike k, List<String> waiting, List<GameEvent> events) {
    check(s, p, k);
    events.add(Engine.secret(s, p.side(), p.id(), k.describe()));
    return States.withOrders(s, waiting, s.flak(), States.plus(s.strikes(), p.id(), k));
  }
}
