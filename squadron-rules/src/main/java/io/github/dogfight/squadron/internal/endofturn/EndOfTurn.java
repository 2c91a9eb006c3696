package io.github.dogfight.squadron.internal.endofturn;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.squadron.CombatPhase;
import io.github.dogfight.squadron.Side;
import io.github.dogfight.squadron.SquadronConfig;
import io.github.dogfight.squadron.SquadronEvent.CombatPhaseResolved;
import io.github.dogfight.squadron.SquadronEvent.EngagementEnded;
import io.github.dogfight.squadron.SquadronState;
import io.github.dogfight.squadron.internal.Draft;
import io.github.dogfight.squadron.internal.States;
import io.github.dogfight.squadron.internal.declaration.Declarations;
import java.util.Map;
import java.util.Optional;

/** The end of a round: the Combat Phase, then the end check, then the next round's declaration. */
public final class EndOfTurn {
  private EndOfTurn() {}

  /**
   * Runs the host's Combat Phase while both sides are in the fight, then ends the engagement when a
   * side has no aircraft left (or the round limit is reached), or opens the next round.
   *
   * @param d the step's draft, its Squadron Phase over
   */
  public static void finish(Draft d) {
    SquadronConfig config = d.config();
    States states = d.context().states();
    Roller roller = d.roller();
    SquadronState s = d.state();
    boolean escapedOut = EngagementEnd.escapedOut(s, d.events());
    if (!s.white().inFight().isEmpty() && !s.black().inFight().isEmpty()) {
      int mark = roller.rollCount();
      CombatPhase.CombatPhaseResult combat = config.combatPhase().resolve(s, roller);
      EngagementEnd.checkCombatResult(s, combat);
      s = s.with(Side.WHITE, combat.white()).with(Side.BLACK, combat.black());
      d.tell(new CombatPhaseResolved(s.turn(), combat.narration(), roller.rollsSince(mark)));
    }
    Optional<String> result = EngagementEnd.result(s);
    String reason = EngagementEnd.reason(s, escapedOut);
    if (result.isEmpty() && s.turn() >= config.maxRounds()) {
      result = Optional.of("undecided after " + config.maxRounds() + " rounds");
    }
    SquadronState base = states.withDeclared(s, Map.of());
    if (result.isPresent()) {
      d.tell(new EngagementEnded(s.turn(), result.get()));
      d.set(states.ended(base, result.get(), EngagementEnd.winner(s), reason));
      return;
    }
    SquadronState nextRound = states.withTurn(base, s.turn() + 1);
    d.set(
        states.withPending(nextRound, Declarations.plan(config.declaration(), nextRound, roller)));
  }
}
