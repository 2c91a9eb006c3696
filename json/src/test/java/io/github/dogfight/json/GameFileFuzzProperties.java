package io.github.dogfight.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.testkit.Fuzz;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Hostile saved games: the files of all four rule sets (with and without events) cut short, edited
 * character by character, with their JSON reordered, fields dropped, values swapped for the wrong
 * kind, commands duplicated or moved, and foreign JSON. Each read returns a whole game or fails
 * with a GameFileException naming a JSON path, within a time limit.
 */
class GameFileFuzzProperties {
  private static final Duration LIMIT = Duration.ofSeconds(20);
  private static final ObjectMapper MAPPER = new ObjectMapper();

  /** One saved file per rule set and activation, with and without events. */
  private static final List<String> SAVED = saved();

  private static List<String> saved() {
    List<String> files = new ArrayList<>();
    String[][] setups = {{"squadron", ""}, {"dogfite", "cards"}, {"cy6", ""}, {"wildblue", ""}};
    for (String[] s : setups) {
      Setup setup = new Setup(s[0], s[1].isEmpty() ? Optional.empty() : Optional.of(s[1]), 11);
      var game = Simulation.playOut(setup.start());
      files.add(GameJson.write(game, setup, true));
      files.add(GameJson.write(game, setup, false));
      // and without their digests, so that edits reach the checks behind it
      files.add(SaveTrustTest.unsealed(GameJson.write(game, setup, true)));
      files.add(SaveTrustTest.unsealed(GameJson.write(game, setup, false)));
    }
    return List.copyOf(files);
  }

  @Property(tries = 1000)
  void aSavedFileReadsWholeOrFailsWithAPath(@ForAll("files") String json) {
    GameFileException e =
        Fuzz.answersOrFails(json, GameFileException.class, LIMIT, () -> GameJson.read(json));
    if (e != null) {
      assertThat(e.path()).startsWith("$");
      assertThat(e.expected()).isNotBlank();
      assertThat(e.getMessage()).startsWith(e.path() + ": ");
      assertThat(e.getMessage()).hasSizeLessThanOrEqualTo(MAX_MESSAGE);
    }
  }

  private static final int MAX_MESSAGE =
      GameFileException.MAX_PATH + 2 + GameFileException.MAX_EXPECTED;

  /** A small limit, so that hostile files reach it without building megabytes per try. */
  private static final ReadOptions SMALL = ReadOptions.defaults().withMaxBytes(1024 * 1024);

  /**
   * Forged and hostile saves, as bytes: scripted dice slipped into a command, the events dropped, a
   * value made huge, nesting made deep, bytes that are not UTF-8, padding past the limit. Read as
   * {@code play --resume} reads (events required, no scripted dice), each is refused with a
   * GameFileException naming its place in a short message, or read whole; a forged file is never
   * read as an unmarked game.
   */
  @Property(tries = 300)
  void aForgedOrHostileSaveIsRefusedByPlaceOrReadWhole(@ForAll("forged") byte[] bytes) {
    String quoted = new String(bytes, 0, Math.min(bytes.length, 2000), StandardCharsets.UTF_8);
    ReadOptions resume = SMALL.requiringEvents();
    GameFileException e =
        Fuzz.answersOrFails(
            quoted,
            GameFileException.class,
            LIMIT,
            () -> {
              GameJson.Saved saved = GameJson.read(bytes, resume);
              assertThat(saved.eventsChecked()).isTrue();
              assertThat(saved.scriptedDice()).isFalse();
            });
    if (e != null) {
      assertThat(e.path()).startsWith("$");
      assertThat(e.getMessage()).startsWith(e.path() + ": ");
      assertThat(e.getMessage()).hasSizeLessThanOrEqualTo(MAX_MESSAGE);
    }
    // allowing scripted dice, a game read marks exactly the events of its scripted commands
    GameFileException f =
        Fuzz.answersOrFails(
            quoted,
            GameFileException.class,
            LIMIT,
            () -> {
              GameJson.Saved saved = GameJson.read(bytes, SMALL.allowingScriptedDice());
              assertThat(saved.scriptedEvents().isEmpty()).isEqualTo(!saved.scriptedDice());
            });
    if (f != null) {
      assertThat(f.getMessage()).hasSizeLessThanOrEqualTo(MAX_MESSAGE);
    }
  }

  @Provide
  Arbitrary<byte[]> forged() {
    Arbitrary<Integer> file = Arbitraries.integers().between(0, SAVED.size() - 1);
    return Arbitraries.oneOf(
        Combinators.combine(file, Arbitraries.longs())
            .as((i, seed) -> forge(SAVED.get(i), seed).getBytes(StandardCharsets.UTF_8)),
        Combinators.combine(file, Arbitraries.integers().between(0, 1 << 20), Arbitraries.bytes())
            .as(
                (i, at, b) -> {
                  byte[] bytes = SAVED.get(i).getBytes(StandardCharsets.UTF_8);
                  bytes[at % bytes.length] = (byte) (0x80 | b); // a stray non-ASCII byte
                  return bytes;
                }));
  }

