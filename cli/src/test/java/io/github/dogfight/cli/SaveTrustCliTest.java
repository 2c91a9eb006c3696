package io.github.dogfight.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.dogfight.cli.CliTest.Run;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.json.GameJson;
import io.github.dogfight.json.Setup;
import io.github.dogfight.squadron.Maneuver;
import io.github.dogfight.squadron.Side;
import io.github.dogfight.squadron.SquadronCommand;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.squadron.SquadronRules;
import io.github.dogfight.squadron.SquadronState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code replay} and {@code play --resume} on saves that cannot be trusted as they stand (issue
 * 28): each is refused in two lines naming the file and place, or replayed with what was not
 * checked said plainly; never a stack trace.
 */
class SaveTrustCliTest {
  /** A forged save: the Luftwaffe's answer rolled with every die a 3, chosen in the file. */
  private static Path forged(Path dir, boolean events) throws Exception {
    SquadronRules rules = new SquadronRules();
    Game<SquadronState, SquadronCommand> game = Game.start(rules, rules.sampleEngagement(11));
    game = game.play(new DeclareManeuver(Side.WHITE, Maneuver.ATTACK));
    int[] threes = new int[200];
    Arrays.fill(threes, 3);
    game = game.play(new DeclareManeuver(Side.BLACK, Maneuver.DEFEND), ScriptedDice.of(threes));
    Path file = dir.resolve(events ? "forged.json" : "forged-bare.json");
    GameJson.write(game, Setup.sample("squadron", 11), events, file);
    return file;
  }

  /** {@code dogfight play ARGS} with {@code input} piped in as the person's answers. */
  private static Run play(String input, String... args) {
    java.io.StringWriter out = new java.io.StringWriter();
    java.io.StringWriter err = new java.io.StringWriter();
    String[] all = new String[args.length + 1];
    all[0] = "play";
    System.arraycopy(args, 0, all, 1, args.length);
    int status =
        DogfightCommand.run(
            all,
            new java.io.BufferedReader(new java.io.StringReader(input)),
            new java.io.PrintWriter(out),
            new java.io.PrintWriter(err));
    return new Run(status, out.toString(), err.toString());
  }

  private static void refusedPlainly(Run r, String command, String... parts) {
    assertThat(r.status()).as(r.err()).isEqualTo(2);
    assertThat(r.err()).startsWith("dogfight " + command + ": ");
    for (String p : parts) {
      assertThat(r.err()).contains(p);
    }
    assertThat(r.err()).doesNotContain("\tat ").doesNotContain("Exception");
    assertThat(r.err().lines().count()).isEqualTo(2);
    assertThat(r.err().length()).isLessThan(2500);
  }

  @Test
  void replayRefusesScriptedDiceUnlessAllowedAndThenMarksEveryScriptedRoll(@TempDir Path dir)
      throws Exception {
    Path file = forged(dir, true);
    refusedPlainly(
        CliTest.run("replay", file.toString()),
        "replay",
        file + ": $.commands[1].scriptedDice: scripted dice are refused",
        "--allow-scripted");
    Path html = dir.resolve("forged.html");
    Run r = CliTest.run("replay", "--allow-scripted", file.toString(), "--html", html.toString());
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.out())
        .contains(
            "Scripted dice: 1 command rolled faces chosen in the file, not dice from the seed;"
                + " each such roll is marked \"scripted dice\".")
        .doesNotContain("Not checked");
    // every dice line of the forged command is marked, and only those
    long marked = r.out().lines().filter(l -> l.endsWith(" (scripted dice)")).count();
    assertThat(marked).isPositive();
    assertThat(r.out().lines().filter(l -> l.contains(": [3, 3")).toList())
        .allSatisfy(l -> assertThat(l).endsWith(" (scripted dice)"));
    assertThat(Files.readString(html)).contains(" (scripted dice)</li>");
  }

  @Test
  void replaySaysPlainlyThatAFileWithoutEventsWasNotChecked(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("bare.json");
    assertThat(
            CliTest.run("duel", "--rules", "squadron", "--seed", "4", "--save", file.toString())
                .status())
        .isZero();
    Run checked = CliTest.run("replay", file.toString());
    assertThat(checked.out()).doesNotContain("Not checked");
    String text = Files.readString(file);
    Files.writeString(file, text.substring(0, text.indexOf(",\n  \"events\"")) + "\n}\n");
    Run r = CliTest.run("replay", file.toString());
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.out())
        .contains(
            "Not checked: the file lists no events, so nothing shows that these commands are the"
                + " game as it was played, only that the rules accept them.");
  }

  @Test
  void replayOfADeviceAFileNotUtf8OrTooLargeIsRefusedInTwoLines(@TempDir Path dir)
      throws Exception {
    Path zero = Path.of("/dev/zero");
    if (Files.isReadable(zero)) {
      refusedPlainly(
          CliTest.run("replay", zero.toString()),
          "replay",
          "/dev/zero: $: too large: a saved game is read up to 67,108,864 bytes");
    }
    Path latin = dir.resolve("latin.json");
    Files.write(latin, new byte[] {'{', '"', (byte) 0xE9, '"', '}'});
    refusedPlainly(
        CliTest.run("replay", latin.toString()),
        "replay",
        latin + ": $ (byte 2; line 1, column 3): not UTF-8: the byte 0xE9 cannot be decoded");
    Path huge = dir.resolve("huge.json");
    try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(huge.toFile(), "rw")) {
      f.setLength(70L * 1024 * 1024); // sparse: refused by its size, never read
    }
    refusedPlainly(CliTest.run("replay", huge.toString()), "replay", "found 73,400,320 bytes");
  }

  @Test
  void playResumeRequiresTheEventsAndNeverAcceptsScriptedDice(@TempDir Path dir) throws Exception {
    Path bare = forged(dir, false);
    Path withEvents = forged(dir, true);
    refusedPlainly(
        play("quit\n", "--resume", withEvents.toString()),
        "play",
        "--resume: " + withEvents + ": $.commands[1].scriptedDice: scripted dice are refused");
    Path plain = dir.resolve("plain.json");
    assertThat(
            CliTest.run("duel", "--rules", "squadron", "--seed", "4", "--save", plain.toString())
                .status())
        .isZero();
    String text = Files.readString(plain);
    Files.writeString(plain, text.substring(0, text.indexOf(",\n  \"events\"")) + "\n}\n");
    refusedPlainly(
        play("quit\n", "--resume", plain.toString()),
        "play",
        "--resume: " + plain + ": $.events: expected the game's events");
    refusedPlainly(
        play("quit\n", "--resume", bare.toString()), "play", "--resume: " + bare + ": $.");
    Path zero = Path.of("/dev/zero");
    assumeTrue(Files.isReadable(zero));
    refusedPlainly(
        play("quit\n", "--resume", zero.toString()), "play", "--resume: /dev/zero: $: too large");
  }
}
