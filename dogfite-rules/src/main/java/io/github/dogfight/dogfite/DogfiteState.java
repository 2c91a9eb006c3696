package io.github.dogfight.dogfite;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.turn.Activation;
import io.github.dogfight.core.turn.TurnOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The immutable state of a Dogfite! engagement: the dice, the turn, every aircraft, the decision
 * pending and how far the turn has come. {@link DogfiteRules#start} builds the first state; every
 * later one comes from a command.
 *
 * @param dice the dice stream
 * @param turn the turn, from 1
 * @param planes every aircraft, in play or out, in the order given at the start
 * @param pending the decision the engagement waits for
 * @param progress how far the turn has come
 * @param maxTurns the turn limit, after which the engagement ends undecided
 * @param result when over, how it ended
 * @param winner when over, the winning side; empty for a draw or an undecided end
 */
public record DogfiteState(
    DiceStream dice,
    int turn,
    List<Plane> planes,
    Pending pending,
    TurnProgress progress,
    int maxTurns,
    Optional<String> result,
    Optional<String> winner)
    implements GameState {
  /** The phases of a turn, and the end. */
  public enum Stage {
    /** Each aircraft declares a target (TARGETING). */
    TARGETING("Targeting"),
    /** Aircraft move in initiative order (MOVEMENT). */
    MOVEMENT("Movement"),
    /** Aircraft fire at their targets (COMBAT). */
    COMBAT("Combat"),
    /** Each aircraft's speed roll and end-of-turn checks. */
    END_OF_TURN("End of turn"),
    /** The engagement is over. */
    ENDED("Ended");

    private final String title;

    Stage(String title) {
      this.title = title;
    }

    /**
     * The phase name.
     *
     * @return the phase name
     */
    public String title() {
      return title;
    }
  }

  /**
   * Checks and copies.
   *
   * @param dice the dice stream
   * @param turn the turn, from 1
   * @param planes every aircraft, in play or out, in the order given at the start
   * @param pending the decision the engagement waits for
   * @param progress how far the turn has come
   * @param maxTurns the turn limit, after which the engagement ends undecided
   * @param result when over, how it ended
   * @param winner when over, the winning side; empty for a draw or an undecided end
   * @throws IllegalArgumentException for duplicate aircraft ids, a turn below 1, or a result that
   *     does not match the pending decision
   */
  public DogfiteState {
    Objects.requireNonNull(planes, "planes");
    Objects.requireNonNull(dice, "dice");
    Objects.requireNonNull(pending, "pending");
    Objects.requireNonNull(progress, "progress");
    Objects.requireNonNull(result, "result");
    Objects.requireNonNull(winner, "winner");
    planes = List.copyOf(planes);
    if (turn < 1 || maxTurns < 1) {
      throw new IllegalArgumentException(
          "turn and maxTurns must be >= 1, were " + turn + " and " + maxTurns);
    }
    if (result.isPresent() != (pending instanceof Pending.Over)) {
      throw new IllegalArgumentException(
          "an engagement has a result exactly when nothing is pending, was "
              + result
              + " with "
              + pending);
    }
    for (int i = 1; i < planes.size(); i++) {
      String id = planes.get(i).id();
      for (int j = 0; j < i; j++) {
        if (planes.get(j).id().equals(id)) {
          throw new IllegalArgumentException("duplicate aircraft id '" + id + "'");
        }
      }
    }
  }

  @Override
  public String phase() {
    return pending.stage().title();
  }

  @Override
  public boolean isOver() {
    return result.isPresent();
  }

  /**
   * The phase of the turn.
   *
   * @return the phase of the turn
   */
  public Stage stage() {
    return pending.stage();
  }

  /**
   * The aircraft whose decision is pending, empty when the engagement is over.
   *
   * @return the aircraft whose decision is pending, empty when the engagement is over
   */
  public Optional<String> awaiting() {
    return pending.actor();
  }

  /**
   * The moving aircraft's movement, while one is moving.
   *
   * @return the moving aircraft's movement, while one is moving
   */
  public Optional<MoveState> move() {
    if (pending instanceof Pending.Moving m) {
      return Optional.of(m.move());
    }
    if (pending instanceof Pending.MovePenalty m) {
      return Optional.of(m.move());
    }
    if (pending instanceof Pending.LeaveHex m) {
      return Optional.of(m.move());
    }
    return Optional.empty();
  }

  /**
   * The aircraft {@code id}.
   *
   * @param id the aircraft's id
   * @return the aircraft
   * @throws IllegalArgumentException if there is none
   */
  public Plane plane(String id) {
    Objects.requireNonNull(id, "id");
    for (Plane p : planes) {
      if (p.id().equals(id)) {
        return p;
      }
    }
    throw new IllegalArgumentException("no aircraft '" + id + "'");
  }

  /**
   * The aircraft still in the fight, in the order given.
   *
   * @return the aircraft still in the fight, in the order given
   */
  public List<Plane> inPlay() {
    List<Plane> out = new ArrayList<>(planes.size());
    for (Plane p : planes) {
      if (!p.out()) {
        out.add(p);
      }
    }
    return out;
  }

  /**
   * Targets declared so far this turn ("" for none).
   *
   * @return the declarations, by aircraft
   */
  public Map<String, String> declared() {
    return progress.declared();
  }

  /**
   * Aircraft flying in formation this turn: follower to the leader it moves with.
   *
   * @return followers to their leaders
   */
  public Map<String, String> formations() {
    return progress.formations();
  }

  /**
   * This turn's movement order as far as every player knows it: the aircraft that have moved, the
   * one moving, and those already known to come (all of them for an initiative order; a card deck
   * reveals the next only when the one before has moved), each leader's followers right after it.
   *
   * @return this turn's movement order as far as every player knows it: the aircraft that have
   *     moved, the one moving, and those already known to come (all of them for an initiative
   *     order; a card deck reveals the next only when the one before has moved), each leader's
   *     followers right after it
   */
  public List<String> order() {
    List<String> out = new ArrayList<>(progress.moved());
    if (progress.turnOrder().isPresent()) {
      for (Activation a : progress.turnOrder().get().known()) {
        if (DogfiteActivation.moves(a) && !out.contains(a.actor())) {
          out.add(a.actor());
          progress
              .formations()
              .forEach(
                  (f, l) -> {
                    if (l.equals(a.actor())) {
                      out.add(f);
                    }
                  });
        }
      }
    }
    return out;
  }

  /**
   * What remains of this turn's order as the activation planned it, to be revealed as the turn goes
   * (a card deck's secret order); empty outside the movement and combat phases.
   *
   * @return what remains of this turn's order as the activation planned it, to be revealed as the
   *     turn goes (a card deck's secret order); empty outside the movement and combat phases
   */
  public Optional<TurnOrder> turnOrder() {
    return progress.turnOrder();
  }

  /**
   * This turn's firing order when the activation set one (card activation); empty when the seed's
   * combat applies (aircraft are asked to fire in movement order).
   *
   * @return this turn's firing order when the activation set one (card activation); empty when the
   *     seed's combat applies (aircraft are asked to fire in movement order)
   */
  public List<String> fireOrder() {
    return progress.fireOrder();
  }

  /**
   * The order the current phase walks: the firing order in combat if set, else the movement order.
   *
   * @return the order the current phase walks: the firing order in combat if set, else the movement
   *     order
   */
  public List<String> stageOrder() {
    return stage() == Stage.COMBAT && !progress.fireOrder().isEmpty()
        ? progress.fireOrder()
        : progress.moved();
  }

  /**
   * This state with another dice stream.
   *
   * @param value the dice stream
   * @return the copy with it
   */
  public DogfiteState withDice(DiceStream value) {
    return new DogfiteState(value, turn, planes, pending, progress, maxTurns, result, winner);
  }

  /**
   * This state with another turn limit (at least the current turn).
   *
   * @param value the turn limit
   * @return the copy with it
   */
  public DogfiteState withMaxTurns(int value) {
    if (value < turn) {
      throw new IllegalArgumentException(
          "maxTurns must be at least the current turn " + turn + ", was " + value);
    }
    return new DogfiteState(dice, turn, planes, pending, progress, value, result, winner);
  }

  /**
   * This state with the remaining turn order replaced (a view conceals a deck's secrets).
   *
   * @param value the turn progress
   * @return the copy with it
   */
  public DogfiteState withProgress(TurnProgress value) {
    return new DogfiteState(dice, turn, planes, pending, value, maxTurns, result, winner);
  }
}
