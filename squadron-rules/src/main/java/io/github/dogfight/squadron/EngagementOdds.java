package io.github.dogfight.squadron;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.game.Strategy;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.view.View;
import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.squadron.internal.Context;
import io.github.dogfight.squadron.internal.odds.EngagementGraph;
import io.github.dogfight.squadron.internal.odds.GameMatrix;
import io.github.dogfight.squadron.internal.odds.Node;
import io.github.dogfight.squadron.internal.odds.Passes;
import io.github.dogfight.squadron.internal.odds.PositionChain;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Exact odds of a whole engagement (issue 32): who wins, why and in which round, from any state,
 * when each side chooses by a given {@link Strategy}; and the best secret choice of maneuver.
 *
 * <pre>{@code
 * SquadronRules rules = new SquadronRules();
 * SquadronState s = rules.start(raf, luftwaffe, 1);  // 3 Spitfires, 4 Hurricanes v 7 Bf 109s
 * EngagementDistribution d = rules.engagementOdds().engagement(s);
 * d.whiteWins();                                     // 0.745 under the default bots
 * rules.engagementOdds().engagement(rules.sampleEngagement(1)).whiteWins();  // 0.378
 * Equilibrium e = rules.engagementOdds().equilibrium(twoAgainstTwo);
 * e.white();                                         // white's optimal mix of maneuvers
 * }</pre>
 *
 * <p>How: a memoized search over the states the engagement can reach (keyed by the whole state but
 * its dice stream: forces by type, damage and status, banks, turn, declarations and the pending
 * decision), each decision weighed by its side's strategy over the engine's legal commands (the
 * strategy sees only its side's view, as a bot does), each Squadron Roll by {@link
 * SquadronOdds#netSuccesses(SquadronState)} (the engine's pools, with the same explosion cap) and
 * each damage roll by the damage policy's {@link SpecialAircraftDamage#distribution}; the engine
 * itself makes every step, so the odds follow its rules exactly. The dice are never rolled: a host
 * Combat Phase or declaration policy that rolls dice is refused.
 *
 * <p>Round-free: when nothing the question steps reads the round (both sides by the default bot,
 * the default Combat Phase, the simultaneous declaration and the Tactical bank), {@link
 * #engagement(SquadronState)} leaves the round out of the states, so each position is searched once
 * however many rounds may come back to it, and carries the chance round after round up to the round
 * limit ({@code Passes.forwardByRounds}); it is admitted on {@link #roundFreeEstimate}. Other
 * strategies, and the equilibrium (whose best choice depends on the rounds left), search states
 * keyed by round, admitted on {@link #estimate}.
 *
 * <p>The chain of positions: the same question asked at a round's fresh declaration (and {@link
 * #winChances} there) is answered without stepping the engine through the round: each position
 * (every aircraft in the fight or out of it, however it left, its damage, and the banked successes)
 * gets one law for the whole round, the Squadron Roll's net successes from the engine's pools and,
 * for each, the default bot's spending, removal or escape and the damage rolls one at a time by the
 * damage policy's law, folded together; the chance is then carried round by round. It applies where
 * {@link SquadronBot}'s choices and the engine's rules are the whole round (the round-free case,
 * damage rolls one at a time) and is admitted on {@link #chainEstimate}. Rules 003's sample
 * engagement is 1,263 positions this way (refused otherwise: its round-free estimate is 7,200,000).
 * A property checks the chain against the search that steps the engine, ending by ending and round
 * by round.
 *
 * <p>Numbers: doubles, each figure within the stated {@code errorBound} (a first-order bound on the
 * rounding, from the longest chain of steps and the widest sums); exact fractions as well when the
 * question is small ({@link #MAX_EXACT_ESTIMATE}), as the fractions' size grows with every round. A
 * question is refused before the work when its estimate passes {@link #MAX_ESTIMATE}, and stopped
 * when the search passes {@link #MAX_STATES} states.
 *
 * <p>Safe for concurrent use: each question builds its own search; the only shared data are caches
 * of the equilibrium mixes by state (as {@link EquilibriumBot} asks for them) and of the dice laws,
 * whose entries are the same whoever computes them, and the chains of positions {@link #winChances}
 * keeps for an engagement's later declarations (each used by one question at a time).
 */
public final class EngagementOdds {
  /**
   * The largest cost estimate ({@link #estimate}) answered; larger questions are refused with
   * {@link EngagementTooLargeException} before any work.
   */
  public static final long MAX_ESTIMATE = 1_000_000L;

  /** The most states one question may visit; past it the search stops with the same exception. */
  public static final int MAX_STATES = 500_000;

  /**
   * The largest cost estimate answered in exact fractions too (by default, or when asked for):
   * their size grows with each round, so larger questions are answered in doubles.
   */
  public static final long MAX_EXACT_ESTIMATE = 500L;

  /** The most equilibrium mixes cached (the cache is emptied when full: it only saves time). */
  private static final int CACHED_MIXES = 500_000;

  private final SquadronRules rules;
  private final Context context;
  private final Map<SquadronState, Equilibrium> mixes = new ConcurrentHashMap<>();
  private final Strategy<SquadronState, SquadronCommand> defaultStrategy;

  /**
   * The damage policy's law by target and armament ({@link SpecialAircraftDamage#distribution} is a
   * function of the two): an exploding armament's law is costly to work out again.
   */
  private final Map<List<Object>, Distribution> laws = new ConcurrentHashMap<>();

  /** The chains of positions {@link #winChances} keeps, by the squadrons' aircraft. */
  private final Map<List<Object>, PositionChain> chains = new ConcurrentHashMap<>();

  private static final int CACHED_CHAINS = 8;

  /** The dice laws as doubles, shared by the chains of positions. */
  private final PositionChain.Cache chainLaws = new PositionChain.Cache();

  EngagementOdds(SquadronRules rules, Context context) {
    this.rules = rules;
    this.context = context;
    this.defaultStrategy = Strategy.of(rules.defaultBot());
  }

  /**
   * The cost estimate of a question from {@code state}: for each side the product over its aircraft
   * types in the fight of (aircraft of that type + 1), times, for each type of special aircraft,
   * (its structure + 1) (the damage it may carry), the two sides multiplied, times the rounds left
   * ({@link SquadronConfig#maxRounds()} minus the turn, plus one), times 4 (the decisions of a
   * round). A guide, not a bound (damage spread over several aircraft of a type counts once): the
   * search itself also stops at {@link #MAX_STATES}. This is the estimate of a question whose
   * states are keyed by round; see {@link #roundFreeEstimate} for the default bots' question.
   *
   * @param state the state
   * @return the estimate
   */
  public long estimate(SquadronState state) {
    Objects.requireNonNull(state, "state");
    double e = positions(state) * roundsLeft(state) * 4;
    return e >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) e;
  }

  /**
   * The cost estimate of {@link #engagement(SquadronState)} when it is answered round-free (see the
   * class comment): {@link #estimate} without the factor of the rounds left.
   *
   * @param state the state
   * @return the estimate
   */
  public long roundFreeEstimate(SquadronState state) {
    Objects.requireNonNull(state, "state");
    double e = positions(state) * 4;
    return e >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) e;
  }

  /**
   * The cost estimate of {@link #engagement(SquadronState)} from a round's fresh declaration with
   * no banked successes, where it is answered over the chain of positions (both sides by the
   * default bot, no host Combat Phase or policy, damage rolls one at a time): for each side
   * (fighters in the fight + 1) times (special aircraft in the fight + 1) times (1 + the largest
   * structure among them), the two sides multiplied. The default bot removes and escapes by
   * Handling and strikes one special aircraft until it is down, so a side's positions are a few
   * counts and one damaged aircraft. A guide: the chain also stops at 500,000 positions or
   * 20,000,000 transitions.
   *
   * @param state the state
   * @return the estimate
   */
  public long chainEstimate(SquadronState state) {
    Objects.requireNonNull(state, "state");
    return PositionChain.estimate(state);
  }

  /** The rounds left to play from {@code state}'s, its own included (at least one). */
  private int roundsLeft(SquadronState state) {
    return Math.max(1, rules.config().maxRounds() - state.turn() + 1);
  }

  /** The product of the estimates: the positions of the forces by type, damage included. */
  private static double positions(SquadronState state) {
    double product = 1;
    for (Side side : Side.values()) {
      Map<AircraftType, Integer> byType = new LinkedHashMap<>();
      for (Aircraft a : state.squadron(side).inFight()) {
        byType.merge(a.type(), 1, Integer::sum);
      }
      for (Map.Entry<AircraftType, Integer> e : byType.entrySet()) {
        product *= e.getValue() + 1;
        if (e.getKey().role().isSpecial()) {
          product *= e.getKey().structure() + 1;
        }
      }
    }
    return product;
  }

  /**
   * The engagement's ending from {@code state} when both sides play the default bot ({@link
   * SquadronBot}); round-free (see the class comment) unless the configuration has a host Combat
   * Phase or another declaration or advantage policy, in doubles (exact fractions too when {@link
   * #estimate} is at most {@link #MAX_EXACT_ESTIMATE}).
   *
   * @param state any state of the engagement
   * @return the distribution
   * @throws EngagementTooLargeException if the question is over the limits
   */
  public EngagementDistribution engagement(SquadronState state) {
    return engagement(state, bot(), bot());
  }

  /**
   * The engagement's ending from {@code state} when white chooses by {@code white} and black by
   * {@code black}; exact fractions too when the estimate is at most {@link #MAX_EXACT_ESTIMATE}.
   *
   * @param state any state of the engagement
   * @param white white's strategy
   * @param black black's strategy
   * @return the distribution
   * @throws EngagementTooLargeException if the question is over the limits
   * @throws IllegalArgumentException if a strategy weighs a command that is not listed, or its
   *     weights do not add up to one
   */
  public EngagementDistribution engagement(
      SquadronState state,
      Strategy<SquadronState, SquadronCommand> white,
      Strategy<SquadronState, SquadronCommand> black) {
    return engagement(state, white, black, estimate(state) <= MAX_EXACT_ESTIMATE);
  }

  /**
   * As {@link #engagement(SquadronState, Strategy, Strategy)}, choosing whether to compute the
   * exact fractions.
   *
   * @param state any state of the engagement
   * @param white white's strategy
   * @param black black's strategy
   * @param exact whether to compute exact fractions as well (refused over {@link
   *     #MAX_EXACT_ESTIMATE})
   * @return the distribution
   */
  public EngagementDistribution engagement(
      SquadronState state,
      Strategy<SquadronState, SquadronCommand> white,
      Strategy<SquadronState, SquadronCommand> black,
      boolean exact) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(white, "white");
    Objects.requireNonNull(black, "black");
    boolean roundFree = !exact && roundBlind(white, black);
    if (roundFree && PositionChain.applies(state, rules.config().damageRollsTogether())) {
      return byChain(state);
    }
    long estimate = roundFree ? admitRoundFree(state) : admit(state, exact);
    EngagementGraph graph = graph(white, black, false, exact, Optional.empty(), roundFree);
    Node start = build(graph, state);
    int roundsLeft = roundsLeft(state);
    Passes.Forward f;
    try {
      f =
          roundFree
              ? Passes.forwardByRounds(graph, start, state.turn(), rules.config().maxRounds())
              : Passes.forward(graph, start, exact);
    } catch (EngagementGraph.TooManyStates e) {
      throw new EngagementTooLargeException("states visited", e.limit, e.limit + 1);
    }
    return EngagementDistribution.of(
        rules,
        state,
        f,
        exact,
        exact ? 0 : errorBound(graph, roundFree ? roundsLeft : 1) + f.lost(),
        graph.postOrder().size(),
        estimate);
  }

  /**
   * The default bots' engagement from a round's fresh declaration, over the chain of positions
   * ({@link PositionChain}): one law per position and round, the round's decisions folded in.
   */
  private EngagementDistribution byChain(SquadronState state) {
    long estimate = admitChain(state);
    PositionChain chain = new PositionChain(context, this::law, chainLaws, state);
    Passes.Forward f;
    try {
      f = chain.run(state);
    } catch (EngagementGraph.TooManyStates e) {
      throw new EngagementTooLargeException("positions or transitions", e.limit, e.limit + 1);
    }
    int rounds = roundsLeft(state);
    return EngagementDistribution.of(
        rules,
        state,
        f,
        false,
        chain.roundingBound(rounds) + f.lost(),
        chain.positions(),
        estimate);
  }

  /**
   * Whether the question may be answered over a round-free graph: nothing it steps reads the round.
   * The default bot, the default Combat Phase ({@link CombatPhase#none()}), the simultaneous
   * declaration and the Tactical bank read only the forces, banks and declarations; a host's phase
   * or policy, or any other strategy, may read the round, so those questions keep it in the state.
   */
  private boolean roundBlind(
      Strategy<SquadronState, SquadronCommand> white,
      Strategy<SquadronState, SquadronCommand> black) {
    SquadronConfig c = rules.config();
    return white == defaultStrategy
        && black == defaultStrategy
        && c.combatPhase() == CombatPhase.none()
        && c.declaration().getClass() == SimultaneousDeclaration.class
        && c.advantage().getClass() == TacticalAdvantage.class;
  }

  /**
   * For each maneuver {@code side} may declare in {@code view} (a state where it is to declare),
   * the chance that it wins the engagement if it declares that maneuver and both sides then follow
   * the default bot (the enemy's declaration this round too, by the default bot from its own view).
   * It reads only what the view shows: the enemy's secret maneuver, if already chosen, is not used.
   * Answered over the chain of positions where {@link #engagement(SquadronState)} is (one backward
   * pass by rounds, then a step from the round's own node for each maneuver, the round's two
   * maneuvers given; admitted on {@link #chainEstimate}; the chain is kept for the engagement's
   * later declarations); otherwise searched round-free unless the configuration reads the round,
   * admitted on {@link #estimate} (by round): each round-free pass costs the rounds left times the
   * graph, and {@code play} asks at every declaration.
   *
   * @param view the side's view, with a declaration pending
   * @param side the side asking
   * @return P(side wins), by maneuver, in the engine's order
   * @throws EngagementTooLargeException if the question is over the limits
   */
  public Map<Maneuver, Double> winChances(View<SquadronState> view, Side side) {
    Objects.requireNonNull(view, "view");
    Objects.requireNonNull(side, "side");
    SquadronState s = declaring(view.state());
    boolean roundFree = roundBlind(bot(), bot());
    if (roundFree && PositionChain.applies(s, rules.config().damageRollsTogether())) {
      return chainChances(s, side);
    }
    // Admitted on the estimate by round even when searched round-free: a round-free forward pass
    // per maneuver costs the rounds times the graph, and play asks at every declaration.
    admit(s, false);
    SquadronState at = normalize(s);
    if (roundFree) {
      at = context.states().withTurn(at, 1);
    }
    EngagementGraph graph = graph(bot(), bot(), false, false, Optional.of(at), roundFree);
    Node start = build(graph, s);
    Passes.Backward b =
        roundFree ? null : Passes.backward(graph, Passes.Play.STRATEGIES, false, side);
    Map<Maneuver, Double> out = new LinkedHashMap<>();
    boolean white = side == Side.WHITE;
    for (int o = 0; o < start.rows().size(); o++) {
      double sum = 0;
      for (int p = 0; p < start.columns().size(); p++) {
        int i = white ? o : p;
        int j = white ? p : o;
        Node c = Objects.requireNonNull(start.pair(i, j));
        double weight = white ? graph.columnWeight(start, i, j) : graph.rowWeight(start, i);
        if (weight != 0) {
          sum += weight * (b == null ? wins(graph, c, s.turn(), side) : b.value(c));
        }
      }
      out.put((white ? start.rows() : start.columns()).get(o).maneuver(), sum);
    }
    return out;
  }

  /**
   * {@link #winChances} over the chain of positions: for each maneuver {@code side} may declare,
   * the enemy's by the default bot, a forward pass from the round's own node.
   */
  private Map<Maneuver, Double> chainChances(SquadronState s, Side side) {
    admitChain(s);
    List<Maneuver> maneuvers = new ArrayList<>();
    for (SquadronCommand c : rules.legalCommands(s, side.name())) {
      if (c instanceof SquadronCommand.DeclareManeuver d) {
        maneuvers.add(d.maneuver());
      }
    }
    try {
      return chainFor(s).winChances(s, side, maneuvers);
    } catch (EngagementGraph.TooManyStates e) {
      throw new EngagementTooLargeException("positions or transitions", e.limit, e.limit + 1);
    }
  }

  /**
   * The chain of positions of {@code s}'s squadrons, kept for the next declaration of the same
   * engagement ({@code play} asks at every one): its positions and laws serve every later round.
   */
  private PositionChain chainFor(SquadronState s) {
    List<Object> roster = new ArrayList<>();
    for (Side side : Side.values()) {
      for (Aircraft a : s.squadron(side).aircraft()) {
        roster.add(List.of(side, a.id(), a.type()));
      }
    }
    if (chains.size() >= CACHED_CHAINS) {
      chains.clear();
    }
    return chains.computeIfAbsent(
        List.copyOf(roster), k -> new PositionChain(context, this::law, chainLaws, s));
  }

  /** P({@code side} wins) from {@code n}, in round {@code round}, over a round-free graph. */
  private double wins(EngagementGraph graph, Node n, int round, Side side) {
    Passes.Forward f;
    try {
      f = Passes.forwardByRounds(graph, n, round, rules.config().maxRounds());
    } catch (EngagementGraph.TooManyStates e) {
      throw new EngagementTooLargeException("states visited", e.limit, e.limit + 1);
    }
    double sum = 0;
    for (Map.Entry<Passes.Ending, Double> e : f.endings().entrySet()) {
      if (e.getKey().winner().equals(Optional.of(side))) {
        sum += e.getValue();
      }
    }
    return sum;
  }

  /**
   * The best secret choice in {@code state}: both sides' optimal mixes of maneuvers and the value,
   * P(white wins), with every later declaration made the same way and every other choice by the
   * default bot. {@code state} must be a simultaneous declaration; if one side has already
   * declared, its choice is set aside (the equilibrium of the round's declaration).
   *
   * @param state a state where the sides declare at once
   * @return the equilibrium
   * @throws EngagementTooLargeException if the question is over the limits
   */
  public Equilibrium equilibrium(SquadronState state) {
    Objects.requireNonNull(state, "state");
    SquadronState s = normalize(declaring(state));
    Equilibrium known = mixes.get(s);
    if (known != null) {
      return known;
    }
    // The payoffs in doubles (their exact fractions grow with every round); each matrix game is
    // then solved exactly for those payoffs.
    boolean exact = false;
    admit(s, exact);
    EngagementGraph graph = graph(bot(), bot(), true, exact, Optional.empty(), false);
    build(graph, s);
    Passes.Backward b = Passes.backward(graph, Passes.Play.EQUILIBRIUM, exact, Side.WHITE);
    double bound = exact ? 0 : errorBound(graph, 1);
    Equilibrium answer = null;
    if (mixes.size() > CACHED_MIXES) {
      mixes.clear();
    }
    for (Node n : graph.postOrder()) {
      if (n.kind() != Node.MATRIX) {
        continue;
      }
      Equilibrium e =
          equilibrium(
              n,
              Objects.requireNonNull(b.solutions().get(n.state())),
              Objects.requireNonNull(b.matrices().get(n.state())),
              bound,
              graph);
      mixes.put(n.state(), e);
      if (n.state().equals(s)) {
        answer = e;
      }
    }
    return Objects.requireNonNull(answer);
  }

  private static Equilibrium equilibrium(
      Node n,
      GameMatrix.Solution solution,
      Rational[][] matrix,
      double bound,
      EngagementGraph graph) {
    List<Maneuver> maneuvers = new ArrayList<>();
    n.rows().forEach(d -> maneuvers.add(d.maneuver()));
    Map<Maneuver, Rational> white = new EnumMap<>(Maneuver.class);
    Map<Maneuver, Rational> black = new EnumMap<>(Maneuver.class);
    for (int i = 0; i < maneuvers.size(); i++) {
      white.put(maneuvers.get(i), solution.rows().get(i));
      black.put(n.columns().get(i).maneuver(), solution.columns().get(i));
    }
    List<List<Rational>> payoffs = new ArrayList<>();
    for (Rational[] row : matrix) {
      payoffs.add(List.of(row));
    }
    return new Equilibrium(
        maneuvers, white, black, solution.value(), payoffs, bound, graph.postOrder().size());
  }

  /**
   * The equilibrium mix of {@code side} in the declaration its view shows, from the cache when
   * known: what {@link EquilibriumBot} plays.
   *
   * @param view the side's view, with a declaration pending
   * @param side the side
   * @return its optimal mix
   */
  Map<Maneuver, Rational> mix(View<SquadronState> view, Side side) {
    return equilibrium(view.state()).mix(side);
  }

  /**
   * {@code side}'s best pure response in {@code state} (a simultaneous declaration) to the enemy's
   * {@code enemy} strategy: the maneuver that maximizes its chance of winning the engagement
   * (white: P(white wins); black: minimizes it, the payoff of {@link Equilibrium}), with its later
   * declarations best responses too and its other choices by the default bot; the enemy chooses
   * everything by {@code enemy}.
   *
   * @param state a state where the sides declare at once
   * @param side the responding side
   * @param enemy the enemy's strategy
   * @return the best maneuver and P(white wins) when it is played
   */
  public Map.Entry<Maneuver, Double> bestResponse(
      SquadronState state, Side side, Strategy<SquadronState, SquadronCommand> enemy) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(enemy, "enemy");
    SquadronState s = normalize(declaring(state));
    admit(s, false);
    boolean white = side == Side.WHITE;
    EngagementGraph graph =
        graph(white ? bot() : enemy, white ? enemy : bot(), true, false, Optional.empty(), false);
    Node start = build(graph, s);
    Passes.Backward b =
        Passes.backward(
            graph,
            white ? Passes.Play.WHITE_BEST_RESPONSE : Passes.Play.BLACK_BEST_RESPONSE,
            false,
            Side.WHITE);
    int arg = Objects.requireNonNull(b.best().get(start.state()));
    Maneuver m = (white ? start.rows() : start.columns()).get(arg).maneuver();
    return Map.entry(m, b.value(start));
  }

  private Strategy<SquadronState, SquadronCommand> bot() {
    return defaultStrategy;
  }

  /**
   * The default bot ({@link SquadronRules#defaultBot()}) as a strategy: a question with this very
   * strategy on both sides is answered round-free (see the class comment) when it is asked in
   * doubles; an equal strategy made with {@code Strategy.of(rules.defaultBot())} is searched by
   * round (the answer is the same).
   *
   * @return the default bot as a strategy
   */
  public Strategy<SquadronState, SquadronCommand> defaultStrategy() {
    return defaultStrategy;
  }

  /** {@code state} with the round's declarations set aside: both sides to declare at once. */
  private static SquadronState declaring(SquadronState state) {
    if (!(state.pending().orElse(null) instanceof Pending.Declaration d) || !d.simultaneous()) {
      throw new IllegalArgumentException(
          "not a simultaneous declaration: the state waits for "
              + state.pending().map(Pending::describe).orElse("nothing (it is over)"));
    }
    return ImmutableSquadronState.copyOf(state)
        .withDeclared(Map.of())
        .withPending(new Pending.Declaration(List.of(Side.WHITE, Side.BLACK), true));
  }

  private long admitChain(SquadronState state) {
    long e = chainEstimate(state);
    if (e > MAX_ESTIMATE) {
      throw new EngagementTooLargeException("estimated positions", MAX_ESTIMATE, e);
    }
    return e;
  }

  private long admitRoundFree(SquadronState state) {
    long e = roundFreeEstimate(state);
    if (e > MAX_ESTIMATE) {
      throw new EngagementTooLargeException("estimated states", MAX_ESTIMATE, e);
    }
    return e;
  }

  private long admit(SquadronState state, boolean exact) {
    long e = estimate(state);
    if (e > MAX_ESTIMATE) {
      throw new EngagementTooLargeException("estimated states", MAX_ESTIMATE, e);
    }
    if (exact && e > MAX_EXACT_ESTIMATE) {
      throw new EngagementTooLargeException(
          "estimated states for exact fractions", MAX_EXACT_ESTIMATE, e);
    }
    return e;
  }

  private EngagementGraph graph(
      Strategy<SquadronState, SquadronCommand> white,
      Strategy<SquadronState, SquadronCommand> black,
      boolean allPairs,
      boolean exact,
      Optional<SquadronState> allPairsAt,
      boolean roundFree) {
    EngagementGraph.Host host =
        new EngagementGraph.Host() {
          @Override
          public View<SquadronState> view(SquadronState state, Side side) {
            Viewer viewer = rules.viewer(state, side.name());
            return new View<>(
                viewer,
                rules.visibleTo(state, viewer),
                rules.visibleDecision(state, viewer, rules.decision(state)));
          }

          @Override
          public SquadronState normalize(SquadronState state) {
            return EngagementOdds.normalize(state);
          }

          @Override
          public Object key(SquadronState state) {
            return StateKey.of(state, rules.endReasons());
          }
        };
    return new EngagementGraph(
        context, host, white, black, allPairs, exact, MAX_STATES, allPairsAt, this::law, roundFree);
  }

  /** The damage policy's law for {@code target} and {@code armament}, cached. */
  private Distribution law(Aircraft target, Armament armament) {
    return laws.computeIfAbsent(
        List.of(target, armament),
        k -> rules.config().specialDamage().distribution(target, armament));
  }

  private static Node build(EngagementGraph graph, SquadronState state) {
    try {
      return graph.build(state);
    } catch (EngagementGraph.TooManyStates e) {
      throw new EngagementTooLargeException("states visited", e.limit, e.limit + 1);
    }
  }

  /**
   * A first-order bound on the rounding of the double figures: every probability is a sum over
   * paths of products, each step adding at most (widest sum + 4) roundings of relative size 2^-53,
   * over the longest chain of steps, plus one per state summed into an ending; a round-free search
   * carries the chance over the graph once per round ({@code rounds}).
   */
  private static double errorBound(EngagementGraph graph, int rounds) {
    double steps =
        (double) rounds
                * ((double) graph.longestChain() * (graph.widest() + 4) + graph.postOrder().size())
            + 16;
    return steps * Math.ulp(1.0) / 2 * 1.01;
  }

  /**
   * The state as a key: the dice stream hidden (the odds never roll it), and the damage of an
   * aircraft out of the fight capped at its structure (no rule reads it; a shot-down aircraft keeps
   * the damage that downed it, which would otherwise split equal futures).
   */
  static SquadronState normalize(SquadronState state) {
    ImmutableSquadronState s = ImmutableSquadronState.copyOf(state).withDice(DiceStream.hidden());
    for (Side side : Side.values()) {
      Squadron sq = s.squadron(side);
      List<Aircraft> list = null;
      for (int i = 0; i < sq.aircraft().size(); i++) {
        Aircraft a = sq.aircraft().get(i);
        if (!a.inFight() && a.damage() > a.type().structure()) {
          if (list == null) {
            list = new ArrayList<>(sq.aircraft());
          }
          list.set(i, ImmutableAircraft.copyOf(a).withDamage(a.type().structure()));
        }
      }
      if (list != null) {
        Squadron changed = ImmutableSquadron.copyOf(sq).withAircraft(list);
        s = side == Side.WHITE ? s.withWhite(changed) : s.withBlack(changed);
      }
    }
    return s;
  }
}
