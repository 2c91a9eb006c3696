package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import java.util.List;
import org.junit.jupiter.api.Test;

/** An engagement refuses empty, one-sided or duplicate forces, naming what is wrong. */
class ForcesTest {
  private static final HexPosition A = HexPosition.middle(Hex.ORIGIN);
  private static final HexPosition B = HexPosition.middle(new Hex(4, 0));

  @Test
  void emptyAndOneSidedForcesAreRefused() {
    assertThatThrownBy(() -> Fixtures.RULES.start(List.of(), 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("an engagement needs aircraft of at least two sides");
    Plane camel = Fixtures.camel(A, 5, 4);
    assertThatThrownBy(() -> Fixtures.RULES.start(List.of(camel), 1))
        .hasMessage("an engagement needs aircraft of at least two sides");
  }

  @Test
  void duplicateIdsAreRefused() {
    Plane camel = Fixtures.camel(A, 5, 4);
    Plane albatros = Fixtures.albatros(B, 5, 4);
    assertThatThrownBy(() -> Fixtures.RULES.start(List.of(camel, albatros, camel), 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("duplicate aircraft id '" + camel.id() + "'");
  }
}
