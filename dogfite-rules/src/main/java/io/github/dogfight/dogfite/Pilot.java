package io.github.dogfight.dogfite;

import java.util.Objects;

/**
 * The pilot half of the aircraft log (seed 000, Appendix C): "ID#, EXP, FLYING, SHOOTING".
 *
 * @param id the pilot's or aircraft's identifier
 * @param experience added to initiative and breaking initiative ties
 * @param flying flying skill: aerobatic points, edge from aerobatics, stall / spin rolls
 * @param shooting shooting skill: added to hits, and sets the hits per critical
 */
public record Pilot(String id, int experience, int flying, int shooting) {
  /**
   * Checks the id.
   *
   * @param id the pilot's or aircraft's identifier
   * @param experience added to initiative and breaking initiative ties
   * @param flying flying skill: aerobatic points, edge from aerobatics, stall / spin rolls
   * @param shooting shooting skill: added to hits, and sets the hits per critical
   * @throws IllegalArgumentException if it is blank
   */
  public Pilot {
    Objects.requireNonNull(id, "id");
    if (id.isBlank()) {
      throw new IllegalArgumentException("pilot id is blank");
    }
  }
}
