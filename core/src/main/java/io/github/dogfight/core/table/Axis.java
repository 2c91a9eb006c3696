package io.github.dogfight.core.table;

import java.util.List;
import java.util.OptionalInt;

/**
 * The rows or the columns of a table: {@link Labels} looked up by name, or numeric {@link Bands}.
 *
 * @param <K> the key type: {@code String} for labels, {@code Integer} for bands
 */
public sealed interface Axis<K> permits Labels, Bands {
  /**
   * The axis title, such as "Attacking firepower (total)".
   *
   * @return the axis title, such as "Attacking firepower (total)"
   */
  String title();

  /**
   * The labels, in order, as written in the table.
   *
   * @return the labels, in order, as written in the table
   */
  List<String> labels();

  /**
   * How many rows or columns.
   *
   * @return how many rows or columns
   */
  default int size() {
    return labels().size();
  }

  /**
   * The index of {@code key}, empty when the key has no place (the table reports why).
   *
   * @param key the key
   * @return its index, if any
   */
  OptionalInt find(K key);

  /**
   * Why {@code key} has no place, for the error message.
   *
   * @param key the key
   * @return why it is not on the axis
   */
  String whyNot(K key);

  /**
   * The index of the row or column labelled {@code label}, if any.
   *
   * @param label the label
   * @return its index, if any
   */
  default OptionalInt indexOfLabel(String label) {
    int i = labels().indexOf(label.strip());
    return i < 0 ? OptionalInt.empty() : OptionalInt.of(i);
  }

  /**
   * How the axis is written in a table file: {@code labels TITLE}, {@code bands clamp TITLE}.
   *
   * @return how the axis is written in a table file: {@code labels TITLE}, {@code bands clamp
   *     TITLE}
   */
  String header();
}
