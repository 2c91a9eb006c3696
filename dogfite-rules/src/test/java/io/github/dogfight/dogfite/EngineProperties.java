package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseSpeedRoll;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseTarget;
import io.github.dogfight.dogfite.DogfiteCommand.EdgeBet;
import io.github.dogfight.dogfite.DogfiteCommand.EndMove;
import io.github.dogfight.dogfite.DogfiteCommand.Fire;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.dogfite.internal.EdgeRules;
import io.github.dogfight.testkit.Replay;
import io.github.dogfight.testkit.TriesLimit;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.state.Action;
import net.jqwik.api.state.ActionChain;
import net.jqwik.api.state.Transformer;

@AddLifecycleHook(TriesLimit.class)
class EngineProperties {
  private static final DogfiteRules RULES = new DogfiteRules();

  /** Invariants between two consecutive states. */
  static void invariants(DogfiteState before, DogfiteState after) {
    for (Plane p : after.planes()) {
      Plane was = before.plane(p.id());
      // Damage marks and fire only grow; an aircraft out stays out.
      assertThat(p.damage().marks()).isGreaterThanOrEqualTo(was.damage().marks());
      assertThat(p.damage().fire()).isGreaterThanOrEqualTo(was.damage().fire());
      if (was.out()) {
        assertThat(p.out()).isTrue();
      }
      // Speed stays within what the rules allow: never negative, and power never lifts it past
      // maximum level speed (only dives do).
      assertThat(p.speed()).isNotNegative();
      if (p.speed() > was.speed() && p.speed() > p.type().maxSpeed()) {
        assertThat(was.turnLog().speedChanges() + was.speed())
            .isGreaterThanOrEqualTo(p.speed() - 0);
      }
    }
    // Edge is at most 10 after the movement phase.
    if (after.stage() == DogfiteState.Stage.COMBAT
        || after.stage() == DogfiteState.Stage.END_OF_TURN) {
      assertThat(after.planes())
          .allSatisfy(p -> assertThat(p.edge()).isLessThanOrEqualTo(EdgeRules.MAX_EDGE));
    }
    assertThat(after.turn()).isGreaterThanOrEqualTo(before.turn());
  }

  @Property(tries = 25)
  void botsFlyEveryDuelToItsEndKeepingTheInvariants(@ForAll long seed) {
    Game<DogfiteState, DogfiteCommand> g = Game.start(RULES, RULES.sampleEngagement(seed));
    int steps = 0;
    while (!g.isOver()) {
      List<DogfiteCommand> legal = g.legalCommands();
      assertThat(legal).isNotEmpty();
      Game<DogfiteState, DogfiteCommand> next = g.play(RULES.defaultBot());
      invariants(g.state(), next.state());
      g = next;
      assertThat(++steps).isLessThan(20_000);
    }
    assertThat(g.state().result()).isPresent();
  }

  @Property(tries = 15)
  void everyListedLegalCommandIsAccepted(@ForAll long seed) {
    Game<DogfiteState, DogfiteCommand> g = Game.start(RULES, RULES.sampleEngagement(seed));
    for (int i = 0; i < 120 && !g.isOver(); i++) {
      for (DogfiteCommand c : g.legalCommands()) {
        g.play(c);
      }
      g = g.play(RULES.defaultBot());
    }
  }

  @Property(tries = 1000)
  void randomCommandSequencesKeepTheInvariants(
      @ForAll("duels") ActionChain<Game<DogfiteState, DogfiteCommand>> chain) {
    Game<DogfiteState, DogfiteCommand> last = chain.run();
    // Whatever the sequence left, random legal play ends the game (its turn limit included).
    assertThat(Replay.playToEnd(last, last.log().size(), 5_000).isOver()).isTrue();
  }

  @Provide
  Arbitrary<ActionChain<Game<DogfiteState, DogfiteCommand>>> duels() {
    return chains(RULES);
  }

