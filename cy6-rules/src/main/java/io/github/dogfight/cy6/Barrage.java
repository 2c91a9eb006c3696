package io.github.dogfight.cy6;

import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.cy6.internal.map.TextMap;
import java.util.Objects;

/**
 * A heavy battery's barrage (rules 002, C5.0): "Heavy AA at MED-V.HIGH CAB must pick Target Hex in
 * advance; 2 turns for MEDIUM CAB, 3 turns for HIGH CAB, 4 turns for VERY HIGH CAB and above". It
 * bursts in the anti-aircraft fire segment of turn {@code turn}: "Blast affects all aircraft in
 * Target Hex and one hex adjacent to Target Hex", at {@code cab}.
 *
 * @param battery the heavy battery that ordered it
 * @param hex the target hex
 * @param cab the CAB it bursts at
 * @param turn the turn it bursts in
 */
public record Barrage(String battery, Hex hex, Cab cab, int turn) {
  /**
   * Checks the fields.
   *
   * @param battery the heavy battery that ordered it
   * @param hex the target hex
   * @param cab the CAB it bursts at
   * @param turn the turn it bursts in
   */
  public Barrage {
    Objects.requireNonNull(battery, "battery");
    Objects.requireNonNull(hex, "hex");
    Objects.requireNonNull(cab, "cab");
  }

  @Override
  public String toString() {
    return battery
        + "'s barrage on "
        + TextMap.where(hex)
        + " at "
        + cab.label()
        + ", turn "
        + turn;
  }
}
