package io.github.dogfight.wildblue;

/**
 * The other reading of a seed line this module has had to decide (rules 001 is silent or ambiguous
 * there). Each constant names the reading the module does <em>not</em> take by default; a table
 * that reads the line the other way adds it to its configuration:
 *
 * <pre>{@code
 * WildBlueConfig config = WildBlueConfig.defaults().withReading(Reading.TAILSLIDE_KEEPS_PURSUER);
 * }</pre>
 *
 * <p>The module README's "Assumptions" table lists each decision with its seed line, the default
 * and the constant that picks the other reading.
 */
public enum Reading {
  /**
   * "A pilot flying at Top speed may take no other action": the default bars only the pilot, so a
   * two-seater's gunner may still fire the rear gun in an action flown at Top speed. With this
   * reading the gunner is held too: nothing but the move.
   */
  GUNNER_HELD_AT_TOP_SPEED,
  /**
   * "A pilot flying at Top speed may take no other action": the default bars everything else in the
   * plane's own action, and lets it play the stunts flown outside that action (The Scissors, Spin
   * and Split S, "played during an enemy action"). With this reading a plane whose last move was at
   * Top speed, not pushed to the limit, flies none of them until it moves again.
   */
  NO_STUNTS_AT_TOP_SPEED,
  /**
   * TAILSLIDE "You climb rapidly, stall, and dive back toward the enemy": by default the pursuer
   * loses its Behind on the plane (it has dived back at the pursuer). With this reading the pursuer
   * stays on its tail, so only a rear gun bears on it.
   */
  TAILSLIDE_KEEPS_PURSUER,
  /**
   * SPLIT S "Penalty: +3, See Below ... You may re-roll your initiative, with a 3 point penalty":
   * by default the stunt's Dex+Piloting roll takes the +3 and the re-roll its own 3 points. With
   * this reading the 3 points are taken once, on the re-roll; the Dex+Piloting roll has none.
   */
  SPLIT_S_PENALTY_ON_THE_REROLL_ONLY,
  /**
   * "If a plane suffers damage, the controlling player may elect to ignore the damage rolled, and
   * select one of their plane's CD results": by default any damage a plane suffers (a hit, a
   * collision, fire, Push It To The Limit's strain). With this reading only the damage of a hit.
   */
  CRITICAL_INSTEAD_OF_HIT_DAMAGE_ONLY,
  /**
   * ROLLING SCISSORS "Prerequisite: An enemy is using The Scissors": by default an enemy whose
   * Scissors roll passed (or who continues The Scissors against the attacker). With this reading
   * also an enemy whose Scissors roll failed.
   */
  ROLLING_SCISSORS_AFTER_A_FAILED_SCISSORS,
  /**
   * LOMCEVAK "Enemy planes will not attack you while you continue this stunt": by default only
   * enemy planes hold their fire; ground units may still fire. With this reading ground fire holds
   * too.
   */
  LOMCEVAK_STOPS_GROUND_FIRE,
  /**
   * DAMAGED AILERON "The plane may not go above Combat Altitude": by default a plane with the
   * result is never in control above Combat (taken at High it drops to Combat; regaining control
   * while falling through High, it levels out at Combat). With this reading the result only bars
   * climbing: a plane at High stays there, and regains control where it is.
   */
  AILERON_BARS_CLIMBING_ONLY,
  /**
   * Grenades, "When you attack with a bomb (or grenade) from a plane": the seed puts grenades under
   * the bombing rule itself, so by default a grenade follows it in everything, altitude included
   * (from Low at any ground target, from Combat at large ones with the 3 point penalty, never from
   * High). With this reading a grenade is thrown by hand, from Low only.
   */
  GRENADES_FROM_LOW_ONLY
}
