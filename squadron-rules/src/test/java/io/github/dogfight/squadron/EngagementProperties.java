package io.github.dogfight.squadron;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.FaceSet;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.Strategy;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.squadron.internal.odds.PositionChain;
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
   * The round-free question (each position once, the chance carried round after round) gives the
   * search keyed by round's figures, ending by ending and round by round, from the start (answered
   * over the chain of positions) and from any state the default bots reach, mid-round included
   * (answered over the round-free graph), with the round limit reached or not.
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

    // A round's fresh declaration is answered over the chain of positions (the property above);
    // every other state over the round-free graph.
    assertThat(free.estimate())
        .isEqualTo(
            PositionChain.applies(s, false) ? odds.chainEstimate(s) : odds.roundFreeEstimate(s));
    assertThat(byRound.estimate()).isEqualTo(rules.engagementOdds().estimate(s));
    agree(free, byRound);
  }

  private static final List<String> FIGHTERS =
      List.of("Spitfire Mk I", "Hurricane Mk I", "Bf 109 E", "Bf 110 C");

  private static final List<String> SPECIALS =
      List.of("He 111 H", "Wyvern", "PC Sky Yacht", "Sky Galleon");

  /**
   * The chain of positions (a round folded into one law per position) gives the figures of the
   * search that steps the engine through every decision, keyed by round, ending by ending and round
   * by round: mixed fighter types (removal by Handling), special aircraft of every role and
   * structure, two of one type (strikes at the least structure left, the next once the first is
   * down; a PC's aircraft that cannot escape), from the start or from a later round's declaration
   * the default bots reach, the limit reached or not.
   */
  @Property(tries = 16)
  void theChainOfPositionsAgreesWithTheSearchThatStepsTheEngine(
      @ForAll @IntRange(min = 0, max = 3) int whiteFirst,
      @ForAll @IntRange(min = 0, max = 2) int whiteFirstCount,
      @ForAll @IntRange(min = 0, max = 3) int whiteSecond,
      @ForAll @IntRange(min = 0, max = 3) int whiteSpecial,
      @ForAll @IntRange(min = 0, max = 2) int whiteSpecials,
      @ForAll @IntRange(min = 0, max = 3) int blackFirst,
      @ForAll @IntRange(min = 1, max = 2) int blackFighters,
      @ForAll @IntRange(min = 0, max = 3) int blackSpecial,
      @ForAll @IntRange(min = 0, max = 1) int blackSpecials,
      @ForAll @IntRange(min = 1, max = 3) int rounds,
      @ForAll @IntRange(min = 0, max = 2) int later) {
    AircraftCatalog c = Fixtures.CATALOG;
    int firsts = whiteFirstCount + whiteSpecials == 0 ? 1 : whiteFirstCount;
    Squadron white =
        Squadron.builder("Allies", Side.WHITE)
            .add(firsts, c.type(FIGHTERS.get(whiteFirst)))
            .add(whiteSpecials, c.type(SPECIALS.get(whiteSpecial)))
            .add(firsts > 0 && whiteSecond != whiteFirst ? 1 : 0, c.type(FIGHTERS.get(whiteSecond)))
            .build();
    Squadron black =
        Squadron.builder("Axis", Side.BLACK)
            .add(blackFighters, c.type(FIGHTERS.get(blackFirst)))
            .add(blackSpecials, c.type(SPECIALS.get(blackSpecial)))
            .build();
    // As many rounds after the later declaration as the search that steps the engine admits (its
    // estimate counts the damage of each type of special aircraft, round by round).
    long perRound =
        Fixtures.RULES.engagementOdds().roundFreeEstimate(Fixtures.RULES.start(white, black, 1));
    int left = (int) Math.max(1, Math.min(rounds, EngagementOdds.MAX_ESTIMATE / perRound));
    SquadronRules rules =
        new SquadronRules(SquadronConfig.builder().maxRounds(later + left).build());
    Game<SquadronState, SquadronCommand> game =
        atDeclaration(rules, Game.start(rules, rules.start(white, black, 1)), later);
    SquadronState s = game.state();
    org.junit.jupiter.api.Assumptions.assumeFalse(s.isOver());
    EngagementOdds odds = rules.engagementOdds();
    EngagementDistribution chain =
        odds.engagement(s, odds.defaultStrategy(), odds.defaultStrategy(), false);
    Strategy<SquadronState, SquadronCommand> bot = Strategy.of(rules.defaultBot());
    EngagementDistribution engine = odds.engagement(s, bot, bot, false);

    assertThat(chain.estimate()).isEqualTo(odds.chainEstimate(s));
    assertThat(engine.estimate()).isEqualTo(odds.estimate(s));
    agree(chain, engine);
  }

  /**
   * {@code game} played on by the default bots to its {@code k}-th round's fresh declaration (0:
   * the first it meets), or to its end.
   */
  private static Game<SquadronState, SquadronCommand> atDeclaration(
      SquadronRules rules, Game<SquadronState, SquadronCommand> game, int k) {
    int seen = 0;
    Game<SquadronState, SquadronCommand> g = game;
    while (!g.isOver()) {
      if (g.state().pending().orElseThrow() instanceof Pending.Declaration d
          && d.waiting().size() == 2
          && seen++ == k) {
        break;
      }
      g = g.play(rules.defaultBot());
    }
    return g;
  }

  /** The two distributions agree ending by ending and round by round, within their bounds. */
  private static void agree(EngagementDistribution a, EngagementDistribution b) {
    org.assertj.core.data.Offset<Double> within =
        org.assertj.core.data.Offset.offset(2 * (a.errorBound() + b.errorBound()) + 1e-15);
    assertThat(a.whiteWins()).isCloseTo(b.whiteWins(), within);
    assertThat(a.blackWins()).isCloseTo(b.blackWins(), within);
    assertThat(a.noWinner()).isCloseTo(b.noWinner(), within);
    assertThat(a.endings().keySet()).isEqualTo(b.endings().keySet());
    a.endings().forEach((k, v) -> assertThat(v).isCloseTo(b.endings().get(k), within));
    assertThat(a.rounds().keySet()).isEqualTo(b.rounds().keySet());
    a.rounds().forEach((k, v) -> assertThat(v).isCloseTo(b.rounds().get(k), within));
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
        atDeclaration(
            free,
            Fixtures.small(free, whiteFighters, 0, blackFighters, blackSpecials),
            declarations);
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
