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
  void theWorkEstimateCountsCoefficientsPrimesAndTransforms() {
    // 60d6 as (1 + x + ... + x^5)^60: 301 coefficients; the weights sum to 6 (3 bits) per die, so
    // at most 180 bits: ceil(181 / 30) = 7 primes; a transform of 2^9 = 512 points (order 9).
    // Work = 301 * 7^2 for the remainders + 7 primes * (1 base + 1 inverse) * 512 * 9.
    BigInteger[] d6 = new BigInteger[6];
    java.util.Arrays.fill(d6, BigInteger.ONE);
    assertThat(ExactConvolution.work(List.<BigInteger[]>of(d6), new int[] {60}))
        .isEqualTo(301 * 49 + 7 * 2 * 512 * 9);
    // One die: 6 coefficients, 3 bits, 1 prime, 8 points (order 3).
    assertThat(ExactConvolution.work(List.<BigInteger[]>of(d6), new int[] {1}))
        .isEqualTo(6 + 1 * 2 * 8 * 3);
    assertThat(ExactConvolution.resultLength(List.of(d6, d6), new int[] {2, 3})).isEqualTo(26);
  }

  @Test
  void negativeAndMismatchedExponentsAreRefused() {
    BigInteger[] one = {BigInteger.ONE, BigInteger.ONE};
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> ExactConvolution.powerProduct(List.<BigInteger[]>of(one), new int[] {1, 2}))
        .hasMessage("one exponent per base");
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> ExactConvolution.powerProduct(List.<BigInteger[]>of(one), new int[] {-1}))
        .hasMessage("negative exponent -1");
    assertThat(ExactConvolution.powerProduct(List.<BigInteger[]>of(one), new int[] {0}))
        .containsExactly(BigInteger.ONE);
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