  /** {@code json} with one forgery or hostile growth chosen by {@code seed}. */
  static String forge(String json, long seed) {
    try {
      ObjectNode root = (ObjectNode) MAPPER.readTree(json);
      Random r = new Random(seed);
      ArrayNode commands = (ArrayNode) root.get("commands");
      ObjectNode command = (ObjectNode) commands.get(r.nextInt(commands.size()));
      switch (r.nextInt(7)) {
        case 0 -> {
          ArrayNode faces = command.putArray("scriptedDice");
          for (int k = r.nextInt(40); k >= 0; k--) {
            faces.add(1 + r.nextInt(6));
          }
        }
        case 1 -> root.remove("events");
        case 2 -> {
          ArrayNode faces = command.putArray("scriptedDice");
          for (int k = 20_000 + r.nextInt(20_000); k >= 0; k--) {
            faces.add(6);
          }
        }
        case 3 -> root.put("rules", "r".repeat(1 + r.nextInt(150_000)));
        case 4 -> {
          JsonNode deep = JsonNodeFactory.instance.numberNode(1);
          for (int k = 30 + r.nextInt(100); k >= 0; k--) {
            ArrayNode a = JsonNodeFactory.instance.arrayNode();
            a.add(deep);
            deep = a;
          }
          command.set(r.nextBoolean() ? "plane" : "scriptedDice", deep);
        }
        case 5 -> root.put("holds", "x".repeat(r.nextInt(5000)));
        default -> {
          return MAPPER.writeValueAsString(root) + " ".repeat(1024 * 1024);
        }
      }
      return MAPPER.writeValueAsString(root);
    } catch (java.io.IOException e) {
      throw new IllegalStateException("the saved file must parse", e);
    }
  }

  @Provide
  Arbitrary<String> files() {
    return Arbitraries.oneOf(
        Fuzz.mutationsOf(SAVED.toArray(String[]::new)),
        Arbitraries.integers()
            .between(0, SAVED.size() - 1)
            .flatMap(i -> Arbitraries.longs().map(seed -> treeEdit(SAVED.get(i), seed))),
        foreign());
  }

  /** Foreign JSON and near misses: other formats, wrong top-level kinds, deep nesting. */
  private static Arbitrary<String> foreign() {
    return Arbitraries.oneOf(
        Arbitraries.of(
            "",
            "null",
            "[]",
            "{}",
            "\"dogfight-game\"",
            "42",
            "{\"format\":\"dogfight-game\"}",
            "{\"format\":\"dogfight-game\",\"version\":99}",
            "{\"format\":\"something-else\",\"version\":1}",
            "{\"name\":\"my-app\",\"version\":\"1.0.0\",\"dependencies\":{}}",
            "[".repeat(5000) + "]".repeat(5000),
            "{\"a\":".repeat(3000) + "1" + "}".repeat(3000),
            "{\"format\":\"dogfight-game\",\"version\":1,\"rules\":\""
                + "x".repeat(100_000)
                + "\"}"),
        Fuzz.hostileText());
  }

  /** Parses {@code json} and applies one to four structural edits chosen by {@code seed}. */
  static String treeEdit(String json, long seed) {
    try {
      JsonNode root = MAPPER.readTree(json);
      Random r = new Random(seed);
      int edits = 1 + r.nextInt(4);
      for (int i = 0; i < edits; i++) {
        List<JsonNode> containers = new ArrayList<>();
        collect(root, containers);
        JsonNode target = containers.get(r.nextInt(containers.size()));
        edit(target, r);
      }
      return MAPPER.writeValueAsString(root);
    } catch (java.io.IOException e) {
      throw new IllegalStateException("the saved file must parse", e);
    }
  }

  private static void collect(JsonNode node, List<JsonNode> out) {
    if (node.isContainerNode()) {
      out.add(node);
      node.forEach(child -> collect(child, out));
    }
  }

  private static final List<JsonNode> ODD_VALUES =
      List.of(
          JsonNodeFactory.instance.nullNode(),
          JsonNodeFactory.instance.textNode("\u202e\ud800"),
          JsonNodeFactory.instance.numberNode(Long.MAX_VALUE),
          JsonNodeFactory.instance.numberNode(-1),
          JsonNodeFactory.instance.numberNode(1.5e300),
          JsonNodeFactory.instance.booleanNode(true),
          JsonNodeFactory.instance.arrayNode(),
          JsonNodeFactory.instance.objectNode());

  private static void edit(JsonNode target, Random r) {
    if (target instanceof ObjectNode o && o.size() > 0) {
      List<String> names = new ArrayList<>();
      o.fieldNames().forEachRemaining(names::add);
      String name = names.get(r.nextInt(names.size()));
      switch (r.nextInt(4)) {
        case 0 -> o.remove(name);
        case 1 -> o.set(name, ODD_VALUES.get(r.nextInt(ODD_VALUES.size())));
        case 2 -> {
          Collections.shuffle(names, r);
          List<JsonNode> values = new ArrayList<>();
          names.forEach(n -> values.add(o.get(n)));
          o.removeAll();
          for (int k = 0; k < names.size(); k++) {
            o.set(names.get(k), values.get(k));
          }
        }
        default -> o.put(name + "x", 1);
      }
    } else if (target instanceof ArrayNode a && a.size() > 0) {
      int i = r.nextInt(a.size());
      switch (r.nextInt(4)) {
        case 0 -> a.remove(i);
        case 1 -> a.insert(r.nextInt(a.size() + 1), a.get(i).deepCopy());
        case 2 -> {
          JsonNode moved = a.remove(i);
          a.insert(r.nextInt(a.size() + 1), moved);
        }
        default -> a.set(i, ODD_VALUES.get(r.nextInt(ODD_VALUES.size())));
      }
    }
  }
}
