package io.github.dogfight.wildblue.internal.attacks;

import io.github.dogfight.core.check.CheckOutcome;
import io.github.dogfight.wildblue.Attack;
import io.github.dogfight.wildblue.Pending;
import io.github.dogfight.wildblue.Plane;
import io.github.dogfight.wildblue.Stunt;
import io.github.dogfight.wildblue.WildBlueCommand;
import io.github.dogfight.wildblue.internal.Ctx;
import io.github.dogfight.wildblue.internal.Refusal;
import io.github.dogfight.wildblue.internal.actions.Actions;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The immediate stunts an attack opens windows for, flown in the attacker's action: The Scissors as
 * the attacker is about to roll to hit, Rolling Scissors against it, Spin as the attacker is about
 * to roll damage; each window also takes a pass.
 */
public final class Interrupts {
  private Interrupts() {}

  /**
   * Why the rules refuse {@code command} in the attack's window {@code pending}, or {@code null}:
   * the window's stunt, or a pass. Who may answer is the window's (the attack flow opens it only to
   * those who may fly the stunt).
   *
   * @param pending the window
   * @param command the command
   * @return the refusal, or {@code null}
   */
  public static @Nullable Refusal check(Pending pending, WildBlueCommand command) {
    if (command instanceof WildBlueCommand.Pass) {
      return null;
    }
    if (pending instanceof Pending.ScissorsWindow) {
      return command instanceof WildBlueCommand.Scissors
          ? null
          : new Refusal(
              Actions.STUNTS,
              "command",
              command.describe(),
              "an enemy is rolling to hit: The Scissors or pass");
    }
    if (pending instanceof Pending.RollingScissorsWindow) {
      return command instanceof WildBlueCommand.RollingScissors
          ? null
          : new Refusal(
              Actions.STUNTS,
              "command",
              command.describe(),
              "an enemy is using The Scissors: Rolling Scissors or pass");
    }
    return command instanceof WildBlueCommand.Spin
        ? null
        : new Refusal(
            Actions.STUNTS,
            "command",
            command.describe(),
            "an enemy is rolling damage: Spin or pass");
  }

  /**
   * Resolves the answer {@link #check} accepted in the window of the attack under way.
   *
   * @param c the step
   * @param command the answer
   */
  public static void answer(Ctx c, WildBlueCommand command) {
    Attack a = c.state.attack().orElseThrow();
    String name = command.actor();
    switch (a.stage()) {
      case SCISSORS -> {
        if (command instanceof WildBlueCommand.Scissors) {
          c.useStunt(name, Stunt.THE_SCISSORS);
          // The defender's Tug of War roll; compared with the roll to hit once it is made.
          CheckOutcome o =
              c.pilotingCheck(
                  c.plane(name), Stunt.THE_SCISSORS.penalty(), "The Scissors (Tug of War)");
          Map<String, CheckOutcome> s = new LinkedHashMap<>(a.scissors());
          s.put(name, o);
          Plane now = c.plane(name);
          if (o.passed() && now.flying() && !now.outOfControl()) {
            Set<String> against = new java.util.HashSet<>(now.scissorsAgainst());
            against.add(a.attacker());
            c.put(c.copy(now).withScissorsAgainst(against));
          }
          c.state = c.state.withAttack(a.withScissors(s).at(Attack.Stage.SCISSORS, a.cursor() + 1));
        } else {
          c.state = c.state.withAttack(a.at(Attack.Stage.SCISSORS, a.cursor() + 1));
        }
      }
      case ROLLING_SCISSORS -> {
        if (command instanceof WildBlueCommand.RollingScissors) {
          c.useStunt(name, Stunt.ROLLING_SCISSORS);
          CheckOutcome o =
              c.pilotingCheck(c.plane(name), Stunt.ROLLING_SCISSORS.penalty(), "Rolling Scissors");
          c.state =
              c.state.withAttack(a.withRolling(o.passed()).at(Attack.Stage.ROLLING_SCISSORS, 0));
        }
        // Answered: the to-hit roll follows (AttackFlow.advance).
        c.state =
            c.state.withAttack(c.state.attack().orElseThrow().at(Attack.Stage.ROLLING_SCISSORS, 1));
      }
      case SPIN -> {
        if (command instanceof WildBlueCommand.Spin spin) {
          c.useStunt(name, Stunt.SPIN);
          int penalty = spin.hard() ? Stunt.SPIN_HARD_PENALTY : Stunt.SPIN.penalty();
          CheckOutcome o = c.pilotingCheck(c.plane(name), penalty, "Spin (+" + penalty + ")");
          Plane now = c.plane(name);
          if (o.passed() && now.flying() && !now.outOfControl()) {
            c.effects(
                name, Set.of(spin.hard() ? Plane.Effect.SPIN_10 : Plane.Effect.SPIN_5), Set.of());
            c.event(
                io.github.dogfight.wildblue.WildBlueEvent.Kind.STUNT,
                name,
                name
                    + " spins: "
                    + (spin.hard() ? 10 : 5)
                    + " points of damage reduction until its next turn");
          }
        }
        c.state = c.state.withAttack(a.at(Attack.Stage.SPIN, a.cursor() + 1));
      }
      case DAMAGE -> throw new IllegalStateException("no window at the damage stage");
    }
  }
}
