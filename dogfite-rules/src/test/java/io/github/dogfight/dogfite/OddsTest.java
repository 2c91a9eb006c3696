package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.base.Splitter;
import io.github.dogfight.core.game.OddsAnswer;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class OddsTest {
  private final DogfiteOdds odds = new DogfiteOdds(DogfiteTables.standard());

  private OddsQuery query(String name) {
    return odds.queries().stream().filter(q -> q.name().equals(name)).findFirst().orElseThrow();
  }

  @Test
  void betPassOdds() {
    assertThat(odds.betPass(0, 0, 0)).isEqualTo(Rational.ONE); // 2+
    assertThat(odds.betPass(1, 0, 0)).isEqualTo(Rational.of(33, 36)); // 4+
    assertThat(odds.betPass(2, 0, 0)).isEqualTo(Rational.of(26, 36)); // 6+
    assertThat(odds.betPass(3, 0, 0)).isEqualTo(Rational.of(10, 36)); // 9+
    assertThat(odds.betPass(2, 1, 0)).isEqualTo(Rational.of(21, 36)); // aerobatics: 7+
    assertThat(odds.betPass(0, 1, 0)).isEqualTo(Rational.of(35, 36)); // 3+
    assertThat(odds.betPass(3, 0, -2)).isEqualTo(Rational.of(3, 36)); // control damage -2: 11+
  }

  @Test
  void failureResultsSumToTheChanceOfFailing() {
    Map<FailureResult, Rational> f = odds.failureResults(3, 1, 0);
    Rational sum = f.values().stream().reduce(Rational.ZERO, Rational::add);
    assertThat(sum).isEqualTo(Rational.ONE.subtract(odds.betPass(3, 1, 0)));
    assertThat(odds.failureResults(0, 0, 0)).isEmpty();
    // Level 1 fails only on 2 or 3 (miss 2 or 1): then 2d6 - miss picks the column.
    Map<FailureResult, Rational> l1 = odds.failureResults(1, 0, 0);
    FailureResult worst = DogfiteTables.standard().failure(0); // 2 - 2 = 0
    assertThat(l1.get(worst)).isEqualTo(Rational.of(1, 36).multiply(Rational.of(1, 36)));
  }

  @Test
  void movementPointOdds() {
    assertThat(odds.movementPoints(6, false, 0).probability(2)).isEqualTo(Rational.of(1, 2));
    assertThat(odds.movementPoints(1, false, 0).probability(0)).isEqualTo(Rational.of(1, 3));
    // Aerobatics take one off the die: speed 6 then needs a 5 or 6 for 2 MP... d6 + 5 >= 10.
    assertThat(odds.movementPoints(6, true, 0).probability(2)).isEqualTo(Rational.of(1, 3));
    // Rules 000, CLIMBING / DIVING: "if it does a two-point climb / dive, then it subtracts one
    // from its MP roll; and if it does a three-point climb / dive, it subtracts two from its MP
    // roll." From the roll, not from the movement points: a three-point climb at speed 4 moves
    // unless the die shows 1 (d6 - 2 + 4 < 4 only then).
    assertThat(odds.movementPoints(4, false, 3).probability(1)).isEqualTo(Rational.of(5, 6));
    assertThat(odds.movementPoints(4, false, 3).probability(0)).isEqualTo(Rational.of(1, 6));
    // A two-point climb at speed 6: d6 - 1 + 6 >= 10 on a 5 or 6.
    assertThat(odds.movementPoints(6, false, 2).probability(2)).isEqualTo(Rational.of(1, 3));
    // With aerobatics too: d6 - 1 - 1 + 6 >= 10 only on a 6.
    assertThat(odds.movementPoints(6, true, 2).probability(2)).isEqualTo(Rational.of(1, 6));
    assertThat(odds.movementPoints(4, false, 1)).isEqualTo(odds.movementPoints(4, false, 0));
    assertThatThrownBy(() -> odds.movementPoints(4, false, 4)).hasMessageContaining("1 to 3");
  }

  @Test
  void aMovePenaltyIsTheFailureTableReadAtTheFailureRollLessTheMiss() {
    // BET FAILURE: "The column is 2d6 minus the amount the bet was missed by." Every pair of bet
    // dice and failure dice of a level-3 bet (9+) at -2, counted by hand.
    DogfiteTables tables = DogfiteTables.standard();
    java.util.Map<Integer, Integer> ways = new java.util.TreeMap<>();
    for (int a = 1; a <= 6; a++) {
      for (int b = 1; b <= 6; b++) {
        int margin = a + b - 2 - 9;
        for (int c = 1; c <= 6; c++) {
          for (int d = 1; d <= 6; d++) {
            int penalty = margin >= 0 ? 0 : tables.failure(c + d + margin).moveReduction();
            ways.merge(penalty, 1, Integer::sum);
          }
        }
      }
    }
    Distribution penalty = odds.movePenalty(3, 0, -2);
    ways.forEach((k, n) -> assertThat(penalty.probability(k)).isEqualTo(Rational.of(n, 1296)));
    assertThat(ways).containsKeys(1, 2, 3);
  }

  @Test
  void movePenaltyAndAdviceOfABet() {
    // A level-1 bet fails only on 2 or 3; its move penalty is then 3, 2 or 1.
    Distribution penalty = odds.movePenalty(1, 0, 0);
    assertThat(penalty.probability(0)).isEqualTo(Rational.of(33, 36));
    assertThat(penalty.atLeast(1)).isEqualTo(Rational.of(3, 36));
    // A raised straight bet attempts no change: every failure dives (BET FAILURE: "If the 'move'
    // penalty is greater than the number of ... changes attempted, place the aircraft in a
    // one-point, half-move dive state").
    DogfiteOdds.BetAdvice straight = odds.advice(BetRequest.of(1, 0), 0);
    assertThat(straight.pass()).isEqualTo(Rational.of(33, 36));
    assertThat(straight.dive()).isEqualTo(Rational.of(3, 36));
    // The same bet on a two-hexside turn dives only when the penalty is 3.
    DogfiteOdds.BetAdvice turn = odds.advice(BetRequest.of(1, 0), 2);
    assertThat(turn.dive()).isEqualTo(penalty.probability(3));
    assertThat(turn.dive()).isLessThan(straight.dive());
    assertThat(turn.expectedChangesLost()).isGreaterThan(Rational.ZERO);
    // A level-0 bet never fails: no edge, no loss.
    DogfiteOdds.BetAdvice free = odds.advice(BetRequest.of(0, 0), 0);
    assertThat(free.pass()).isEqualTo(Rational.ONE);
    assertThat(free.expectedEdge()).isEqualTo(Rational.ZERO);
    assertThat(free.dive()).isEqualTo(Rational.ZERO);
    // Level 1 passes 33/36 for one edge; its failures lose some.
    assertThat(straight.expectedEdge()).isLessThan(Rational.of(33, 36));
    assertThat(straight.expectedEdge()).isGreaterThan(Rational.ZERO);
  }

  @Test
  void hitsAndCriticalOdds() {
    Distribution hits = odds.hits(10, Range.HALF_HEX, 0, 0);
    assertThat(hits.probability(0)).isEqualTo(Rational.of(10, 36)); // 2d6 - 5 <= 0
    assertThat(hits.max()).isEqualTo(7);
    // Natural doubles with 4+ hits: (5,5) -> 5 hits, (6,6) -> 7 hits, one critical each.
    assertThat(odds.criticalHits(10, Range.HALF_HEX, 0, 0).probability(1))
        .isEqualTo(Rational.of(2, 36));
    // A +2 shooter needs 2 hits per critical and may move a pip either way.
    Distribution ace = odds.criticalHits(10, Range.HALF_HEX, 0, 2);
    assertThat(ace.atLeast(1)).isGreaterThan(Rational.of(2, 36));
  }

  @Test
  void stallStressInitiativeAndSpeedOdds() {
    Distribution atMin = odds.stall(0, 0, false);
    assertThat(atMin.probability(2)).isEqualTo(Rational.of(1, 6));
    assertThat(atMin.probability(1)).isEqualTo(Rational.of(1, 3));
    assertThat(odds.stall(0, 0, true).probability(2)).isEqualTo(Rational.of(1, 2));
    assertThat(odds.stress(0).probability(1)).isEqualTo(Rational.of(3, 36));
    assertThat(odds.stress(-3).probability(3)).isEqualTo(Rational.of(1, 36)); // 2 - 3 < 0
    assertThat(odds.initiative(1, 5)).isEqualTo(Distribution.uniform(2, 11));
    assertThat(odds.powerGain(0, 0, false, 2).probability(1)).isEqualTo(Rational.of(2, 3));
    assertThat(odds.powerGain(3, 0, false, 1).max()).isEqualTo(1);
    assertThat(odds.powerGain(0, 0, true, 2).probability(0)).isEqualTo(Rational.of(1, 2));
    assertThat(odds.dragLoss(1, 3).probability(1)).isEqualTo(Rational.of(1, 3));
  }

  @Test
  void everyCheckAnswersAsText() {
    assertThat(odds.queries())
        .extracting(OddsQuery::name)
        .containsExactly(
            "bet", "movement-points", "hits", "stall", "stress", "initiative", "power", "drag");
    OddsAnswer bet = query("bet").answer(Map.of("level", "2", "aerobatics", "1"));
    assertThat(bet.expression()).isEqualTo("2d6 - 7 (level 2, 1 aerobatic point)");
    assertThat(bet.figures().get("P(pass)")).isEqualTo(Rational.of(7, 12));
    assertThat(bet.figures())
        .containsKeys(
            "P(pass by 3 or more)",
            "E(edge lost to failure)",
            "P(failure forces a stress test)",
            "E(changes lost to the move penalty)",
            "P(half-level dive: penalty over the changes)");
    assertThat(
            query("bet")
                .answer(Map.of("level", "1"))
                .figures()
                .get("P(half-level dive: penalty over the changes)"))
        .isEqualTo(Rational.of(3, 36));
    assertThat(query("movement-points").answer(Map.of("speed", "6")).distribution().probability(2))
        .isEqualTo(Rational.of(1, 2));
    OddsAnswer hits = query("hits").answer(Map.of("edge", "10", "range", "half"));
    assertThat(hits.expression()).isEqualTo("max(0, 2d6-5)");
    assertThat(query("hits").answer(Map.of("edge", "3", "range", "zero")).expression())
        .isEqualTo("max(0, 2d6-7)");
    assertThat(hits.figures())
        .containsKeys("P(at least one hit)", "E(hits)", "P(at least one critical hit)");
    assertThat(
            query("stall")
                .answer(Map.of("spin", "0", "flying", "0", "below-min", ""))
                .figures()
                .get("P(spin)"))
        .isEqualTo(Rational.of(1, 2));
    assertThat(query("stress").answer(Map.of("modifier", "-3")).figures().get("P(destroyed)"))
        .isEqualTo(Rational.of(1, 36));
    assertThat(query("initiative").answer(Map.of("speed", "9", "experience", "+1")).expression())
        .isEqualTo("1d10(0)+4");
    assertThat(query("power").answer(Map.of("rating", "1", "to-max", "true")).expression())
        .isEqualTo("1d6");
    assertThat(query("drag").answer(Map.of("rating", "0", "dive-points", "2")).expression())
        .isEqualTo("1d6-2");
  }

  /**
   * The {@code hits} figures the CHANGELOG lists for +1 and +2 shooters (issue 26), as {@code
   * ./dogfight odds --rules dogfite hits ...} answers them: under the standard reading the pip
   * moved for doubles counts in the hits ("+1 pilots may subtract one pip from a die to obtain
   * doubles, +2 pilots may add OR subtract one pip from a die. NOTE: the addition/subtraction is of
   * a *pip* from a single die --not one from the roll result."); the other reading ({@code
   * withPipChangesHits(false)}) gives the figures from before, the hits those of the dice as
   * rolled. Each row: the options, then P(at least one hit), E(hits), P(at least one critical hit)
   * and E(critical hits) under each reading.
   */
  @ParameterizedTest(name = "hits {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "--edge 10 --range half --shooting 1 | 5/6 | 3 | 7/36 | 11/36"
            + " | 5/6 | 28/9 | 1/4 | 13/36",
        "--edge 10 --range half --firing-bonus 1 --shooting 1 | 11/12 | 139/36 | 5/18 | 5/12"
            + " | 11/12 | 145/36 | 5/18 | 17/36",
        "--edge 10 --range half --shooting 2 | 35/36 | 155/36 | 1/3 | 5/6"
            + " | 11/12 | 145/36 | 1/3 | 5/6",
        "--edge 10 --range one --shooting 2 | | 2/3 | 1/6 | 1/4 | | 5/9 | 1/9 | 5/36",
        "--edge 5 --range zero --firing-bonus 1 --shooting 2 | | 95/18 | 5/12 | 5/4"
            + " | | 5 | 13/36 | 35/36"
      })
  void theHitsFiguresOfPlusOneAndPlusTwoShooters(
      String options,
      String anyHit,
      String hits,
      String anyCritical,
      String criticals,
      String anyHitAsRolled,
      String hitsAsRolled,
      String anyCriticalAsRolled,
      String criticalsAsRolled) {
    Map<String, String> arguments = new java.util.LinkedHashMap<>();
    List<String> words = Splitter.on(' ').splitToList(options.trim());
    for (int i = 0; i < words.size(); i += 2) {
      arguments.put(words.get(i).substring(2), words.get(i + 1));
    }
    DogfiteOdds asRolled =
        new DogfiteOdds(
            DogfiteTables.standard(), DogfiteReadings.standard().withPipChangesHits(false));
    assertFigures(query("hits").answer(arguments), anyHit, hits, anyCritical, criticals);
    assertThat(query("hits").answer(arguments).expression())
        .endsWith("with a pip moved for doubles");
    OddsQuery other =
        asRolled.queries().stream().filter(q -> q.name().equals("hits")).findFirst().orElseThrow();
    assertFigures(
        other.answer(arguments),
        anyHitAsRolled,
        hitsAsRolled,
        anyCriticalAsRolled,
        criticalsAsRolled);
  }

  /** The four figures of a {@code hits} answer; a blank P(at least one hit) is not checked. */
  private static void assertFigures(
      OddsAnswer answer, String anyHit, String hits, String anyCritical, String criticals) {
    if (anyHit != null) {
      assertThat(answer.figures().get("P(at least one hit)")).isEqualTo(rational(anyHit));
    }
    assertThat(answer.figures().get("E(hits)")).isEqualTo(rational(hits));
    assertThat(answer.figures().get("P(at least one critical hit)"))
        .isEqualTo(rational(anyCritical));
    assertThat(answer.figures().get("E(critical hits)")).isEqualTo(rational(criticals));
  }

  private static Rational rational(String text) {
    List<String> parts = Splitter.on('/').splitToList(text.trim());
    return parts.size() == 1
        ? Rational.of(Integer.parseInt(parts.get(0)))
        : Rational.of(Integer.parseInt(parts.get(0)), Integer.parseInt(parts.get(1)));
  }

  @Test
  void badArgumentsNameTheOptionAndTheChoices() {
    assertThatThrownBy(() -> query("bet").answer(Map.of()))
        .hasMessage("bet: missing --level (0 to 3)");
    assertThatThrownBy(() -> query("bet").answer(Map.of("level", "4")))
        .hasMessageContaining("--level must be a whole number from 0 to 3, was '4'");
    assertThatThrownBy(() -> query("bet").answer(Map.of("level", "1", "speed", "3")))
        .hasMessageContaining(
            "unknown option --speed for bet; choose from --level, --aerobatics, --modifier,"
                + " --changes");
    assertThatThrownBy(() -> query("hits").answer(Map.of("edge", "3")))
        .hasMessageContaining("missing --range (zero, half or one)");
    assertThatThrownBy(() -> query("hits").answer(Map.of("edge", "3", "range", "far")))
        .hasMessageContaining("--range: unknown range 'far'; choose zero, half or one");
    assertThatThrownBy(() -> query("hits").answer(Map.of("edge", "0", "range", "half")))
        .hasMessageContaining("from 1 to 10");
    assertThatThrownBy(
            () -> query("stall").answer(Map.of("spin", "0", "flying", "0", "below-min", "maybe")))
        .hasMessageContaining("--below-min is a flag");
    assertThat(
            query("stall")
                .answer(Map.of("spin", "0", "flying", "0", "below-min", "no"))
                .expression())
        .endsWith("at min");
    assertThat(query("hits").description()).contains("2d6 - 10");
    assertThat(query("hits").parameters())
        .containsKeys("edge", "range", "firing-bonus", "shooting");
  }
}
