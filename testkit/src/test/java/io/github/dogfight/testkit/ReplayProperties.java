package io.github.dogfight.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.fixtures.CoinDuel;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

class ReplayProperties {
  private final CoinDuel rules = new CoinDuel();

  @Property(tries = 50)
  void recordedBotGamesReplayIdentically(@ForAll long seed) {
    CoinDuel.State initial = rules.sampleEngagement(seed);
    List<CoinDuel.Fire> commands = Replay.record(rules, initial, rules.defaultBot());
    assertThat(Replay.assertDeterministic(rules, initial, commands).size())
        .isEqualTo(commands.size());
  }
}
