package io.github.dogfight.core.event;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.DiceRoll;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class EventLogProperties {
  record Note(int turn, String narration) implements GameEvent {
    @Override
    public String phase() {
      return "test";
    }

    @Override
    public Optional<String> actor() {
      return Optional.empty();
    }

    @Override
    public List<DiceRoll> dice() {
      return List.of();
    }
  }

  /**
   * Appending from any earlier snapshot (as undo does) never changes another snapshot: every log
   * equals the list of events appended along its own line.
   */
  @Property(tries = 200)
  void everySnapshotKeepsItsOwnEvents(
      @ForAll @Size(max = 40) List<@IntRange(min = 0, max = 1000) Integer> parents,
      @ForAll @Size(max = 40) List<@IntRange(min = 0, max = 3) Integer> counts) {
    List<EventLog> logs = new ArrayList<>(List.of(EventLog.empty()));
    List<List<GameEvent>> models = new ArrayList<>(List.of(List.of()));
    int n = 0;
    for (int i = 0; i < Math.min(parents.size(), counts.size()); i++) {
      int parent = parents.get(i) % logs.size();
      List<GameEvent> more = new ArrayList<>();
      for (int k = 0; k < counts.get(i); k++) {
        more.add(new Note(1, "event " + n++));
      }
      logs.add(logs.get(parent).append(more));
      List<GameEvent> model = new ArrayList<>(models.get(parent));
      model.addAll(more);
      models.add(model);
    }
    for (int i = 0; i < logs.size(); i++) {
      assertThat(logs.get(i).events()).containsExactlyElementsOf(models.get(i));
      assertThat(logs.get(i).size()).isEqualTo(models.get(i).size());
      assertThat(logs.get(i)).isEqualTo(EventLog.of(models.get(i)));
      assertThat(logs.get(i).hashCode()).isEqualTo(EventLog.of(models.get(i)).hashCode());
    }
  }

  @Test
  void aLongLineAppendsInPlace() {
    EventLog log = EventLog.empty();
    for (int i = 0; i < 100_000; i++) {
      log = log.append(List.of(new Note(1, "e" + i)));
    }
    assertThat(log.size()).isEqualTo(100_000);
    assertThat(log.events().get(99_999).narration()).isEqualTo("e99999");
    assertThat(log.ofType(Note.class)).hasSize(100_000);
  }

  @Test
  void concurrentAppendsToOneSnapshotBothSucceed() {
    EventLog base = EventLog.of(List.of(new Note(1, "base")));
    ConcurrentHashMap<Integer, EventLog> out = new ConcurrentHashMap<>();
    IntStream.range(0, 64)
        .parallel()
        .forEach(i -> out.put(i, base.append(List.of(new Note(1, "branch " + i)))));
    out.forEach(
        (i, log) ->
            assertThat(log.events())
                .extracting(GameEvent::narration)
                .containsExactly("base", "branch " + i));
    assertThat(base.size()).isEqualTo(1);
  }

  @Test
  void eventsAreImmutable() {
    EventLog log = EventLog.of(List.of(new Note(1, "a")));
    assertThatThrownBy(() -> log.events().add(new Note(1, "b")))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThat(log.narration()).isEqualTo("a\n");
  }
}
