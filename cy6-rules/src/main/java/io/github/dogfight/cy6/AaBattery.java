package io.github.dogfight.cy6;

import io.github.dogfight.cy6.internal.Copies;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;

/**
 * One row of the anti-aircraft summary (rules 002, C5.0), decoded.
 *
 * @param type the battery type
 * @param fighter the to-hit against a fighter
 * @param bomber the to-hit against a bomber
 * @param maxRange the maximum range in hexes; empty for unlimited ("unlim")
 * @param dice the damage dice (6 for "6d6(-)")
 * @param sides the sides of each damage die, read with the top face as zero
 * @param cabs the CABs the battery reaches
 */
public record AaBattery(
    AntiAircraft type,
    AaToHit fighter,
    AaToHit bomber,
    OptionalInt maxRange,
    int dice,
    int sides,
    Set<Cab> cabs) {
  /**
   * Checks and copies.
   *
   * @param type the battery type
   * @param fighter the to-hit against a fighter
   * @param bomber the to-hit against a bomber
   * @param maxRange the maximum range in hexes; empty for unlimited ("unlim")
   * @param dice the damage dice (6 for "6d6(-)")
   * @param sides the sides of each damage die, read with the top face as zero
   * @param cabs the CABs the battery reaches
   */
  public AaBattery {
    Objects.requireNonNull(cabs, "cabs");
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(fighter, "fighter");
    Objects.requireNonNull(bomber, "bomber");
    Objects.requireNonNull(maxRange, "maxRange");
    cabs = Copies.enums(cabs);
  }

  /**
   * The to-hit against {@code role}.
   *
   * @param role fighter or bomber
   * @return the to-hit numbers
   */
  public AaToHit toHit(Role role) {
    return role == Role.FIGHTER ? fighter : bomber;
  }

  /**
   * A to-hit cell such as {@code 10-11* / 12}: a near miss from {@code nearMissFrom} to {@code
   * nearMissTo}, a hit at {@code hitFrom} or more (none when empty), and a blast that reaches the
   * hexes next to the target hex.
   *
   * @param nearMissFrom the lowest near-miss total
   * @param nearMissTo the highest near-miss total
   * @param hitFrom the lowest hitting total, if the battery can hit at all
   * @param blast whether the burst is a "1 hex blast"
   */
  public record AaToHit(int nearMissFrom, int nearMissTo, OptionalInt hitFrom, boolean blast) {
    /**
     * Checks the numbers.
     *
     * @param nearMissFrom the lowest near-miss total
     * @param nearMissTo the highest near-miss total
     * @param hitFrom the lowest hitting total, if the battery can hit at all
     * @param blast whether the burst is a "1 hex blast"
     */
    public AaToHit {
      Objects.requireNonNull(hitFrom, "hitFrom");
      if (nearMissFrom > nearMissTo || (hitFrom.isPresent() && hitFrom.getAsInt() <= nearMissTo)) {
        throw new IllegalArgumentException(
            "near miss " + nearMissFrom + "-" + nearMissTo + " must lie below the hit " + hitFrom);
      }
    }
  }
}
