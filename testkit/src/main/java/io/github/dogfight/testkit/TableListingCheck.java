package io.github.dogfight.testkit;

import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.core.table.TableListing;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Checks that a rule set's {@link RuleSet#tableListings()} are the tables its engine uses, so that
 * a rule author can write a variant from the listing alone:
 *
 * <ul>
 *   <li>the names are distinct, and the patchable listings are {@link RuleSet#patchableTables()},
 *       in that order, before any listed for reference only;
 *   <li>every cell of every patchable table, patched back to its own text with its listed labels,
 *       is accepted by {@link RuleSet#withTablePatch} and leaves every listing unchanged;
 *   <li>all those patches together change nothing in play: the sample engagement, played by the
 *       default bots from the same seed, tells the same events in the same words;
 *   <li>a patch shows in the listing: for each patchable table, the first cell that accepts another
 *       cell of its column (or row) is listed with the new text, and nothing else changes;
 *   <li>a table listed for reference only, and a name that is no table, are refused by {@link
 *       RuleSet#withTablePatch} with an {@link IllegalArgumentException}.
 * </ul>
 *
 * <pre>{@code
 * TableListingCheck.Report report = TableListingCheck.assertSound(new MyRules(), 1L);
 * assertThat(report.cellsPatched()).isPositive();
 * }</pre>
 */
public final class TableListingCheck {
  private TableListingCheck() {}

  /**
   * What the check covered.
   *
   * @param tables the tables listed
   * @param cellsPatched the cells patched back to their own text
   * @param changesShown the patchable tables where a changed cell was seen in the listing
   * @param events the events of the game played with every cell patched
   */
  public record Report(int tables, int cellsPatched, int changesShown, int events) {}

  /**
   * Runs every check on {@code rules}, playing its sample engagement from {@code seed}.
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param rules the rule set
   * @param seed the seed of the sample engagement played with and without the patches
   * @return what was covered
   * @throws AssertionError naming the table, row, column and cell of the first breach
   */
  public static <S extends GameState, C extends Command> Report assertSound(
      RuleSet<S, C> rules, long seed) {
    Objects.requireNonNull(rules, "rules");
    List<TableListing> listings = rules.tableListings();
    Set<String> names = new HashSet<>();
    List<String> patchable = new ArrayList<>();
    boolean readOnlySeen = false;
    for (TableListing t : listings) {
      check(names.add(t.name()), "table '" + t.name() + "' is listed twice");
      if (t.patchable()) {
        check(!readOnlySeen, "patchable table '" + t.name() + "' is listed after a read-only one");
        patchable.add(t.name());
      } else {
        readOnlySeen = true;
      }
    }
    check(
        patchable.equals(rules.patchableTables()),
        "the patchable listings "
            + patchable
            + " are not patchableTables() "
            + rules.patchableTables());

    RuleSet<S, C> all = rules;
    int cells = 0;
    int shown = 0;
    for (TableListing t : listings) {
      if (!t.patchable()) {
        refused(rules, t.name(), t.rowLabels().get(0), t.columnLabels().get(0), "0");
        continue;
      }
      for (int r = 0; r < t.rowLabels().size(); r++) {
        for (int c = 0; c < t.columnLabels().size(); c++) {
          String row = t.rowLabels().get(r);
          String column = t.columnLabels().get(c);
          String cell = t.cells().get(r).get(c);
          RuleSet<S, C> same = patch(rules, t, row, column, cell);
          check(
              same.tableListings().equals(listings),
              at(t, row, column, cell) + " patched to its own text changed the listings");
          all = patch(all, t, row, column, cell);
          cells++;
        }
      }
      if (changeShown(rules, listings, t)) {
        shown++;
      }
    }
    refused(rules, "no such table " + names.size(), "-", "-", "0");
    check(all.tableListings().equals(listings), "every cell patched changed the listings");

    List<String> before = told(rules, seed);
    List<String> after = told(all, seed);
    check(
        before.equals(after),
        "the sample engagement from seed "
            + seed
            + " played differently with every cell patched to its own text; first difference at"
            + " event "
            + firstDifference(before, after));
    return new Report(listings.size(), cells, shown, before.size());
  }

  /** Replaces the first cell that takes another cell of its column or row; true if one did. */
  private static <S extends GameState, C extends Command> boolean changeShown(
      RuleSet<S, C> rules, List<TableListing> listings, TableListing t) {
    int index = listings.indexOf(t);
    for (int r = 0; r < t.rowLabels().size(); r++) {
      for (int c = 0; c < t.columnLabels().size(); c++) {
        String cell = t.cells().get(r).get(c);
        for (String other : others(t, r, c)) {
          if (other.equals(cell)) {
            continue;
          }
          RuleSet<S, C> changed;
          try {
            changed =
                rules.withTablePatch(
                    t.name(), t.rowLabels().get(r), t.columnLabels().get(c), other);
          } catch (IllegalArgumentException e) {
            continue; // the engine cannot read that cell there; try another
          }
          List<TableListing> now = changed.tableListings();
          List<List<String>> expected = new ArrayList<>();
          for (List<String> row : t.cells()) {
            expected.add(new ArrayList<>(row));
          }
          expected.get(r).set(c, other);
          check(
              now.size() == listings.size() && now.get(index).cells().equals(expected),
              at(t, t.rowLabels().get(r), t.columnLabels().get(c), other)
                  + " was accepted but the listing does not show it there alone");
          for (int i = 0; i < listings.size(); i++) {
            check(
                i == index || now.get(i).equals(listings.get(i)),
                at(t, t.rowLabels().get(r), t.columnLabels().get(c), other)
                    + " changed table '"
                    + listings.get(i).name()
                    + "' too");
          }
          return true;
        }
      }
    }
    return false;
  }

  /** The other cells of the column, then of the row. */
  private static List<String> others(TableListing t, int r, int c) {
    List<String> out = new ArrayList<>();
    for (List<String> row : t.cells()) {
      out.add(row.get(c));
    }
    out.addAll(t.cells().get(r));
    return out;
  }

  private static <S extends GameState, C extends Command> RuleSet<S, C> patch(
      RuleSet<S, C> rules, TableListing t, String row, String column, String cell) {
    try {
      return rules.withTablePatch(t.name(), row, column, cell);
    } catch (IllegalArgumentException e) {
      throw new AssertionError(
          at(t, row, column, cell) + " as listed was refused: " + e.getMessage(), e);
    }
  }

  private static void refused(
      RuleSet<?, ?> rules, String table, String row, String column, String cell) {
    try {
      rules.withTablePatch(table, row, column, cell);
    } catch (IllegalArgumentException e) {
      return;
    }
    throw new AssertionError(
        "table '" + table + "' is not patchable, yet withTablePatch accepted a patch of it");
  }

  private static <S extends GameState, C extends Command> List<String> told(
      RuleSet<S, C> rules, long seed) {
    Game<S, C> end = Simulation.playOut(Game.start(rules, rules.sampleEngagement(seed)));
    List<String> out = new ArrayList<>();
    for (GameEvent e : end.log().events()) {
      out.add(e.getClass().getSimpleName() + ": " + e.narration());
    }
    return out;
  }

  private static int firstDifference(List<String> a, List<String> b) {
    int i = 0;
    while (i < a.size() && i < b.size() && a.get(i).equals(b.get(i))) {
      i++;
    }
    return i;
  }

  private static String at(TableListing t, String row, String column, String cell) {
    return "table '"
        + t.name()
        + "', row '"
        + row
        + "', column '"
        + column
        + "', cell '"
        + cell
        + "'";
  }

  private static void check(boolean ok, String message) {
    if (!ok) {
      throw new AssertionError(message);
    }
  }
}
