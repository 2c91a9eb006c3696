package io.github.dogfight.dogfite;

import java.util.Objects;

/**
 * The pilot half of the aircraft log (rules 000, Appendix C): "ID#, EXP, FLYING, SHOOTING". Each
 * skill is -{@value #MAX_SKILL} to {@value #MAX_SKILL}.
 *
 * @param id the pilot's or aircraft's identifier
 * @param experience added to initiative and breaking initiative ties
 * @param flying flying skill: aerobatic points, edge from aerobatics, stall / spin rolls
 * @param shooting shooting skill: added to hits, and sets the hits per critical
 */
public record Pilot(String id, int experience, int flying, int shooting) {
  /**
   * The largest skill either way: the seed's shooting table runs from -1 to +2 ("-1 = five hits, +1
   * = three hits, +2 = two hits", rules 000, Appendix B); wounds take 1 or 3 from every skill
   * during play.
   */
  public static final int MAX_SKILL = 3;

  /**
   * Checks the id.
   *
   * @param id the pilot's or aircraft's identifier
   * @param experience added to initiative and breaking initiative ties
   * @param flying flying skill: aerobatic points, edge from aerobatics, stall / spin rolls
   * @param shooting shooting skill: added to hits, and sets the hits per critical
   * @throws IllegalArgumentException if it is blank, or a skill is beyond {@value #MAX_SKILL}
   *     either way
   */
  public Pilot {
    Objects.requireNonNull(id, "id");
    if (id.isBlank()) {
      throw new IllegalArgumentException("pilot id is blank");
    }
    int[] skills = {experience, flying, shooting};
    String[] names = {"experience", "flying", "shooting"};
    for (int i = 0; i < skills.length; i++) {
      if (skills[i] < -MAX_SKILL || skills[i] > MAX_SKILL) {
        throw new IllegalArgumentException(
            "pilot "
                + id
                + ": "
                + names[i]
                + " must be "
                + -MAX_SKILL
                + " to "
                + MAX_SKILL
                + ", was "
                + skills[i]);
      }
    }
  }
}
