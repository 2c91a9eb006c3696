package io.github.dogfight.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.squadron.Maneuver;
import io.github.dogfight.squadron.Side;
import io.github.dogfight.squadron.SquadronCommand;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.squadron.SquadronRules;
import io.github.dogfight.squadron.SquadronState;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Saves that cannot be trusted as they stand (issue 28): chosen dice, a history without events,
 * huge or endless inputs, bytes that are not UTF-8, values too long to echo. Each is refused with a
 * {@link GameFileException} naming its place, in a message of bounded length, by a limit checked
 * before the work (no test here is timed: the bounds hold by construction).
 */
class SaveTrustTest {
  /** The longest message a refusal may have: path and expectation, each cut. */
  private static final int MAX_MESSAGE =
      GameFileException.MAX_PATH + 2 + GameFileException.MAX_EXPECTED + 40;

  private static GameFileException refused(ThrowingCallable read, String path, String expected) {
    Throwable t = org.assertj.core.api.Assertions.catchThrowable(read);
    assertThat(t).isInstanceOf(GameFileException.class);
    GameFileException e = (GameFileException) t;
    assertThat(e.path()).startsWith(path);
    assertThat(e.expected()).contains(expected);
    assertThat(e.getMessage()).hasSizeLessThanOrEqualTo(MAX_MESSAGE);
    return e;
  }

  /**
   * {@code json} without its digest, so that a test may edit it and reach the check it is about (a
   * file without a digest is read unchecked, as files written before it).
   */
  static String unsealed(String json) {
    String out = json.replaceFirst(",\\s*\"digest\" : \"sha256:[0-9a-f]{64}\"", "");
    assertThat(out).isNotEqualTo(json);
    return out;
  }

  /** The Luftwaffe declares, the RAF's answer rolls every die as a 3 (the forgery). */
  private static Game<SquadronState, SquadronCommand> scripted() {
    SquadronRules rules = new SquadronRules();
    Game<SquadronState, SquadronCommand> game = Game.start(rules, rules.sampleEngagement(11));
    game = game.play(new DeclareManeuver(Side.WHITE, Maneuver.ATTACK));
    int[] threes = new int[200];
    Arrays.fill(threes, 3); // no successes on either side: a tie
    return game.play(new DeclareManeuver(Side.BLACK, Maneuver.DEFEND), ScriptedDice.of(threes));
  }

  @Test
  void scriptedDiceAreRefusedUnlessTheCallerAllowsThemAndThenMarked() {
    Game<SquadronState, SquadronCommand> game = scripted();
    String json = GameJson.write(game, Setup.sample("squadron", 11), true);
    refused(() -> GameJson.read(json), "$.commands[1].scriptedDice", "scripted dice are refused");
    GameJson.Saved back = GameJson.read(json, ReadOptions.defaults().allowingScriptedDice());
    assertThat(back.game().log()).isEqualTo(game.log());
    assertThat(back.scriptedDice()).isTrue();
    // the second command's events, and only those, rolled the file's faces
    int opening = Game.start(game.rules(), game.initialState()).log().size();
    int afterFirst =
        Game.start(game.rules(), game.initialState())
            .play(new DeclareManeuver(Side.WHITE, Maneuver.ATTACK))
            .log()
            .size();
    assertThat(afterFirst).isGreaterThanOrEqualTo(opening);
    assertThat(back.scriptedEvents())
        .isEqualTo(IntStream.range(afterFirst, game.log().size()).boxed().toList())
        .isNotEmpty();
    // a file without scripted dice marks nothing
    Setup setup = Setup.sample("squadron", 7);
    GameJson.Saved plain =
        GameJson.read(
            GameJson.write(Simulation.playOut(setup.start()), setup, true),
            ReadOptions.defaults().allowingScriptedDice());
    assertThat(plain.scriptedDice()).isFalse();
    assertThat(plain.scriptedEvents()).isEmpty();
  }

