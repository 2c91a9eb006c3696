package io.github.dogfight.squadron;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.game.GameState;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.immutables.value.Value;

/** The immutable state of a squadron engagement. */
@Value.Immutable
public interface SquadronState extends GameState {
  /** The phase name while decisions are pending. */
  String SQUADRON_PHASE = "Squadron Phase";

  /** The phase name of the host's individual actions. */
  String COMBAT_PHASE = "Combat Phase";

  @Override
  DiceStream dice();

  @Override
  int turn();

  /**
   * The friendly squadron.
   *
   * @return the friendly squadron
   */
  Squadron white();

  /**
   * The enemy squadron.
   *
   * @return the enemy squadron
   */
  Squadron black();

  /**
   * Maneuvers declared this turn, by side (hidden from the other side until the roll).
   *
   * @return the declarations, by side
   */
  Map<Side, Maneuver> declared();

  /**
   * Net successes banked by a winning Tactical maneuver, counted in the next turn's roll (rules
   * 003, Tactical), by side.
   *
   * @return the banks, by side
   */
  Map<Side, Integer> tacticalBank();

  /**
   * The decision being waited for; empty when the engagement is over.
   *
   * @return the decision being waited for; empty when the engagement is over
   */
  Optional<Pending> pending();

  @Override
  Optional<String> result();

  /** When over, the name of the squadron still in the fight; empty otherwise. */
  @Override
  Optional<String> winner();

  /**
   * When over, why: one of {@link SquadronRules#endReasons()}, set where the engagement ends; empty
   * while it goes on (and for a finished state built by hand, whose {@link SquadronRules#ending}
   * then reads the reason from the squadrons alone).
   *
   * @return why the engagement ended, when it has
   */
  Optional<String> endReason();

  @Override
  default String phase() {
    return result().isPresent() ? "Ended" : SQUADRON_PHASE;
  }

  @Override
  default boolean isOver() {
    return result().isPresent();
  }

  /**
   * The squadron of {@code side}.
   *
   * @param side the side
   * @return the squadron of {@code side}
   */
  default Squadron squadron(Side side) {
    Objects.requireNonNull(side, "side");
    return side == Side.WHITE ? white() : black();
  }

  /**
   * Banked tactical successes of {@code side}.
   *
   * @param side the side
   * @return the successes banked, 0 for none
   */
  default int bank(Side side) {
    Objects.requireNonNull(side, "side");
    return tacticalBank().getOrDefault(side, 0);
  }

  /**
   * This state with the squadron of {@code side} replaced.
   *
   * @param side the side
   * @param squadron its new squadron
   * @return the new state
   */
  default SquadronState with(Side side, Squadron squadron) {
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(squadron, "squadron");
    ImmutableSquadronState s = ImmutableSquadronState.copyOf(this);
    return side == Side.WHITE ? s.withWhite(squadron) : s.withBlack(squadron);
  }

  /** Checks consistency. */
  @Value.Check
  default void check() {
    if (white().side() != Side.WHITE || black().side() != Side.BLACK) {
      throw new IllegalArgumentException("white() must fly for WHITE and black() for BLACK");
    }
    if (turn() < 1) {
      throw new IllegalArgumentException("turn must be >= 1, was " + turn());
    }
    if (pending().isPresent() == result().isPresent()) {
      throw new IllegalArgumentException("exactly one of pending decision and result is present");
    }
  }
}
