package io.github.dogfight.dogfite;

import io.github.dogfight.core.dice.DiceRoll;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The decision a Dogfite! engagement waits for: whose it is and what kind. The engine dispatches
 * each command on it; {@link DogfiteRules#legalCommands} lists what it allows.
 *
 * <pre>{@code
 * if (state.pending() instanceof Pending.Moving m) {
 *   int left = m.move().movementPoints() - m.move().used();
 * }
 * }</pre>
 */
public sealed interface Pending {
  /**
   * The aircraft whose decision it is; empty when the engagement is over.
   *
   * @return the aircraft whose decision it is; empty when the engagement is over
   */
  Optional<String> actor();

  /**
   * The aircraft whose decision it is; {@code ""} when the engagement is over.
   *
   * @return the aircraft whose decision it is; {@code ""} when the engagement is over
   */
  String plane();

  /**
   * The turn's phase it belongs to.
   *
   * @return the turn's phase it belongs to
   */
  DogfiteState.Stage stage();

  /**
   * The next aircraft to declare its target ({@link DogfiteCommand.ChooseTarget}); targets are
   * declared openly, one aircraft after another.
   *
   * @param plane the aircraft
   */
  record Targeting(String plane) implements Pending {
    /**
     * Checks the fields.
     *
     * @param plane the aircraft
     */
    public Targeting {
      Objects.requireNonNull(plane, "plane");
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(plane);
    }

    @Override
    public DogfiteState.Stage stage() {
      return DogfiteState.Stage.TARGETING;
    }
  }

  /**
   * An aircraft's turn to move has come: {@link DogfiteCommand.BeginMove}, {@link
   * DogfiteCommand.EnterSpin}, or, when {@code mayTail} names its target, {@link
   * DogfiteCommand.Tail} to add its edge to its initiative and move right after that target.
   *
   * @param plane the aircraft
   * @param mayTail the target it may tail now, if any
   */
  record StartMove(String plane, Optional<String> mayTail) implements Pending {
    /**
     * Checks the fields.
     *
     * @param plane the aircraft
     * @param mayTail the target it may tail now, if any
     */
    public StartMove {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(mayTail, "mayTail");
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(plane);
    }

    @Override
    public DogfiteState.Stage stage() {
      return DogfiteState.Stage.MOVEMENT;
    }
  }

  /**
   * An aircraft is moving: {@link DogfiteCommand.Move} per movement point, {@link
   * DogfiteCommand.EdgeBet} with none, {@link DogfiteCommand.EndMove}.
   *
   * @param plane the aircraft
   * @param move its movement so far
   */
  record Moving(String plane, MoveState move) implements Pending {
    /**
     * Checks the fields.
     *
     * @param plane the aircraft
     * @param move its movement so far
     */
    public Moving {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(move, "move");
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(plane);
    }

    @Override
    public DogfiteState.Stage stage() {
      return DogfiteState.Stage.MOVEMENT;
    }
  }

  /**
   * A bet of several tasks failed and the player decides where its move penalty falls ({@link
   * DogfiteCommand.ApplyMovePenalty}; rules 000, MOVE / MANEUVER BETS - FAILURE: "the application
   * of the result in the 'move' column is left to the player to decide").
   *
   * @param plane the aircraft
   * @param move its movement before the step
   * @param failed the failed step
   */
  record MovePenalty(String plane, MoveState move, FailedStep failed) implements Pending {
    /**
     * Checks the fields.
     *
     * @param plane the aircraft
     * @param move its movement before the step
     * @param failed the failed step
     */
    public MovePenalty {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(move, "move");
      Objects.requireNonNull(failed, "failed");
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(plane);
    }

    @Override
    public DogfiteState.Stage stage() {
      return DogfiteState.Stage.MOVEMENT;
    }
  }

  /**
   * An aircraft that failed to stay in its hex middle must leave the hex, by an edge of its
   * choosing ({@link DogfiteCommand.LeaveHex}; rules 000: "players may pick any edge of the hex as
   * the exit side").
   *
   * @param plane the aircraft
   * @param move its movement, the failed step counted
   */
  record LeaveHex(String plane, MoveState move) implements Pending {
    /**
     * Checks the fields.
     *
     * @param plane the aircraft
     * @param move its movement, the failed step counted
     */
    public LeaveHex {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(move, "move");
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(plane);
    }

    @Override
    public DogfiteState.Stage stage() {
      return DogfiteState.Stage.MOVEMENT;
    }
  }

  /**
   * An aircraft with its target in range and an edge of at least one may fire ({@link
   * DogfiteCommand.Fire}).
   *
   * @param plane the aircraft
   * @param range the range to its target
   */
  record Firing(String plane, Range range) implements Pending {
    /**
     * Checks the fields.
     *
     * @param plane the aircraft
     * @param range the range to its target
     */
    public Firing {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(range, "range");
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(plane);
    }

    @Override
    public DogfiteState.Stage stage() {
      return DogfiteState.Stage.COMBAT;
    }
  }

  /**
   * A +1 or +2 shooter's hit dice are one pip from doubles, and a pip its skill allows would score
   * more critical hits or more hits (CRITICAL HITS: "+1 pilots may subtract one pip from a die to
   * obtain doubles, +2 pilots may add OR subtract one pip from a die"): it decides whether to move
   * the pip ({@link DogfiteCommand.AdjustPip}) before its next gun.
   *
   * @param plane the shooter
   * @param gun the gun whose dice are one pip from doubles
   * @param guns how many guns it fires
   * @param range the range
   * @param roll the hit dice
   * @param pips the pips it may move: -1 (a pip off the higher die), and for a +2 shooter +1 (a pip
   *     onto the lower die)
   */
  record Pip(String plane, int gun, int guns, Range range, HitsRoll roll, List<Integer> pips)
      implements Pending {
    /**
     * Checks the fields and copies the list.
     *
     * @param plane the shooter
     * @param gun the gun whose dice are one pip from doubles
     * @param guns how many guns it fires
     * @param range the range
     * @param roll the hit dice
     * @param pips the pips it may move: -1 (a pip off the higher die), and for a +2 shooter +1 (a
     *     pip onto the lower die)
     */
    public Pip {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(range, "range");
      Objects.requireNonNull(roll, "roll");
      Objects.requireNonNull(pips, "pips");
      pips = List.copyOf(pips);
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(plane);
    }

    @Override
    public DogfiteState.Stage stage() {
      return DogfiteState.Stage.COMBAT;
    }
  }

  /**
   * An aircraft's end of turn: its speed roll ({@link DogfiteCommand.ChooseSpeedRoll}), then the
   * turn's speed changes, stress test and engine trouble.
   *
   * @param plane the aircraft
   */
  record SpeedRolling(String plane) implements Pending {
    /**
     * Checks the fields.
     *
     * @param plane the aircraft
     */
    public SpeedRolling {
      Objects.requireNonNull(plane, "plane");
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(plane);
    }

    @Override
    public DogfiteState.Stage stage() {
      return DogfiteState.Stage.END_OF_TURN;
    }
  }

  /** The engagement is over: nobody decides anything. */
  record Over() implements Pending {
    @Override
    public Optional<String> actor() {
      return Optional.empty();
    }

    @Override
    public String plane() {
      return "";
    }

    @Override
    public DogfiteState.Stage stage() {
      return DogfiteState.Stage.ENDED;
    }
  }

  /**
   * A failed bet whose move penalty the player places: the tasks the bet covered, how many changes
   * each attempted, and the penalty to share among them.
   *
   * @param step the step tried
   * @param maneuver facing changes (hexsides) or stay-in-hex (1) attempted by the step; 0 for none
   * @param hold 1 when the bet also held a half-level move's level, else 0
   * @param aerobatics aerobatic points spent on the bet
   * @param stayKept whether the roll met the stay-in-hex target, so the stay is kept whatever the
   *     penalty ("If the roll matches / exceeds the target number required to stay-in-hex, failure
   *     does not require leaving the hex")
   * @param penalty the failure table's move penalty, at most the changes that can take it
   * @param movementPoints movement points after the bet (aerobatics may have lowered them)
   * @param bet the bet
   * @param dice the bet's dice
   */
  record FailedStep(
      Step step,
      int maneuver,
      int hold,
      int aerobatics,
      boolean stayKept,
      int penalty,
      int movementPoints,
      BetOutcome bet,
      List<DiceRoll> dice) {
    /**
     * Checks and copies.
     *
     * @param step the step tried
     * @param maneuver facing changes (hexsides) or stay-in-hex (1) attempted by the step; 0 for
     *     none
     * @param hold 1 when the bet also held a half-level move's level, else 0
     * @param aerobatics aerobatic points spent on the bet
     * @param stayKept whether the roll met the stay-in-hex target, so the stay is kept whatever the
     *     penalty ("If the roll matches / exceeds the target number required to stay-in-hex,
     *     failure does not require leaving the hex")
     * @param penalty the failure table's move penalty, at most the changes that can take it
     * @param movementPoints movement points after the bet (aerobatics may have lowered them)
     * @param bet the bet
     * @param dice the bet's dice
     */
    public FailedStep {
      Objects.requireNonNull(dice, "dice");
      Objects.requireNonNull(step, "step");
      Objects.requireNonNull(bet, "bet");
      dice = List.copyOf(dice);
    }

    /**
     * The changes that may take the penalty: all but a kept stay.
     *
     * @return the changes that may take the penalty: all but a kept stay
     */
    public int shareable() {
      return (stayKept ? 0 : maneuver) + hold + aerobatics;
    }
  }
}
