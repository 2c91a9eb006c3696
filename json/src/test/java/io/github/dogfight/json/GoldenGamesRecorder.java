package io.github.dogfight.json;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Rewrites the golden games of {@link GoldenGamesTest} after a deliberate change of the narration:
 * each file's commands are replayed with the rules as they are now and the file is written again
 * with the events they give now. The commands, the seed and the end of each game must not change (a
 * change of the rules' outcomes is not a narration change); the recorder refuses a game that no
 * longer ends. Run it from the repository root, then read the diff and give the reason in the
 * commit:
 *
 * <pre>
 * ./mvnw -B -o -q -pl json -am test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
 * java -cp "json/target/test-classes:json/target/classes:$(cat json/target/cp.txt)" \
 *     io.github.dogfight.json.GoldenGamesRecorder
 * </pre>
 */
final class GoldenGamesRecorder {
  private GoldenGamesRecorder() {}

  /**
   * Rewrites every golden game under {@code json/src/test/resources/golden/}.
   *
   * @param args ignored
   * @throws IOException if a file cannot be read or written
   */
  public static void main(String[] args) throws IOException {
    Path dir = Path.of("json/src/test/resources/golden");
    for (String name : GoldenGamesTest.files().toList()) {
      Path file = dir.resolve(name + ".json");
      String before = Files.readString(file, StandardCharsets.UTF_8);
      ObjectNode root = (ObjectNode) new ObjectMapper().readTree(before);
      root.remove("events");
      root.remove("digest");
      GameJson.Saved saved = GameJson.read(root.toString());
      if (!saved.game().isOver()) {
        throw new IllegalStateException(
            name + " no longer ends: its commands play a different game");
      }
      String json = GameJson.write(saved.game(), saved.setup(), true);
      if (!json.equals(before)) {
        Files.writeString(file, json, StandardCharsets.UTF_8);
        System.out.println("rewrote " + file);
      }
    }
  }
}
