package io.github.dogfight.cy6;

import io.github.dogfight.core.check.Check;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * What a game of Check Your 6! is built from: the tables, the Aircrew Check, the move order, the
 * collision rule, which move chart each aircraft type flies, the turn limit and the victory points.
 * Every part is replaceable; {@link #defaults()} holds the seed's tables and this module's
 * documented assumptions.
 *
 * @param tables the tables
 * @param aircrewCheck the Aircrew Check
 * @param moveOrder the order aircraft move in
 * @param collision the collision rule
 * @param charts the move chart of each aircraft type
 * @param maxTurns the turn after which the engagement ends on victory points
 * @param victoryPoints victory points of damaged and destroyed aircraft
 * @param spotting the spotting segment's rules, when the engagement plays it ("Spotting Segment
 *     (optional)"); without it every aircraft is in sight of both sides
 * @param flightReadings how seed lines about flying a damaged aircraft that can be read two ways
 *     are read
 * @param damageReadings how the damage lines open to more than one reading are read
 */
public record Cy6Config(
    Cy6Tables tables,
    Check aircrewCheck,
    MoveOrder moveOrder,
    Collision collision,
    Function<AircraftType, MoveChart> charts,
    int maxTurns,
    VictoryPoints victoryPoints,
    Optional<Spotting> spotting,
    FlightReadings flightReadings,
    DamageReadings damageReadings) {

  /**
   * Victory points (assumption: rules 002 counts exits as "damaged" or "destroyed for VP purposes"
   * but gives no values): a destroyed aircraft is worth {@code destroyed}, a damaged one {@code
   * damaged}, times {@code bomberFactor} for a bomber. An aircraft counts as destroyed when shot
   * down or when its exit check says so, as damaged when it ends damaged (in the fight, off the
   * map, or by its exit check) or must crash land.
   *
   * @param destroyed points for a destroyed aircraft
   * @param damaged points for a damaged aircraft
   * @param bomberFactor how many times a bomber counts
   */
  public record VictoryPoints(int destroyed, int damaged, int bomberFactor) {
    /**
     * Checks the fields.
     *
     * @param destroyed points for a destroyed aircraft
     * @param damaged points for a damaged aircraft
     * @param bomberFactor how many times a bomber counts
     */
    public VictoryPoints {
      if (destroyed < 0 || damaged < 0 || bomberFactor < 1) {
        throw new IllegalArgumentException(
            "victory points must be >= 0 and the bomber factor >= 1, were "
                + destroyed
                + ", "
                + damaged
                + ", "
                + bomberFactor);
      }
    }

    /**
     * Destroyed 2, damaged 1, bombers twice.
     *
     * @return the seed's points
     */
    public static VictoryPoints defaults() {
      return new VictoryPoints(2, 1, 2);
    }

    /**
     * What {@code p} is worth to its enemy now.
     *
     * @param p the aircraft
     * @return its points
     */
    public int of(Plane p) {
      int factor = p.type().role() == Role.BOMBER ? bomberFactor : 1;
      boolean destroyedNow =
          p.status() == Plane.State.DESTROYED
              || p.exit().equals(Optional.of(BoardExit.Result.DESTROYED));
      if (destroyedNow) {
        return destroyed * factor;
      }
      boolean damagedNow =
          p.condition().isDamaged()
              || p.condition().has(Status.CRASH_LAND_AT_END)
              || p.exit().equals(Optional.of(BoardExit.Result.DAMAGED));
      return damagedNow ? damaged * factor : 0;
    }

    /**
     * What surface target {@code t} is worth to its enemy now (assumption: the seed leaves target
     * values to the scenario): {@code destroyed} once destroyed, {@code damaged} once damaged.
     *
     * @param t the surface target
     * @return its points
     */
    public int of(SurfaceTarget t) {
      return t.destroyed() ? destroyed : t.damaged() ? damaged : 0;
    }
  }

  /**
   * Checks the fields.
   *
   * @param tables the tables
   * @param aircrewCheck the Aircrew Check
   * @param moveOrder the order aircraft move in
   * @param collision the collision rule
   * @param charts the move chart of each aircraft type
   * @param maxTurns the turn after which the engagement ends on victory points
   * @param victoryPoints victory points of damaged and destroyed aircraft
   * @param spotting the spotting segment's rules, when the engagement plays it ("Spotting Segment
   *     (optional)"); without it every aircraft is in sight of both sides
   * @param flightReadings how seed lines about flying a damaged aircraft that can be read two ways
   *     are read
   * @param damageReadings how the damage lines open to more than one reading are read
   */
  public Cy6Config {
    Objects.requireNonNull(tables, "tables");
    Objects.requireNonNull(aircrewCheck, "aircrewCheck");
    Objects.requireNonNull(moveOrder, "moveOrder");
    Objects.requireNonNull(collision, "collision");
    Objects.requireNonNull(charts, "charts");
    Objects.requireNonNull(victoryPoints, "victoryPoints");
    Objects.requireNonNull(spotting, "spotting");
    Objects.requireNonNull(flightReadings, "flightReadings");
    Objects.requireNonNull(damageReadings, "damageReadings");
    if (maxTurns < 1) {
      throw new IllegalArgumentException("maxTurns must be 1 or more, was " + maxTurns);
    }
  }

  /**
   * The seed's tables, {@link AircrewCheck#standard()}, {@link MoveGroups}, {@link
   * Collision#evasion()}, the sample charts by speed ({@link MoveChart#sampleFor}), 15 turns,
   * {@link VictoryPoints#defaults()}, no spotting segment, {@link FlightReadings#standard()} and
   * {@link DamageReadings#standard()}.
   *
   * @return the seed's tables, {@link AircrewCheck#standard()}, {@link MoveGroups}, {@link
   *     Collision#evasion()}, the sample charts by speed ({@link MoveChart#sampleFor}), 15 turns,
   *     {@link VictoryPoints#defaults()}, no spotting segment, {@link FlightReadings#standard()}
   *     and {@link DamageReadings#standard()}
   */
  public static Cy6Config defaults() {
    return new Cy6Config(
        Cy6Tables.standard(),
        AircrewCheck.standard(),
        new MoveGroups(),
        Collision.evasion(),
        t -> MoveChart.sampleFor(t.maxSpeed()),
        15,
        VictoryPoints.defaults(),
        Optional.empty(),
        FlightReadings.standard(),
        DamageReadings.standard());
  }

  /**
   * With {@code tables}.
   *
   * @param tables the tables
   * @return the new configuration
   */
  public Cy6Config withTables(Cy6Tables tables) {
    return new Cy6Config(
        tables,
        aircrewCheck,
        moveOrder,
        collision,
        charts,
        maxTurns,
        victoryPoints,
        spotting,
        flightReadings,
        damageReadings);
  }

  /**
   * With {@code check} as the Aircrew Check.
   *
   * @param check the Aircrew Check
   * @return the new configuration
   */
  public Cy6Config withAircrewCheck(Check check) {
    return new Cy6Config(
        tables,
        check,
        moveOrder,
        collision,
        charts,
        maxTurns,
        victoryPoints,
        spotting,
        flightReadings,
        damageReadings);
  }

  /**
   * With {@code order} as the move order.
   *
   * @param order the move order
   * @return the new configuration
   */
  public Cy6Config withMoveOrder(MoveOrder order) {
    return new Cy6Config(
        tables,
        aircrewCheck,
        order,
        collision,
        charts,
        maxTurns,
        victoryPoints,
        spotting,
        flightReadings,
        damageReadings);
  }

  /**
   * With {@code collision} as the collision rule.
   *
   * @param collision the collision rule
   * @return the new configuration
   */
  public Cy6Config withCollision(Collision collision) {
    return new Cy6Config(
        tables,
        aircrewCheck,
        moveOrder,
        collision,
        charts,
        maxTurns,
        victoryPoints,
        spotting,
        flightReadings,
        damageReadings);
  }

  /**
   * With {@code charts} choosing each type's move chart.
   *
   * @param charts the move chart of each type
   * @return the new configuration
   */
  public Cy6Config withCharts(Function<AircraftType, MoveChart> charts) {
    return new Cy6Config(
        tables,
        aircrewCheck,
        moveOrder,
        collision,
        charts,
        maxTurns,
        victoryPoints,
        spotting,
        flightReadings,
        damageReadings);
  }

  /**
   * With a limit of {@code maxTurns} turns.
   *
   * @param maxTurns the turn limit
   * @return the new configuration
   */
  public Cy6Config withMaxTurns(int maxTurns) {
    return new Cy6Config(
        tables,
        aircrewCheck,
        moveOrder,
        collision,
        charts,
        maxTurns,
        victoryPoints,
        spotting,
        flightReadings,
        damageReadings);
  }

  /**
   * With {@code points} as the victory points.
   *
   * @param points the victory points
   * @return the new configuration
   */
  public Cy6Config withVictoryPoints(VictoryPoints points) {
    return new Cy6Config(
        tables,
        aircrewCheck,
        moveOrder,
        collision,
        charts,
        maxTurns,
        points,
        spotting,
        flightReadings,
        damageReadings);
  }

  /**
   * With the spotting segment played by {@code spotting} (C4.0): each side sees only the enemy
   * aircraft it has spotted, and tails and fires only at them.
   *
   * @param spotting the spotting rules
   * @return the new configuration
   */
  public Cy6Config withSpotting(Spotting spotting) {
    return new Cy6Config(
        tables,
        aircrewCheck,
        moveOrder,
        collision,
        charts,
        maxTurns,
        victoryPoints,
        Optional.of(spotting),
        flightReadings,
        damageReadings);
  }

  /**
   * Without the spotting segment: every aircraft is in sight of both sides.
   *
   * @return the new configuration
   */
  public Cy6Config withoutSpotting() {
    return new Cy6Config(
        tables,
        aircrewCheck,
        moveOrder,
        collision,
        charts,
        maxTurns,
        victoryPoints,
        Optional.empty(),
        flightReadings,
        damageReadings);
  }

  /**
   * With {@code readings} of the seed lines about flying a damaged aircraft that can be read two
   * ways (the engine-damaged climb, leaving the fight, the *B random dive, fire damage at the start
   * of a move).
   *
   * @param readings the readings
   * @return the new configuration
   */
  public Cy6Config withFlightReadings(FlightReadings readings) {
    return new Cy6Config(
        tables,
        aircrewCheck,
        moveOrder,
        collision,
        charts,
        maxTurns,
        victoryPoints,
        spotting,
        readings,
        damageReadings);
  }

  /**
   * With {@code readings} for the damage lines open to more than one reading (a lucky hit on a roll
   * that destroys, debris firepower, what a hit is for "Next hit destroys aircraft", heavy AA
   * misdirection, the distances of *C and *E).
   *
   * @param readings the readings
   * @return the new configuration
   */
  public Cy6Config withDamageReadings(DamageReadings readings) {
    return new Cy6Config(
        tables,
        aircrewCheck,
        moveOrder,
        collision,
        charts,
        maxTurns,
        victoryPoints,
        spotting,
        flightReadings,
        readings);
  }
}
