package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The module's layout (issue 29): only the API package is exported, every internal package has its
 * package-info, and no main class is over 700 lines.
 */
class LayoutTest {
  private static final Path MAIN = Path.of("src", "main", "java");
  private static final Path API = MAIN.resolve(Path.of("io", "github", "dogfight", "cy6"));

  @Test
  void onlyTheApiPackageIsExported() throws IOException {
    List<String> exports =
        Files.readAllLines(MAIN.resolve("module-info.java"), StandardCharsets.UTF_8).stream()
            .map(String::strip)
            .filter(l -> l.startsWith("exports ") || l.startsWith("opens "))
            .toList();
    assertThat(exports).containsExactly("exports io.github.dogfight.cy6;");
  }

  @Test
  void thePhasesHaveTheirPackages() {
    for (String p :
        List.of(
            "movement",
            "plotting",
            "airfire",
            "antiaircraft",
            "surface",
            "spotting",
            "endofturn",
            "map",
            "bot")) {
      assertThat(API.resolve("internal").resolve(p).resolve("package-info.java")).exists();
    }
    assertThat(API.resolve("internal").resolve("Engine.java")).exists();
    assertThat(API.resolve("Pending.java")).exists();
  }

  @Test
  void noMainClassIsOver700Lines() throws IOException {
    List<String> tooLong = new ArrayList<>();
    try (Stream<Path> files = Files.walk(MAIN)) {
      for (Path f : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        long lines = Files.readAllLines(f, StandardCharsets.UTF_8).size();
        if (lines > 700) {
          tooLong.add(f + ": " + lines);
        }
      }
    }
    assertThat(tooLong).isEmpty();
  }
}
