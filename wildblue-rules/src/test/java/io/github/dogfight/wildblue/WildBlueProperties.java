package io.github.dogfight.wildblue;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.check.Check;
import io.github.dogfight.core.check.CheckOutcome;
import io.github.dogfight.core.dice.Chance;
import io.github.dogfight.core.dice.DicePool;
import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.testkit.Replay;
import io.github.dogfight.testkit.TriesLimit;
import io.github.dogfight.wildblue.internal.Candidates;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.state.Action;
import net.jqwik.api.state.ActionChain;
import net.jqwik.api.state.Transformer;

/** Invariants of The Wild Blue under random play, its odds against sampled rolls, and the seam. */
@AddLifecycleHook(TriesLimit.class)
class WildBlueProperties {
  private static final WildBlueRules RULES = new WildBlueRules();

  /**
   * A second, different host, as an application would bring: 3d6 + rating ≥ 18 (roll high), a
   * natural 18 a critical success and a natural 3 a critical failure; initiative 2d6 + bonus.
   */
  static final Host ROLL_HIGH =
      Host.of(
          Check.targetNumber(3, Die.D6, 18).withCriticals(n -> n == 18, n -> n == 3),
          (bonus, penalty) ->
              Chance.of(DicePool.sum(2, Die.D6)).map(v -> v + bonus - penalty).named("2d6+bonus"));

  private static final WildBlueRules HIGH_RULES =
      new WildBlueRules(WildBlueConfig.defaults().withHost(ROLL_HIGH));

  @Property(tries = 30)
  void explodingDamageOddsMatchSampledRolls(
      @ForAll @IntRange(min = 1, max = 3) int gun,
      @ForAll @IntRange(min = 0, max = 3) int advantage,
      @ForAll boolean sustained,
      @ForAll boolean d8,
      @ForAll long seed) {
    AttackDice dice =
        AttackDice.of(
            gun,
            d8 ? Die.of(8) : Die.D6,
            advantage,
            sustained ? FireMode.SUSTAINED : FireMode.BURST,
            6);
    Distribution exact = RULES.odds().damage(dice, 0);
    Roller roller = Roller.from(DiceStream.seeded(seed));
    int n = 4000;
    Map<Integer, Integer> seen = new HashMap<>();
    double sum = 0;
    for (int i = 0; i < n; i++) {
      int v = roller.roll(dice.damage(0), "sample").value();
      seen.merge(v, 1, Integer::sum);
      sum += v;
    }
    double mean = exact.mean().doubleValue();
    double sd = Math.sqrt(exact.expectation(v -> v * v).doubleValue() - mean * mean);
    assertThat(sum / n).isCloseTo(mean, org.assertj.core.data.Offset.offset(5 * sd / Math.sqrt(n)));
    for (int v : seen.keySet()) {
      assertThat(exact.probability(v).signum()).as("sampled %s is possible", v).isPositive();
    }
  }

  @Property(tries = 1000)
  void randomCommandSequencesKeepTheInvariants(
      @ForAll("engagements") ActionChain<Game<WildBlueState, WildBlueCommand>> chain) {
    Game<WildBlueState, WildBlueCommand> last =
        chain.withInvariant("invariants", WildBlueProperties::invariants).run();
    // Whatever the sequence left, random legal play ends the game (its turn limit included).
    Game<WildBlueState, WildBlueCommand> end = Replay.playToEnd(last, last.log().size(), 5_000);
    assertThat(end.isOver()).isTrue();
    invariants(end);
  }

  static void invariants(Game<WildBlueState, WildBlueCommand> g) {
    WildBlueState s = g.state();
    for (Plane p : s.planes()) {
      // "A CD result may only be chosen once (though some are identical results ...)".
      Map<CriticalDamage, Integer> listed = new HashMap<>();
      p.type().criticals().forEach(c -> listed.merge(c, 1, Integer::sum));
      Map<CriticalDamage, Integer> held = new HashMap<>();
      p.criticals().forEach(c -> held.merge(c, 1, Integer::sum));
      held.forEach(
          (c, n) ->
              assertThat(n).as(p.name() + " " + c).isLessThanOrEqualTo(listed.getOrDefault(c, 0)));
      assertThat(p.stunts()).doesNotHaveDuplicates();
      assertThat(p.stunts().size()).isLessThanOrEqualTo(p.type().maneuverability());
      assertThat(p.magazineUsed()).isBetween(0, p.type().magazine());
      if (p.fall().isPresent()) {
        assertThat(p.fall().get().actionsLeft()).isBetween(1, 9);
      }
    }
    for (Held h : s.advantage()) {
      assertThat(s.plane(h.holder()).flying()).isTrue();
      assertThat(s.plane(h.target()).flying()).isTrue();
    }
    assertThat(s.turn()).isLessThanOrEqualTo(RULES.config().maxTurns());
    if (!s.isOver()) {
      assertThat(g.decision().actors()).isNotEmpty();
      assertThat(g.legalCommands()).isNotEmpty();
      // The legal list skips targets that the target-only checks refuse before building their
      // candidates (issue 29); it must still be every candidate that apply's checks accept, in the
      // same order.
      WildBlueRules rules = (WildBlueRules) g.rules();
      for (String actor : g.decision().actors()) {
        List<WildBlueCommand> accepted =
            Candidates.of(s, actor).stream().filter(c -> rules.isLegal(s, c)).toList();
        assertThat(rules.legalCommands(s, actor)).as(actor).isEqualTo(accepted);
      }
    }
  }

