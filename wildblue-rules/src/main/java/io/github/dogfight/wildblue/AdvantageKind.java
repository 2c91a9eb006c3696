package io.github.dogfight.wildblue;

/**
 * The kinds of advantage (rules 001, "Advantage"): bonus damage dice on a plane-to-plane attack.
 * "In order to keep things sane, there is a soft cap of 6D6 damage per attack."
 *
 * <p>Some are held: gained with a Dex+Piloting check on the move half of an action (above, behind,
 * sun), or held from the start of play (surprised, flat-footed); an opponent may remove them a die
 * at a time. Others hold while their condition does: attacking from a dive, a second turn of fire
 * on the same target, an outnumbered opponent.
 */
public enum AdvantageKind {
  /** "ATTACKING FROM ABOVE/BEHIND: 1D6 each." Gained with a check. */
  ABOVE("above", 1, Source.GAINED),
  /** "ATTACKING FROM ABOVE/BEHIND: 1D6 each." Gained with a check; the holder is on the tail. */
  BEHIND("behind", 1, Source.GAINED),
  /**
   * "ATTACKING FROM A DIVE (Must start in a higher zone than opponent): 2D6". Holds on an attack in
   * the action the attacker powerdived from a higher band; Tailslide grants it as held dice.
   */
  DIVE("from a dive", 2, Source.CONDITION),
  /** "TWO OR MORE TURNS OF FIRE ON A TARGET: 1D6". Holds when the last action fired on it too. */
  SUSTAINED_ATTACK("second turn of fire", 1, Source.CONDITION),
  /** "OUTNUMBERED OPPONENT: 1D6". Holds while the target's side has fewer planes in the fight. */
  OUTNUMBERED("outnumbered opponent", 1, Source.CONDITION),
  /** "ATTACKING FROM THE SUN: 1D6". Gained with a check. */
  SUN("from the sun", 1, Source.GAINED),
  /** "SURPRISED OPPONENT: 1D6". Held from the start of play. */
  SURPRISED("surprised opponent", 1, Source.START),
  /** "FLATFOOTED OPPONENT: 1D6". Held from the start of play. */
  FLATFOOTED("flat-footed opponent", 1, Source.START);

  /** How a kind of advantage is had. */
  public enum Source {
    /** Gained with a Dex+Piloting check on the move half of an action. */
    GAINED,
    /** Held from the start of play ("Except Outnumbering, Surprise, and Flatfoot"). */
    START,
    /** Holds while its condition does. */
    CONDITION
  }

  private final String words;
  private final int dice;
  private final Source source;

  AdvantageKind(String words, int dice, Source source) {
    this.words = words;
    this.dice = dice;
    this.source = source;
  }

  /**
   * The kind in plain words.
   *
   * @return the kind in plain words
   */
  public String words() {
    return words;
  }

  /**
   * Its dice: 1D6, or 2D6 from a dive.
   *
   * @return its dice: 1D6, or 2D6 from a dive
   */
  public int dice() {
    return dice;
  }

  /**
   * How it is had.
   *
   * @return how it is had
   */
  public Source source() {
    return source;
  }
}
