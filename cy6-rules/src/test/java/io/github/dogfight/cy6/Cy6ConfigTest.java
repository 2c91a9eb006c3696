package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.Cy6RulesTest.EXAMPLE;
import static io.github.dogfight.cy6.Cy6RulesTest.at;
import static io.github.dogfight.cy6.Cy6RulesTest.plane;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.hex.Facing;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The configuration's parts, each replaced alone, and the victory points. */
class Cy6ConfigTest {
  private static final Cy6Config D = Cy6Config.defaults();

  @Test
  void eachWithReplacesOnlyItsPart() {
    Cy6Tables tables = Cy6Tables.standard();
    assertThat(D.withTables(tables).tables()).isSameAs(tables);
    var check =
        io.github.dogfight.core.check.Check.twice(
            AircrewCheck.standard(), io.github.dogfight.core.check.Check.Keep.BETTER);
    Cy6Config c = D.withAircrewCheck(check);
    assertThat(c.aircrewCheck()).isSameAs(check);
    assertThat(c.tables()).isSameAs(D.tables());
    MoveOrder cards = CardMoveOrder.standard();
    assertThat(D.withMoveOrder(cards).moveOrder()).isSameAs(cards);
    Collision never = Collision.evasion();
    assertThat(D.withCollision(never).collision()).isSameAs(never);
    Function<AircraftType, MoveChart> charts = t -> MoveChart.sampleFor(4);
    assertThat(D.withCharts(charts).charts()).isSameAs(charts);
    Cy6Config short3 = D.withMaxTurns(3);
    assertThat(short3.maxTurns()).isEqualTo(3);
    assertThat(short3.moveOrder()).isSameAs(D.moveOrder());
    Cy6Config.VictoryPoints vp = new Cy6Config.VictoryPoints(5, 2, 3);
    assertThat(D.withVictoryPoints(vp).victoryPoints()).isEqualTo(vp);
    Spotting spotting = Spotting.standard();
    assertThat(D.withSpotting(spotting).spotting()).containsSame(spotting);
    assertThat(D.withSpotting(spotting).withoutSpotting().spotting()).isEmpty();
    assertThat(D.withSpotting(spotting).withMaxTurns(4).spotting()).containsSame(spotting);
    assertThat(D.maxTurns()).isEqualTo(15);
    assertThatThrownBy(() -> D.withMaxTurns(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("maxTurns must be 1 or more, was 0");
  }

  @ParameterizedTest(name = "{0} {1} {2}")
  @CsvSource({"-1, 1, 1", "2, -1, 1", "2, 1, 0"})
  void victoryPointsRefuseNegativesAndAZeroBomberFactor(int destroyed, int damaged, int factor) {
    assertThatThrownBy(() -> new Cy6Config.VictoryPoints(destroyed, damaged, factor))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "victory points must be >= 0 and the bomber factor >= 1, were "
                + destroyed
                + ", "
                + damaged
                + ", "
                + factor);
  }

  /** "Destroyed 2, damaged 1, bombers twice", here 5, 2 and a factor of 3 to tell them apart. */
  @Test
  void victoryPointsForAircraft() {
    Cy6Config.VictoryPoints vp = new Cy6Config.VictoryPoints(5, 2, 3);
    AircraftType bomber =
        new AircraftType("Bomber", Role.BOMBER, 4, 0, 0, 2, Gun.parseMix("2xLMG/def"));
    Plane f = plane("F", "Blue", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), 6, 2, null);
    Plane b = plane("B", "Blue", bomber, Skill.GREEN, at(0, 0, Facing.N), 6, 2, null);
    assertThat(vp.of(f)).isZero();
    assertThat(vp.of(b)).isZero();
    AircraftCondition destroyed = AircraftCondition.INTACT.destroy("a test");
    assertThat(vp.of(f.with(destroyed))).isEqualTo(5);
    assertThat(vp.of(b.with(destroyed))).isEqualTo(15);
    AircraftCondition engine = AircraftCondition.INTACT.withDamage(Damage.ENGINE);
    assertThat(vp.of(f.with(engine))).isEqualTo(2);
    assertThat(vp.of(b.with(engine))).isEqualTo(6);
    assertThat(vp.of(f.with(AircraftCondition.INTACT.with(Status.CRASH_LAND_AT_END)))).isEqualTo(2);
    assertThat(vp.of(f.exited(BoardExit.Result.DESTROYED))).isEqualTo(5);
    assertThat(vp.of(f.exited(BoardExit.Result.DAMAGED))).isEqualTo(2);
    assertThat(vp.of(f.exited(BoardExit.Result.SAFE))).isZero();
    assertThat(vp.of(b.exited(BoardExit.Result.DAMAGED))).isEqualTo(6);
  }

  @Test
  void victoryPointsForSurfaceTargets() {
    Cy6Config.VictoryPoints vp = new Cy6Config.VictoryPoints(5, 2, 3);
    SurfaceTarget t =
        SurfaceTarget.of("Yard", "Blue", SurfaceTarget.Kind.AREA, Board.at(5, 5), 1, 2);
    assertThat(vp.of(t)).isZero();
    assertThat(vp.of(t.hit())).isEqualTo(2);
    assertThat(vp.of(t.hit().hit())).isEqualTo(5);
  }
}
