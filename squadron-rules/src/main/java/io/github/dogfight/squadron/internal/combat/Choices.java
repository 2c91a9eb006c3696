package io.github.dogfight.squadron.internal.combat;

import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.squadron.Aircraft;
import io.github.dogfight.squadron.Pending;
import io.github.dogfight.squadron.Role;
import io.github.dogfight.squadron.Side;
import io.github.dogfight.squadron.Squadron;
import io.github.dogfight.squadron.SquadronCommand.ChooseEscapees;
import io.github.dogfight.squadron.SquadronCommand.RemoveFighters;
import io.github.dogfight.squadron.SquadronEvent.AircraftEscaped;
import io.github.dogfight.squadron.SquadronEvent.FightersRemoved;
import io.github.dogfight.squadron.SquadronEvent.ManeuverWithoutEffect;
import io.github.dogfight.squadron.SquadronState;
import io.github.dogfight.squadron.Status;
import io.github.dogfight.squadron.internal.Draft;
import io.github.dogfight.squadron.internal.Engine;
import io.github.dogfight.squadron.internal.Forces;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/** The aircraft a side chooses to leave the fight: the loser's fighters, the escaping aircraft. */
public final class Choices {
  private Choices() {}

  /**
   * The loser must remove {@code wanted} fighters (fewer if it has fewer): all go at once when it
   * has no more than that, otherwise it chooses.
   *
   * @param d the step's draft
   * @param winner the winner
   * @param wanted the fighters its successes remove
   */
  public static void removeFighters(Draft d, Side winner, int wanted) {
    SquadronState s = d.state();
    Side loser = winner.opponent();
    List<Aircraft> fighters = s.squadron(loser).fighters();
    int count = Math.min(wanted, fighters.size());
    if (count == 0) {
      d.tell(
          new ManeuverWithoutEffect(
              s.turn(),
              winner,
              s.squadron(winner).name(),
              wanted == 0
                  ? "too few net successes to remove a fighter"
                  : s.squadron(loser).name() + " has no fighters left to remove"));
      d.endPhase();
      return;
    }
    if (count == fighters.size()) {
      markAll(d, loser, Forces.ids(fighters), Status.REMOVED);
      d.endPhase();
      return;
    }
    d.await(new Pending.Removal(loser, count));
  }

  /**
   * Marks the aircraft {@code ids} of {@code side} with {@code status} (escaped or removed), and
   * tells it.
   *
   * @param d the step's draft
   * @param side their side
   * @param ids the aircraft
   * @param status {@link Status#ESCAPED} or {@link Status#REMOVED}
   */
  public static void markAll(Draft d, Side side, List<String> ids, Status status) {
    SquadronState s = d.state();
    Squadron before = s.squadron(side);
    List<Aircraft> aircraft = new ArrayList<>(before.aircraft().size());
    for (Aircraft a : before.aircraft()) {
      aircraft.add(ids.contains(a.id()) ? d.changed(a, a.damage(), status) : a);
    }
    Squadron sq = d.context().states().withAircraft(before, aircraft);
    if (status == Status.ESCAPED) {
      d.tell(new AircraftEscaped(s.turn(), side, sq.name(), ids));
    } else {
      d.tell(new FightersRemoved(s.turn(), side, sq.name(), ids));
    }
    d.set(side, sq);
  }

  /**
   * The loser removes the fighters it chose.
   *
   * @param d the step's draft
   * @param pending the removal waited for
   * @param command the fighters
   */
  public static void remove(Draft d, Pending.Removal pending, RemoveFighters command) {
    String rule = "Squadron Maneuvers: the loser removes fighters of its choice" + Engine.SEED;
    checkChoice(
        rule,
        d.state().squadron(pending.side()),
        command.aircraft(),
        pending.count(),
        a -> a.type().role() == Role.FIGHTER,
        "a fighter");
    markAll(d, pending.side(), command.aircraft(), Status.REMOVED);
    d.endPhase();
  }

  /**
   * The winner of an Escape takes the aircraft it chose out of the battle.
   *
   * @param d the step's draft
   * @param pending the escape waited for
   * @param command the aircraft
   */
  public static void escape(Draft d, Pending.Escape pending, ChooseEscapees command) {
    String rule = "Squadron Maneuvers: Escape" + Engine.SEED;
    checkChoice(
        rule,
        d.state().squadron(pending.side()),
        command.aircraft(),
        pending.count(),
        a -> a.type().role() != Role.PC,
        "an aircraft not piloted by a PC");
    markAll(d, pending.side(), command.aircraft(), Status.ESCAPED);
    d.endPhase();
  }

  private static void checkChoice(
      String rule,
      Squadron squadron,
      List<String> chosen,
      int count,
      Predicate<Aircraft> allowed,
      String what) {
    if (chosen.size() != count) {
      throw new RuleViolation(
          rule, "aircraft", chosen.toString(), "exactly " + count + " must be named");
    }
    Set<String> seen = new HashSet<>();
    for (String id : chosen) {
      if (!seen.add(id)) {
        throw new RuleViolation(rule, "aircraft", id, "named twice");
      }
      Optional<Aircraft> a = squadron.find(id);
      if (a.isEmpty() || !a.get().inFight() || !allowed.test(a.get())) {
        throw new RuleViolation(
            rule, "aircraft", id, "not " + what + " of " + squadron.name() + " in the fight");
      }
    }
  }
}
