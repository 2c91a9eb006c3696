package io.github.dogfight.squadron.internal.combat;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.Words;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.squadron.Aircraft;
import io.github.dogfight.squadron.Armament;
import io.github.dogfight.squadron.Maneuver;
import io.github.dogfight.squadron.Pending;
import io.github.dogfight.squadron.Role;
import io.github.dogfight.squadron.Side;
import io.github.dogfight.squadron.SquadronCommand.SpendSuccesses;
import io.github.dogfight.squadron.SquadronCommand.Strike;
import io.github.dogfight.squadron.SquadronConfig;
import io.github.dogfight.squadron.SquadronEvent.SpecialAircraftStruck;
import io.github.dogfight.squadron.SquadronEvent.StrikeWasted;
import io.github.dogfight.squadron.SquadronEvent.SuccessesSpent;
import io.github.dogfight.squadron.SquadronState;
import io.github.dogfight.squadron.Status;
import io.github.dogfight.squadron.internal.Draft;
import io.github.dogfight.squadron.internal.Engine;
import io.github.dogfight.squadron.internal.Forces;
import java.util.Optional;

/**
 * The winner of an Attack or Defend spends its net successes on enemy fighters and damage rolls
 * against special aircraft (rules 003, Squadron Maneuvers).
 */
public final class Spending {
  private Spending() {}

  /**
   * Whether the winner has a choice to spend successes on damage rolls: it can afford one, the
   * enemy has special aircraft and the winner an armed fighter.
   *
   * @param s the state
   * @param winner the winner
   * @param m its maneuver
   * @param successes its net successes
   * @return whether it chooses how to spend them
   */
  public static boolean canStrike(SquadronState s, Side winner, Maneuver m, int successes) {
    return successes >= m.successesPerDamageRoll()
        && !s.squadron(winner.opponent()).specials().isEmpty()
        && Forces.hasArmedFighter(s.squadron(winner));
  }

  /**
   * The winner spends its net successes as {@code command} says: damage rolls are made at once (one
   * at a time by default, the winner spending what is left knowing the result), then the loser
   * removes the fighters bought.
   *
   * @param d the step's draft
   * @param pending the spending waited for
   * @param command the spending
   */
  public static void spend(Draft d, Pending.Allocation pending, SpendSuccesses command) {
    SquadronState state = d.state();
    Roller roller = d.roller();
    SquadronConfig config = d.config();
    Side winner = pending.side();
    Side loser = winner.opponent();
    Maneuver m = pending.maneuver();
    if (command.fighters() < 0) {
      throw new RuleViolation(
          rule(m), "fighters", Integer.toString(command.fighters()), "cannot be negative");
    }
    boolean oneRoll = !config.damageRollsTogether();
    if (oneRoll
        && (command.strikes().size() > 1
            || (command.strikes().size() == 1 && command.fighters() > 0))) {
      throw new RuleViolation(
          rule(m),
          "strikes",
          Integer.toString(command.strikes().size()),
          "damage rolls are made one at a time: spend successes on one damage roll (and no"
              + " fighters), or on fighters alone; what is left after a damage roll is spent next"
              + " (the variant SquadronConfig.damageRollsTogether chooses them all at once)");
    }
    // Saturating, so that no count in a command overflows into an affordable cost.
    long cost =
        (long) command.fighters() * m.successesPerFighter()
            + (long) command.strikes().size() * m.successesPerDamageRoll();
    if (cost > pending.netSuccesses()) {
      throw new RuleViolation(
          rule(m),
          "successes",
          Long.toString(cost),
          Words.count(command.fighters(), "fighter")
              + " at "
              + m.successesPerFighter()
              + " and "
              + Words.count(command.strikes().size(), "damage roll")
              + " at "
              + m.successesPerDamageRoll()
              + " cost "
              + cost
              + ", more than the "
              + pending.netSuccesses()
              + " net successes");
    }
    int enemyFighters = state.squadron(loser).fighters().size();
    if (command.fighters() > enemyFighters) {
      throw new RuleViolation(
          rule(m),
          "fighters",
          Integer.toString(command.fighters()),
          state.squadron(loser).name() + " has only " + enemyFighters + " fighters in the fight");
    }
    for (Strike strike : command.strikes()) {
      Optional<Aircraft> target = state.squadron(loser).find(strike.target());
      if (target.isEmpty() || !target.get().inFight() || !target.get().type().role().isSpecial()) {
        throw new RuleViolation(
            rule(m),
            "target",
            strike.target(),
            "not a special aircraft of " + state.squadron(loser).name() + " in the fight");
      }
      Optional<Aircraft> shooter = state.squadron(winner).find(strike.shooter());
      if (shooter.isEmpty()
          || !shooter.get().inFight()
          || shooter.get().type().role() != Role.FIGHTER
          || shooter.get().type().armament().isEmpty()) {
        throw new RuleViolation(
            rule(m),
            "shooter",
            strike.shooter(),
            "damage rolls use one of the winner's fighters' armaments: not an armed fighter of "
                + state.squadron(winner).name()
                + " in the fight");
      }
    }
    int left = pending.netSuccesses() - (int) cost;
    boolean more = oneRoll && !command.strikes().isEmpty() && left > 0;
    if (!more) {
      d.tell(
          new SuccessesSpent(
              state.turn(),
              winner,
              state.squadron(winner).name(),
              command.fighters(),
              command.strikes().size(),
              left));
    }
    SquadronState s = state;
    for (Strike strike : command.strikes()) {
      Aircraft target = s.squadron(loser).find(strike.target()).orElseThrow();
      Aircraft shooter = s.squadron(winner).find(strike.shooter()).orElseThrow();
      if (!target.inFight()) {
        d.tell(new StrikeWasted(s.turn(), winner, shooter.id(), target.id()));
        continue;
      }
      Armament armament = shooter.type().armament().orElseThrow();
      int mark = roller.rollCount();
      int damage = Math.max(0, config.specialDamage().resolve(target, armament, roller));
      // Saturating: a damage policy may deal any amount, a starting aircraft carry any damage.
      int total = (int) Math.min((long) target.damage() + damage, Integer.MAX_VALUE);
      boolean down = total >= target.type().structure();
      Aircraft hit = d.changed(target, total, down ? Status.SHOT_DOWN : Status.IN_FIGHT);
      s = s.with(loser, s.squadron(loser).update(target.id(), a -> hit));
      d.set(s);
      d.tell(
          new SpecialAircraftStruck(
              s.turn(),
              winner,
              shooter.id(),
              target.id(),
              armament.name(),
              damage,
              hit.structureLeft(),
              down,
              roller.rollsSince(mark)));
    }
    if (more) {
      // One damage roll made; the winner spends what is left knowing its result.
      if (canStrike(s, winner, m, left)) {
        d.await(new Pending.Allocation(winner, m, left));
        return;
      }
      int fighters = Math.min(left / m.successesPerFighter(), s.squadron(loser).fighters().size());
      d.tell(
          new SuccessesSpent(
              s.turn(),
              winner,
              s.squadron(winner).name(),
              fighters,
              0,
              left - fighters * m.successesPerFighter()));
      if (fighters == 0) {
        d.endPhase();
        return;
      }
      Choices.removeFighters(d, winner, fighters);
      return;
    }
    if (command.fighters() == 0) {
      d.endPhase();
      return;
    }
    Choices.removeFighters(d, winner, command.fighters());
  }

  /** The rule a spending breaks, built only when one does. */
  private static String rule(Maneuver m) {
    return "Squadron Maneuvers: " + m.title() + Engine.SEED;
  }
}
