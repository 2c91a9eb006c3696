package io.github.dogfight.squadron;

import io.github.dogfight.core.event.Words;
import io.github.dogfight.core.game.Command;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/** The decisions rules 003 gives to the players and the Gamemaster, as commands. */
public sealed interface SquadronCommand extends Command {
  /**
   * The side giving the command.
   *
   * @return the side giving the command
   */
  Side side();

  @Override
  default String actor() {
    return side().name();
  }

  /**
   * Choose this turn's squadron maneuver, before the roll.
   *
   * @param side the declaring side
   * @param maneuver the maneuver
   */
  record DeclareManeuver(Side side, Maneuver maneuver) implements SquadronCommand {
    /**
     * Checks the fields.
     *
     * @param side the declaring side
     * @param maneuver the maneuver
     */
    public DeclareManeuver {
      Objects.requireNonNull(side, "side");
      Objects.requireNonNull(maneuver, "maneuver");
    }

    @Override
    public String describe() {
      return side + " declares " + maneuver.title();
    }
  }

  /**
   * The winner of an Attack or Defend spends its net successes: {@code fighters} enemy fighters
   * removed (the loser chooses which) and one damage roll per {@link Strike}.
   *
   * @param side the winner
   * @param fighters how many enemy fighters to remove
   * @param strikes damage rolls against special aircraft, in order
   */
  record SpendSuccesses(Side side, int fighters, List<Strike> strikes) implements SquadronCommand {
    /**
     * Copies the list.
     *
     * @param side the winner
     * @param fighters how many enemy fighters to remove
     * @param strikes damage rolls against special aircraft, in order
     */
    public SpendSuccesses {
      Objects.requireNonNull(side, "side");
      Objects.requireNonNull(strikes, "strikes");
      strikes = List.copyOf(strikes);
    }

    @Override
    public String describe() {
      String removes =
          side + " removes " + (fighters == 0 ? "no fighters" : Words.count(fighters, "fighter"));
      if (strikes.isEmpty()) {
        return removes;
      }
      return removes
          + " and makes "
          + Words.count(strikes.size(), "damage roll")
          + ": "
          + strikes.stream().map(Strike::toString).collect(Collectors.joining(", "));
    }
  }

  /**
   * One damage roll: {@code shooter}'s armament against {@code target}.
   *
   * @param target id of an enemy special aircraft in the fight
   * @param shooter id of one of the winner's armed fighters in the fight
   */
  record Strike(String target, String shooter) {
    /**
     * Checks the fields.
     *
     * @param target id of an enemy special aircraft in the fight
     * @param shooter id of one of the winner's armed fighters in the fight
     */
    public Strike {
      Objects.requireNonNull(target, "target");
      Objects.requireNonNull(shooter, "shooter");
    }

    /** In words: "RAF Spitfire Mk I 1 at Luftwaffe He 111 H 2". */
    @Override
    public String toString() {
      return shooter + " at " + target;
    }
  }

  /**
   * The loser names the fighters that leave the dogfight.
   *
   * @param side the loser
   * @param aircraft ids of its fighters in the fight, exactly as many as required
   */
  record RemoveFighters(Side side, List<String> aircraft) implements SquadronCommand {
    /**
     * Copies the list.
     *
     * @param side the loser
     * @param aircraft ids of its fighters in the fight, exactly as many as required
     */
    public RemoveFighters {
      Objects.requireNonNull(side, "side");
      Objects.requireNonNull(aircraft, "aircraft");
      aircraft = List.copyOf(aircraft);
    }

    @Override
    public String describe() {
      return side + " removes " + (aircraft.isEmpty() ? "no aircraft" : Words.list(aircraft));
    }
  }

  /**
   * The escaping side names the aircraft that leave the battle.
   *
   * @param side the escaping side
   * @param aircraft ids of its non-PC aircraft in the fight, exactly as many as allowed
   */
  record ChooseEscapees(Side side, List<String> aircraft) implements SquadronCommand {
    /**
     * Copies the list.
     *
     * @param side the escaping side
     * @param aircraft ids of its non-PC aircraft in the fight, exactly as many as allowed
     */
    public ChooseEscapees {
      Objects.requireNonNull(side, "side");
      Objects.requireNonNull(aircraft, "aircraft");
      aircraft = List.copyOf(aircraft);
    }

    @Override
    public String describe() {
      return side + " escapes with " + (aircraft.isEmpty() ? "no aircraft" : Words.list(aircraft));
    }
  }
}
