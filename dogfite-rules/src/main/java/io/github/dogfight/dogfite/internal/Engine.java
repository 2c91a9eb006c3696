package io.github.dogfight.dogfite.internal;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.Outcome;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.dogfite.DogfiteCommand;
import io.github.dogfight.dogfite.DogfiteCommand.AdjustPip;
import io.github.dogfight.dogfite.DogfiteCommand.ApplyMovePenalty;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseSpeedRoll;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseTarget;
import io.github.dogfight.dogfite.DogfiteCommand.EdgeBet;
import io.github.dogfight.dogfite.DogfiteCommand.EndMove;
import io.github.dogfight.dogfite.DogfiteCommand.EnterSpin;
import io.github.dogfight.dogfite.DogfiteCommand.Fire;
import io.github.dogfight.dogfite.DogfiteCommand.LeaveHex;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.dogfite.DogfiteCommand.Tail;
import io.github.dogfight.dogfite.DogfiteState;
import io.github.dogfight.dogfite.DogfiteState.Stage;
import io.github.dogfight.dogfite.Pending;
import io.github.dogfight.dogfite.internal.combat.Combat;
import io.github.dogfight.dogfite.internal.endofturn.TurnEnd;
import io.github.dogfight.dogfite.internal.movement.Movement;
import io.github.dogfight.dogfite.internal.movement.MovementCommands;
import io.github.dogfight.dogfite.internal.targeting.Targeting;
import java.util.List;
import java.util.Optional;

/**
 * The turn engine: each command is dispatched on the pending decision to its phase, which changes a
 * {@link Draft} of the state; when a phase has nobody left to act the next phase begins (targeting,
 * movement, combat, end of turn, and the next turn's targeting), and the draft becomes the one new
 * state.
 */
public final class Engine {
  private static final String SEED = " (rules 000)";

  private final Context context;
  private final MovementCommands movementCommands;

  /** The engine of the rule set assembled from {@code context}. */
  public Engine(Context context) {
    this.context = context;
    this.movementCommands = new MovementCommands(context);
  }

  /**
   * Applies {@code command} to {@code state}.
   *
   * @throws RuleViolation naming the rule, field and value when the command is not allowed now;
   *     nothing is changed
   */
  public Outcome<DogfiteState> apply(DogfiteState state, DogfiteCommand command, Roller roller) {
    Pending pending = state.pending();
    String who =
        pending
            .actor()
            .orElseThrow(
                () ->
                    new RuleViolation(
                        "Turn sequence" + SEED,
                        "command",
                        command.describe(),
                        "the fight is over"));
    if (!command.plane().equals(who)) {
      throw new RuleViolation(
          "Turn sequence" + SEED,
          "plane",
          command.plane(),
          "waiting for " + who + " (" + state.phase() + ")");
    }
    Draft d = new Draft(state, context, roller);
    dispatch(d, pending, command);
    for (Optional<Stage> done = d.takeDone(); done.isPresent(); done = d.takeDone()) {
      switch (done.get()) {
        case TARGETING -> Movement.start(d);
        case MOVEMENT -> Combat.start(d);
        case COMBAT -> TurnEnd.start(d);
        case END_OF_TURN -> {
          if (TurnEnd.finish(d)) {
            Targeting.start(d);
          }
        }
        case ENDED -> throw new IllegalStateException("no phase follows the end");
      }
    }
    return new Outcome<>(d.build(), d.immutableEvents());
  }

  private static void dispatch(Draft d, Pending pending, DogfiteCommand command) {
    if (pending instanceof Pending.Targeting && command instanceof ChooseTarget c) {
      Targeting.chooseTarget(d, c);
    } else if (pending instanceof Pending.StartMove && command instanceof BeginMove b) {
      Movement.beginMove(d, b);
    } else if (pending instanceof Pending.StartMove && command instanceof EnterSpin e) {
      Movement.enterSpin(d, e);
    } else if (pending instanceof Pending.StartMove && command instanceof Tail t) {
      Movement.tail(d, t);
    } else if (pending instanceof Pending.Moving && command instanceof Move m) {
      Movement.move(d, m);
    } else if (pending instanceof Pending.Moving && command instanceof EdgeBet e) {
      Movement.edgeBet(d, e);
    } else if (pending instanceof Pending.Moving && command instanceof EndMove e) {
      Movement.endMove(d, e);
    } else if (pending instanceof Pending.MovePenalty && command instanceof ApplyMovePenalty a) {
      Movement.applyPenalty(d, a);
    } else if (pending instanceof Pending.LeaveHex && command instanceof LeaveHex l) {
      Movement.leaveHex(d, l);
    } else if (pending instanceof Pending.Firing && command instanceof Fire f) {
      Combat.fire(d, f);
    } else if (pending instanceof Pending.Pip && command instanceof AdjustPip a) {
      Combat.adjustPip(d, a);
    } else if (pending instanceof Pending.SpeedRolling && command instanceof ChooseSpeedRoll s) {
      TurnEnd.speedRoll(d, s);
    } else {
      throw new RuleViolation(
          rule(pending),
          "command",
          command.getClass().getSimpleName(),
          "not allowed now: " + expected(pending));
    }
  }

  private static String rule(Pending pending) {
    if (pending instanceof Pending.MovePenalty) {
      return "MOVE / MANEUVER BETS - FAILURE" + SEED;
    }
    if (pending instanceof Pending.Pip) {
      return "CRITICAL HITS" + SEED;
    }
    return "Turn sequence" + SEED;
  }

  private static String expected(Pending pending) {
    String who = pending.plane();
    if (pending instanceof Pending.Targeting) {
      return "targeting: " + who + " declares its target (ChooseTarget)";
    }
    if (pending instanceof Pending.StartMove) {
      return who + " begins its move (BeginMove, EnterSpin" + ", or Tail when offered)";
    }
    if (pending instanceof Pending.Moving) {
      return who + " is moving (Move, EdgeBet, EndMove)";
    }
    if (pending instanceof Pending.MovePenalty) {
      return who + " must first choose where the move penalty falls (ApplyMovePenalty)";
    }
    if (pending instanceof Pending.LeaveHex) {
      return who + " must first choose the edge it leaves its hex by (LeaveHex)";
    }
    if (pending instanceof Pending.Firing) {
      return who + " may fire (Fire)";
    }
    if (pending instanceof Pending.Pip) {
      return who + " must first decide whether to move a pip (AdjustPip)";
    }
    return who + " makes its speed roll (ChooseSpeedRoll)";
  }

  /** The rule set's movement lists. */
  public MovementCommands movementCommands() {
    return movementCommands;
  }

  /** The listed legal commands of the pending decision. */
  public List<DogfiteCommand> legal(DogfiteState state) {
    Pending p = state.pending();
    if (p instanceof Pending.Targeting t) {
      return Targeting.legal(state, t);
    }
    if (p instanceof Pending.Firing || p instanceof Pending.Pip) {
      return Combat.legal(state);
    }
    if (p instanceof Pending.SpeedRolling s) {
      return TurnEnd.legal(state, s);
    }
    if (p instanceof Pending.Over) {
      return List.of();
    }
    return movementCommands.of(state);
  }
}
