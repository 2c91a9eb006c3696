package io.github.dogfight.cy6.internal.movement;

import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.hex.Arc;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.cy6.Cy6Command;
import io.github.dogfight.cy6.Cy6Event;
import io.github.dogfight.cy6.Cy6State;
import io.github.dogfight.cy6.Cy6Tables;
import io.github.dogfight.cy6.MoveGroups;
import io.github.dogfight.cy6.Plane;
import io.github.dogfight.cy6.Status;
import io.github.dogfight.cy6.internal.Engine;
import io.github.dogfight.cy6.internal.States;
import io.github.dogfight.cy6.internal.spotting.Sight;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The tailing declaration phase (rules 002, B): whom an aircraft may tail, rings of tailers broken
 * in Move Group order, and what a tailer is told of its target before it plots ("Tailing provides
 * Left/Right/Fwd &amp; Climb/Dive/Level information").
 */
public final class Tailing {
  private final Engine engine;

  /**
   * The tailing rules of {@code engine}.
   *
   * @param engine the engine
   */
  public Tailing(Engine engine) {
    this.engine = engine;
  }

  /**
   * The enemies {@code p} may tail (assumption: the tailing rules are not in rules 002): an enemy
   * in the fight 1 to 3 hexes away, TAL within 1, with {@code p} behind it (in its rear arc) and
   * the enemy ahead of {@code p} (in {@code p}'s front arc), so that two aircraft flying apart,
   * each in the other's rear arc, tail neither; a wingman in formation follows its leader and tails
   * no one, nor does an aircraft out of control or one that must leave the fight.
   */
  public List<String> tailTargets(Cy6State s, Plane p) {
    if (s.isWingman(p) || p.condition().has(Status.OUT_OF_CONTROL) || WayOut.leaving(p)) {
      return List.of();
    }
    List<String> out = new ArrayList<>();
    Hex here = p.position().hex();
    for (Plane e : s.flying()) {
      if (e.side().equals(p.side())) {
        continue;
      }
      Hex there = e.position().hex();
      int d = there.distance(here);
      if (d >= 1
          && d <= 3
          && Math.abs(e.tal() - p.tal()) <= 1
          && Arc.of(there, e.position().facing(), here) == Arc.REAR
          && Arc.of(here, p.position().facing(), there) == Arc.FRONT
          && Sight.seen(engine.config(), s, e)) {
        out.add(e.id());
      }
    }
    return out;
  }

  /**
   * "Tailing planes may move in their tailed AC Move Group": in a cycle of tailers (A tails B and B
   * tails A, or a longer ring) each would wait for another. The cycle is broken by the Move Group
   * priority ({@link MoveGroups#cycleBreakers}): the first aircraft of the cycle in Move Group
   * order flies as if it tailed no one (its declaration is void: it plots with the aircraft that do
   * not tail, and moves in its own slot), and the others follow it in tailing order. Checked once
   * the formation status segment is over, on the formations that fly.
   *
   * <p>The ring is told as its declarations were made (a tailer of a wingman tails the wingman,
   * though the ring runs through its formation's leader), and to each side as it saw them: a
   * declaration was told to its tailer's side, and to the enemy only when the enemy had spotted the
   * tailer. A side that did not see the void declaration is told nothing (nothing changes for it);
   * one that did is told the declarations it saw, and that aircraft out of sight close the ring
   * when it did not see them all.
   */
  public Cy6State breakTailCycles(Cy6State s, List<GameEvent> events) {
    Set<String> breakers = MoveGroups.cycleBreakers(s);
    if (breakers.isEmpty()) {
      return s;
    }
    Map<String, String> tails = new LinkedHashMap<>(s.tails());
    for (String b : breakers) {
      List<Plane> ring = MoveGroups.cycleOf(s, b).stream().map(id -> States.get(s, id)).toList();
      tails.remove(b);
      engine
          .sight()
          .tell(
              s,
              s.phase(),
              Optional.of(b),
              Cy6Event.Kind.TAIL,
              eyes -> {
                if (!eyes.see(States.get(s, b))) {
                  return Optional.empty();
                }
                List<String> seen = new ArrayList<>();
                for (Plane tailer : ring) {
                  if (eyes.see(tailer)) {
                    seen.add(tailer.id() + " tails " + s.tails().get(tailer.id()));
                  }
                }
                String head =
                    seen.size() == ring.size()
                        ? andList(seen) + ", a ring of tailers"
                        : andList(seen) + ", and aircraft out of sight close a ring of tailers";
                return Optional.of(
                    new Sight.Told(
                        head
                            + ": "
                            + b
                            + ", the first of them in Move Group order, flies as if it tailed no one",
                        List.of()));
              },
              events);
    }
    return States.withCommitted(
        s, s.waiting(), tails, s.formationChoices(), s.plots(), s.tailInfo(), s.fire());
  }

  /** "A and B", "A, B and C". */
  public static String andList(List<String> names) {
    if (names.size() < 2) {
      return String.join("", names);
    }
    return String.join(", ", names.subList(0, names.size() - 1))
        + " and "
        + names.get(names.size() - 1);
  }

  public Cy6State withTailInfo(Cy6State s, List<String> tailers) {
    Map<String, String> info = new LinkedHashMap<>();
    for (String t : tailers) {
      String targetId = s.tails().get(t);
      if (targetId == null) {
        continue;
      }
      Plane target = States.get(s, targetId);
      Plane plotter = s.isWingman(target) ? s.formation(target.formation().get()).get(0) : target;
      Cy6Command.Plot plot = s.plots().get(plotter.id());
      if (plot != null) {
        info.put(t, targetId + " " + tailWords(plot, engine.config().tables()));
      }
    }
    return States.withCommitted(
        s, s.waiting(), s.tails(), s.formationChoices(), s.plots(), info, s.fire());
  }

  /** "Tailing provides Left/Right/Fwd & Climb/Dive/Level information". */
  public static String tailWords(Cy6Command.Plot plot, Cy6Tables tables) {
    char d = plot.code().charAt(0);
    String dir = d == 'L' ? "turns left" : d == 'R' ? "turns right" : "flies forward";
    int tal = tables.talChange(plot.maneuver());
    return dir + ", " + (tal > 0 ? "climbing" : tal < 0 ? "diving" : "level");
  }

  /** Records {@code t}, a tailing declaration, secretly. */
  public Cy6State declare(
      Cy6State s, Plane p, Cy6Command.Tail t, List<String> waiting, List<GameEvent> events) {
    if (t.target().isPresent() && !tailTargets(s, p).contains(t.target().get())) {
      throw new RuleViolation(
          "Tailing Declaration Phase (B), " + Engine.SEED,
          "target",
          t.target().get(),
          p.id()
              + " may tail only an enemy 1 to 3 hexes ahead of it (in its front arc) that it"
              + " is behind (in that enemy's rear arc), TAL within 1: "
              + tailTargets(s, p));
    }
    Map<String, String> tails = new LinkedHashMap<>(s.tails());
    t.target().ifPresent(target -> tails.put(p.id(), target));
    events.add(Engine.secret(s, p.side(), p.id(), t.describe()));
    return States.withCommitted(
        s, waiting, tails, s.formationChoices(), s.plots(), s.tailInfo(), s.fire());
  }
}
