package io.github.dogfight.cy6.internal;

import java.util.AbstractSet;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Iterator;
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

  /**
   * An unmodifiable copy of {@code values}, iterated in enum order; a set this method made is
   * returned as it is (it cannot change, so a record built from another's set keeps it).
   */
  public static <E extends Enum<E>> Set<E> enums(Collection<E> values) {
    if (values instanceof FixedEnums<E> fixed) {
      return fixed;
    }
    return values.isEmpty() ? Set.of() : new FixedEnums<>(EnumSet.copyOf(values));
  }

  /** An unmodifiable view of an enum set that nothing else holds, so it never changes. */
  private static final class FixedEnums<E extends Enum<E>> extends AbstractSet<E> {
    private final EnumSet<E> values;

    FixedEnums(EnumSet<E> values) {
      this.values = values;
    }

    @Override
    public Iterator<E> iterator() {
      return Collections.unmodifiableSet(values).iterator();
    }

    @Override
    public int size() {
      return values.size();
    }

    @Override
    public boolean contains(Object o) {
      return values.contains(o);
    }

    @Override
    public boolean containsAll(Collection<?> c) {
      return values.containsAll(c);
    }

    @Override
    public boolean isEmpty() {
      return values.isEmpty();
    }
  }

  /** An unmodifiable copy of {@code map}, iterated in its insertion order. */
  public static <K, V> Map<K, V> ordered(Map<K, V> map) {
    return map.isEmpty() ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(map));
  }
}
