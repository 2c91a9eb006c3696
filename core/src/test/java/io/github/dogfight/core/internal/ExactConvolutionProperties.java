package io.github.dogfight.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class ExactConvolutionProperties {

  @Provide
  Arbitrary<BigInteger[]> polynomials() {
    Arbitrary<BigInteger> coefficient =
        Arbitraries.oneOf(
            Arbitraries.bigIntegers().between(BigInteger.ZERO, BigInteger.valueOf(10)),
            Arbitraries.bigIntegers().between(BigInteger.ZERO, BigInteger.TWO.pow(200)));
    return coefficient
        .array(BigInteger[].class)
        .ofMinSize(1)
        .ofMaxSize(12)
        .filter(a -> a[0].signum() != 0 && a[a.length - 1].signum() != 0);
  }

  /** The transform with several primes and the Chinese remainder theorem is exact. */
  @Property(tries = 80)
  void transformEqualsDirectMultiplication(
      @ForAll("polynomials") BigInteger[] a,
      @ForAll("polynomials") BigInteger[] b,
      @ForAll @IntRange(min = 1, max = 6) int ea,
      @ForAll @IntRange(min = 0, max = 4) int eb) {
    List<BigInteger[]> bases = List.of(a, b);
    int[] exponents = {ea, eb};
    int length = (int) ExactConvolution.resultLength(bases, exponents);
    BigInteger[] direct = direct(bases, exponents);
    assertThat(ExactConvolution.transformed(bases, exponents, length)).containsExactly(direct);
    assertThat(ExactConvolution.powerProduct(bases, exponents)).containsExactly(direct);
  }

  @Test
  void largePowersMatchRepeatedMultiplication() {
    // 1 + x + ... + x^5 to the 60th: the weights of 60d6 shifted by 60, through the transform.
    BigInteger[] d6 = new BigInteger[6];
    java.util.Arrays.fill(d6, BigInteger.ONE);
    BigInteger[] expected = {BigInteger.ONE};
    for (int i = 0; i < 60; i++) {
      expected = ExactConvolution.multiply(expected, d6);
    }
    List<BigInteger[]> bases = new ArrayList<>();
    bases.add(d6);
    assertThat(ExactConvolution.powerProduct(bases, new int[] {60})).containsExactly(expected);
    assertThat(expected[150]).isEqualTo(expected[150]); // symmetric centre exists
    assertThat(expected[0]).isEqualTo(BigInteger.ONE);
  }

  @Test
  void primesAreNttFriendly() {
    for (NttPrime p : NttPrime.primes(16, 40)) {
      assertThat(NttPrime.isPrime(p.p)).isTrue();
      assertThat((p.p - 1) % (1 << 16)).isZero();
      assertThat(p.p).isBetween(1L << 30, 1L << 31);
      assertThat(BigInteger.valueOf(p.p).isProbablePrime(50)).isTrue();
    }
    assertThat(NttPrime.isPrime(1_000_000_007L)).isTrue();
    assertThat(NttPrime.isPrime(1_000_000_011L)).isFalse();
  }

  private static BigInteger[] direct(List<BigInteger[]> bases, int[] exponents) {
    BigInteger[] result = {BigInteger.ONE};
    for (int i = 0; i < bases.size(); i++) {
      for (int k = 0; k < exponents[i]; k++) {
        result = ExactConvolution.multiply(result, bases.get(i));
      }
    }
    return result;
  }
}
