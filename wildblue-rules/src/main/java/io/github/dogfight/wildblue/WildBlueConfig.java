package io.github.dogfight.wildblue;

import java.util.Collection;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * What a table may change about The Wild Blue: the host game, the soft cap on damage dice, the
 * defaults this module assumes where the seed is silent, and the other readings of the seed lines
 * it has had to decide ({@link Reading}).
 *
 * <pre>{@code
 * WildBlueConfig config = WildBlueConfig.defaults().withHost(myHost).withSoftCap(8)
 *     .withReading(Reading.TAILSLIDE_KEEPS_PURSUER);
 * }</pre>
 *
 * @param host the host game's check and initiative
 * @param softCap "a soft cap of 6D6 damage per attack": damage dice of an attack, weapon and
 *     advantage together (a table may lift it: it is soft)
 * @param maxTurns turns before the engagement ends without a winner (assumption: 30)
 * @param attemptsWhenForgoing advantage attempts in an action that forgoes the attack (the seed's
 *     example gives two, "the first to get above a target, and the second to get behind")
 * @param readings the other readings taken instead of the module's default ones (none by default)
 */
public record WildBlueConfig(
    Host host, int softCap, int maxTurns, int attemptsWhenForgoing, Set<Reading> readings) {
  /** "The soft cap of 6D6 damage per attack". */
  public static final int SOFT_CAP = 6;

  /**
   * Checks the arguments.
   *
   * @param host the host game's check and initiative
   * @param softCap "a soft cap of 6D6 damage per attack": damage dice of an attack, weapon and
   *     advantage together (a table may lift it: it is soft)
   * @param maxTurns turns before the engagement ends without a winner (assumption: 30)
   * @param attemptsWhenForgoing advantage attempts in an action that forgoes the attack (the seed's
   *     example gives two, "the first to get above a target, and the second to get behind")
   * @param readings the other readings taken instead of the module's default ones
   */
  public WildBlueConfig {
    Objects.requireNonNull(host, "host");
    Objects.requireNonNull(readings, "readings");
    // In the enum's order, so that the record's text is the same on every run.
    readings =
        readings.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(readings));
    if (softCap < 1 || softCap > 30) {
      throw new IllegalArgumentException("softCap must be 1..30, was " + softCap);
    }
    if (maxTurns < 1 || maxTurns > 1000) {
      throw new IllegalArgumentException("maxTurns must be 1..1000, was " + maxTurns);
    }
    if (attemptsWhenForgoing < 1 || attemptsWhenForgoing > 5) {
      throw new IllegalArgumentException(
          "attemptsWhenForgoing must be 1..5, was " + attemptsWhenForgoing);
    }
  }

  /**
   * A configuration with the module's default readings.
   *
   * @param host the host game's check and initiative
   * @param softCap the soft cap on damage dice per attack
   * @param maxTurns turns before the engagement ends without a winner
   * @param attemptsWhenForgoing advantage attempts in an action that forgoes the attack
   */
  public WildBlueConfig(Host host, int softCap, int maxTurns, int attemptsWhenForgoing) {
    this(host, softCap, maxTurns, attemptsWhenForgoing, Set.of());
  }

  /**
   * The default host, the seed's soft cap of 6, 30 turns, two attempts when forgoing, the module's
   * default readings.
   *
   * @return the default host, the seed's soft cap of 6, 30 turns, two attempts when forgoing, the
   *     module's default readings
   */
  public static WildBlueConfig defaults() {
    return new WildBlueConfig(Host.defaults(), SOFT_CAP, 30, 2);
  }

  /**
   * Whether this configuration takes {@code reading} instead of the module's default.
   *
   * @param reading a reading
   * @return whether this configuration takes {@code reading}
   */
  public boolean reads(Reading reading) {
    Objects.requireNonNull(reading, "reading");
    return readings.contains(reading);
  }

  /**
   * With {@code reading} taken as well as the readings already taken.
   *
   * @param reading the other reading of a seed line
   * @return the new configuration
   */
  public WildBlueConfig withReading(Reading reading) {
    Objects.requireNonNull(reading, "reading");
    Set<Reading> more = EnumSet.of(reading);
    more.addAll(readings);
    return new WildBlueConfig(host, softCap, maxTurns, attemptsWhenForgoing, more);
  }

  /**
   * With exactly {@code taken} as the other readings (none: the module's defaults).
   *
   * @param taken the other readings
   * @return the new configuration
   */
  public WildBlueConfig withReadings(Collection<Reading> taken) {
    Objects.requireNonNull(taken, "taken");
    return new WildBlueConfig(host, softCap, maxTurns, attemptsWhenForgoing, Set.copyOf(taken));
  }

  /**
   * With another host game.
   *
   * @param h the host game
   * @return the new configuration
   */
  public WildBlueConfig withHost(Host h) {
    return new WildBlueConfig(h, softCap, maxTurns, attemptsWhenForgoing, readings);
  }

  /**
   * With another soft cap.
   *
   * @param cap the soft cap
   * @return the new configuration
   */
  public WildBlueConfig withSoftCap(int cap) {
    return new WildBlueConfig(host, cap, maxTurns, attemptsWhenForgoing, readings);
  }

  /**
   * With another turn limit.
   *
   * @param turns the turn limit
   * @return the new configuration
   */
  public WildBlueConfig withMaxTurns(int turns) {
    return new WildBlueConfig(host, softCap, turns, attemptsWhenForgoing, readings);
  }

  /**
   * With another number of advantage attempts when the attack is forgone.
   *
   * @param attempts the attempts
   * @return the new configuration
   */
  public WildBlueConfig withAttemptsWhenForgoing(int attempts) {
    return new WildBlueConfig(host, softCap, maxTurns, attempts, readings);
  }
}
