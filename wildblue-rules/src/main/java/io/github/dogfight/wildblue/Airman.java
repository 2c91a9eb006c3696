package io.github.dogfight.wildblue;

import java.util.Objects;

/**
 * A pilot or gunner (a character of the host game): the attributes and skills The Wild Blue reads,
 * in the host game's numbers, and the character's hit points there. What the numbers mean (the
 * scale of a check, how a wound knocks a character out) is the {@link Host}'s business.
 *
 * <pre>{@code
 * Airman allard = new Airman("Kent Allard", 8, 9, 8, 9, 7, 14);
 * }</pre>
 *
 * @param name the character's name, unique in an engagement
 * @param dex Dexterity ("Dex+Piloting", "Dex+Firearms", a bombing run's Dex check)
 * @param cunning Cunning (initiative; a bombing run's second check)
 * @param intelligence INT (a bombing run's second check, "Cunning (or INT, if higher)")
 * @param piloting the Piloting skill (forward guns, advantage, stunts; "Pilot" for initiative)
 * @param firearms the Firearms skill (swivel guns, ground fire)
 * @param hitPoints the character's hit points in the host game (damage from Pilot Hit)
 */
public record Airman(
    String name,
    int dex,
    int cunning,
    int intelligence,
    int piloting,
    int firearms,
    int hitPoints) {
  /**
   * Checks the arguments.
   *
   * @param name the character's name, unique in an engagement
   * @param dex Dexterity ("Dex+Piloting", "Dex+Firearms", a bombing run's Dex check)
   * @param cunning Cunning (initiative; a bombing run's second check)
   * @param intelligence INT (a bombing run's second check, "Cunning (or INT, if higher)")
   * @param piloting the Piloting skill (forward guns, advantage, stunts; "Pilot" for initiative)
   * @param firearms the Firearms skill (swivel guns, ground fire)
   * @param hitPoints the character's hit points in the host game (damage from Pilot Hit)
   * @throws IllegalArgumentException if the name is blank, a number is negative or above 100, or
   *     hit points are below 1
   */
  public Airman {
    Objects.requireNonNull(name, "name");
    if (name.isBlank()) {
      throw new IllegalArgumentException("a character needs a name");
    }
    rangeCheck(name, "dex", dex);
    rangeCheck(name, "cunning", cunning);
    rangeCheck(name, "intelligence", intelligence);
    rangeCheck(name, "piloting", piloting);
    rangeCheck(name, "firearms", firearms);
    if (hitPoints < 1 || hitPoints > 1000) {
      throw new IllegalArgumentException(
          "character '" + name + "': hitPoints must be 1..1000, was " + hitPoints);
    }
  }

  private static void rangeCheck(String name, String field, int value) {
    if (value < 0 || value > 100) {
      throw new IllegalArgumentException(
          "character '" + name + "': " + field + " must be 0..100, was " + value);
    }
  }
}
