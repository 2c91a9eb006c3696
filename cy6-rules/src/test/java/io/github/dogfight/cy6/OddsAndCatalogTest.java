package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.catalog.CatalogException;
import io.github.dogfight.core.game.OddsAnswer;
import io.github.dogfight.core.game.OddsProvider;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.game.RuleSets;
import io.github.dogfight.core.odds.Rational;
import java.io.StringReader;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The odds queries and the aircraft catalog. */
class OddsAndCatalogTest {
  private static OddsAnswer ask(String query, Map<String, String> args) {
    OddsProvider p =
        RuleSets.oddsProviders().stream()
            .filter(x -> x.name().equals("cy6"))
            .findFirst()
            .orElseThrow();
    OddsQuery q =
        p.oddsQueries().stream().filter(x -> x.name().equals(query)).findFirst().orElseThrow();
    return q.answer(args);
  }

  @Test
  void theProviderIsFoundAndListsItsQueries() {
    assertThat(new Cy6Rules().oddsQueries())
        .extracting(OddsQuery::name)
        .containsExactly("to-hit", "firepower", "shot", "aa", "surface", "exit", "aircrew-check");
  }

  @Test
  void toHit() {
    OddsAnswer a = ask("to-hit", Map.of("guns", "4xHMG", "range", "3", "skill", "veteran"));
    assertThat(a.expression()).isEqualTo("2d6+2 vs 7+ (Short)");
    assertThat(a.figures().get("P(hit)")).isEqualTo(Rational.of(30, 36));
    // Veteran "All 5+": doubles of 5 or 6
    assertThat(a.figures().get("P(a weapon runs out of ammunition)")).isEqualTo(Rational.of(2, 36));
  }

  @Test
  void firepower() {
    OddsAnswer a = ask("firepower", Map.of("guns", "2xHMG"));
    assertThat(a.expression()).isEqualTo("2d6(-)");
    // 0 needs both dice on 6
    assertThat(a.distribution().probability(0)).isEqualTo(Rational.of(1, 36));
  }

  @Test
  void shot() {
    OddsAnswer a =
        ask("shot", Map.of("guns", "8xLMG", "range", "2", "robustness", "2", "skill", "veteran"));
    Rational sum = Rational.ZERO;
    for (String k :
        new String[] {
          "P(miss)", "P(no damage)", "P(engine damage)", "P(airframe damage)", "P(destroyed)"
        }) {
      sum = sum.add(java.util.Objects.requireNonNull(a.figures().get(k), k));
    }
    assertThat(sum).isEqualTo(Rational.ONE);
    assertThat(a.figures().get("P(miss)")).isEqualTo(Rational.of(3, 36)); // 2d6 + 2 >= 6
  }

  @Test
  void aaSurfaceExitAndCheck() {
    OddsAnswer aa = ask("aa", Map.of("type", "light", "target", "bomber", "robustness", "2"));
    assertThat(aa.figures().get("P(misdirected)")).isEqualTo(Rational.of(2, 36));
    assertThat(aa.figures().get("P(hit)")).isEqualTo(Rational.of(1, 36));
    assertThat(aa.figures().get("P(near miss)")).isEqualTo(Rational.of(5, 36));
    OddsAnswer s =
        ask("surface", Map.of("cab", "surface-low", "skill", "ace", "modifiers", "Night Attack"));
    assertThat(s.figures().get("P(hit)")).isEqualTo(Rational.of(10, 36)); // 2d6 + 3 - 2 >= 10
    OddsAnswer e = ask("exit", Map.of("edge", "unfriendly", "damaged", ""));
    assertThat(e.figures().get("P(safe)")).isEqualTo(Rational.of(6, 36)); // 2d6 - 3 >= 7: 10+
    assertThat(e.figures().get("P(damaged)")).isEqualTo(Rational.ZERO);
    OddsAnswer c = ask("aircrew-check", Map.of("skill", "green"));
    assertThat(c.figures().get("P(pass)")).isEqualTo(Rational.of(21, 36));
  }

