package io.github.dogfight.testkit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** Breaches by kind, the first ten of each kept, the rest counted: what the checks report. */
final class Findings {
  /** Longest text quoted in a breach. */
  private static final int QUOTED = 240;

  private final Map<String, List<String>> byKind = new LinkedHashMap<>();
  private final Map<String, Integer> counts = new LinkedHashMap<>();

  /** Records {@code breach}, of kind {@code kind}. */
  void add(String kind, String breach) {
    counts.merge(kind, 1, Integer::sum);
    List<String> list = byKind.computeIfAbsent(kind, k -> new ArrayList<>());
    if (list.size() < 10) {
      list.add(breach);
    }
  }

  /** Every breach kept, kind by kind, each kind's overflow counted in a last line. */
  List<String> all() {
    List<String> all = new ArrayList<>();
    byKind.forEach(
        (kind, list) -> {
          all.addAll(list);
          int more = counts.getOrDefault(kind, 0) - list.size();
          if (more > 0) {
            all.add("... and " + more + " more of the kind: " + kind);
          }
        });
    return all;
  }

  /**
   * Fails listing {@code breaches} when there is any, as a check's {@code run} does.
   *
   * @param rules the rule set's name
   * @param what what the rule set does wrong, in words
   * @param breaches the breaches found
   * @throws AssertionError listing every breach if there is any
   */
  static void assertNone(String rules, String what, List<String> breaches) {
    if (!breaches.isEmpty()) {
      throw new AssertionError(
          "rule set '" + rules + "' " + what + ":\n  " + String.join("\n  ", breaches));
    }
  }

  /** {@code value} in words, cut after {@value #QUOTED} characters, for quoting in a breach. */
  static String quote(@Nullable Object value) {
    String text = String.valueOf(value);
    return text.length() <= QUOTED ? text : text.substring(0, QUOTED) + "...";
  }
}
