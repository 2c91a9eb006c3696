package io.github.dogfight.cy6;

import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.cy6.internal.Copies;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The map of an engagement: a rectangle of hexes, which edge is each side's own, and the sun's
 * side. Hex {@code (q, r)} sits in column {@code q} and row {@code r + floor(q / 2)} (odd columns
 * shifted down half a hex); column 0, row 0 is the north-west corner.
 *
 * <p>Board edges (rules 002, A7.2): a side's home edge is friendly to it, the opposite edge (the
 * other side's home) unfriendly, the two others neutral. That split is an assumption where a
 * scenario says nothing.
 *
 * @param width columns
 * @param height rows
 * @param sun the side the sun is on (for priority B, "enemy Out of the Sun")
 * @param homeEdges each side's friendly edge, by side name
 */
public record Board(int width, int height, Compass sun, Map<String, Compass> homeEdges) {
  /**
   * The most columns or rows a map may have: three times the sample's 20 x 24, and small enough
   * that a list of every hex (a heavy battery's barrages) stays short.
   */
  public static final int MAX_SIDE = 60;

  /** The four edges of the map. */
  public enum Compass {
    /** Row 0. */
    NORTH,
    /** The last column. */
    EAST,
    /** The last row. */
    SOUTH,
    /** Column 0. */
    WEST;

    /**
     * The edge across the map.
     *
     * @return the edge across the map
     */
    public Compass opposite() {
      return switch (this) {
        case NORTH -> SOUTH;
        case EAST -> WEST;
        case SOUTH -> NORTH;
        case WEST -> EAST;
      };
    }

    @Override
    public String toString() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /**
   * Checks and copies.
   *
   * @param width columns, 2 to {@value #MAX_SIDE}
   * @param height rows, 2 to {@value #MAX_SIDE}
   * @param sun the side the sun is on (for priority B, "enemy Out of the Sun")
   * @param homeEdges each side's friendly edge, by side name
   */
  public Board {
    Objects.requireNonNull(sun, "sun");
    Objects.requireNonNull(homeEdges, "homeEdges");
    if (width < 2 || height < 2 || width > MAX_SIDE || height > MAX_SIDE) {
      throw new IllegalArgumentException(
          "a board needs 2 x 2 to "
              + MAX_SIDE
              + " x "
              + MAX_SIDE
              + " hexes, was "
              + width
              + " x "
              + height);
    }
    Objects.requireNonNull(sun, "sun");
    homeEdges = Copies.ordered(homeEdges);
  }

  /**
   * The column of {@code hex}.
   *
   * @param hex the hex
   * @return the column of {@code hex}
   */
  public static int column(Hex hex) {
    return hex.q();
  }

  /**
   * The row of {@code hex}.
   *
   * @param hex the hex
   * @return the row
   */
  public static int row(Hex hex) {
    return hex.r() + Math.floorDiv(hex.q(), 2);
  }

  /**
   * The hex at column {@code column}, row {@code row}.
   *
   * @param column the column
   * @param row the row
   * @return the hex
   */
  public static Hex at(int column, int row) {
    return new Hex(column, row - Math.floorDiv(column, 2));
  }

  /**
   * Whether {@code hex} is on the map.
   *
   * @param hex the hex
   * @return whether {@code hex} is on the map
   */
  public boolean contains(Hex hex) {
    int c = column(hex);
    int r = row(hex);
    return c >= 0 && c < width && r >= 0 && r < height;
  }

  /**
   * The edge a hex off the map lies beyond; empty for a hex on the map.
   *
   * @param hex the hex
   * @return the edge, if it is off the map
   */
  public Optional<Compass> beyond(Hex hex) {
    int c = column(hex);
    int r = row(hex);
    if (r < 0) {
      return Optional.of(Compass.NORTH);
    }
    if (r >= height) {
      return Optional.of(Compass.SOUTH);
    }
    if (c < 0) {
      return Optional.of(Compass.WEST);
    }
    if (c >= width) {
      return Optional.of(Compass.EAST);
    }
    return Optional.empty();
  }

  /**
   * What {@code edge} is to {@code side}: friendly (its home), unfriendly (across), or neutral.
   *
   * @param side the side
   * @param edge the edge
   * @return the kind of edge
   */
  public BoardEdge edgeFor(String side, Compass edge) {
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(edge, "edge");
    Compass home = homeEdges.get(side);
    if (home == null) {
      return BoardEdge.NEUTRAL;
    }
    if (home == edge) {
      return BoardEdge.FRIENDLY;
    }
    return home.opposite() == edge ? BoardEdge.UNFRIENDLY : BoardEdge.NEUTRAL;
  }

  /**
   * How many hexes {@code hex} is from {@code edge}, counted in rows or columns.
   *
   * @param hex the hex
   * @param edge the edge
   * @return the distance in hexes
   */
  public int distanceTo(Hex hex, Compass edge) {
    return switch (edge) {
      case NORTH -> row(hex);
      case SOUTH -> height - 1 - row(hex);
      case WEST -> column(hex);
      case EAST -> width - 1 - column(hex);
    };
  }

  /**
   * The edge nearest {@code hex} (ties in compass order).
   *
   * @param hex the hex
   * @return the nearest edge
   */
  public Compass nearestEdge(Hex hex) {
    Compass best = Compass.NORTH;
    for (Compass c : Compass.values()) {
      if (distanceTo(hex, c) < distanceTo(hex, best)) {
        best = c;
      }
    }
    return best;
  }
}
