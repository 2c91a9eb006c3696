package io.github.dogfight.dogfite;

import java.util.Objects;

/**
 * What critical hits and engine trouble have done to an aircraft and its pilot (rules 000, CRITICAL
 * HITS and ENGINE CRITICAL HITS). Modifiers accumulate.
 *
 * @param betModifier modifier to bet rolls (control damage)
 * @param powerModifier modifier to power rolls (engine hits)
 * @param skillModifier modifier to all pilot numbers (wounds, smoke -1, fire -3)
 * @param engineDestroyed the engine is destroyed: drag must be rolled each turn
 * @param smoking the aircraft smokes: each turn a 1 on 1d6 sets it on fire
 * @param onFire the aircraft burns: 1d6 boxes of fire damage each turn
 * @param pilotKilled the pilot is dead
 */
public record Condition(
    int betModifier,
    int powerModifier,
    int skillModifier,
    boolean engineDestroyed,
    boolean smoking,
    boolean onFire,
    boolean pilotKilled) {
  /** An undamaged aircraft and a healthy pilot. */
  public static final Condition SOUND = new Condition(0, 0, 0, false, false, false, false);

  /**
   * This condition after {@code effect}. Structural damage changes the damage track, not the
   * condition (see {@link #structural}).
   *
   * @param effect the critical effect
   * @return the new condition
   */
  public Condition with(CriticalEffect effect) {
    return new Condition(
        betModifier + effect.betModifier(),
        powerModifier + effect.powerModifier(),
        skillModifier + effect.skillModifier(),
        engineDestroyed || effect == CriticalEffect.ENGINE_DESTROYED,
        smoking,
        onFire,
        pilotKilled || effect == CriticalEffect.PILOT_KILLED);
  }

  /**
   * The damage track after a structural critical (unchanged for other effects).
   *
   * @param effect the critical effect
   * @param damage the damage track before it
   * @return the damage track after a structural critical (unchanged for other effects)
   */
  public static DamageTrack structural(CriticalEffect effect, DamageTrack damage) {
    Objects.requireNonNull(effect, "effect");
    Objects.requireNonNull(damage, "damage");
    return switch (effect) {
      case STRUCTURAL_CURRENT -> damage.fillCurrentSet();
      case STRUCTURAL_CURRENT_AND_NEXT -> damage.fillCurrentAndNextSet();
      default -> damage;
    };
  }

  /**
   * Smoking: "all pilot skills are reduced by one" (once).
   *
   * @return the smoking condition
   */
  public Condition smoke() {
    return smoking || onFire
        ? this
        : new Condition(
            betModifier,
            powerModifier,
            skillModifier - 1,
            engineDestroyed,
            true,
            false,
            pilotKilled);
  }

  /**
   * On fire: "all pilot skills are reduced by three" (replacing smoke's -1; assumption) and 1d6
   * boxes of fire damage each turn.
   *
   * @return the burning condition
   */
  public Condition fire() {
    if (onFire) {
      return this;
    }
    int skill = skillModifier + (smoking ? 1 : 0) - 3;
    return new Condition(
        betModifier, powerModifier, skill, engineDestroyed, false, true, pilotKilled);
  }
}
