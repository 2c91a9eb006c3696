package io.github.dogfight.cy6;

import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What an aircraft carries for a surface attack (rules 002, C3.0): a bomb load by weight, rockets
 * or a torpedo. Each is dropped (or fired) in one attack; strafing needs none.
 */
public enum Ordnance {
  /** "Very Light (&lt;500lb)" bombs. */
  VERY_LIGHT_BOMBS("Very Light (<500lb)"),
  /** "Light (500-1500lb)" bombs. */
  LIGHT_BOMBS("Light (500-1500lb)"),
  /** "Med (1501-4000lb)" bombs. */
  MEDIUM_BOMBS("Med (1501-4000lb)"),
  /** "Heavy (4000lb+)" bombs. */
  HEAVY_BOMBS("Heavy (4000lb+)"),
  /** Rockets (a "Rocket Attack"; no bomb-load row, an assumption). */
  ROCKETS(null),
  /** A torpedo ("Torpedo Attack"). */
  TORPEDO(null);

  private final Optional<String> loadRow;

  Ordnance(@Nullable String loadRow) {
    this.loadRow = Optional.ofNullable(loadRow);
  }

  /**
   * Its "Bomb-load of Attacker" row, for bombs.
   *
   * @return its "Bomb-load of Attacker" row, for bombs
   */
  public Optional<String> loadRow() {
    return loadRow;
  }

  /** Its name in words: "heavy bombs", "rockets", "a torpedo". */
  @Override
  public String toString() {
    return this == TORPEDO
        ? "a torpedo"
        : name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
  }

  /**
   * Whether it is a bomb load.
   *
   * @return whether it is a bomb load
   */
  public boolean bombs() {
    return loadRow.isPresent();
  }
}
