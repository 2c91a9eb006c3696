package io.github.dogfight.testkit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Breaches by kind, the first ten of each kept, the rest counted: what the checks report. */
final class Findings {
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
}
