package io.github.dogfight.dogfite;

/**
 * The results of the critical hit table (2d6), {@link DogfiteTables#criticalTable()}: rules 000,
 * CRITICAL HITS and Appendix B.
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
  ENGINE_DESTROYED("engine destroyed (roll for drag each turn)", 0, 0, 0, true),
  /** 3: control damage, -2 to bet tests. */
  CONTROL_DAMAGE_2("control damage (-2 to bet tests)", -2, 0, 0, false),
  /** 4: engine hit, -2 to power rolls. */
  ENGINE_HIT_2("engine hit (-2 to power rolls)", 0, -2, 0, true),
  /** 5: engine hit, -1 to power rolls. */
  ENGINE_HIT_1("engine hit (-1 to power rolls)", 0, -1, 0, true),
  /** 6: control damage, -1 to bet tests. */
  CONTROL_DAMAGE_1("control damage (-1 to bet tests)", -1, 0, 0, false),
  /** 7, 8: structural damage, fill the current set of boxes. */
  STRUCTURAL_CURRENT("structural damage (fill current set)", 0, 0, 0, false),
  /** 9: structural damage, fill the current and the next set. */
  STRUCTURAL_CURRENT_AND_NEXT("structural damage (fill current & next set)", 0, 0, 0, false),
  /** 10: pilot wounded, -1 to all skills. */
  WOUNDED_1("pilot wounded (-1 to all skills)", 0, 0, -1, false),
  /** 11: pilot wounded, -3 to all skills. */
  WOUNDED_3("pilot wounded (-3 to all skills)", 0, 0, -3, false),
  /** 12: pilot killed. */
  PILOT_KILLED("pilot killed", 0, 0, 0, false);

  private final String label;
  private final int betModifier;
  private final int powerModifier;
  private final int skillModifier;
  private final boolean engine;

  CriticalEffect(
      String label, int betModifier, int powerModifier, int skillModifier, boolean engine) {
    this.label = label;
    this.betModifier = betModifier;
    this.powerModifier = powerModifier;
    this.skillModifier = skillModifier;
    this.engine = engine;
  }

  /**
   * The effect as the table writes it.
   *
   * @return the effect as the table writes it
   */
  public String label() {
    return label;
  }

  /**
   * Modifier to bet tests.
   *
   * @return the modifier
   */
  public int betModifier() {
    return betModifier;
  }

  /**
   * Modifier to power rolls.
   *
   * @return the modifier
   */
  public int powerModifier() {
    return powerModifier;
  }

  /**
   * Modifier to all pilot skills.
   *
   * @return the modifier
   */
  public int skillModifier() {
    return skillModifier;
  }

  /**
   * Whether this is an engine critical, which also rolls on the engine critical table (1d6: 1-3
   * smoke). Assumption: the seed's ENGINE CRITICAL HITS roll follows results 2, 4 and 5.
   *
   * @return whether this is an engine critical, which also rolls on the engine critical table (1d6:
   *     1-3 smoke)
   */
  public boolean isEngine() {
    return engine;
  }
}
