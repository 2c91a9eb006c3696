package io.github.dogfight.dogfite.event;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.BetOutcome;
import io.github.dogfight.dogfite.DogfiteEvent;
import io.github.dogfight.dogfite.internal.narration.Narration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A spinning aircraft's move (rules 000, STALL / SPIN: "Spinning aircraft dive (2-point) at speed 0
 * in middle of current hex"): it loses a level in its hex middle, with the bet to recover if it
 * made one ("Recovery from a spin is made by succeeding in a bet as with voluntary entry, but with
 * a -1 penalty to the roll"). At the lowest level it has no level to lose: it spins into the ground
 * ({@link PlaneDown} follows).
 *
 * @param turn the turn
 * @param plane the aircraft
 * @param to its hex middle
 * @param level the level it spun down to (the lowest, 0, when it had none to lose)
 * @param grounded whether it was at the lowest level already and spins into the ground
 * @param recovery the bet to recover from the spin, if one was made
 * @param dice the bet
 */
public record SpinDived(
    int turn,
    String plane,
    HexPosition to,
    int level,
    boolean grounded,
    Optional<BetOutcome> recovery,
    List<DiceRoll> dice)
    implements DogfiteEvent {
  /**
   * Copies the list.
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param to its hex middle
   * @param level the level it spun down to (the lowest, 0, when it had none to lose)
   * @param grounded whether it was at the lowest level already and spins into the ground
   * @param recovery the bet to recover from the spin, if one was made
   * @param dice the bet
   */
  public SpinDived {
    Objects.requireNonNull(plane, "plane");
    Objects.requireNonNull(to, "to");
    Objects.requireNonNull(recovery, "recovery");
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
