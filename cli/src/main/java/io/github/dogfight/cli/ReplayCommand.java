package io.github.dogfight.cli;

import io.github.dogfight.json.GameFileException;
import io.github.dogfight.json.GameJson;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code dogfight replay FILE}: a saved game, replayed from its commands and narrated. */
@CommandLine.Command(
    name = "replay",
    mixinStandardHelpOptions = true,
    description = {
      "Read a saved game (JSON, as 'dogfight duel --save' writes it), replay its commands,",
      "check its events where the file has them, and narrate it as 'duel' does."
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

  @Override
  public void run() {
    ViewFile.refuseAsGame(spec.commandLine(), "", file);
    GameJson.Saved saved;
    try {
      saved = GameJson.read(file);
    } catch (IOException e) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "cannot read " + file + ": " + e.getMessage(), e);
    } catch (GameFileException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    String heading =
        "Saved game "
            + file.getFileName()
            + saved.setup().activation().map(a -> ", activation " + a).orElse("")
            + ", dice seed "
            + saved.setup().seed()
            + ":";
    if (html.isPresent()) {
      DuelCommand.writeHtml(spec.commandLine(), saved.game(), heading, html.get());
    }
    spec.commandLine().getOut().print(DuelCommand.narration(saved.game(), heading));
  }
}