  @Provide
  Arbitrary<ActionChain<Game<WildBlueState, WildBlueCommand>>> engagements() {
    return Arbitraries.of(RULES, HIGH_RULES)
        .flatMap(
            rules ->
                Arbitraries.longs()
                    .flatMap(
                        seed ->
                            ActionChain.<Game<WildBlueState, WildBlueCommand>>startWith(
                                    () -> Game.start(rules, rules.sampleEngagement(seed)))
                                .withAction(4, new LegalCommand())
                                .withAction(1, new AnyCommand())
                                .withMaxTransformations(120)));
  }

  static final class LegalCommand
      implements Action.Dependent<Game<WildBlueState, WildBlueCommand>> {
    @Override
    public boolean precondition(Game<WildBlueState, WildBlueCommand> g) {
      return !g.isOver();
    }

    @Override
    public Arbitrary<Transformer<Game<WildBlueState, WildBlueCommand>>> transformer(
        Game<WildBlueState, WildBlueCommand> g) {
      return Arbitraries.of(g.legalCommands())
          .map(c -> Transformer.transform("legal " + c.describe(), game -> game.play(c)));
    }
  }

  /** An arbitrary command, usually illegal: if rejected, nothing may change. */
  static final class AnyCommand implements Action.Dependent<Game<WildBlueState, WildBlueCommand>> {
    @Override
    public Arbitrary<Transformer<Game<WildBlueState, WildBlueCommand>>> transformer(
        Game<WildBlueState, WildBlueCommand> g) {
      List<String> ids = new ArrayList<>(g.state().planes().stream().map(Plane::name).toList());
      g.state().ground().forEach(u -> ids.add(u.name()));
      ids.add("nobody");
      Arbitrary<String> id = Arbitraries.of(ids);
      Arbitrary<WildBlueCommand> commands =
          Arbitraries.oneOf(
              id.map(a -> (WildBlueCommand) new WildBlueCommand.SplitS(a)),
              id.map(a -> (WildBlueCommand) new WildBlueCommand.Pass(a)),
              id.flatMap(
                  a ->
                      Arbitraries.of(Move.class)
                          .map(m -> (WildBlueCommand) new WildBlueCommand.Fly(a, m))),
              id.flatMap(
                  a ->
                      id.flatMap(
                          t ->
                              Arbitraries.of(AdvantageKind.class)
                                  .flatMap(
                                      k ->
                                          Arbitraries.of(true, false)
                                              .map(
                                                  r ->
                                                      (WildBlueCommand)
                                                          new WildBlueCommand.Maneuver(
                                                              a, t, k, r))))),
              id.flatMap(
                  a ->
                      id.flatMap(
                          t ->
                              Arbitraries.of(Gun.Mount.class)
                                  .flatMap(
                                      m ->
                                          Arbitraries.of(FireMode.class)
                                              .map(
                                                  f ->
                                                      (WildBlueCommand)
                                                          new WildBlueCommand.Fire(a, t, m, f))))),
              id.flatMap(a -> id.map(t -> (WildBlueCommand) new WildBlueCommand.Bomb(a, t))),
              id.flatMap(a -> id.map(t -> (WildBlueCommand) new WildBlueCommand.Grenade(a, t))),
              id.flatMap(a -> id.map(t -> (WildBlueCommand) new WildBlueCommand.Ram(a, t))),
              id.flatMap(
                  a ->
                      id.list()
                          .ofMinSize(0)
                          .ofMaxSize(4)
                          .map(
                              ts ->
                                  (WildBlueCommand)
                                      new WildBlueCommand.Immelman(
                                          a, ts, Gun.Mount.FIXED, FireMode.BURST))),
              id.flatMap(
                  a ->
                      Arbitraries.of(Stunt.class)
                          .flatMap(
                              st ->
                                  id.optional()
                                      .map(
                                          e ->
                                              (WildBlueCommand)
                                                  new WildBlueCommand.Perform(a, st, e)))),
              id.map(a -> (WildBlueCommand) new WildBlueCommand.Scissors(a)),
              id.map(a -> (WildBlueCommand) new WildBlueCommand.RollingScissors(a)),
              id.flatMap(
                  a ->
                      Arbitraries.of(true, false)
                          .map(h -> (WildBlueCommand) new WildBlueCommand.Spin(a, h))),
              id.flatMap(
                  a ->
                      Arbitraries.of(CriticalDamage.class)
                          .map(r -> (WildBlueCommand) new WildBlueCommand.TakeCritical(a, r))),
              id.map(a -> (WildBlueCommand) new WildBlueCommand.TakeDamage(a)),
              id.map(a -> (WildBlueCommand) new WildBlueCommand.RegainControl(a)),
              id.map(a -> (WildBlueCommand) new WildBlueCommand.EndAction(a)));
      return commands.map(
          c ->
              Transformer.transform(
                  "any " + c.describe(), game -> Replay.playOrUnchanged(game, c)));
    }
  }

