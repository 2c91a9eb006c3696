package io.github.dogfight.cy6;

import java.util.List;
import java.util.Objects;

/**
 * A Lucky Hit Table result (seed 002, B4.2.4), as the table cell writes it.
 *
 * @param roll the 2d6 roll, 2 to 12
 * @param column the table column, such as {@code Bomber Cannon}
 * @param text the cell as written
 * @param heading the result's name, the cell's words before its first {@code +} or {@code -}, such
 *     as {@code Pilot Killed}
 * @param codes the additional damage codes it names, such as {@code [*C]}
 */
public record LuckyHit(int roll, String column, String text, String heading, List<String> codes) {
  /** Checks and copies. */
  public LuckyHit {
    Objects.requireNonNull(column, "column");
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(heading, "heading");
    codes = List.copyOf(codes);
  }

  /** The cell's heading: its words before the first {@code " +"} or {@code "-"}. */
  static String headingOf(String text) {
    int cut = text.length();
    int plus = text.indexOf(" +");
    if (plus >= 0) {
      cut = plus;
    }
    int dash = text.indexOf('-');
    if (dash >= 0 && dash < cut) {
      cut = dash;
    }
    return text.substring(0, cut).strip();
  }
}
