package io.github.dogfight.cy6;

import io.github.dogfight.core.hex.Hex;
import java.util.Objects;
import java.util.Optional;

/**
 * A target on the ground or at sea for surface attacks (rules 002, C3.0): "A target can take a
 * number of hits as defined by the scenario before it is damaged/destroyed".
 *
 * @param id its name, unique in the engagement
 * @param side the side it belongs to; the other side attacks it
 * @param kind what it is, which gives its row of the {@code surface attack modifiers} table
 * @param hex where it is
 * @param hitsToDamage the hits that damage it
 * @param hitsToDestroy the hits that destroy it, at least {@code hitsToDamage}
 * @param hits the hits it has taken
 */
public record SurfaceTarget(
    String id, String side, Kind kind, Hex hex, int hitsToDamage, int hitsToDestroy, int hits) {

  /** What a target is, and the modifier row it reads (C3.0). */
  public enum Kind {
    /** A ground target of ordinary size: no modifier. */
    GROUND(Optional.empty(), false),
    /** "Point Target (small non-ship target: radar, bunker, etc)". */
    POINT(Optional.of("Point Target"), false),
    /** "Area Target (city; only very large targets)". */
    AREA(Optional.of("Area Target"), false),
    /** "Small Ship / Surfaced Sub (&lt;3000 tons)". */
    SMALL_SHIP(Optional.of("Small Ship / Surfaced Sub"), true),
    /** A ship of 3,000 to 13,000 tons: no size modifier. */
    SHIP(Optional.empty(), true),
    /** "Large Ship (13,000+ tons)". */
    LARGE_SHIP(Optional.of("Large Ship"), true);

    private final Optional<String> row;
    private final boolean ship;

    Kind(Optional<String> row, boolean ship) {
      this.row = row;
      this.ship = ship;
    }

    /**
     * Its row of the {@code surface attack modifiers} table, if it has one.
     *
     * @return its row of the {@code surface attack modifiers} table, if it has one
     */
    public Optional<String> row() {
      return row;
    }

    /**
     * Whether it is a ship (on water; torpedoes may attack it).
     *
     * @return whether it is a ship (on water; torpedoes may attack it)
     */
    public boolean ship() {
      return ship;
    }
  }

  /**
   * Checks the fields.
   *
   * @param id its name, unique in the engagement
   * @param side the side it belongs to; the other side attacks it
   * @param kind what it is, which gives its row of the {@code surface attack modifiers} table
   * @param hex where it is
   * @param hitsToDamage the hits that damage it
   * @param hitsToDestroy the hits that destroy it, at least {@code hitsToDamage}
   * @param hits the hits it has taken
   */
  public SurfaceTarget {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(hex, "hex");
    if (id.isBlank()) {
      throw new IllegalArgumentException("a surface target needs a name");
    }
    if (hitsToDamage < 1 || hitsToDestroy < hitsToDamage) {
      throw new IllegalArgumentException(
          id
              + ": hits to damage must be >= 1 and hits to destroy >= hits to damage, were "
              + hitsToDamage
              + " and "
              + hitsToDestroy);
    }
    if (hits < 0) {
      throw new IllegalArgumentException(id + ": hits taken must be >= 0, was " + hits);
    }
  }

  /**
   * An undamaged target.
   *
   * @param id its name
   * @param side its side
   * @param kind its kind
   * @param hex where it is
   * @param hitsToDamage hits that damage it
   * @param hitsToDestroy hits that destroy it
   * @return the target
   */
  public static SurfaceTarget of(
      String id, String side, Kind kind, Hex hex, int hitsToDamage, int hitsToDestroy) {
    return new SurfaceTarget(id, side, kind, hex, hitsToDamage, hitsToDestroy, 0);
  }

  /**
   * Whether it has taken enough hits to be damaged.
   *
   * @return whether it has taken enough hits to be damaged
   */
  public boolean damaged() {
    return hits >= hitsToDamage;
  }

  /**
   * Whether it has taken enough hits to be destroyed.
   *
   * @return whether it has taken enough hits to be destroyed
   */
  public boolean destroyed() {
    return hits >= hitsToDestroy;
  }

  /**
   * With one more hit.
   *
   * @return the target after the hit
   */
  public SurfaceTarget hit() {
    return new SurfaceTarget(id, side, kind, hex, hitsToDamage, hitsToDestroy, hits + 1);
  }

  /**
   * Its state in words: intact, damaged or destroyed, with the hits.
   *
   * @return its state in words: intact, damaged or destroyed, with the hits
   */
  public String condition() {
    String what = destroyed() ? "destroyed" : damaged() ? "damaged" : "intact";
    return what + " (" + hits + " of " + hitsToDestroy + " hits)";
  }

  @Override
  public String toString() {
    return id;
  }
}
