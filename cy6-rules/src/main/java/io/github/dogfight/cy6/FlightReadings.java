package io.github.dogfight.cy6;

import java.util.Objects;

/**
 * How the game reads five lines of rules 002 about flying a damaged aircraft that can be read two
 * ways. {@link #standard()} holds this module's readings; a variant picks the other reading of any
 * of them with a {@code with...} method and {@link Cy6Config#withFlightReadings}.
 *
 * <pre>{@code
 * Cy6Rules literal = new Cy6Rules(Cy6Config.defaults().withFlightReadings(
 *     FlightReadings.standard().withDeparture(FlightReadings.Departure.AT_ONCE)));
 * }</pre>
 *
 * @param engineClimb how "Climb Factor /3" and "Aircrew Check to Climb" under Engine Damage go
 *     together
 * @param departure how an aircraft that must leave the fight (*O, or "pass plane must abort")
 *     leaves it
 * @param randomDive which speed a *B random move flies when it dives
 * @param fireDamage whether engine damage from a fire at the start of a move shortens that move
 * @param flyForward which moves an aircraft that "must fly forward" may fly
 */
public record FlightReadings(
    EngineClimb engineClimb,
    Departure departure,
    RandomDive randomDive,
    FireDamage fireDamage,
    FlyForward flyForward) {

  /**
   * Engine Damage: "Aircrew Check to Climb: failed = Out-of-Control" and "Climb Factor /3". Every
   * sample aircraft climbs 0, 1 or 2, so the factor divided by 3 and rounded down is 0 for all of
   * them: read on its own, it bars every climb and the check to climb never happens.
   */
  public enum EngineClimb {
    /**
     * The standard reading: the climb factor is divided by 3 and rounded down, but an aircraft that
     * climbs at all keeps a factor of at least 1, so it may still climb one TAL (a Climb), taking
     * the Aircrew Check to do so; failed, it goes out of control.
     */
    CHECKED,
    /**
     * The other reading: the climb factor is divided by 3 and rounded down, and a factor of 0 bars
     * climbing; the check is taken only by types whose factor stays 1 or more (climb 3 and up).
     */
    FACTOR_ONLY
  }

  /**
   * *O: "The aircraft must immediately attempt to exit the board by dive no matter if it is a
   * friendly edge or not"; the Lucky Hit Table's "pass plane must abort".
   */
  public enum Departure {
    /**
     * The standard reading: the aircraft stays in the fight, a target like any other, and flies a
     * forced move each turn toward its way out (an *O hit diving, while it is above TAL 1, toward
     * the nearest edge; an aborting aircraft level toward its home edge) until a move takes it off
     * the map, when it takes the Board Exit Aircrew Check (A7.2) as any exit does.
     */
    FLIES_OUT,
    /**
     * The other reading: the aircraft leaves the map at the start of its next move, wherever it is,
     * and takes the Board Exit Aircrew Check for the edge it heads for.
     */
    AT_ONCE
  }

  /**
   * *B: "Roll d6 for aircraft move where "x" is the current aircraft speed ... Aircraft flies Level
   * Flight Maneuver on odd roll and Dive Maneuver on even roll. If Dive, the aircraft must increase
   * all speed possible."
   */
  public enum RandomDive {
    /**
     * The standard reading: x is the current speed whether the move is level or a dive; a dive
     * gains its speed in the "final speed &amp; altitude adjustments" after the move, as every dive
     * does (the maneuver types table), up to the maximum speed.
     */
    CURRENT_SPEED,
    /**
     * The other reading: a dive flies one speed faster than the current speed (within the maximum
     * speed and the chart), then gains the dive's speed after the move as well.
     */
    ONE_FASTER
  }

  /**
   * Fire: "take Aircrew Check at start of next move to stop fire. If not stopped aircraft is
   * damaged"; Engine Damage: "-2 to Max Speed (min 1)". The move was plotted before the check.
   */
  public enum FireDamage {
    /**
     * The standard reading: a move never covers more hexes than the aircraft's maximum speed when
     * it flies; a plotted move longer than that is flown along its path and stops at that many
     * hexes (turns in the last of them are flown, those further on are not), and its speed after
     * the move counts the hexes flown.
     */
    CAPS_THE_MOVE,
    /**
     * The other reading: the move plotted is flown in full; the new maximum speed bounds only the
     * speed after it.
     */
    PLOT_STANDS
  }

  /**
   * The Lucky Hit Table's "Fuel on Windscreen + *P - must fly forward until Aircrew Check passed"
   * and "Oil on Windscreen + *D - aircraft must fly forward until Aircrew Check passed on a
   * subsequent move": which moves fly forward. The seed does not say whether a slip sideways, a
   * climb or a dive is flying forward. Under either reading a plot that flies forward stands, one
   * that does not is set aside for straight and level at the aircraft's current speed, and a
   * wingman keeps formation only with a move into a formation hex that flies forward (else it
   * breaks formation and flies straight and level at its leader's start speed).
   */
  public enum FlyForward {
    /**
     * The standard reading: straight ahead and level, a level move whose path neither turns nor
     * slips (every hex straight ahead), at any speed the aircraft may fly.
     */
    STRAIGHT_AND_LEVEL,
    /**
     * The other reading: forward as against turning, as "may not turn" (Rudder Destroyed) reads:
     * any move whose path does not turn, slips, climbs and dives included.
     */
    NO_TURN;

    /**
     * Whether flying {@code maneuver} with {@code code} flies forward under this reading.
     *
     * @param maneuver the maneuver type
     * @param code the turn code
     * @return whether the move flies forward
     */
    public boolean allows(Maneuver maneuver, TurnCode code) {
      Objects.requireNonNull(maneuver, "maneuver");
      Objects.requireNonNull(code, "code");
      if (code.turns()) {
        return false;
      }
      return this == NO_TURN
          || (maneuver == Maneuver.LEVEL && code.path().stream().allMatch("F"::equals));
    }
  }

  /**
   * Checks the fields.
   *
   * @param engineClimb how "Climb Factor /3" and "Aircrew Check to Climb" under Engine Damage go
   *     together
   * @param departure how an aircraft that must leave the fight leaves it
   * @param randomDive which speed a *B random move flies when it dives
   * @param fireDamage whether engine damage from a fire at the start of a move shortens that move
   * @param flyForward which moves an aircraft that "must fly forward" may fly
   */
  public FlightReadings {
    Objects.requireNonNull(engineClimb, "engineClimb");
    Objects.requireNonNull(departure, "departure");
    Objects.requireNonNull(randomDive, "randomDive");
    Objects.requireNonNull(fireDamage, "fireDamage");
    Objects.requireNonNull(flyForward, "flyForward");
  }

  /**
   * This module's readings: {@link EngineClimb#CHECKED}, {@link Departure#FLIES_OUT}, {@link
   * RandomDive#CURRENT_SPEED}, {@link FireDamage#CAPS_THE_MOVE} and {@link
   * FlyForward#STRAIGHT_AND_LEVEL}.
   *
   * @return the standard readings
   */
  public static FlightReadings standard() {
    return new FlightReadings(
        EngineClimb.CHECKED,
        Departure.FLIES_OUT,
        RandomDive.CURRENT_SPEED,
        FireDamage.CAPS_THE_MOVE,
        FlyForward.STRAIGHT_AND_LEVEL);
  }

  /**
   * With {@code reading} of the engine-damaged climb.
   *
   * @param reading the reading
   * @return the new readings
   */
  public FlightReadings withEngineClimb(EngineClimb reading) {
    return new FlightReadings(reading, departure, randomDive, fireDamage, flyForward);
  }

  /**
   * With {@code reading} of leaving the fight.
   *
   * @param reading the reading
   * @return the new readings
   */
  public FlightReadings withDeparture(Departure reading) {
    return new FlightReadings(engineClimb, reading, randomDive, fireDamage, flyForward);
  }

  /**
   * With {@code reading} of the *B random dive.
   *
   * @param reading the reading
   * @return the new readings
   */
  public FlightReadings withRandomDive(RandomDive reading) {
    return new FlightReadings(engineClimb, departure, reading, fireDamage, flyForward);
  }

  /**
   * With {@code reading} of fire damage at the start of a move.
   *
   * @param reading the reading
   * @return the new readings
   */
  public FlightReadings withFireDamage(FireDamage reading) {
    return new FlightReadings(engineClimb, departure, randomDive, reading, flyForward);
  }

  /**
   * With {@code reading} of flying forward.
   *
   * @param reading the reading
   * @return the new readings
   */
  public FlightReadings withFlyForward(FlyForward reading) {
    return new FlightReadings(engineClimb, departure, randomDive, fireDamage, reading);
  }

  /**
   * The climb factor an aircraft in {@code condition} flies with: {@code base}, or with engine
   * damage {@code base / 3} rounded down ({@link AircraftCondition#climb}), at least 1 for a type
   * that climbs at all under {@link EngineClimb#CHECKED}.
   *
   * @param condition the aircraft's condition
   * @param base its type's climb factor
   * @return the climb factor: the most TALs a move may gain
   */
  public int climbFactor(AircraftCondition condition, int base) {
    Objects.requireNonNull(condition, "condition");
    int factor = condition.climb(base);
    if (condition.engineDamaged() && engineClimb == EngineClimb.CHECKED && base >= 1) {
      return Math.max(1, factor);
    }
    return factor;
  }
}