  /**
   * Random command sequences from {@code rules}' sample engagements: mostly legal commands, often
   * arbitrary ones, each checked against the invariants.
   */
  static Arbitrary<ActionChain<Game<DogfiteState, DogfiteCommand>>> chains(DogfiteRules rules) {
    return Arbitraries.longs()
        .map(
            seed ->
                ActionChain.<Game<DogfiteState, DogfiteCommand>>startWith(
                        () -> Game.start(rules, rules.sampleEngagement(seed)))
                    .withAction(3, new Legal())
                    .withAction(2, new Anything())
                    .withMaxTransformations(150))
        .flatMap(a -> a);
  }

  /** Plays a listed legal command. */
  static final class Legal implements Action.Dependent<Game<DogfiteState, DogfiteCommand>> {
    @Override
    public boolean precondition(Game<DogfiteState, DogfiteCommand> g) {
      return !g.isOver();
    }

    @Override
    public Arbitrary<Transformer<Game<DogfiteState, DogfiteCommand>>> transformer(
        Game<DogfiteState, DogfiteCommand> g) {
      return Arbitraries.of(g.legalCommands())
          .map(
              c ->
                  Transformer.transform(
                      "legal " + c.describe(),
                      game -> {
                        Game<DogfiteState, DogfiteCommand> next = game.play(c);
                        invariants(game.state(), next.state());
                        return next;
                      }));
    }
  }

  /** Plays an arbitrary command, often illegal: rejected means unchanged. */
  static final class Anything implements Action.Dependent<Game<DogfiteState, DogfiteCommand>> {
    @Override
    public Arbitrary<Transformer<Game<DogfiteState, DogfiteCommand>>> transformer(
        Game<DogfiteState, DogfiteCommand> g) {
      Arbitrary<String> planes = Arbitraries.of("Camel", "Albatros", "Zeppelin");
      Arbitrary<Step> steps =
          Arbitraries.oneOf(
              Arbitraries.just(new Step.Straight()),
              Arbitraries.of(1, -1, 2, -2, 3, -3).map(Step.Turn::new),
              Arbitraries.just(new Step.ToMiddle()),
              Arbitraries.of(Facing.class).map(Step.ToEdge::new));
      Arbitrary<DogfiteCommand> commands =
          Arbitraries.oneOf(
              Combinators.combine(planes, Arbitraries.of("Camel", "Albatros", "", "Zeppelin"))
                  .as(
                      (p, t) ->
                          new ChooseTarget(p, t.isEmpty() ? Optional.empty() : Optional.of(t))),
              Combinators.combine(planes, Arbitraries.of(VerticalMove.class)).as(BeginMove::new),
              Combinators.combine(
                      planes,
                      steps,
                      Arbitraries.integers().between(-1, 4),
                      Arbitraries.integers().between(-1, 4))
                  .as(Move::new),
              Combinators.combine(
                      planes,
                      Arbitraries.integers().between(-1, 4),
                      Arbitraries.integers().between(0, 3))
                  .as(EdgeBet::new),
              planes.map(EndMove::new),
              Combinators.combine(planes, Arbitraries.integers().between(-1, 3)).as(Fire::new),
              Combinators.combine(planes, Arbitraries.integers().between(-2, 2))
                  .as(DogfiteCommand.AdjustPip::new),
              Combinators.combine(planes, Arbitraries.of(SpeedRoll.class))
                  .as(ChooseSpeedRoll::new));
      return commands.map(
          c ->
              Transformer.transform(
                  "any " + c.describe(),
                  game -> {
                    DogfiteState before = game.state();
                    int size = game.log().size();
                    try {
                      Game<DogfiteState, DogfiteCommand> next = game.play(c);
                      invariants(before, next.state());
                      return next;
                    } catch (RuleViolation rejected) {
                      assertThat(game.state()).isEqualTo(before);
                      assertThat(game.log().size()).isEqualTo(size);
                      assertThat(rejected.rule()).isNotBlank();
                      assertThat(rejected.getMessage())
                          .contains(rejected.rule())
                          .contains(rejected.field());
                      return game;
                    }
                  }));
    }
  }
}
