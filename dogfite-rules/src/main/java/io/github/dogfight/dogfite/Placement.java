package io.github.dogfight.dogfite;

import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.HexPosition;
import java.util.Objects;

/**
 * Where an aircraft is: at a hex edge with a facing or in a hex middle, and its altitude level (at
 * the level, or leaving it climbing or diving).
 *
 * @param position the hex position
 * @param altitude the altitude
 */
public record Placement(HexPosition position, Altitude altitude) {
  /**
   * Checks the fields.
   *
   * @param position the hex position
   * @param altitude the altitude
   */
  public Placement {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(altitude, "altitude");
  }
}
