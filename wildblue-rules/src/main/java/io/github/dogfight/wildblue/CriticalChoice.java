package io.github.dogfight.wildblue;

import java.util.Objects;

/**
 * A Critical Damage result someone must choose (rules 001, "Critical Damage": "There are a few ways
 * in which a CD result is applied").
 *
 * @param chooser the plane whose player chooses: the damaged plane's, or the attacker's on a
 *     critical hit
 * @param plane the plane that takes the result
 * @param why which of the seed's ways this is
 * @param damage the damage rolled with it (Pilot Hit puts it on the pilot; a Damaged Engine taken
 *     with damage equal to the plane's hit points annihilates it)
 * @param source what did the damage, in words: "the hit", "the collision", "fire", "the strain of
 *     Top speed"
 */
public record CriticalChoice(String chooser, String plane, Why why, int damage, String source) {
  /** The ways a result is applied. */
  public enum Why {
    /**
     * "If a plane suffers damage, the controlling player may elect to ignore the damage rolled, and
     * select one of their plane's CD results": the player may decline and take the damage. Any
     * damage a plane suffers while it has hit points left (a hit, a collision, fire, Push It To The
     * Limit's strain), or only a hit's under {@link Reading#CRITICAL_INSTEAD_OF_HIT_DAMAGE_ONLY}.
     */
    INSTEAD_OF_DAMAGE,
    /**
     * "If an attack rolls a critical hit, the attacking player may select which CD result to
     * activate, after determining total damage".
     */
    CRITICAL_HIT,
    /**
     * "If a plane is reduced to 0 or fewer HP, each subsequent hit results in a CD result, chosen
     * by the aircraft's controlling player."
     */
    HIT_AT_ZERO,
    /** "Planes that manage to survive this initial impact must immediately take a CD result". */
    COLLISION;

    /**
     * Whether the chooser may decline (and take the damage instead).
     *
     * @return whether the chooser may decline (and take the damage instead)
     */
    public boolean optional() {
      return this == INSTEAD_OF_DAMAGE;
    }
  }

  /**
   * Checks the arguments.
   *
   * @param chooser the plane whose player chooses: the damaged plane's, or the attacker's on a
   *     critical hit
   * @param plane the plane that takes the result
   * @param why which of the seed's ways this is
   * @param damage the damage rolled with it (Pilot Hit puts it on the pilot; a Damaged Engine taken
   *     with damage equal to the plane's hit points annihilates it)
   * @param source what did the damage, in words
   */
  public CriticalChoice {
    Objects.requireNonNull(chooser, "chooser");
    Objects.requireNonNull(plane, "plane");
    Objects.requireNonNull(why, "why");
    Objects.requireNonNull(source, "source");
  }

  /**
   * A choice whose damage came from a hit ("the hit"), or from the collision for {@link
   * Why#COLLISION}.
   *
   * @param chooser the plane whose player chooses
   * @param plane the plane that takes the result
   * @param why which of the seed's ways this is
   * @param damage the damage rolled with it
   */
  public CriticalChoice(String chooser, String plane, Why why, int damage) {
    this(
        chooser,
        plane,
        why,
        damage,
        Objects.requireNonNull(why, "why") == Why.COLLISION ? "the collision" : "the hit");
  }
}
