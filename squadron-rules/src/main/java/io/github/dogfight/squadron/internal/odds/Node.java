package io.github.dogfight.squadron.internal.odds;

import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.squadron.SquadronState;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** One state of the engagement and its successors. */
public final class Node {
  /** The engagement is over. */
  public static final int TERMINAL = 0;

  /** Dice decide: {@link #next} with probabilities {@link #p}. */
  public static final int CHANCE = 1;

  /** One side decides, with its strategy's weights {@link #p} over {@link #next}. */
  public static final int CHOICE = 2;

  /** Both sides declare at once: {@link #pair}{@code [row][column]}. */
  public static final int MATRIX = 3;

  final SquadronState state;
  final int kind;
  int index = -1;

  /** Whether its successors are known (a round-free graph opens a round only when asked). */
  boolean expanded;

  /** The probability of the dice results left out as negligible (doubles only). */
  double dropped;

  Node[] next = new Node[0];
  double[] p = new double[0];
  Rational @Nullable [] exact;
  List<DeclareManeuver> rows = List.of();
  List<DeclareManeuver> columns = List.of();
  double[] rowP = new double[0];
  double[][] columnP = new double[0][];
  Rational @Nullable [] rowExact;
  Rational @Nullable [][] columnExact;
  @Nullable Node[][] pair = new Node[0][];

  /** In a round-free graph, which of {@link #next} open the next round; null when none does. */
  boolean @Nullable [] opens;

  Node(SquadronState state, int kind) {
    this.state = state;
    this.kind = kind;
  }

  /**
   * The state.
   *
   * @return the state
   */
  public SquadronState state() {
    return state;
  }

  /**
   * Its kind: {@link #TERMINAL}, {@link #CHANCE}, {@link #CHOICE} or {@link #MATRIX}.
   *
   * @return its kind
   */
  public int kind() {
    return kind;
  }

  /**
   * White's declarations of a matrix node, in the engine's order.
   *
   * @return white's declarations of a matrix node, in the engine's order
   */
  public List<DeclareManeuver> rows() {
    return rows;
  }

  /**
   * Black's declarations of a matrix node, in the engine's order.
   *
   * @return black's declarations of a matrix node, in the engine's order
   */
  public List<DeclareManeuver> columns() {
    return columns;
  }

  /**
   * The chance node after white declares {@code row} and black {@code column}; null when the graph
   * was built with only the pairs the strategies play and this one is not played.
   *
   * @param row a row
   * @param column a column
   * @return the node, or null
   */
  public @Nullable Node pair(int row, int column) {
    return pair[row][column];
  }

  /**
   * Whether the step to {@code next[k]} ends the round and opens the next one (round-free graphs
   * only; always false in a graph keyed by round).
   *
   * @param k an edge
   * @return whether it opens the next round
   */
  public boolean opensRound(int k) {
    return opens != null && opens[k];
  }
}
