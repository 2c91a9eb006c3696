package io.github.dogfight.squadron.internal.odds;

import io.github.dogfight.core.odds.Rational;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The exact solution of a small zero-sum matrix game: the row player maximizes, the column player
 * minimizes the payoff. By the Shapley-Snow theorem an optimal pair of strategies comes from a
 * square non-singular submatrix (the payoffs shifted so that the value is positive): supports of
 * size 1 (saddle points) first, then 2, 3 and 4, rows and columns in order; each candidate is
 * solved by Gaussian elimination over {@link Rational} and kept only if it passes the exact check
 * that no pure row earns more and no pure column pays less than the value. The search runs first in
 * doubles to find the support, then the support is solved and checked exactly; only if that check
 * fails is every support tried exactly. The answer is therefore always exact and checked.
 */
public final class GameMatrix {
  private GameMatrix() {}

  /**
   * An optimal pair of mixed strategies and the value.
   *
   * @param rows the row player's probabilities, one per row
   * @param columns the column player's probabilities, one per column
   * @param value the game's value
   */
  public record Solution(List<Rational> rows, List<Rational> columns, Rational value) {
    /**
     * Copies the lists.
     *
     * @param rows the row player's probabilities, one per row
     * @param columns the column player's probabilities, one per column
     * @param value the game's value
     */
    public Solution {
      rows = List.copyOf(rows);
      columns = List.copyOf(columns);
    }
  }

