package io.github.dogfight.core.event;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * An immutable, append-only list of events. Appending returns a new log and leaves this one as it
 * was, so old logs stay valid snapshots.
 */
public final class EventLog implements Iterable<GameEvent> {
  private static final EventLog EMPTY = new EventLog(List.of());

  private final List<GameEvent> events;

  private EventLog(List<GameEvent> events) {
    this.events = events;
  }

  /** The empty log. */
  public static EventLog empty() {
    return EMPTY;
  }

  /** A log of the given events. */
  public static EventLog of(List<? extends GameEvent> events) {
    return new EventLog(List.copyOf(events));
  }

  /** A new log with {@code more} appended. */
  public EventLog append(List<? extends GameEvent> more) {
    if (more.isEmpty()) {
      return this;
    }
    List<GameEvent> all = new ArrayList<>(events.size() + more.size());
    all.addAll(events);
    all.addAll(more);
    return new EventLog(List.copyOf(all));
  }

  /** The events in order. */
  public List<GameEvent> events() {
    return events;
  }

  /** How many events. */
  public int size() {
    return events.size();
  }

  /** The events of type {@code type}, in order. */
  public <E extends GameEvent> List<E> ofType(Class<E> type) {
    List<E> result = new ArrayList<>();
    for (GameEvent e : events) {
      if (type.isInstance(e)) {
        result.add(type.cast(e));
      }
    }
    return result;
  }

  /** The narration of every event, one per line. */
  public String narration() {
    StringBuilder sb = new StringBuilder();
    for (GameEvent e : events) {
      sb.append(e.narration()).append('\n');
    }
    return sb.toString();
  }

  @Override
  public Iterator<GameEvent> iterator() {
    return events.iterator();
  }

  @Override
  public boolean equals(@org.jspecify.annotations.Nullable Object o) {
    return o instanceof EventLog l && events.equals(l.events);
  }

  @Override
  public int hashCode() {
    return events.hashCode();
  }

  @Override
  public String toString() {
    return "EventLog" + events;
  }
}
