package io.github.dogfight.wildblue;

import java.util.Objects;
import java.util.Optional;

/**
 * A ground target (rules 001, "Altitude": "rifles, machine guns, AT Rifles" and "flak cannons";
 * "large ground targets (tanks, buildings)"), optionally armed.
 *
 * @param name its name, unique in the engagement
 * @param side its side
 * @param large whether it is a large target, the only kind planes at Combat altitude may hit
 * @param hitPoints hit points
 * @param damage damage taken
 * @param gun its gun, if armed
 * @param reach how high its gun reaches
 * @param gunner who fires it (Dex+Firearms, initiative), if armed
 */
public record GroundUnit(
    String name,
    String side,
    boolean large,
    int hitPoints,
    int damage,
    Optional<Gun> gun,
    Reach reach,
    Optional<Airman> gunner) {
  /** How high a ground gun reaches. */
  public enum Reach {
    /** Unarmed. */
    NONE,
    /** Rifles and machine guns: planes at Low only. */
    SMALL_ARMS,
    /** Flak: "Only enemy planes and flak cannons may attempt to hit planes at Combat Altitude." */
    FLAK;

    /**
     * Whether a gun of this reach may fire at a plane in {@code band}.
     *
     * @param band the plane's band
     * @return whether a gun of this reach may fire at a plane in {@code band}
     */
    public boolean reaches(Band band) {
      return switch (this) {
        case NONE -> false;
        case SMALL_ARMS -> band == Band.LOW;
        case FLAK -> band != Band.HIGH;
      };
    }
  }

  /**
   * Checks the arguments.
   *
   * @param name its name, unique in the engagement
   * @param side its side
   * @param large whether it is a large target, the only kind planes at Combat altitude may hit
   * @param hitPoints hit points
   * @param damage damage taken
   * @param gun its gun, if armed
   * @param reach how high its gun reaches
   * @param gunner who fires it (Dex+Firearms, initiative), if armed
   */
  public GroundUnit {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(gun, "gun");
    Objects.requireNonNull(reach, "reach");
    Objects.requireNonNull(gunner, "gunner");
    if (hitPoints < 1) {
      throw new IllegalArgumentException("ground unit '" + name + "': hitPoints must be >= 1");
    }
    if (gun.isPresent() != gunner.isPresent() || gun.isPresent() == (reach == Reach.NONE)) {
      throw new IllegalArgumentException(
          "ground unit '" + name + "': an armed unit needs a gun, a reach and a gunner");
    }
  }

  /**
   * An unarmed target.
   *
   * @param name the unit's name
   * @param side its side
   * @param large whether it is a large target
   * @param hitPoints its hit points
   * @return the target
   */
  public static GroundUnit target(String name, String side, boolean large, int hitPoints) {
    return new GroundUnit(
        name, side, large, hitPoints, 0, Optional.empty(), Reach.NONE, Optional.empty());
  }

  /**
   * An armed unit: rifles or flak with {@code gun}, fired by {@code gunner}.
   *
   * @param name the unit's name
   * @param side its side
   * @param large whether it is a large target
   * @param hitPoints its hit points
   * @param gun its gun
   * @param reach the bands its gun reaches
   * @param gunner who fires it
   * @return the unit
   */
  public static GroundUnit armed(
      String name, String side, boolean large, int hitPoints, Gun gun, Reach reach, Airman gunner) {
    Objects.requireNonNull(gun, "gun");
    Objects.requireNonNull(gunner, "gunner");
    return new GroundUnit(
        name, side, large, hitPoints, 0, Optional.of(gun), reach, Optional.of(gunner));
  }

  /**
   * Hit points left.
   *
   * @return the hit points left
   */
  public int hp() {
    return hitPoints - damage;
  }

  /**
   * Whether it is destroyed.
   *
   * @return whether it is destroyed
   */
  public boolean destroyed() {
    return damage >= hitPoints;
  }

  /**
   * Whether it can still fire.
   *
   * @return whether it can still fire
   */
  public boolean armed() {
    return gun.isPresent() && !destroyed();
  }

  /**
   * This unit with its damage taken so far.
   *
   * @param newDamage the damage taken in all
   * @return the unit with it
   */
  public GroundUnit withDamage(int newDamage) {
    return new GroundUnit(name, side, large, hitPoints, newDamage, gun, reach, gunner);
  }
}
