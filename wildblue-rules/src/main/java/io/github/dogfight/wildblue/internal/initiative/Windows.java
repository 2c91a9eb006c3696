package io.github.dogfight.wildblue.internal.initiative;

import io.github.dogfight.core.check.CheckOutcome;
import io.github.dogfight.core.dice.Rolled;
import io.github.dogfight.wildblue.Attack;
import io.github.dogfight.wildblue.CriticalChoice;
import io.github.dogfight.wildblue.CriticalDamage;
import io.github.dogfight.wildblue.Plane;
import io.github.dogfight.wildblue.Reading;
import io.github.dogfight.wildblue.Stunt;
import io.github.dogfight.wildblue.WildBlueCommand;
import io.github.dogfight.wildblue.WildBlueConfig;
import io.github.dogfight.wildblue.WildBlueEvent;
import io.github.dogfight.wildblue.internal.Ctx;
import io.github.dogfight.wildblue.internal.actions.Actions;
import io.github.dogfight.wildblue.internal.attacks.AttackFlow;
import io.github.dogfight.wildblue.internal.damage.Criticals;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The decisions taken in someone else's time: Split S at the start of a turn, The Scissors, Rolling
 * Scissors and Spin in an enemy's attack, and the choice of Critical Damage results.
 */
public final class Windows {
  private Windows() {}

  public static void splitS(Ctx c, WildBlueCommand command) {
    String name = command.actor();
    List<String> waiting = new ArrayList<>(c.state.splitS());
    if (command instanceof WildBlueCommand.SplitS) {
      Plane p = c.plane(name);
      if (!Actions.mayStuntOutOfAction(c.config, p, Stunt.SPLIT_S)) {
        throw Ctx.violation(
            Actions.STUNTS, "stunt", Stunt.SPLIT_S.title(), Actions.whyNot(p, Stunt.SPLIT_S));
      }
      c.useStunt(name, Stunt.SPLIT_S);
      CheckOutcome o = c.pilotingCheck(c.plane(name), splitSCheckPenalty(c.config), "Split S");
      Plane now = c.plane(name);
      if (o.passed() && now.flying() && !now.outOfControl()) {
        // "You may re-roll your initiative, with a 3 point penalty. Note that cunning
        // bonuses/penalties still apply to this second roll."
        Rolled<Integer> r =
            c.roller.roll(
                c.host().initiative(Flow.bonus(now.pilot(), true), 3),
                name + " Split S initiative");
        c.put(c.copy(now).withInitiative(r.value()));
        c.event(
            WildBlueEvent.Kind.INITIATIVE,
            name,
            name
                + "'s Split S: initiative re-rolled at a 3 point penalty, "
                + now.initiative()
                + " becomes "
                + r.value(),
            List.of(r.roll()));
      }
    } else if (!(command instanceof WildBlueCommand.Pass)) {
      throw Ctx.violation(
          Actions.STUNTS, "command", command.describe(), "the start of the turn: Split S or pass");
    }
    waiting.remove(name);
    c.state = c.state.withSplitS(waiting);
    if (waiting.isEmpty()) {
      Flow.startActions(c);
    }
  }

  /**
   * SPLIT S "Penalty: +3, See Below ... You may re-roll your initiative, with a 3 point penalty":
   * the Dex+Piloting roll's penalty, 3 (the re-roll takes its own 3), or none under {@link
   * Reading#SPLIT_S_PENALTY_ON_THE_REROLL_ONLY}.
   */
  public static int splitSCheckPenalty(WildBlueConfig config) {
    return config.reads(Reading.SPLIT_S_PENALTY_ON_THE_REROLL_ONLY) ? 0 : Stunt.SPLIT_S.penalty();
  }

  public static void attack(Ctx c, WildBlueCommand command) {
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

        } else if (command instanceof WildBlueCommand.Pass) {
          c.state = c.state.withAttack(a.at(Attack.Stage.SCISSORS, a.cursor() + 1));
        } else {
          throw Ctx.violation(
              Actions.STUNTS,
              "command",
              command.describe(),
              "an enemy is rolling to hit: The Scissors or pass");
        }
      }
      case ROLLING_SCISSORS -> {
        if (command instanceof WildBlueCommand.RollingScissors) {
          c.useStunt(name, Stunt.ROLLING_SCISSORS);
          CheckOutcome o =
              c.pilotingCheck(c.plane(name), Stunt.ROLLING_SCISSORS.penalty(), "Rolling Scissors");
          c.state =
              c.state.withAttack(a.withRolling(o.passed()).at(Attack.Stage.ROLLING_SCISSORS, 0));

        } else if (!(command instanceof WildBlueCommand.Pass)) {
          throw Ctx.violation(
              Actions.STUNTS,
              "command",
              command.describe(),
              "an enemy is using The Scissors: Rolling Scissors or pass");
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
                WildBlueEvent.Kind.STUNT,
                name,
                name
                    + " spins: "
                    + (spin.hard() ? 10 : 5)
                    + " points of damage reduction until its next turn");
          }
        } else if (!(command instanceof WildBlueCommand.Pass)) {
          throw Ctx.violation(
              Actions.STUNTS,
              "command",
              command.describe(),
              "an enemy is rolling damage: Spin or pass");
        }
        c.state = c.state.withAttack(a.at(Attack.Stage.SPIN, a.cursor() + 1));
      }
      case DAMAGE -> throw new IllegalStateException("no window at the damage stage");
    }
  }

  public static void critical(Ctx c, WildBlueCommand command) {
    CriticalChoice head = c.state.choices().get(0);
    if (command instanceof WildBlueCommand.TakeDamage) {
      if (!head.why().optional()) {
        throw Ctx.violation(
            "Critical Damage",
            "command",
            command.describe(),
            "this result is not a choice instead of damage: choose one");
      }
      AttackFlow.pop(c);
      c.damagePlane(head.plane(), head.damage(), head.source());
      return;
    }
    if (command instanceof WildBlueCommand.TakeCritical t) {
      Plane p = c.plane(head.plane());
      if (!p.availableCriticals().contains(t.result())) {
        throw Ctx.violation(
            "Critical Damage",
            "result",
            t.result().title(),
            head.plane()
                + " may take "
                + String.join(
                    ", ", p.availableCriticals().stream().map(CriticalDamage::title).toList()));
      }
      AttackFlow.pop(c);
      Criticals.apply(c, head.plane(), t.result(), head.damage());
      return;
    }
    throw Ctx.violation(
        "Critical Damage",
        "command",
        command.describe(),
        "choose a Critical Damage result" + (head.why().optional() ? " or take the damage" : ""));
  }
}
