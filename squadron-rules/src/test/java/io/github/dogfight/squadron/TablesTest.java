package io.github.dogfight.squadron;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.FaceSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The seed's numbers as data, cell by cell (rules 003, Squadron Maneuvers). */
class TablesTest {
  @ParameterizedTest
  @CsvSource({
    // maneuver, successes per fighter removed, successes per damage roll, removes enemies
    "ATTACK, 1, 3, true", // "For every net success ... removes a fighter"; "for every 3 successes"
    "DEFEND, 3, 6, true", // "remove enemy fighters ... for every 3 successes or ... for every 6"
    "ESCAPE, 0, 0, false", // "do not remove enemy planes"
    "TACTICAL, 0, 0, false", // "cause no other effect during that turn"
  })
  void maneuverCosts(Maneuver m, int perFighter, int perDamageRoll, boolean removes) {
    assertThat(m.successesPerFighter()).isEqualTo(perFighter);
    assertThat(m.successesPerDamageRoll()).isEqualTo(perDamageRoll);
    assertThat(m.removesEnemies()).isEqualTo(removes);
  }

  @ParameterizedTest
  @CsvSource({
    // base pool, pool when defending: "half of their current Squadron Roll pool (rounding up)"
    "0, 0",
    "1, 2",
    "2, 3",
    "3, 5",
    "14, 21",
    "15, 23",
  })
  void defendAddsHalfRoundedUp(int base, int defending) {
    assertThat(SquadronOdds.poolFor(base, Maneuver.DEFEND)).isEqualTo(defending);
    assertThat(SquadronOdds.poolFor(base, Maneuver.ATTACK)).isEqualTo(base);
    assertThat(SquadronOdds.poolFor(base, Maneuver.ESCAPE)).isEqualTo(base);
    assertThat(SquadronOdds.poolFor(base, Maneuver.TACTICAL)).isEqualTo(base);
  }

  @Test
  void defaultsAreTheHeresyEngineAndTheSeed() {
    SquadronConfig c = SquadronConfig.defaults();
    assertThat(c.successFaces()).isEqualTo(FaceSet.of(1, 6));
    assertThat(c.explosionFaces()).isEqualTo(FaceSet.of(6));
    assertThat(new SquadronRules().odds().pool(14).notation()).isEqualTo("14d6s{1,6}!");
    assertThatThrownBy(() -> SquadronOdds.poolFor(-1, Maneuver.ATTACK))
        .hasMessageContaining(">= 0");
  }

  @Test
  void configurationIsValidated() {
    assertThatThrownBy(() -> SquadronConfig.builder().successFaces(FaceSet.of()).build())
        .hasMessageContaining("successFaces");
    assertThatThrownBy(() -> SquadronConfig.builder().explosionFaces(FaceSet.of(7)).build())
        .hasMessageContaining("explosionFaces");
    assertThatThrownBy(() -> SquadronConfig.builder().explosionFaces(FaceSet.range(1, 6)).build())
        .hasMessageContaining("every face");
    assertThatThrownBy(() -> SquadronConfig.builder().explosionDepth(0).build())
        .hasMessage("explosionDepth must be 1..100, was 0");
    assertThatThrownBy(() -> SquadronConfig.builder().explosionDepth(101).build())
        .hasMessage("explosionDepth must be 1..100, was 101");
    assertThat(SquadronConfig.builder().explosionDepth(1).build().explosionDepth()).isEqualTo(1);
    assertThat(SquadronConfig.builder().explosionDepth(100).build().explosionDepth())
        .isEqualTo(100);
    assertThatThrownBy(() -> SquadronConfig.builder().maxRounds(0).build())
        .hasMessageContaining("maxRounds");
    assertThat(
            new SquadronRules(SquadronConfig.builder().explosionFaces(FaceSet.of()).build())
                .odds()
                .pool(3)
                .notation())
        .isEqualTo("3d6s{1,6}");
  }

  @Test
  void theSquadronPoolNeverGoesNegative() {
    AircraftType clumsy =
        new AircraftType("Brick", Role.FIGHTER, -5, 1, java.util.Optional.empty());
    Squadron s = Squadron.builder("X", Side.WHITE).add(2, clumsy).build();
    assertThat(s.basePool()).isZero();
  }
}
