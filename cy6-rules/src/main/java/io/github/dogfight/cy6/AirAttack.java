package io.github.dogfight.cy6;

import java.util.List;
import org.immutables.value.Value;

/**
 * One air-to-air attack, as the fire rules (rules 002, B4) need it: who fires with which guns at
 * what range, and who is hit. The guns are those that bear on the target; each class reaches its
 * own maximum range, and a gun whose range falls short does not fire.
 *
 * <pre>{@code
 * AirAttack a = AirAttack.builder()
 *     .guns(Gun.parseMix("8xLMG"))
 *     .range(2)
 *     .attackerSkill(Skill.VETERAN).targetSkill(Skill.GREEN)
 *     .attackerAgility(1).targetAgility(0)
 *     .targetRobustness(2)
 *     .targetCondition(AircraftCondition.INTACT.withDamage(Damage.ENGINE))  // a second destroys
 *     .build();
 * AirToAir.standard().shot(a).outcomes();     // exact: miss, no damage, engine, airframe, ...
 * }</pre>
 */
@Value.Immutable
public interface AirAttack {
  /**
   * A builder; {@code guns}, {@code range} and {@code targetRobustness} are required.
   *
   * @return a builder; {@code guns}, {@code range} and {@code targetRobustness} are required
   */
  static Builder builder() {
    return new Builder();
  }

  /**
   * The guns that bear on the target.
   *
   * @return the guns that bear on the target
   */
  List<Gun> guns();

  /**
   * The range in hexes, 1 (Point Blank) to 10 (Long).
   *
   * @return the range in hexes, 1 (Point Blank) to 10 (Long)
   */
  int range();

  /**
   * The robustness rating of the target, 0 (R0) to 4 (R4).
   *
   * @return the robustness rating of the target, 0 (R0) to 4 (R4)
   */
  int targetRobustness();

  /**
   * The attacking crew's skill as it fires (one level better for a heroic crew).
   *
   * @return the attacking crew's skill as it fires (one level better for a heroic crew)
   */
  @Value.Default
  default Skill attackerSkill() {
    return Skill.GREEN;
  }

  /**
   * The target pilot's skill.
   *
   * @return the target pilot's skill
   */
  @Value.Default
  default Skill targetSkill() {
    return Skill.GREEN;
  }

  /**
   * The skill the attacker's ammunition depletes as (B4.5); the firing skill unless the crew is
   * heroic (*H: "Ammunition Depletion is one level worse").
   *
   * @return the skill the attacker's ammunition depletes as (B4.5); the firing skill unless the
   *     crew is heroic (*H: "Ammunition Depletion is one level worse")
   */
  @Value.Default
  default Skill ammunitionSkill() {
    return attackerSkill();
  }

  /**
   * The attacker's agility (after damage).
   *
   * @return the attacker's agility (after damage)
   */
  @Value.Default
  default int attackerAgility() {
    return 0;
  }

  /**
   * The target's agility (after damage).
   *
   * @return the target's agility (after damage)
   */
  @Value.Default
  default int targetAgility() {
    return 0;
  }

  /**
   * Fighter or bomber target: the Lucky Hit Table's columns.
   *
   * @return the target's role
   */
  @Value.Default
  default Role targetRole() {
    return Role.FIGHTER;
  }

  /**
   * A head-to-head or deflection shot (-2).
   *
   * @return a head-to-head or deflection shot (-2)
   */
  @Value.Default
  default boolean headOnOrDeflection() {
    return false;
  }

  /**
   * The target is at speed zero (+2).
   *
   * @return the target is at speed zero (+2)
   */
  @Value.Default
  default boolean targetSpeedZero() {
    return false;
  }

  /**
   * The attacker's gunsight is destroyed (a Lucky Hit: -2 for the rest of the game).
   *
   * @return the attacker's gunsight is destroyed (a Lucky Hit: -2 for the rest of the game)
   */
  @Value.Default
  default boolean gunsightDestroyed() {
    return false;
  }

  /**
   * Special weapons, each one column right on the Robustness Table.
   *
   * @return the special weapons, 0 for none
   */
  @Value.Default
  default int specialWeapons() {
    return 0;
  }

  /**
   * Special armor of the target, each one column left on the Robustness Table.
   *
   * @return the special armor, 0 for none
   */
  @Value.Default
  default int specialArmor() {
    return 0;
  }

  /**
   * The target's condition as the shot is fired ({@link AircraftCondition#INTACT} unless given): a
   * hit on an aircraft marked "Next hit destroys aircraft" destroys it with no firepower,
   * robustness or lucky hit roll, and a second engine or airframe damage destroys it, as a game
   * plays the shot ({@link AirToAir#damage}).
   *
   * @return the target's condition as the shot is fired
   */
  @Value.Default
  default AircraftCondition targetCondition() {
    return AircraftCondition.INTACT;
  }

  /**
   * Any other to-hit modifier a scenario adds.
   *
   * @return any other to-hit modifier a scenario adds
   */
  @Value.Default
  default int otherModifier() {
    return 0;
  }

  /** Checks the fields. */
  @Value.Check
  default void check() {
    if (guns().isEmpty()) {
      throw new IllegalArgumentException("an attack needs at least one gun");
    }
    if (range() < 1 || range() > 10) {
      throw new IllegalArgumentException(
          "range must be 1 to 10 hexes (Point Blank to Long, B4.0), was " + range());
    }
    if (targetRobustness() < 0 || targetRobustness() > 4) {
      throw new IllegalArgumentException(
          "target robustness must be R0 to R4, was R" + targetRobustness());
    }
    if (targetCondition().isDestroyed()) {
      throw new IllegalArgumentException(
          "the target is already destroyed (" + targetCondition().destroyed().get() + ")");
    }
    if (specialWeapons() < 0 || specialArmor() < 0) {
      throw new IllegalArgumentException(
          "special weapons and special armor count columns, >= 0; were "
              + specialWeapons()
              + " and "
              + specialArmor());
    }
  }

  /** Builds an {@link AirAttack}. */
  final class Builder extends ImmutableAirAttack.Builder {
    /** An empty builder: the optional parts keep their defaults until set. */
    public Builder() {}
  }
}