  @Test
  void aCommandMayScriptOnlySoManyFaces() {
    String faces = String.join(",", java.util.Collections.nCopies(10_001, "3"));
    String json =
        HEAD
            + "\"commands\": [{\"type\": \"DeclareManeuver\", \"side\": \"WHITE\", \"maneuver\":"
            + " \"ATTACK\", \"scriptedDice\": ["
            + faces
            + "]}]}";
    refused(
        () -> GameJson.read(json, ReadOptions.defaults().allowingScriptedDice()),
        "$.commands[0].scriptedDice",
        "at most 10,000 die faces for one command, found 10,001");
  }

  @Test
  void theUnusedFacesOfAForgedCommandAreNotEchoedWhole() {
    // 9,000 faces, most never rolled: the dice script's own message lists them all
    String faces = String.join(", ", java.util.Collections.nCopies(9_000, "3"));
    Setup setup = Setup.sample("squadron", 11);
    String json =
        unsealed(GameJson.write(scripted(), setup, false))
            .replaceFirst("\"scriptedDice\" : \\[[^\\]]*\\]", "\"scriptedDice\" : [" + faces + "]");
    GameFileException e =
        refused(
            () -> GameJson.read(json, ReadOptions.defaults().allowingScriptedDice()),
            "$.commands[1]",
            "cannot be replayed: dice script over-scripted");
    assertThat(e.expected()).contains("characters in all]");
  }

  private static final String HEAD =
      "{\"format\": \"dogfight-game\", \"version\": 1, \"rules\": \"squadron\", \"catalogs\":"
          + " \"sample\", \"seed\": 11, ";

  @Test
  void aFileWithoutEventsSaysItWasNotCheckedAndIsRefusedWhereEventsAreRequired() {
    Setup setup = Setup.sample("dogfite", 3);
    Game<?, ?> game = Simulation.playOut(setup.start());
    String without = GameJson.write(game, setup, false);
    String with = GameJson.write(game, setup, true);
    assertThat(GameJson.read(without).eventsChecked()).isFalse();
    assertThat(GameJson.read(with).eventsChecked()).isTrue();
    ReadOptions resume = ReadOptions.defaults().requiringEvents();
    refused(() -> GameJson.read(without, resume), "$.events", "expected the game's events");
    assertThat(GameJson.read(with, resume).game().log()).isEqualTo(game.log());
  }

  @Test
  void everyEventMustBeWholeAndEqualToTheReplay() {
    Setup setup = Setup.sample("squadron", 7);
    String json = unsealed(GameJson.write(Simulation.playOut(setup.start()), setup, true));
    // an event stripped to nothing used to pass: each of its keys is checked
    String empty = json.replaceFirst("\"events\" : \\[ \\{[^}]*\\}", "\"events\" : [ {}");
    refused(() -> GameJson.read(empty), "$.events[0].turn", "found nothing");
    String noNarration = json.replaceFirst(",\\s*\"narration\" : \"[^\"]*\"\\s*\\}", " }");
    refused(() -> GameJson.read(noNarration), "$.events[0].narration", "found nothing");
    String extra = json.replaceFirst("\"turn\" : 1,", "\"turn\" : 1, \"dice\" : [6, 6],");
    refused(() -> GameJson.read(extra), "$.events[0].dice", "unknown key; an event has");
    String textTurn = json.replaceFirst("\"turn\" : 1,", "\"turn\" : \"1\",");
    refused(() -> GameJson.read(textTurn), "$.events[0].turn", "expected a whole number");
    String numberType = json.replaceFirst("\"phase\" : \"[^\"]*\"", "\"phase\" : 7");
    refused(() -> GameJson.read(numberType), "$.events[0].phase", "expected a string");
  }

