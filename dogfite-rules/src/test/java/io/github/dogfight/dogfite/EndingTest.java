package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Ending;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseSpeedRoll;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseTarget;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.testkit.EndingCheck;
import io.github.dogfight.testkit.Scripted;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Why an engagement ended ({@link DogfiteRules#ending}): the generic {@link EndingCheck} over bot
 * games of both activations, every reason reached by bot games, and one scripted turn per reason.
 */
class EndingTest {
  private final DogfiteRules rules = new DogfiteRules();
  private static final AircraftCatalog CATALOG = AircraftCatalog.sample();

  @Test
  void reasonsAreFixed() {
    assertThat(rules.endReasons()).containsExactly("destroyed", "all destroyed", "turn limit");
  }

  @Test
  void everyBotGameEndsForAListedReasonUnderBothActivations() {
    for (String activation : rules.activations()) {
      EndingCheck.Report report =
          EndingCheck.of(rules.withActivation(activation)).games(60, 1).run();
      assertThat(report.ended()).isEqualTo(60);
      assertThat(report.reasons().get("destroyed")).as(activation + ", " + report).isPositive();
    }
  }

  /**
   * Short duels (2 turns) of two burning aircraft with six boxes left each (1d6 burn a turn) reach
   * all three reasons in bot games.
   */
  @Test
  void botGamesReachEveryReason() {
    EndingCheck.Report report =
        EndingCheck.of(rules)
            .startingFrom(
                seed ->
                    burning(true, true, 6)
                        .withMaxTurns(2)
                        .withDice(rules.sampleEngagement(seed).dice()))
            .games(200, 1)
            .run();
    assertThat(report.reasons()).allSatisfy((reason, n) -> assertThat(n).as(reason).isPositive());
  }

  @Test
  void anEngagementNotOverHasNoEnding() {
    assertThatThrownBy(() -> rules.ending(rules.sampleEngagement(1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not over");
  }

  /**
   * "Fire damage is indicated by filling in boxes (with solid blocks) -once all boxes are filled
   * the aircraft is destroyed" (rules 000, ENGINE CRITICAL HITS): the burning Albatros burns up at
   * the end of the turn and the Camel alone is left flying.
   */
  @Test
  void destroyed() {
    Game<DogfiteState, DogfiteCommand> g = quietTurn(Game.start(rules, burning(false, true, 1)));
    g = Scripted.play(g, new ChooseSpeedRoll("Albatros", SpeedRoll.NONE), 1);
    g = Scripted.play(g, new ChooseSpeedRoll("Camel", SpeedRoll.POWER), 3);
    Ending e = EndingCheck.assertEnding(rules, g.state());
    assertThat(e.reason()).isEqualTo("destroyed");
    assertThat(e.winner()).contains("RFC");
    assertThat(e.survivors()).containsExactly(Map.entry("RFC", 1), Map.entry("Jasta", 0));
  }

  /** Both burn up at the end of the same turn (ENGINE CRITICAL HITS): nobody is left flying. */
  @Test
  void allDestroyed() {
    Game<DogfiteState, DogfiteCommand> g = quietTurn(Game.start(rules, burning(true, true, 1)));
    g = Scripted.play(g, new ChooseSpeedRoll("Albatros", SpeedRoll.NONE), 1);
    g = Scripted.play(g, new ChooseSpeedRoll("Camel", SpeedRoll.NONE), 6);
    Ending e = EndingCheck.assertEnding(rules, g.state());
    assertThat(e.reason()).isEqualTo("all destroyed");
    assertThat(e.winner()).isEmpty();
    assertThat(e.survivors()).containsExactly(Map.entry("RFC", 0), Map.entry("Jasta", 0));
  }

  /**
   * The seed sets no limit; the engine's ({@link DogfiteState#withMaxTurns}, here 1 turn) ends a
   * fight both sides still fly, undecided.
   */
  @Test
  void turnLimit() {
    Game<DogfiteState, DogfiteCommand> g =
        quietTurn(Game.start(rules, burning(false, false, 1).withMaxTurns(1)));
    g = Scripted.play(g, new ChooseSpeedRoll("Albatros", SpeedRoll.NONE));
    g = Scripted.play(g, new ChooseSpeedRoll("Camel", SpeedRoll.POWER), 3);
    Ending e = EndingCheck.assertEnding(rules, g.state());
    assertThat(e.reason()).isEqualTo("turn limit");
    assertThat(e.winner()).isEmpty();
    assertThat(e.survivors()).containsExactly(Map.entry("RFC", 1), Map.entry("Jasta", 1));
  }

  /** Targeting, movement and combat of a turn in which neither fires; end of turn comes next. */
  private static Game<DogfiteState, DogfiteCommand> quietTurn(
      Game<DogfiteState, DogfiteCommand> g) {
    g = g.play(new ChooseTarget("Camel", Optional.empty()));
    g = Scripted.play(g, new ChooseTarget("Albatros", Optional.empty()), 6, 3);
    g = Scripted.play(g, new BeginMove(g.state().awaiting().orElseThrow(), VerticalMove.LEVEL), 1);
    g = g.play(new Move(g.state().awaiting().orElseThrow(), new Step.Straight(), 0, 0));
    g = Scripted.play(g, new BeginMove(g.state().awaiting().orElseThrow(), VerticalMove.LEVEL), 1);
    g = g.play(new Move(g.state().awaiting().orElseThrow(), new Step.Straight(), 0, 0));
    assertThat(g.state().phase()).isEqualTo("End of turn");
    return g;
  }

  /**
   * A Camel two hexes behind an Albatros, both flying north at level 2; each burning with {@code
   * left} boxes to fill when asked.
   */
  private DogfiteState burning(boolean camelBurns, boolean albatrosBurns, int left) {
    Plane camel =
        Plane.of(
            "RFC",
            CATALOG.type("Sopwith Camel"),
            new Pilot("Camel", 1, 1, 1),
            new Placement(HexPosition.edge(new Hex(0, 2), Facing.N), Altitude.at(2)),
            6);
    Plane albatros =
        Plane.of(
            "Jasta",
            CATALOG.type("Albatros D.III"),
            new Pilot("Albatros", 0, 0, 0),
            new Placement(HexPosition.edge(Hex.ORIGIN, Facing.N), Altitude.at(2)),
            6);
    return rules.start(
        List.of(
            camelBurns ? onFire(camel, left) : camel,
            albatrosBurns ? onFire(albatros, left) : albatros),
        1);
  }

  private static Plane onFire(Plane p, int left) {
    DamageTrack d = p.damage();
    return p.withCondition(p.condition().fire()).withDamage(d.burn(d.boxes() - left));
  }
}
