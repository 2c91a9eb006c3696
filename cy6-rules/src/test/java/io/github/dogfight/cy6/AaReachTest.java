package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The AA batteries' reach (rules 002, ANTI-AIRCRAFT SUMMARY, C5.0): "Light (to 23mm) ... 5 hex ...
 * S.Low", "Medium (24-70mm) ... 10 hex ... S Low & Low", "Heavy (71mm+) ... unlim ... Low-V High";
 * "Max range is 2 hexes if the target is at TAL 1 in SURFACE LOW CAB over land".
 */
class AaReachTest {
  private static final AntiAircraftFire AA = AntiAircraftFire.standard();

  @ParameterizedTest(name = "{0} at {1} hexes, {2}, TAL 1 over land {3}: {4}")
  @CsvSource({
    "LIGHT, 0, SURFACE_LOW, false, true",
    "LIGHT, 5, SURFACE_LOW, false, true",
    "LIGHT, 6, SURFACE_LOW, false, false",
    "LIGHT, 2, SURFACE_LOW, true, true",
    "LIGHT, 3, SURFACE_LOW, true, false",
    "LIGHT, 1, LOW, false, false",
    "LIGHT, -1, SURFACE_LOW, false, false",
    "MEDIUM, 10, LOW, false, true",
    "MEDIUM, 11, LOW, false, false",
    "MEDIUM, 2, SURFACE_LOW, true, true",
    "MEDIUM, 3, SURFACE_LOW, true, false",
    "HEAVY, 40, VERY_HIGH, false, true",
    "HEAVY, 1, SURFACE_LOW, false, false",
    "HEAVY, 1, EXTREMELY_HIGH, false, false",
  })
  void reach(AntiAircraft type, int range, Cab cab, boolean lowOverLand, boolean reaches) {
    assertThat(AA.reaches(type, range, cab, lowOverLand)).isEqualTo(reaches);
    if (reaches) {
      AA.checkReach(type, range, cab, lowOverLand);
    } else {
      assertThatThrownBy(() -> AA.checkReach(type, range, cab, lowOverLand))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(range < 0 ? "range must be >= 0 hexes, was -1" : type.toString());
    }
  }
}
