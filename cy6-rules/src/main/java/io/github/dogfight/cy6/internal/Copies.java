package io.github.dogfight.cy6.internal;

import java.util.Collection;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Immutable copies that keep a fixed iteration order. {@code Set.copyOf} and {@code Map.copyOf}
 * iterate in an order that changes from one JVM run to the next; the game iterates statuses, lucky
 * effects and declarations to roll dice and write events, so a replay must meet them in the same
 * order on every run.
 */
public final class Copies {
  private Copies() {}

  /** An unmodifiable copy of {@code values}, iterated in enum order. */
  public static <E extends Enum<E>> Set<E> enums(Collection<E> values) {
    return values.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(values));
  }

  /** An unmodifiable copy of {@code map}, iterated in its insertion order. */
  public static <K, V> Map<K, V> ordered(Map<K, V> map) {
    return map.isEmpty() ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(map));
  }
}
