package io.github.dogfight.dogfite;

/**
 * The patchable tables of a Dogfite! variant. The fixed small tables (initiative, movement points,
 * speed rolls, stress, stall / spin, criticals) are functions in {@link SpeedTables}, {@link
 * StressResult}, {@link StallResult} and {@link CriticalEffect}.
 *
 * <pre>{@code
 * DogfiteTables variant = DogfiteTables.standard()
 *     .withManeuvers(ManeuverTable.standard().withRequirement(Maneuver.FACING_1, 12, Requirement.LEVEL_1));
 * }</pre>
 *
 * @param maneuvers the move / maneuver table
 * @param climbDive the climb / dive table
 * @param failure the bet failure table
 */
public record DogfiteTables(
    ManeuverTable maneuvers, ClimbDiveTable climbDive, BetFailureTable failure) {
  /** The seed's tables. */
  public static DogfiteTables standard() {
    return new DogfiteTables(
        ManeuverTable.standard(), ClimbDiveTable.standard(), BetFailureTable.standard());
  }

  /** These tables with the maneuver table replaced. */
  public DogfiteTables withManeuvers(ManeuverTable table) {
    return new DogfiteTables(table, climbDive, failure);
  }

  /** These tables with the climb / dive table replaced. */
  public DogfiteTables withClimbDive(ClimbDiveTable table) {
    return new DogfiteTables(maneuvers, table, failure);
  }

  /** These tables with the failure table replaced. */
  public DogfiteTables withFailure(BetFailureTable table) {
    return new DogfiteTables(maneuvers, climbDive, table);
  }
}
