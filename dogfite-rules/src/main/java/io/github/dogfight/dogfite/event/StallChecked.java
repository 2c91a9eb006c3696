package io.github.dogfight.dogfite.event;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.DogfiteEvent;
import io.github.dogfight.dogfite.DogfiteReadings;
import io.github.dogfight.dogfite.StallResult;
import io.github.dogfight.dogfite.internal.narration.Narration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An aircraft ended its move at or below its minimum speed and rolled for a stall or spin (rules
 * 000, STALL / SPIN: "If an aircraft ends its move at or below its minimum speed, player must
 * immediately roll 1d6").
 *
 * @param turn the turn
 * @param plane the aircraft
 * @param speed its speed with this turn's changes so far
 * @param minimum its minimum speed with this turn's bets
 * @param result the result
 * @param to where it is afterwards (a stalling aircraft on a hex edge flies straight ahead; in a
 *     hex middle it has no facing and stays)
 * @param dives whether a stall pitched it into a one-point, half-move dive (not at the lowest
 *     level, nor when it was in a half-level dive already)
 * @param alreadyDiving whether it stalled in a half-level dive it was in already, and stays in it
 *     (a stall adds no second dive)
 * @param speedGain the speed that dive gains at the end of the turn ({@link
 *     DogfiteReadings#stallDiveGainsSpeed()}); 0 for none
 * @param dice the roll
 */
public record StallChecked(
    int turn,
    String plane,
    int speed,
    int minimum,
    StallResult result,
    HexPosition to,
    boolean dives,
    boolean alreadyDiving,
    int speedGain,
    List<DiceRoll> dice)
    implements DogfiteEvent {
  /**
   * Copies the list.
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param speed its speed with this turn's changes so far
   * @param minimum its minimum speed with this turn's bets
   * @param result the result
   * @param to where it is afterwards (a stalling aircraft on a hex edge flies straight ahead; in a
   *     hex middle it has no facing and stays)
   * @param dives whether a stall pitched it into a one-point, half-move dive (not at the lowest
   *     level, nor when it was in a half-level dive already)
   * @param alreadyDiving whether it stalled in a half-level dive it was in already, and stays in it
   *     (a stall adds no second dive)
   * @param speedGain the speed that dive gains at the end of the turn ({@link
   *     DogfiteReadings#stallDiveGainsSpeed()}); 0 for none
   * @param dice the roll
   */
  public StallChecked {
    Objects.requireNonNull(plane, "plane");
    Objects.requireNonNull(result, "result");
    Objects.requireNonNull(to, "to");
    Objects.requireNonNull(dice, "dice");
    dice = List.copyOf(dice);
  }

  @Override
  public String phase() {
    return "Movement";
  }

  @Override
  public Optional<String> actor() {
    return Optional.of(plane);
  }

  @Override
  public String narration() {
    return Narration.of(this);
  }
}
