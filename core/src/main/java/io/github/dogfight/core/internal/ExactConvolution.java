package io.github.dogfight.core.internal;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Exact products of polynomials with non-negative big-integer coefficients: {@code a_1(x)^e_1 * ...
 * * a_n(x)^e_n}, the weights of a sum of independent dice.
 *
 * <p>Large products are computed modulo several primes with a number-theoretic transform (each
 * factor is transformed once, raised to its power point by point, and the product transformed
 * back), and each exact coefficient is rebuilt from its residues by the Chinese remainder theorem
 * (Garner's mixed-radix form). Enough primes are used for their product to exceed the largest
 * possible coefficient, the product of the factors' coefficient sums, so the result is exact. Small
 * products are multiplied directly. Both paths give identical results.
 */
public final class ExactConvolution {
  /** Products whose direct multiplication needs fewer coefficient products than this go direct. */
  private static final long DIRECT_LIMIT = 20_000;

  private ExactConvolution() {}

  /**
   * The estimated work of {@link #powerProduct}, in elementary steps (rebuilding each coefficient
   * from its residues dominates), for callers that refuse questions above a limit before any work
   * is done.
   */
  public static double work(List<BigInteger[]> bases, int[] exponents) {
    long[] lengths = new long[bases.size()];
    long[] bits = new long[bases.size()];
    for (int i = 0; i < bases.size(); i++) {
      lengths[i] = bases.get(i).length;
      BigInteger sum = BigInteger.ZERO;
      for (BigInteger c : bases.get(i)) {
        sum = sum.add(c);
      }
      bits[i] = sum.bitLength();
    }
    return transformWork(lengths, bits, exponents);
  }

  /**
   * The estimated work of {@link #powerProduct} from the factors' sizes alone, before any factor is
   * computed: {@code lengths[i]} coefficients whose sum has at most {@code bits[i]} bits, raised to
   * {@code exponents[i]}. A product small enough to multiply directly costs its direct products; a
   * larger one {@link #work(List, int[])} (an upper bound when the sizes are).
   *
   * @param lengths each factor's number of coefficients
   * @param bits bits enough for each factor's coefficient sum
   * @param exponents each factor's power
   * @return the estimated steps
   */
  public static double work(long[] lengths, long[] bits, int[] exponents) {
    // Small products are multiplied directly (see powerProduct): their cost is the direct one.
    long direct = 0;
    long grown = 1;
    for (int i = 0; i < lengths.length && direct <= DIRECT_LIMIT; i++) {
      for (int k = 0; k < exponents[i] && direct <= DIRECT_LIMIT; k++) {
        direct += grown * lengths[i];
        grown += lengths[i] - 1;
      }
    }
    if (direct <= DIRECT_LIMIT) {
      return direct;
    }
    return transformWork(lengths, bits, exponents);
  }

  private static double transformWork(long[] lengths, long[] bits, int[] exponents) {
    double length = 1;
    double bound = 0;
    int factors = 0;
    for (int i = 0; i < lengths.length; i++) {
      length += (double) exponents[i] * (lengths[i] - 1);
      bound += (double) exponents[i] * bits[i];
      factors++;
    }
    double primes = Math.ceil((bound + 1) / 30.0);
    if (length > (1L << 40)) {
      return Double.POSITIVE_INFINITY;
    }
    int order = order((long) length);
    double transforms = primes * (factors + 1) * (double) (1L << order) * order;
    return length * primes * primes + transforms;
  }

  /** The number of coefficients of the product. */
  public static long resultLength(List<BigInteger[]> bases, int[] exponents) {
    long length = 1;
    for (int i = 0; i < bases.size(); i++) {
      length += (long) exponents[i] * (bases.get(i).length - 1);
    }
    return length;
  }

  /** Bits enough for any coefficient of the product. */
  private static long boundBits(List<BigInteger[]> bases, int[] exponents) {
    long bits = 0;
    for (int i = 0; i < bases.size(); i++) {
      BigInteger sum = BigInteger.ZERO;
      for (BigInteger c : bases.get(i)) {
        sum = sum.add(c);
      }
      bits += (long) exponents[i] * sum.bitLength();
    }
    return bits;
  }

  private static int order(long length) {
    int order = 1;
    while ((1L << order) < length) {
      order++;
    }
    return order;
  }

  /**
   * {@code bases[0]^exponents[0] * bases[1]^exponents[1] * ...}: coefficient {@code j} of the
   * result is the coefficient of {@code x^j}.
   *
   * @param bases coefficient arrays, each non-empty, every coefficient non-negative
   * @param exponents a non-negative power for each base
   * @throws IllegalArgumentException if the product is too long to transform
   */
  public static BigInteger[] powerProduct(List<BigInteger[]> bases, int[] exponents) {
    if (bases.size() != exponents.length) {
      throw new IllegalArgumentException("one exponent per base");
    }
    List<BigInteger[]> bs = new ArrayList<>();
    List<Integer> es = new ArrayList<>();
    for (int i = 0; i < bases.size(); i++) {
      if (exponents[i] < 0) {
        throw new IllegalArgumentException("negative exponent " + exponents[i]);
      }
      if (exponents[i] > 0) {
        bs.add(bases.get(i));
        es.add(exponents[i]);
      }
    }
    int[] e = es.stream().mapToInt(Integer::intValue).toArray();
    long length = resultLength(bs, e);
    if (length > (1 << 26)) {
      throw new IllegalArgumentException("a product of " + length + " coefficients is too long");
    }
    long direct = directCost(bs, e);
    if (direct <= DIRECT_LIMIT) {
      WorkMeter.add(direct);
      return direct(bs, e);
    }
    return transformed(bs, e, (int) length);
  }

  private static long directCost(List<BigInteger[]> bases, int[] exponents) {
    long cost = 0;
    long length = 1;
    for (int i = 0; i < bases.size(); i++) {
      for (int k = 0; k < exponents[i]; k++) {
        cost += length * bases.get(i).length;
        length += bases.get(i).length - 1;
        if (cost > DIRECT_LIMIT) {
          return cost;
        }
      }
    }
    return cost;
  }

  private static BigInteger[] direct(List<BigInteger[]> bases, int[] exponents) {
    BigInteger[] result = {BigInteger.ONE};
    for (int i = 0; i < bases.size(); i++) {
      for (int k = 0; k < exponents[i]; k++) {
        result = multiply(result, bases.get(i));
      }
    }
    return result;
  }

  /** The schoolbook product of two coefficient arrays. */
  public static BigInteger[] multiply(BigInteger[] a, BigInteger[] b) {
    BigInteger[] w = new BigInteger[a.length + b.length - 1];
    Arrays.fill(w, BigInteger.ZERO);
    for (int i = 0; i < a.length; i++) {
      if (a[i].signum() == 0) {
        continue;
      }
      for (int j = 0; j < b.length; j++) {
        if (b[j].signum() != 0) {
          w[i + j] = w[i + j].add(a[i].multiply(b[j]));
        }
      }
    }
    return w;
  }

  /**
   * The product through the transform, whatever its size (tests compare it with the direct path).
   */
  static BigInteger[] transformed(List<BigInteger[]> bases, int[] exponents, int length) {
    int order = order(length);
    int n = 1 << order;
    int count = (int) ((boundBits(bases, exponents) + 1 + 29) / 30);
    List<NttPrime> primes = NttPrime.primes(order, count);
    if (primes.size() < count) {
      throw new IllegalArgumentException(
          "a product of " + length + " coefficients needs more transform primes than exist");
    }
    // Counted as done: one forward transform per factor and one inverse per prime, then each
    // coefficient rebuilt from its residues.
    WorkMeter.add((long) count * (bases.size() + 1) * n * order + (long) length * count * count);
    int[][] residues = new int[count][];
    boolean parallel = (double) count * n * order > 2e6;
    IntStream ids = IntStream.range(0, count);
    (parallel ? ids.parallel() : ids)
        .forEach(i -> residues[i] = residues(primes.get(i), bases, exponents, n, order, length));
    long[] moduli = new long[count];
    for (int i = 0; i < count; i++) {
      moduli[i] = primes.get(i).p;
    }
    Garner garner = new Garner(primes, moduli);
    BigInteger[] out = new BigInteger[length];
    int blocks = (length + Garner.BLOCK - 1) / Garner.BLOCK;
    IntStream chunks = IntStream.range(0, blocks);
    boolean parallelCrt = (double) length * count * count > 4e6;
    (parallelCrt ? chunks.parallel() : chunks).forEach(b -> garner.rebuild(residues, b, out));
    return out;
  }

  /** The product modulo one prime, as residues of its first {@code length} coefficients. */
  private static int[] residues(
      NttPrime prime, List<BigInteger[]> bases, int[] exponents, int n, int order, int length) {
    long[] product = null;
    long[] tw = twiddles(prime, n, order, false);
    for (int b = 0; b < bases.size(); b++) {
      if (exponents[b] == 0) {
        continue;
      }
      long[] a = new long[n];
      BigInteger[] base = bases.get(b);
      BigInteger bp = BigInteger.valueOf(prime.p);
      for (int i = 0; i < base.length; i++) {
        long r =
            base[i].bitLength() < 63 ? base[i].longValue() % prime.p : base[i].mod(bp).longValue();
        a[i] = prime.toMont(r);
      }
      transform(prime, a, tw);
      long one = prime.toMont(1);
      for (int i = 0; i < n; i++) {
        long x = a[i];
        long acc = one;
        int e = exponents[b];
        while (e > 0) {
          if ((e & 1) == 1) {
            acc = prime.mul(acc, x);
          }
          e >>= 1;
          if (e > 0) {
            x = prime.mul(x, x);
          }
        }
        a[i] = acc;
      }
      if (product == null) {
        product = a;
      } else {
        for (int i = 0; i < n; i++) {
          product[i] = prime.mul(product[i], a[i]);
        }
      }
    }
    long[] p = product == null ? new long[n] : product;
    transform(prime, p, twiddles(prime, n, order, true));
    // p holds Montgomery forms of n * coefficient; a Montgomery product with plain n^-1 is plain.
    long nInv = prime.inverse(n);
    int[] out = new int[length];
    for (int i = 0; i < length; i++) {
      out[i] = (int) prime.mul(p[i], nInv);
    }
    return out;
  }

  /** Powers of a primitive {@code n}-th root of unity (or its inverse), in Montgomery form. */
  private static long[] twiddles(NttPrime prime, int n, int order, boolean inverse) {
    long root = prime.pow(prime.generator, (prime.p - 1) >> order);
    if (inverse) {
      root = prime.inverse(root);
    }
    long[] tw = new long[Math.max(1, n / 2)];
    long w = prime.toMont(1);
    long rootM = prime.toMont(root);
    for (int i = 0; i < tw.length; i++) {
      tw[i] = w;
      w = prime.mul(w, rootM);
    }
    return tw;
  }

  /** In-place iterative radix-2 transform (bit-reversed input order, natural output). */
  private static void transform(NttPrime prime, long[] a, long[] tw) {
    int n = a.length;
    for (int i = 1, j = 0; i < n; i++) {
      int bit = n >> 1;
      for (; (j & bit) != 0; bit >>= 1) {
        j ^= bit;
      }
      j ^= bit;
      if (i < j) {
        long t = a[i];
        a[i] = a[j];
        a[j] = t;
      }
    }
    long p = prime.p;
    for (int len = 2; len <= n; len <<= 1) {
      int half = len >> 1;
      int stride = n / len;
      for (int i = 0; i < n; i += len) {
        for (int j = 0; j < half; j++) {
          long u = a[i + j];
          long v = prime.mul(a[i + j + half], tw[j * stride]);
          long s = u + v;
          a[i + j] = s >= p ? s - p : s;
          long d = u - v;
          a[i + j + half] = d < 0 ? d + p : d;
        }
      }
    }
  }

  /** Rebuilds exact coefficients from their residues. */
  private static final class Garner {
    /** Coefficients rebuilt side by side. */
    static final int BLOCK = 64;

    private final List<NttPrime> primes;
    private final long[] moduli;

    /** {@code inv[i][j]}: {@code moduli[j]^-1 mod moduli[i]} in Montgomery form, for j < i. */
    private final long[][] inv;

    Garner(List<NttPrime> primes, long[] moduli) {
      this.primes = primes;
      this.moduli = moduli;
      this.inv = new long[moduli.length][];
      for (int i = 0; i < moduli.length; i++) {
        NttPrime pi = primes.get(i);
        inv[i] = new long[i];
        for (int j = 0; j < i; j++) {
          inv[i][j] = pi.toMont(pi.inverse(moduli[j] % pi.p));
        }
      }
    }

    /**
     * Rebuilds the coefficients of block {@code block} (a run of {@link #BLOCK} indices) into
     * {@code out}. The coefficients of a block are worked on side by side, so the processor
     * overlaps their independent arithmetic.
     */
    void rebuild(int[][] residues, int block, BigInteger[] out) {
      int k = moduli.length;
      int from = block * BLOCK;
      int size = Math.min(BLOCK, out.length - from);
      long[][] digits = new long[k][size];
      for (int i = 0; i < k; i++) {
        NttPrime pi = primes.get(i);
        long mi = pi.p;
        long[] x = digits[i];
        int[] r = residues[i];
        for (int c = 0; c < size; c++) {
          x[c] = r[from + c];
        }
        long[] invI = inv[i];
        for (int j = 0; j < i; j++) {
          long invJ = invI[j];
          long[] dj = digits[j];
          for (int c = 0; c < size; c++) {
            // Branch-free: digits and residues are below 2^31 < 2 * mi.
            long d = dj[c];
            d -= mi & ((mi - 1 - d) >> 63);
            long t = x[c] - d;
            t += mi & (t >> 63);
            x[c] = pi.mul(t, invJ);
          }
        }
      }
      int[] words = new int[k + 2];
      for (int c = 0; c < size; c++) {
        out[from + c] = horner(digits, c, words);
      }
    }

    /** {@code d0 + m0 * (d1 + m1 * (d2 + ...))} for the digits of coefficient {@code c}. */
    private BigInteger horner(long[][] digits, int c, int[] words) {
      int top = moduli.length - 1;
      while (top > 0 && digits[top][c] == 0) {
        top--;
      }
      Arrays.fill(words, 0);
      words[0] = (int) digits[top][c];
      int used = 1;
      for (int i = top - 1; i >= 0; i--) {
        long m = moduli[i];
        long carry = digits[i][c];
        for (int w = 0; w < used; w++) {
          long t = (words[w] & 0xFFFFFFFFL) * m + carry;
          words[w] = (int) t;
          carry = t >>> 32;
        }
        if (carry != 0) {
          words[used++] = (int) carry;
        }
      }
      if (used == 1 && words[0] >= 0) {
        return BigInteger.valueOf(words[0]);
      }
      byte[] bytes = new byte[used * 4];
      for (int w = 0; w < used; w++) {
        int v = words[w];
        int at = bytes.length - 4 * w;
        bytes[at - 1] = (byte) v;
        bytes[at - 2] = (byte) (v >>> 8);
        bytes[at - 3] = (byte) (v >>> 16);
        bytes[at - 4] = (byte) (v >>> 24);
      }
      return new BigInteger(1, bytes);
    }
  }
}
