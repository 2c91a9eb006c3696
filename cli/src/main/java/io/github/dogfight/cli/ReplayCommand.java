package io.github.dogfight.cli;

import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.event.Words;
import io.github.dogfight.json.GameFileException;
import io.github.dogfight.json.GameJson;
import io.github.dogfight.json.ReadOptions;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code dogfight replay FILE}: a saved game, replayed from its commands and narrated. */
@CommandLine.Command(
    name = "replay",
    mixinStandardHelpOptions = true,
    description = {
      "Replay a saved game and narrate it as 'duel' does.",
      "The file is JSON, as 'dogfight duel --save' or 'save FILE' in 'dogfight play' writes it:"
          + " its commands are replayed and its events checked where the file has them. A file"
          + " without events is replayed but said to be unchecked; a file whose commands carry"
          + " scriptedDice (faces chosen in the file) is refused unless --allow-scripted. Files"
          + " over 64 MiB are refused before they are read."
    })
final class ReplayCommand implements Runnable {
  @Spec CommandLine.Model.CommandSpec spec;

  @Parameters(paramLabel = "FILE", description = "The saved game.")
  Path file = Path.of("");

  @Option(
      names = "--html",
      paramLabel = "OUT",
      description = "Also draw the game as one self-contained HTML page (as 'duel --html').")
  Optional<Path> html = Optional.empty();

  @Option(
      names = "--allow-scripted",
      description =
          "Replay a file whose commands carry scriptedDice: faces the file chose instead of"
              + " rolling them from its seed. Each such roll is marked 'scripted dice'.")
  boolean allowScripted;

  @Override
  public void run() {
    ViewFile.refuseAsGame(spec.commandLine(), "", file);
    GameJson.Saved saved;
    ReadOptions options = ReadOptions.defaults();
    try {
      saved = GameJson.read(file, allowScripted ? options.allowingScriptedDice() : options);
    } catch (IOException e) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), FileProblem.cannotRead(file, e), e);
    } catch (GameFileException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    String heading =
        "Saved game "
            + file.getFileName()
            + saved.setup().activation().map(a -> ", activation " + a).orElse("")
            + ", dice seed "
            + saved.setup().seed()
            + ":"
            + notes(saved);
    Set<GameEvent> scripted = Collections.newSetFromMap(new IdentityHashMap<>());
    List<GameEvent> events = saved.game().log().events();
    saved.scriptedEvents().forEach(i -> scripted.add(events.get(i)));
    if (html.isPresent()) {
      DuelCommand.writeHtml(spec.commandLine(), saved.game(), heading, scripted, html.get());
    }
    spec.commandLine().getOut().print(DuelCommand.narration(saved.game(), heading, scripted));
  }

  /** What the reader must know before trusting the narration: unchecked, scripted. */
  static String notes(GameJson.Saved saved) {
    StringBuilder sb = new StringBuilder();
    if (!saved.eventsChecked()) {
      sb.append(
          "\nNot checked: the file lists no events, so nothing shows that these commands are the"
              + " game as it was played, only that the rules accept them.");
    }
    if (saved.scriptedDice()) {
      long n = saved.game().played().stream().filter(p -> p.scriptedFaces().isPresent()).count();
      sb.append("\nScripted dice: ")
          .append(Words.count((int) n, "command"))
          .append(
              " rolled faces chosen in the file, not dice from the seed; each such roll is"
                  + " marked \"scripted dice\".");
    }
    return sb.toString();
  }
}
