package io.github.dogfight.cy6;

import io.github.dogfight.core.hex.Hex;
import java.util.Objects;

/**
 * An anti-aircraft battery on the map (rules 002, C5.0): it gives the commands of the anti-aircraft
 * fire segment, {@link Cy6Command.Flak} and (heavy batteries) {@link Cy6Command.OrderBarrage},
 * under its name.
 *
 * @param id its name, unique in the engagement (the actor of its commands)
 * @param side the side it fires for
 * @param type light, medium or heavy
 * @param hex where it stands; ranges are counted in hexes from here
 */
public record Battery(String id, String side, AntiAircraft type, Hex hex) {
  /**
   * Checks the fields.
   *
   * @param id its name, unique in the engagement (the actor of its commands)
   * @param side the side it fires for
   * @param type light, medium or heavy
   * @param hex where it stands; ranges are counted in hexes from here
   */
  public Battery {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(hex, "hex");
    if (id.isBlank()) {
      throw new IllegalArgumentException("a battery needs a name");
    }
  }

  @Override
  public String toString() {
    return id + " (" + type.weaponLabel() + ")";
  }
}
