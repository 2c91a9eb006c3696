package io.github.dogfight.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/**
 * The transform primes checked against BigInteger: primality, the search order, Montgomery
 * arithmetic and the generator, each on fresh (uncached) instances.
 */
class NttPrimeProperties {
  @Property(tries = 300)
  void primalityAgreesWithBigInteger(@ForAll @LongRange(min = 0, max = 1L << 31) long n) {
    assertThat(NttPrime.isPrime(n)).isEqualTo(BigInteger.valueOf(n).isProbablePrime(60));
  }

  @Example
  void primalityOfSmallNumbersAndKnownPseudoprimes() {
    for (long n = 0; n < 2_000; n++) {
      assertThat(NttPrime.isPrime(n))
          .as("%d", n)
          .isEqualTo(BigInteger.valueOf(n).isProbablePrime(60));
    }
    // Carmichael numbers and strong pseudoprimes to bases 2, 3 and 5 are composite (the test is
    // exact below 2^31, its domain: bases 2, 7 and 61 have no common strong pseudoprime there).
    for (long n : new long[] {561, 1105, 1729, 2047, 3277, 4033, 4681, 8321, 25_326_001L}) {
      assertThat(NttPrime.isPrime(n)).as("%d", n).isFalse();
    }
    assertThat(NttPrime.isPrime(2_147_483_647L)).isTrue(); // 2^31 - 1
    assertThat(NttPrime.isPrime(2_013_265_921L)).isTrue(); // 15 * 2^27 + 1
  }

  @Property(tries = 20)
  void theSearchFindsTheLargestPrimesOfTheForm(
      @ForAll @IntRange(min = 10, max = 26) int order,
      @ForAll @IntRange(min = 1, max = 6) int count) {
    long step = 1L << order;
    List<Long> expected = new ArrayList<>();
    for (long c = ((1L << 31) - 2) / step;
        expected.size() < count && c * step + 1 > (1L << 30);
        c--) {
      if (BigInteger.valueOf(c * step + 1).isProbablePrime(60)) {
        expected.add(c * step + 1);
      }
    }
    List<Long> found = new ArrayList<>();
    for (NttPrime p : NttPrime.search(order, 1L << 31, count)) {
      found.add(p.p);
    }
    assertThat(found).containsExactlyElementsOf(expected);
    // Continuing below the last one finds the next ones, as the cache does.
    if (!expected.isEmpty()) {
      List<Long> rest = new ArrayList<>();
      for (NttPrime p : NttPrime.search(order, expected.get(0), count - 1)) {
        rest.add(p.p);
      }
      assertThat(rest).containsExactlyElementsOf(expected.subList(1, expected.size()));
    }
    List<Long> cached = new ArrayList<>();
    for (NttPrime p : NttPrime.primes(order, count)) {
      cached.add(p.p);
    }
    assertThat(cached).containsExactlyElementsOf(expected);
  }

  @Example
  void fewerPrimesWhenTheFormHasNoMoreInTheRange() {
    // At order 30 the only candidate is 2^30 + 1 = 5^2 * 13 * 41 * 61 * 1321: none.
    // At order 27 there is exactly one: 15 * 2^27 + 1.
    assertThat(NttPrime.search(30, 1L << 31, 3)).isEmpty();
    assertThat(NttPrime.primes(30, 3)).isEmpty();
    assertThat(NttPrime.search(27, 1L << 31, 3))
        .extracting(p -> p.p)
        .containsExactly(2_013_265_921L);
  }

  @Property(tries = 200)
  void montgomeryArithmeticMatchesBigInteger(
      @ForAll @IntRange(min = 0, max = 5) int which,
      @ForAll @LongRange(min = 0, max = (1L << 31) - 1) long x,
      @ForAll @LongRange(min = 0, max = (1L << 31) - 1) long y) {
    NttPrime prime = new NttPrime(PRIMES[which]);
    BigInteger p = BigInteger.valueOf(prime.p);
    long a = x % prime.p;
    long b = y % prime.p;
    long expected = BigInteger.valueOf(a).multiply(BigInteger.valueOf(b)).mod(p).longValue();
    // mul(aR, b) = a * b: one factor in Montgomery form gives the plain product.
    assertThat(prime.mul(prime.toMont(a), b)).isEqualTo(expected);
    assertThat(prime.redc(prime.toMont(a))).isEqualTo(a);
    assertThat(prime.pow(a, 3))
        .isEqualTo(BigInteger.valueOf(a).modPow(BigInteger.valueOf(3), p).longValue());
    if (a != 0) {
      assertThat(prime.mul(prime.toMont(a), prime.inverse(a))).isEqualTo(1);
    }
  }

  @Property(tries = 6)
  void theGeneratorIsTheSmallestPrimitiveRoot(@ForAll @IntRange(min = 0, max = 5) int which) {
    long p = PRIMES[which];
    List<Long> factors = primeFactors(p - 1);
    long smallest = 2;
    while (!primitiveRoot(smallest, p, factors)) {
      smallest++;
    }
    assertThat(new NttPrime(p).generator).isEqualTo(smallest);
  }

  /** NTT primes of several orders, with p - 1 of different shapes (some with repeated factors). */
  private static final long[] PRIMES = {
    2_013_265_921L, // 15 * 2^27 + 1
    2_113_929_217L, // 63 * 2^25 + 1 (63 = 3^2 * 7)
    1_811_939_329L, // 27 * 2^26 + 1 (27 = 3^3)
    2_130_706_433L, // 127 * 2^24 + 1
    2_147_483_647L, // 2^31 - 1
    1_107_296_257L // 33 * 2^25 + 1
  };

  private static List<Long> primeFactors(long n) {
    List<Long> out = new ArrayList<>();
    for (long f = 2; f <= n; f++) {
      if (n % f == 0) {
        out.add(f);
        while (n % f == 0) {
          n /= f;
        }
      }
      if (f * f > n && n > 1) {
        out.add(n);
        break;
      }
    }
    return out;
  }

  private static boolean primitiveRoot(long g, long p, List<Long> factors) {
    for (long f : factors) {
      if (BigInteger.valueOf(g)
          .modPow(BigInteger.valueOf((p - 1) / f), BigInteger.valueOf(p))
          .equals(BigInteger.ONE)) {
        return false;
      }
    }
    return true;
  }
}
