package io.github.dogfight.core.hex;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class HexTest {
  @Test
  void neighboursAndDistance() {
    Hex o = Hex.ORIGIN;
    assertThat(o.neighbors()).hasSize(6).allSatisfy(h -> assertThat(o.distance(h)).isEqualTo(1));
    assertThat(o.neighbor(Facing.N)).isEqualTo(new Hex(0, -1));
    assertThat(o.step(Facing.SE, 3)).isEqualTo(new Hex(3, 0));
    assertThat(o.distance(new Hex(3, -1))).isEqualTo(3);
    assertThat(new Hex(2, -5).s()).isEqualTo(3);
    assertThat(o.ring(0)).containsExactly(o);
    assertThat(o.ring(2)).hasSize(12).allSatisfy(h -> assertThat(o.distance(h)).isEqualTo(2));
    assertThatThrownBy(() -> o.ring(-1)).hasMessageContaining("radius");
  }

  @Test
  void facingTurns() {
    assertThat(Facing.N.turn(1)).isEqualTo(Facing.NE);
    assertThat(Facing.N.turn(-1)).isEqualTo(Facing.NW);
    assertThat(Facing.NE.turn(3)).isEqualTo(Facing.SW);
    assertThat(Facing.S.opposite()).isEqualTo(Facing.N);
    assertThat(Facing.N.hexsidesTo(Facing.SE)).isEqualTo(2);
    assertThat(Facing.N.hexsidesTo(Facing.SW)).isEqualTo(-2);
    assertThat(Facing.N.hexsidesTo(Facing.S)).isEqualTo(3);
    assertThat(Facing.NW.clockIndex()).isEqualTo(5);
  }

  @Test
  void positionsAtEdgeOrMiddle() {
    HexPosition edge = HexPosition.edge(Hex.ORIGIN, Facing.N);
    assertThat(edge.heading()).contains(Facing.N);
    assertThat(((HexPosition.Edge) edge).ahead()).isEqualTo(new Hex(0, -1));
    HexPosition middle = HexPosition.middle(Hex.ORIGIN);
    assertThat(middle.heading()).isEmpty();
    assertThat(middle.hex()).isEqualTo(Hex.ORIGIN);
  }

  @Test
  void arcsOfTheAdjacentRing() {
    Hex o = Hex.ORIGIN;
    assertThat(Arc.of(o, Facing.N, o.neighbor(Facing.N))).isEqualTo(Arc.FRONT);
    assertThat(Arc.of(o, Facing.N, o.neighbor(Facing.NE))).isEqualTo(Arc.SIDE);
    assertThat(Arc.of(o, Facing.N, o.neighbor(Facing.SE))).isEqualTo(Arc.SIDE);
    assertThat(Arc.of(o, Facing.N, o.neighbor(Facing.S))).isEqualTo(Arc.REAR);
    assertThat(Arc.of(o, Facing.N, new Hex(1, -3))).isEqualTo(Arc.FRONT);
    assertThat(Arc.of(o, Facing.N, new Hex(-1, 3))).isEqualTo(Arc.REAR);
    assertThat(Arc.of(HexPosition.middle(o), new Hex(0, -1))).isEmpty();
    assertThat(Arc.of(HexPosition.edge(o, Facing.N), o)).isEmpty();
    assertThat(Arc.of(HexPosition.edge(o, Facing.N), new Hex(0, 2))).contains(Arc.REAR);
    assertThatThrownBy(() -> Arc.of(o, Facing.N, o)).hasMessageContaining("observer's hex");
  }

  @Test
  void altitudeLevels() {
    Altitude a = Altitude.at(2);
    assertThat(a.climb()).isEqualTo(Altitude.at(3));
    assertThat(a.dive()).isEqualTo(Altitude.at(1));
    assertThat(a.leaving(Altitude.Pitch.DIVING).pitch()).isEqualTo(Altitude.Pitch.DIVING);
    assertThat(a.levelsAbove(Altitude.at(5))).isEqualTo(-3);
    assertThatThrownBy(() -> Altitude.at(-1)).hasMessageContaining(">= 0");
    assertThatThrownBy(() -> Altitude.at(0).dive()).hasMessageContaining(">= 0");
    assertThatThrownBy(() -> Altitude.at(0).leaving(Altitude.Pitch.DIVING))
        .hasMessageContaining("lowest level");
  }
}
