package io.github.dogfight.squadron.internal.odds;

import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.squadron.Aircraft;
import io.github.dogfight.squadron.Armament;
import io.github.dogfight.squadron.Maneuver;
import io.github.dogfight.squadron.Role;
import io.github.dogfight.squadron.Side;
import io.github.dogfight.squadron.SquadronOdds;
import io.github.dogfight.squadron.SquadronRules;
import io.github.dogfight.squadron.SquadronState;
import io.github.dogfight.squadron.TacticalAdvantage;
import io.github.dogfight.squadron.internal.Context;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiFunction;
import org.jspecify.annotations.Nullable;

/**
 * The engagement under the default bots on both sides as a Markov chain over <em>positions</em>:
 * the forces between two rounds (each aircraft in the fight or not, and its damage), one step a
 * round. Where {@link EngagementGraph} steps the engine through every decision of a round, this
 * folds a round into one law per position: the Squadron Roll's net successes (the very {@link
 * SquadronOdds#netSuccesses(int, Maneuver, int, int, Maneuver, int)} the engine's pools give), and
 * for each, the winner's maneuver as the default bot ({@link
 * io.github.dogfight.squadron.SquadronBot}) spends it and the engine resolves it, the damage rolls
 * one at a time with the damage policy's law per roll. A loser's outcome depends only on its own
 * forces, the winner's first armed fighter, the maneuver and the successes, so it is computed once
 * and shared by every position with those.
 *
 * <p>It mirrors, in compact form, the rules of {@code SquadronRoll.resolve}, {@code Spending},
 * {@code Choices}, {@code EndOfTurn} and the bot's choices (maneuver; fighters first, then damage
 * rolls at the special aircraft with the least structure left, shot by the first armed fighter;
 * removing and escaping the lowest Handling first, the listed command's aircraft: the first of each
 * class in squadron order). It applies only where those are the whole round: both sides by the
 * default bot, no Combat Phase, the simultaneous declaration, the Tactical bank, damage rolls one
 * at a time, from a round's fresh declaration with no banked successes ({@link #applies}). {@code
 * EngagementProperties} checks it against the search that steps the engine.
 *
 * <p>Aircraft out of the fight are one "out" however they left (no rule reads how), which is what
 * keeps the positions few: the sample engagement has 1,347.
 */
public final class PositionChain {
  /** The most positions a chain may hold. */
  public static final int MAX_POSITIONS = 500_000;

  /** The most transitions a chain may hold. */
  public static final long MAX_EDGES = 20_000_000L;

  private final SquadronOdds odds;
  private final Cache cache;
  private final int maxRounds;
  private final ChainForces[] forces = new ChainForces[2];
  private final Map<NetKey, Law> nets = new HashMap<>();
  private final ChainOutcomes outcomes;
  private final Map<PositionKey, Integer> index = new HashMap<>();
  private final Map<Integer, Maneuver[]> forced = new HashMap<>();
  private final Map<ForcedKey, Integer> forcedNodes = new HashMap<>();
  private @Nullable Values whiteValues;
  private @Nullable Values blackValues;
  private int[] whiteOf = new int[64];
  private int[] blackOf = new int[64];
  private int[] bankOf = new int[64];
  private int[][] next = new int[64][];
  private double[][] p = new double[64][];
  private double[] dropped = new double[64];
  private int positions;
  private long edges;
  private int widest = 1;

  /** The endings a transition may reach, each a negative target: -1 - its index. */
  private final List<Passes.Ending> endings = new ArrayList<>();

  private final Map<Passes.Ending, Integer> endingIndex = new HashMap<>();

  /**
   * Whether the chain answers {@code state}'s question under {@code config}: it waits for both
   * sides' fresh declaration and both sides are in the fight. (The caller checks the strategies and
   * policies.)
   *
   * @param state the state
   * @param damageRollsTogether the configuration's damage roll variant
   * @return whether {@link #PositionChain} may start from it
   */
  public static boolean applies(SquadronState state, boolean damageRollsTogether) {
    return !damageRollsTogether
        && state.pending().orElse(null) instanceof io.github.dogfight.squadron.Pending.Declaration d
        && d.simultaneous()
        && d.waiting().size() == 2
        && state.declared().isEmpty()
        && !state.white().inFight().isEmpty()
        && !state.black().inFight().isEmpty();
  }

