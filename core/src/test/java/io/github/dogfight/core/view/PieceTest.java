package io.github.dogfight.core.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import java.util.Optional;
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
}
