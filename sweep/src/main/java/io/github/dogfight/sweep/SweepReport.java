package io.github.dogfight.sweep;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A sweep's summary as text and as JSON: each variant's wins per side and end reasons as shares
 * with their Wilson intervals, each share's difference from the baseline variant with its interval,
 * game lengths, survivors, and the games a chosen precision needs. Both depend on the tallies
 * alone, so a sweep run on one machine and on Spark print the same bytes.
 */
public final class SweepReport {
  /** The precision the summary says how many games it needs: within one percentage point. */
  public static final double PRECISION = 0.01;

  private SweepReport() {}

  /**
   * The summary as text, {@link Confidence#DEFAULT 95%} intervals.
   *
   * @param result the sweep's outcome
   * @return the text, lines ending in {@code \n}
   */
  public static String text(SweepResult result) {
    StringBuilder out = new StringBuilder();
    SweepSpec spec = result.spec();
    Tally base = result.baseline();
    out.append(
        String.format(
            Locale.ROOT,
            "Sweep of %s: %d variant%s, %d games each (master seed %d), baseline '%s'%n",
            spec.rules(),
            spec.variants().size(),
            spec.variants().size() == 1 ? "" : "s",
            spec.games(),
            spec.seed(),
            spec.baseline()));
    for (Tally t : result.tallies()) {
      SweepSpec.Variant v = spec.variant(t.variant());
      out.append('\n').append(t.variant()).append(" (").append(describe(v)).append(")\n");
      int width = width(t);
      boolean compare = !t.variant().equals(base.variant());
      out.append("  wins\n");
      for (Map.Entry<String, Long> w : t.winCounts().entrySet()) {
        line(out, width, w.getKey(), t.wins(w.getKey()), compare ? base.wins(w.getKey()) : null);
      }
      out.append("  ended\n");
      for (Map.Entry<String, Long> e : t.endCounts().entrySet()) {
        line(out, width, e.getKey(), t.ended(e.getKey()), compare ? base.ended(e.getKey()) : null);
      }
      out.append(
          String.format(
              Locale.ROOT,
              "  length: mean %s turns, shortest %d, longest %d%n",
              decimal(t.meanTurns().orElse(0.0), 2),
              t.lengths().isEmpty() ? 0 : t.lengths().firstKey(),
              t.lengths().isEmpty() ? 0 : t.lengths().lastKey()));
      out.append("  aircraft left (mean):");
      t.survivorTotals()
          .forEach(
              (side, n) ->
                  out.append(' ')
                      .append(side)
                      .append(' ')
                      .append(decimal((double) n / Math.max(1, t.games()), 2)));
      out.append('\n');
    }
    out.append(
        String.format(
            Locale.ROOT,
            "%nPrecision: the widest 95%% interval above is +/-%s points; +/-%s point needs %d"
                + " games per variant (a share near 50%%).%n",
            decimal(widest(result) * 100, 1),
            decimal(PRECISION * 100, 0),
            Share.gamesNeeded(PRECISION, Confidence.DEFAULT, 0.5)));
    return out.toString();
  }

  private static int width(Tally t) {
    int w = 0;
    for (String k : t.winCounts().keySet()) {
      w = Math.max(w, k.length());
    }
    for (String k : t.endCounts().keySet()) {
      w = Math.max(w, k.length());
    }
    return w;
  }

  private static void line(
      StringBuilder out, int width, String label, Share share, @Nullable Share base) {
    out.append(String.format(Locale.ROOT, "    %-" + width + "s  %s", label, share.describe()));
    if (base != null) {
      out.append("  vs baseline ").append(share.minus(base, Confidence.DEFAULT).describe());
    }
    out.append('\n');
  }

  private static double widest(SweepResult result) {
    double w = 0;
    for (Tally t : result.tallies()) {
      for (String k : t.winCounts().keySet()) {
        w = Math.max(w, t.wins(k).wilson(Confidence.DEFAULT).halfWidth());
      }
    }
    return w;
  }

