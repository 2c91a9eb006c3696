package io.github.dogfight.testkit;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.event.EventLog;
import io.github.dogfight.core.event.GameEvent;
import java.util.ArrayList;
import java.util.List;
import org.assertj.core.api.AbstractAssert;
import org.assertj.core.api.Assertions;
import org.assertj.core.api.ListAssert;

/** Assertions on an {@link EventLog}. */
public final class EventLogAssert extends AbstractAssert<EventLogAssert, EventLog> {

  EventLogAssert(EventLog actual) {
    super(actual, EventLogAssert.class);
  }

  /**
   * The log holds events of these types in this relative order (others may come between).
   *
   * @param types the event types, in order
   * @return this assertion
   */
  public EventLogAssert containsEventTypes(Class<?>... types) {
    isNotNull();
    int i = 0;
    for (GameEvent e : actual) {
      if (i < types.length && types[i].isInstance(e)) {
        i++;
      }
    }
    if (i < types.length) {
      failWithMessage(
          "Expected event types %s in order, but <%s> was not found after the first %s; types: %s",
          List.of(types).stream().map(Class::getSimpleName).toList(),
          types[i].getSimpleName(),
          i,
          typeNames());
    }
    return this;
  }

  /**
   * No event of {@code type} is in the log.
   *
   * @param type the event type
   * @return this assertion
   */
  public EventLogAssert hasNoEventOfType(Class<? extends GameEvent> type) {
    isNotNull();
    if (!actual.ofType(type).isEmpty()) {
      failWithMessage("Expected no %s but found %s", type.getSimpleName(), actual.ofType(type));
    }
    return this;
  }

  /**
   * The single event of {@code type}, for further assertions; fails unless exactly one.
   *
   * @param <E> the event type
   * @param type the event type
   * @return the one event
   */
  public <E extends GameEvent> E singleEventOfType(Class<E> type) {
    isNotNull();
    List<E> found = actual.ofType(type);
    if (found.size() != 1) {
      failWithMessage("Expected exactly one %s but found %s", type.getSimpleName(), found.size());
    }
    return found.get(0);
  }

  /**
   * The events of {@code type}, as a list assertion.
   *
   * @param <E> the event type
   * @param type the event type
   * @return assertions on the events of that type, in order
   */
  public <E extends GameEvent> ListAssert<E> eventsOfType(Class<E> type) {
    isNotNull();
    return Assertions.assertThat(actual.ofType(type));
  }

  /**
   * Some event's narration contains {@code text}.
   *
   * @param text the text looked for
   * @return this assertion
   */
  public EventLogAssert narrationContains(String text) {
    isNotNull();
    if (!actual.narration().contains(text)) {
      failWithMessage(
          "Expected the narration to contain <%s> but was:%n%s", text, actual.narration());
    }
    return this;
  }

  /**
   * Every event has a non-blank narration, a turn of at least 1 and a phase.
   *
   * @return this assertion
   */
  public EventLogAssert isWellFormed() {
    isNotNull();
    for (GameEvent e : actual) {
      if (e.narration().isBlank() || e.turn() < 1 || e.phase().isBlank()) {
        failWithMessage("Malformed event %s", e);
      }
    }
    return this;
  }

  /**
   * All dice rolled in the log, in order.
   *
   * @return assertions on every dice roll of the log, in order
   */
  public ListAssert<DiceRoll> dice() {
    isNotNull();
    List<DiceRoll> all = new ArrayList<>();
    for (GameEvent e : actual) {
      all.addAll(e.dice());
    }
    return Assertions.assertThat(all);
  }

  private List<String> typeNames() {
    return actual.events().stream().map(e -> e.getClass().getSimpleName()).toList();
  }
}
