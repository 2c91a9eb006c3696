package io.github.dogfight.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The published modules as a module system sees them: they resolve from their descriptors, export
 * no internal package, provide their rule sets and odds providers as services, read their own
 * resources, and the command runs on the module path exactly as on the class path. (Unit tests run
 * on the class path; this test is where the descriptors are exercised.)
 */
class ModuleGraphTest {
  private static final Set<String> OURS =
      Set.of(
          "io.github.dogfight.core",
          "io.github.dogfight.squadron",
          "io.github.dogfight.cards",
          "io.github.dogfight.dogfite",
          "io.github.dogfight.json",
          "io.github.dogfight.cli");

  /** Class path entries that can be modules: jars, and class directories with a descriptor. */
  private static List<Path> modulePath() {
    List<Path> out = new ArrayList<>();
    for (String e : System.getProperty("java.class.path").split(File.pathSeparator, -1)) {
      Path p = Path.of(e);
      if (e.endsWith(".jar") || Files.exists(p.resolve("module-info.class"))) {
        out.add(p);
      }
    }
    return out;
  }

  private static ModuleLayer layer() {
    ModuleFinder finder = ModuleFinder.of(modulePath().toArray(Path[]::new));
    Configuration cf =
        ModuleLayer.boot().configuration().resolveAndBind(finder, ModuleFinder.of(), OURS);
    return ModuleLayer.boot().defineModulesWithOneLoader(cf, ClassLoader.getPlatformClassLoader());
  }

  @Test
  void modulesExportTheirApiOnly() {
    ModuleLayer layer = layer();
    for (String name : OURS) {
      ModuleDescriptor d = layer.findModule(name).orElseThrow().getDescriptor();
      assertThat(d.isAutomatic()).as(name).isFalse();
      assertThat(d.exports()).allSatisfy(e -> assertThat(e.source()).doesNotContain("internal"));
    }
    ModuleDescriptor core =
        layer.findModule("io.github.dogfight.core").orElseThrow().getDescriptor();
    assertThat(core.packages()).contains("io.github.dogfight.core.internal");
    assertThat(core.exports())
        .extracting(ModuleDescriptor.Exports::source)
        .contains("io.github.dogfight.core.game", "io.github.dogfight.core.turn")
        .doesNotContain("io.github.dogfight.core.internal");
    assertThat(layer.findModule("io.github.dogfight.cli").orElseThrow().getDescriptor().exports())
        .isEmpty();
  }

  @Test
  void ruleSetsAreServicesAndReadTheirOwnResources() throws Exception {
    ModuleLayer layer = layer();
    ClassLoader loader = layer.findLoader("io.github.dogfight.core");
    Class<?> ruleSet = loader.loadClass("io.github.dogfight.core.game.RuleSet");
    Class<?> oddsProvider = loader.loadClass("io.github.dogfight.core.game.OddsProvider");
    Set<String> names = new TreeSet<>();
    for (Object rules : ServiceLoader.load(layer, ruleSet)) {
      names.add((String) ruleSet.getMethod("name").invoke(rules));
      // The sample engagement reads the module's own catalog resource.
      assertThat(ruleSet.getMethod("sampleEngagement", long.class).invoke(rules, 7L)).isNotNull();
    }
    assertThat(names).containsExactly("cy6", "dogfite", "squadron", "wildblue");
    Set<String> providers = new TreeSet<>();
    for (Object p : ServiceLoader.load(layer, oddsProvider)) {
      providers.add((String) oddsProvider.getMethod("name").invoke(p));
    }
    assertThat(providers).contains("cards");
  }

  @Test
  void theCommandRunsOnTheModulePathAsOnTheClassPath() throws Exception {
    String[] duel = {"duel", "--rules", "dogfite", "--activation", "cards", "--seed", "7"};
    assertThat(onTheModulePath(duel)).isEqualTo(CliTest.run(duel).out());
    // saved games: Jackson reads and writes the rule sets' command records across modules
    String[] json = {"duel", "--rules", "cy6", "--seed", "7", "--json"};
    assertThat(onTheModulePath(json)).isEqualTo(CliTest.run(json).out());
  }

  private static String onTheModulePath(String... args) throws Exception {
    String java = ProcessHandle.current().info().command().orElse("java");
    List<String> command = new ArrayList<>();
    command.add(java);
    command.add("--module-path");
    command.add(
        String.join(File.pathSeparator, modulePath().stream().map(Path::toString).toList()));
    command.add("--add-modules");
    command.add("ALL-MODULE-PATH");
    command.add("-m");
    command.add("io.github.dogfight.cli/io.github.dogfight.cli.DogfightCommand");
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(out).isZero();
    return out.replace("\r\n", "\n");
  }
}
