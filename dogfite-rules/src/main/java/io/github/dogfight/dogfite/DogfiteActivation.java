package io.github.dogfight.dogfite;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.turn.Activation;
import io.github.dogfight.core.turn.TurnOrder;
import io.github.dogfight.core.turn.TurnOrderPolicy;
import io.github.dogfight.dogfite.internal.targeting.Initiative;
import java.util.Objects;
import java.util.Optional;

/**
 * How a Dogfite! turn's movement and firing order is set: the seed's initiative roll ({@link
 * #initiative()}), or a replacement such as {@link CardActivation}. Pass one to {@link
 * DogfiteRules#withActivation(DogfiteActivation)} to build a variant.
 *
 * <p>The engine calls {@link #plan} once per turn, after targeting, and takes the order's
 * activations as the turn goes: an activation in a moving segment ({@value #MOVEMENT}, or card
 * activation's {@code early move} and {@code move}) moves its aircraft; activations in the {@value
 * #FIRE} segment give a firing order that is played in order, each burst taking effect before the
 * next aircraft fires (card activation's shooting deck, rules 004: "The last plane that moves
 * shoots first"); when there are none, the seed's combat applies: simultaneous fire under the
 * standard {@link DogfiteReadings}, or movement order under the other reading. Other segments are
 * passed over. An order may be revealed as it goes (a card deck): the engine takes the next mover
 * only when the one before has moved, and every view hides what has not been revealed.
 *
 * <p>Two notes on a moving activation ask the engine for the seed's tailing: {@link #following}
 * (the aircraft moves right after its target, waiting for it if the target has not moved yet) and
 * {@link #mayTail} (its player may declare tailing at its turn to move, {@link
 * DogfiteCommand.Tail}).
 *
 * <p>An activation orders only the aircraft that act for themselves: followers in formation ({@link
 * DogfiteState#formations()}, already set in the state it is given) are placed by the engine right
 * after their leaders, in movement and in firing. Each of the others must move exactly once, and
 * fire at most once; the engine refuses an order that does otherwise.
 */
public interface DogfiteActivation extends TurnOrderPolicy<DogfiteState> {
  /** The segment whose activations move aircraft. */
  String MOVEMENT = "movement";

  /** The segment whose activations fire. */
  String FIRE = "fire";

  /** The note of an aircraft that moves right after its target: {@code follows X}. */
  String FOLLOWS = "follows ";

  /** The note of an aircraft that may tail its target: {@code may tail X}. */
  String MAY_TAIL = "may tail ";

  /**
   * The order of this turn, drawing any dice or cards from {@code roller}.
   *
   * @param state the state after targeting, edges adjusted, with this turn's formations
   * @param roller the game's dice
   */
  @Override
  TurnOrder plan(DogfiteState state, Roller roller);

  /**
   * Whether {@code a} moves an aircraft.
   *
   * @param a an activation
   * @return whether {@code a} moves an aircraft
   */
  static boolean moves(Activation a) {
    return a.segment().equals(MOVEMENT)
        || a.segment().equals("early move")
        || a.segment().equals("move");
  }

  /**
   * Whether {@code a} fires.
   *
   * @param a an activation
   * @return whether {@code a} fires
   */
  static boolean fires(Activation a) {
    return a.segment().equals(FIRE);
  }

  /**
   * A movement activation of {@code plane}, which moves right after {@code target}.
   *
   * @param plane the aircraft moving
   * @param target the aircraft it follows
   * @return the activation
   */
  static Activation following(String plane, String target) {
    Objects.requireNonNull(plane, "plane");
    Objects.requireNonNull(target, "target");
    return Activation.of(MOVEMENT, plane).withNote(FOLLOWS + target);
  }

  /**
   * A movement activation of {@code plane}, which may declare tailing {@code target}.
   *
   * @param plane the aircraft moving
   * @param target the aircraft it may tail
   * @return the activation
   */
  static Activation mayTail(String plane, String target) {
    Objects.requireNonNull(plane, "plane");
    Objects.requireNonNull(target, "target");
    return Activation.of(MOVEMENT, plane).withNote(MAY_TAIL + target);
  }

  /**
   * The aircraft {@code a}'s actor moves right after, if its note says so.
   *
   * @param a an activation
   * @return the aircraft followed, if any
   */
  static Optional<String> following(Activation a) {
    return a.note().startsWith(FOLLOWS)
        ? Optional.of(a.note().substring(FOLLOWS.length()))
        : Optional.empty();
  }

  /**
   * The aircraft {@code a}'s actor may tail, if its note says so.
   *
   * @param a an activation
   * @return the aircraft it may tail, if any
   */
  static Optional<String> mayTail(Activation a) {
    return a.note().startsWith(MAY_TAIL)
        ? Optional.of(a.note().substring(MAY_TAIL.length()))
        : Optional.empty();
  }

  /**
   * The seed's activation on the standard tables: initiative and tailing (INITIATIVE).
   *
   * @return the seed's activation on the standard tables: initiative and tailing (INITIATIVE)
   */
  static DogfiteActivation initiative() {
    return initiative(DogfiteTables.standard());
  }

  /**
   * The seed's activation with the initiative speed modifiers of {@code tables}.
   *
   * @param tables the tables
   * @return the activation
   */
  static DogfiteActivation initiative(DogfiteTables tables) {
    Objects.requireNonNull(tables, "tables");
    return new Initiative(tables);
  }
}
