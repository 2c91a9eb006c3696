package io.github.dogfight.cy6;

import java.util.Objects;

/**
 * How a game reads the lines of rules 002's damage rules that admit more than one reading. {@link
 * #standard()} is this module's reading of each; each {@code with...} method picks the other, and
 * {@link Cy6Config#withDamageReadings} plays it. The oxygen line ("if flying at MEDIUM-TOP CAB or
 * above") is read from the {@code altitude} table's {@code Medium-Top or above} column instead, and
 * the column shifts from the {@code column shifts} table: patch those to read them otherwise.
 *
 * <pre>{@code
 * DamageReadings old = DamageReadings.standard()
 *     .withLuckyHitWhenDestroyed(false)      // no lucky hit on a roll that destroys
 *     .withDebris(DamageReadings.DebrisFire.PLAIN_2D6)
 *     .withDebrisLuckyHit(false);             // debris rolls no lucky hit
 * Cy6Rules rules = new Cy6Rules(Cy6Config.defaults().withDamageReadings(old));
 * }</pre>
 *
 * @param luckyHitWhenDestroyed "Lucky Hit: if doubles rolled for robustness": whether a doubles
 *     roll that destroys the aircraft gives a lucky hit too (the standard reading, the literal one:
 *     its effects on other aircraft, debris, a collision, an explosion, then still happen); {@code
 *     false} rolls none for an aircraft the same roll destroyed
 * @param debris how *D's "firepower of 2d6 (as if from HMG fire)" is rolled
 * @param nearMissIsHit "Next hit destroys aircraft": whether an anti-aircraft near miss is a hit
 *     (the standard reading: it rolls damage dice as a hit does); {@code false} reads "Near-miss"
 *     as a miss that leaves the aircraft to its firepower and robustness rolls
 * @param heavyAaMisdirects "AA Misdirection= if double "1" or double "2" rolled to-hit, fire is
 *     directed at closest friendly aircraft within range of AA Battery": whether heavy AA's bursts
 *     are misdirected too (the standard reading); {@code false} makes a double 1 or 2 in a burst a
 *     plain miss
 * @param proximityCountsTals whether *C's "within 1 hex" and *E's "within 2 hexes" count TALs apart
 *     as hexes, as air-to-air range does (the standard reading); {@code false} counts hexes on the
 *     map only, at any altitude
 * @param debrisLuckyHit "Lucky Hit: if doubles rolled for robustness" for *D's "immediately suffers
 *     a hit with firepower of 2d6 (as if from HMG fire)": whether the robustness doubles of a
 *     debris hit give a lucky hit, on the LMG/HMG column as from HMG fire (the standard reading,
 *     the literal one; that lucky hit throws no further debris, so the chain ends); {@code false}
 *     rolls none for debris
 * @param fireWithoutChance "Base To-Hit (2d6)" with its modifiers, and "Check Ammunition: If
 *     doubles rolled to-hit, consult the Ammunition Depletion Table": whether an aircraft may fire
 *     at an enemy its guns bear on within range when no 2d6 roll can reach the number needed (the
 *     standard reading: nothing in B4.0 forbids the shot; it cannot hit, and its doubles still
 *     check ammunition); {@code false} takes such an enemy off the aircraft's targets
 */
