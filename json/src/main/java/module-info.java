/**
 * dogfight-json: saved games as versioned JSON. {@link io.github.dogfight.json.GameJson} writes a
 * game (its rule set, activation, seed and commands, and optionally its events) and reads it back
 * by replaying the commands, checking the events where the file has them.
 */
module io.github.dogfight.json {
  requires transitive io.github.dogfight.core;
  requires com.fasterxml.jackson.annotation;
  requires com.fasterxml.jackson.core;
  requires com.fasterxml.jackson.databind;
  requires com.fasterxml.jackson.datatype.jdk8;
  requires static org.jspecify;

  exports io.github.dogfight.json;
}
