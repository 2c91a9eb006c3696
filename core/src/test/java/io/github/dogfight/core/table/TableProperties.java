package io.github.dogfight.core.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

class TableProperties {
  /** Contiguous bands from widths: the first open below, the last open above. */
  static List<String> bands(List<Integer> widths, int start) {
    List<String> labels = new ArrayList<>();
    labels.add("<" + start);
    int lo = start;
    for (int w : widths) {
      labels.add(w == 1 ? Integer.toString(lo) : lo + "-" + (lo + w - 1));
      lo += w;
    }
    labels.add(lo + "+");
    return labels;
  }

  static RuleTable<String, Integer> table(List<String> labels) {
    List<Cell> row = new ArrayList<>();
    for (int i = 0; i < labels.size(); i++) {
      row.add(new Cell.Value(i));
    }
    return RuleTable.of(
        "t",
        new Citation("test", ""),
        Labels.of("", "r"),
        Bands.of("value", Ends.CLAMP, labels),
        Ends.CLAMP,
        List.of(row));
  }

  /** Every integer falls in exactly the band whose range holds it. */
  @Property(tries = 200)
  void everyValueFallsInItsBand(
      @ForAll @Size(min = 1, max = 8) List<@IntRange(min = 1, max = 6) Integer> widths,
      @ForAll @IntRange(min = -20, max = 20) int start,
      @ForAll @IntRange(min = -60, max = 80) int value) {
    RuleTable<String, Integer> t = table(bands(widths, start));
    int expected = 0;
    if (value >= start) {
      int lo = start;
      expected = widths.size() + 1;
      for (int i = 0; i < widths.size(); i++) {
        if (value < lo + widths.get(i)) {
          expected = i + 1;
          break;
        }
        lo += widths.get(i);
      }
    }
    assertThat(t.cell("r", value)).isEqualTo(new Cell.Value(expected));
  }

  /** Shifts add up: two shifts read the same cell as their sum, clamped at the ends. */
  @Property(tries = 200)
  void shiftsAddUpAndClamp(
      @ForAll @Size(min = 1, max = 8) List<@IntRange(min = 1, max = 6) Integer> widths,
      @ForAll @IntRange(min = -30, max = 60) int value,
      @ForAll @IntRange(min = -6, max = 6) int a,
      @ForAll @IntRange(min = -6, max = 6) int b) {
    RuleTable<String, Integer> t = table(bands(widths, 0));
    Cell one = t.cell("r", value, new Shift(a).plus(new Shift(b)));
    Cell sum = t.cell("r", value, new Shift(a + b));
    assertThat(one).isEqualTo(sum);
    int base = ((Cell.Value) t.cell("r", value)).value();
    int last = widths.size() + 1;
    assertThat(((Cell.Value) sum).value()).isEqualTo(Math.max(0, Math.min(last, base + a + b)));
  }
}
