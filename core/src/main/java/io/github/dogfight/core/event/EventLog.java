package io.github.dogfight.core.event;

import io.github.dogfight.core.internal.AppendOnlyList;
import io.github.dogfight.core.view.Viewer;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * An immutable, append-only list of events. Appending returns a new log and leaves this one as it
 * was, so old logs stay valid snapshots (undo keeps them).
 *
 * <p>Appending costs amortized constant time per event: logs share one growing buffer, and a log
 * that is the newest of its line appends in place; only appending to an older snapshot (after an
 * undo) copies its events into a buffer of its own. A game of {@code n} events allocates in
 * proportion to {@code n}. Logs are safe to share between threads.
 *
 * <pre>{@code
 * EventLog a = EventLog.empty().append(List.of(e1));
 * EventLog b = a.append(List.of(e2, e3));   // a still holds one event
 * b.size();                                 // 3
 * }</pre>
 */
public final class EventLog implements Iterable<GameEvent> {
  private static final EventLog EMPTY = new EventLog(AppendOnlyList.empty());

  private final AppendOnlyList<GameEvent> events;

  private EventLog(AppendOnlyList<GameEvent> events) {
    this.events = events;
  }

  /**
   * The empty log.
   *
   * @return the empty log
   */
  public static EventLog empty() {
    return EMPTY;
  }

  /**
   * A log of the given events.
   *
   * @param events the events
   * @return the log
   */
  public static EventLog of(List<? extends GameEvent> events) {
    Objects.requireNonNull(events, "events");
    return EMPTY.append(events);
  }

  /**
   * A new log with {@code more} appended; this log is unchanged.
   *
   * @param more the events to add
   * @return the longer log
   */
  public EventLog append(List<? extends GameEvent> more) {
    return more.isEmpty() ? this : new EventLog(events.appendAll(more));
  }

  /**
   * The events in order, as an immutable list.
   *
   * @return the events in order, as an immutable list
   */
  public List<GameEvent> events() {
    return events;
  }

  /**
   * How many events.
   *
   * @return how many events
   */
  public int size() {
    return events.size();
  }

  /**
   * The events of type {@code type}, in order.
   *
   * @param <E> the event type
   * @param type the event type
   * @return the events of type {@code type}, in order
   */
  public <E extends GameEvent> List<E> ofType(Class<E> type) {
    return events().stream().filter(type::isInstance).map(type::cast).toList();
  }

  /**
   * The events {@code viewer} may read, in order.
   *
   * @param viewer the viewer
   * @return the events {@code viewer} may read, in order
   */
  public List<GameEvent> visibleTo(Viewer viewer) {
    Objects.requireNonNull(viewer, "viewer");
    return events().stream().filter(e -> viewer.sees(e.audience())).toList();
  }

  /**
   * The narration of the events {@code viewer} may read, one per line.
   *
   * @param viewer the viewer
   * @return the narration of the events {@code viewer} may read, one per line
   */
  public String narration(Viewer viewer) {
    Objects.requireNonNull(viewer, "viewer");
    StringBuilder sb = new StringBuilder();
    for (GameEvent e : visibleTo(viewer)) {
      sb.append(e.narration()).append('\n');
    }
    return sb.toString();
  }

  /**
   * The narration of every event, one per line (the referee's log).
   *
   * @return the narration of every event, one per line (the referee's log)
   */
  public String narration() {
    StringBuilder sb = new StringBuilder();
    for (GameEvent e : this) {
      sb.append(e.narration()).append('\n');
    }
    return sb.toString();
  }

  @Override
  public Iterator<GameEvent> iterator() {
    return events().iterator();
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof EventLog l && events().equals(l.events());
  }

  @Override
  public int hashCode() {
    return events().hashCode();
  }

  @Override
  public String toString() {
    return "EventLog" + events();
  }
}
