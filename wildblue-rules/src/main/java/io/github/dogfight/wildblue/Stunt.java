package io.github.dogfight.wildblue;

import java.util.Locale;

/**
 * The fourteen stunts (rules 001, "Maneuverability and Stunts"): "To use a stunt, declare you are
 * doing so, and then roll Dex+Piloting. Some stunts are complicated enough to come with a native
 * penalty, and others have prerequisites." A plane performs at most its maneuverability in stunts
 * each turn, and each stunt once per turn.
 */
public enum Stunt {
  /**
   * "Prerequisite: None Penalty: None. Until the start of your next turn, enemy planes suffer a 3
   * point penalty to hit you."
   */
  AILERON_ROLL("Aileron Roll", 0, When.ACTION, "None"),
  /**
   * "Prerequisite: Enemy has Advantage on you. Penalty: +3. You remove 1D6 of an enemy's
   * advantage."
   */
  BARREL_ROLL("Barrel Roll", 3, When.ACTION, "Enemy has Advantage on you"),
  /** "Prerequisite: None Penalty: None. You may immediately increase your altitude by one zone." */
  CHANDELLE("Chandelle", 0, When.ACTION, "None"),
  /**
   * "Penalty: +3, +6, two rolls. You may attack more than one target with the Immelman (both ground
   * and air). You may choose up to 3 different targets. The first roll is for the maneuver, the
   * second for the attack. Only a single attack roll is made, and damage is done to all targets."
   */
  IMMELMAN("Immelman", 3, When.ACTION, "None"),
  /**
   * "Penalty: +6. Treat as going out of control, with a 6 point penalty instead of 12. Enemy planes
   * will not attack you while you continue this stunt."
   */
  LOMCEVAK("Lomcevak", 6, When.ACTION, "None"),
  /**
   * "Prerequisite: None Penalty: None. You may fly at top speed and still act, but at the end of
   * the turn your plane takes 1D6 damage for every 20kph you are traveling."
   */
  PUSH_IT_TO_THE_LIMIT("Push It To The Limit (Limit!)", 0, When.ACTION, "None"),
  /**
   * "Prerequisite: An enemy is using The Scissors. Penalty: None. You may roll 2 dice to hit and
   * take the lower result."
   */
  ROLLING_SCISSORS("Rolling Scissors", 0, When.INTERRUPT, "An enemy is using The Scissors"),
  /**
   * "Prerequisite: Enemy has advantage over you. Penalty: +8. You take the enemy's advantage and
   * may use it immediately."
   */
  SNAP_ROLL("Snap Roll", 8, When.ACTION, "Enemy has advantage over you"),
  /**
   * "Prerequisite: An enemy is rolling damage. Penalty: +3/+6. For as long as you continue this
   * maneuver, you gain either 5 point or 10 point damage reduction, depending on the penalty you
   * choose to roll at."
   */
  SPIN("Spin", 3, When.INTERRUPT, "An enemy is rolling damage"),
  /**
   * "Prerequisite: You dislike your Initiative result. Penalty: +3, See Below. May only be done at
   * the start of a turn. You may re-roll your initiative, with a 3 point penalty."
   */
  SPLIT_S("Split S", 3, When.START_OF_TURN, "You dislike your Initiative result"),
  /**
   * "Prerequisite: None Penalty: +3. Until the start of your next turn, all enemies suffer a 6
   * point penalty to hit (both ground and air)."
   */
  STANDING_8("Standing 8", 3, When.ACTION, "None"),
  /**
   * "Prerequisite: Enemy craft is pursuing. Penalty: +10. You climb rapidly, stall, and dive back
   * toward the enemy, gaining +3d6 advantage (2 for the dive, 1 for altitude, others may also
   * apply)."
   */
  TAILSLIDE("Tailslide", 10, When.ACTION, "Enemy craft is pursuing"),
  /**
   * "Prerequisite: Enemy craft is rolling to hit. Penalty: +3. Tug of War roll, Dex+Piloting. If
   * you beat the enemy's roll, you may ignore the attack. You may continue this maneuver (and
   * continue rolling) to avoid further attacks from that enemy."
   */
  THE_SCISSORS("The Scissors", 3, When.INTERRUPT, "Enemy craft is rolling to hit"),
  /**
   * "Prerequisite: Attacking Ground Targets. Penalty: None. Until the start of your next turn,
   * Ground targets suffer a 3 point penalty to hit you."
   */
  WINGOVER("Wingover", 0, When.ACTION, "Attacking Ground Targets");

  /** When a stunt may be played. */
  public enum When {
    /** On the plane's own action. */
    ACTION,
    /** "May only be done at the start of a turn" (Split S). */
    START_OF_TURN,
    /** "Immediate": during an enemy's action, interrupting it. */
    INTERRUPT
  }

  /** Immelman's second roll, for the attack: "+3, +6, two rolls". */
  public static final int IMMELMAN_ATTACK_PENALTY = 6;

  /** Spin's higher penalty, for 10 points of damage reduction instead of 5. */
  public static final int SPIN_HARD_PENALTY = 6;

  private final String title;
  private final int penalty;
  private final When when;
  private final String prerequisite;

  Stunt(String title, int penalty, When when, String prerequisite) {
    this.title = title;
    this.penalty = penalty;
    this.when = when;
    this.prerequisite = prerequisite;
  }

  /**
   * The seed's heading.
   *
   * @return the seed's heading
   */
  public String title() {
    return title;
  }

  /**
   * The native penalty of the stunt's Dex+Piloting roll, in points (Spin's lower choice; Immelman's
   * maneuver roll).
   *
   * @return the native penalty of the stunt's Dex+Piloting roll, in points (Spin's lower choice;
   *     Immelman's maneuver roll)
   */
  public int penalty() {
    return penalty;
  }

  /**
   * When it may be played.
   *
   * @return when it may be played
   */
  public When when() {
    return when;
  }

  /**
   * Whether the seed marks it immediate: played in an enemy's action.
   *
   * @return whether the seed marks it immediate: played in an enemy's action
   */
  public boolean immediate() {
    return when == When.INTERRUPT;
  }

  /**
   * The prerequisite as the seed words it.
   *
   * @return the prerequisite as the seed words it
   */
  public String prerequisite() {
    return prerequisite;
  }

  /**
   * The stunt named {@code text}: its title or constant name, any case, spaces, hyphens or
   * underscores ("limit" for Push It To The Limit, "scissors" for The Scissors).
   *
   * @param text the stunt's title or constant name
   * @return the stunt
   * @throws IllegalArgumentException listing the stunts
   */
  public static Stunt parse(String text) {
    String key = text.trim().toUpperCase(Locale.ROOT).replace(' ', '_').replace('-', '_');
    if (key.equals("LIMIT") || key.equals("LIMIT!")) {
      return PUSH_IT_TO_THE_LIMIT;
    }
    if (key.equals("SCISSORS")) {
      return THE_SCISSORS;
    }
    for (Stunt s : values()) {
      if (s.name().equals(key)) {
        return s;
      }
    }
    StringBuilder known = new StringBuilder();
    for (Stunt s : values()) {
      known.append(known.length() == 0 ? "" : ", ").append(s.key());
    }
    throw new IllegalArgumentException("'" + text + "' is not a stunt; choose from " + known);
  }

  /**
   * The lower-case, hyphenated name used on the command line, such as "aileron-roll".
   *
   * @return the lower-case, hyphenated name used on the command line, such as "aileron-roll"
   */
  public String key() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }
}
