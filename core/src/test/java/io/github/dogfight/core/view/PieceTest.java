package io.github.dogfight.core.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class PieceTest {
  @Test
  void piecesOnAndOffTheMapAndTheirLevel() {
    Piece on =
        Piece.onMap(
            "Camel", "RFC", Hex.ORIGIN, Optional.of(Facing.N), 0, "level 0", "speed 5", true);
    assertThat(on.hex()).contains(Hex.ORIGIN);
    assertThat(on.facing()).contains(Facing.N);
    assertThat(on.level()).isZero();
    Piece off = Piece.offMap("RAF", "WHITE", 0, "", "pool 14", false);
    assertThat(off.hex()).isEmpty();
    assertThat(off.facing()).isEmpty();
    assertThat(off.inPlay()).isFalse();
    assertThat(off.status()).isEqualTo("pool 14");
    assertThatThrownBy(
            () -> new Piece("x", "y", Optional.empty(), Optional.empty(), -1, "", "", true))
        .hasMessage("level: -1 is below 0 (the lowest)");
  }

  @Test
  void piecesCarryTheNumbersAChartDraws() {
    Piece p = Piece.offMap("Camel", "RFC", 1, "Combat", "20 of 30 HP left", true);
    assertThat(p.measures()).isEmpty();
    Piece.Measure hp = Piece.Measure.outOf(Piece.Measure.HIT_POINTS, 20, 30);
    Piece.Measure spits = Piece.Measure.ofPart("in the fight", "Spitfire Mk I", 3);
    Piece with = p.withMeasures(List.of(hp, spits));
    assertThat(with.measures()).containsExactly(hp, spits);
    assertThat(with.measure(Piece.Measure.HIT_POINTS)).contains(hp);
    assertThat(with.measure("in the fight")).isEmpty();
    assertThat(hp.max()).isEqualTo(OptionalInt.of(30));
    assertThat(Piece.Measure.of(Piece.Measure.BANKED, 2).max()).isEmpty();
    assertThat(with.withMeasures(List.of())).isEqualTo(p);
    assertThatThrownBy(() -> Piece.Measure.outOf(Piece.Measure.HIT_POINTS, 31, 30))
        .hasMessage("hit points: 31 is not within its most, 30");
    assertThatThrownBy(() -> Piece.Measure.of(" ", 1)).hasMessage("a measure needs a name");
  }
}
