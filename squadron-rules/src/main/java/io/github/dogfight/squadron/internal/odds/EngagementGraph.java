package io.github.dogfight.squadron.internal.odds;

import io.github.dogfight.core.dice.DiceScriptException;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.game.Strategy;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.view.View;
import io.github.dogfight.squadron.Aircraft;
import io.github.dogfight.squadron.Armament;
import io.github.dogfight.squadron.Pending;
import io.github.dogfight.squadron.Side;
import io.github.dogfight.squadron.SquadronCommand;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.squadron.SquadronConfig;
import io.github.dogfight.squadron.SquadronState;
import io.github.dogfight.squadron.internal.Context;
import io.github.dogfight.squadron.internal.Draft;
import io.github.dogfight.squadron.internal.Engine;
import io.github.dogfight.squadron.internal.combat.SquadronRoll;
import io.github.dogfight.squadron.internal.declaration.Declarations;
import io.github.dogfight.squadron.internal.endofturn.EndOfTurn;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import org.jspecify.annotations.Nullable;

/**
 * Every state an engagement can reach from a given one, as a graph: a state where both sides
 * declare at once is a {@linkplain Node#MATRIX matrix} node (white's declaration, then black's from
 * its own view, as the engine takes them), any other decision a {@linkplain Node#CHOICE choice}
 * node weighed by the deciding side's {@link Strategy} over the engine's legal commands, and the
 * Squadron Roll and each damage roll a {@linkplain Node#CHANCE chance} node weighed by the engine's
 * exact dice ({@code SquadronOdds#netSuccesses(SquadronState)}, the damage policy's {@code
 * distribution}). The engine itself makes every step: {@link SquadronRoll#resolve} for each net
 * result of the roll, {@link Engine#apply} for each command, with the damage rolls scripted; dice
 * are never rolled (a host Combat Phase or declaration policy that rolls is refused).
 *
 * <p>Nodes are shared by state (the dice stream left out, see the host's {@code normalize}), so the
 * graph is a DAG (each round raises the turn) built once by a depth-first search; its post-order
 * lists children before parents, for the backward passes, and the reverse for the forward pass.
 *
 * <p>A <em>round-free</em> graph ({@link #roundFree}) leaves the round out of the states: a state
 * is shared by every round that reaches it, so the graph holds each position once however many
 * rounds it may come back in, and the edges that open the next round are {@linkplain
 * Node#opensRound marked}. It is a DAG within a round (a round only goes forward), with cycles only
 * through those marked edges; {@link Passes#forwardByRounds} walks it round after round. Sound only
 * when nothing the graph steps reads the round: the strategies, the Combat Phase, the declaration
 * and advantage policies (the caller checks); the round limit is the pass's, not the engine's. Not
 * thread-safe: one per computation.
 */
public final class EngagementGraph {
  /** What the graph needs of the rule set: views as the engine's game gives them, and keys. */
  public interface Host {
    /**
     * The game as {@code side} sees it in {@code state}, as {@code Game#viewFor} gives it.
     *
     * @param state the state
     * @param side the side
     * @return its view
     */
    View<SquadronState> view(SquadronState state, Side side);

    /**
     * {@code state} as a key: the dice stream replaced by one fixed value, and whatever else no
     * rule reads made equal.
     *
     * @param state the state
     * @return the normalized state
     */
    SquadronState normalize(SquadronState state);

    /**
     * A compact key of {@code state} among the states of one engagement (its aircraft and names
     * fixed): equal for states whose futures are the same, cheap to hash.
     *
     * @param state the state
     * @return its key
     */
    Object key(SquadronState state);
  }

  /**
   * In doubles, a roll's result (or a damage roll's value) less likely than this is left out: its
   * probability is counted as lost and added to the error bound, never silently.
   */
  public static final double NEGLIGIBLE = 1e-17;

  private final Context context;
  private final Engine engine;
  private final ScriptedDamage damage;
  private final Host host;
  private final Strategy<SquadronState, SquadronCommand> white;
  private final Strategy<SquadronState, SquadronCommand> black;
  private final boolean allPairs;
  private final boolean exact;
  private final long maxNodes;
  private final Optional<SquadronState> allPairsAt;
  private final BiFunction<Aircraft, Armament, Distribution> laws;
  private final boolean roundFree;
  private final Map<Object, Node> nodes = new HashMap<>();
  private final List<Node> postOrder = new ArrayList<>();
  private final IdentityHashMap<Distribution, double[]> doubles = new IdentityHashMap<>();
  private int longestChain;
  private int widest;

