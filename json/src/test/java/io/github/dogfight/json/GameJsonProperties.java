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

  /**
   * A saved game with one character changed either still reads (to a game whose commands are the
   * file's) or fails with a GameFileException naming a JSON path: never another exception.
   */
  @Property(tries = 200)
  void anEditedFileReadsOrFailsWithAPath(
      @ForAll @IntRange(min = 0, max = 100_000) int position, @ForAll char replacement) {
    Setup setup = Setup.sample("squadron", 5);
    String json = GameJson.write(Simulation.playOut(setup.start()), setup, true);
    int at = position % json.length();
    String edited = json.substring(0, at) + replacement + json.substring(at + 1);
    try {
      GameJson.read(edited);
    } catch (GameFileException e) {
      assertThat(e.path()).startsWith("$");
      assertThat(e.expected()).isNotBlank();
    }
  }
}
