package io.github.dogfight.core.game;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.fixtures.SecretDuel;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * The hidden-information property on the test rule set: changing only what a viewer cannot see (the
 * other pilot's secret aim, the dice) changes neither its view nor its bot's choice.
 */
class ViewProperties {
  private final SecretDuel rules = new SecretDuel();

  @Property(tries = 200)
  void whatAViewerCannotSeeChangesNothingItSees(
      @ForAll @Size(max = 30) List<@IntRange(min = 0, max = 5) Integer> choices,
      @ForAll long seed,
      @ForAll long otherSeed,
      @ForAll @IntRange(min = 1, max = 3) int otherAim) {
    Game<SecretDuel.State, SecretDuel.Move> g = Game.start(rules, rules.sampleEngagement(seed));
    for (int c : choices) {
      if (g.isOver()) {
        break;
      }
      String actor = g.decision().actors().get(0);
      List<SecretDuel.Move> legal = g.legalCommands(actor);
      g = g.play(legal.get(c % legal.size()));
    }
    SecretDuel.State s = g.state();
    for (String viewer : List.of("A", "B")) {
      String other = viewer.equals("A") ? "B" : "A";
      Map<String, Integer> aims = new LinkedHashMap<>(s.aims());
      if (s.stage() == SecretDuel.Stage.AIM && aims.containsKey(other)) {
        aims.put(other, otherAim);
      }
      SecretDuel.State altered =
          new SecretDuel.State(
              new DiceStream(otherSeed, s.dice().position() + 3),
              s.turn(),
              s.stage(),
              aims,
              s.hits(),
              s.shooter(),
              s.result(),
              s.winner());
      Game<SecretDuel.State, SecretDuel.Move> a = Game.start(rules, s);
      Game<SecretDuel.State, SecretDuel.Move> b = Game.start(rules, altered);
      assertThat(b.viewFor(viewer)).isEqualTo(a.viewFor(viewer));
      if (a.decision().awaits(viewer)) {
        assertThat(rules.defaultBot().choose(b.viewFor(viewer), b.legalCommands(viewer)))
            .isEqualTo(rules.defaultBot().choose(a.viewFor(viewer), a.legalCommands(viewer)));
      }
    }
  }
}