  /**
   * Solves the game with payoffs {@code a} (rows x columns, each at least 1 by 1).
   *
   * @param a the payoffs to the row player
   * @return an optimal pair and the value, checked exactly
   */
  public static Solution solve(Rational[][] a) {
    int m = a.length;
    int n = a[0].length;
    Rational shift = Rational.ONE;
    Rational lowest = a[0][0];
    for (Rational[] row : a) {
      for (Rational x : row) {
        lowest = x.compareTo(lowest) < 0 ? x : lowest;
      }
    }
    // Payoffs shifted to at least 1, so that the value is positive.
    shift = shift.subtract(lowest);
    Rational[][] b = new Rational[m][n];
    double[][] bd = new double[m][n];
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < n; j++) {
        b[i][j] = a[i][j].add(shift);
        bd[i][j] = b[i][j].doubleValue();
      }
    }
    for (int[][] support : supports(m, n)) {
      if (solveDouble(bd, support[0], support[1])) {
        Solution s = solveExact(b, support[0], support[1]);
        if (s != null) {
          return unshift(s, shift);
        }
        break;
      }
    }
    for (int[][] support : supports(m, n)) {
      Solution s = solveExact(b, support[0], support[1]);
      if (s != null) {
        return unshift(s, shift);
      }
    }
    throw new IllegalStateException("no optimal strategies found for " + Arrays.deepToString(a));
  }

  private static Solution unshift(Solution s, Rational shift) {
    return new Solution(s.rows(), s.columns(), s.value().subtract(shift));
  }

  /** Every pair of row and column subsets of equal size, smallest first, in lexicographic order. */
  private static List<int[][]> supports(int m, int n) {
    List<int[][]> out = new ArrayList<>();
    for (int k = 1; k <= Math.min(m, n); k++) {
      for (int[] r : subsets(m, k)) {
        for (int[] c : subsets(n, k)) {
          out.add(new int[][] {r, c});
        }
      }
    }
    return out;
  }

  private static List<int[]> subsets(int n, int k) {
    List<int[]> out = new ArrayList<>();
    for (int mask = 0; mask < 1 << n; mask++) {
      if (Integer.bitCount(mask) == k) {
        int[] s = new int[k];
        int t = 0;
        for (int i = 0; i < n; i++) {
          if ((mask & 1 << i) != 0) {
            s[t++] = i;
          }
        }
        out.add(s);
      }
    }
    out.sort(Arrays::compare);
    return out;
  }

  private static final double TOLERANCE = 1e-9;

  /** Whether the support looks optimal in doubles (a hint for the exact search). */
  private static boolean solveDouble(double[][] b, int[] r, int[] c) {
    int k = r.length;
    double[][] mt = new double[k][k];
    double[][] mm = new double[k][k];
    for (int i = 0; i < k; i++) {
      for (int j = 0; j < k; j++) {
        mm[i][j] = b[r[i]][c[j]];
        mt[j][i] = b[r[i]][c[j]];
      }
    }
    double[] u = gaussDouble(mt);
    double[] w = gaussDouble(mm);
    if (u == null || w == null) {
      return false;
    }
    double su = 0;
    double sw = 0;
    for (int i = 0; i < k; i++) {
      su += u[i];
      sw += w[i];
    }
    if (su <= TOLERANCE || sw <= TOLERANCE) {
      return false;
    }
    double v = 1 / su;
    double[] x = new double[b.length];
    double[] y = new double[b[0].length];
    for (int i = 0; i < k; i++) {
      x[r[i]] = u[i] / su;
      y[c[i]] = w[i] / sw;
      if (x[r[i]] < -TOLERANCE || y[c[i]] < -TOLERANCE) {
        return false;
      }
    }
    for (int j = 0; j < b[0].length; j++) {
      double pay = 0;
      for (int i = 0; i < b.length; i++) {
        pay += x[i] * b[i][j];
      }
      if (pay < v - TOLERANCE) {
        return false;
      }
    }
    for (int i = 0; i < b.length; i++) {
      double pay = 0;
      for (int j = 0; j < b[0].length; j++) {
        pay += b[i][j] * y[j];
      }
      if (pay > v + TOLERANCE) {
        return false;
      }
    }
    return true;
  }

  /** Solves {@code m x = 1} in doubles; null when (nearly) singular. */
  private static double @Nullable [] gaussDouble(double[][] m) {
    int k = m.length;
    double[][] a = new double[k][k + 1];
    for (int i = 0; i < k; i++) {
      System.arraycopy(m[i], 0, a[i], 0, k);
      a[i][k] = 1;
    }
    for (int col = 0; col < k; col++) {
      int pivot = col;
      for (int i = col + 1; i < k; i++) {
        if (Math.abs(a[i][col]) > Math.abs(a[pivot][col])) {
          pivot = i;
        }
      }
      if (Math.abs(a[pivot][col]) < 1e-12) {
        return null;
      }
      double[] t = a[pivot];
      a[pivot] = a[col];
      a[col] = t;
      for (int i = 0; i < k; i++) {
        if (i != col) {
          double f = a[i][col] / a[col][col];
          for (int j = col; j <= k; j++) {
            a[i][j] -= f * a[col][j];
          }
        }
      }
    }
    double[] x = new double[k];
    for (int i = 0; i < k; i++) {
      x[i] = a[i][k] / a[i][i];
    }
    return x;
  }

  /** The support's solution, exactly, if it is optimal; else null. */
  private static @Nullable Solution solveExact(Rational[][] b, int[] r, int[] c) {
    int k = r.length;
    Rational[][] mt = new Rational[k][k];
    Rational[][] mm = new Rational[k][k];
    for (int i = 0; i < k; i++) {
      for (int j = 0; j < k; j++) {
        mm[i][j] = b[r[i]][c[j]];
        mt[j][i] = b[r[i]][c[j]];
      }
    }
    Rational[] u = gauss(mt);
    Rational[] w = gauss(mm);
    if (u == null || w == null) {
      return null;
    }
    Rational su = Rational.ZERO;
    Rational sw = Rational.ZERO;
    for (int i = 0; i < k; i++) {
      su = su.add(u[i]);
      sw = sw.add(w[i]);
    }
    if (su.signum() <= 0 || sw.signum() <= 0) {
      return null;
    }
    Rational v = Rational.ONE.divide(su);
    Rational[] x = new Rational[b.length];
    Rational[] y = new Rational[b[0].length];
    Arrays.fill(x, Rational.ZERO);
    Arrays.fill(y, Rational.ZERO);
    for (int i = 0; i < k; i++) {
      x[r[i]] = u[i].divide(su);
      y[c[i]] = w[i].divide(sw);
      if (x[r[i]].signum() < 0 || y[c[i]].signum() < 0) {
        return null;
      }
    }
    if (!isOptimal(b, List.of(x), List.of(y), v)) {
      return null;
    }
    return new Solution(List.of(x), List.of(y), v);
  }

  /**
   * Whether no pure row earns more than {@code value} against {@code y}, and no pure column pays
   * less than {@code value} against {@code x}: checked exactly.
   *
   * @param a the payoffs
   * @param x the row player's mix
   * @param y the column player's mix
   * @param value the value
   * @return whether neither side can improve on the value with a pure strategy
   */
  public static boolean isOptimal(
      Rational[][] a, List<Rational> x, List<Rational> y, Rational value) {
    for (int j = 0; j < a[0].length; j++) {
      Rational pay = Rational.ZERO;
      for (int i = 0; i < a.length; i++) {
        pay = x.get(i).signum() == 0 ? pay : pay.add(x.get(i).multiply(a[i][j]));
      }
      if (pay.compareTo(value) < 0) {
        return false;
      }
    }
    for (int i = 0; i < a.length; i++) {
      Rational pay = Rational.ZERO;
      for (int j = 0; j < a[0].length; j++) {
        pay = y.get(j).signum() == 0 ? pay : pay.add(a[i][j].multiply(y.get(j)));
      }
      if (pay.compareTo(value) > 0) {
        return false;
      }
    }
    return true;
  }

  /** Solves {@code m x = 1} exactly; null when singular. */
  private static Rational @Nullable [] gauss(Rational[][] m) {
    int k = m.length;
    Rational[][] a = new Rational[k][k + 1];
    for (int i = 0; i < k; i++) {
      System.arraycopy(m[i], 0, a[i], 0, k);
      a[i][k] = Rational.ONE;
    }
    for (int col = 0; col < k; col++) {
      int pivot = -1;
      for (int i = col; i < k; i++) {
        if (a[i][col].signum() != 0) {
          pivot = i;
          break;
        }
      }
      if (pivot < 0) {
        return null;
      }
      Rational[] t = a[pivot];
      a[pivot] = a[col];
      a[col] = t;
      for (int i = 0; i < k; i++) {
        if (i != col && a[i][col].signum() != 0) {
          Rational f = a[i][col].divide(a[col][col]);
          for (int j = col; j <= k; j++) {
            a[i][j] = a[i][j].subtract(f.multiply(a[col][j]));
          }
        }
      }
    }
    Rational[] x = new Rational[k];
    for (int i = 0; i < k; i++) {
      x[i] = a[i][k].divide(a[i][i]);
    }
    return x;
  }
}
