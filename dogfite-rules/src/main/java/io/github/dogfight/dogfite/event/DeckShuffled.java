package io.github.dogfight.dogfite.event;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.view.Audience;
import io.github.dogfight.dogfite.DogfiteEvent;
import io.github.dogfight.dogfite.internal.narration.Narration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The activation deck was shuffled, or mixed further by the opponent (rules 004, 4.2): the dice
 * that ordered it, addressed to who may know that order. The shuffle's dice are for the referee
 * alone ("Carefully mix all the remaining cards ... into an activation deck": the order is secret
 * until each card is turned); the mix's for the activation's {@code mixAudience} (the referee by
 * default; "The opponent is allowed to mix the deck some more after this"). The full record keeps
 * them, so a replay draws exactly the same dice.
 *
 * @param turn the turn
 * @param mix whether this is the opponent's mix rather than the shuffle
 * @param dice the dice that ordered the deck, in the order drawn
 * @param audience who may read them
 */
public record DeckShuffled(int turn, boolean mix, List<DiceRoll> dice, Audience audience)
    implements DogfiteEvent {
  /**
   * Copies the dice.
   *
   * @param turn the turn
   * @param mix whether this is the opponent's mix rather than the shuffle
   * @param dice the dice that ordered the deck, in the order drawn
   * @param audience who may read them
   */
  public DeckShuffled {
    Objects.requireNonNull(dice, "dice");
    Objects.requireNonNull(audience, "audience");
    dice = List.copyOf(dice);
  }

  @Override
  public String phase() {
    return "Targeting";
  }

  @Override
  public Optional<String> actor() {
    return Optional.empty();
  }

  @Override
  public String narration() {
    return Narration.of(this);
  }
}
