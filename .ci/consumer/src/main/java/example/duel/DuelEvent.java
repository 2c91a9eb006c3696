package example.duel;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.event.GameEvent;
import java.util.List;
import java.util.Optional;

/**
 * What happened on a plane's turn, in words.
 *
 * @param turn the turn
 * @param plane the plane that acted
 * @param narration what happened
 * @param dice the dice rolled for it
 */
public record DuelEvent(int turn, String plane, String narration, List<DiceRoll> dice)
    implements GameEvent {
  /**
   * Copies the dice.
   *
   * @param turn the turn
   * @param plane the plane that acted
   * @param narration what happened
   * @param dice the dice rolled for it
   */
  public DuelEvent {
    dice = List.copyOf(dice);
  }

  @Override
  public String phase() {
    return "fire";
  }

  @Override
  public Optional<String> actor() {
    return Optional.of(plane);
  }
}
