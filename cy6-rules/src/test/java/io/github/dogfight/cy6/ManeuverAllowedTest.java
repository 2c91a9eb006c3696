package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.cy6.internal.Engine;
import io.github.dogfight.cy6.internal.plotting.Plotting;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Which maneuvers and turn codes a damaged aircraft may plot (rules 002, the critical hit results
 * that bar maneuvers, and the altitude table's limits).
 */
class ManeuverAllowedTest {
  private static final Cy6Config CONFIG = Cy6Config.defaults();
  private static final Engine ENGINE = new Engine(CONFIG);

  private static Plane at(int tal, Status... statuses) {
    Plane p = GroundTest.plane("P", "Red", GroundTest.FIGHTER, 10, 10, tal);
    AircraftCondition c = p.condition();
    for (Status s : statuses) {
      c = c.with(s);
    }
    return p.with(c);
  }

  private static Set<Maneuver> allowed(Plane p) {
    Set<Maneuver> out = EnumSet.noneOf(Maneuver.class);
    for (Maneuver m : Maneuver.values()) {
      if (ENGINE.plotting().maneuverAllowed(p, m)) {
        out.add(m);
      }
    }
    return out;
  }

  private static int dt(Maneuver m) {
    return CONFIG.tables().talChange(m);
  }

  @Test
  void altitudeLimitsBarClimbsAtTheTopAndDivesAtTheBottom() {
    assertThat(allowed(at(5))).containsExactlyInAnyOrder(Maneuver.values());
    for (Maneuver m : Maneuver.values()) {
      assertThat(ENGINE.plotting().maneuverAllowed(at(1), m))
          .as("%s at TAL 1", m)
          .isEqualTo(dt(m) >= 0);
      int top = CONFIG.tables().topTal();
      assertThat(ENGINE.plotting().maneuverAllowed(at(top), m))
          .as("%s at the top", m)
          .isEqualTo(dt(m) <= 0);
    }
  }

  @Test
  void damageBarsTheManeuversItNames() {
    assertThat(allowed(at(5, Status.NO_CLIMB_OR_DIVE)))
        .allSatisfy(m -> assertThat(m.climbs() || m.dives() || m == Maneuver.SPECIAL).isFalse())
        .contains(Maneuver.LEVEL);
    assertThat(allowed(at(5, Status.NO_POWER_OR_STEEP)))
        .doesNotContain(
            Maneuver.STEEP_CLIMB, Maneuver.STEEP_DIVE, Maneuver.POWER_DIVE, Maneuver.SPECIAL)
        .contains(Maneuver.LEVEL, Maneuver.CLIMB, Maneuver.DIVE, Maneuver.EXTREME_TURN);
    assertThat(allowed(at(5, Status.NO_SPECIAL_MANEUVERS)))
        .containsExactlyInAnyOrderElementsOf(EnumSet.complementOf(EnumSet.of(Maneuver.SPECIAL)));
    assertThat(allowed(at(5, Status.MUST_EXIT_BY_DIVE)))
        .allSatisfy(m -> assertThat(m.dives()).isTrue())
        .isNotEmpty();
  }

  @Test
  void aRudderOrAJamBarsTurns() {
    TurnCode straight = TurnCode.of("F11", "F");
    TurnCode left = TurnCode.of("L11", "F L");
    TurnCode right = TurnCode.of("R11", "F R");
    Plane rudderless = at(5, Status.NO_TURNS);
    assertThat(Plotting.codeAllowed(rudderless, straight)).isTrue();
    assertThat(Plotting.codeAllowed(rudderless, left)).isFalse();
    assertThat(Plotting.codeAllowed(rudderless, right)).isFalse();
    Plane jammed = at(5, Status.RIGHT_TURN_NEXT_TURN);
    assertThat(Plotting.codeAllowed(jammed, right)).isTrue();
    assertThat(Plotting.codeAllowed(jammed, straight)).isFalse();
    assertThat(Plotting.codeAllowed(jammed, left)).isFalse();
    assertThat(Plotting.codeAllowed(at(5), left)).isTrue();
  }
}
