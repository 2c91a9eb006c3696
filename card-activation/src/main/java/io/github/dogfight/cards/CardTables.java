package io.github.dogfight.cards;

import io.github.dogfight.core.table.RuleTable;
import io.github.dogfight.core.table.TableListing;
import io.github.dogfight.core.table.TableReader;
import java.util.List;

/**
 * The number of activation cards by Awareness (rules 004, "Base number of cards for each pilot" and
 * "... for each gunner"), read from the table files {@code pilot-cards.txt} and {@code
 * gunner-cards.txt} beside this class:
 *
 * <pre>
 * pilot:   up to 7: 1, 8-14: 2, 15-16: 3, 17-18: 4, 19-20: 5, 21-23: 6, 24-26: 7, 27+: 8
 * gunner:  up to 7: 1, 8-14: 2, 15-17: 3, 18+: 4
 * ground and mission assets: 1 card each
 * </pre>
 */
public final class CardTables {
  private static final RuleTable<Integer, String> PILOT =
      TableReader.readResource(
          "pilot-cards.txt",
          CardTables.class.getResourceAsStream("pilot-cards.txt"),
          Integer.class,
          String.class);
  private static final RuleTable<Integer, String> GUNNER =
      TableReader.readResource(
          "gunner-cards.txt",
          CardTables.class.getResourceAsStream("gunner-cards.txt"),
          Integer.class,
          String.class);

  /**
   * The tables' cards for Awareness 0 to {@value #PRECOMPUTED}, read once: both tables clamp their
   * bands, so these cover every row; other values are read from the tables.
   */
  private static final int PRECOMPUTED = 40;

  private static final int[] PILOT_CARDS = precompute(PILOT);
  private static final int[] GUNNER_CARDS = precompute(GUNNER);

  private CardTables() {}

  private static int[] precompute(RuleTable<Integer, String> table) {
    int[] out = new int[PRECOMPUTED + 1];
    for (int a = 0; a <= PRECOMPUTED; a++) {
      out[a] = table.cell(a).number().orElseThrow();
    }
    return out;
  }

  /**
   * The pilot table, for display and for variants that patch it.
   *
   * @return the pilot table, for display and for variants that patch it
   */
  public static RuleTable<Integer, String> pilotTable() {
    return PILOT;
  }

  /**
   * The gunner table, for display and for variants that patch it.
   *
   * @return the gunner table, for display and for variants that patch it
   */
  public static RuleTable<Integer, String> gunnerTable() {
    return GUNNER;
  }

  /**
   * The pilot and gunner tables as listings for reference ({@code RuleSet.tableListings()} of a
   * rule set that offers the card activation): read-only, since the card counts are the same for
   * every rule set and no rule set patches them.
   *
   * @return the pilot table's listing, then the gunner table's
   */
  public static List<TableListing> listings() {
    return List.of(TableListing.readOnly(PILOT), TableListing.readOnly(GUNNER));
  }

  /**
   * Base cards of a pilot with {@code awareness}.
   *
   * @param awareness the pilot's Awareness
   * @return the cards the table gives
   */
  public static int pilotCards(int awareness) {
    if (awareness >= 0 && awareness <= PRECOMPUTED) {
      return PILOT_CARDS[awareness];
    }
    return PILOT.cell(awareness).number().orElseThrow();
  }

  /**
   * Base cards of a rear gunner with {@code awareness}.
   *
   * @param awareness the gunner's Awareness
   * @return the cards the table gives
   */
  public static int gunnerCards(int awareness) {
    if (awareness >= 0 && awareness <= PRECOMPUTED) {
      return GUNNER_CARDS[awareness];
    }
    return GUNNER.cell(awareness).number().orElseThrow();
  }

  /**
   * Base cards of an asset.
   *
   * @param kind the kind of asset
   * @param awareness its Awareness
   * @return the cards before threats
   */
  public static int baseCards(AssetKind kind, int awareness) {
    return switch (kind) {
      case PILOT -> pilotCards(awareness);
      case GUNNER -> gunnerCards(awareness);
      case GROUND -> 1;
    };
  }
}
