package io.github.dogfight.dogfite;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSortedMap;
import io.github.dogfight.core.turn.TurnOrder;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * How far the current turn has come: targets declared, formations, the movement order so far, the
 * rest of the activation's order still to be revealed, the firing order and whose step it is.
 *
 * @param declared targets declared so far this turn, by aircraft ("" for none), in the order
 *     declared
 * @param formations aircraft flying in formation this turn: follower to the leader it moves with,
 *     in the followers' id order
 * @param moved this turn's movement order so far: the aircraft that have moved and the one moving,
 *     each leader's followers right after it
 * @param turnOrder what remains of the activation's order, revealed as the turn goes (a card deck's
 *     order stays secret until then); empty outside the movement and combat phases
 * @param fireOrder this turn's firing order when the activation set one (card activation fires in
 *     reverse, each burst before the next); empty when the seed's combat applies (aircraft are
 *     asked to fire in movement order)
 * @param index the position in the phase's order ({@link DogfiteState#stageOrder()}) of the
 *     aircraft acting now
 * @param deferred aircraft that declared tailing (or follow a tailer) and wait for their target to
 *     move, in the order they began waiting
 * @param announced how many of the movement activations still to come were announced when the
 *     turn's order was set (the rest are announced as they are revealed)
 * @param shooters with simultaneous fire, the aircraft that may fire this combat phase, fixed as it
 *     began: each with its range and shooting skill then, in firing order; empty otherwise
 */
