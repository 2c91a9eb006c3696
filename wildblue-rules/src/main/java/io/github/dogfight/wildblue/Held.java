package io.github.dogfight.wildblue;

import java.util.Objects;

/**
 * Advantage dice one plane holds on another (rules 001, "Advantage"): gained with a check, granted
 * by a stunt, or held from the start of play.
 *
 * @param holder the plane holding the advantage
 * @param target the enemy it is held on
 * @param kind the kind
 * @param dice how many dice of it, 1 or 2
 */
public record Held(String holder, String target, AdvantageKind kind, int dice) {
  /**
   * Checks the arguments.
   *
   * @param holder the plane holding the advantage
   * @param target the enemy it is held on
   * @param kind the kind
   * @param dice how many dice of it, 1 or 2
   */
  public Held {
    Objects.requireNonNull(holder, "holder");
    Objects.requireNonNull(target, "target");
    Objects.requireNonNull(kind, "kind");
    if (dice < 1 || dice > kind.dice()) {
      throw new IllegalArgumentException(
          "advantage " + kind.words() + " holds 1.." + kind.dice() + " dice, not " + dice);
    }
    if (holder.equals(target)) {
      throw new IllegalArgumentException("a plane holds no advantage on itself: " + holder);
    }
  }
}