  /** What a variant changes, in words. */
  static String describe(SweepSpec.Variant v) {
    StringBuilder s = new StringBuilder();
    v.activation().ifPresent(a -> s.append("activation ").append(a));
    for (SweepSpec.Patch p : v.patches()) {
      sep(s)
          .append("patch ")
          .append(p.table())
          .append(" [")
          .append(p.row())
          .append(", ")
          .append(p.column())
          .append("] = ")
          .append(p.cell());
    }
    v.forces().forEach((plane, type) -> sep(s).append(plane).append(" flies ").append(type));
    v.bots().forEach((side, bot) -> sep(s).append(side).append(" bot ").append(bot));
    return s.length() == 0 ? "the rule set as it comes" : s.toString();
  }

  private static StringBuilder sep(StringBuilder s) {
    return s.length() == 0 ? s : s.append("; ");
  }

  private static String decimal(double x, int places) {
    return BigDecimal.valueOf(x).setScale(places, RoundingMode.HALF_EVEN).toPlainString();
  }

  private static BigDecimal number(double x) {
    return BigDecimal.valueOf(x).setScale(6, RoundingMode.HALF_EVEN);
  }

  /**
   * The summary as one line of JSON, {@link Confidence#DEFAULT 95%} intervals: the spec's rules,
   * seed, games and baseline, then per variant its changes, games, wins and end reasons (count,
   * share, low, high, and against the baseline: difference, low, high), mean turns, the length
   * histogram, and the mean aircraft left per side. Numbers have six decimals, the confidence level
   * as it is (0.95, as {@code simulate --json} writes it).
   *
   * @param result the sweep's outcome
   * @return the JSON text, without a line break
   */
  public static String json(SweepResult result) {
    ObjectNode root = JsonNodeFactory.instance.objectNode();
    SweepSpec spec = result.spec();
    root.put("rules", spec.rules());
    root.put("seed", spec.seed());
    root.put("games", spec.games());
    root.put("baseline", spec.baseline());
    root.put("confidence", Confidence.DEFAULT);
    Tally base = result.baseline();
    var variants = root.putArray("variants");
    for (Tally t : result.tallies()) {
      ObjectNode v = variants.addObject();
      v.put("name", t.variant());
      v.put("changes", describe(spec.variant(t.variant())));
      v.put("games", t.games());
      boolean compare = !t.variant().equals(base.variant());
      ObjectNode wins = v.putObject("wins");
      t.winCounts()
          .keySet()
          .forEach(k -> share(wins.putObject(k), t.wins(k), compare ? base.wins(k) : null));
      ObjectNode ends = v.putObject("ends");
      t.endCounts()
          .keySet()
          .forEach(k -> share(ends.putObject(k), t.ended(k), compare ? base.ended(k) : null));
      v.put("meanTurns", number(t.meanTurns().orElse(0.0)));
      ObjectNode lengths = v.putObject("lengths");
      t.lengths().forEach((turns, n) -> lengths.put(String.valueOf(turns), n));
      ObjectNode left = v.putObject("meanSurvivors");
      t.survivorTotals()
          .forEach((side, n) -> left.put(side, number((double) n / Math.max(1, t.games()))));
    }
    try {
      return new ObjectMapper()
          .disable(SerializationFeature.INDENT_OUTPUT)
          .writeValueAsString(root);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a JSON tree could not be written", e);
    }
  }

  private static void share(ObjectNode node, Share s, @Nullable Share base) {
    Interval i = s.wilson(Confidence.DEFAULT);
    node.put("count", s.count());
    node.put("share", number(s.fraction()));
    node.put("low", number(i.low()));
    node.put("high", number(i.high()));
    if (base != null) {
      Share.Difference d = s.minus(base, Confidence.DEFAULT);
      ObjectNode vs = node.putObject("vsBaseline");
      vs.put("difference", number(d.estimate()));
      vs.put("low", number(d.interval().low()));
      vs.put("high", number(d.interval().high()));
    }
  }
}
