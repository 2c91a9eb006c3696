package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.GroundTest.BOMBER;
import static io.github.dogfight.cy6.GroundTest.FIGHTER;
import static io.github.dogfight.cy6.GroundTest.plane;
import static io.github.dogfight.cy6.GroundTest.start;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.cy6.internal.Engine;
import io.github.dogfight.cy6.internal.antiaircraft.GroundFire;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The orders a battery is offered and where misdirected fire goes (rules 002, C5.0: "AA
 * Misdirection= if double "1" or double "2" rolled to-hit, fire is directed at closest friendly
 * aircraft within range of AA Battery").
 */
class BatteryOrdersTest {
  private static final GroundFire GROUND = new Engine(Cy6Config.defaults()).groundFire();

  /**
   * "Heavy AA at MED-V.HIGH CAB must pick Target Hex in advance": heavy AA offers a barrage on
   * every hex of the map at every CAB that needs a target hex (Medium, High, Very High), not at
   * Extremely High, which takes none.
   */
  @Test
  void heavyAaOffersABarrageOnEveryHexAtEveryCabThatNeedsOne() {
    Battery heavy = new Battery("Heavy", "Blue", AntiAircraft.HEAVY, Board.at(2, 28));
    Cy6State s =
        start(
            List.of(
                plane("Lead", "Red", BOMBER, 10, 20, 7),
                plane("Wing", "Red", BOMBER, 10, 20, 8),
                plane("Own", "Blue", BOMBER, 12, 20, 7),
                plane("Top", "Red", BOMBER, 14, 20, 16)),
            Ground.none().with(heavy));
    List<Cy6Command.ByBattery> orders = GROUND.orders(s, heavy);
    int hexes = s.board().width() * s.board().height();
    assertThat(orders).hasSize(1 + 3 * hexes).startsWith(Cy6Command.Flak.hold("Heavy"));
    assertThat(orders)
        .contains(
            new Cy6Command.OrderBarrage("Heavy", Board.at(10, 20), Cab.MEDIUM),
            new Cy6Command.OrderBarrage("Heavy", Board.at(0, 0), Cab.VERY_HIGH),
            new Cy6Command.OrderBarrage("Heavy", Board.at(2, 28), Cab.HIGH))
        .noneMatch(o -> o instanceof Cy6Command.OrderBarrage b && b.cab() == Cab.EXTREMELY_HIGH);
  }

  /** Misdirected fire goes to the friendly aircraft in reach nearest the battery. */
  @Test
  void misdirectedFireFindsTheNearestFriendInReach() {
    Battery light = new Battery("Flak", "Blue", AntiAircraft.LIGHT, Board.at(10, 10));
    Plane target = plane("Target", "Red", FIGHTER, 10, 9, 1);
    Plane near = plane("Near", "Blue", FIGHTER, 11, 10, 1);
    Plane nearer = plane("Nearer", "Blue", FIGHTER, 10, 10, 1);
    Plane tie = plane("Tie", "Blue", FIGHTER, 10, 11, 1);
    Plane high = plane("High", "Blue", FIGHTER, 10, 10, 4);
    Plane far = plane("Far", "Blue", FIGHTER, 10, 14, 1);
    Cy6State all = start(List.of(target, near, tie, high, far, nearer), Ground.none().with(light));
    assertThat(GROUND.misdirectedAt(all, light, target).map(Plane::id)).contains("Nearer");
    Cy6State two = start(List.of(target, near, tie, far), Ground.none().with(light));
    // Near and Tie are both 1 hex off: the first listed
    assertThat(GROUND.misdirectedAt(two, light, target).map(Plane::id)).contains("Near");
    Cy6State none = start(List.of(target, high, far), Ground.none().with(light));
    assertThat(GROUND.misdirectedAt(none, light, target)).isEmpty();
  }
}
