package io.github.dogfight.cy6;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * A whole anti-aircraft shot, end to end ({@link AntiAircraftFire#shot}).
 *
 * @param toHit what the to-hit roll did
 * @param result what the shot did to its target ({@link ShotOutcome.Result#MISS} when it missed or
 *     was misdirected)
 * @param luckyHit the Lucky Hit Table roll, when the robustness roll showed doubles
 */
public record AaOutcome(AaToHitResult toHit, ShotOutcome.Result result, OptionalInt luckyHit) {
  /**
   * Checks the fields.
   *
   * @param toHit what the to-hit roll did
   * @param result what the shot did to its target ({@link ShotOutcome.Result#MISS} when it missed
   *     or was misdirected)
   * @param luckyHit the Lucky Hit Table roll, when the robustness roll showed doubles
   */
  public AaOutcome {
    Objects.requireNonNull(toHit, "toHit");
    Objects.requireNonNull(result, "result");
    Objects.requireNonNull(luckyHit, "luckyHit");
  }

  /** What an anti-aircraft to-hit roll did (rules 002, C5.0). */
  public enum AaToHitResult {
    /**
     * "AA Misdirection = if double '1' or double '2' rolled to-hit, fire is directed at closest
     * friendly aircraft within range of AA Battery".
     */
    MISDIRECTED,
    /** No effect. */
    MISS,
    /** "Near-miss = half number of Damage Dice, optional Extreme Turn". */
    NEAR_MISS,
    /** A hit: the full damage dice. */
    HIT;

    /** In words: "misdirected", "miss", "near miss", "hit". */
    @Override
    public String toString() {
      return switch (this) {
        case MISDIRECTED -> "misdirected";
        case MISS -> "miss";
        case NEAR_MISS -> "near miss";
        case HIT -> "hit";
      };
    }
  }
}
