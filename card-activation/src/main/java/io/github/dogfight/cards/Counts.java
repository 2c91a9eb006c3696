package io.github.dogfight.cards;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A small immutable map of counts per asset, in the order its keys were first given: what a round
 * keeps of the cards drawn and left per asset. Turning a card makes a new one with one count
 * changed, sharing nothing mutable, without hashing every entry again (a round has a handful of
 * assets, so a lookup scans them). Equal to any map with the same entries.
 */
final class Counts extends AbstractMap<String, Integer> {
  private static final Counts EMPTY = new Counts(new String[0], new int[0]);

  private final String[] keys;
  private final int[] counts;

  private Counts(String[] keys, int[] counts) {
    this.keys = keys;
    this.counts = counts;
  }

  /**
   * {@code map} as counts, in its iteration order; {@code map} itself when it already is one.
   *
   * @throws NullPointerException for a null key or count
   */
  static Counts copyOf(Map<String, Integer> map) {
    if (map instanceof Counts c) {
      return c;
    }
    if (map.isEmpty()) {
      return EMPTY;
    }
    String[] k = new String[map.size()];
    int[] v = new int[k.length];
    int i = 0;
    for (Map.Entry<String, Integer> e : map.entrySet()) {
      k[i] = Objects.requireNonNull(e.getKey(), "key");
      v[i] = Objects.requireNonNull(e.getValue(), "count");
      i++;
    }
    return new Counts(k, v);
  }

  /** The counts of {@code keys}, each {@code count}, in that order. */
  static Counts of(Iterable<String> keys, int size, int count) {
    String[] k = new String[size];
    int[] v = new int[size];
    int i = 0;
    for (String key : keys) {
      k[i] = key;
      v[i] = count;
      i++;
    }
    return new Counts(k, v);
  }

  /** Per key of {@code cards}, in its order: its count less its count in {@code drawn}. */
  static Counts left(Map<String, Integer> cards, Counts drawn) {
    String[] k = new String[cards.size()];
    int[] v = new int[k.length];
    int i = 0;
    for (Map.Entry<String, Integer> e : cards.entrySet()) {
      k[i] = e.getKey();
      v[i] = e.getValue() - drawn.count(e.getKey());
      i++;
    }
    return new Counts(k, v);
  }

  /** These counts with {@code key}'s set to {@code count}; a new key goes last. */
  Counts with(String key, int count) {
    int i = indexOf(key);
    if (i < 0) {
      String[] k = Arrays.copyOf(keys, keys.length + 1);
      int[] v = Arrays.copyOf(counts, counts.length + 1);
      k[keys.length] = key;
      v[keys.length] = count;
      return new Counts(k, v);
    }
    int[] v = counts.clone();
    v[i] = count;
    return new Counts(keys, v);
  }

  /** The count of {@code key}, 0 when it has none. */
  int count(String key) {
    int i = indexOf(key);
    return i < 0 ? 0 : counts[i];
  }

  private int indexOf(@Nullable Object key) {
    for (int i = 0; i < keys.length; i++) {
      if (keys[i].equals(key)) {
        return i;
      }
    }
    return -1;
  }

  @Override
  public int size() {
    return keys.length;
  }

  @Override
  public boolean containsKey(@Nullable Object key) {
    return indexOf(key) >= 0;
  }

  @Override
  public @Nullable Integer get(@Nullable Object key) {
    int i = indexOf(key);
    return i < 0 ? null : counts[i];
  }

  @Override
  public Set<Map.Entry<String, Integer>> entrySet() {
    return new AbstractSet<>() {
      @Override
      public int size() {
        return keys.length;
      }

      @Override
      public Iterator<Map.Entry<String, Integer>> iterator() {
        return new Iterator<>() {
          private int next;

          @Override
          public boolean hasNext() {
            return next < keys.length;
          }

          @Override
          public Map.Entry<String, Integer> next() {
            if (next >= keys.length) {
              throw new NoSuchElementException();
            }
            Map.Entry<String, Integer> e =
                new AbstractMap.SimpleImmutableEntry<>(keys[next], counts[next]);
            next++;
            return e;
          }
        };
      }
    };
  }
}