  /**
   * A graph builder.
   *
   * @param context the rule set's context
   * @param host views and keys
   * @param white white's strategy
   * @param black black's strategy
   * @param allPairs whether a matrix node holds every pair of declarations (for the equilibrium and
   *     best responses) or only those both strategies play
   * @param exact whether to keep exact probabilities beside the doubles
   * @param maxNodes the most states the graph may hold
   * @param allPairsAt a state whose matrix node holds every pair of declarations even when the
   *     others hold only those played (the first declaration of a "what if" question)
   * @param laws the damage policy's law for a target and armament (cached by the caller)
   * @param roundFree whether to leave the round out of the states (see the class comment): this
   *     graph then sets every state's turn to 1, so the host's key no longer tells rounds apart
   */
  public EngagementGraph(
      Context context,
      Host host,
      Strategy<SquadronState, SquadronCommand> white,
      Strategy<SquadronState, SquadronCommand> black,
      boolean allPairs,
      boolean exact,
      long maxNodes,
      Optional<SquadronState> allPairsAt,
      BiFunction<Aircraft, Armament, Distribution> laws,
      boolean roundFree) {
    this.laws = laws;
    this.roundFree = roundFree;
    this.allPairsAt = allPairsAt;
    this.damage = new ScriptedDamage(context.config().specialDamage());
    SquadronConfig.Builder config =
        SquadronConfig.builder().from(context.config()).specialDamage(damage);
    if (roundFree) {
      // Every state is at round 1: the engine's round limit is the forward pass's to apply.
      config.maxRounds(Integer.MAX_VALUE);
    }
    SquadronConfig scripted = config.build();
    this.context = new Context(scripted, context.odds(), context.states());
    this.engine = new Engine(this.context);
    this.host = host;
    this.white = white;
    this.black = black;
    this.allPairs = allPairs;
    this.exact = exact;
    this.maxNodes = maxNodes;
  }

  /**
   * Builds the graph from {@code start}.
   *
   * @param start the state
   * @return its node
   * @throws TooManyStates if the graph grows past its limit
   */
  public Node build(SquadronState start) {
    SquadronState s = host.normalize(start);
    return node(roundFree ? context.states().withTurn(s, 1) : s);
  }

  /**
   * Whether the round is left out of the states ({@link Passes#forwardByRounds} reads the graph).
   *
   * @return whether the graph is round-free
   */
  public boolean roundFree() {
    return roundFree;
  }

  /**
   * Every node, children before parents.
   *
   * @return every node, children before parents
   */
  public List<Node> postOrder() {
    return postOrder;
  }

  /**
   * The most steps (edges) on a path found so far, for the error bound.
   *
   * @return the longest chain of steps
   */
  public int longestChain() {
    return longestChain;
  }

  /**
   * The most edges into or out of one node, for the error bound.
   *
   * @return the widest fan
   */
  public int widest() {
    return widest;
  }

  /**
   * Whether exact probabilities are kept.
   *
   * @return whether exact probabilities are kept
   */
  public boolean exact() {
    return exact;
  }

  /**
   * White's weight on row {@code i} of a matrix node, by its strategy.
   *
   * @param n a matrix node
   * @param i a row
   * @return the weight
   */
  public double rowWeight(Node n, int i) {
    return n.rowP[i];
  }

  /**
   * Black's weight on column {@code j} of a matrix node after white's row {@code i}, by its
   * strategy from its view (which does not show the row).
   *
   * @param n a matrix node
   * @param i a row
   * @param j a column
   * @return the weight
   */
  public double columnWeight(Node n, int i, int j) {
    return n.columnP[i][j];
  }

  /** The graph grew past its limit. */
  public static final class TooManyStates extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The limit passed. */
    public final long limit;

