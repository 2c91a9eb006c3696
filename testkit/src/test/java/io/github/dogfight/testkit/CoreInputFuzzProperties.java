package io.github.dogfight.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.catalog.CatalogLine;
import io.github.dogfight.core.catalog.NamedCatalog;
import io.github.dogfight.core.dice.DiceNotation;
import io.github.dogfight.core.dice.DiceNotationException;
import io.github.dogfight.core.odds.OddsLimitException;
import java.time.Duration;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Hostile text for core's readers (here rather than in core, which the test kit depends on): dice
 * notation as typed to {@code dogfight odds}, and catalogs as loaded by rule modules. Each answers
 * or fails with the library's typed error naming the place, within a time limit.
 */
class CoreInputFuzzProperties {
  private static final Duration LIMIT = Duration.ofSeconds(10);

  /** The notation examples of the core README and DiceNotation's javadoc. */
  private static final String[] EXPRESSIONS = {
    "2d6",
    "3d6+2",
    "2d6-10",
    "3d6!",
    "2d8!>=6",
    "1d10(0)",
    "6d6(-)",
    "2d20kl1",
    "2d6kh1",
    "14d6s{1,6}!{6}",
    "14d6s{1,6}! vs 15d6s{1,6}!",
    "1d8!>=6^1",
    "dbl(2d6,-1)",
    "dbl(2d6,+-1)",
    "rolloff(3)",
    "d4(-)",
    "-1d6 + 3 - 2d4"
  };

  @Property(tries = 1000)
  void diceNotationAnswersOrNamesTheCharacter(@ForAll("notation") String text) {
    IllegalArgumentException e =
        Fuzz.answersOrFails(
            text,
            IllegalArgumentException.class,
            LIMIT,
            () -> DiceNotation.parse(text).distribution());
    if (e instanceof DiceNotationException bad) {
      assertThat(bad.input()).isEqualTo(text);
      assertThat(bad.position()).isBetween(0, text.length());
      assertThat(bad.getMessage()).contains("at character " + (bad.position() + 1));
    } else if (e != null) {
      assertThat(e)
          .as("typed error for %s", Fuzz.quote(text))
          .isInstanceOf(OddsLimitException.class);
    }
  }

  @Provide
  Arbitrary<String> notation() {
    return Arbitraries.oneOf(Fuzz.hostileText(), Fuzz.mutationsOf(EXPRESSIONS));
  }

  record Plane(String name, int speed, int guns) {}

  private static final List<String> FIELDS = List.of("name", "speed", "guns");

  private static final String CATALOG =
      """
      # name | speed | guns
      Camel | 4 | 2

      Albatros D.III | 3 | 2
      Fokker Dr.I|4|2
      """;

  @Property(tries = 1000)
  void catalogsAnswerOrNameFileLineAndField(@ForAll("catalogs") String text) {
    Fuzz.assertCatalogAnswersOrNamesThePlace(
        "planes.txt",
        text,
        FIELDS,
        LIMIT,
        (file, reader) ->
            NamedCatalog.read(
                file, reader, FIELDS, CoreInputFuzzProperties::plane, Plane::name, "name"));
  }

  private static Plane plane(CatalogLine line) {
    return new Plane(line.required("name"), line.integer("speed", 1, 6), line.integer("guns"));
  }

  @Provide
  Arbitrary<String> catalogs() {
    return Fuzz.catalogs(CATALOG);
  }
}
