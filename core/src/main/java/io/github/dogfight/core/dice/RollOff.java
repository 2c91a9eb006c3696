package io.github.dogfight.core.dice;

import io.github.dogfight.core.odds.Distribution;
import java.util.ArrayList;
import java.util.List;

/**
 * A d6 roll-off among {@code contestants} tied parties: each rolls a d6, the highest wins, tied
 * leaders roll again. The value is the winner's index, 1 to {@code contestants}. Notation {@code
 * rolloff(N)}.
 *
 * @param contestants number of tied parties, 2 to 64
 */
public record RollOff(int contestants) implements DiceExpression {
  /** Roll-off rounds after which a roll gives up; unreachable with a fair stream. */
  public static final int MAX_ROUNDS = 1000;

  /**
   * Checks the count.
   *
   * @param contestants number of tied parties, 2 to 64
   * @throws IllegalArgumentException if {@code contestants} is outside 2..64
   */
  public RollOff {
    if (contestants < 2 || contestants > 64) {
      throw new IllegalArgumentException("a roll-off needs 2..64 contestants, was " + contestants);
    }
  }

  @Override
  public String notation() {
    return "rolloff(" + contestants + ")";
  }

  /** Every contestant wins with probability {@code 1/contestants}, by symmetry. */
  @Override
  public Distribution distribution() {
    return Distribution.uniform(1, contestants);
  }

  @Override
  public int roll(RollContext context) {
    List<Integer> alive = new ArrayList<>();
    for (int i = 1; i <= contestants; i++) {
      alive.add(i);
    }
    for (int round = 0; round < MAX_ROUNDS; round++) {
      int best = 0;
      List<Integer> leaders = new ArrayList<>();
      for (int who : alive) {
        int f = context.face(Die.D6);
        if (f > best) {
          best = f;
          leaders.clear();
        }
        if (f == best) {
          leaders.add(who);
        }
      }
      if (leaders.size() == 1) {
        return leaders.get(0);
      }
      alive = leaders;
    }
    throw new IllegalStateException("roll-off undecided after " + MAX_ROUNDS + " rounds");
  }
}
