package io.github.dogfight.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The sweep spec's JSON: every field read, every bad value refused by its path. */
class SweepSpecTest {
  @Test
  void everyFieldIsRead() {
    SweepSpec s =
        SweepSpec.parse(
            """
            {
              "rules": "cy6",
              "games": 500,
              "seed": -3,
              "baseline": "b",
              "variants": [
                { "name": "a", "activation": "cards",
                  "patches": [ { "table": "t", "row": "r", "column": "c", "cell": "1" } ],
                  "forces": { "Escort 1": "Fw 190A" },
                  "bots": { "Blue": "default" } },
                { "name": "b" }
              ]
            }
            """);
    assertThat(s.rules()).isEqualTo("cy6");
    assertThat(s.games()).isEqualTo(500);
    assertThat(s.seed()).isEqualTo(-3);
    assertThat(s.baseline()).isEqualTo("b");
    SweepSpec.Variant a = s.variant("a");
    assertThat(a.activation()).isEqualTo(Optional.of("cards"));
    assertThat(a.patches()).containsExactly(new SweepSpec.Patch("t", "r", "c", "1"));
    assertThat(a.forces()).isEqualTo(Map.of("Escort 1", "Fw 190A"));
    assertThat(a.bots()).isEqualTo(Map.of("Blue", "default"));
    assertThat(s.variant("b")).isEqualTo(SweepSpec.Variant.named("b"));
    // the seed defaults to 1, the baseline to the first variant
    SweepSpec d = SweepSpec.parse("{\"rules\":\"x\",\"games\":1,\"variants\":[{\"name\":\"v\"}]}");
    assertThat(d.seed()).isEqualTo(1);
    assertThat(d.baseline()).isEqualTo("v");
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "{\"rules\":\"x\",\"variants\":[{\"name\":\"v\"}]} | games: is required",
        "{\"rules\":\"x\",\"games\":0,\"variants\":[{\"name\":\"v\"}]} | games: must be 1 to 100000000, was 0",
        "{\"rules\":\"x\",\"games\":1.5,\"variants\":[{\"name\":\"v\"}]} | games: must be a whole number, was 1.5",
        "{\"rules\":\"x\",\"games\":\"9\",\"variants\":[{\"name\":\"v\"}]} | games: must be a whole number, was \"9\"",
        "{\"rules\":\"\",\"games\":1,\"variants\":[{\"name\":\"v\"}]} | rules: must be a non-empty string",
        "{\"rules\":\"x\",\"games\":1,\"variants\":[]} | variants: must list 1 to 64, listed 0",
        "{\"rules\":\"x\",\"games\":1,\"variants\":{}} | variants: must be a list of variants",
        "{\"rules\":\"x\",\"games\":1,\"variants\":[{\"name\":\"v\"},{\"name\":\"v\"}]} | variants[1].name: 'v' is named twice",
        "{\"rules\":\"x\",\"games\":1,\"variants\":[{\"name\":\"<b>\"}]} | variants[0].name: '<b>' must be",
        "{\"rules\":\"x\",\"games\":1,\"variants\":[{}]} | variants[0].name: is required",
        "{\"rules\":\"x\",\"games\":1,\"variants\":[{\"name\":\"v\",\"colour\":\"red\"}]} | variants[0].colour: is not a field here",
        "{\"rules\":\"x\",\"games\":1,\"variants\":[{\"name\":\"v\",\"patches\":[{\"table\":\"t\"}]}]} | variants[0].patches[0].row: is required",
        "{\"rules\":\"x\",\"games\":1,\"variants\":[{\"name\":\"v\",\"forces\":{\"A\":3}}]} | variants[0].forces.A: must be a name in quotes, was 3",
        "{\"rules\":\"x\",\"games\":1,\"baseline\":\"w\",\"variants\":[{\"name\":\"v\"}]} | baseline: 'w' is not a variant",
        "{\"rules\":\"x\",\"rules\":\"y\",\"games\":1,\"variants\":[{\"name\":\"v\"}]} | spec: is not valid JSON at line 1",
        "{\"rules\":\"x\",\"games\":1,\"variants\":[{\"name\":\"v\"}]} trailing | spec: is not valid JSON",
        "[1] | spec: must be a JSON object",
        "{\"rules\":\"x\",\"games\":1,\"threads\":4,\"variants\":[{\"name\":\"v\"}]} | threads: is not a field here"
      })
  void badSpecsAreRefusedByField(String json, String message) {
    assertThatThrownBy(() -> SweepSpec.parse(json))
        .isInstanceOf(SweepSpecException.class)
        .hasMessageContaining(message);
  }

  @Test
  void aHugeSpecIsRefusedBeforeItIsRead() {
    String huge = "{\"rules\":\"" + "x".repeat(SweepSpec.MOST_CHARS) + "\"}";
    assertThatThrownBy(() -> SweepSpec.parse(huge))
        .isInstanceOf(SweepSpecException.class)
        .hasMessageContaining("more than " + SweepSpec.MOST_CHARS);
  }
}
