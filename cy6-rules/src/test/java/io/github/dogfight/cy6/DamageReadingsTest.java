package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.Cy6RulesTest.EXAMPLE;
import static io.github.dogfight.cy6.Cy6RulesTest.at;
import static io.github.dogfight.cy6.Cy6RulesTest.plane;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.odds.Outcomes;
import io.github.dogfight.core.odds.Rational;
import org.junit.jupiter.api.Test;

/**
 * The readings of rules 002's damage lines open to more than one ({@link DamageReadings}), each
 * replaced alone, and the exact odds of a shot under each reading of "Lucky Hit: if doubles rolled
 * for robustness".
 */
class DamageReadingsTest {
  private static final DamageReadings S = DamageReadings.standard();

  @Test
  void theStandardReadingsAndEachWithReplacingOnlyItsPart() {
    assertThat(S)
        .isEqualTo(
            new DamageReadings(true, DamageReadings.DebrisFire.HMG_DICE, true, true, true, true));
    assertThat(S.withLuckyHitWhenDestroyed(false))
        .isEqualTo(
            new DamageReadings(false, DamageReadings.DebrisFire.HMG_DICE, true, true, true, true));
    assertThat(S.withDebris(DamageReadings.DebrisFire.PLAIN_2D6))
        .isEqualTo(
            new DamageReadings(true, DamageReadings.DebrisFire.PLAIN_2D6, true, true, true, true));
    assertThat(S.withNearMissIsHit(false))
        .isEqualTo(
            new DamageReadings(true, DamageReadings.DebrisFire.HMG_DICE, false, true, true, true));
    assertThat(S.withHeavyAaMisdirects(false))
        .isEqualTo(
            new DamageReadings(true, DamageReadings.DebrisFire.HMG_DICE, true, false, true, true));
    assertThat(S.withProximityCountsTals(false))
        .isEqualTo(
            new DamageReadings(true, DamageReadings.DebrisFire.HMG_DICE, true, true, false, true));
    assertThat(S.withDebrisLuckyHit(false))
        .isEqualTo(
            new DamageReadings(true, DamageReadings.DebrisFire.HMG_DICE, true, true, true, false));
    Cy6Config c = Cy6Config.defaults().withDamageReadings(S.withNearMissIsHit(false));
    assertThat(c.damageReadings().nearMissIsHit()).isFalse();
    assertThat(c.withMaxTurns(3).damageReadings()).isEqualTo(c.damageReadings());
    assertThat(c.tables()).isSameAs(Cy6Config.defaults().tables());
    assertThat(Cy6Config.defaults().damageReadings()).isEqualTo(S);
  }

  /** "within 1 hex", "within 2 hexes": hexes plus TALs apart, or hexes alone. */
  @Test
  void proximityCountsTalsOrNot() {
    Plane a = plane("A", "Blue", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), 6, 2, null);
    Plane b = plane("B", "Red", EXAMPLE, Skill.GREEN, at(0, -2, Facing.N), 9, 2, null);
    assertThat(S.proximity(a, b)).isEqualTo(5);
    assertThat(S.proximity(b, a)).isEqualTo(5);
    assertThat(S.withProximityCountsTals(false).proximity(a, b)).isEqualTo(2);
    assertThat(S.proximity(a, a)).isZero();
  }

  /**
   * "Lucky Hit: if doubles rolled for robustness": with the literal reading the shot's lucky hits
   * include the doubles that destroy; the other reading loses exactly those.
   */
  @Test
  void aShotsLuckyHitOddsUnderEachReading() {
    AirAttack a =
        AirAttack.builder().guns(Gun.parseMix("8xLMG")).range(2).targetRobustness(2).build();
    Outcomes<ShotOutcome> literal = new AirToAir(Cy6Tables.standard(), S).shot(a).outcomes();
    Outcomes<ShotOutcome> other =
        new AirToAir(Cy6Tables.standard(), S.withLuckyHitWhenDestroyed(false)).shot(a).outcomes();
    Rational luckyAndDestroyed =
        literal.probability(
            o -> o.luckyHit().isPresent() && o.result() == ShotOutcome.Result.DESTROYED);
    assertThat(luckyAndDestroyed).isGreaterThan(Rational.ZERO);
    assertThat(
            other.probability(
                o -> o.luckyHit().isPresent() && o.result() == ShotOutcome.Result.DESTROYED))
        .isEqualTo(Rational.ZERO);
    assertThat(literal.probability(o -> o.luckyHit().isPresent()))
        .isEqualTo(other.probability(o -> o.luckyHit().isPresent()).add(luckyAndDestroyed));
    // the results themselves do not change
    for (ShotOutcome.Result r : ShotOutcome.Result.values()) {
      assertThat(literal.probability(o -> o.result() == r))
          .isEqualTo(other.probability(o -> o.result() == r));
    }
    // and the same for AA
    Outcomes<AaOutcome> aa =
        new AntiAircraftFire(Cy6Tables.standard(), S)
            .shot(AntiAircraft.MEDIUM, Role.BOMBER, 3)
            .outcomes();
    Outcomes<AaOutcome> aaOther =
        new AntiAircraftFire(Cy6Tables.standard(), S.withLuckyHitWhenDestroyed(false))
            .shot(AntiAircraft.MEDIUM, Role.BOMBER, 3)
            .outcomes();
    assertThat(
            aa.probability(
                o -> o.luckyHit().isPresent() && o.result() == ShotOutcome.Result.DESTROYED))
        .isGreaterThan(Rational.ZERO);
    assertThat(
            aaOther.probability(
                o -> o.luckyHit().isPresent() && o.result() == ShotOutcome.Result.DESTROYED))
        .isEqualTo(Rational.ZERO);
    assertThat(AirToAir.standard().readings()).isEqualTo(S);
  }

  /** The odds queries and a game's command odds follow the readings the rules were built with. */
  @Test
  void theRulesOddsFollowTheirReadings() {
    Cy6Rules other =
        new Cy6Rules(Cy6Config.defaults().withDamageReadings(S.withLuckyHitWhenDestroyed(false)));
    String std = answer(new Cy6Rules());
    String old = answer(other);
    assertThat(std).isNotEqualTo(old);
  }

  private static String answer(Cy6Rules rules) {
    io.github.dogfight.core.game.OddsQuery q =
        rules.oddsQueries().stream().filter(x -> x.name().equals("shot")).findFirst().orElseThrow();
    return String.valueOf(
        q.answer(java.util.Map.of("guns", "8xLMG", "range", "2", "robustness", "2"))
            .figures()
            .get("P(lucky hit)"));
  }
}
