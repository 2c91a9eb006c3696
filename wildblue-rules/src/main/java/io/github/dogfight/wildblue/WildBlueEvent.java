package io.github.dogfight.wildblue;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.event.GameEvent;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What happens in a game of The Wild Blue. Everything is public: the seed's players declare their
 * stunts and roll in the open.
 *
 * @param turn the turn
 * @param phase the phase
 * @param plane the plane or ground unit concerned, if one is
 * @param kind what kind of thing it is
 * @param narration what happened, in plain words
 * @param dice the dice rolled for it
 */
public record WildBlueEvent(
    int turn,
    String phase,
    Optional<String> plane,
    Kind kind,
    String narration,
    List<DiceRoll> dice)
    implements GameEvent {
  /**
   * Copies.
   *
   * @param turn the turn
   * @param phase the phase
   * @param plane the plane or ground unit concerned, if one is
   * @param kind what kind of thing it is
   * @param narration what happened, in plain words
   * @param dice the dice rolled for it
   */
  public WildBlueEvent {
    Objects.requireNonNull(phase, "phase");
    Objects.requireNonNull(plane, "plane");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(narration, "narration");
    Objects.requireNonNull(dice, "dice");
    dice = List.copyOf(dice);
  }

  @Override
  public Optional<String> actor() {
    return plane;
  }

  /** The kinds of event. */
  public enum Kind {
    /** Initiative rolled, or re-rolled by a Split S. */
    INITIATIVE,
    /** A move: level, climb, dive; a band changed. */
    MOVE,
    /** An attempt to gain or remove advantage. */
    ADVANTAGE,
    /** A stunt. */
    STUNT,
    /** An attack: the roll to hit and its interrupts. */
    ATTACK,
    /** Damage taken, by a plane, pilot or ground unit. */
    DAMAGE,
    /** A Critical Damage result. */
    CRITICAL,
    /** Out of control, regaining it, a crash. */
    CONTROL,
    /** A bombing run. */
    BOMB,
    /** A collision. */
    COLLISION,
    /** The end of the engagement. */
    END
  }
}
