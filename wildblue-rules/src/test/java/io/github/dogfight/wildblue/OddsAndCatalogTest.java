package io.github.dogfight.wildblue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.catalog.CatalogException;
import io.github.dogfight.core.check.CheckOutcome;
import io.github.dogfight.core.check.Critical;
import io.github.dogfight.core.game.OddsAnswer;
import io.github.dogfight.core.odds.Rational;
import java.io.StringReader;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The odds queries under the default host, and the catalogs. */
class OddsAndCatalogTest {
  private final WildBlueRules rules = new WildBlueRules();

  private OddsAnswer ask(String query, Map<String, String> args) {
    return rules.oddsQueries().stream()
        .filter(q -> q.name().equals(query))
        .findFirst()
        .orElseThrow()
        .answer(args);
  }

  @Test
  void toHitUnderTheDefaultD20() {
    // Rating 15, sustained fire (+3): a 12 or under on a d20, a natural 1 critical, 20 a fumble.
    OddsAnswer a = ask("to-hit", Map.of("rating", "15", "mode", "sustained"));
    assertThat(a.figures().get("P(hit)")).isEqualTo(Rational.of(12, 20));
    assertThat(a.figures().get("P(critical hit)")).isEqualTo(Rational.of(1, 20));
    assertThat(a.figures().get("P(critical failure)")).isEqualTo(Rational.of(1, 20));
    // A natural 1 passes even when the rating cannot.
    assertThat(rules.odds().toHit(2, 6, false).probability(CheckOutcome::passed))
        .isEqualTo(Rational.of(1, 20));
    assertThat(rules.odds().toHit(30, 0, false).probability(o -> o.critical() == Critical.FAILURE))
        .isEqualTo(Rational.of(1, 20));
    // Rolling Scissors: two dice, the better: 1 - (8/20)^2.
    assertThat(rules.odds().toHit(12, 0, true).probability(CheckOutcome::passed))
        .isEqualTo(Rational.of(84, 100));
  }

  @Test
  void damageStuntScissorsLimitCollisionAndRegain() {
    OddsAnswer d = ask("damage", Map.of("dice", "2", "advantage", "6"));
    assertThat(d.figures().get("dice rolled")).isEqualTo(Rational.of(6));
    assertThat(d.expression()).isEqualTo("2d6!+4d6!");
    OddsAnswer spun = ask("damage", Map.of("dice", "1", "spin", "10"));
    // 1d6 exploding, less 10: nothing unless a 6 is followed by a 5 or 6: 1 - 1/6 * 2/6.
    assertThat(spun.distribution().probability(0)).isEqualTo(Rational.of(17, 18));
    // Tailslide at Dex+Piloting 17: +10, a 7 or under.
    assertThat(
            ask("stunt", Map.of("stunt", "tailslide", "rating", "17")).figures().get("P(success)"))
        .isEqualTo(Rational.of(7, 20));
    assertThat(
            ask("stunt", Map.of("stunt", "spin", "rating", "17", "hard", ""))
                .figures()
                .get("P(success)"))
        .isEqualTo(Rational.of(11, 20));
    OddsAnswer s = ask("scissors", Map.of("attacker", "15", "defender", "14"));
    assertThat(s.figures().values().stream().reduce(Rational.ZERO, Rational::add))
        .isEqualTo(Rational.ONE);
    assertThat(s.figures().get("P(missed)")).isEqualTo(Rational.of(5, 20));
    assertThat(ask("limit", Map.of("speed", "200")).expression()).isEqualTo("10d6");
    assertThat(
            ask("collision", Map.of("speed", "150", "size-difference", "3")).figures().get("mean"))
        .isEqualTo(Rational.of(111, 2));
    assertThat(
            ask("regain", Map.of("rating", "17", "maneuverability", "4", "lomcevak", ""))
                .figures()
                .get("P(regain)"))
        .isEqualTo(Rational.of(15, 20));
    assertThatThrownBy(() -> ask("stunt", Map.of("stunt", "loop", "rating", "17")))
        .hasMessageContaining("--stunt")
        .hasMessageContaining("not a stunt");
    assertThatThrownBy(() -> ask("damage", Map.of("dice", "9"))).hasMessageContaining("dice");
  }

