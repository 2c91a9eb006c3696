package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.Fixtures.RULES;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.testkit.Replay;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every event of many played duels (bot and random play) names its actor and phase as the rule
 * book's sequence of play does, and narrates in words that name the actor.
 */
class EventTextsTest {
  /** The phase of each event type, after the rule book's sequence of play. */
  private static final Map<Class<?>, String> PHASES =
      Map.ofEntries(
          Map.entry(DogfiteEvent.TargetChosen.class, "Targeting"),
          Map.entry(DogfiteEvent.TurnOrdered.class, "Targeting"),
          Map.entry(DogfiteEvent.DeckShuffled.class, "Targeting"),
          Map.entry(DogfiteEvent.Activated.class, "Movement"),
          Map.entry(DogfiteEvent.Tailed.class, "Movement"),
          Map.entry(DogfiteEvent.MoveBegun.class, "Movement"),
          Map.entry(DogfiteEvent.Moved.class, "Movement"),
          Map.entry(DogfiteEvent.LeftHex.class, "Movement"),
          Map.entry(DogfiteEvent.BetForEdge.class, "Movement"),
          Map.entry(DogfiteEvent.SpinAttempted.class, "Movement"),
          Map.entry(DogfiteEvent.SpinDived.class, "Movement"),
          Map.entry(DogfiteEvent.LevelHeld.class, "Movement"),
          Map.entry(DogfiteEvent.MoveEnded.class, "Movement"),
          Map.entry(DogfiteEvent.StallChecked.class, "Movement"),
          Map.entry(DogfiteEvent.GunFired.class, "Combat"),
          Map.entry(DogfiteEvent.TurnEnded.class, "End of turn"),
          Map.entry(DogfiteEvent.MapDrawn.class, "End of turn"),
          Map.entry(DogfiteEvent.DuelEnded.class, "End of turn"));

  private static List<GameEvent> events() {
    List<GameEvent> all = new ArrayList<>();
    DogfiteRules cards = new DogfiteRules().withActivation(CardActivation.standard());
    for (DogfiteRules rules : List.of(RULES, cards)) {
      for (long seed = 1; seed <= 8; seed++) {
        Game<DogfiteState, DogfiteCommand> start = Game.start(rules, rules.sampleEngagement(seed));
        all.addAll(Simulation.playOut(start).log().events());
        all.addAll(Replay.playToEnd(start, seed, 5_000).log().events());
      }
    }
    return all;
  }

  @Test
  void everyEventNamesItsActorAndPhase() throws ReflectiveOperationException {
    Set<Class<?>> seen = new LinkedHashSet<>();
    for (GameEvent e : events()) {
      seen.add(e.getClass());
      Optional<String> plane = component(e, "plane");
      if (plane.isPresent()) {
        assertThat(e.actor()).as("actor of %s", e).isEqualTo(plane);
        assertThat(e.narration()).as("narration of %s", e).contains(plane.get());
      }
      if (e instanceof DogfiteEvent.TailingCircle c) {
        assertThat(e.actor()).contains(c.first());
      }
      if (e instanceof DogfiteEvent.PlaneDown d) {
        assertThat(e.phase()).isEqualTo(d.phase());
      } else if (PHASES.containsKey(e.getClass())) {
        assertThat(e.phase()).as("phase of %s", e).isEqualTo(PHASES.get(e.getClass()));
      }
      if (e.actor().isEmpty()) {
        assertThat(e.narration()).as("narration of %s", e).isNotBlank();
      }
    }
    assertThat(seen).containsAll(PHASES.keySet());
  }

  private static Optional<String> component(Object record, String name)
      throws ReflectiveOperationException {
    for (RecordComponent c : record.getClass().getRecordComponents()) {
      if (c.getName().equals(name) && c.getType() == String.class) {
        return Optional.of((String) c.getAccessor().invoke(record));
      }
    }
    return Optional.empty();
  }
}
