/**
 * dogfight-cli: the {@code dogfight} command. It finds rule sets and odds providers on the module
 * path (or class path) through the service loader.
 */
module io.github.dogfight.cli {
  requires io.github.dogfight.core;
  requires io.github.dogfight.json;
  requires io.github.dogfight.squadron;
  requires io.github.dogfight.sweep;
  requires com.fasterxml.jackson.core;
  requires com.fasterxml.jackson.databind;
  requires info.picocli;
  requires static org.jspecify;

  opens io.github.dogfight.cli to
      info.picocli;
}
