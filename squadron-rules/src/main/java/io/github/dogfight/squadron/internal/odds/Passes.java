package io.github.dogfight.squadron.internal.odds;

import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.squadron.Side;
import io.github.dogfight.squadron.SquadronRules;
import io.github.dogfight.squadron.SquadronState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The passes over an {@link EngagementGraph}: forward, the probability of each ending and round
 * under the sides' strategies; backward, the chance that white wins from each node under the
 * strategies, under equilibrium play of the declarations, or under a best response of one side.
 */
public final class Passes {
  private Passes() {}

  /**
   * How an engagement ended.
   *
   * @param winner the side that won, empty for none
   * @param reason why it ended, one of the rule set's end reasons
   * @param turn the round in which it ended
   */
  public record Ending(Optional<Side> winner, String reason, int turn) {}

  /**
   * The ending of a terminal state.
   *
   * @param state a finished state
   * @return its ending
   */
  public static Ending ending(SquadronState state) {
    Optional<Side> winner = Optional.empty();
    if (state.winner().isPresent()) {
      winner =
          Optional.of(state.winner().get().equals(state.white().name()) ? Side.WHITE : Side.BLACK);
    }
    return new Ending(winner, state.endReason().orElse("?"), state.turn());
  }

  /**
   * The probability of each ending under the strategies the graph was built with, from {@code
   * start}.
   *
   * @param graph the graph
   * @param start its start
   * @param exact whether to compute exactly (the graph must keep exact probabilities)
   * @return each ending's probability, as a double, and exactly when asked (else empty)
   */
  public static Forward forward(EngagementGraph graph, Node start, boolean exact) {
    double[] lost = {0};
    Map<Ending, Double> doubles = forward(graph, start, Arith.DOUBLE, lost);
    Map<Ending, Rational> exacts =
        exact ? forward(graph, start, Arith.EXACT, new double[1]) : Map.of();
    return new Forward(doubles, exacts, lost[0]);
  }

  /**
   * The forward pass's answer.
   *
   * @param endings each ending's probability
   * @param exact each ending's exact probability, when computed
   * @param lost the probability of the negligible dice results left out
   */
  public record Forward(Map<Ending, Double> endings, Map<Ending, Rational> exact, double lost) {}

  @SuppressWarnings("unchecked")
  private static <T> Map<Ending, T> forward(
      EngagementGraph graph, Node start, Arith<T> a, double[] lost) {
    List<Node> order = graph.postOrder();
    Object[] reach = new Object[order.size()];
    reach[start.index] = a.one();
    Map<Ending, T> out = new LinkedHashMap<>();
    for (int x = start.index; x >= 0; x--) {
      Node n = order.get(x);
      T r = (T) reach[x];
      if (r == null) {
        continue;
      }
      lost[0] += a.toDouble(r) * n.dropped;
      switch (n.kind) {
        case Node.TERMINAL -> out.merge(ending(n.state), r, a::add);
        case Node.MATRIX -> {
          for (int i = 0; i < n.rows.size(); i++) {
            T ri = a.multiply(r, a.row(n, i));
            for (int j = 0; j < n.columns.size(); j++) {
              Node c = n.pair[i][j];
              if (c != null) {
                add(reach, c.index, a.multiply(ri, a.column(n, i, j)), a);
              }
            }
          }
        }
        default -> {
          for (int k = 0; k < n.next.length; k++) {
            add(reach, n.next[k].index, a.multiply(r, a.edge(n, k)), a);
          }
        }
      }
    }
    return out;
  }

