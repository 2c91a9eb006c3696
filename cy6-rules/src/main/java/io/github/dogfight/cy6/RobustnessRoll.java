package io.github.dogfight.cy6;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * A robustness roll's result (rules 002, B4.2.3).
 *
 * @param damageNumber the number the roll had to reach; empty where the table shows "-" (no roll)
 * @param natural the 2d6 total; empty when there was no roll
 * @param damage what it leaves
 * @param lucky whether the dice showed doubles ("Lucky Hit: if doubles rolled for robustness")
 */
public record RobustnessRoll(
    OptionalInt damageNumber, OptionalInt natural, Damage damage, boolean lucky) {
  /**
   * Checks the fields.
   *
   * @param damageNumber the number the roll had to reach; empty where the table shows "-" (no roll)
   * @param natural the 2d6 total; empty when there was no roll
   * @param damage what it leaves
   * @param lucky whether the dice showed doubles ("Lucky Hit: if doubles rolled for robustness")
   */
  public RobustnessRoll {
    Objects.requireNonNull(damageNumber, "damageNumber");
    Objects.requireNonNull(natural, "natural");
    Objects.requireNonNull(damage, "damage");
  }

  /**
   * "6 against 8+: engine damage, doubles: lucky hit", or "no roll". Doubles read as a lucky hit
   * whatever the damage ("Lucky Hit: if doubles rolled for robustness", the standard reading,
   * {@link DamageReadings#luckyHitWhenDestroyed()}).
   */
  @Override
  public String toString() {
    if (natural.isEmpty() || damageNumber.isEmpty()) {
      return "no roll";
    }
    String what =
        switch (damage) {
          case NONE -> "damage prevented";
          case ENGINE -> "engine damage";
          case AIRFRAME -> "airframe damage";
          case DESTROYED -> "destroyed";
        };
    return natural.getAsInt()
        + " against "
        + damageNumber.getAsInt()
        + "+: "
        + what
        + (lucky ? ", doubles: lucky hit" : "");
  }
}
