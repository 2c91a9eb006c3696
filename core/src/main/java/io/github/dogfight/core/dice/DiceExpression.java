package io.github.dogfight.core.dice;

import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import java.util.List;

/**
 * A dice expression: something that can be rolled and whose exact distribution is known.
 *
 * <p>Every expression has a canonical {@link #notation()} that {@link DiceNotation#parse} reads
 * back into an equal expression. Rolling goes through a {@link Roller}, which records every die.
 *
 * <pre>{@code
 * DiceExpression hits = DiceNotation.parse("2d6-10");
 * hits.distribution().atLeast(1);                   // 1/12
 * DiceRoll roll = roller.roll(hits, "Camel fires at Albatros");
 * }</pre>
 */
public sealed interface DiceExpression permits Constant, DicePool, Sum, Opposed, Doubles, RollOff {

  /**
   * The canonical notation of this expression.
   *
   * @return the canonical notation of this expression
   */
  String notation();

  /**
   * The exact distribution of this expression's value.
   *
   * @return the exact distribution of this expression's value
   *     <p>The cost of the whole answer (each exploding die's mixtures, each keep pool's multisets,
   *     the product of the distinct terms; constants only shift) is estimated from the expression
   *     before any of it is computed, and refused over {@link
   *     io.github.dogfight.core.odds.Distribution#MAX_WORK}.
   * @throws io.github.dogfight.core.odds.OddsLimitException when the exact answer is too large to
   *     compute (too many dice, combinations or values), naming the limit, before any work
   */
  Distribution distribution();

  /**
   * The depth caps of this expression's exploding dice ({@link Explosion#maxDepth}), distinct and
   * ascending; empty when no die explodes. When not empty, {@link #distribution()} and rolling are
   * both capped: a die rolled at its cap counts its face and adds no further die, so the chance of
   * the longer chains stays on the capped value and the mean is slightly below {@link
   * #uncappedMean()}.
   *
   * @return the explosion depth caps, ascending; empty when nothing explodes
   */
  default List<Integer> explosionCaps() {
    return List.of();
  }

  /**
   * The exact mean this expression would have if explosions had no depth cap, in closed form: a die
   * whose faces explode with chance {@code p} adds {@code m / (1 - p)}, where {@code m} is the mean
   * of what one face adds ({@code 21/5} for {@code 1d6!}, against the capped {@code
   * 507915877/120932352}). Equal to {@code distribution().mean()} when nothing explodes.
   *
   * @return the uncapped mean
   * @throws io.github.dogfight.core.odds.OddsLimitException only for an expression whose mean needs
   *     its distribution (a keep pool, a roll-off) and whose distribution is refused
   */
  default Rational uncappedMean() {
    return distribution().mean();
  }

  /**
   * Rolls this expression, drawing faces from {@code context}; use {@link Roller#roll} rather than
   * calling this directly.
   *
   * @param context the faces and the record of the roll
   * @return the value
   */
  int roll(RollContext context);
}
