package io.github.dogfight.wildblue;

import java.util.Objects;

/**
 * What a table may change about The Wild Blue: the host game, the soft cap on damage dice, and the
 * defaults this module assumes where the seed is silent.
 *
 * <pre>{@code
 * WildBlueConfig config = WildBlueConfig.defaults().withHost(myHost).withSoftCap(8);
 * }</pre>
 *
 * @param host the host game's check and initiative
 * @param softCap "a soft cap of 6D6 damage per attack": damage dice of an attack, weapon and
 *     advantage together (a table may lift it: it is soft)
 * @param maxTurns turns before the engagement ends without a winner (assumption: 30)
 * @param attemptsWhenForgoing advantage attempts in an action that forgoes the attack (the seed's
 *     example gives two, "the first to get above a target, and the second to get behind")
 */
public record WildBlueConfig(Host host, int softCap, int maxTurns, int attemptsWhenForgoing) {
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
   */
  public WildBlueConfig {
    Objects.requireNonNull(host, "host");
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
   * The default host, the seed's soft cap of 6, 30 turns, two attempts when forgoing.
   *
   * @return the default host, the seed's soft cap of 6, 30 turns, two attempts when forgoing
   */
  public static WildBlueConfig defaults() {
    return new WildBlueConfig(Host.defaults(), SOFT_CAP, 30, 2);
  }

  /**
   * With another host game.
   *
   * @param h the host game
   * @return the new configuration
   */
  public WildBlueConfig withHost(Host h) {
    return new WildBlueConfig(h, softCap, maxTurns, attemptsWhenForgoing);
  }

  /**
   * With another soft cap.
   *
   * @param cap the soft cap
   * @return the new configuration
   */
  public WildBlueConfig withSoftCap(int cap) {
    return new WildBlueConfig(host, cap, maxTurns, attemptsWhenForgoing);
  }

  /**
   * With another turn limit.
   *
   * @param turns the turn limit
   * @return the new configuration
   */
  public WildBlueConfig withMaxTurns(int turns) {
    return new WildBlueConfig(host, softCap, turns, attemptsWhenForgoing);
  }

  /**
   * With another number of advantage attempts when the attack is forgone.
   *
   * @param attempts the attempts
   * @return the new configuration
   */
  public WildBlueConfig withAttemptsWhenForgoing(int attempts) {
    return new WildBlueConfig(host, softCap, maxTurns, attempts);
  }
}
