package io.github.dogfight.squadron;

import static io.github.dogfight.testkit.DogfightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.event.EventLog;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.PolicyKind;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleSets;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.testkit.Replay;
import java.util.List;
import org.junit.jupiter.api.Test;

class DeterminismTest {
  private final SquadronRules rules = new SquadronRules();

  @Test
  void sameSeedAndCommandsGiveIdenticalEvents() {
    SquadronState initial = rules.sampleEngagement(42);
    List<SquadronCommand> commands = Replay.record(rules, initial, rules.defaultBot());
    EventLog log = Replay.assertDeterministic(rules, initial, commands);
    assertThat(log).isWellFormed();
    assertThat(log.events().get(log.size() - 1)).isInstanceOf(SquadronEvent.EngagementEnded.class);
    // Dice are recorded in the events.
    assertThat(log).dice().isNotEmpty().allSatisfy(r -> assertThat(r.purpose()).isNotBlank());
  }

  @Test
  void differentSeedsGiveDifferentDice() {
    Game<SquadronState, SquadronCommand> a =
        Simulation.playOut(Game.start(rules, rules.sampleEngagement(1)));
    Game<SquadronState, SquadronCommand> b =
        Simulation.playOut(Game.start(rules, rules.sampleEngagement(2)));
    assertThat(a.log()).isNotEqualTo(b.log());
  }

  @Test
  void threadCountDoesNotChangeResults() {
    List<Integer> turns =
        Replay.assertThreadCountIndependent(rules, 99, 16, 4, g -> g.state().turn());
    assertThat(turns).hasSize(16).allSatisfy(t -> assertThat(t).isPositive());
  }

  @Test
  void discoverableByNameThroughServiceLoader() {
    RuleSet<?, ?> found = RuleSets.find("squadron").orElseThrow();
    assertThat(found).isInstanceOf(SquadronRules.class);
    assertThat(RuleSets.all()).extracting(RuleSet::name).contains("squadron");
    assertThat(found.title()).startsWith("Squadron Phase").doesNotContain("seed");
    assertThat(found.turnSequence().phases()).containsExactly("Squadron Phase", "Combat Phase");
    assertThat(found.policies())
        .extracting(p -> p.kind())
        .contains(PolicyKind.ACTIVATION, PolicyKind.ADVANTAGE, PolicyKind.DAMAGE, PolicyKind.OTHER);
    assertThat(found.policies()).allSatisfy(p -> assertThat(p.description()).isNotBlank());
  }
}