  @Test
  void badOptionsNameTheQueryAndOption() {
    assertThatThrownBy(() -> ask("shot", Map.of("guns", "8xLMG", "range", "2")))
        .hasMessageContaining("shot: missing --robustness");
    assertThatThrownBy(() -> ask("to-hit", Map.of("guns", "8xLASER", "range", "2")))
        .hasMessageContaining("to-hit: --guns: weapon 'LASER'");
    assertThatThrownBy(() -> ask("to-hit", Map.of("guns", "8xLMG", "range", "8")))
        .hasMessageContaining("to-hit: --range: no gun of [8xLMG] reaches range 8");
    assertThatThrownBy(() -> ask("to-hit", Map.of("guns", "8xLMG", "range", "2", "skill", "hero")))
        .hasMessageContaining("to-hit: --skill: aircrew skill 'hero'");
    assertThatThrownBy(() -> ask("aa", Map.of("type", "huge", "robustness", "1")))
        .hasMessageContaining("aa: --type");
    assertThatThrownBy(() -> ask("exit", Map.of("edge", "left")))
        .hasMessageContaining("exit: --edge");
    assertThatThrownBy(() -> ask("surface", Map.of("cab", "low", "modifiers", "Moon")))
        .hasMessageContaining("surface: --modifiers");
    assertThatThrownBy(() -> ask("firepower", Map.of("guns", "2xHMG", "range", "2")))
        .hasMessageContaining("range");
  }

  @Test
  void theSampleCatalog() {
    AircraftCatalog c = AircraftCatalog.sample();
    AircraftType b17 = c.type("B-17G");
    assertThat(b17.role()).isEqualTo(Role.BOMBER);
    assertThat(b17.robustness()).isEqualTo(4);
    assertThat(b17.defensiveGuns()).containsExactly(Gun.parse("11xHMG/def"));
    assertThat(b17.forwardGuns()).containsExactly(Gun.parse("2xHMG"));
    assertThat(c.type("Me 262A").guns()).containsExactly(Gun.parse("4xLVHC/low"));
    assertThat(c.types()).hasSizeGreaterThanOrEqualTo(8);
    assertThatThrownBy(() -> c.type("Zero")).hasMessageContaining("Zero");
  }

  @Test
  void aMalformedCatalogLineNamesFileLineAndField() {
    assertThatThrownBy(
            () ->
                AircraftCatalog.parse(
                    "mine.txt",
                    new StringReader("# c\nYak-1 | fighter | 6 | 1 | 2 | R7 | 2xHMG\n")))
        .isInstanceOf(CatalogException.class)
        .hasMessageContaining("mine.txt")
        .hasMessageContaining("2")
        .hasMessageContaining("robustness");
    assertThatThrownBy(
            () ->
                AircraftCatalog.parse(
                    "mine.txt", new StringReader("Yak-1 | tank | 6 | 1 | 2 | R2 | 2xHMG\n")))
        .hasMessageContaining("role");
    assertThatThrownBy(
            () ->
                AircraftCatalog.parse(
                    "mine.txt", new StringReader("Yak-1 | fighter | 6 | 1 | 2 | R2 | 2xBOW\n")))
        .hasMessageContaining("guns");
    assertThatThrownBy(
            () ->
                AircraftCatalog.parse(
                    "mine.txt", new StringReader("Yak-1 | fighter | 60 | 1 | 2 | R2 | 2xHMG\n")))
        .hasMessage("mine.txt:1: field 'max speed': must be 1 to 12, was 60");
    // Fuzz finding: agility and climb out of range blamed three fields at once.
    assertThatThrownBy(
            () ->
                AircraftCatalog.parse(
                    "mine.txt", new StringReader("Yak-1 | fighter | 6 | 9 | 2 | R2 | 2xHMG\n")))
        .hasMessage("mine.txt:1: field 'agility': must be -5 to 5, was 9");
    assertThatThrownBy(
            () ->
                AircraftCatalog.parse(
                    "mine.txt", new StringReader("Yak-1 | fighter | 6 | 1 | -2 | R2 | 2xHMG\n")))
        .hasMessage("mine.txt:1: field 'climb': must be 0 to 10, was -2");
  }
}
