package io.github.dogfight.squadron.internal;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.Decision;
import io.github.dogfight.core.game.Outcome;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.squadron.Pending;
import io.github.dogfight.squadron.Side;
import io.github.dogfight.squadron.SquadronCommand;
import io.github.dogfight.squadron.SquadronCommand.ChooseEscapees;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.squadron.SquadronCommand.RemoveFighters;
import io.github.dogfight.squadron.SquadronCommand.SpendSuccesses;
import io.github.dogfight.squadron.SquadronState;
import io.github.dogfight.squadron.internal.combat.Choices;
import io.github.dogfight.squadron.internal.combat.Spending;
import io.github.dogfight.squadron.internal.declaration.Declarations;
import io.github.dogfight.squadron.internal.endofturn.EndOfTurn;
import java.util.ArrayList;
import java.util.List;

/**
 * The round engine: each command is dispatched on the pending decision to its phase (declaration,
 * or the winner's maneuver in combat), which changes a {@link Draft} of the state; when the
 * Squadron Phase has nothing more to decide the end of the round follows (the host's Combat Phase,
 * the end check, the next round's declaration), and the draft becomes the one new state.
 */
public final class Engine {
  /** The seed every rule's citation names. */
  public static final String SEED = " (rules 003)";

  private static final String RULE_PHASE = "The Squadron Phase" + SEED;

  private static final List<Side> BOTH_SIDES = List.of(Side.WHITE, Side.BLACK);

  /** The decision of every round's start (by default), made once. */
  private static final Decision BOTH_DECLARE =
      Decision.simultaneous(
          List.of(Side.WHITE.name(), Side.BLACK.name()),
          new Pending.Declaration(BOTH_SIDES, true).describe());

  private final Context context;

  /**
   * The engine of the rule set assembled in {@code context}.
   *
   * @param context the rule set's context
   */
  public Engine(Context context) {
    this.context = context;
  }

  /**
   * The decision {@code state} waits for.
   *
   * @param state the state
   * @return its decision
   */
  public static Decision decision(SquadronState state) {
    if (state.pending().isEmpty()) {
      return Decision.over();
    }
    Pending p = state.pending().get();
    if (p instanceof Pending.Declaration d && d.simultaneous()) {
      if (d.waiting().size() == 2 && d.waiting().equals(BOTH_SIDES)) {
        return BOTH_DECLARE;
      }
      List<String> actors = new ArrayList<>(d.waiting().size());
      for (Side side : d.waiting()) {
        actors.add(side.name());
      }
      return Decision.simultaneous(actors, d.describe());
    }
    return Decision.of(p.side().name(), p.describe());
  }

  /**
   * The legal commands of {@code actor} in {@code state}.
   *
   * @param state the state
   * @param actor a side's name
   * @return its legal commands; empty when the decision does not await it
   */
  public List<SquadronCommand> legal(SquadronState state, String actor) {
    if (!decision(state).awaits(actor)) {
      return List.of();
    }
    return LegalCommands.of(state, Side.valueOf(actor), context.oneRollAtATime());
  }

  /**
   * Applies {@code command} to {@code state}.
   *
   * @param state the state
   * @param command the command
   * @param roller the step's roller
   * @return the new state and what happened
   * @throws RuleViolation naming the rule, field and value when the command is not allowed now;
   *     nothing is changed
   */
  public Outcome<SquadronState> apply(SquadronState state, SquadronCommand command, Roller roller) {
    Pending pending =
        state
            .pending()
            .orElseThrow(
                () ->
                    new RuleViolation(
                        RULE_PHASE, "command", command.describe(), "the engagement is over"));
    boolean awaited =
        (pending instanceof Pending.Declaration d && d.simultaneous())
            ? d.waiting().contains(command.side())
            : command.side() == pending.side();
    if (!awaited) {
      throw new RuleViolation(
          RULE_PHASE,
          "side",
          command.side().name(),
          "waiting for " + decision(state) + ", not for " + command.side());
    }
    Draft d = new Draft(state, context, roller);
    if (command instanceof DeclareManeuver m && pending instanceof Pending.Declaration p) {
      Declarations.declare(d, p, m);
    } else if (command instanceof SpendSuccesses s && pending instanceof Pending.Allocation a) {
      Spending.spend(d, a, s);
    } else if (command instanceof RemoveFighters r && pending instanceof Pending.Removal p) {
      Choices.remove(d, p, r);
    } else if (command instanceof ChooseEscapees e && pending instanceof Pending.Escape p) {
      Choices.escape(d, p, e);
    } else {
      throw new RuleViolation(
          RULE_PHASE,
          "command",
          command.getClass().getSimpleName(),
          "the pending decision is for " + pending.side() + " to " + pending.describe());
    }
    if (d.takePhaseOver()) {
      EndOfTurn.finish(d);
    }
    return new Outcome<>(d.state(), d.events());
  }
}
