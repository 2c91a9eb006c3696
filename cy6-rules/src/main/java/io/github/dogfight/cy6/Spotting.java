package io.github.dogfight.cy6;

import io.github.dogfight.core.check.Check;
import io.github.dogfight.core.dice.Chance;
import io.github.dogfight.core.odds.Rational;
import java.util.Objects;

/**
 * Spotting (rules 002, C4.0): "Aircrew Checks for spotting", "+1 - Spotting formation of 5-9
 * aircraft", "+2 - Spotting formation of 10+ aircraft"; the maximum and automatic spotting
 * distances shrink to 1/4 out of the sun, 1/2 with the enemy behind the spotter, 1/4 behind and
 * below.
 *
 * <p>Assumptions (the seed refers to spotting distances it does not give): an enemy within the
 * automatic distance is spotted without a check, one beyond the maximum distance is not spotted,
 * and one in between is spotted on a passed Aircrew Check. Defaults: {@value #DEFAULT_AUTOMATIC}
 * hexes automatic, {@value #DEFAULT_MAXIMUM} hexes maximum ({@link #withDistances}). When several
 * conditions shrink the distances, the smallest fraction applies.
 *
 * <p>What a side is told of a check that spots nothing ({@link Misses}) is a decision: the seed
 * modifies the check by the size of the formation looked for ("+1 - Spotting formation of 5-9
 * aircraft") and the distances by where it is ("Enemy Behind Spotter - ½ norm. distance"), so that
 * the check itself, its target number and the distance tell of an aircraft not seen. By default
 * ({@link Misses#NO_CONTACT}) the side learns only that it has no new contact; {@link
 * Misses#CHECKS_ROLLED} tells it each check its crews rolled, as when the player rolls them.
 */
public final class Spotting {
  /**
   * What the spotting side is told of its Aircrew Checks that spot nothing.
   *
   * <p>Rules 002, C4.0: "Modify Spotting Aircrew Check by the following: +1 - Spotting formation of
   * 5-9 aircraft". A failed check, its target number and its distance are all about the enemy not
   * spotted.
   */
  public enum Misses {
    /**
     * Each side that spots no new enemy in a segment is told "no new contact", without a name, a
     * distance or dice; the failed checks, with their dice, are kept for the referee only (the
     * default).
     */
    NO_CONTACT,
    /**
     * Each failed check is told to the spotting side as "Sally B: no contact (Aircrew Check)" with
     * its dice, as when its player rolls it: the side learns that an enemy was within the maximum
     * distance and, from the target number, of a formation of 5 or more; not its name or distance.
     */
    CHECKS_ROLLED
  }

  /** The default automatic spotting distance, in hexes (an assumption). */
  public static final int DEFAULT_AUTOMATIC = 3;

  /** The default maximum spotting distance, in hexes (an assumption). */
  public static final int DEFAULT_MAXIMUM = 15;

  private static final Spotting STANDARD =
      new Spotting(
          Cy6Tables.standard(), AircrewCheck.standard(), DEFAULT_AUTOMATIC, DEFAULT_MAXIMUM);

  private final Cy6Tables tables;
  private final Check aircrewCheck;
  private final int automatic;
  private final int maximum;
  private final Misses misses;

  /**
   * Spotting on {@code tables} with {@code aircrewCheck} and these distances.
   *
   * @param tables the tables
   * @param aircrewCheck the Aircrew Check
   * @param automatic the distance within which spotting is automatic
   * @param maximum the distance beyond which nothing is spotted
   * @throws IllegalArgumentException unless {@code 0 <= automatic <= maximum}
   */
  public Spotting(Cy6Tables tables, Check aircrewCheck, int automatic, int maximum) {
    this(tables, aircrewCheck, automatic, maximum, Misses.NO_CONTACT);
  }

  private Spotting(
      Cy6Tables tables, Check aircrewCheck, int automatic, int maximum, Misses misses) {
    this.misses = Objects.requireNonNull(misses, "misses");
    this.tables = Objects.requireNonNull(tables, "tables");
    this.aircrewCheck = Objects.requireNonNull(aircrewCheck, "aircrewCheck");
    if (automatic < 0 || maximum < automatic) {
      throw new IllegalArgumentException(
          "spotting distances need 0 <= automatic <= maximum, were "
              + automatic
              + " and "
              + maximum);
    }
    this.automatic = automatic;
    this.maximum = maximum;
  }