  @Test
  void aRegularFileOverTheLimitIsRefusedByItsSizeBeforeItIsRead(@TempDir Path dir)
      throws Exception {
    Path file = dir.resolve("huge.json");
    try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
      f.setLength(70L * 1024 * 1024); // 70 MiB, sparse: nothing is written or read
    }
    GameFileException e =
        refused(
            () -> GameJson.read(file),
            file + ": $",
            "too large: a saved game is read up to 67,108,864 bytes (ReadOptions.maxBytes),"
                + " found 73,400,320 bytes");
    assertThat(e.getMessage()).startsWith(file + ": $: too large");
    Path small = dir.resolve("small.json");
    Files.writeString(small, " ".repeat(2000));
    refused(
        () -> GameJson.read(small, ReadOptions.defaults().withMaxBytes(1000)),
        small + ": $",
        "read up to 1,000 bytes (ReadOptions.maxBytes), found 2,000 bytes");
  }

  @Test
  void aDeviceIsReadOnlyUpToTheLimit() {
    Path zero = Path.of("/dev/zero");
    assumeTrue(Files.isReadable(zero) && !Files.isRegularFile(zero));
    // endless: read to the limit (64 MiB by default, 1 KiB here), then refused
    refused(
        () -> GameJson.read(zero),
        "/dev/zero: $",
        "read up to 67,108,864 bytes (ReadOptions.maxBytes), found more than that");
    refused(
        () -> GameJson.read(zero, ReadOptions.defaults().withMaxBytes(1024)),
        "/dev/zero: $",
        "read up to 1,024 bytes (ReadOptions.maxBytes), found more than that");
  }

  @Test
  void textOverTheLimitIsRefusedBeforeItIsParsed() {
    refused(
        () -> GameJson.read("[" + " ".repeat(100) + "]", ReadOptions.defaults().withMaxBytes(50)),
        "$",
        "found 102 characters");
    assertThatThrownBy(() -> ReadOptions.defaults().withMaxBytes(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("maxBytes: expected 1 to 1,073,741,824, found 0");
  }

  @Test
  void bytesThatAreNotUtf8NameTheirOffsetLineAndColumn(@TempDir Path dir) throws Exception {
    byte[] head =
        "{\n  \"format\" : \"dogfight-game\",\n  \"rules\" : \"é".getBytes(StandardCharsets.UTF_8);
    byte[] bytes = Arrays.copyOf(head, head.length + 3);
    bytes[head.length] = (byte) 0xFF;
    bytes[head.length + 1] = '"';
    bytes[head.length + 2] = '}';
    Path file = dir.resolve("latin.json");
    Files.write(file, bytes);
    // line 3 is `  "rules" : "é` (14 characters) then 0xFF: the 15th is the bad byte
    refused(
        () -> GameJson.read(file),
        file + ": $ (byte " + head.length + "; line 3, column 15)",
        "not UTF-8: the byte 0xFF cannot be decoded");
    // a sequence cut short at the end of the input
    byte[] cut = {'{', (byte) 0xC3};
    refused(
        () -> GameJson.read(cut, ReadOptions.defaults()),
        "$ (byte 1; line 1, column 2)",
        "not UTF-8");
  }

  @Test
  void theReaderBoundsStringsNumbersKeysAndNesting() {
    refused(
        () -> GameJson.read(HEAD + "\"commands\": [], \"x\": \"" + "a".repeat(100_001) + "\"}"),
        "$",
        "beyond the reader's limits");
    refused(
        () -> GameJson.read(HEAD + "\"commands\": [" + "1".repeat(40) + "]}"),
        "$",
        "beyond the reader's limits");
    refused(
        () -> GameJson.read(HEAD + "\"commands\": [], \"" + "k".repeat(300) + "\": 1}"),
        "$",
        "beyond the reader's limits");
    refused(
        () -> GameJson.read(HEAD + "\"commands\": " + "[".repeat(70) + "]".repeat(70) + "}"),
        "$",
        "beyond the reader's limits");
  }

  @Test
  void valuesQuotedFromTheFileAreCut() {
    String rules = "x".repeat(100_000);
    GameFileException e =
        refused(
            () ->
                GameJson.read(
                    HEAD.replace("\"squadron\"", "\"" + rules + "\"") + "\"commands\": []}"),
            "$.rules",
            "... [cut: ");
    assertThat(e.expected()).hasSizeLessThan(1000);
    String format = "y".repeat(50_000);
    GameFileException f =
        refused(
            () -> GameJson.read("{\"format\": \"" + format + "\"}"),
            "$.format",
            "[cut: 50,000 characters in all]");
    assertThat(f.getMessage()).hasSizeLessThan(400);
    String key = "k".repeat(250);
    GameFileException g =
        refused(() -> GameJson.read(HEAD + "\"commands\": [], \"" + key + "\": 1}"), "$.kkk", "");
    assertThat(g.path()).hasSizeLessThan(260);
    assertThat(GameFileException.echo("short")).isEqualTo("short");
    assertThat(GameFileException.echo("z".repeat(201)))
        .isEqualTo("z".repeat(200) + "... [cut: 201 characters in all]");
    // never half a character
    String pairs = "a" + "\uD83D\uDE00".repeat(150);
    assertThat(GameFileException.echo(pairs))
        .startsWith("a" + "\uD83D\uDE00".repeat(99) + "... [cut: 301 characters in all]");
  }

  @Test
  void everyFullSaveSaysWhatItHoldsAndOldSavesWithoutItStillRead() {
    Setup setup = Setup.sample("cy6", 7);
    Game<?, ?> game = Simulation.playOut(setup.start());
    String json = unsealed(GameJson.write(game, setup, true));
    assertThat(json).contains("\"holds\" : \"" + GameJson.HOLDS + "\"");
    assertThat(GameJson.HOLDS).contains("every side's secrets").contains("the dice seed");
    String old = json.replaceFirst("\\s*\"holds\" : \"[^\"]*\",", "");
    assertThat(old).doesNotContain("\"holds\"");
    assertThat(GameJson.read(old).game().log()).isEqualTo(game.log());
    String claimed = json.replace(GameJson.HOLDS, "only the Allies' view");
    refused(() -> GameJson.read(claimed), "$.holds", "found \"only the Allies' view\"");
    refused(
        () -> GameJson.read(json.replace("\"" + GameJson.HOLDS + "\"", "7")),
        "$.holds",
        "a string");
  }

  @Test
  void aDigestOfTheCanonicalContentIsWrittenAndCheckedOnRead() {
    Setup setup = Setup.sample("dogfite", 3);
    Game<?, ?> game = Simulation.playOut(setup.start());
    String json = GameJson.write(game, setup, true);
    assertThat(json).containsPattern("\n  \"digest\" : \"sha256:[0-9a-f]{64}\"\n}\n$");
    // whitespace and key order are not content
    String compact =
        json.replace("\n", "")
            .replace("\"format\" : \"dogfight-game\",", "")
            .replace("\"version\" : 1,", "\"version\" : 1,\"format\":\"dogfight-game\",");
    assertThat(GameJson.read(compact).game().log()).isEqualTo(game.log());
    // a narration changed by hand: the digest refuses it before the replay
    int at = json.indexOf("\"narration\" : \"") + 15;
    String edited = json.substring(0, at) + "X" + json.substring(at);
    refused(() -> GameJson.read(edited), "$.digest", "the content does not match its digest");
    // without the digest it reads unchecked, and the events check finds the change
    refused(() -> GameJson.read(unsealed(edited)), "$.events[", "the file says \"X");
    String wrong = json.replaceFirst("sha256:[0-9a-f]{64}", "sha256:" + "0".repeat(64));
    refused(() -> GameJson.read(wrong), "$.digest", "expected \"sha256:");
    refused(
        () -> GameJson.read(json.replaceFirst("\"sha256:[0-9a-f]{64}\"", "7")),
        "$.digest",
        "expected a string");
  }

  @Test
  void theLimitsAreDocumentedFigures() {
    assertThat(ReadOptions.DEFAULT_MAX_BYTES).isEqualTo(64L * 1024 * 1024);
    assertThat(ReadOptions.defaults())
        .isEqualTo(new ReadOptions(false, false, ReadOptions.DEFAULT_MAX_BYTES));
    assertThat(List.of(GameJson.MAX_NESTING_DEPTH, GameJson.MAX_STRING_LENGTH))
        .containsExactly(64, 100_000);
  }
}
