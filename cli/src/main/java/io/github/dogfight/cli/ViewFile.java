package io.github.dogfight.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.json.Setup;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import picocli.CommandLine;

/**
 * One side's view of a game, as {@code save --view FILE} in {@code dogfight play} writes it: what
 * that side may read and nothing else, for sharing with the other side. The file:
 *
 * <pre>{@code
 * {
 *   "format": "dogfight-view",
 *   "version": 1,
 *   "rules": "cy6",
 *   "activation": "cards",            // only when one was swapped in
 *   "side": "Luftwaffe",              // whose view this is
 *   "about": "...",                   // a sentence saying what the file is
 *   "events": [                       // the events the side may read, in order
 *     {"turn": 1, "phase": "Plot", "actor": "Rot 1", "narration": "Rot 1 plots ...",
 *      "dice": ["Rot 1 ... 2d6: [3, 4] = 7"]}
 *   ],
 *   "situation": ["line", ...]        // the side's situation as 'look' shows it
 * }
 * }</pre>
 *
 * <p>It holds no dice seed, no command list and no event addressed to another side, so it cannot be
 * replayed: {@code dogfight replay} and {@code play --resume} refuse it by name ({@link
 * #refuseAsGame}).
 */
final class ViewFile {
  /** The value of {@code "format"}. */
  static final String FORMAT = "dogfight-view";

  /** The version written. */
  static final int VERSION = 1;

  /** How a view file begins: its format key first (as {@link #write} writes it). */
  private static final Pattern START =
      Pattern.compile("\\A\\s*\\{\\s*\"format\"\\s*:\\s*\"" + FORMAT + "\"");

  private static final ObjectMapper MAPPER =
      JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

  private ViewFile() {}

  /**
   * {@code side}'s view of {@code game} as JSON.
   *
   * @param game the game
   * @param setup how it started (only its rule set and activation are written)
   * @param side the side whose view is written
   * @return the JSON text
   */
  static <S extends GameState, C extends Command> String write(
      Game<S, C> game, Setup setup, String side) {
    RuleSet<S, C> rules = game.rules();
    Viewer viewer = rules.viewer(game.state(), side);
    ObjectNode root = JsonNodeFactory.instance.objectNode();
    root.put("format", FORMAT);
    root.put("version", VERSION);
    root.put("rules", setup.rules());
    setup.activation().ifPresent(a -> root.put("activation", a));
    root.put("side", side);
    root.put(
        "about",
        "What "
            + side
            + " may see of a game of "
            + setup.rules()
            + ": its events with their dice and its situation; no other side's secrets and no"
            + " dice seed. It cannot be replayed or resumed.");
    ArrayNode events = root.putArray("events");
    for (GameEvent e : game.log().visibleTo(viewer)) {
      ObjectNode n = events.addObject();
      n.put("turn", e.turn());
      n.put("phase", e.phase());
      e.actor().ifPresent(a -> n.put("actor", a));
      n.put("narration", e.narration());
      ArrayNode dice = n.putArray("dice");
      for (DiceRoll r : e.dice()) {
        dice.add(r.describe());
      }
    }
    ArrayNode situation = root.putArray("situation");
    rules.situation(game.view(viewer)).lines().forEach(situation::add);
    try {
      return MAPPER.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a JSON tree could not be written: " + e.getMessage(), e);
    }
  }

  /**
   * Refuses {@code file} by name when it is a side's view (which has no commands to replay); does
   * nothing for any other file. Only a regular file's first bytes are read, so a device or a pipe
   * is left for the saved-game reader to answer.
   *
   * @param cl the command line, for the error
   * @param option how the command names the file ("--resume: " or "")
   * @param file the file given
   * @throws CommandLine.ParameterException if the file is a view
   */
  static void refuseAsGame(CommandLine cl, String option, Path file) {
    if (isView(file)) {
      throw new CommandLine.ParameterException(
          cl,
          option
              + file
              + " is one side's view of a game (written by 'save --view' in 'dogfight play'), not"
              + " a saved game: it holds no commands and no dice seed, so it cannot be replayed or"
              + " resumed");
    }
  }

  /**
   * Whether {@code file} is a regular file that begins as a view file does.
   *
   * @param file the file
   * @return whether it is a view
   */
  static boolean isView(Path file) {
    if (!Files.isRegularFile(file)) {
      return false;
    }
    try (InputStream in = Files.newInputStream(file)) {
      String start = new String(in.readNBytes(256), StandardCharsets.UTF_8);
      return START.matcher(start).find();
    } catch (IOException e) {
      return false;
    }
  }
}
