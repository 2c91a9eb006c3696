package io.github.dogfight.core.game;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@link Replacements}: a re-typing request names known aircraft and catalog types. */
class ReplacementsTest {
  static final List<String> AIRCRAFT = List.of("Camel", "Albatros");
  static final List<String> TYPES = List.of("Sopwith Camel", "SPAD XIII");

  @Test
  void knownAircraftAndTypesPass() {
    assertThatCode(() -> Replacements.check(Map.of("Camel", "SPAD XIII"), AIRCRAFT, TYPES))
        .doesNotThrowAnyException();
    assertThatCode(() -> Replacements.check(Map.of(), AIRCRAFT, TYPES)).doesNotThrowAnyException();
  }

  @Test
  void anUnknownAircraftOrTypeIsNamedWithTheChoices() {
    assertThatThrownBy(() -> Replacements.check(Map.of("Spad", "SPAD XIII"), AIRCRAFT, TYPES))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "the sample engagement has no aircraft 'Spad'; its aircraft are Camel, Albatros");
    assertThatThrownBy(() -> Replacements.check(Map.of("Camel", "Pup"), AIRCRAFT, TYPES))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "the catalog has no aircraft type 'Pup' (asked for Camel); its types are Sopwith"
                + " Camel, SPAD XIII");
    // the first bad entry in the aircraft ids' order is the one named
    assertThatThrownBy(() -> Replacements.check(Map.of("Zz", "x", "Aa", "y"), AIRCRAFT, TYPES))
        .hasMessageContaining("'Aa'");
  }
}
