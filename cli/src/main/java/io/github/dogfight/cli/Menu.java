package io.github.dogfight.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The numbered choices {@code play} shows for a list of command descriptions: the list itself when
 * it is short, else one level of groups by the first words of the descriptions, so that a long list
 * (hundreds of plots) stays readable and every command stays reachable.
 *
 * <p>The grouping knows nothing of any rule set; it works from the descriptions alone:
 *
 * <ol>
 *   <li>A list of at most {@link #LIMIT} commands is shown whole.
 *   <li>The words every description begins with (the actor's name, "plots") are set aside.
 *   <li>For k = 1, 2, ... the next k words of each description are its key ("level", "turns 2
 *       right"); descriptions with equal keys form a group. The k chosen makes the fewest lines to
 *       read on the way to any command (the groups plus the largest group) with at most {@link
 *       #LIMIT} groups, the fewest words among equals; when even one word gives more than {@link
 *       #LIMIT} groups, one word it is: the top level is then longer, never incomplete.
 *   <li>Groups keep the order of their first command, and commands keep their order in a group. A
 *       group of one command is shown as that command.
 * </ol>
 *
 * <p>Every command of the list is in exactly one entry: a person reaches it by the entry's number,
 * or, in a group, by the group's number, a dot and its place ({@code 3.2}).
 */
final class Menu {
  /** The most entries a list shows without grouping, and the most groups a grouping aims for. */
  static final int LIMIT = 20;

  /**
   * One numbered entry of the top level.
   *
   * @param label what the entry shows: a command's description, or a group's common words
   * @param members the indexes (into the listed commands) of the entry's commands, in list order
   */
  record Entry(String label, List<Integer> members) {
    Entry {
      Objects.requireNonNull(label, "label");
      members = List.copyOf(members);
    }

    /** Whether the entry opens a group rather than naming one command. */
    boolean isGroup() {
      return members.size() > 1;
    }
  }

  private final List<Entry> entries;
  private final boolean grouped;

  private Menu(List<Entry> entries, boolean grouped) {
    this.entries = List.copyOf(entries);
    this.grouped = grouped;
  }

  /** The top-level entries, in the order they are numbered from 1. */
  List<Entry> entries() {
    return entries;
  }

  /** Whether some entry is a group. */
  boolean grouped() {
    return grouped;
  }

  /** The menu of {@code descriptions}, grouped when there are more than {@link #LIMIT}. */
  static Menu of(List<String> descriptions) {
    int n = descriptions.size();
    if (n <= LIMIT) {
      return flat(descriptions);
    }
    List<String[]> words = descriptions.stream().map(d -> d.split(" ", -1)).toList();
    int common = commonWords(words);
    int longest = words.stream().mapToInt(w -> w.length).max().orElse(0);
    int bestK = 1;
    int bestCost = Integer.MAX_VALUE;
    for (int k = 1; common + k <= longest; k++) {
      Map<String, List<Integer>> groups = keys(words, common, k);
      if (groups.size() > LIMIT && k > 1) {
        break; // more words only give more groups
      }
      int largest = groups.values().stream().mapToInt(List::size).max().orElse(0);
      int cost = groups.size() + largest;
      if (cost < bestCost) {
        bestCost = cost;
        bestK = k;
      }
    }
    Map<String, List<Integer>> byKey = keys(words, common, bestK);
    if (byKey.size() <= 1 || byKey.size() == n) {
      return flat(descriptions);
    }
    List<Entry> entries = new ArrayList<>();
    byKey.forEach(
        (key, members) ->
            entries.add(
                members.size() == 1
                    ? new Entry(descriptions.get(members.get(0)), members)
                    : new Entry(
                        String.join(
                                    " ",
                                    Arrays.asList(words.get(members.get(0))).subList(0, common))
                                .concat(common > 0 ? " " : "")
                            + key,
                        members)));
    return new Menu(entries, true);
  }

  private static Menu flat(List<String> descriptions) {
    List<Entry> entries = new ArrayList<>();
    for (int i = 0; i < descriptions.size(); i++) {
      entries.add(new Entry(descriptions.get(i), List.of(i)));
    }
    return new Menu(entries, false);
  }

  /**
   * How many leading words every description shares, leaving each at least one word of its own (so
   * that no key is empty).
   */
  private static int commonWords(List<String[]> words) {
    int shortest = words.stream().mapToInt(w -> w.length).min().orElse(0);
    int common = 0;
    while (common < shortest - 1) {
      String w = words.get(0)[common];
      int at = common;
      if (!words.stream().allMatch(x -> x[at].equals(w))) {
        break;
      }
      common++;
    }
    return common;
  }

  /** The descriptions by their {@code k} words after the {@code common} ones, in first order. */
  private static Map<String, List<Integer>> keys(List<String[]> words, int common, int k) {
    Map<String, List<Integer>> byKey = new LinkedHashMap<>();
    for (int i = 0; i < words.size(); i++) {
      String[] w = words.get(i);
      String key =
          String.join(" ", Arrays.asList(w).subList(common, Math.min(w.length, common + k)));
      byKey.computeIfAbsent(key, x -> new ArrayList<>()).add(i);
    }
    return byKey;
  }
}
