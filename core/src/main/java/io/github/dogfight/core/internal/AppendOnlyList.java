package io.github.dogfight.core.internal;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * An immutable list that appends in amortized constant time: a line of lists shares one growing
 * array, each reading only its own first {@code size} items. Appending to a list that is not the
 * longest of its line (an undo point played again) copies once and starts a new line.
 *
 * @param <T> the item type
 */
public final class AppendOnlyList<T> extends AbstractList<T> implements RandomAccess {
  private static final AppendOnlyList<Object> EMPTY =
      new AppendOnlyList<>(new Buffer(new Object[0], 0), 0);

  private final Buffer buffer;
  private final int size;

  private AppendOnlyList(Buffer buffer, int size) {
    this.buffer = buffer;
    this.size = size;
  }

  /** The shared, growing store behind a line of lists. */
  private static final class Buffer {
    private volatile Object[] items;
    private int size;

    Buffer(Object[] items, int size) {
      this.items = items;
      this.size = size;
    }

    /**
     * Appends {@code more} if the buffer ends where the list ends; false if a later list grew it.
     */
    synchronized boolean appendAt(int at, List<?> more) {
      if (size != at) {
        return false;
      }
      Object[] a = room(more.size());
      for (int i = 0, n = more.size(); i < n; i++) {
        a[size++] = Objects.requireNonNull(more.get(i), "item");
      }
      items = a;
      return true;
    }

    /** The items, or a longer copy of them when {@code more} would not fit after {@code size}. */
    private Object[] room(int more) {
      Object[] a = items;
      return a.length < size + more
          ? Arrays.copyOf(a, Math.max(16, Math.max(size + more, a.length * 2)))
          : a;
    }

    /**
     * Appends {@code item} if the buffer ends where the list ends; false if a later list grew it.
     */
    synchronized boolean appendAt(int at, Object item) {
      if (size != at) {
        return false;
      }
      Object[] a = room(1);
      a[size++] = item;
      items = a;
      return true;
    }
  }

  /**
   * The empty list.
   *
   * @param <T> the item type
   * @return the empty list
   */
  @SuppressWarnings("unchecked") // holds nothing
  public static <T> AppendOnlyList<T> empty() {
    return (AppendOnlyList<T>) EMPTY;
  }

  /**
   * A new list with {@code more} appended; this list is unchanged.
   *
   * @param more the items to append, none null
   * @return the longer list
   */
  public AppendOnlyList<T> appendAll(List<? extends T> more) {
    if (more.isEmpty()) {
      return this;
    }
    if (size == 0) {
      // a new line of its own: the empty list's buffer is shared by every line, so it is never
      // appended to (no lock shared between games, no old items carried along)
      Buffer own = new Buffer(new Object[Math.max(16, more.size())], 0);
      own.appendAt(0, more);
      return new AppendOnlyList<>(own, more.size());
    }
    if (buffer.appendAt(size, more)) {
      return new AppendOnlyList<>(buffer, size + more.size());
    }
    Object[] copy = Arrays.copyOf(buffer.items, Math.max(16, (size + more.size()) * 2));
    Buffer own = new Buffer(copy, size);
    own.appendAt(size, more);
    return new AppendOnlyList<>(own, size + more.size());
  }

  /**
   * A new list with {@code item} appended; this list is unchanged.
   *
   * @param item the item
   * @return the longer list
   */
  public AppendOnlyList<T> append(T item) {
    Objects.requireNonNull(item, "item");
    if (size > 0 && buffer.appendAt(size, item)) {
      return new AppendOnlyList<>(buffer, size + 1);
    }
    return appendAll(List.of(item));
  }

  @Override
  @SuppressWarnings("unchecked") // only Ts are appended
  public T get(int index) {
    Objects.checkIndex(index, size);
    return (T) buffer.items[index];
  }

  @Override
  public int size() {
    return size;
  }
}
