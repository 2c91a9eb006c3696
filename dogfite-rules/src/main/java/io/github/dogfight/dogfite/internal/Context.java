package io.github.dogfight.dogfite.internal;

import io.github.dogfight.dogfite.DogfiteActivation;
import io.github.dogfight.dogfite.DogfiteReadings;
import io.github.dogfight.dogfite.DogfiteTables;
import io.github.dogfight.dogfite.FiringRange;
import io.github.dogfight.dogfite.GunDamage;
import io.github.dogfight.dogfite.PositionBonus;
import io.github.dogfight.dogfite.internal.endofturn.EndOfTurn;
import io.github.dogfight.dogfite.internal.movement.ClimbDive;

/**
 * The parts a rule set is assembled from, as the phases use them: the tables (and the resolution
 * and vertical-move planning on them) and the policies a variant swaps.
 *
 * @param tables the tables
 * @param positionBonus the position bonus policy
 * @param firingRange the firing range policy
 * @param activation the activation policy
 * @param damage the gun damage policy
 * @param readings how the lines of the seed that read two ways are read
 * @param resolution the random checks on {@code tables}
 * @param climbDive vertical moves on {@code tables}
 * @param endOfTurn the end-of-turn checks on {@code resolution}
 */
public record Context(
    DogfiteTables tables,
    PositionBonus positionBonus,
    FiringRange firingRange,
    DogfiteActivation activation,
    GunDamage damage,
    DogfiteReadings readings,
    Resolution resolution,
    ClimbDive climbDive,
    EndOfTurn endOfTurn) {
  /** The context of these parts. */
  public static Context of(
      DogfiteTables tables,
      PositionBonus positionBonus,
      FiringRange firingRange,
      DogfiteActivation activation,
      GunDamage damage,
      DogfiteReadings readings) {
    Resolution resolution = new Resolution(tables);
    return new Context(
        tables,
        positionBonus,
        firingRange,
        activation,
        damage,
        readings,
        resolution,
        new ClimbDive(tables),
        new EndOfTurn(resolution));
  }
}
