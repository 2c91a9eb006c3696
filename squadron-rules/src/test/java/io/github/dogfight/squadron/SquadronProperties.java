package io.github.dogfight.squadron;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.squadron.SquadronCommand.ChooseEscapees;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.squadron.SquadronCommand.RemoveFighters;
import io.github.dogfight.squadron.SquadronCommand.SpendSuccesses;
import io.github.dogfight.squadron.SquadronCommand.Strike;
import io.github.dogfight.testkit.Replay;
import io.github.dogfight.testkit.TriesLimit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.state.Action;
import net.jqwik.api.state.ActionChain;
import net.jqwik.api.state.Transformer;

@AddLifecycleHook(TriesLimit.class)
class SquadronProperties {
  private static final SquadronRules RULES = new SquadronRules();

  /** Aircraft are conserved, pools are never negative, and the state is consistent. */
  static void invariants(Game<SquadronState, SquadronCommand> game, SquadronState initial) {
    SquadronState s = game.state();
    for (Side side : Side.values()) {
      Squadron now = s.squadron(side);
      Squadron then = initial.squadron(side);
      int total = 0;
      for (Status st : Status.values()) {
        total += now.count(st);
      }
      // remaining + removed + shot down + escaped = initial
      assertThat(total).isEqualTo(then.aircraft().size());
      assertThat(now.aircraft())
          .extracting(Aircraft::id)
          .containsExactlyElementsOf(then.aircraft().stream().map(Aircraft::id).toList());
      assertThat(now.inFight().size()).isLessThanOrEqualTo(then.inFight().size());
      for (Maneuver m : Maneuver.values()) {
        assertThat(RULES.pool(s, side, m)).isNotNegative();
      }
      assertThat(s.bank(side)).isNotNegative();
      // Escaped aircraft are never PC aircraft.
      assertThat(now.aircraft())
          .filteredOn(a -> a.status() == Status.ESCAPED)
          .allSatisfy(a -> assertThat(a.type().role()).isNotEqualTo(Role.PC));
    }
    assertThat(s.pending().isPresent()).isNotEqualTo(s.isOver());
    assertThat(game.legalCommands().isEmpty()).isEqualTo(s.isOver());
  }

  @Property(tries = 40)
  void botsPlayEveryEngagementToItsEndConservingAircraft(@ForAll long seed) {
    SquadronState initial = RULES.sampleEngagement(seed);
    Game<SquadronState, SquadronCommand> g = Game.start(RULES, initial);
    int steps = 0;
    while (!g.isOver()) {
      invariants(g, initial);
      g = g.play(RULES.defaultBot());
      assertThat(++steps).isLessThan(10_000);
    }
    invariants(g, initial);
    assertThat(g.state().result()).isPresent();
    assertThat(g.log().events().get(g.log().size() - 1))
        .isInstanceOf(SquadronEvent.EngagementEnded.class);
  }

  @Property(tries = 30)
  void everyListedLegalCommandIsAccepted(@ForAll long seed, @ForAll @IntRange(max = 30) int steps) {
    Game<SquadronState, SquadronCommand> g = Game.start(RULES, RULES.sampleEngagement(seed));
    for (int i = 0; i < steps && !g.isOver(); i++) {
      for (SquadronCommand c : g.legalCommands()) {
        g.play(c); // throws if a listed command is rejected
      }
      g = g.play(RULES.defaultBot());
    }
  }

  @Property(tries = 30)
  void netSuccessDistributionsSumToOne(
      @ForAll @IntRange(max = 20) int white,
      @ForAll @IntRange(max = 20) int black,
      @ForAll Maneuver wm,
      @ForAll Maneuver bm,
      @ForAll @IntRange(max = 3) int bank) {
    var net = RULES.odds().netSuccesses(white, wm, bank, black, bm, 0);
    assertThat(net.totalProbability()).isEqualTo(Rational.ONE);
    assertThat(net.max()).isGreaterThanOrEqualTo(0 - black * 11);
  }

  // ---- Stateful test: random legal and illegal commands -------------------------------------

  @Property(tries = 1000)
  void randomCommandSequencesKeepTheInvariants(
      @ForAll("engagements") ActionChain<Game<SquadronState, SquadronCommand>> chain) {
    Game<SquadronState, SquadronCommand> last =
        chain.withInvariant("conservation", g -> invariants(g, initialOf(g))).run();
    // Whatever the sequence left, random legal play ends the game (its turn limit included).
    Game<SquadronState, SquadronCommand> end = Replay.playToEnd(last, last.log().size(), 5_000);
    assertThat(end.isOver()).isTrue();
    invariants(end, initialOf(end));
  }