  /**
   * The probability of each ending, round by round, over a {@linkplain EngagementGraph#roundFree
   * round-free} graph from {@code start}, in doubles. Each round carries the chance of being at
   * each position from the round's start down through the round (parents before children), counts
   * the endings it reaches in that round and carries the steps that open the next round over to it.
   * Each position is expanded when the pass first carries chance to it. After round {@code
   * lastRound} every engagement still going ends with no winner at the {@linkplain
   * SquadronRules#TURN_LIMIT round limit}, as the engine ends it.
   *
   * @param graph a round-free graph, {@code start} built
   * @param start its start
   * @param firstRound the round of {@code start}
   * @param lastRound the round limit
   * @return each ending's probability (no exact figures), and the chance of the dice results left
   *     out as negligible
   * @throws EngagementGraph.TooManyStates if the graph grows past its limit
   */
  public static Forward forwardByRounds(
      EngagementGraph graph, Node start, int firstRound, int lastRound) {
    if (!graph.roundFree()) {
      throw new IllegalArgumentException("the graph is keyed by round: use forward");
    }
    List<Node> order = graph.postOrder();
    Map<Node, Double> opening = new LinkedHashMap<>();
    opening.put(start, 1.0);
    double[] now = new double[0];
    Map<Ending, Double> out = new LinkedHashMap<>();
    double lost = 0;
    for (int round = firstRound; !opening.isEmpty(); round++) {
      if (round > lastRound) {
        double going = 0;
        for (double p : opening.values()) {
          going += p;
        }
        out.merge(
            new Ending(Optional.empty(), SquadronRules.TURN_LIMIT, round - 1), going, Double::sum);
        break;
      }
      int top = -1;
      List<Map.Entry<Node, Double>> starts = new ArrayList<>(opening.entrySet());
      opening = new LinkedHashMap<>();
      for (Map.Entry<Node, Double> e : starts) {
        graph.expand(e.getKey());
        top = Math.max(top, e.getKey().index);
      }
      if (now.length < order.size()) {
        now = java.util.Arrays.copyOf(now, order.size() + order.size() / 2);
      }
      for (Map.Entry<Node, Double> e : starts) {
        now[e.getKey().index] += e.getValue();
      }
      for (int x = top; x >= 0; x--) {
        double r = now[x];
        if (r == 0) {
          continue;
        }
        now[x] = 0;
        Node n = order.get(x);
        lost += r * n.dropped;
        switch (n.kind) {
          case Node.TERMINAL -> {
            Ending e = ending(n.state);
            out.merge(new Ending(e.winner(), e.reason(), round), r, Double::sum);
          }
          case Node.MATRIX -> {
            for (int i = 0; i < n.rows.size(); i++) {
              double ri = r * n.rowP[i];
              for (int j = 0; j < n.columns.size(); j++) {
                Node c = n.pair[i][j];
                if (c != null) {
                  now[within(n, c)] += ri * n.columnP[i][j];
                }
              }
            }
          }
          default -> {
            for (int k = 0; k < n.next.length; k++) {
              if (n.opensRound(k)) {
                opening.merge(n.next[k], r * n.p[k], Double::sum);
              } else {
                now[within(n, n.next[k])] += r * n.p[k];
              }
            }
          }
        }
      }
    }
    return new Forward(out, Map.of(), lost);
  }

  /** The index of {@code child}, a step within the round: always below its parent's. */
  private static int within(Node parent, Node child) {
    if (child.index >= parent.index) {
      throw new IllegalStateException("a round steps back to a state it has passed");
    }
    return child.index;
  }

  @SuppressWarnings("unchecked")
  private static <T> void add(Object[] reach, int i, T v, Arith<T> a) {
    reach[i] = reach[i] == null ? v : a.add((T) reach[i], v);
  }

  /** How the declarations are made in a backward pass. */
  public enum Play {
    /** By the strategies the graph was built with. */
    STRATEGIES,
    /** Both sides play the matrix game's optimal mixes. */
    EQUILIBRIUM,
    /** White plays its best pure response to black's strategy. */
    WHITE_BEST_RESPONSE,
    /** Black plays its best pure response to white's strategy. */
    BLACK_BEST_RESPONSE
  }

  /**
   * The backward pass's answer: the chance that white wins from each node, and what each matrix
   * node's declarations were.
   *
   * @param values P(white wins) from each node, by index (doubles)
   * @param exact P(white wins) exactly, by index, when computed (else empty)
   * @param solutions the matrix game solved at each matrix node (equilibrium), by the node's state
   * @param best the best response's row or column at each matrix node, by the node's state
   * @param matrices each matrix node's payoffs, by its state (equilibrium and best responses)
   * @param lost by index, a bound on the probability of the negligible dice results left out below
   *     each node (doubles only)
   */
  @SuppressWarnings("ArrayRecordComponent") // internal: the pass hands over its array as is
  public record Backward(
      double[] values,
      List<Rational> exact,
      Map<SquadronState, GameMatrix.Solution> solutions,
      Map<SquadronState, Integer> best,
      Map<SquadronState, Rational[][]> matrices,
      double[] lost) {
    /**
     * P(white wins) from {@code n}.
     *
     * @param n a node
     * @return P(white wins) from {@code n}
     */
    public double value(Node n) {
      return values[n.index];
    }
  }

  /**
   * P(white wins) from every node, with the declarations made as {@code play} says and every other
   * choice by the strategies the graph was built with.
   *
   * @param graph the graph (built with every pair of declarations for all but {@link
   *     Play#STRATEGIES})
   * @param play how declarations are made
   * @param exact whether to compute exactly
   * @param payoff the side whose wins are counted (the equilibrium and best responses count
   *     white's)
   * @return the values
   */
  public static Backward backward(EngagementGraph graph, Play play, boolean exact, Side payoff) {
    return exact
        ? backward(graph, play, Arith.EXACT, payoff)
        : backward(graph, play, Arith.DOUBLE, payoff);
  }

