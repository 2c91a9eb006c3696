package io.github.dogfight.squadron;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.FaceSet;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.Strategy;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.testkit.TriesLimit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/**
 * The engagement odds against a brute recursion that knows nothing of the graph: it plays the real
 * {@link Game} with the default bots, and at every Squadron Roll plays each pair of results with
 * scripted dice (no explosions, so a pool of n dice rolls 0 to n successes, each with its exact
 * probability).
 */
@AddLifecycleHook(TriesLimit.class)
class EngagementProperties {
  @Property(tries = 12)
  void theDistributionSumsToOneAndAgreesWithABruteRecursion(
      @ForAll @IntRange(min = 1, max = 2) int whiteFighters,
      @ForAll @IntRange(min = 1, max = 2) int blackFighters,
      @ForAll @IntRange(min = 1, max = 3) int rounds) {
    SquadronRules rules =
        new SquadronRules(
            SquadronConfig.builder().explosionFaces(FaceSet.of()).maxRounds(rounds).build());
    Game<SquadronState, SquadronCommand> game =
        Fixtures.small(rules, whiteFighters, 0, blackFighters, 0);
    Strategy<SquadronState, SquadronCommand> bot = Strategy.of(rules.defaultBot());
    EngagementDistribution d = rules.engagementOdds().engagement(game.state(), bot, bot, true);

    Rational total = Rational.ZERO;
    Map<String, Rational> byEnding = new HashMap<>();
    for (Map.Entry<String, Rational> e : d.exact().entrySet()) {
      if (e.getKey().startsWith("P(ends in round")) {
        total = total.add(e.getValue());
      } else if (e.getKey().contains(", ")) {
        byEnding.put(e.getKey(), e.getValue());
      }
    }
    assertThat(total).isEqualTo(Rational.ONE);
    assertThat(
            exact(d, "P(white wins)").add(exact(d, "P(black wins)")).add(exact(d, "P(no winner)")))
        .isEqualTo(Rational.ONE);

    Map<String, Rational> brute = new HashMap<>();
    brute(rules, game, Rational.ONE, brute);
    assertThat(byEnding).isEqualTo(brute);
    assertThat(d.whiteWins())
        .isCloseTo(
            exact(d, "P(white wins)").doubleValue(), org.assertj.core.data.Offset.offset(1e-12));
  }

  private static Rational exact(EngagementDistribution d, String figure) {
    return d.exact().getOrDefault(figure, Rational.ZERO);
  }

  /** Every ending reached from {@code game}, weighted by {@code p}, into {@code out}. */
  private static void brute(
      SquadronRules rules,
      Game<SquadronState, SquadronCommand> game,
      Rational p,
      Map<String, Rational> out) {
    SquadronState s = game.state();
    if (s.isOver()) {
      String name =
          s.winner().map(w -> w + " wins").orElse("no winner") + ", " + rules.ending(s).reason();
      out.merge("P(" + name + ")", p, Rational::add);
      return;
    }
    String actor = game.decision().actors().get(0);
    SquadronCommand c = rules.defaultBot().choose(game.viewFor(actor), game.legalCommands(actor));
    boolean rolls =
        c instanceof DeclareManeuver
            && s.pending().orElseThrow() instanceof Pending.Declaration d
            && d.waiting().size() == 1;
    if (!rolls) {
      brute(rules, game.play(c), p, out);
      return;
    }
    DeclareManeuver m = (DeclareManeuver) c;
    Map<Side, Maneuver> declared = new HashMap<>(s.declared());
    declared.put(m.side(), m.maneuver());
    int wd =
        SquadronOdds.poolFor(
            s.white().basePool(), declared.getOrDefault(Side.WHITE, Maneuver.ATTACK));
    int bd =
        SquadronOdds.poolFor(
            s.black().basePool(), declared.getOrDefault(Side.BLACK, Maneuver.ATTACK));
    Distribution wl = rules.odds().pool(wd).distribution();
    Distribution bl = rules.odds().pool(bd).distribution();
    for (int w = 0; w <= wd; w++) {
      for (int b = 0; b <= bd; b++) {
        Rational q = wl.probability(w).multiply(bl.probability(b));
        if (q.signum() == 0) {
          continue;
        }
        int[] faces = Fixtures.roll(wd, w, bd, b);
        brute(rules, game.play(c, ScriptedDice.of(faces)), p.multiply(q), out);
      }
    }
  }

