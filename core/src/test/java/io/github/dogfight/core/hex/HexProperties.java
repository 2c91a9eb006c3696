package io.github.dogfight.core.hex;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

class HexProperties {
  @Provide
  Arbitrary<Hex> hexes() {
    return Combinators.combine(
            Arbitraries.integers().between(-50, 50), Arbitraries.integers().between(-50, 50))
        .as(Hex::new);
  }

  @Property
  void distanceIsSymmetric(@ForAll("hexes") Hex a, @ForAll("hexes") Hex b) {
    assertThat(a.distance(b)).isEqualTo(b.distance(a));
    assertThat(a.distance(a)).isZero();
  }

  @Property
  void triangleInequality(@ForAll("hexes") Hex a, @ForAll("hexes") Hex b, @ForAll("hexes") Hex c) {
    assertThat(a.distance(c)).isLessThanOrEqualTo(a.distance(b) + b.distance(c));
  }

  @Property
  void sixOneHexsideTurnsReturnTheFacing(@ForAll Facing f, @ForAll boolean right) {
    Facing g = f;
    for (int i = 0; i < 6; i++) {
      g = g.turn(right ? 1 : -1);
    }
    assertThat(g).isEqualTo(f);
  }

  @Property
  void turningByHexsidesToReachesTheTarget(@ForAll Facing a, @ForAll Facing b) {
    assertThat(a.turn(a.hexsidesTo(b))).isEqualTo(b);
    assertThat(Math.abs(a.hexsidesTo(b))).isLessThanOrEqualTo(3);
  }

  @Property
  void stepsAreDistance(
      @ForAll("hexes") Hex a, @ForAll Facing f, @ForAll @IntRange(max = 20) int n) {
    assertThat(a.distance(a.step(f, n))).isEqualTo(n);
  }

  @Property
  void arcsAreMirrorSymmetricAndFrontIsAheadOfRear(
      @ForAll("hexes") Hex target, @ForAll Facing facing) {
    if (target.equals(Hex.ORIGIN)) {
      return;
    }
    Arc arc = Arc.of(Hex.ORIGIN, facing, target);
    // Rotating the whole picture by one hexside keeps the arc.
    Hex rotated = rotateClockwise(target);
    assertThat(Arc.of(Hex.ORIGIN, facing.turn(1), rotated)).isEqualTo(arc);
    // Facing the other way swaps front and rear.
    Arc flipped = Arc.of(Hex.ORIGIN, facing.opposite(), target);
    assertThat(flipped)
        .isEqualTo(arc == Arc.FRONT ? Arc.REAR : arc == Arc.REAR ? Arc.FRONT : Arc.SIDE);
  }

  @Property
  void arcsDependOnlyOnTheOffsetToTheTarget(
      @ForAll("hexes") Hex from, @ForAll("hexes") Hex offset, @ForAll Facing facing) {
    if (offset.equals(Hex.ORIGIN)) {
      return;
    }
    Hex target = new Hex(from.q() + offset.q(), from.r() + offset.r());
    assertThat(Arc.of(from, facing, target)).isEqualTo(Arc.of(Hex.ORIGIN, facing, offset));
  }

  private static Hex rotateClockwise(Hex h) {
    // The linear map taking N to NE and SE to S: (q, r) -> (-r, q + r).
    return new Hex(-h.r(), h.q() + h.r());
  }
}
