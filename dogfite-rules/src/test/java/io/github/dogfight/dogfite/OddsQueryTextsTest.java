package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.Fixtures.RULES;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.OddsAnswer;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The text queries name their dice exactly and report the figures of the Java odds API. */
class OddsQueryTextsTest {
  private static OddsAnswer ask(String name, Map<String, String> arguments) {
    for (OddsQuery q : RULES.oddsQueries()) {
      if (q.name().equals(name)) {
        return q.answer(arguments);
      }
    }
    throw new AssertionError("no query " + name);
  }

  @Test
  void movementPointsNameTheSpeedAerobaticsAndClimb() {
    assertThat(ask("movement-points", Map.of("speed", "0")).expression()).isEqualTo("MP(1d6)");
    // "If Aerobic Points are spent reduce the movement-point die roll by one"; a two-point climb
    // "subtracts one from its MP roll": both come off the die, before the speed is added.
    assertThat(
            ask("movement-points", Map.of("speed", "5", "aerobatics", "1", "climb-points", "2"))
                .expression())
        .isEqualTo("MP(1d6-2+5)");
    assertThat(ask("movement-points", Map.of("speed", "5", "climb-points", "3")).expression())
        .isEqualTo("MP(1d6-2+5)");
    assertThat(ask("movement-points", Map.of("speed", "3", "climb-points", "1")).expression())
        .isEqualTo("MP(1d6+3)");
    assertThat(ask("movement-points", Map.of("speed", "0", "aerobatics", "1")).expression())
        .isEqualTo("MP(1d6-1)");
  }

  @Test
  void stallStressPowerAndDragNameTheirModifiers() {
    assertThat(ask("stall", Map.of("spin", "-1", "flying", "2", "below-min", "true")).expression())
        .isEqualTo("1d6+1 below min");
    assertThat(ask("stall", Map.of("spin", "-1", "flying", "0")).expression())
        .isEqualTo("1d6-1 at min");
    assertThat(ask("stress", Map.of("modifier", "-3")).expression()).isEqualTo("2d6-3");
    assertThat(ask("stress", Map.of()).expression()).isEqualTo("2d6");
    assertThat(ask("power", Map.of("rating", "1", "modifier", "1", "to-max", "true")).expression())
        .isEqualTo("1d6+1");
    assertThat(ask("power", Map.of("rating", "1", "modifier", "1")).expression())
        .isEqualTo("1d6+2");
    assertThat(ask("drag", Map.of("rating", "1", "dive-points", "2")).expression())
        .isEqualTo("1d6-1");
    int mod = RULES.tables().initiativeModifier(6);
    assertThat(ask("initiative", Map.of("speed", "6", "experience", "1")).expression())
        .isEqualTo("1d10(0)" + (1 + mod == 0 ? "" : String.format("%+d", 1 + mod)));
  }

  @Test
  void aBetReportsItsPenaltyOverTheChangesItAttempts() {
    OddsAnswer a = ask("bet", Map.of("level", "2", "aerobatics", "1", "changes", "2"));
    assertThat(a.expression()).contains("(level 2, 1 aerobatic point)");
    Distribution penalty = RULES.odds().movePenalty(2, 1, 0);
    // Attempted changes: the two facing changes and the aerobatic point.
    assertThat(a.figures().get("P(half-level dive: penalty over the changes)"))
        .isEqualTo(penalty.atLeast(4));
    assertThat(a.figures().get("E(changes lost to the move penalty)"))
        .isEqualTo(penalty.expectation(r -> Math.min(r, 3)));
    assertThat(a.figures().get("P(pass)")).isEqualTo(RULES.odds().betMargin(2, 1, 0).atLeast(0));
    OddsAnswer plain = ask("bet", Map.of("level", "0"));
    assertThat(plain.expression()).endsWith("(level 0)");
    Rational pass = plain.figures().getOrDefault("P(pass)", Rational.ZERO);
    Rational fail = plain.figures().getOrDefault("P(fail)", Rational.ZERO);
    assertThat(pass.add(fail)).isEqualTo(Rational.ONE);
  }
}
