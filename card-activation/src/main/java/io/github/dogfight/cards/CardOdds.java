package io.github.dogfight.cards;

import io.github.dogfight.core.odds.Rational;
import java.math.BigInteger;

/**
 * Exact activation odds from what a player at the table can see: how many cards of each asset are
 * still in the deck, and how many cards are left in all. The order of the remaining cards is a
 * uniformly random permutation, so:
 *
 * <ul>
 *   <li>X activates before Y exactly when, among the cards of X and Y still in the deck, the last
 *       one is Y's: probability {@code y / (x + y)}, whatever the other cards;
 *   <li>X activates within the next k cards exactly when all its {@code x} remaining cards are
 *       among the next k of the {@code n} left: probability {@code C(k, x) / C(n, x)}.
 * </ul>
 */
public final class CardOdds {
  private CardOdds() {}

  /**
   * P(X activates before Y).
   *
   * @param xLeft cards of X still in the deck (0: X has activated, probability 1 unless Y has too)
   * @param yLeft cards of Y still in the deck
   * @return the exact probability
   * @throws IllegalArgumentException if both are 0 or either is negative
   */
  public static Rational before(int xLeft, int yLeft) {
    if (xLeft < 0 || yLeft < 0 || xLeft + yLeft == 0) {
      throw new IllegalArgumentException(
          "cards left must be >= 0 and not both 0, were " + xLeft + " and " + yLeft);
    }
    return Rational.of(yLeft, xLeft + yLeft);
  }

  /**
   * P(X activates within the next {@code k} cards).
   *
   * @param xLeft cards of X still in the deck
   * @param deckLeft cards left in the deck, at least {@code xLeft}
   * @param k how many cards are turned next
   * @return the exact probability
   * @throws IllegalArgumentException for impossible counts
   */
  public static Rational within(int xLeft, int deckLeft, int k) {
    if (xLeft < 0 || deckLeft < xLeft || k < 0) {
      throw new IllegalArgumentException(
          "need 0 <= cards of X <= cards left and k >= 0, were "
              + xLeft
              + ", "
              + deckLeft
              + ", "
              + k);
    }
    if (xLeft == 0) {
      return Rational.ONE;
    }
    int turned = Math.min(k, deckLeft);
    return Rational.of(choose(turned, xLeft), choose(deckLeft, xLeft));
  }

  static BigInteger choose(int n, int k) {
    if (k < 0 || k > n) {
      return BigInteger.ZERO;
    }
    BigInteger r = BigInteger.ONE;
    for (int i = 1; i <= k; i++) {
      r = r.multiply(BigInteger.valueOf(n - k + i)).divide(BigInteger.valueOf(i));
    }
    return r;
  }
}