  @Test
  void sampleCatalogs() {
    PlaneCatalog planes = PlaneCatalog.sample();
    assertThat(planes.types()).hasSize(8);
    PlaneType bristol = planes.type("Bristol F.2b Fighter");
    assertThat(bristol.seats()).isEqualTo(2);
    assertThat(bristol.guns(Gun.Mount.REAR))
        .containsExactly(new Gun(Gun.Mount.REAR, 2, io.github.dogfight.core.dice.Die.of(8)));
    assertThat(bristol.bombs()).contains(new PlaneType.Bombs(2, 3));
    assertThat(bristol.criticals()).filteredOn(c -> c == CriticalDamage.WING_DAMAGE).hasSize(2);
    assertThat(planes.types())
        .filteredOn(PlaneType::barredFromAsterisked)
        .extracting(PlaneType::name)
        .containsExactly("Terror at 20,000 Feet");
    assertThat(CrewCatalog.sample().character("Kent Allard").piloting()).isEqualTo(9);
  }

  @Test
  void badCatalogLinesNameFileLineAndField() {
    String line =
        "Camel | 150 | 185 | 3 | 70 | 3 | fixed 2d6 | 12 | - | 1 | wing damage, flat tyre\n";
    assertThatThrownBy(() -> PlaneCatalog.parse("mine.txt", new StringReader(line)))
        .isInstanceOf(CatalogException.class)
        .hasMessageContaining("mine.txt")
        .hasMessageContaining("criticals")
        .hasMessageContaining("flat tyre");
    String guns = "Camel | 150 | 185 | 3 | 70 | 3 | forward 2d6 | 12 | - | 1 | fire\n";
    assertThatThrownBy(() -> PlaneCatalog.parse("mine.txt", new StringReader(guns)))
        .hasMessageContaining("guns");
    String slow = "Camel | 150 | 100 | 3 | 70 | 3 | fixed 2d6 | 12 | - | 1 | fire\n";
    // Fuzz finding: range errors blamed a field called 'profile' or 'character'.
    assertThatThrownBy(() -> PlaneCatalog.parse("mine.txt", new StringReader(slow)))
        .hasMessage("mine.txt:1: field 'top': must be 150 to 2000, was 100");
    String seats = "Camel | 150 | 185 | 3 | 70 | 3 | fixed 2d6 | 12 | - | 3 | fire\n";
    assertThatThrownBy(() -> PlaneCatalog.parse("mine.txt", new StringReader(seats)))
        .hasMessage("mine.txt:1: field 'seats': must be 1 to 2, was 3");
    assertThatThrownBy(
            () ->
                CrewCatalog.parse("crew.txt", new StringReader("Ann | -8 | 5 | 5 | 5 | 5 | 10\n")))
        .hasMessage("crew.txt:1: field 'dex': must be 0 to 100, was -8");
    assertThatThrownBy(() -> new Airman("Ann", 7, 7, 7, 101, 7, 10))
        .hasMessage("character 'Ann': piloting must be 0..100, was 101");
    assertThatThrownBy(
            () -> CrewCatalog.parse("crew.txt", new StringReader("Ann | 7 | x | 5 | 5 | 5 | 10\n")))
        .hasMessageContaining("crew.txt")
        .hasMessageContaining("cunning");
  }

  @Test
  void startRefusesABadEngagement() {
    assertThatThrownBy(
            () ->
                rules.start(
                    java.util.List.of(Fixtures.ace()), java.util.List.of(), java.util.List.of(), 1))
        .hasMessageContaining("exactly two sides");
    assertThatThrownBy(
            () ->
                rules.start(
                    java.util.List.of(Fixtures.ace(), Fixtures.ace(), Fixtures.hun()),
                    java.util.List.of(),
                    java.util.List.of(),
                    1))
        .hasMessageContaining("two planes are called 'Ace'");
    Plane gunnerInACamel =
        ((ImmutablePlane) ImmutablePlane.copyOf(Fixtures.hun()))
            .withGunner(Fixtures.crew("Sam Trent"));
    assertThatThrownBy(
            () ->
                rules.start(
                    java.util.List.of(Fixtures.ace(), gunnerInACamel),
                    java.util.List.of(),
                    java.util.List.of(),
                    1))
        .hasMessageContaining("no seat for a gunner");
  }
}
