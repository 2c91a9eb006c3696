package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.Cy6RulesTest.EXAMPLE;
import static io.github.dogfight.cy6.Cy6RulesTest.at;
import static io.github.dogfight.cy6.Cy6RulesTest.plane;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.hex.Facing;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The small value types' limits and words. */
class SmallPartsTest {
  @Test
  void gunCountsRunFromOneToTwentyFour() {
    assertThat(Gun.parse("1xLMG").count()).isEqualTo(1);
    assertThat(Gun.parse("24xLMG").count()).isEqualTo(24);
    assertThatThrownBy(() -> Gun.parse("1xLMG").withCount(0))
        .hasMessage("gun count must be 1 to 24, was 0");
    assertThatThrownBy(() -> Gun.parse("1xLMG").withCount(25))
        .hasMessage("gun count must be 1 to 24, was 25");
  }

  @Test
  void specialEquipmentIsMinusOneToPlusOne() {
    Plane p = plane("P", "Blue", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), 6, 2, null);
    assertThat(p.armed(Optional.empty(), 1).equipment()).isEqualTo(1);
    assertThat(p.armed(Optional.empty(), -1).equipment()).isEqualTo(-1);
    assertThatThrownBy(() -> p.armed(Optional.empty(), 2))
        .hasMessage("P: special equipment & training is -1, 0 or +1, was 2");
    assertThatThrownBy(() -> p.armed(Optional.empty(), -2))
        .hasMessage("P: special equipment & training is -1, 0 or +1, was -2");
    assertThat(p).hasToString("P (Example)");
  }

  /** Move Chart B up to its top speed, Move Chart C above (an assumption). */
  @Test
  void theSampleChartFollowsTheTopSpeed() {
    int top = MoveChart.sampleFor(1).topSpeed();
    assertThat(MoveChart.sampleFor(top)).isSameAs(MoveChart.sampleFor(1));
    assertThat(MoveChart.sampleFor(top + 1)).isSameAs(MoveChart.sampleFast());
    assertThat(MoveChart.sampleFast()).isNotSameAs(MoveChart.sampleFor(1));
  }

  @Test
  void aSurfaceTargetIsDamagedThenDestroyed() {
    SurfaceTarget t =
        SurfaceTarget.of("Yard", "Red", SurfaceTarget.Kind.AREA, Board.at(5, 5), 2, 3);
    assertThat(t.damaged()).isFalse();
    assertThat(t.hit().damaged()).isFalse();
    assertThat(t.hit().hit().damaged()).isTrue();
    assertThat(t.hit().hit().destroyed()).isFalse();
    assertThat(t.hit().hit().hit().destroyed()).isTrue();
  }

  @Test
  void groundAtNight() {
    assertThat(Ground.none().night()).isFalse();
    assertThat(Ground.none().atNight(true).night()).isTrue();
    assertThat(Ground.none().atNight(true).atNight(false).night()).isFalse();
  }

  /** "at most one" row of each group: bomb loads, special equipment, ship sizes. */
  @Test
  void surfaceModifiersTakeOneRowOfEachGroup() {
    SurfaceAttack s = SurfaceAttack.standard();
    assertThatThrownBy(
            () ->
                s.modifier(Cab.LOW, Skill.GREEN, List.of("Heavy (4000lb+)", "Light (500-1500lb)")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("at most one bomb load applies");
    assertThatThrownBy(
            () ->
                s.modifier(
                    Cab.LOW,
                    Skill.GREEN,
                    List.of(
                        "Special Equipment & Training (hindering)",
                        "Special Equipment & Training (helping)")))
        .hasMessageStartingWith("at most one special equipment & training applies");
    assertThatThrownBy(
            () ->
                s.modifier(
                    Cab.LOW, Skill.GREEN, List.of("Small Ship / Surfaced Sub", "Large Ship")))
        .hasMessageStartingWith("at most one ship size applies");
  }
}