  @SuppressWarnings("unchecked")
  private static <T> Backward backward(EngagementGraph graph, Play play, Arith<T> a, Side payoff) {
    if (graph.roundFree()) {
      throw new IllegalArgumentException("a round-free graph has no values by state");
    }
    List<Node> order = graph.postOrder();
    Object[] v = new Object[order.size()];
    double[] lost = new double[order.size()];
    Map<SquadronState, GameMatrix.Solution> solutions = new HashMap<>();
    Map<SquadronState, Integer> best = new HashMap<>();
    Map<SquadronState, Rational[][]> matrices = new HashMap<>();
    for (int x = 0; x < order.size(); x++) {
      Node n = order.get(x);
      T value;
      switch (n.kind) {
        case Node.TERMINAL ->
            value = ending(n.state).winner().equals(Optional.of(payoff)) ? a.one() : a.zero();
        case Node.MATRIX -> value = matrix(n, v, play, a, solutions, best, matrices);
        default -> {
          T sum = a.zero();
          for (int k = 0; k < n.next.length; k++) {
            sum = a.add(sum, a.multiply(a.edge(n, k), (T) v[n.next[k].index]));
          }
          value = sum;
        }
      }
      v[x] = value;
      lost[x] = n.dropped + lostBelow(n, lost);
    }
    double[] values = new double[v.length];
    List<Rational> exact = new ArrayList<>();
    for (int x = 0; x < v.length; x++) {
      values[x] = a.toDouble((T) v[x]);
      if (a == (Object) Arith.EXACT) {
        exact.add((Rational) v[x]);
      }
    }
    return new Backward(values, exact, solutions, best, matrices, lost);
  }

  /** The most probability lost below {@code n}: expected at chance nodes, the worst elsewhere. */
  private static double lostBelow(Node n, double[] lost) {
    double out = 0;
    if (n.kind == Node.CHANCE) {
      for (int k = 0; k < n.next.length; k++) {
        out += n.p[k] * lost[n.next[k].index];
      }
      return out;
    }
    for (Node c : n.next) {
      out = Math.max(out, lost[c.index]);
    }
    for (@Nullable Node[] row : n.pair) {
      for (@Nullable Node c : row) {
        out = c == null ? out : Math.max(out, lost[c.index]);
      }
    }
    return out;
  }

  @SuppressWarnings("unchecked")
  private static <T> T matrix(
      Node n,
      Object[] v,
      Play play,
      Arith<T> a,
      Map<SquadronState, GameMatrix.Solution> solutions,
      Map<SquadronState, Integer> best,
      Map<SquadronState, Rational[][]> matrices) {
    int rows = n.rows.size();
    int cols = n.columns.size();
    if (play == Play.STRATEGIES) {
      T sum = a.zero();
      for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
          Node c = n.pair[i][j];
          if (c != null) {
            T w = a.multiply(a.row(n, i), a.column(n, i, j));
            sum = a.add(sum, a.multiply(w, (T) v[c.index]));
          }
        }
      }
      return sum;
    }
    Object[][] m = new Object[rows][cols];
    for (int i = 0; i < rows; i++) {
      for (int j = 0; j < cols; j++) {
        Node c = n.pair[i][j];
        if (c == null) {
          throw new IllegalStateException("the graph holds only the declarations played");
        }
        m[i][j] = v[c.index];
      }
    }
    Rational[][] exact = new Rational[rows][cols];
    for (int i = 0; i < rows; i++) {
      for (int j = 0; j < cols; j++) {
        exact[i][j] = a.exact((T) m[i][j]);
      }
    }
    matrices.put(n.state, exact);
    if (play == Play.EQUILIBRIUM) {
      GameMatrix.Solution s = GameMatrix.solve(exact);
      solutions.put(n.state, s);
      return a.of(s.value());
    }
    @Nullable T top = null;
    int arg = -1;
    boolean white = play == Play.WHITE_BEST_RESPONSE;
    for (int o = 0; o < (white ? rows : cols); o++) {
      T sum = a.zero();
      for (int p = 0; p < (white ? cols : rows); p++) {
        int i = white ? o : p;
        int j = white ? p : o;
        T w = white ? a.column(n, i, j) : a.row(n, i);
        sum = a.add(sum, a.multiply(w, (T) m[i][j]));
      }
      if (top == null || (white ? a.compare(sum, top) > 0 : a.compare(sum, top) < 0)) {
        top = sum;
        arg = o;
      }
    }
    best.put(n.state, arg);
    return java.util.Objects.requireNonNull(top);
  }
}