  /**
   * Spotting on the seed's tables, the default Aircrew Check and the default distances.
   *
   * @return the seed's spotting
   */
  public static Spotting standard() {
    return STANDARD;
  }

  /**
   * This spotting with other automatic and maximum distances, in hexes.
   *
   * @param automatic the automatic distance
   * @param maximum the maximum distance
   * @return the new spotting
   */
  public Spotting withDistances(int automatic, int maximum) {
    return new Spotting(tables, aircrewCheck, automatic, maximum, misses);
  }

  /**
   * This spotting telling the spotting side {@code misses} of its checks that spot nothing.
   *
   * @param misses what the side is told
   * @return the new spotting
   */
  public Spotting withMisses(Misses misses) {
    return new Spotting(tables, aircrewCheck, automatic, maximum, misses);
  }

  /**
   * What the spotting side is told of its checks that spot nothing.
   *
   * @return what the spotting side is told of its checks that spot nothing
   */
  public Misses misses() {
    return misses;
  }

  /**
   * The spotting check modifier for a formation of {@code size} aircraft: +1 at 5-9, +2 at 10+.
   *
   * @param size the formation's size, 1 or more
   * @return the modifier
   */
  public int formationModifier(int size) {
    if (size < 1) {
      throw new IllegalArgumentException("a formation has at least 1 aircraft, was " + size);
    }
    if (size >= 10) {
      return tables.spottingCheckModifier("Spotting formation of 10+ aircraft");
    }
    return size >= 5 ? tables.spottingCheckModifier("Spotting formation of 5-9 aircraft") : 0;
  }

  /**
   * The fraction of the normal distances that applies: the smallest of the conditions met.
   *
   * @param outOfTheSun whether the enemy comes out of the sun
   * @param behind whether it is behind
   * @param behindAndBelow whether it is behind and below
   * @return the fraction of the distance
   */
  public Rational distanceFraction(boolean outOfTheSun, boolean behind, boolean behindAndBelow) {
    Rational f = Rational.ONE;
    if (outOfTheSun) {
      f = min(f, tables.spottingDistance("Out of the Sun"));
    }
    if (behind) {
      f = min(f, tables.spottingDistance("Enemy Behind Spotter"));
    }
    if (behindAndBelow) {
      f = min(f, tables.spottingDistance("Behind and Below Spotter"));
    }
    return f;
  }

  private static Rational min(Rational a, Rational b) {
    return a.compareTo(b) <= 0 ? a : b;
  }

  /**
   * Whether a crew of {@code skill} spots a formation of {@code size} at {@code distance} hexes
   * under {@code fraction} of the normal distances: certain within the automatic distance, never
   * beyond the maximum, else an Aircrew Check with the formation modifier.
   *
   * @param skill the spotting crew's skill
   * @param distance the distance in hexes
   * @param size the enemy formation's size
   * @param fraction the fraction of the distance that counts
   * @return whether a crew of {@code skill} spots a formation of {@code size} at {@code distance}
   *     hexes under {@code fraction} of the normal distances: certain within the automatic
   *     distance, never beyond the maximum, else an Aircrew Check with the formation modifier
   */
  public Chance<Boolean> spot(Skill skill, int distance, int size, Rational fraction) {
    if (distance < 0) {
      throw new IllegalArgumentException("distance must be >= 0 hexes, was " + distance);
    }
    Rational d = Rational.of(distance);
    if (d.compareTo(fraction.multiply(Rational.of(automatic))) <= 0) {
      return AirToAir.certain(true);
    }
    if (d.compareTo(fraction.multiply(Rational.of(maximum))) > 0) {
      return AirToAir.certain(false);
    }
    return aircrewCheck
        .chance(skill.modifier(), formationModifier(size))
        .map(o -> o.passed())
        .named("spotting Aircrew Check");
  }
}
