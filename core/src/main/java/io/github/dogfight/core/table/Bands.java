package io.github.dogfight.core.table;

import com.google.common.collect.BoundType;
import com.google.common.collect.ImmutableRangeMap;
import com.google.common.collect.Range;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An axis of numeric bands, such as firepower {@code <1, 1-2, 3-5, ..., 31+} or Awareness {@code Up
 * to 7, 8-14, ..., 27+}. A value is looked up in a Guava range map; a value below the first band or
 * above the last is clamped to it or refused, as the axis says, and a value in a gap between bands
 * is always refused.
 *
 * <p>Band labels:
 *
 * <pre>
 * &lt;N          below N              &lt;=N, Up to N   N or below
 * N+, N +, &gt;=N N or above           &gt;N             above N
 * N-M         N to M                 N               exactly N
 * </pre>
 */
public final class Bands implements Axis<Integer> {
  private static final Pattern RANGE = Pattern.compile("(-?\\d{1,9})\\s*-\\s*(-?\\d{1,9})");
  private static final Pattern SINGLE = Pattern.compile("-?\\d{1,9}");
  private static final Pattern AT_LEAST =
      Pattern.compile("(?:>=\\s*(-?\\d{1,9})|(-?\\d{1,9})\\s*\\+)");
  private static final Pattern ABOVE = Pattern.compile(">\\s*(-?\\d{1,9})");
  private static final Pattern BELOW = Pattern.compile("<\\s*(-?\\d{1,9})");
  private static final Pattern AT_MOST =
      Pattern.compile("(?:<=\\s*|(?i:up\\s+to)\\s+)(-?\\d{1,9})");

  private final String title;
  private final List<String> labels;
  private final Ends ends;
  private final ImmutableRangeMap<Integer, Integer> bands;
  private final List<Range<Integer>> ranges;

  private Bands(String title, List<String> labels, Ends ends) {
    this.title = Objects.requireNonNull(title, "title");
    this.ends = Objects.requireNonNull(ends, "ends");
    if (labels.isEmpty()) {
      throw new IllegalArgumentException("an axis has at least one band");
    }
    List<String> ls = new ArrayList<>();
    List<Range<Integer>> rs = new ArrayList<>();
    ImmutableRangeMap.Builder<Integer, Integer> b = ImmutableRangeMap.builder();
    for (int i = 0; i < labels.size(); i++) {
      String l = labels.get(i).strip();
      Range<Integer> r = parse(l);
      if (!rs.isEmpty() && !below(rs.get(rs.size() - 1), r)) {
        throw new IllegalArgumentException(
            "band '" + l + "' does not lie above band '" + ls.get(ls.size() - 1) + "'");
      }
      ls.add(l);
      rs.add(r);
      b.put(r, i);
    }
    this.labels = List.copyOf(ls);
    this.ranges = List.copyOf(rs);
    this.bands = b.build();
  }

  /**
   * An axis of bands labelled {@code labels}, ascending and not overlapping.
   *
   * @param title the axis's title
   * @param ends how the first and last bands extend
   * @param labels the bands' labels
   * @return the axis
   * @throws IllegalArgumentException naming a label that is not a band or out of order
   */
  public static Bands of(String title, Ends ends, String... labels) {
    Objects.requireNonNull(labels, "labels");
    return new Bands(title, List.of(labels), ends);
  }

  /**
   * An axis of bands labelled {@code labels}, ascending and not overlapping.
   *
   * @param title the axis's title
   * @param ends how the first and last bands extend
   * @param labels the bands' labels
   * @return the axis
   * @throws IllegalArgumentException naming a label that is not a band or out of order
   */
  public static Bands of(String title, Ends ends, List<String> labels) {
    return new Bands(title, labels, ends);
  }

