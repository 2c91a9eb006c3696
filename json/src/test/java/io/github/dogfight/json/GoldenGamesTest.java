package io.github.dogfight.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Whole games kept as they were played (issue 29): the engines of every rule set may be moved,
 * split and made faster, but the same commands must give the same game, event by event and word by
 * word.
 *
 * <p>Each file under {@code src/test/resources/golden/} is a {@code dogfight duel --save} of the
 * sample engagement at a few seeds and activations (the referee's full record: commands, and every
 * event with its turn, phase, type and narration, secret ones included). Reading it with {@link
 * ReadOptions#requiringEvents()} replays the commands with the rules as they are now and compares
 * each event whole; the game must also end where it ended. The commands do not depend on the bots,
 * so a bot that plays differently does not change these games; a change of the rules or of their
 * narration does, and then the files are rewritten on purpose ({@link GoldenGamesRecorder}), with
 * the reason in the commit.
 */
class GoldenGamesTest {
  static Stream<String> files() {
    return Stream.of(
        "squadron-1",
        "squadron-2",
        "dogfite-1",
        "dogfite-2",
        "dogfite-cards-1",
        "dogfite-cards-2",
        "cy6-1",
        "cy6-2",
        "cy6-cards-1",
        "cy6-cards-2",
        "cy6-spotting-1",
        "cy6-spotting-2",
        "cy6-cards-spotting-1",
        "wildblue-1",
        "wildblue-2");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("files")
  void theSameCommandsGiveTheSameGameEventByEvent(String name) throws IOException {
    String json;
    try (InputStream in = GoldenGamesTest.class.getResourceAsStream("/golden/" + name + ".json")) {
      assertThat(in).as(name).isNotNull();
      json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    GameJson.Saved saved = GameJson.read(json, ReadOptions.defaults().requiringEvents());
    assertThat(saved.eventsChecked()).isTrue();
    assertThat(saved.scriptedDice()).isFalse();
    assertThat(saved.game().isOver()).as("%s ends where it ended", name).isTrue();
    assertThat(saved.game().log().events()).hasSizeGreaterThan(10);
  }
}
