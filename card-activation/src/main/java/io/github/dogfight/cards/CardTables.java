package io.github.dogfight.cards;

/**
 * The number of activation cards by Awareness (seed 004, "Base number of cards for each pilot" and
 * "... for each gunner"):
 *
 * <pre>
 * pilot:   up to 7: 1, 8-14: 2, 15-16: 3, 17-18: 4, 19-20: 5, 21-23: 6, 24-26: 7, 27+: 8
 * gunner:  up to 7: 1, 8-14: 2, 15-17: 3, 18+: 4
 * ground and mission assets: 1 card each
 * </pre>
 */
public final class CardTables {
  private CardTables() {}

  /** Base cards of a pilot with {@code awareness}. */
  public static int pilotCards(int awareness) {
    int[] upper = {7, 14, 16, 18, 20, 23, 26};
    for (int i = 0; i < upper.length; i++) {
      if (awareness <= upper[i]) {
        return i + 1;
      }
    }
    return 8;
  }

  /** Base cards of a rear gunner with {@code awareness}. */
  public static int gunnerCards(int awareness) {
    if (awareness <= 7) {
      return 1;
    }
    if (awareness <= 14) {
      return 2;
    }
    return awareness <= 17 ? 3 : 4;
  }

  /** Base cards of an asset. */
  public static int baseCards(AssetKind kind, int awareness) {
    return switch (kind) {
      case PILOT -> pilotCards(awareness);
      case GUNNER -> gunnerCards(awareness);
      case GROUND -> 1;
    };
  }
}