  @Property(tries = 10)
  void swappingTheCheckChangesTheOddsAndThePlayAndNothingElse(@ForAll long seed) {
    // The odds follow the check in use.
    assertThat(RULES.odds().toHit(14, 3, false).probability(CheckOutcome::passed))
        .isNotEqualTo(HIGH_RULES.odds().toHit(14, 3, false).probability(CheckOutcome::passed));
    // Everything that is not the host's is the same: the engagement, the rules' queries, the first
    // decision's commands once initiative is in.
    WildBlueState a = RULES.sampleEngagement(seed);
    WildBlueState b = HIGH_RULES.sampleEngagement(seed);
    assertThat(a.planes().stream().map(p -> p.name() + p.type() + p.band()).toList())
        .isEqualTo(b.planes().stream().map(p -> p.name() + p.type() + p.band()).toList());
    assertThat(RULES.oddsQueries().stream().map(q -> q.name()).toList())
        .isEqualTo(HIGH_RULES.oddsQueries().stream().map(q -> q.name()).toList());
    assertThat(Candidates.of(a, "Terror")).isEqualTo(Candidates.of(b, "Terror"));
    // The play differs: the host rolls the initiative and every check.
    Game<WildBlueState, WildBlueCommand> ga = Game.start(RULES, a);
    Game<WildBlueState, WildBlueCommand> gb = Game.start(HIGH_RULES, b);
    for (int i = 0; i < 60 && !ga.isOver(); i++) {
      ga = ga.play(RULES.defaultBot());
    }
    for (int i = 0; i < 60 && !gb.isOver(); i++) {
      gb = gb.play(HIGH_RULES.defaultBot());
    }
    assertThat(ga.log().narration()).isNotEqualTo(gb.log().narration());
  }

  @Example
  void aGameUnderAnotherHostPlaysToItsEnd() {
    Game<WildBlueState, WildBlueCommand> g = Game.start(HIGH_RULES, HIGH_RULES.sampleEngagement(5));
    for (int i = 0; i < 5000 && !g.isOver(); i++) {
      g = g.play(HIGH_RULES.defaultBot());
    }
    assertThat(g.isOver()).isTrue();
    // Every roll to hit is the host's 3d6 check.
    assertThat(g.log().events().stream().flatMap(e -> e.dice().stream()))
        .filteredOn(d -> d.purpose().contains(" to hit, needs rating "))
        .isNotEmpty()
        .allMatch(d -> d.notation().startsWith("3d6 + rating >= 18"));
  }

  @Example
  void deterministicAndThreadCountIndependent() {
    WildBlueState start = RULES.sampleEngagement(11);
    Replay.assertDeterministic(RULES, start, Replay.record(RULES, start, RULES.defaultBot()));
    Replay.assertThreadCountIndependent(RULES, 8, 4, 2, g -> g.state().result().orElse(""));
  }

  @Example
  void everythingIsPublicButTheDice() {
    Game<WildBlueState, WildBlueCommand> g = Game.start(RULES, RULES.sampleEngagement(2));
    for (int i = 0; i < 40; i++) {
      g = g.play(RULES.defaultBot());
    }
    WildBlueState seen = g.viewFor("Terror").state();
    assertThat(seen.planes()).isEqualTo(g.state().planes());
    assertThat(seen.dice()).isNotEqualTo(g.state().dice());
    assertThat(g.log().events())
        .allMatch(e -> e.audience().equals(io.github.dogfight.core.view.Audience.everyone()));
  }
}
