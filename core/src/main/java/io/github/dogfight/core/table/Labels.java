package io.github.dogfight.core.table;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * An axis of named rows or columns, such as robustness ratings {@code R0 ... R4} or aircrew skills
 * {@code ACE (+3) ... GREEN (+0)}, looked up by exact label.
 *
 * @param title the axis title
 * @param labels the labels in order, distinct and not blank
 */
public record Labels(String title, List<String> labels) implements Axis<String> {
  /**
   * Checks and copies.
   *
   * @param title the axis title
   * @param labels the labels in order, distinct and not blank
   * @throws IllegalArgumentException for no labels, a blank label or a repeated one
   */
  public Labels {
    Objects.requireNonNull(title, "title");
    labels = labels.stream().map(String::strip).toList();
    if (labels.isEmpty()) {
      throw new IllegalArgumentException("an axis has at least one label");
    }
    HashSet<String> seen = new HashSet<>();
    for (String l : labels) {
      if (l.isEmpty()) {
        throw new IllegalArgumentException("a label is blank");
      }
      if (!seen.add(l)) {
        throw new IllegalArgumentException("label '" + l + "' appears twice");
      }
    }
  }

  /**
   * An axis titled {@code title} with {@code labels}.
   *
   * @param title the axis title
   * @param labels the labels in order, distinct and not blank
   * @return the axis
   */
  public static Labels of(String title, String... labels) {
    Objects.requireNonNull(labels, "labels");
    return new Labels(title, List.of(labels));
  }

  @Override
  public OptionalInt find(String key) {
    return indexOfLabel(key);
  }

  @Override
  public String whyNot(String key) {
    return "is not one of " + String.join(", ", labels);
  }

  @Override
  public String header() {
    return "labels " + title;
  }
}
