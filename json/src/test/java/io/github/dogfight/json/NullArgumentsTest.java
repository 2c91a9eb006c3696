package io.github.dogfight.json;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.testkit.NullArguments;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** API misuse: a {@code null} argument anywhere in the public API is refused, naming it. */
class NullArgumentsTest {
  @Test
  void everyPublicMethodRejectsNull() {
    Setup setup = Setup.sample("squadron", 7);
    Game<?, ?> game = setup.start();
    NullArguments.assertRejected(
        NullArguments.publicClasses("io.github.dogfight.json", GameJson.class),
        Map.of(
            Setup.class,
            setup,
            Game.class,
            game,
            Path.class,
            Path.of("game.json"),
            ReadOptions.class,
            ReadOptions.defaults()),
        List.of(setup));
  }
}
