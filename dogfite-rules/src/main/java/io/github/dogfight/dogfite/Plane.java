package io.github.dogfight.dogfite;

import java.util.Optional;
import org.immutables.value.Value;

/** One aircraft in a Dogfite! engagement: its log, where it is, and this turn's record. */
@Value.Immutable
public interface Plane {
  /** Its identifier (the log's ID#). */
  String id();

  /** The side it flies for. */
  String side();

  /** Its aircraft type. */
  AircraftType type();

  /** Its pilot. */
  Pilot pilot();

  /** Its damage boxes. */
  DamageTrack damage();

  /** Critical effects, smoke and fire. */
  @Value.Default
  default Condition condition() {
    return Condition.SOUND;
  }

  /** Its speed. */
  int speed();

  /** Where it is. */
  Placement placement();

  /** This turn's target, if any. */
  Optional<String> target();

  /** Its edge on the target. */
  @Value.Default
  default int edge() {
    return 0;
  }

  /** Whether it is spinning. */
  @Value.Default
  default boolean spinning() {
    return false;
  }

  /** Whether it is out of the fight (destroyed, pilot killed, crashed). */
  @Value.Default
  default boolean out() {
    return false;
  }

  /** This turn's bets and maneuvers, for the end of the turn. */
  @Value.Default
  default TurnLog turnLog() {
    return TurnLog.EMPTY;
  }

  /** Flying skill with wounds, smoke and fire. */
  default int flying() {
    return pilot().flying() + condition().skillModifier();
  }

  /** Shooting skill with wounds, smoke and fire. */
  default int shooting() {
    return pilot().shooting() + condition().skillModifier();
  }

  /** Experience with wounds, smoke and fire ("all pilot numbers"). */
  default int experience() {
    return pilot().experience() + condition().skillModifier();
  }

  /** A new aircraft with an undamaged log. */
  static Plane of(String side, AircraftType type, Pilot pilot, Placement placement, int speed) {
    return ImmutablePlane.builder()
        .id(pilot.id())
        .side(side)
        .type(type)
        .pilot(pilot)
        .damage(type.newDamageTrack())
        .speed(speed)
        .placement(placement)
        .build();
  }

  /** Checks the speed. */
  @Value.Check
  default void check() {
    if (speed() < 0) {
      throw new IllegalArgumentException(id() + ": speed must be >= 0, was " + speed());
    }
  }
}
