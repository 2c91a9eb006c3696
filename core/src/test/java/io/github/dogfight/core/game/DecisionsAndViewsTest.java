package io.github.dogfight.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.fixtures.SecretDuel;
import io.github.dogfight.core.view.Audience;
import io.github.dogfight.core.view.View;
import io.github.dogfight.core.view.Viewer;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DecisionsAndViewsTest {
  private final SecretDuel rules = new SecretDuel();

  private Game<SecretDuel.State, SecretDuel.Move> start() {
    return Game.start(rules, rules.sampleEngagement(5));
  }

  @Test
  void simultaneousDecisionsWaitForEveryActorAndHideEachChoice() {
    Game<SecretDuel.State, SecretDuel.Move> g = start();
    assertThat(g.decision()).isEqualTo(Decision.simultaneous(List.of("A", "B"), "choose an aim"));
    assertThat(g.decision()).hasToString("A, B (simultaneous): choose an aim");
    // B may commit first: there is no order between simultaneous actors.
    g = g.play(new SecretDuel.Aim("B", 3));
    assertThat(g.decision().actors()).containsExactly("A");
    assertThat(g.viewFor("A").state().aims()).isEmpty();
    assertThat(g.viewFor("B").state().aims()).containsExactly(Map.entry("B", 3));
    assertThat(g.view(Viewer.referee()).state().aims()).containsExactly(Map.entry("B", 3));
    assertThat(g.view(Viewer.spectator()).state().aims()).isEmpty();
    Game<SecretDuel.State, SecretDuel.Move> committed = g;
    assertThatThrownBy(() -> committed.play(new SecretDuel.Aim("B", 1)))
        .isInstanceOf(RuleViolation.class)
        .hasMessage(
            "Turn sequence: actor = B rejected: waiting for A (simultaneous): choose an aim; B may"
                + " not act now");
    assertThat(committed.legalCommands("B")).isEmpty();
  }

  @Test
  void eventsAreReadAsEachViewerSeesThem() {
    Game<SecretDuel.State, SecretDuel.Move> g =
        start()
            .play(new SecretDuel.Aim("A", 2))
            .play(new SecretDuel.Aim("B", 1), ScriptedDice.of(1, 1));
    assertThat(g.log().narration(Viewer.of("A")).lines())
        .contains("A aims 2.", "A aims 2, B aims 1.")
        .doesNotContain("B aims 1.");
    assertThat(g.log().narration(Viewer.spectator()).lines())
        .contains("A has chosen.", "B has chosen.", "A aims 2, B aims 1.")
        .doesNotContain("A aims 2.", "B aims 1.");
    assertThat(g.log().narration().lines()).contains("A aims 2.", "B aims 1.");
    List<GameEvent> seenByB = g.log().visibleTo(Viewer.of("B"));
    assertThat(seenByB).allSatisfy(e -> assertThat(Viewer.of("B").sees(e.audience())).isTrue());
    assertThat(seenByB).hasSize(g.log().size() - 1);
  }

  @Test
  void interruptWindowsOfferAPass() {
    Game<SecretDuel.State, SecretDuel.Move> g =
        start()
            .play(new SecretDuel.Aim("A", 1))
            .play(new SecretDuel.Aim("B", 1), ScriptedDice.of(6));
    assertThat(g.decision().interrupt()).isTrue();
    assertThat(g.decision().actors()).containsExactly("B");
    assertThat(g.legalCommands("B")).anyMatch(Command::isPass);
    assertThat(g.legalCommands("A")).isEmpty();
    Game<SecretDuel.State, SecretDuel.Move> passed =
        g.play(new SecretDuel.Dodge("B", false), ScriptedDice.of(1));
    assertThat(passed.state().hits()).containsEntry("B", 1);
    assertThat(passed.decision().simultaneous()).isTrue();
  }

  @Test
  void viewsHideTheDiceAndBotsChooseFromViews() {
    Game<SecretDuel.State, SecretDuel.Move> g = start();
    View<SecretDuel.State> v = g.viewFor("A");
    assertThat(v.state().dice()).isEqualTo(DiceStream.hidden());
    assertThat(v.viewer()).isEqualTo(Viewer.of("A"));
    assertThat(g.view(Viewer.referee()).state().dice()).isEqualTo(DiceStream.seeded(5));
    // The bot would counter the other's aim if it could see it; it cannot, so the aim it picks
    // does not depend on what the other chose first.
    Bot<SecretDuel.State, SecretDuel.Move> bot = rules.defaultBot();
    for (int theirs = 1; theirs <= 3; theirs++) {
      Game<SecretDuel.State, SecretDuel.Move> after = g.play(new SecretDuel.Aim("B", theirs));
      assertThat(bot.choose(after.viewFor("A"), after.legalCommands("A")))
          .isEqualTo(bot.choose(g.viewFor("A"), g.legalCommands("A")));
    }
    // Whereas a bot given the whole state would cheat.
    Game<SecretDuel.State, SecretDuel.Move> after = g.play(new SecretDuel.Aim("B", 3));
    assertThat(bot.choose(after.view(Viewer.referee()), after.legalCommands("A")))
        .isEqualTo(new SecretDuel.Aim("A", 1));
  }

  @Test
  void simulationsAskEachActorFromItsOwnView() {
    Game<SecretDuel.State, SecretDuel.Move> end = Simulation.playOut(start());
    assertThat(end.isOver()).isTrue();
    assertThat(Simulation.run(rules, 3, 30, 2, x -> x.state().result().orElseThrow()))
        .isEqualTo(Simulation.run(rules, 3, 30, 1, x -> x.state().result().orElseThrow()));
  }

  @Test
  void decisionsAreChecked() {
    assertThat(Decision.over().isOver()).isTrue();
    assertThat(Decision.of("A", "fire").awaits("A")).isTrue();
    assertThat(Decision.anyOf(List.of("A", "B"), "target")).hasToString("A, B: target");
    assertThat(Decision.interrupt(List.of("B"), "dodge"))
        .hasToString("B (may react or pass): dodge");
    assertThatThrownBy(() -> Decision.anyOf(List.of("A", "A"), "x")).hasMessageContaining("twice");
    assertThatThrownBy(() -> new Decision(List.of(), true, false, "x"))
        .hasMessageContaining("end of the game");
    assertThat(Audience.only("A").includes(Viewer.referee())).isTrue();
    assertThat(Audience.only("A").includes(Viewer.of("B", "A"))).isTrue();
    // However a viewer is built, it is the same viewer.
    assertThat(Viewer.of("B", "A"))
        .isEqualTo(new Viewer("B", new java.util.LinkedHashSet<>(List.of("A", "B")), false));
    assertThat(Viewer.of("B", "B")).isEqualTo(Viewer.of("B"));
    assertThat(Viewer.of("B", "A", "C").identities()).containsExactlyInAnyOrder("A", "B", "C");
    assertThatThrownBy(() -> Audience.only(java.util.Set.of()))
        .hasMessageContaining("at least one");
  }

  @Test
  void theRefereeAloneReadsWhatIsAddressedToIt() {
    assertThat(Audience.referee().includes(Viewer.referee())).isTrue();
    assertThat(Audience.referee().includes(Viewer.spectator())).isFalse();
    assertThat(Audience.referee().includes(Viewer.of("A", "B"))).isFalse();
    assertThat(Audience.referee()).hasToString("the referee");
  }

  @Test
  void aViewCarriesTheDecisionAsItsViewerMaySeeIt() {
    // A variant that hides from each side who else is awaited.
    SecretDuel hiding =
        new SecretDuel() {
          @Override
          public Decision visibleDecision(State s, Viewer viewer, Decision d) {
            return viewer.omniscient() || d.actors().isEmpty()
                ? d
                : Decision.of(viewer.name(), d.about());
          }
        };
    Game<SecretDuel.State, SecretDuel.Move> g = Game.start(hiding, hiding.sampleEngagement(1));
    assertThat(g.decision().actors()).hasSizeGreaterThan(1);
    String first = g.decision().actors().get(0);
    assertThat(g.viewFor(first).decision().actors()).containsExactly(first);
    assertThat(g.view(Viewer.referee()).decision()).isEqualTo(g.decision());
    // The default shows the decision unchanged.
    Game<SecretDuel.State, SecretDuel.Move> plain = Game.start(rules, rules.sampleEngagement(1));
    assertThat(plain.viewFor(first).decision()).isEqualTo(plain.decision());
  }
}