public record DamageReadings(
    boolean luckyHitWhenDestroyed,
    DebrisFire debris,
    boolean nearMissIsHit,
    boolean heavyAaMisdirects,
    boolean proximityCountsTals,
    boolean debrisLuckyHit,
    boolean fireWithoutChance) {

  private static final DamageReadings STANDARD =
      new DamageReadings(true, DebrisFire.HMG_DICE, true, true, true, true, true);

  /**
   * How *D debris rolls its firepower: "immediately suffers a hit with firepower of 2d6 (as if from
   * HMG fire)".
   */
  public enum DebrisFire {
    /**
     * Two HMG damage dice, d6(-) each ("(-) = If highest number on die rolled, count as '0'"): 0 to
     * 10, the standard reading.
     */
    HMG_DICE,
    /** Two plain d6: 2 to 12. */
    PLAIN_2D6
  }

  /**
   * Checks the fields.
   *
   * @param luckyHitWhenDestroyed whether a doubles roll that destroys gives a lucky hit too
   * @param debris how *D debris rolls its firepower
   * @param nearMissIsHit whether an AA near miss is a hit for "Next hit destroys aircraft"
   * @param heavyAaMisdirects whether heavy AA's bursts are misdirected on a double 1 or 2
   * @param proximityCountsTals whether *C's and *E's distances count TALs apart
   * @param debrisLuckyHit whether a debris hit's robustness doubles give a lucky hit
   * @param fireWithoutChance whether an aircraft may fire at an enemy no roll can hit
   */
  public DamageReadings {
    Objects.requireNonNull(debris, "debris");
  }

  /**
   * The readings as before issue 27, with an aircraft free to fire at an enemy no roll can hit
   * ({@link #fireWithoutChance()}).
   *
   * @param luckyHitWhenDestroyed whether a doubles roll that destroys gives a lucky hit too
   * @param debris how *D debris rolls its firepower
   * @param nearMissIsHit whether an AA near miss is a hit for "Next hit destroys aircraft"
   * @param heavyAaMisdirects whether heavy AA's bursts are misdirected on a double 1 or 2
   * @param proximityCountsTals whether *C's and *E's distances count TALs apart
   * @param debrisLuckyHit whether a debris hit's robustness doubles give a lucky hit
   */
  public DamageReadings(
      boolean luckyHitWhenDestroyed,
      DebrisFire debris,
      boolean nearMissIsHit,
      boolean heavyAaMisdirects,
      boolean proximityCountsTals,
      boolean debrisLuckyHit) {
    this(
        luckyHitWhenDestroyed,
        debris,
        nearMissIsHit,
        heavyAaMisdirects,
        proximityCountsTals,
        debrisLuckyHit,
        true);
  }

  /**
   * This module's readings: a lucky hit on every doubles robustness roll, debris as two HMG dice
   * with a lucky hit of its own, a near miss is a hit, heavy AA misdirected as any AA, and *C and
   * *E distances counting TALs.
   *
   * @return the standard readings
   */
  public static DamageReadings standard() {
    return STANDARD;
  }

  /**
   * With {@code value} for {@link #luckyHitWhenDestroyed()}.
   *
   * @param value whether a doubles roll that destroys gives a lucky hit too
   * @return the new readings
   */
  public DamageReadings withLuckyHitWhenDestroyed(boolean value) {
    return new DamageReadings(
        value,
        debris,
        nearMissIsHit,
        heavyAaMisdirects,
        proximityCountsTals,
        debrisLuckyHit,
        fireWithoutChance);
  }

  /**
   * With {@code value} for {@link #debris()}.
   *
   * @param value how debris rolls its firepower
   * @return the new readings
   */
  public DamageReadings withDebris(DebrisFire value) {
    return new DamageReadings(
        luckyHitWhenDestroyed,
        value,
        nearMissIsHit,
        heavyAaMisdirects,
        proximityCountsTals,
        debrisLuckyHit,
        fireWithoutChance);
  }

  /**
   * With {@code value} for {@link #nearMissIsHit()}.
   *
   * @param value whether an AA near miss is a hit for "Next hit destroys aircraft"
   * @return the new readings
   */
  public DamageReadings withNearMissIsHit(boolean value) {
    return new DamageReadings(
        luckyHitWhenDestroyed,
        debris,
        value,
        heavyAaMisdirects,
        proximityCountsTals,
        debrisLuckyHit,
        fireWithoutChance);
  }

  /**
   * With {@code value} for {@link #heavyAaMisdirects()}.
   *
   * @param value whether heavy AA's bursts are misdirected on a double 1 or 2
   * @return the new readings
   */
  public DamageReadings withHeavyAaMisdirects(boolean value) {
    return new DamageReadings(
        luckyHitWhenDestroyed,
        debris,
        nearMissIsHit,
        value,
        proximityCountsTals,
        debrisLuckyHit,
        fireWithoutChance);
  }

  /**
   * With {@code value} for {@link #proximityCountsTals()}.
   *
   * @param value whether *C's and *E's distances count TALs apart
   * @return the new readings
   */
  public DamageReadings withProximityCountsTals(boolean value) {
    return new DamageReadings(
        luckyHitWhenDestroyed,
        debris,
        nearMissIsHit,
        heavyAaMisdirects,
        value,
        debrisLuckyHit,
        fireWithoutChance);
  }

  /**
   * With {@code value} for {@link #debrisLuckyHit()}.
   *
   * @param value whether a debris hit's robustness doubles give a lucky hit
   * @return the new readings
   */
  public DamageReadings withDebrisLuckyHit(boolean value) {
    return new DamageReadings(
        luckyHitWhenDestroyed,
        debris,
        nearMissIsHit,
        heavyAaMisdirects,
        proximityCountsTals,
        value,
        fireWithoutChance);
  }

  /**
   * With {@code value} for {@link #fireWithoutChance()}.
   *
   * @param value whether an aircraft may fire at an enemy no roll can hit
   * @return the new readings
   */
  public DamageReadings withFireWithoutChance(boolean value) {
    return new DamageReadings(
        luckyHitWhenDestroyed,
        debris,
        nearMissIsHit,
        heavyAaMisdirects,
        proximityCountsTals,
        debrisLuckyHit,
        value);
  }

  /**
   * The distance between two aircraft for *C's "within 1 hex" and *E's "within 2 hexes": hexes
   * apart, plus TALs apart when {@link #proximityCountsTals()}.
   *
   * @param a one aircraft
   * @param b the other
   * @return the distance
   */
  public int proximity(Plane a, Plane b) {
    Objects.requireNonNull(a, "a");
    Objects.requireNonNull(b, "b");
    int hexes = a.position().hex().distance(b.position().hex());
    return proximityCountsTals ? hexes + Math.abs(a.tal() - b.tal()) : hexes;
  }
}