    TooManyStates(long limit) {
      super("more than " + limit + " states", null, false, false);
      this.limit = limit;
    }
  }

  private final IdentityHashMap<Node, Integer> depth = new IdentityHashMap<>();

  private Node node(SquadronState state) {
    Node n = stub(state);
    expand(n);
    return n;
  }

  /**
   * Works out the successors of {@code n}, if not yet known (a round-free graph leaves the
   * positions that open a round unexpanded until the forward pass reaches them); its index is then
   * set, after those of the states its round steps to.
   *
   * @param n a node of this graph
   * @throws TooManyStates if the graph grows past its limit
   */
  public void expand(Node n) {
    if (n.expanded) {
      return;
    }
    n.expanded = true;
    if (n.kind == Node.MATRIX) {
      expandMatrix(n);
    } else if (n.kind == Node.CHOICE) {
      expandChoice(n);
    }
    finish(n);
  }

  /** The node of {@code state}, made if new, not expanded. */
  private Node stub(SquadronState state) {
    Object key = host.key(state);
    Node known = nodes.get(key);
    if (known != null) {
      return known;
    }
    if (nodes.size() >= maxNodes) {
      throw new TooManyStates(maxNodes);
    }
    Node n;
    if (state.isOver()) {
      n = new Node(state, Node.TERMINAL);
    } else {
      Pending pending = state.pending().orElseThrow();
      if (pending instanceof Pending.Declaration d
          && d.simultaneous()
          && d.waiting().equals(List.of(Side.WHITE, Side.BLACK))) {
        n = new Node(state, Node.MATRIX);
      } else {
        n = new Node(state, Node.CHOICE);
      }
    }
    nodes.put(key, n);
    return n;
  }

  private void finish(Node n) {
    int d = 0;
    for (Node c : n.next) {
      d = Math.max(d, depth.getOrDefault(c, 0) + 1);
    }
    for (@Nullable Node[] row : n.pair) {
      for (@Nullable Node c : row) {
        if (c != null) {
          d = Math.max(d, depth.getOrDefault(c, 0) + 2);
        }
      }
    }
    depth.put(n, d);
    n.index = postOrder.size();
    longestChain = Math.max(longestChain, d);
    widest = Math.max(widest, Math.max(n.next.length, n.rows.size() * n.columns.size()));
    postOrder.add(n);
  }

  private Strategy<SquadronState, SquadronCommand> strategy(Side side) {
    return side == Side.WHITE ? white : black;
  }

  /** The strategy's weights over {@code legal}, checked: listed commands, adding up to one. */
  private Map<SquadronCommand, Rational> weigh(SquadronState state, Side side) {
    List<SquadronCommand> legal = engine.legal(state, side.name());
    Map<SquadronCommand, Rational> w = strategy(side).weigh(host.view(state, side), legal);
    Rational total = Rational.ZERO;
    Map<SquadronCommand, Rational> out = new LinkedHashMap<>();
    for (SquadronCommand c : legal) {
      Rational x = w.get(c);
      if (x != null && x.signum() != 0) {
        if (x.signum() < 0) {
          throw new IllegalArgumentException(
              "the strategy of " + side + " gave " + c.describe() + " a negative weight " + x);
        }
        out.merge(c, x, Rational::add);
        total = total.add(x);
      }
    }
    for (SquadronCommand c : w.keySet()) {
      if (!out.containsKey(c) && w.get(c).signum() != 0) {
        throw new IllegalArgumentException(
            "the strategy of " + side + " chose a command that is not listed: " + c.describe());
      }
    }
    if (!total.equals(Rational.ONE)) {
      throw new IllegalArgumentException(
          "the strategy of " + side + "'s weights add up to " + total + ", not 1");
    }
    return out;
  }

  private void expandMatrix(Node n) {
    SquadronState s = n.state;
    Pending.Declaration pending = (Pending.Declaration) s.pending().orElseThrow();
    List<DeclareManeuver> rows = declarations(engine.legal(s, Side.WHITE.name()));
    Map<SquadronCommand, Rational> rowW = weigh(s, Side.WHITE);
    boolean allPairs = this.allPairs || allPairsAt.map(s::equals).orElse(false);
    n.rows = rows;
    n.rowP = new double[rows.size()];
    n.rowExact = new Rational[rows.size()];
    n.columnP = new double[rows.size()][];
    n.columnExact = new Rational[rows.size()][];
    n.pair = new Node[rows.size()][];
    for (int i = 0; i < rows.size(); i++) {
      Rational ri = rowW.getOrDefault(rows.get(i), Rational.ZERO);
      n.rowExact[i] = ri;
      n.rowP[i] = ri.doubleValue();
      Draft d = draft(s);
      Declarations.record(d, pending, rows.get(i));
      SquadronState mid = d.state();
      List<DeclareManeuver> cols = declarations(engine.legal(mid, Side.BLACK.name()));
      if (i == 0) {
        n.columns = cols;
      } else if (!cols.equals(n.columns)) {
        throw new IllegalStateException("black's declarations depend on white's: " + cols);
      }
      Map<SquadronCommand, Rational> colW =
          ri.signum() != 0 || allPairs ? weigh(mid, Side.BLACK) : Map.of();
      n.columnP[i] = new double[cols.size()];
      n.columnExact[i] = new Rational[cols.size()];
      n.pair[i] = new Node[cols.size()];
      Pending.Declaration second = (Pending.Declaration) mid.pending().orElseThrow();
      for (int j = 0; j < cols.size(); j++) {
        Rational cj = colW.getOrDefault(cols.get(j), Rational.ZERO);
        n.columnExact[i][j] = cj;
        n.columnP[i][j] = cj.doubleValue();
        if (allPairs || (ri.signum() != 0 && cj.signum() != 0)) {
          Draft d2 = draft(mid);
          Declarations.record(d2, second, cols.get(j));
          n.pair[i][j] = roll(d2.state());
        }
      }
    }
    if (!exact) {
      n.rowExact = null;
      n.columnExact = null;
    }
  }

  private static List<DeclareManeuver> declarations(List<SquadronCommand> legal) {
    List<DeclareManeuver> out = new ArrayList<>(legal.size());
    for (SquadronCommand c : legal) {
      out.add((DeclareManeuver) c);
    }
    return out;
  }

  private void expandChoice(Node n) {
    SquadronState s = n.state;
    Side side = s.pending().orElseThrow().side();
    Map<SquadronCommand, Rational> w = weigh(s, side);
    n.next = new Node[w.size()];
    n.p = new double[w.size()];
    Rational[] exacts = new Rational[w.size()];
    int k = 0;
    for (Map.Entry<SquadronCommand, Rational> e : w.entrySet()) {
      Step step = step(s, e.getKey());
      n.next[k] = step.node;
      n.p[k] = e.getValue().doubleValue();
      exacts[k] = e.getValue();
      if (step.opens) {
        opens(n)[k] = true;
      }
      k++;
    }
    n.exact = exact ? exacts : null;
  }

  private static boolean[] opens(Node n) {
    if (n.opens == null) {
      n.opens = new boolean[n.next.length];
    }
    return n.opens;
  }

  /** Where a command leads, and whether that step opens the next round (round-free graphs). */
  private record Step(Node node, boolean opens) {}

  /** The node after {@code command}: a state, or a chance node when dice decide. */
  private Step step(SquadronState s, SquadronCommand command) {
    Pending pending = s.pending().orElseThrow();
    if (command instanceof DeclareManeuver m && pending instanceof Pending.Declaration p) {
      Draft d = draft(s);
      if (Declarations.record(d, p, m)) {
        return new Step(roll(d.state()), false);
      }
      return new Step(node(d.state()), false);
    }
    Branches out = new Branches();
    damaged(s, command, List.of(), Rational.ONE, 1.0, out);
    if (out.states.size() == 1) {
      Map.Entry<Object, SquadronState> only = out.states.entrySet().iterator().next();
      boolean opens = only.getKey() instanceof NextRound;
      return new Step(opens ? stub(only.getValue()) : node(only.getValue()), opens);
    }
    return new Step(chance(s, null, out), false);
  }

  /** A branch's key when the step opens the next round (round-free graphs). */
  private record NextRound(Object key) {}

  /** The states a step may lead to, each once (by key), with their probabilities. */
  private final class Branches {
    final Map<Object, SquadronState> states = new LinkedHashMap<>();
    final Map<Object, Double> p = new HashMap<>();
    final Map<Object, Rational> exactP = new HashMap<>();
    double dropped;

    void add(SquadronState state, double pd, Rational pe) {
      Object key;
      if (roundFree && !state.isOver() && state.turn() != 1) {
        // The round is over and the next one opens: the same position, at round 1 again.
        state = context.states().withTurn(state, 1);
        key = new NextRound(host.key(state));
      } else {
        key = host.key(state);
      }
      states.putIfAbsent(key, state);
      p.merge(key, pd, Double::sum);
      if (exact) {
        exactP.merge(key, pe, Rational::add);
      }
    }
  }

  /** Applies {@code command}, branching on each damage roll's law. */
  private void damaged(
      SquadronState s,
      SquadronCommand command,
      List<Integer> script,
      Rational p,
      double pd,
      Branches out) {
    damage.script(script);
    try {
      out.add(engine.apply(s, command, noDice()).state(), pd, p);
    } catch (ScriptedDamage.NeedDamage need) {
      Distribution law = laws.apply(need.target, need.armament);
      double[] lawD = doubles(law);
      List<Integer> support = law.support();
      // Every damage that reaches the target's structure shoots it down alike (the state keeps
      // the damage capped at the structure): those values are one branch.
      int downs = Math.max(1, need.target.structureLeft());
      double downP = 0;
      Rational downExact = Rational.ZERO;
      for (int k = 0; k < support.size(); k++) {
        int v = support.get(k);
        Rational pv = exact ? law.probability(v) : Rational.ZERO;
        if (!exact && lawD[k] < NEGLIGIBLE) {
          out.dropped += pd * lawD[k];
          continue;
        }
        if (v >= downs) {
          downP += lawD[k];
          downExact = exact ? downExact.add(pv) : downExact;
          continue;
        }
        List<Integer> more = new ArrayList<>(script);
        more.add(v);
        damaged(s, command, more, exact ? p.multiply(pv) : p, pd * lawD[k], out);
      }
      if (downP > 0 || downExact.signum() > 0) {
        List<Integer> more = new ArrayList<>(script);
        more.add(downs);
        damaged(s, command, more, exact ? p.multiply(downExact) : p, pd * downP, out);
      }
    }
  }

  /** The chance node of the Squadron Roll in {@code declared}, both maneuvers declared. */
  private Node roll(SquadronState declared) {
    Object key = host.key(declared);
    Node known = nodes.get(key);
    if (known != null) {
      return known;
    }
    Distribution net = context.odds().netSuccesses(declared);
    double[] netD = doubles(net);
    List<Integer> support = net.support();
    widest = Math.max(widest, support.size());
    Branches out = new Branches();
    for (int k = 0; k < support.size(); k++) {
      if (!exact && netD[k] < NEGLIGIBLE) {
        out.dropped += netD[k];
        continue;
      }
      Draft d = draft(declared);
      SquadronRoll.resolve(d, support.get(k));
      finishRound(d);
      out.add(d.state(), netD[k], exact ? net.probability(support.get(k)) : Rational.ZERO);
    }
    return chance(declared, key, out);
  }

  private static void finishRound(Draft d) {
    if (d.takePhaseOver()) {
      try {
        EndOfTurn.finish(d);
      } catch (DiceScriptException e) {
        throw new IllegalArgumentException(
            "the exact odds of an engagement need a Combat Phase and a declaration policy that"
                + " roll no dice; this configuration rolls some at the end of a round",
            e);
      }
    }
  }

  private Node chance(SquadronState state, @Nullable Object key, Branches out) {
    Node n = new Node(state, Node.CHANCE);
    n.expanded = true;
    if (key != null) {
      nodes.put(key, n);
    }
    int size = out.states.size();
    n.next = new Node[size];
    n.p = new double[size];
    Rational[] exacts = new Rational[size];
    int i = 0;
    for (Map.Entry<Object, SquadronState> e : out.states.entrySet()) {
      if (e.getKey() instanceof NextRound) {
        // The next round's position: expanded when the forward pass carries enough chance there.
        n.next[i] = stub(e.getValue());
        opens(n)[i] = true;
      } else {
        n.next[i] = node(e.getValue());
      }
      n.p[i] = out.p.getOrDefault(e.getKey(), 0.0);
      exacts[i] = exact ? out.exactP.get(e.getKey()) : Rational.ZERO;
      i++;
    }
    n.exact = exact ? exacts : null;
    n.dropped = out.dropped;
    finish(n);
    return n;
  }

  private Draft draft(SquadronState s) {
    return new Draft(s, context, noDice());
  }

  private Roller noDice() {
    try {
      return Roller.scripted(ScriptedDice.of());
    } catch (DiceScriptException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The law's probabilities as doubles, each within 1.1e-16 relative of the exact one. */
  private double[] doubles(Distribution law) {
    double[] known = doubles.get(law);
    if (known != null) {
      return known;
    }
    double[] out = Arith.probabilities(law);
    doubles.put(law, out);
    return out;
  }
}