  /**
   * The range a band label stands for.
   *
   * @throws IllegalArgumentException if {@code label} is not a band
   */
  static Range<Integer> parse(String label) {
    String l = label.strip();
    Matcher range = RANGE.matcher(l);
    if (range.matches()) {
      int lo = Integer.parseInt(range.group(1));
      int hi = Integer.parseInt(range.group(2));
      if (lo > hi) {
        throw new IllegalArgumentException("band '" + l + "' runs backwards");
      }
      return Range.closed(lo, hi);
    }
    if (SINGLE.matcher(l).matches()) {
      int v = Integer.parseInt(l);
      return Range.closed(v, v);
    }
    Matcher atLeast = AT_LEAST.matcher(l);
    if (atLeast.matches()) {
      String n = atLeast.group(1) != null ? atLeast.group(1) : atLeast.group(2);
      return Range.atLeast(Integer.parseInt(n));
    }
    Matcher atMost = AT_MOST.matcher(l);
    if (atMost.matches()) {
      return Range.atMost(Integer.parseInt(atMost.group(1)));
    }
    Matcher above = ABOVE.matcher(l);
    if (above.matches()) {
      return Range.greaterThan(Integer.parseInt(above.group(1)));
    }
    Matcher below = BELOW.matcher(l);
    if (below.matches()) {
      return Range.lessThan(Integer.parseInt(below.group(1)));
    }
    throw new IllegalArgumentException(
        "'" + l + "' is not a band (write <N, <=N, Up to N, N-M, N, N+ or >N)");
  }

  /** Whether every value of {@code a} lies below every value of {@code b}. */
  private static boolean below(Range<Integer> a, Range<Integer> b) {
    if (!a.hasUpperBound() || !b.hasLowerBound()) {
      return false;
    }
    int top = a.upperEndpoint() - (a.upperBoundType() == BoundType.OPEN ? 1 : 0);
    int bottom = b.lowerEndpoint() + (b.lowerBoundType() == BoundType.OPEN ? 1 : 0);
    return top < bottom;
  }

  /**
   * What the axis does with values beyond its first and last bands.
   *
   * @return what the axis does with values beyond its first and last bands
   */
  public Ends ends() {
    return ends;
  }

  @Override
  public String title() {
    return title;
  }

  @Override
  public List<String> labels() {
    return labels;
  }

  @Override
  public OptionalInt find(Integer key) {
    Integer i = bands.get(key);
    if (i != null) {
      return OptionalInt.of(i);
    }
    if (ends == Ends.CLAMP) {
      if (beforeFirst(key)) {
        return OptionalInt.of(0);
      }
      if (afterLast(key)) {
        return OptionalInt.of(ranges.size() - 1);
      }
    }
    return OptionalInt.empty();
  }

  @Override
  public String whyNot(Integer key) {
    boolean outside = beforeFirst(key) || afterLast(key);
    return (outside ? "lies beyond the bands " : "falls between the bands ")
        + String.join(", ", labels);
  }

  /** Whether {@code key} lies below the first band (an open bound's own value included). */
  private boolean beforeFirst(int key) {
    Range<Integer> first = ranges.get(0);
    return first.hasLowerBound() && key <= first.lowerEndpoint() && !first.contains(key);
  }

  /** Whether {@code key} lies above the last band (an open bound's own value included). */
  private boolean afterLast(int key) {
    Range<Integer> last = ranges.get(ranges.size() - 1);
    return last.hasUpperBound() && key >= last.upperEndpoint() && !last.contains(key);
  }

  @Override
  public String header() {
    return "bands " + ends.name().toLowerCase(java.util.Locale.ROOT) + " " + title;
  }

  @Override
  public boolean equals(@org.jspecify.annotations.Nullable Object o) {
    return o instanceof Bands b
        && title.equals(b.title)
        && labels.equals(b.labels)
        && ends == b.ends;
  }

  @Override
  public int hashCode() {
    return Objects.hash(title, labels, ends);
  }

  @Override
  public String toString() {
    return "Bands[" + title + ": " + String.join(", ", labels) + "; " + ends + "]";
  }
}
