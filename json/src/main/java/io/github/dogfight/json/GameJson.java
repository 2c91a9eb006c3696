package io.github.dogfight.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.Played;
import io.github.dogfight.core.game.RuleViolation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Saved games as JSON, format {@value #FORMAT} version {@value #VERSION}.
 *
 * <pre>{@code
 * Setup setup = Setup.sample("dogfite", 7);
 * Game<?, ?> game = Simulation.playOut(setup.start());
 * String json = GameJson.write(game, setup, true);     // with events
 * GameJson.Saved back = GameJson.read(json);           // replays the commands, checks the events
 * back.game().log().equals(game.log());                // true
 * }</pre>
 *
 * <p>The file:
 *
 * <pre>{@code
 * {
 *   "format": "dogfight-game",
 *   "version": 1,
 *   "holds": "the whole game: ...",      // HOLDS: what the file gives away
 *   "rules": "dogfite",                  // RuleSet.name()
 *   "activation": "cards",               // optional: the activation swapped in
 *   "catalogs": "sample",                // format 1: the sample engagement's own catalogs
 *   "seed": 7,                           // RuleSet.sampleEngagement(seed)
 *   "commands": [                        // in the order played
 *     {"type": "ChooseTarget", "plane": "Camel", "target": "Albatros"},
 *     {"type": "Move", "plane": "Camel", "step": {"type": "Turn", "hexsides": 1},
 *      "betLevel": 1, "aerobaticPoints": 0, "scriptedDice": [3, 4]}
 *   ],
 *   "events": [                          // optional
 *     {"turn": 1, "phase": "Targeting", "type": "TargetChosen", "narration": "..."}
 *   ]
 * }
 * }</pre>
 *
 * <p>A command is the rule set's command record: {@code type} is its simple class name (and that of
 * any sealed type inside it, such as a Dogfite! step), the other keys its record components; an
 * absent optional is {@code null}. {@code scriptedDice}, on a command played with scripted dice,
 * lists the faces it drew; the others roll from the game's own dice stream, which the seed fixes.
 * Reading replays every command from the setup's start and, where the file has events, checks that
 * the replay gives the same count and, one by one, the same turn, phase, type and narration.
 * Unknown keys are refused. Any fault is a {@link GameFileException} naming the JSON path and what
 * was expected; nothing is returned half-loaded.
 *
 * <p>A file can claim anything, so {@link ReadOptions} says what a read trusts: by default a
 * command with {@code scriptedDice} is refused ({@link ReadOptions#allowingScriptedDice()} replays
 * it, and {@link Saved#scriptedEvents()} names its events), a file without events is read but
 * {@link Saved#eventsChecked()} is false ({@link ReadOptions#requiringEvents()} refuses it), and
 * the input is bounded before the work: {@link ReadOptions#maxBytes()} (64 MiB by default, a
 * regular file refused by its size before it is read, a device or pipe read only up to the limit),
 * then the parser's limits on strings, numbers, keys, nesting and tokens ({@link
 * #MAX_STRING_LENGTH} and the constants after it). Input that is not UTF-8 is refused at its byte
 * offset.
 */
public final class GameJson {
  /** The value of {@code "format"}. */
  public static final String FORMAT = "dogfight-game";

  /** The version this library writes and the newest it reads. */
  public static final int VERSION = 1;

  /** The value of {@code "catalogs"} in version 1. */
  public static final String SAMPLE_CATALOGS = "sample";

  /**
   * The value of {@code "holds"}, written in every file: what a full save gives away to whoever
   * reads it.
   */
  public static final String HOLDS =
      "the whole game: every side's secrets and the dice seed, from which every roll, past and to"
          + " come, follows; share it only with someone who may know everything";

  /** The longest string value read: {@value} characters (a narration is a few hundred). */
  public static final int MAX_STRING_LENGTH = 100_000;

  /** The deepest nesting of arrays and objects read: {@value} (a saved game needs about 6). */
  public static final int MAX_NESTING_DEPTH = 64;

  /** The most digits of a number read: {@value} (a seed has at most 20 characters). */
  public static final int MAX_NUMBER_LENGTH = 32;

  /** The longest key read: {@value} characters. */
  public static final int MAX_NAME_LENGTH = 256;

  /**
   * The most JSON tokens read: {@value}, about eighty times the longest game of the sample
   * engagements with its events (a Wild Blue duel of 500 commands and 700 events: 12,000 tokens,
   * 160 KB); it bounds the memory the parsed file takes.
   */
  public static final long MAX_TOKEN_COUNT = 1_000_000;

  /**
   * The most scripted faces one command may list: {@value} (the largest roll of the sample
   * engagements draws a few dozen dice).
   */
  public static final int MAX_SCRIPTED_FACES = 10_000;

  private static final String SCRIPTED = "scriptedDice";

  /** The keys of a saved game, in the order written (a list: messages name them in this order). */
  private static final List<String> KEYS =
      List.of(
          "format",
          "version",
          "holds",
          "rules",
          "activation",
          "catalogs",
          "seed",
          "commands",
          "events",
          "digest");

  private static final List<String> EVENT_KEYS = List.of("turn", "phase", "type", "narration");

  private GameJson() {}

  /**
   * A game read from a file: how it started and the game replayed to where the file ends.
   *
   * @param setup the rule set, activation and seed
   * @param game the game, every command replayed
   * @param eventsChecked whether the file listed its events and the replay gave the same ones
   * @param scriptedEvents the indexes in the log of the events of commands with scripted dice
   */
  public record Saved(
      Setup setup, Game<?, ?> game, boolean eventsChecked, List<Integer> scriptedEvents) {
    /**
     * Checks and copies the parts.
     *
     * @param setup the rule set, activation and seed
     * @param game the game, every command replayed
     * @param eventsChecked whether the file listed its events and the replay gave the same ones;
     *     false when the file has no {@code events}: then nothing shows that the commands are the
     *     game as it was played, only that the rules accept them
     * @param scriptedEvents the indexes in {@code game.log().events()} of the events of commands
     *     that rolled scripted dice (faces the file chose, not the seed's), in order; empty unless
     *     the file was read with {@link ReadOptions#allowScriptedDice()}
     * @throws NullPointerException naming a null part
     */
    public Saved {
      Objects.requireNonNull(setup, "setup");
      Objects.requireNonNull(game, "game");
      scriptedEvents = List.copyOf(Objects.requireNonNull(scriptedEvents, "scriptedEvents"));
    }

    /**
     * Whether any command of the file rolled scripted dice.
     *
     * @return whether a command was played with faces the file chose
     */
    public boolean scriptedDice() {
      return game.played().stream().anyMatch(p -> p.scriptedFaces().isPresent());
    }
  }

  /**
   * {@code game} as JSON.
   *
   * @param game the game; it must have started from {@code setup}'s sample engagement
   * @param setup how it started
   * @param withEvents whether to include the events (reading then checks them)
   * @return the JSON text, indented
   * @throws IllegalArgumentException if the game's rule set is not {@code setup}'s, or the game did
   *     not start from its sample engagement
   */
  public static String write(Game<?, ?> game, Setup setup, boolean withEvents) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(setup, "setup");
    if (!game.rules().name().equals(setup.rules())) {
      throw new IllegalArgumentException(
          "the game is played by the rule set '"
              + game.rules().name()
              + "', the setup names '"
              + setup.rules()
              + "'");
    }
    if (!game.initialState().equals(game.rules().sampleEngagement(setup.seed()))) {
      throw new IllegalArgumentException(
          "the game did not start from the sample engagement of seed "
              + setup.seed()
              + " of '"
              + setup.rules()
              + "'; format "
              + VERSION
              + " saves games that do");
    }
    ObjectMapper mapper = CommandJson.mapper(CommandJson.commandType(game.rules()));
    ObjectNode root = JsonNodeFactory.instance.objectNode();
    root.put("format", FORMAT);
    root.put("version", VERSION);
    root.put("holds", HOLDS);
    root.put("rules", setup.rules());
    setup.activation().ifPresent(a -> root.put("activation", a));
    root.put("catalogs", SAMPLE_CATALOGS);
    root.put("seed", setup.seed());
    ArrayNode commands = root.putArray("commands");
    for (Played<?> p : game.played()) {
      ObjectNode entry = mapper.valueToTree(p.command()); // "type" from the sealed type's mixin
      p.scriptedFaces().ifPresent(f -> f.forEach(entry.putArray(SCRIPTED)::add));
      commands.add(entry);
    }
    if (withEvents) {
      ArrayNode events = root.putArray("events");
      for (GameEvent e : game.log()) {
        ObjectNode n = events.addObject();
        n.put("turn", e.turn());
        n.put("phase", e.phase());
        n.put("type", e.getClass().getSimpleName());
        n.put("narration", e.narration());
      }
    }
    root.put("digest", ContentDigest.of(root));
    try {
      return StrictInput.MAPPER.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a JSON tree could not be written: " + e.getMessage(), e);
    }
  }

  /**
   * Writes {@code game} to {@code file} (UTF-8), as {@link #write(Game, Setup, boolean)}.
   *
   * @param game the game
   * @param setup how it started
   * @param withEvents whether to include the events
   * @param file the file to write
   * @throws IOException if the file cannot be written
   */
  public static void write(Game<?, ?> game, Setup setup, boolean withEvents, Path file)
      throws IOException {
    Objects.requireNonNull(file, "file");
    Files.writeString(file, write(game, setup, withEvents), StandardCharsets.UTF_8);
  }

  /**
   * Reads a saved game from {@code file} (UTF-8) with {@link ReadOptions#defaults()}.
   *
   * @param file the file
   * @return the setup and the replayed game
   * @throws IOException if the file cannot be read
   * @throws GameFileException naming the file, the JSON path and what was expected
   */
  public static Saved read(Path file) throws IOException {
    return read(file, ReadOptions.defaults());
  }

  /**
   * Reads a saved game from {@code file} (UTF-8). A regular file larger than {@link
   * ReadOptions#maxBytes()} is refused by its size before it is read; anything else (a device, a
   * pipe) is read only up to the limit, then refused.
   *
   * @param file the file
   * @param options what to accept and the size limit
   * @return the setup and the replayed game
   * @throws IOException if the file cannot be read
   * @throws GameFileException naming the file, the JSON path (or byte offset) and what was expected
   */
  public static Saved read(Path file, ReadOptions options) throws IOException {
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(options, "options");
    try {
      return read(StrictInput.bytes(file, options.maxBytes()), options);
    } catch (GameFileException e) {
      throw new GameFileException(file + ": " + e.path(), e.expected(), e);
    }
  }

  /** Reads a saved game from its bytes, checked as UTF-8 ({@code read(Path)} without the file). */
  static Saved read(byte[] bytes, ReadOptions options) {
    return read(StrictInput.tree(bytes, options.maxBytes()), options);
  }

  /**
   * Reads a saved game with {@link ReadOptions#defaults()}: checks the header, replays every
   * command from the setup's start, and checks the events where the file has them.
   *
   * @param json the file's text
   * @return the setup and the replayed game
   * @throws GameFileException naming the JSON path and what was expected
   */
  public static Saved read(String json) {
    return read(json, ReadOptions.defaults());
  }

  /**
   * Reads a saved game: checks its size and header, refuses scripted dice and a missing {@code
   * events} as {@code options} say, replays every command from the setup's start, and checks the
   * events where the file has them.
   *
   * @param json the file's text
   * @param options what to accept and the size limit (here in characters)
   * @return the setup and the replayed game
   * @throws GameFileException naming the JSON path and what was expected
   */
  public static Saved read(String json, ReadOptions options) {
    Objects.requireNonNull(json, "json");
    Objects.requireNonNull(options, "options");
    return read(StrictInput.tree(json, options.maxBytes()), options);
  }

  /** Checks a parsed file's header, replays its commands and checks its events. */
  private static Saved read(@Nullable JsonNode root, ReadOptions options) {
    if (root == null || !root.isObject()) {
      throw new GameFileException("$", "expected a JSON object (a dogfight saved game)");
    }
    String format = text(root, "format");
    if (!format.equals(FORMAT)) {
      throw new GameFileException(
          "$.format", "expected \"" + FORMAT + "\", found \"" + echo(format) + "\"");
    }
    for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
      String key = it.next();
      if (!KEYS.contains(key)) {
        throw new GameFileException("$." + echo(key), "unknown key; a saved game has " + KEYS);
      }
    }
    JsonNode version = root.get("version");
    if (version == null || !version.isIntegralNumber() || !version.canConvertToInt()) {
      throw new GameFileException("$.version", "expected a whole number, the format's version");
    }
    if (version.intValue() < 1 || version.intValue() > VERSION) {
      throw new GameFileException(
          "$.version",
          "this library reads versions 1 to " + VERSION + ", found " + version.intValue());
    }
    if (root.has("holds") && !text(root, "holds").equals(HOLDS)) {
      throw new GameFileException(
          "$.holds",
          "expected \""
              + HOLDS
              + "\" (a full save), found \""
              + echo(root.get("holds").textValue())
              + "\"");
    }
    if (root.has("digest")) {
      String digest = text(root, "digest");
      ((ObjectNode) root).remove("digest"); // the tree is this read's own
      String actual = ContentDigest.ofRead(root);
      if (!digest.equals(actual)) {
        throw new GameFileException(
            "$.digest",
            "the content does not match its digest: it was changed after it was written (expected"
                + " \""
                + actual
                + "\", found \""
                + echo(digest)
                + "\"); remove the digest to read it unchecked");
      }
    }
    String catalogs = text(root, "catalogs");
    if (!catalogs.equals(SAMPLE_CATALOGS)) {
      throw new GameFileException(
          "$.catalogs",
          "expected \""
              + SAMPLE_CATALOGS
              + "\" (version 1 saves sample engagements), found \""
              + echo(catalogs)
              + "\"");
    }
    JsonNode seed = root.get("seed");
    if (seed == null || !seed.canConvertToLong() || !seed.isIntegralNumber()) {
      throw new GameFileException(
          "$.seed", "expected a whole number, the sample engagement's seed");
    }
    JsonNode commands = root.get("commands");
    if (commands == null || !commands.isArray()) {
      throw new GameFileException("$.commands", "expected an array of commands");
    }
    JsonNode events = root.get("events");
    if (events == null && options.requireEvents()) {
      throw new GameFileException(
          "$.events",
          "expected the game's events, to check the replay against; a file without them could"
              + " hold any legal history");
    }
    if (!options.allowScriptedDice()) {
      for (int i = 0; i < commands.size(); i++) {
        if (commands.get(i).has(SCRIPTED)) {
          throw new GameFileException(
              "$.commands[" + i + "]." + SCRIPTED,
              "scripted dice are refused: the file chooses this command's faces instead of"
                  + " rolling them from the seed; read it with scripted dice allowed"
                  + " (ReadOptions.allowingScriptedDice, 'dogfight replay --allow-scripted')"
                  + " to replay it marked as scripted");
        }
      }
    }
    Optional<String> activation =
        root.has("activation") ? Optional.of(text(root, "activation")) : Optional.empty();
    Setup setup;
    Game<?, ?> start;
    try {
      setup = new Setup(text(root, "rules"), activation, seed.longValue());
      start = setup.start();
    } catch (IllegalArgumentException e) {
      throw new GameFileException(
          root.has("activation") ? "$.activation" : "$.rules", echo(e.getMessage()), e);
    }
    List<Integer> scripted = new ArrayList<>();
    Game<?, ?> game = replay(start, commands, scripted);
    if (events != null) {
      checkEvents(game, events);
    }
    return new Saved(setup, game, events != null, scripted);
  }

  private static String echo(@Nullable Object value) {
    return GameFileException.echo(value);
  }

  private static <S extends GameState, C extends Command> Game<S, C> replay(
      Game<S, C> start, JsonNode commands, List<Integer> scriptedEvents) {
    Class<C> type = CommandJson.commandType(start.rules());
    ObjectMapper mapper = CommandJson.mapper(type);
    Game<S, C> game = start;
    for (int i = 0; i < commands.size(); i++) {
      String at = "$.commands[" + i + "]";
      JsonNode node = commands.get(i);
      if (!node.isObject()) {
        throw new GameFileException(at, "expected a command object with a \"type\"");
      }
      ObjectNode command = ((ObjectNode) node).deepCopy();
      Optional<List<Integer>> faces = Optional.empty();
      JsonNode scripted = command.remove(SCRIPTED);
      if (scripted != null) {
        faces = Optional.of(faces(scripted, at + "." + SCRIPTED));
      }
      C c;
      try {
        c = mapper.treeToValue(command, type);
      } catch (JsonMappingException e) {
        throw new GameFileException(at + echo(path(e)), problem(e), e);
      } catch (JsonProcessingException e) {
        throw new GameFileException(at, StrictInput.firstLine(e.getOriginalMessage()), e);
      } catch (IllegalArgumentException e) {
        throw new GameFileException(at, echo(e.getMessage()), e);
      }
      if (c == null) {
        throw new GameFileException(at, "expected a command, found null");
      }
      int before = game.log().size();
      try {
        game = game.replayOne(new Played<>(c, faces));
      } catch (RuleViolation e) {
        throw new GameFileException(
            at, "the rules refuse " + echo(c.describe()) + ": " + echo(e.getMessage()), e);
      } catch (RuntimeException e) {
        throw new GameFileException(at, "cannot be replayed: " + echo(e.getMessage()), e);
      }
      if (faces.isPresent()) {
        for (int k = before; k < game.log().size(); k++) {
          scriptedEvents.add(k);
        }
      }
    }
    return game;
  }

  private static List<Integer> faces(JsonNode node, String at) {
    if (!node.isArray()) {
      throw new GameFileException(at, "expected an array of die faces");
    }
    if (node.size() > MAX_SCRIPTED_FACES) {
      throw new GameFileException(
          at,
          String.format(
              Locale.ROOT,
              "expected at most %,d die faces for one command, found %,d",
              MAX_SCRIPTED_FACES,
              node.size()));
    }
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < node.size(); i++) {
      JsonNode f = node.get(i);
      if (!f.isInt() || f.intValue() < 1) {
        throw new GameFileException(
            at + "[" + i + "]", "expected a die face, 1 or more, found " + echo(f));
      }
      out.add(f.intValue());
    }
    return out;
  }

  /**
   * Checks every event of the file against the replay: each an object with exactly a whole-number
   * {@code turn} and the strings {@code phase}, {@code type} and {@code narration}, equal to the
   * replay's, and as many as the replay gives.
   */
  private static void checkEvents(Game<?, ?> game, JsonNode events) {
    if (!events.isArray()) {
      throw new GameFileException("$.events", "expected an array of events");
    }
    List<GameEvent> replayed = game.log().events();
    int n = Math.min(replayed.size(), events.size());
    for (int i = 0; i < n; i++) {
      String at = "$.events[" + i + "]";
      JsonNode e = events.get(i);
      if (!e.isObject()) {
        throw new GameFileException(at, "expected an event object");
      }
      for (Iterator<String> it = e.fieldNames(); it.hasNext(); ) {
        String key = it.next();
        if (!EVENT_KEYS.contains(key)) {
          throw new GameFileException(
              at + "." + echo(key), "unknown key; an event has " + EVENT_KEYS);
        }
      }
      GameEvent r = replayed.get(i);
      JsonNode turn = e.get("turn");
      if (turn == null || !turn.isIntegralNumber()) {
        throw new GameFileException(
            at + ".turn",
            "expected a whole number, the event's turn"
                + (turn == null ? ", found nothing" : ", found " + echo(turn)));
      }
      same(at + ".turn", turn.asText(), Integer.toString(r.turn()));
      same(at + ".phase", text(e, at, "phase"), r.phase());
      same(at + ".type", text(e, at, "type"), r.getClass().getSimpleName());
      same(at + ".narration", text(e, at, "narration"), r.narration());
    }
    if (replayed.size() != events.size()) {
      throw new GameFileException(
          "$.events",
          "the replay gives " + replayed.size() + " events, the file lists " + events.size());
    }
  }

  private static void same(String at, String value, String replayed) {
    if (!value.equals(replayed)) {
      throw new GameFileException(
          at, "the replay gives \"" + echo(replayed) + "\", the file says \"" + echo(value) + "\"");
    }
  }

  private static String text(JsonNode root, String key) {
    return text(root, "$", key);
  }

  private static String text(JsonNode node, String at, String key) {
    JsonNode v = node.get(key);
    if (v == null || !v.isTextual()) {
      throw new GameFileException(
          at + "." + key,
          "expected a string" + (v == null ? ", found nothing" : ", found " + echo(v)));
    }
    return v.textValue();
  }

  /** The JSON path inside a command from Jackson's reference chain: {@code .step.hexsides}. */
  private static String path(JsonMappingException e) {
    StringBuilder sb = new StringBuilder();
    for (JsonMappingException.Reference r : e.getPath()) {
      if (r.getFieldName() != null) {
        sb.append('.').append(r.getFieldName());
      } else if (r.getIndex() >= 0) {
        sb.append('[').append(r.getIndex()).append(']');
      }
    }
    return sb.toString();
  }

  /** Jackson's message without its location and reference-chain tail. */
  private static String problem(JsonMappingException e) {
    Throwable cause = e.getCause();
    if (cause instanceof IllegalArgumentException || cause instanceof NullPointerException) {
      return echo(cause.getMessage());
    }
    return StrictInput.firstLine(e.getOriginalMessage());
  }
}
