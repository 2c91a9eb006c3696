package io.github.dogfight.dogfite;

import java.util.Objects;
import java.util.Optional;

/**
 * One aircraft in a Dogfite! engagement, as every player sees it on the table: its log (type,
 * pilot, damage boxes, critical effects), where it is, its speed, its target and edge, and this
 * turn's record of bets and maneuvers. Immutable; the {@code with...} methods return changed
 * copies.
 *
 * @param id its identifier (the log's ID#)
 * @param side the side it flies for
 * @param type its aircraft type
 * @param pilot its pilot
 * @param damage its damage boxes
 * @param condition critical effects, smoke and fire
 * @param speed its speed, at least 0
 * @param placement where it is
 * @param target this turn's target, if any
 * @param edge its edge on the target
 * @param spinning whether it is spinning
 * @param out whether it is out of the fight (destroyed, pilot killed, crashed)
 * @param turnLog this turn's bets and maneuvers, for the end of the turn
 */
public record Plane(
    String id,
    String side,
    AircraftType type,
    Pilot pilot,
    DamageTrack damage,
    Condition condition,
    int speed,
    Placement placement,
    Optional<String> target,
    int edge,
    boolean spinning,
    boolean out,
    TurnLog turnLog) {
  /**
   * Checks the fields ({@link DogfiteRules#start} also refuses a blank id or side).
   *
   * @param id its identifier (the log's ID#)
   * @param side the side it flies for
   * @param type its aircraft type
   * @param pilot its pilot
   * @param damage its damage boxes
   * @param condition critical effects, smoke and fire
   * @param speed its speed, at least 0
   * @param placement where it is
   * @param target this turn's target, if any
   * @param edge its edge on the target
   * @param spinning whether it is spinning
   * @param out whether it is out of the fight (destroyed, pilot killed, crashed)
   * @param turnLog this turn's bets and maneuvers, for the end of the turn
   * @throws IllegalArgumentException for a negative speed
   */
  public Plane {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(pilot, "pilot");
    Objects.requireNonNull(damage, "damage");
    Objects.requireNonNull(condition, "condition");
    Objects.requireNonNull(placement, "placement");
    Objects.requireNonNull(target, "target");
    Objects.requireNonNull(turnLog, "turnLog");
    if (speed < 0) {
      throw new IllegalArgumentException(id + ": speed must be >= 0, was " + speed);
    }
  }

  /**
   * A new aircraft with an undamaged log, no target and nothing done this turn.
   *
   * @param side the side it flies for
   * @param type its aircraft type
   * @param pilot its pilot
   * @param speed its speed, at least 0
   * @param placement where it is
   * @return the aircraft
   */
  public static Plane of(
      String side, AircraftType type, Pilot pilot, Placement placement, int speed) {
    return new Plane(
        pilot.id(),
        side,
        type,
        pilot,
        type.newDamageTrack(),
        Condition.SOUND,
        speed,
        placement,
        Optional.empty(),
        0,
        false,
        false,
        TurnLog.EMPTY);
  }

  /**
   * Flying skill with wounds, smoke and fire.
   *
   * @return the flying skill now
   */
  public int flying() {
    return pilot.flying() + condition.skillModifier();
  }

  /**
   * Shooting skill with wounds, smoke and fire.
   *
   * @return the shooting skill now
   */
  public int shooting() {
    return pilot.shooting() + condition.skillModifier();
  }

  /**
   * Experience with wounds, smoke and fire ("all pilot numbers").
   *
   * @return the experience now
   */
  public int experience() {
    return pilot.experience() + condition.skillModifier();
  }

  /**
   * This aircraft with another damage track.
   *
   * @param value the damage track
   * @return the copy with it
   */
  public Plane withDamage(DamageTrack value) {
    return new Plane(
        id, side, type, pilot, value, condition, speed, placement, target, edge, spinning, out,
        turnLog);
  }

  /**
   * This aircraft with another condition.
   *
   * @param value the condition
   * @return the copy with it
   */
  public Plane withCondition(Condition value) {
    return new Plane(
        id, side, type, pilot, damage, value, speed, placement, target, edge, spinning, out,
        turnLog);
  }

  /**
   * This aircraft at another speed.
   *
   * @param value the speed
   * @return the copy with it
   */
  public Plane withSpeed(int value) {
    return new Plane(
        id, side, type, pilot, damage, condition, value, placement, target, edge, spinning, out,
        turnLog);
  }

  /**
   * This aircraft somewhere else.
   *
   * @param value the placement
   * @return the copy with it
   */
  public Plane withPlacement(Placement value) {
    return new Plane(
        id, side, type, pilot, damage, condition, speed, value, target, edge, spinning, out,
        turnLog);
  }

  /**
   * This aircraft with another target (or none).
   *
   * @param value the target, empty for none
   * @return the copy with it
   */
  public Plane withTarget(Optional<String> value) {
    return new Plane(
        id, side, type, pilot, damage, condition, speed, placement, value, edge, spinning, out,
        turnLog);
  }

  /**
   * This aircraft with another edge.
   *
   * @param value the edge
   * @return the copy with it
   */
  public Plane withEdge(int value) {
    return new Plane(
        id, side, type, pilot, damage, condition, speed, placement, target, value, spinning, out,
        turnLog);
  }

  /**
   * This aircraft spinning or not.
   *
   * @param value the spinning flag
   * @return the copy with it
   */
  public Plane withSpinning(boolean value) {
    return new Plane(
        id, side, type, pilot, damage, condition, speed, placement, target, edge, value, out,
        turnLog);
  }

  /**
   * This aircraft out of the fight or not.
   *
   * @param value the out-of-the-fight flag
   * @return the copy with it
   */
  public Plane withOut(boolean value) {
    return new Plane(
        id, side, type, pilot, damage, condition, speed, placement, target, edge, spinning, value,
        turnLog);
  }

  /**
   * This aircraft with another record of this turn.
   *
   * @param value the turn log
   * @return the copy with it
   */
  public Plane withTurnLog(TurnLog value) {
    return new Plane(
        id, side, type, pilot, damage, condition, speed, placement, target, edge, spinning, out,
        value);
  }
}