  /**
   * A chain over the positions reachable from {@code start}.
   *
   * @param context the rules' context (its odds and configuration)
   * @param laws the damage policy's law for a target and armament
   * @param cache the rule set's dice laws as doubles, shared by its chains
   * @param start a state the chain {@link #applies} to
   */
  public PositionChain(
      Context context,
      BiFunction<Aircraft, Armament, Distribution> laws,
      Cache cache,
      SquadronState start) {
    this.odds = context.odds();
    this.cache = cache;
    this.maxRounds = context.config().maxRounds();
    forces[0] = new ChainForces(start.white().aircraft());
    forces[1] = new ChainForces(start.black().aircraft());
    this.outcomes = new ChainOutcomes(forces, context.states(), laws, cache);
  }

  /**
   * The cost estimate of a chain from {@code state}: for each side (fighters in the fight + 1)
   * times (special aircraft in the fight + 1) times (1 + the largest structure among them), the two
   * sides multiplied. A guide: the bot removes and escapes by Handling and strikes one special
   * aircraft until it is down, so each side's positions are few counts and one damaged aircraft;
   * the chain also stops at {@link #MAX_POSITIONS} positions.
   *
   * @param state the state
   * @return the estimate
   */
  public static long estimate(SquadronState state) {
    double e = 1;
    for (Side side : Side.values()) {
      int fighters = 0;
      int specials = 0;
      int structure = 0;
      for (Aircraft a : state.squadron(side).inFight()) {
        if (a.type().role() == Role.FIGHTER) {
          fighters++;
        } else {
          specials++;
          structure = Math.max(structure, a.type().structure());
        }
      }
      e *= (fighters + 1.0) * (specials + 1.0) * (1.0 + structure);
    }
    return e >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) e;
  }

  /**
   * Builds the chain from {@code start} and carries the chance round by round, from its turn to the
   * round limit, where what is still going ends with no winner.
   *
   * @param start the state the chain was made for
   * @return each ending's probability and the probability of the negligible dice results left out
   * @throws EngagementGraph.TooManyStates over {@link #MAX_POSITIONS} or {@link #MAX_EDGES}
   */
  public synchronized Passes.Forward run(SquadronState start) {
    return forward(origin(start, null, null), start.turn());
  }

  /**
   * For each of {@code maneuvers} that {@code side} may declare in {@code start}, the enemy
   * declaring as the default bot and both sides then following it, the chance that {@code side}
   * wins the engagement: one backward pass by rounds (P(win) of every position in the next round,
   * from the last round back) and one step from each round's own node. Safe to call again on the
   * same chain from any fresh declaration of the same squadrons: it reuses the positions built.
   *
   * @param start a fresh declaration of the squadrons the chain was made for
   * @param side the side asking
   * @param maneuvers its maneuvers, in the order wanted
   * @return P(side wins) by maneuver
   * @throws EngagementGraph.TooManyStates over {@link #MAX_POSITIONS} or {@link #MAX_EDGES}
   */
  public synchronized Map<Maneuver, Double> winChances(
      SquadronState start, Side side, List<Maneuver> maneuvers) {
    Maneuver reply = botManeuver(start, side.opponent());
    int[] nodes = new int[maneuvers.size()];
    for (int i = 0; i < nodes.length; i++) {
      Maneuver m = maneuvers.get(i);
      nodes[i] = side == Side.WHITE ? origin(start, m, reply) : origin(start, reply, m);
    }
    double[] wins = new double[endings.size()];
    for (int e = 0; e < wins.length; e++) {
      wins[e] = endings.get(e).winner().equals(Optional.of(side)) ? 1 : 0;
    }
    double[] later = values(side, start.turn() + 1, wins);
    Map<Maneuver, Double> out = new LinkedHashMap<>();
    for (int i = 0; i < nodes.length; i++) {
      out.put(maneuvers.get(i), step(nodes[i], wins, later));
    }
    return out;
  }

  /**
   * P({@code side} wins) from every position at the start of round {@code round}: the chance
   * carried back from the round limit (past it, nothing more is won). Every round's values down to
   * the lowest asked are kept, so an engagement's later declarations find theirs at once; positions
   * built since are carried back alone (a new ending, or an earlier round, starts afresh).
   */
  private double[] values(Side side, int round, double[] wins) {
    int last = Math.max(maxRounds, round - 1);
    Values known = side == Side.WHITE ? whiteValues : blackValues;
    if (known == null || known.endings != endings.size() || round < known.lowest) {
      known = new Values(last, round, endings.size());
      if (side == Side.WHITE) {
        whiteValues = known;
      } else {
        blackValues = known;
      }
    }
    if (known.positions < positions) {
      // The positions built since: none is a successor of one valued before, so only they are
      // carried back, round by round (their successors' values of the round after are all known).
      int from = known.positions;
      known.byRound[last + 1] = Arrays.copyOf(known.byRound[last + 1], positions);
      for (int r = last; r >= known.lowest; r--) {
        double[] v = known.byRound[r + 1];
        double[] u = Arrays.copyOf(known.byRound[r], positions);
        for (int x = from; x < positions; x++) {
          u[x] = step(x, wins, v);
        }
        known.byRound[r] = u;
      }
      known.positions = positions;
    }
    return known.byRound[Math.min(round, last + 1)];
  }

  /** The values of every position by round, from {@code lowest} on, for one side. */
  private static final class Values {
    final double[][] byRound;
    final int lowest;
    final int endings;
    int positions;

    Values(int last, int lowest, int endings) {
      this.byRound = new double[last + 2][];
      for (int r = 0; r < byRound.length; r++) {
        byRound[r] = new double[0];
      }
      this.lowest = lowest;
      this.endings = endings;
    }
  }

  /** One round from {@code x}: its law over {@code wins} (endings) and {@code v} (positions). */
  private double step(int x, double[] wins, double[] v) {
    int[] to = next[x];
    double[] pr = p[x];
    double sum = 0;
    for (int k = 0; k < to.length; k++) {
      sum += pr[k] * (to[k] < 0 ? wins[-1 - to[k]] : v[to[k]]);
    }
    return sum;
  }

  /** The maneuver the default bot declares for {@code side} in {@code start}. */
  private Maneuver botManeuver(SquadronState start, Side side) {
    int w = forces[0].intern(ChainForces.of(start, Side.WHITE));
    int b = forces[1].intern(ChainForces.of(start, Side.BLACK));
    return side == Side.WHITE
        ? maneuver(forces[0], w, forces[1], b)
        : maneuver(forces[1], b, forces[0], w);
  }

  /**
   * The position of {@code start} (its own node when the round's maneuvers are given), with every
   * position it reaches built.
   */
  private int origin(SquadronState start, @Nullable Maneuver white, @Nullable Maneuver black) {
    int w = forces[0].intern(ChainForces.of(start, Side.WHITE));
    int b = forces[1].intern(ChainForces.of(start, Side.BLACK));
    int bank = start.bank(Side.WHITE) - start.bank(Side.BLACK);
    int origin;
    if (white == null || black == null) {
      origin = position(w, b, bank);
    } else {
      ForcedKey key = new ForcedKey(w, b, bank, white, black);
      Integer known = forcedNodes.get(key);
      if (known != null) {
        origin = known;
      } else {
        origin = add(w, b, bank);
        forcedNodes.put(key, origin);
        forced.put(origin, new Maneuver[] {white, black});
      }
    }
    for (int x = 0; x < positions; x++) {
      if (next[x] == null) {
        build(x);
      }
    }
    return origin;
  }

  /** How many positions the chain holds. */
  public int positions() {
    return positions;
  }

  /**
   * A first-order bound on the rounding of the figures of {@link #run} over {@code rounds} rounds:
   * each round multiplies a chance by a transition (a product of at most the deepest chain of
   * factors, summed over at most the widest law) and sums it into the next position.
   *
   * @param rounds the rounds carried
   * @return the bound
   */
  public double roundingBound(int rounds) {
    double steps =
        (double) rounds * (outcomes.deepest() + 4.0) * (Math.max(widest, outcomes.widest()) + 4.0)
            + 16;
    return steps * Math.ulp(1.0) / 2 * 1.01;
  }

  // ---------------------------------------------------------------------------------------------
  // Positions and their transitions.

  private int position(int white, int black, int bank) {
    PositionKey key = new PositionKey(white, black, bank);
    Integer known = index.get(key);
    if (known != null) {
      return known;
    }
    int x = add(white, black, bank);
    index.put(key, x);
    return x;
  }

  /** A new node for a position. */
  private int add(int white, int black, int bank) {
    if (positions >= MAX_POSITIONS) {
      throw new EngagementGraph.TooManyStates(MAX_POSITIONS);
    }
    if (positions == whiteOf.length) {
      int n = positions * 2;
      whiteOf = Arrays.copyOf(whiteOf, n);
      blackOf = Arrays.copyOf(blackOf, n);
      bankOf = Arrays.copyOf(bankOf, n);
      next = Arrays.copyOf(next, n);
      p = Arrays.copyOf(p, n);
      dropped = Arrays.copyOf(dropped, n);
    }
    whiteOf[positions] = white;
    blackOf[positions] = black;
    bankOf[positions] = bank;
    return positions++;
  }

  /** The transitions of position {@code x}: one round's law. */
  private void build(int x) {
    int w = whiteOf[x];
    int b = blackOf[x];
    ChainForces fw = forces[0];
    ChainForces fb = forces[1];
    Maneuver[] given = forced.get(x);
    Maneuver mw = given != null ? given[0] : maneuver(fw, w, fb, b);
    Maneuver mb = given != null ? given[1] : maneuver(fb, b, fw, w);
    // Banked Tactical successes count as net successes, except toward another Tactical.
    int shift =
        TacticalAdvantage.usable(Math.max(0, bankOf[x]), mw)
            - TacticalAdvantage.usable(Math.max(0, -bankOf[x]), mb);
    Law roll =
        nets.computeIfAbsent(
            new NetKey(SquadronOdds.poolFor(fw.base[w], mw), SquadronOdds.poolFor(fb.base[b], mb)),
            k -> net(pool(k.white()), pool(k.black())));
    // The chance of each outcome of each loser, summed over the net successes that give it.
    List<Map<ChainOutcomes.Outcome, Double>> byLoser =
        List.of(new LinkedHashMap<>(), new LinkedHashMap<>());
    Map<Integer, Double> out = new LinkedHashMap<>();
    double lost = 0;
    for (int k = 0; k < roll.values.length; k++) {
      double pk = roll.p[k];
      if (pk < EngagementGraph.NEGLIGIBLE) {
        lost += pk;
        continue;
      }
      int n = roll.values[k] + shift;
      if (n == 0) {
        out.merge(position(w, b, 0), pk, Double::sum);
        continue;
      }
      int winner = n > 0 ? 0 : 1;
      int mine = winner == 0 ? w : b;
      int theirs = winner == 0 ? b : w;
      Maneuver m = winner == 0 ? mw : mb;
      if (m == Maneuver.ESCAPE) {
        int after = forces[winner].escape(mine, Math.abs(n));
        out.merge(target(winner, after, theirs, true), pk, Double::sum);
        continue;
      }
      if (m == Maneuver.TACTICAL) {
        // Banked for the next round; the forces are unchanged.
        out.merge(position(w, b, n), pk, Double::sum);
        continue;
      }
      ChainOutcomes.Outcome o =
          outcomes.outcome(1 - winner, theirs, forces[winner].firstArmed[mine], m, Math.abs(n));
      byLoser.get(1 - winner).merge(o, pk, Double::sum);
    }
    for (int loser = 0; loser < 2; loser++) {
      ChainOutcomes.Outcome sides = ChainOutcomes.Outcome.mixture(byLoser.get(loser), 0);
      lost += sides.dropped;
      int other = loser == 0 ? b : w;
      for (int i = 0; i < sides.sides.length; i++) {
        out.merge(target(loser, sides.sides[i], other, false), sides.p[i], Double::sum);
      }
    }
    ChainOutcomes.Outcome law = ChainOutcomes.Outcome.of(out, lost);
    int[] to = law.sides;
    next[x] = to;
    p[x] = law.p;
    dropped[x] = lost;
    widest = Math.max(widest, Math.max(roll.values.length, to.length));
    edges += to.length;
    if (edges > MAX_EDGES) {
      throw new EngagementGraph.TooManyStates(MAX_EDGES);
    }
  }

  /**
   * Where a round goes when {@code changed} (of side {@code side}) becomes {@code after} and the
   * other side stays {@code other}: a position, or an ending (negative) when a side is out.
   */
  private int target(int side, int after, int other, boolean escaped) {
    int white = side == 0 ? after : other;
    int black = side == 0 ? other : after;
    boolean whiteOut = forces[0].inFight[white] == 0;
    boolean blackOut = forces[1].inFight[black] == 0;
    if (!whiteOut && !blackOut) {
      return position(white, black, 0);
    }
    Optional<Side> winner = Optional.empty();
    String reason = SquadronRules.BOTH_OUT;
    if (whiteOut != blackOut) {
      winner = Optional.of(whiteOut ? Side.BLACK : Side.WHITE);
      reason = escaped ? SquadronRules.ESCAPED : SquadronRules.REMOVED;
    }
    Passes.Ending e = new Passes.Ending(winner, reason, 0);
    Integer known = endingIndex.get(e);
    if (known == null) {
      known = endings.size();
      endings.add(e);
      endingIndex.put(e, known);
    }
    return -1 - known;
  }

  /** The default bot's maneuver (SquadronBot): Escape, Defend or Attack by the pools. */
  private static Maneuver maneuver(ChainForces me, int mine, ChainForces them, int theirs) {
    int pool = me.base[mine];
    int enemy = them.base[theirs];
    boolean canHarm = them.fighters[theirs] > 0 || me.firstArmed[mine] >= 0;
    if (me.canEscape[mine] && (2 * pool < enemy || !canHarm)) {
      return Maneuver.ESCAPE;
    }
    return pool < enemy ? Maneuver.DEFEND : Maneuver.ATTACK;
  }

  // ---------------------------------------------------------------------------------------------
  // The forward pass.

  private Passes.Forward forward(int origin, int firstRound) {
    double[] now = new double[positions];
    double[] then = new double[positions];
    now[origin] = 1;
    double[][] ended = new double[endings.size()][Math.max(maxRounds, firstRound) - firstRound + 1];
    double lost = 0;
    int lastRound = Math.max(maxRounds, firstRound);
    boolean going = true;
    for (int round = firstRound; going && round <= lastRound; round++) {
      going = false;
      for (int x = 0; x < positions; x++) {
        double r = now[x];
        if (r == 0) {
          continue;
        }
        now[x] = 0;
        lost += r * dropped[x];
        int[] to = next[x];
        double[] pr = p[x];
        for (int k = 0; k < to.length; k++) {
          int y = to[k];
          if (y < 0) {
            ended[-1 - y][round - firstRound] += r * pr[k];
          } else {
            then[y] += r * pr[k];
            going = true;
          }
        }
      }
      double[] swap = now;
      now = then;
      then = swap;
    }
    Map<Passes.Ending, Double> out = new LinkedHashMap<>();
    for (int e = 0; e < endings.size(); e++) {
      Passes.Ending ending = endings.get(e);
      for (int r = 0; r < ended[e].length; r++) {
        if (ended[e][r] != 0) {
          out.put(new Passes.Ending(ending.winner(), ending.reason(), firstRound + r), ended[e][r]);
        }
      }
    }
    double still = 0;
    for (double r : now) {
      still += r;
    }
    if (still > 0) {
      out.put(
          new Passes.Ending(
              Optional.empty(), SquadronRules.TURN_LIMIT, Math.max(maxRounds, firstRound)),
          still);
    }
    return new Passes.Forward(out, Map.of(), lost);
  }

  /**
   * The dice laws a rule set's chains share, as doubles: the successes of each pool, each damage
   * roll's law by target and armament. They are the rule set's own, so one cache serves every chain
   * of one {@code SquadronRules}.
   */
  public static final class Cache {
    private final Map<Integer, Law> pools = new ConcurrentHashMap<>();
    final Map<List<Object>, Law> damage = new ConcurrentHashMap<>();

    /** An empty cache. */
    public Cache() {}
  }

  /** A law's values and their probabilities as doubles. */
  static final class Law {
    final int[] values;
    final double[] p;

    private Law(int[] values, double[] p) {
      this.values = values;
      this.p = p;
    }

    static Law of(Distribution d) {
      return new Law(
          d.support().stream().mapToInt(Integer::intValue).toArray(), Arith.probabilities(d));
    }
  }

  private record NetKey(int white, int black) {}

  /** A round's own node: a position whose round has the two maneuvers given. */
  private record ForcedKey(int white, int black, int bank, Maneuver mw, Maneuver mb) {}

  /** A position: each side's forces and the banked Tactical successes (white's positive). */
  private record PositionKey(int white, int black, int bank) {}

  /** The successes of a pool of {@code dice}: the engine's {@link SquadronOdds#pool}. */
  private Law pool(int dice) {
    return cache.pools.computeIfAbsent(dice, k -> Law.of(odds.pool(k).distribution()));
  }

  /**
   * The net successes, white's less black's, of two independent pools: the opposed roll of {@link
   * SquadronOdds#netSuccesses(int, Maneuver, int, int, Maneuver, int)} with no banked successes,
   * convolved in doubles (each sum of at most the smaller support's products).
   */
  private Law net(Law white, Law black) {
    int lo = white.values[0] - black.values[black.values.length - 1];
    int hi = white.values[white.values.length - 1] - black.values[0];
    double[] sum = new double[hi - lo + 1];
    for (int i = 0; i < white.values.length; i++) {
      for (int j = 0; j < black.values.length; j++) {
        sum[white.values[i] - black.values[j] - lo] += white.p[i] * black.p[j];
      }
    }
    int n = 0;
    for (double x : sum) {
      n += x > 0 ? 1 : 0;
    }
    int[] values = new int[n];
    double[] p = new double[n];
    int k = 0;
    for (int v = 0; v < sum.length; v++) {
      if (sum[v] > 0) {
        values[k] = v + lo;
        p[k++] = sum[v];
      }
    }
    widest = Math.max(widest, white.values.length + black.values.length);
    return new Law(values, p);
  }
}
