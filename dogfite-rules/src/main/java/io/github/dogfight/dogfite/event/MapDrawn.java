package io.github.dogfight.dogfite.event;

import io.github.dogfight.dogfite.DogfiteEvent;
import io.github.dogfight.dogfite.Placement;
import io.github.dogfight.dogfite.internal.map.HexMap;
import io.github.dogfight.dogfite.internal.narration.Narration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The positions at the end of a turn; {@link #map()} draws them as a small text map.
 *
 * @param turn the turn
 * @param aircraft the aircraft still flying, each with its letter on the map
 */
public record MapDrawn(int turn, List<Marker> aircraft) implements DogfiteEvent {
  /**
   * Copies the list.
   *
   * @param turn the turn
   * @param aircraft the aircraft still flying, each with its letter on the map
   */
  public MapDrawn {
    Objects.requireNonNull(aircraft, "aircraft");
    aircraft = List.copyOf(aircraft);
  }

  /**
   * One aircraft on the map.
   *
   * @param letter its letter on the map
   * @param plane its name in the legend
   * @param placement where it is
   * @param speed its speed
   */
  public record Marker(char letter, String plane, Placement placement, int speed) {
    /**
     * Checks the fields.
     *
     * @param letter its letter on the map
     * @param plane its name in the legend
     * @param placement where it is
     * @param speed its speed
     */
    public Marker {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(placement, "placement");
    }
  }

  /** The tallest map drawn, in hex rows; farther apart, only the legend. */
  public static final int MAX_ROWS = 8;

  /**
   * The map and its legend: a staggered hex grid, one letter per aircraft, with the q of each
   * column along the top and the r of each line's first hex at the left; after turn 1, the first
   * map of a duel, a key to the symbols too (later maps leave it out: it does not change).
   *
   * @return the map and its legend, and after turn 1 the key
   */
  public String map() {
    return HexMap.labelledIfSmall(aircraft, MAX_ROWS, turn == 1);
  }

  @Override
  public String phase() {
    return "End of turn";
  }

  @Override
  public Optional<String> actor() {
    return Optional.empty();
  }

  @Override
  public String narration() {
    return Narration.of(this);
  }
}
