package io.github.dogfight.cy6;

import io.github.dogfight.cy6.internal.Copies;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;

/**
 * A to-hit roll's result (rules 002, B4.0 and B4.5).
 *
 * @param natural the 2d6 total before modifiers
 * @param doubles the face of doubles, if the dice showed doubles
 * @param hitting the guns whose modified total reached the base number
 * @param outOfAmmunition the weapon classes run out of ammunition by these doubles
 */
public record ToHit(
    int natural, OptionalInt doubles, List<Gun> hitting, Set<WeaponClass> outOfAmmunition) {
  /**
   * Copies.
   *
   * @param natural the 2d6 total before modifiers
   * @param doubles the face of doubles, if the dice showed doubles
   * @param hitting the guns whose modified total reached the base number
   * @param outOfAmmunition the weapon classes run out of ammunition by these doubles
   */
  public ToHit {
    Objects.requireNonNull(doubles, "doubles");
    Objects.requireNonNull(hitting, "hitting");
    Objects.requireNonNull(outOfAmmunition, "outOfAmmunition");
    hitting = List.copyOf(hitting);
    outOfAmmunition = Copies.enums(outOfAmmunition);
  }

  /**
   * Whether any gun hit.
   *
   * @return whether any gun hit
   */
  public boolean hit() {
    return !hitting.isEmpty();
  }

  /** "10: hits with 2xLMG, 4xMC", "4: misses", with doubles and ammunition run out. */
  @Override
  public String toString() {
    return natural
        + (hit() ? ": hits with " + Gun.format(hitting) : ": misses")
        + (doubles.isPresent() ? ", doubles" : "")
        + (outOfAmmunition.isEmpty()
            ? ""
            : ", out of ammunition: "
                + io.github.dogfight.core.event.Words.list(
                    outOfAmmunition.stream().map(WeaponClass::name).toList()));
  }
}
