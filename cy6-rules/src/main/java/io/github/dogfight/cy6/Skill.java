package io.github.dogfight.cy6;

import java.util.Locale;

/**
 * Aircrew skill (rules 002): Green (+0), Skilled (+1), Veteran (+2), Ace (+3). It is added to
 * to-hit rolls (as the difference between attacker and target), to surface attacks and to Aircrew
 * Checks, reads the Ammunition Depletion Table, and sets the Move Group.
 */
public enum Skill {
  /** Green (+0): Move Group 1. */
  GREEN(0, "GREEN (+0)"),
  /** Skilled (+1): Move Group 2. */
  SKILLED(1, "SKILLED (+1)"),
  /** Veteran (+2): Move Group 3. */
  VETERAN(2, "VETERAN (+2)"),
  /** Ace (+3): Move Group 4. */
  ACE(3, "ACE (+3)");

  private final int modifier;
  private final String tableLabel;

  Skill(int modifier, String tableLabel) {
    this.modifier = modifier;
    this.tableLabel = tableLabel;
  }

  /**
   * The skill's modifier, 0 to 3.
   *
   * @return the skill's modifier, 0 to 3
   */
  public int modifier() {
    return modifier;
  }

  /**
   * The row label of the Ammunition Depletion Table, such as {@code ACE (+3)}.
   *
   * @return the row label of the Ammunition Depletion Table, such as {@code ACE (+3)}
   */
  public String tableLabel() {
    return tableLabel;
  }

  /**
   * One level better, at most Ace ("No crew may be better than +3", *H Crew Heroic).
   *
   * @return the better skill
   */
  public Skill better() {
    return this == ACE ? ACE : of(modifier + 1);
  }

  /**
   * One level worse, at least Green ("or worse than +0", *H Crew Heroic).
   *
   * @return the worse skill
   */
  public Skill worse() {
    return this == GREEN ? GREEN : of(modifier - 1);
  }

  /**
   * The skill of modifier {@code modifier}.
   *
   * @param modifier 0 to 3
   * @return the skill
   */
  public static Skill of(int modifier) {
    if (modifier < 0 || modifier > 3) {
      throw new IllegalArgumentException("aircrew skill is +0 to +3, not " + modifier);
    }
    for (Skill s : values()) {
      if (s.modifier == modifier) {
        return s;
      }
    }
    throw new AssertionError(modifier);
  }

  /**
   * Reads a skill by name (green, skilled, veteran, ace, any case) or modifier (0 to 3).
   *
   * @param text the skill's name
   * @return the skill
   * @throws IllegalArgumentException naming the text and the choices
   */
  public static Skill parse(String text) {
    String t = text.strip().toUpperCase(Locale.ROOT).replace("+", "");
    for (Skill s : values()) {
      if (s.name().equals(t) || String.valueOf(s.modifier).equals(t)) {
        return s;
      }
    }
    throw new IllegalArgumentException(
        "aircrew skill '" + text + "' is not one of green, skilled, veteran, ace (or 0 to 3)");
  }

  @Override
  public String toString() {
    String n = name().charAt(0) + name().substring(1).toLowerCase(Locale.ROOT);
    return n + " (+" + modifier + ")";
  }
}
