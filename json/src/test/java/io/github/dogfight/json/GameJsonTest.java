package io.github.dogfight.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.squadron.Maneuver;
import io.github.dogfight.squadron.Side;
import io.github.dogfight.squadron.SquadronCommand;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.squadron.SquadronRules;
import io.github.dogfight.squadron.SquadronState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GameJsonTest {
  private static Game<?, ?> played(Setup setup) {
    return Simulation.playOut(setup.start());
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({
    "squadron, '', 7",
    "dogfite, '', 3",
    "dogfite, cards, 3",
    "cy6, '', 7",
    "cy6, cards, 7",
    "wildblue, '', 7"
  })
  void everyRuleSetRoundTripsWithAndWithoutEvents(String rules, String activation, long seed) {
    Setup setup =
        new Setup(rules, activation.isEmpty() ? Optional.empty() : Optional.of(activation), seed);
    Game<?, ?> game = played(setup);
    assertThat(game.isOver()).isTrue();
    for (boolean events : new boolean[] {true, false}) {
      String json = GameJson.write(game, setup, events);
      GameJson.Saved back = GameJson.read(json);
      assertThat(back.setup()).isEqualTo(setup);
      assertThat(back.game().log()).isEqualTo(game.log());
      assertThat(back.game().state()).isEqualTo(game.state());
      assertThat(back.game().played()).isEqualTo(game.played());
      assertThat(GameJson.write(back.game(), setup, events)).isEqualTo(json);
    }
  }

  @Test
  void theFileIsTheDocumentedShape() {
    Setup setup = new Setup("dogfite", Optional.of("cards"), 3);
    String json = GameJson.write(played(setup), setup, true);
    assertThat(json)
        .startsWith(
            """
            {
              "format" : "dogfight-game",
              "version" : 1,
              "holds" : "%s",
              "rules" : "dogfite",
              "activation" : "cards",
              "catalogs" : "sample",
              "seed" : 3,
              "commands" : [ {
                "type" : "\
            """
                .formatted(GameJson.HOLDS))
        .contains("\"events\" : [ {\n    \"turn\" : 1,")
        .contains("\"narration\" : ");
  }

  @Test
  void commandsPlayedWithScriptedDiceKeepTheirFaces() {
    SquadronRules rules = new SquadronRules();
    Setup setup = Setup.sample("squadron", 11);
    Game<SquadronState, SquadronCommand> game = Game.start(rules, rules.sampleEngagement(11));
    game = game.play(new DeclareManeuver(Side.WHITE, Maneuver.ATTACK));
    int[] threes = new int[200];
    java.util.Arrays.fill(threes, 3); // no successes on either side: a tie
    game = game.play(new DeclareManeuver(Side.BLACK, Maneuver.DEFEND), ScriptedDice.of(threes));
    String json = GameJson.write(game, setup, true);
    assertThat(json).contains("\"scriptedDice\" : [ 3, 3,");
    GameJson.Saved back = GameJson.read(json, ReadOptions.defaults().allowingScriptedDice());
    assertThat(back.game().log()).isEqualTo(game.log());
    assertThat(back.game().played().get(1).scriptedFaces())
        .isEqualTo(game.played().get(1).scriptedFaces());
  }

  @Test
  void filesAreWrittenAndReadAsUtf8(@TempDir Path dir) throws Exception {
    Setup setup = Setup.sample("wildblue", 2);
    Game<?, ?> game = played(setup);
    Path file = dir.resolve("game.json");
    GameJson.write(game, setup, false, file);
    assertThat(GameJson.read(file).game().log()).isEqualTo(game.log());
    Files.writeString(file, "{\"format\": \"dogfight-game\", \"version\": 9}");
    assertThatThrownBy(() -> GameJson.read(file))
        .isInstanceOf(GameFileException.class)
        .hasMessage(file + ": $.version: this library reads versions 1 to 1, found 9");
  }

  @Test
  void aGameThatDidNotStartFromTheSetupIsRefused() {
    Setup setup = Setup.sample("squadron", 7);
    Game<?, ?> game = played(setup);
    assertThatThrownBy(() -> GameJson.write(game, Setup.sample("squadron", 8), false))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("did not start from the sample engagement of seed 8");
    assertThatThrownBy(() -> GameJson.write(game, Setup.sample("dogfite", 7), false))
        .hasMessageContaining("played by the rule set 'squadron', the setup names 'dogfite'");
  }

  private static final String HEAD =
      "{\"format\": \"dogfight-game\", \"version\": 1, \"rules\": \"dogfite\", \"catalogs\":"
          + " \"sample\", \"seed\": 3, ";

  private static void refused(String json, String path, String expected) {
    assertThatThrownBy(() -> GameJson.read(json))
        .isInstanceOf(GameFileException.class)
        .satisfies(
            e -> {
              GameFileException g = (GameFileException) e;
              assertThat(g.path()).startsWith(path);
              assertThat(g.expected()).contains(expected);
            });
  }

  @Test
  void malformedForeignAndWrongFilesNameThePathAndWhatWasExpected() {
    refused("{\"format\": \"dogfight-game\",", "$ (line 1, column 28)", "malformed JSON");
    refused("[1, 2]", "$", "expected a JSON object (a dogfight saved game)");
    refused("{\"name\": \"my save\"}", "$.format", "expected a string, found nothing");
    refused("{\"format\": \"chess\"}", "$.format", "expected \"dogfight-game\", found \"chess\"");
    refused(HEAD + "\"commands\": [], \"extra\": 1}", "$.extra", "unknown key");
    refused(
        HEAD.replace("\"version\": 1", "\"version\": \"one\"") + "\"commands\": []}",
        "$.version",
        "whole number");
    refused(
        HEAD.replace("\"dogfite\"", "\"chess\"") + "\"commands\": []}",
        "$.rules",
        "no rule set called 'chess'");
    refused(HEAD + "\"activation\": \"chits\", \"commands\": []}", "$.activation", "'chits'");
    refused(
        HEAD.replace("\"sample\"", "\"mine\"") + "\"commands\": []}", "$.catalogs", "\"sample\"");
    refused(
        HEAD.replace("\"seed\": 3", "\"seed\": 3.5") + "\"commands\": []}",
        "$.seed",
        "whole number");
    refused(HEAD + "\"commands\": {}}", "$.commands", "an array of commands");
    refused(HEAD + "\"commands\": [7]}", "$.commands[0]", "a command object");
  }

  @Test
  void badCommandsNameTheCommandAndField() {
    refused(
        HEAD + "\"commands\": [{\"type\": \"Loop\", \"plane\": \"Camel\"}]}",
        "$.commands[0]",
        "Loop");
    refused(
        HEAD + "\"commands\": [{\"type\": \"EnterSpin\", \"plane\": \"Camel\", \"wings\": 2}]}",
        "$.commands[0].wings",
        "Unrecognized field \"wings\"");
    refused(
        HEAD + "\"commands\": [{\"type\": \"Fire\", \"plane\": \"Camel\", \"guns\": \"two\"}]}",
        "$.commands[0].guns",
        "\"two\"");
    refused(HEAD + "\"commands\": [{\"type\": \"EnterSpin\"}]}", "$.commands[0].plane", "plane");
    // a well-formed command the rules refuse at this point of the game
    refused(
        HEAD + "\"commands\": [{\"type\": \"Fire\", \"plane\": \"Camel\", \"guns\": 1}]}",
        "$.commands[0]",
        "the rules refuse");
    refused(HEAD + "\"commands\": [], \"scriptedDice\": [1]}", "$.scriptedDice", "unknown key");
  }

  @Test
  void eventsThatDifferFromTheReplayAreNamed() {
    Setup setup = Setup.sample("squadron", 7);
    String json = SaveTrustTest.unsealed(GameJson.write(played(setup), setup, true));
    String edited = json.replaceFirst("\"turn\" : 1", "\"turn\" : 2");
    refused(edited, "$.events[0].turn", "the replay gives \"1\", the file says \"2\"");
    int last = json.lastIndexOf("}, {");
    String truncated = json.substring(0, last) + "} ]\n}";
    refused(truncated, "$.events", "the file lists");
  }

  @Test
  void aFractionalVersionTrailingTextAndDuplicateKeysAreRefused() {
    refused(
        HEAD.replace("\"version\": 1", "\"version\": 1.5") + "\"commands\": []}",
        "$.version",
        "whole number");
    refused(HEAD + "\"commands\": []} trailing", "$ (line 1", "malformed JSON");
    refused(HEAD + "\"commands\": []}{}", "$ (line 1", "malformed JSON");
    refused(HEAD + "\"seed\": 4, \"commands\": []}", "$ (line 1", "Duplicate field 'seed'");
  }

  @Test
  void aTruncatedFileIsMalformed() {
    Setup setup = Setup.sample("squadron", 7);
    String json = GameJson.write(played(setup), setup, false);
    refused(json.substring(0, json.length() / 2), "$ (line", "malformed JSON");
  }
}