  private static final Map<Long, SquadronState> INITIAL =
      new java.util.concurrent.ConcurrentHashMap<>();

  private static SquadronState initialOf(Game<SquadronState, SquadronCommand> g) {
    return java.util.Objects.requireNonNull(INITIAL.get(g.state().dice().seed()));
  }

  @Provide
  Arbitrary<ActionChain<Game<SquadronState, SquadronCommand>>> engagements() {
    return Arbitraries.longs()
        .flatMap(
            seed ->
                ActionChain.<Game<SquadronState, SquadronCommand>>startWith(
                        () -> {
                          SquadronState s = RULES.sampleEngagement(seed);
                          INITIAL.put(seed, s);
                          return Game.start(RULES, s);
                        })
                    .withAction(3, new LegalCommand())
                    .withAction(2, new AnyCommand())
                    .withMaxTransformations(40));
  }

  /** Plays one of the listed legal commands. */
  static final class LegalCommand
      implements Action.Dependent<Game<SquadronState, SquadronCommand>> {
    @Override
    public boolean precondition(Game<SquadronState, SquadronCommand> g) {
      return !g.isOver();
    }

    @Override
    public Arbitrary<Transformer<Game<SquadronState, SquadronCommand>>> transformer(
        Game<SquadronState, SquadronCommand> g) {
      return Arbitraries.of(g.legalCommands())
          .map(c -> Transformer.transform("legal " + c.describe(), game -> game.play(c)));
    }
  }

  /** Plays an arbitrary command, usually illegal: if rejected, nothing may change. */
  static final class AnyCommand implements Action.Dependent<Game<SquadronState, SquadronCommand>> {
    @Override
    public Arbitrary<Transformer<Game<SquadronState, SquadronCommand>>> transformer(
        Game<SquadronState, SquadronCommand> g) {
      List<String> ids = new ArrayList<>();
      for (Side side : Side.values()) {
        g.state().squadron(side).aircraft().forEach(a -> ids.add(a.id()));
      }
      ids.add("no such aircraft");
      Arbitrary<List<String>> someIds = Arbitraries.of(ids).list().ofMaxSize(4);
      Arbitrary<Side> sides = Arbitraries.of(Side.class);
      Arbitrary<SquadronCommand> commands =
          Arbitraries.oneOf(
              Combinators.combine(sides, Arbitraries.of(Maneuver.class)).as(DeclareManeuver::new),
              Combinators.combine(
                      sides,
                      Arbitraries.integers().between(-1, 8),
                      Arbitraries.of(ids).list().ofMaxSize(3))
                  .as(
                      (s, n, targets) ->
                          new SpendSuccesses(
                              s, n, targets.stream().map(t -> new Strike(t, ids.get(0))).toList())),
              Combinators.combine(sides, someIds).as(RemoveFighters::new),
              Combinators.combine(sides, someIds).as(ChooseEscapees::new));
      return commands.map(
          c ->
              Transformer.transform(
                  "any " + c.describe(), game -> Replay.playOrUnchanged(game, c)));
    }
  }

  @Property(tries = 5)
  void simulationsDoNotDependOnTheThreadCount(@ForAll long masterSeed) {
    List<String> one =
        Simulation.run(RULES, masterSeed, 12, 1, g -> g.state().result().orElseThrow());
    List<String> three =
        Simulation.run(RULES, masterSeed, 12, 3, g -> g.state().result().orElseThrow());
    assertThat(three).isEqualTo(one);
  }

  @Property(tries = 10)
  void sampleEngagementsAreDeterministic(@ForAll long seed) {
    var a = Simulation.playOut(Game.start(RULES, RULES.sampleEngagement(seed)));
    var b = Simulation.playOut(Game.start(RULES, RULES.sampleEngagement(seed)));
    assertThat(a.log()).isEqualTo(b.log());
    assertThat(a.state()).isEqualTo(b.state());
  }

  @Property(tries = 20)
  void poolsAreAircraftPlusHandlingDefendHalfMore(
      @ForAll @IntRange(max = 12) int fighters, @ForAll @IntRange(max = 4) int specials) {
    if (fighters + specials == 0) {
      return;
    }
    Game<SquadronState, SquadronCommand> g = Fixtures.small(fighters, specials, 1, 0);
    int base = fighters + specials + 4; // Hurricane and PC Sky Yacht both have Handling +4
    assertThat(RULES.pool(g.state(), Side.WHITE, Maneuver.ATTACK)).isEqualTo(base);
    assertThat(RULES.pool(g.state(), Side.WHITE, Maneuver.DEFEND)).isEqualTo(base + (base + 1) / 2);
  }
}
