package io.github.dogfight.cards;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.view.Audience;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Who may read the dice a round is dealt with (issue 28, "dice carry the audience of their
 * purpose"). Dealing a round ({@link CardRounds#start}) draws three kinds of dice, in this order:
 *
 * <ol>
 *   <li>the 0-card tie roll-offs (5.2 "If you still have a tie, determine with a die roll"), rolled
 *       at the table: everyone may read them;
 *   <li>the shuffle ({@link CardRound#SHUFFLE}, 4.2 "Carefully mix all the remaining cards ... into
 *       an activation deck"): they order the deck, which nobody may know until its cards are
 *       turned, so they are for the referee alone ({@link #SHUFFLE_AUDIENCE});
 *   <li>the opponent's mix ({@link CardRound#MIX}, 4.2 "The opponent is allowed to mix the deck
 *       some more after this"), for {@link CardAssets#mixAudience} (the referee by default).
 * </ol>
 *
 * <p>A host puts the first in its public event and the others in events addressed to their
 * audience, so the full record (saves, the referee's log) still holds every die, in the order
 * drawn, and a player cannot replay the shuffle from the dice it reads.
 *
 * <pre>{@code
 * int mark = roller.rollCount();
 * CardTurn turn = CardRounds.start(state, host, ThreatRule.WORST, roller);
 * DeckDice.Split dice = DeckDice.split(roller.rollsSince(mark));
 * dice.table();    // public: the roll-offs
 * dice.shuffle();  // for DeckDice.SHUFFLE_AUDIENCE
 * dice.mix();      // for host.mixAudience(state)
 * }</pre>
 */
public final class DeckDice {
  /** Who may read the shuffle's dice: the referee alone. */
  public static final Audience SHUFFLE_AUDIENCE = Audience.referee();

  private DeckDice() {}

  /**
   * A round's dice, by audience, each list in the order drawn.
   *
   * @param table the dice everyone may read (roll-offs and any other roll of the host's)
   * @param shuffle the shuffle's dice, for {@link #SHUFFLE_AUDIENCE}
   * @param mix the opponent's mix's dice, for {@link CardAssets#mixAudience}
   */
  public record Split(List<DiceRoll> table, List<DiceRoll> shuffle, List<DiceRoll> mix) {
    /**
     * Copies the lists.
     *
     * @param table the dice everyone may read (roll-offs and any other roll of the host's)
     * @param shuffle the shuffle's dice, for {@link #SHUFFLE_AUDIENCE}
     * @param mix the opponent's mix's dice, for {@link CardAssets#mixAudience}
     */
    public Split {
      table = List.copyOf(Objects.requireNonNull(table, "table"));
      shuffle = List.copyOf(Objects.requireNonNull(shuffle, "shuffle"));
      mix = List.copyOf(Objects.requireNonNull(mix, "mix"));
    }
  }

  /**
   * Whether {@code roll} orders an activation deck: a die of the shuffle or of the opponent's mix.
   *
   * @param roll a roll
   * @return whether it was drawn to order a deck
   */
  public static boolean ordersTheDeck(DiceRoll roll) {
    return isShuffle(roll) || isMix(roll);
  }

  /**
   * Whether {@code roll} is a die of the deck's shuffle ({@link CardRound#SHUFFLE}).
   *
   * @param roll a roll
   * @return whether it is a shuffle die
   */
  public static boolean isShuffle(DiceRoll roll) {
    return CardRound.SHUFFLE.equals(Objects.requireNonNull(roll, "roll").purpose());
  }

  /**
   * Whether {@code roll} is a die of the opponent's mix ({@link CardRound#MIX}).
   *
   * @param roll a roll
   * @return whether it is a mix die
   */
  public static boolean isMix(DiceRoll roll) {
    return CardRound.MIX.equals(Objects.requireNonNull(roll, "roll").purpose());
  }

  /**
   * Splits the dice drawn while a round was dealt by who may read them.
   *
   * @param rolls the dice, in the order drawn
   * @return the dice by audience
   */
  public static Split split(List<DiceRoll> rolls) {
    Objects.requireNonNull(rolls, "rolls");
    List<DiceRoll> table = new ArrayList<>();
    List<DiceRoll> shuffle = new ArrayList<>();
    List<DiceRoll> mix = new ArrayList<>();
    for (DiceRoll r : rolls) {
      if (isShuffle(r)) {
        shuffle.add(r);
      } else if (isMix(r)) {
        mix.add(r);
      } else {
        table.add(r);
      }
    }
    return new Split(table, shuffle, mix);
  }
}
