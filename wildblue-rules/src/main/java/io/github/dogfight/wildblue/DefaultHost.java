package io.github.dogfight.wildblue;

import io.github.dogfight.core.check.Check;
import io.github.dogfight.core.dice.Chance;
import io.github.dogfight.core.dice.DicePool;
import io.github.dogfight.core.dice.Die;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** {@link Host#defaults()}: d20 roll-under checks with natural 1 and 20 criticals. */
final class DefaultHost implements Host {
  static final DefaultHost INSTANCE = new DefaultHost();

  private final Check check =
      Check.rollUnder(1, Die.of(20))
          .withCriticals(n -> n == 1, n -> n == 20)
          .named(
              "d20 roll-under",
              "Roll 1d20; pass at or under the rating less the penalty. A natural 1 is a critical"
                  + " success, a natural 20 a critical failure.");

  private DefaultHost() {}

  @Override
  public Check check() {
    return check;
  }

  /**
   * The initiative rolls made so far, one per bonus less penalty: a roll's odds depend on nothing
   * else, and a {@link Chance} is immutable (its exact outcomes are computed once, safely under
   * concurrent use), so every game shares them instead of building one per roll.
   */
  private final Map<Integer, Chance<Integer>> initiatives = new ConcurrentHashMap<>();

  @Override
  public Chance<Integer> initiative(int bonus, int penalty) {
    return initiatives.computeIfAbsent(bonus - penalty, DefaultHost::initiative);
  }

  /** 1d10 plus {@code shift}. */
  private static Chance<Integer> initiative(int shift) {
    return Chance.of(DicePool.sum(1, Die.of(10)))
        .map(v -> v + shift)
        .named("1d10" + (shift >= 0 ? "+" + shift : String.valueOf(shift)));
  }

  /**
   * The number a d20 roll needs: at or under the rating plus the modifier, a natural 1 always, a
   * natural 20 never: "needs 12 or less", "needs a natural 1", "needs 19 or less".
   */
  @Override
  public String needs(int rating, int modifier) {
    int level = rating + modifier;
    if (level < 2) {
      return "needs a natural 1";
    }
    return "needs " + Math.min(level, 19) + " or less";
  }

  @Override
  public String name() {
    return "d20 roll-under (default host)";
  }

  @Override
  public String description() {
    return "The default host: d20 roll-under checks (a natural 1 a critical success, a natural 20"
        + " a critical failure), initiative 1d10 + bonus - penalty.";
  }
}
