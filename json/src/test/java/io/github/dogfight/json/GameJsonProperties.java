package io.github.dogfight.json;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.Simulation;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

class GameJsonProperties {
  private static final String[] RULES = {"squadron", "dogfite", "cy6", "wildblue"};

  /** Any finished sample game reads back to the same events, state and commands. */
  @Property(tries = 12)
  void savedGamesReadBackToTheSameGame(
      @ForAll @IntRange(min = 0, max = 3) int which,
      @ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
    Setup setup = Setup.sample(RULES[which], seed);
    Game<?, ?> game = Simulation.playOut(setup.start());
    GameJson.Saved back = GameJson.read(GameJson.write(game, setup, true));
    assertThat(back.game().log()).isEqualTo(game.log());
    assertThat(back.game().state()).isEqualTo(game.state());
  }
}
