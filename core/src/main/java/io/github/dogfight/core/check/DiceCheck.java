package io.github.dogfight.core.check;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.dogfight.core.dice.Chance;
import io.github.dogfight.core.dice.DicePool;
import io.github.dogfight.core.dice.Die;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.function.IntPredicate;

/**
 * What a target-number check and a roll-under check share: a number of dice summed, criticals on
 * the natural total, doubles when two dice are rolled, and a name.
 */
abstract class DiceCheck implements Check {
  final int dice;
  final Die die;
  final IntPredicate criticalSuccess;
  final IntPredicate criticalFailure;
  final String name;
  final String description;

  DiceCheck(
      int dice,
      Die die,
      IntPredicate criticalSuccess,
      IntPredicate criticalFailure,
      String name,
      String description) {
    checkArgument(dice >= 1 && dice <= 100, "a check rolls 1 to 100 dice, not %s", dice);
    this.dice = dice;
    this.die = Objects.requireNonNull(die, "die");
    this.criticalSuccess = Objects.requireNonNull(criticalSuccess, "criticalSuccess");
    this.criticalFailure = Objects.requireNonNull(criticalFailure, "criticalFailure");
    this.name = Objects.requireNonNull(name, "name");
    this.description = Objects.requireNonNull(description, "description");
  }

  /** The margin of a natural total for an actor at {@code level} (rating plus modifier). */
  abstract int margin(int natural, int level);

  @Override
  public final Chance<CheckOutcome> chance(int rating, int modifier) {
    int level = Math.addExact(rating, modifier);
    if (dice == 2) {
      return Chance.dice(die, 2)
          .map(
              v -> {
                int a = v.get(0);
                int b = v.get(1);
                return outcome(a + b, level, a == b ? OptionalInt.of(a) : OptionalInt.empty());
              })
          .named(name);
    }
    return Chance.of(DicePool.sum(dice, die))
        .map(total -> outcome(total, level, OptionalInt.empty()))
        .named(name);
  }

  private CheckOutcome outcome(int natural, int level, OptionalInt doubles) {
    int margin = margin(natural, level);
    Critical c =
        criticalFailure.test(natural)
            ? Critical.FAILURE
            : criticalSuccess.test(natural) ? Critical.SUCCESS : Critical.NONE;
    return new CheckOutcome(margin >= 0, margin, doubles, Critical.NONE).withCritical(c);
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public String description() {
    return description;
  }

  static final IntPredicate NEVER = total -> false;
}
