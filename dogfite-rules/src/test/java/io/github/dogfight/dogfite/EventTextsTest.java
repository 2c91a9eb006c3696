package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.Fixtures.RULES;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.dogfite.event.Activated;
import io.github.dogfight.dogfite.event.BetForEdge;
import io.github.dogfight.dogfite.event.DeckShuffled;
import io.github.dogfight.dogfite.event.DuelEnded;
import io.github.dogfight.dogfite.event.GunFired;
import io.github.dogfight.dogfite.event.LeftHex;
import io.github.dogfight.dogfite.event.LevelHeld;
import io.github.dogfight.dogfite.event.MapDrawn;
import io.github.dogfight.dogfite.event.MoveBegun;
import io.github.dogfight.dogfite.event.MoveEnded;
import io.github.dogfight.dogfite.event.Moved;
import io.github.dogfight.dogfite.event.PlaneDown;
import io.github.dogfight.dogfite.event.SpinAttempted;
import io.github.dogfight.dogfite.event.SpinDived;
import io.github.dogfight.dogfite.event.StallChecked;
import io.github.dogfight.dogfite.event.Tailed;
import io.github.dogfight.dogfite.event.TailingCircle;
import io.github.dogfight.dogfite.event.TargetChosen;
import io.github.dogfight.dogfite.event.TurnEnded;
import io.github.dogfight.dogfite.event.TurnOrdered;
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
          Map.entry(TargetChosen.class, "Targeting"),
          Map.entry(TurnOrdered.class, "Targeting"),
          Map.entry(DeckShuffled.class, "Targeting"),
          Map.entry(Activated.class, "Movement"),
          Map.entry(Tailed.class, "Movement"),
          Map.entry(MoveBegun.class, "Movement"),
          Map.entry(Moved.class, "Movement"),
          Map.entry(LeftHex.class, "Movement"),
          Map.entry(BetForEdge.class, "Movement"),
          Map.entry(SpinAttempted.class, "Movement"),
          Map.entry(SpinDived.class, "Movement"),
          Map.entry(LevelHeld.class, "Movement"),
          Map.entry(MoveEnded.class, "Movement"),
          Map.entry(StallChecked.class, "Movement"),
          Map.entry(GunFired.class, "Combat"),
          Map.entry(TurnEnded.class, "End of turn"),
          Map.entry(MapDrawn.class, "End of turn"),
          Map.entry(DuelEnded.class, "End of turn"));

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
      if (e instanceof TailingCircle c) {
        assertThat(e.actor()).contains(c.first());
      }
      if (e instanceof PlaneDown d) {
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