public record TurnProgress(
    Map<String, String> declared,
    Map<String, String> formations,
    List<String> moved,
    Optional<TurnOrder> turnOrder,
    List<String> fireOrder,
    int index,
    List<Deferral> deferred,
    int announced,
    List<Shooter> shooters) {
  /** The start of a turn. */
  public static final TurnProgress START =
      new TurnProgress(
          ImmutableMap.of(),
          ImmutableMap.of(),
          ImmutableList.of(),
          Optional.empty(),
          ImmutableList.of(),
          0,
          ImmutableList.of(),
          0,
          ImmutableList.of());

  /**
   * Checks and copies, keeping the maps' order (a copy already immutable is kept as it is).
   *
   * @param declared targets declared so far this turn, by aircraft ("" for none), in the order
   *     declared
   * @param formations aircraft flying in formation this turn: follower to the leader it moves with,
   *     in the followers' id order
   * @param moved this turn's movement order so far: the aircraft that have moved and the one
   *     moving, each leader's followers right after it
   * @param turnOrder what remains of the activation's order, revealed as the turn goes (a card
   *     deck's order stays secret until then); empty outside the movement and combat phases
   * @param fireOrder this turn's firing order when the activation set one (card activation fires in
   *     reverse, each burst before the next); empty when the seed's combat applies (aircraft are
   *     asked to fire in movement order)
   * @param index the position in the phase's order ({@link DogfiteState#stageOrder()}) of the
   *     aircraft acting now
   * @param deferred aircraft that declared tailing (or follow a tailer) and wait for their target
   *     to move, in the order they began waiting
   * @param announced how many of the movement activations still to come were announced when the
   *     turn's order was set (the rest are announced as they are revealed)
   * @param shooters with simultaneous fire, the aircraft that may fire this combat phase, fixed as
   *     it began: each with its range and shooting skill then, in firing order; empty otherwise
   */
  public TurnProgress {
    Objects.requireNonNull(declared, "declared");
    Objects.requireNonNull(formations, "formations");
    Objects.requireNonNull(moved, "moved");
    Objects.requireNonNull(fireOrder, "fireOrder");
    Objects.requireNonNull(deferred, "deferred");
    declared = ImmutableMap.copyOf(declared);
    formations = ImmutableSortedMap.copyOf(formations);
    moved = ImmutableList.copyOf(moved);
    Objects.requireNonNull(turnOrder, "turnOrder");
    fireOrder = ImmutableList.copyOf(fireOrder);
    deferred = ImmutableList.copyOf(deferred);
    Objects.requireNonNull(shooters, "shooters");
    shooters = ImmutableList.copyOf(shooters);
  }

  /**
   * An aircraft that may fire in a combat phase of simultaneous fire, as it stood when the phase
   * began ({@link DogfiteReadings#simultaneousFire()}): it fires then even if it is shot down or
   * wounded before its turn to fire comes.
   *
   * @param plane the aircraft
   * @param range the range to its target
   * @param shooting its pilot's shooting skill (wounds, smoke and fire included)
   */
  public record Shooter(String plane, Range range, int shooting) {
    /**
     * Checks the fields.
     *
     * @param plane the aircraft
     * @param range the range to its target
     * @param shooting its pilot's shooting skill (wounds, smoke and fire included)
     */
    public Shooter {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(range, "range");
    }
  }

  /**
   * An aircraft waiting to move right after another (rules 000, EDGE ADJUSTMENT TO INITIATIVE: "the
   * aircraft moves immediately after the target").
   *
   * @param plane the waiting aircraft
   * @param after the aircraft it moves after
   */
  public record Deferral(String plane, String after) {
    /**
     * Checks the fields.
     *
     * @param plane the waiting aircraft
     * @param after the aircraft it moves after
     */
    public Deferral {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(after, "after");
    }
  }

  /**
   * This progress with other declarations.
   *
   * @param value the declarations
   * @return the copy with it
   */
  public TurnProgress withDeclared(Map<String, String> value) {
    return new TurnProgress(
        value, formations, moved, turnOrder, fireOrder, index, deferred, announced, shooters);
  }

  /**
   * This progress with other formations.
   *
   * @param value the formations
   * @return the copy with it
   */
  public TurnProgress withFormations(Map<String, String> value) {
    return new TurnProgress(
        declared, value, moved, turnOrder, fireOrder, index, deferred, announced, shooters);
  }

  /**
   * This progress with another movement order so far.
   *
   * @param value the aircraft moved so far
   * @return the copy with it
   */
  public TurnProgress withMoved(List<String> value) {
    return new TurnProgress(
        declared, formations, value, turnOrder, fireOrder, index, deferred, announced, shooters);
  }

  /**
   * This progress with another remaining order.
   *
   * @param value the remaining turn order
   * @return the copy with it
   */
  public TurnProgress withTurnOrder(Optional<TurnOrder> value) {
    return new TurnProgress(
        declared, formations, moved, value, fireOrder, index, deferred, announced, shooters);
  }

  /**
   * This progress with another firing order.
   *
   * @param value the firing order
   * @return the copy with it
   */
  public TurnProgress withFireOrder(List<String> value) {
    return new TurnProgress(
        declared, formations, moved, turnOrder, value, index, deferred, announced, shooters);
  }

  /**
   * This progress with another index.
   *
   * @param value the index
   * @return the copy with it
   */
  public TurnProgress withIndex(int value) {
    return new TurnProgress(
        declared, formations, moved, turnOrder, fireOrder, value, deferred, announced, shooters);
  }

  /**
   * This progress with another count of announced activations.
   *
   * @param value the count
   * @return the copy with it
   */
  public TurnProgress withAnnounced(int value) {
    return new TurnProgress(
        declared, formations, moved, turnOrder, fireOrder, index, deferred, value, shooters);
  }

  /**
   * This progress with other shooters.
   *
   * @param value the shooters
   * @return the copy with them
   */
  public TurnProgress withShooters(List<Shooter> value) {
    return new TurnProgress(
        declared, formations, moved, turnOrder, fireOrder, index, deferred, announced, value);
  }

  /**
   * This progress with other deferrals.
   *
   * @param value the deferrals
   * @return the copy with it
   */
  public TurnProgress withDeferred(List<Deferral> value) {
    return new TurnProgress(
        declared, formations, moved, turnOrder, fireOrder, index, value, announced, shooters);
  }
}
