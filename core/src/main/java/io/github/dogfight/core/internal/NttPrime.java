package io.github.dogfight.core.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A prime {@code p} between 2^30 and 2^31 with {@code 2^order | p - 1}, and Montgomery arithmetic
 * modulo it (R = 2^32). Values are longs in {@code [0, p)}.
 */
final class NttPrime {
  private static final long LOW = 1L << 30;
  private static final long HIGH = 1L << 31;
  private static final ConcurrentHashMap<Integer, List<NttPrime>> BY_ORDER =
      new ConcurrentHashMap<>();

  final long p;

  /** {@code -p^-1 mod 2^32}. */
  private final long negInv;

  /** {@code R^2 mod p}. */
  private final long r2;

  /** A generator of the multiplicative group mod p. */
  final long generator;

  /** Montgomery constants and a generator for the prime {@code p} (not checked to be prime). */
  NttPrime(long p) {
    this.p = p;
    long inv = p;
    for (int i = 0; i < 5; i++) {
      inv = (inv * (2 - p * inv)) & 0xFFFFFFFFL;
    }
    this.negInv = -inv & 0xFFFFFFFFL;
    long r = HIGH * 2 % p; // 2^32 mod p
    this.r2 = r * r % p;
    this.generator = findGenerator(p);
  }

  /**
   * The first {@code count} primes in (2^30, 2^31) with {@code 2^order | p - 1}, largest first;
   * fewer when there are not that many. Found once per order and kept.
   */
  static List<NttPrime> primes(int order, int count) {
    List<NttPrime> known = BY_ORDER.computeIfAbsent(order, o -> new ArrayList<>());
    synchronized (known) {
      if (known.size() < count) {
        long below = known.isEmpty() ? HIGH : known.get(known.size() - 1).p;
        known.addAll(search(order, below, count - known.size()));
      }
      return List.copyOf(known.subList(0, Math.min(count, known.size())));
    }
  }

  /**
   * The first {@code count} primes {@code p} with {@code 2^30 < p < below} and {@code 2^order | p -
   * 1}, largest first; fewer when there are not that many.
   */
  static List<NttPrime> search(int order, long below, int count) {
    long step = 1L << order;
    List<NttPrime> found = new ArrayList<>();
    for (long c = (below - 2) / step; found.size() < count && c * step + 1 > LOW; c--) {
      long candidate = c * step + 1;
      if (isPrime(candidate)) {
        found.add(new NttPrime(candidate));
      }
    }
    return found;
  }

  /** Montgomery reduction of {@code t < p * 2^32}. */
  long redc(long t) {
    long m = ((t & 0xFFFFFFFFL) * negInv) & 0xFFFFFFFFL;
    long u = ((t + m * p) >>> 32) - p;
    return u + (p & (u >> 63));
  }

  /** {@code a * b * R^-1 mod p}. */
  long mul(long a, long b) {
    return redc(a * b);
  }

  /** {@code a} into Montgomery form. */
  long toMont(long a) {
    return redc(a % p * r2);
  }

  /** {@code base^e mod p}, plain (not Montgomery) arithmetic. */
  long pow(long base, long e) {
    return modPow(base, e, p);
  }

  /** {@code a^-1 mod p}, plain. */
  long inverse(long a) {
    return pow(a, p - 2);
  }

  private static long findGenerator(long p) {
    List<Long> factors = new ArrayList<>();
    long n = p - 1;
    for (long f = 2; f * f <= n; f++) {
      if (n % f == 0) {
        factors.add(f);
        while (n % f == 0) {
          n /= f;
        }
      }
    }
    if (n > 1) {
      factors.add(n);
    }
    outer:
    for (long g = 2; ; g++) {
      for (long f : factors) {
        if (modPow(g, (p - 1) / f, p) == 1) {
          continue outer;
        }
      }
      return g;
    }
  }

  private static long modPow(long base, long e, long m) {
    long result = 1;
    long b = base % m;
    long x = e;
    while (x > 0) {
      if ((x & 1) == 1) {
        result = result * b % m;
      }
      b = b * b % m;
      x >>= 1;
    }
    return result;
  }

  /**
   * Deterministic Miller-Rabin (bases 2, 7, 61) for {@code 0 <= n <= 2^31}, the range the primes
   * are searched in; above about 3.04e9 the products of residues would overflow a long.
   */
  static boolean isPrime(long n) {
    if (n < 2) {
      return false;
    }
    for (long small : new long[] {2, 3, 5, 7, 11, 13, 61}) {
      if (n % small == 0) {
        return n == small;
      }
    }
    long d = n - 1;
    int s = 0;
    while ((d & 1) == 0) {
      d >>= 1;
      s++;
    }
    for (long a : new long[] {2, 7, 61}) {
      long x = modPow(a, d, n);
      if (x == 1 || x == n - 1) {
        continue;
      }
      boolean composite = true;
      for (int r = 1; r < s; r++) {
        x = x * x % n;
        if (x == n - 1) {
          composite = false;
          break;
        }
      }
      if (composite) {
        return false;
      }
    }
    return true;
  }
}
