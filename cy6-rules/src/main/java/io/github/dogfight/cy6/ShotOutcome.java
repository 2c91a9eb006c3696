package io.github.dogfight.cy6;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * A whole air-to-air shot, end to end, as its exact odds are given ({@link AirToAir#shot}).
 *
 * @param result what the shot did
 * @param luckyHit the Lucky Hit Table roll (2 to 12), when the robustness roll showed doubles
 * @param ammunitionOut whether the to-hit doubles ran a weapon class out of ammunition
 */
public record ShotOutcome(Result result, OptionalInt luckyHit, boolean ammunitionOut) {
  /**
   * Checks the fields.
   *
   * @param result what the shot did
   * @param luckyHit the Lucky Hit Table roll (2 to 12), when the robustness roll showed doubles
   * @param ammunitionOut whether the to-hit doubles ran a weapon class out of ammunition
   */
  public ShotOutcome {
    Objects.requireNonNull(result, "result");
    Objects.requireNonNull(luckyHit, "luckyHit");
  }

  /** What a shot did. */
  public enum Result {
    /** No gun hit. */
    MISS,
    /** A hit, but the robustness roll prevented damage (or the table shows "-"). */
    NO_DAMAGE,
    /** Engine damage (even roll failure). */
    ENGINE_DAMAGE,
    /** Airframe damage (odd roll failure). */
    AIRFRAME_DAMAGE,
    /**
     * Destroyed by the hit: the robustness roll critically failed or gave a second damage of a
     * kind, or the aircraft was marked "Next hit destroys aircraft" (a lucky hit's own results,
     * such as "Pilot Killed", are read from its roll).
     */
    DESTROYED;

    /**
     * Whether the aircraft shot at came out damaged or destroyed.
     *
     * @return whether the aircraft shot at came out damaged or destroyed
     */
    public boolean damages() {
      return this == ENGINE_DAMAGE || this == AIRFRAME_DAMAGE || this == DESTROYED;
    }
  }

  /**
   * Whether the aircraft shot at came out damaged or destroyed.
   *
   * @return whether the aircraft shot at came out damaged or destroyed
   */
  public boolean damages() {
    return result.damages();
  }
}