  /**
   * The round-free search (each position once, the chance carried round after round) gives the
   * search keyed by round's figures, ending by ending and round by round, from the start and from
   * any state the default bots reach, mid-round included, with the round limit reached or not.
   */
  @Property(tries = 12)
  void theRoundFreeSearchAgreesWithTheSearchByRound(
      @ForAll @IntRange(min = 1, max = 3) int whiteFighters,
      @ForAll @IntRange(min = 0, max = 1) int whiteSpecials,
      @ForAll @IntRange(min = 1, max = 3) int blackFighters,
      @ForAll @IntRange(min = 0, max = 1) int blackSpecials,
      @ForAll @IntRange(min = 1, max = 5) int rounds,
      @ForAll @IntRange(min = 0, max = 9) int steps) {
    SquadronRules rules = new SquadronRules(SquadronConfig.builder().maxRounds(rounds).build());
    Game<SquadronState, SquadronCommand> game =
        Fixtures.small(rules, whiteFighters, whiteSpecials, blackFighters, blackSpecials);
    for (int i = 0; i < steps && !game.isOver(); i++) {
      game = game.play(rules.defaultBot());
    }
    SquadronState s = game.state();
    org.junit.jupiter.api.Assumptions.assumeFalse(s.isOver());
    EngagementOdds odds = rules.engagementOdds();
    EngagementDistribution free =
        odds.engagement(s, odds.defaultStrategy(), odds.defaultStrategy(), false);
    Strategy<SquadronState, SquadronCommand> bot = Strategy.of(rules.defaultBot());
    EngagementDistribution byRound = rules.engagementOdds().engagement(s, bot, bot, false);

    assertThat(free.estimate()).isEqualTo(rules.engagementOdds().roundFreeEstimate(s));
    assertThat(byRound.estimate()).isEqualTo(rules.engagementOdds().estimate(s));
    org.assertj.core.data.Offset<Double> within =
        org.assertj.core.data.Offset.offset(2 * (free.errorBound() + byRound.errorBound()) + 1e-15);
    assertThat(free.whiteWins()).isCloseTo(byRound.whiteWins(), within);
    assertThat(free.blackWins()).isCloseTo(byRound.blackWins(), within);
    assertThat(free.noWinner()).isCloseTo(byRound.noWinner(), within);
    assertThat(free.endings().keySet()).isEqualTo(byRound.endings().keySet());
    free.endings().forEach((k, v) -> assertThat(v).isCloseTo(byRound.endings().get(k), within));
    assertThat(free.rounds().keySet()).isEqualTo(byRound.rounds().keySet());
    free.rounds().forEach((k, v) -> assertThat(v).isCloseTo(byRound.rounds().get(k), within));
  }

  /**
   * {@code play}'s chances per maneuver, round-free, equal those of a rule set whose Combat Phase
   * does the same as the default but is a host's (so its search keeps the round), for either side,
   * from any declaration the default bots reach.
   */
  @Property(tries = 8)
  void theRoundFreeWinChancesAgreeWithTheSearchByRound(
      @ForAll @IntRange(min = 1, max = 3) int whiteFighters,
      @ForAll @IntRange(min = 0, max = 1) int blackSpecials,
      @ForAll @IntRange(min = 1, max = 3) int blackFighters,
      @ForAll @IntRange(min = 1, max = 4) int rounds,
      @ForAll @IntRange(min = 0, max = 3) int declarations) {
    SquadronRules free = new SquadronRules(SquadronConfig.builder().maxRounds(rounds).build());
    SquadronRules byRound =
        new SquadronRules(
            SquadronConfig.builder()
                .maxRounds(rounds)
                .combatPhase(
                    CombatPhase.of(
                        "host phase doing nothing",
                        "resolves nothing, as the default does",
                        (state, roller) ->
                            new CombatPhase.CombatPhaseResult(
                                state.white(),
                                state.black(),
                                "no individual actions are resolved")))
                .build());
    Game<SquadronState, SquadronCommand> game =
        Fixtures.small(free, whiteFighters, 0, blackFighters, blackSpecials);
    int seen = 0;
    while (!game.isOver()) {
      if (game.state().pending().orElseThrow() instanceof Pending.Declaration d
          && d.waiting().size() == 2
          && seen++ == declarations) {
        break;
      }
      game = game.play(free.defaultBot());
    }
    org.junit.jupiter.api.Assumptions.assumeFalse(game.isOver());
    for (Side side : Side.values()) {
      Map<Maneuver, Double> a = free.engagementOdds().winChances(game.viewFor(side.name()), side);
      Map<Maneuver, Double> b =
          byRound.engagementOdds().winChances(game.viewFor(side.name()), side);
      assertThat(a.keySet()).containsExactlyElementsOf(b.keySet());
      a.forEach(
          (m, p) -> assertThat(p).isCloseTo(b.get(m), org.assertj.core.data.Offset.offset(1e-9)));
    }
  }

  @Property(tries = 4)
  void anEquilibriumLeavesNoPureManeuverBetter(
      @ForAll @IntRange(min = 1, max = 2) int whiteFighters,
      @ForAll @IntRange(min = 1, max = 2) int blackFighters) {
    SquadronRules rules = new SquadronRules(SquadronConfig.builder().maxRounds(4).build());
    Equilibrium e =
        rules
            .engagementOdds()
            .equilibrium(Fixtures.small(rules, whiteFighters, 0, blackFighters, 0).state());
    checkEquilibrium(e);
  }

  static void checkEquilibrium(Equilibrium e) {
    Rational sumW = Rational.ZERO;
    Rational sumB = Rational.ZERO;
    for (Maneuver m : e.maneuvers()) {
      assertThat(e.against(Side.WHITE, m)).isLessThanOrEqualTo(e.value());
      assertThat(e.against(Side.BLACK, m)).isGreaterThanOrEqualTo(e.value());
      sumW = sumW.add(e.white().getOrDefault(m, Rational.ZERO));
      sumB = sumB.add(e.black().getOrDefault(m, Rational.ZERO));
    }
    assertThat(sumW).isEqualTo(Rational.ONE);
    assertThat(sumB).isEqualTo(Rational.ONE);
    assertThat(List.copyOf(e.white().values())).allMatch(x -> x.signum() >= 0);
  }
}
