package io.github.dogfight.dogfite;

/**
 * The critical hit table (2d6): seed 000, CRITICAL HITS and Appendix B.
 *
 * <pre>
 * 2 = engine destroyed (roll for drag each turn)   7, 8 = structural damage (fill current set)
 * 3 = control damage (-2 to bet tests)             9 = structural damage (fill current &amp; next)
 * 4 = engine hit (-2 to power rolls)               10 = pilot wounded (-1 to all skills)
 * 5 = engine hit (-1 to power rolls)               11 = pilot wounded (-3 to all skills)
 * 6 = control damage (-1 to bet tests)             12 = pilot killed
 * </pre>
 */
public enum CriticalEffect {
  /** 2: engine destroyed; the aircraft rolls for drag each turn. */
  ENGINE_DESTROYED(0, 0, 0, true),
  /** 3: control damage, -2 to bet tests. */
  CONTROL_DAMAGE_2(-2, 0, 0, false),
  /** 4: engine hit, -2 to power rolls. */
  ENGINE_HIT_2(0, -2, 0, true),
  /** 5: engine hit, -1 to power rolls. */
  ENGINE_HIT_1(0, -1, 0, true),
  /** 6: control damage, -1 to bet tests. */
  CONTROL_DAMAGE_1(-1, 0, 0, false),
  /** 7, 8: structural damage, fill the current set of boxes. */
  STRUCTURAL_CURRENT(0, 0, 0, false),
  /** 9: structural damage, fill the current and the next set. */
  STRUCTURAL_CURRENT_AND_NEXT(0, 0, 0, false),
  /** 10: pilot wounded, -1 to all skills. */
  WOUNDED_1(0, 0, -1, false),
  /** 11: pilot wounded, -3 to all skills. */
  WOUNDED_3(0, 0, -3, false),
  /** 12: pilot killed. */
  PILOT_KILLED(0, 0, 0, false);

  private final int betModifier;
  private final int powerModifier;
  private final int skillModifier;
  private final boolean engine;

  CriticalEffect(int betModifier, int powerModifier, int skillModifier, boolean engine) {
    this.betModifier = betModifier;
    this.powerModifier = powerModifier;
    this.skillModifier = skillModifier;
    this.engine = engine;
  }

  /** The effect of a 2d6 critical roll (2 to 12). */
  public static CriticalEffect of(int roll) {
    return switch (roll) {
      case 2 -> ENGINE_DESTROYED;
      case 3 -> CONTROL_DAMAGE_2;
      case 4 -> ENGINE_HIT_2;
      case 5 -> ENGINE_HIT_1;
      case 6 -> CONTROL_DAMAGE_1;
      case 7, 8 -> STRUCTURAL_CURRENT;
      case 9 -> STRUCTURAL_CURRENT_AND_NEXT;
      case 10 -> WOUNDED_1;
      case 11 -> WOUNDED_3;
      case 12 -> PILOT_KILLED;
      default -> throw new IllegalArgumentException("a 2d6 critical roll is 2 to 12, was " + roll);
    };
  }

  /** Modifier to bet tests. */
  public int betModifier() {
    return betModifier;
  }

  /** Modifier to power rolls. */
  public int powerModifier() {
    return powerModifier;
  }

  /** Modifier to all pilot skills. */
  public int skillModifier() {
    return skillModifier;
  }

  /**
   * Whether this is an engine critical, which also rolls on the engine critical table (1d6: 1-3
   * smoke). Assumption: the seed's ENGINE CRITICAL HITS roll follows results 2, 4 and 5.
   */
  public boolean isEngine() {
    return engine;
  }
}
