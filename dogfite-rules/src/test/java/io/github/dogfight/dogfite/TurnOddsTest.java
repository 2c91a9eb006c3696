package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.Lookahead;
import io.github.dogfight.core.game.OddsAnswer;
import io.github.dogfight.core.game.OddsArgumentException;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.odds.OddsLimitException;
import io.github.dogfight.core.odds.Rational;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * The exact odds of one Dogfite! turn (issue 32, item 4), checked against the game itself: the
 * first turn of the sample duel played 20,000 times with the default bots, each with its own dice
 * seed, must land within the 99.9% band of every exact chance.
 */
class TurnOddsTest {
  private static final DogfiteRules RULES = new DogfiteRules();
  private static final TurnOdds TURN = TurnOdds.of(RULES, RULES.sampleEngagement(1));
  private static final int GAMES = 20_000;

  /** The first turn, played with seed {@code seed}: the state after movement, and after. */
  private record Played(DogfiteState fire, DogfiteState end) {}

  private static Played play(long seed) {
    Game<DogfiteState, DogfiteCommand> g = Game.start(RULES, RULES.sampleEngagement(seed));
    DogfiteState fire = null;
    while (!g.isOver() && g.state().turn() == 1) {
      DogfiteState.Stage stage = g.state().stage();
      if (fire == null
          && (stage == DogfiteState.Stage.COMBAT || stage == DogfiteState.Stage.END_OF_TURN)) {
        fire = g.state();
      }
      g = g.play(RULES.defaultBot());
    }
    return new Played(fire == null ? g.state() : fire, g.state());
  }

  /** Checks that the share of games where {@code test} holds is within 99.9% of {@code exact}. */
  private static void agrees(
      String what, Rational exact, List<Played> games, Predicate<Played> test) {
    double p = exact.doubleValue();
    long hits = games.stream().filter(test).count();
    double share = (double) hits / games.size();
    double band = 3.2905 * Math.sqrt(p * (1 - p) / games.size()) + 0.5 / games.size();
    assertThat(Math.abs(share - p))
        .as(
            "%s: exact %s = %.4f, played %d of %d = %.4f",
            what, exact, p, hits, games.size(), share)
        .isLessThanOrEqualTo(band);
  }

  @Test
  void theExactTurnAgreesWithTwentyThousandPlayedTurns() {
    List<Played> games = new java.util.ArrayList<>();
    for (long seed = 1; seed <= GAMES; seed++) {
      games.add(play(seed));
    }
    for (String p : List.of("Camel", "Albatros")) {
      agrees(
          p + " holds edge after movement",
          TURN.edge(p).atLeast(1),
          games,
          g -> g.fire().plane(p).edge() >= 1);
      agrees(
          p + " damaged",
          TURN.damage(p).atLeast(1),
          games,
          g -> g.end().plane(p).damage().marks() >= 1);
      agrees(
          p + " at the most likely placement",
          mostLikely(p),
          games,
          g -> g.end().plane(p).placement().equals(mostLikelyPlacement(p)));
    }
    // something happens: the turn is not one certain state, and fire is exchanged in some paths
    assertThat(TURN.afterTurn().size()).isGreaterThan(100);
    assertThat(TURN.damage("Camel").atLeast(1)).isGreaterThan(Rational.ZERO);
    // only tied roll-offs are cut, and they are rare
    assertThat(TURN.cut()).isLessThan(Rational.of(1, 1000));
    // the figures the module README quotes
    System.out.printf(
        java.util.Locale.ROOT,
        "turn 1 of the sample: %d states after movement, %d after the turn, %d applications,"
            + " cut %s%n",
        TURN.afterMovement().size(),
        TURN.afterTurn().size(),
        TURN.work(),
        TURN.cut());
  }

  private static Placement mostLikelyPlacement(String plane) {
    Map<Placement, Rational> all = TURN.placement(plane).probabilities();
    return all.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
  }

  private static Rational mostLikely(String plane) {
    return TURN.placement(plane).probability(mostLikelyPlacement(plane));
  }

  @Test
  void everyStateIsOfTheTurnAsked() {
    assertThat(TURN.afterMovement().values())
        .allSatisfy(
            s ->
                assertThat(
                        s.stage() == DogfiteState.Stage.COMBAT
                            || s.stage() == DogfiteState.Stage.END_OF_TURN
                            || s.turn() > 1
                            || s.isOver())
                    .isTrue());
    assertThat(TURN.afterTurn().values())
        .allSatisfy(s -> assertThat(s.turn() > 1 || s.isOver()).isTrue());
    assertThat(TURN.edge("Camel").totalProbability()).isEqualTo(Rational.ONE);
    assertThatThrownBy(() -> TURN.edge("Spad"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no aircraft 'Spad'");
  }

  @Test
  void theTurnQueryAnswersForEitherAircraftAndRefusesAnother() {
    OddsQuery q =
        RULES.oddsQueries().stream().filter(x -> x.name().equals("turn")).findFirst().orElseThrow();
    OddsAnswer camel = q.answer(Map.of());
    assertThat(camel.distribution()).isEqualTo(TURN.damage("Camel"));
    assertThat(camel.figures())
        .containsEntry("P(Albatros out)", TURN.out("Albatros"))
        .containsEntry("E(Camel edge after movement)", TURN.edge("Camel").mean());
    assertThat(q.answer(Map.of("plane", "Albatros")).distribution())
        .isEqualTo(TURN.damage("Albatros"));
    assertThatThrownBy(() -> q.answer(Map.of("plane", "Spad")))
        .isInstanceOf(OddsArgumentException.class)
        .hasMessageContaining("plane")
        .hasMessageContaining("Spad");
  }

  /** A turn that needs more work than the lookahead may do is refused, naming the limit. */
  @Test
  void aQuestionOverTheWorkLimitIsRefused() {
    Lookahead<DogfiteState, DogfiteCommand> small = Lookahead.of(RULES).withWorkLimit(1_000);
    assertThatThrownBy(() -> TurnOdds.of(small, RULES.sampleEngagement(1)))
        .isInstanceOf(OddsLimitException.class)
        .hasMessageContaining("more than 1000 applications");
  }
}
