package io.github.dogfight.squadron;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.event.Words;
import io.github.dogfight.core.view.Audience;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Everything that happens in a squadron engagement. */
public sealed interface SquadronEvent extends GameEvent {

  @Override
  default String phase() {
    return SquadronState.SQUADRON_PHASE;
  }

  @Override
  default List<DiceRoll> dice() {
    return List.of();
  }

  /**
   * A side chose its maneuver, which stays secret until the other side has chosen too.
   *
   * @param turn the turn
   * @param side the side
   * @param squadron its name
   */
  record ManeuverChosen(int turn, Side side, String squadron) implements SquadronEvent {
    /**
     * Checks the fields.
     *
     * @param turn the turn
     * @param side the side
     * @param squadron its name
     */
    public ManeuverChosen {
      Objects.requireNonNull(side, "side");
      Objects.requireNonNull(squadron, "squadron");
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(squadron);
    }

    @Override
    public String narration() {
      return squadron + " has chosen its maneuver.";
    }
  }

  /**
   * The maneuver a side chose, told to that side only: the other side learns it when both have
   * chosen ({@link ManeuverDeclared}).
   *
   * @param turn the turn
   * @param side the side
   * @param squadron its name
   * @param maneuver the maneuver
   */
  record ManeuverCommitted(int turn, Side side, String squadron, Maneuver maneuver)
      implements SquadronEvent {
    /**
     * Checks the fields.
     *
     * @param turn the turn
     * @param side the side
     * @param squadron its name
     * @param maneuver the maneuver
     */
    public ManeuverCommitted {
      Objects.requireNonNull(side, "side");
      Objects.requireNonNull(squadron, "squadron");
      Objects.requireNonNull(maneuver, "maneuver");
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(squadron);
    }

    @Override
    public Audience audience() {
      return Audience.only(side.name());
    }

    @Override
    public String narration() {
      return squadron + " chose the " + maneuver.title() + " maneuver (secret until the roll).";
    }
  }

  /**
   * A side's maneuver, revealed when both sides have chosen, just before the roll.
   *
   * @param turn the turn
   * @param side the side
   * @param squadron its name
   * @param maneuver the maneuver
   */
  record ManeuverDeclared(int turn, Side side, String squadron, Maneuver maneuver)
      implements SquadronEvent {
    /**
     * Checks the fields.
     *
     * @param turn the turn
     * @param side the side
     * @param squadron its name
     * @param maneuver the maneuver
     */
    public ManeuverDeclared {
      Objects.requireNonNull(side, "side");
      Objects.requireNonNull(squadron, "squadron");
      Objects.requireNonNull(maneuver, "maneuver");
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(squadron);
    }

    @Override
    public String narration() {
      return squadron + " flies the " + maneuver.title() + " maneuver.";
    }
  }

  /**
   * The Squadron Roll: both pools rolled, successes cancelled.
   *
   * @param turn the turn
   * @param whiteName the friendly squadron's name
   * @param blackName the enemy squadron's name
   * @param whitePool dice in the white pool (after Defend)
   * @param blackPool dice in the black pool
   * @param whiteSuccesses successes rolled by white
   * @param blackSuccesses successes rolled by black
   * @param whiteBank banked Tactical successes added to white
   * @param blackBank banked Tactical successes added to black
   * @param net white total minus black total
   * @param dice the two rolls
   */
  record SquadronRollResolved(
      int turn,
      String whiteName,
      String blackName,
      int whitePool,
      int blackPool,
      int whiteSuccesses,
      int blackSuccesses,
      int whiteBank,
      int blackBank,
      int net,
      List<DiceRoll> dice)
      implements SquadronEvent {
    /**
     * Copies the list.
     *
     * @param turn the turn
     * @param whiteName the friendly squadron's name
     * @param blackName the enemy squadron's name
     * @param whitePool dice in the white pool (after Defend)
     * @param blackPool dice in the black pool
     * @param whiteSuccesses successes rolled by white
     * @param blackSuccesses successes rolled by black
     * @param whiteBank banked Tactical successes added to white
     * @param blackBank banked Tactical successes added to black
     * @param net white total minus black total
     * @param dice the two rolls
     */
    public SquadronRollResolved {
      Objects.requireNonNull(whiteName, "whiteName");
      Objects.requireNonNull(blackName, "blackName");
      Objects.requireNonNull(dice, "dice");
      dice = List.copyOf(dice);
    }

    private static String successes(int n) {
      return n + (n == 1 ? " success" : " successes");
    }

    /**
     * The winning side, empty on a tie.
     *
     * @return the winning side, empty on a tie
     */
    public Optional<Side> winner() {
      return net == 0 ? Optional.empty() : Optional.of(net > 0 ? Side.WHITE : Side.BLACK);
    }

    @Override
    public Optional<String> actor() {
      return Optional.empty();
    }

    @Override
    public String narration() {
      StringBuilder sb = new StringBuilder("Squadron Roll: ");
      sb.append(whiteName).append(' ').append(whitePool).append(" dice: ");
      sb.append(successes(whiteSuccesses));
      if (whiteBank > 0) {
        sb.append(" + ").append(whiteBank).append(" tactical");
      }
      sb.append("; ").append(blackName).append(' ').append(blackPool).append(" dice: ");
      sb.append(successes(blackSuccesses));
      if (blackBank > 0) {
        sb.append(" + ").append(blackBank).append(" tactical");
      }
      sb.append(". ");
      if (net == 0) {
        sb.append("A tie: neither side accomplishes its maneuver.");
      } else {
        sb.append(net > 0 ? whiteName : blackName)
            .append(" wins with ")
            .append(Math.abs(net))
            .append(" net success")
            .append(Math.abs(net) == 1 ? "." : "es.");
      }
      return sb.toString();
    }
  }

  /**
   * A winning Tactical maneuver banked its net successes for the next turn.
   *
   * @param turn the turn
   * @param side the side
   * @param squadron its name
   * @param successes successes banked
   */
  record TacticalSuccessesBanked(int turn, Side side, String squadron, int successes)
      implements SquadronEvent {
    /**
     * Checks the fields.
     *
     * @param turn the turn
     * @param side the side
     * @param squadron its name
     * @param successes successes banked
     */
    public TacticalSuccessesBanked {
      Objects.requireNonNull(side, "side");
      Objects.requireNonNull(squadron, "squadron");
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(squadron);
    }

    @Override
    public String narration() {
      return squadron + " gains position: " + successes + " net successes carry into next turn.";
    }
  }

  /**
   * The winner of an Attack or Defend chose how to spend its net successes.
   *
   * @param turn the turn
   * @param side the winner
   * @param squadron its name
   * @param fighters fighters to remove
   * @param damageRolls damage rolls bought
   * @param unspent net successes left unspent
   */
  record SuccessesSpent(
      int turn, Side side, String squadron, int fighters, int damageRolls, int unspent)
      implements SquadronEvent {
    /**
     * Checks the fields.
     *
     * @param turn the turn
     * @param side the winner
     * @param squadron its name
     * @param fighters fighters to remove
     * @param damageRolls damage rolls bought
     * @param unspent net successes left unspent
     */
    public SuccessesSpent {
      Objects.requireNonNull(side, "side");
      Objects.requireNonNull(squadron, "squadron");
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(squadron);
    }

    @Override
    public String narration() {
      List<String> on = new ArrayList<>();
      if (fighters > 0) {
        on.add(Words.count(fighters, "fighter"));
      }
      if (damageRolls > 0) {
        on.add(Words.count(damageRolls, "damage roll"));
      }
      String spent =
          on.isEmpty()
              ? squadron + " spends none of its successes"
              : squadron + " spends its successes on " + Words.list(on);
      return spent + (unspent > 0 ? " (" + unspent + " unspent)." : ".");
    }
  }

  /**
   * A damage roll against a special aircraft.
   *
   * @param turn the turn
   * @param side the attacking side
   * @param shooter the shooting fighter
   * @param target the special aircraft
   * @param armament the armament used
   * @param damage damage dealt
   * @param structureLeft structure left afterwards
   * @param shotDown whether the target was shot down
   * @param dice the damage roll
   */
  record SpecialAircraftStruck(
      int turn,
      Side side,
      String shooter,
      String target,
      String armament,
      int damage,
      int structureLeft,
      boolean shotDown,
      List<DiceRoll> dice)
      implements SquadronEvent {
    /**
     * Copies the list.
     *
     * @param turn the turn
     * @param side the attacking side
     * @param shooter the shooting fighter
     * @param target the special aircraft
     * @param armament the armament used
     * @param damage damage dealt
     * @param structureLeft structure left afterwards
     * @param shotDown whether the target was shot down
     * @param dice the damage roll
     */
    public SpecialAircraftStruck {
      Objects.requireNonNull(side, "side");
      Objects.requireNonNull(shooter, "shooter");
      Objects.requireNonNull(target, "target");
      Objects.requireNonNull(armament, "armament");
      Objects.requireNonNull(dice, "dice");
      dice = List.copyOf(dice);
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(shooter);
    }

    @Override
    public String narration() {
      return shooter
          + " strikes "
          + target
          + " with "
          + armament
          + ": "
          + damage
          + " damage, "
          + (shotDown ? "shot down!" : structureLeft + " structure left.");
    }
  }

  /**
   * A strike at a special aircraft that had already been shot down earlier in the same spending.
   *
   * @param turn the turn
   * @param side the attacking side
   * @param shooter the shooter
   * @param target the target already down
   */
  record StrikeWasted(int turn, Side side, String shooter, String target) implements SquadronEvent {
    /**
     * Checks the fields.
     *
     * @param turn the turn
     * @param side the attacking side
     * @param shooter the shooter
     * @param target the target already down
     */
    public StrikeWasted {
      Objects.requireNonNull(side, "side");
      Objects.requireNonNull(shooter, "shooter");
      Objects.requireNonNull(target, "target");
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(shooter);
    }

    @Override
    public String narration() {
      return shooter + " finds " + target + " already going down; the damage roll is wasted.";
    }
  }

  /**
   * Fighters left the dogfight.
   *
   * @param turn the turn
   * @param side their side
   * @param squadron its name
   * @param aircraft the fighters removed
   */
  record FightersRemoved(int turn, Side side, String squadron, List<String> aircraft)
      implements SquadronEvent {
    /**
     * Copies the list.
     *
     * @param turn the turn
     * @param side their side
     * @param squadron its name
     * @param aircraft the fighters removed
     */
    public FightersRemoved {
      Objects.requireNonNull(side, "side");
      Objects.requireNonNull(squadron, "squadron");
      Objects.requireNonNull(aircraft, "aircraft");
      aircraft = List.copyOf(aircraft);
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(squadron);
    }

    @Override
    public String narration() {
      return squadron
          + " loses "
          + aircraft.size()
          + " fighter"
          + (aircraft.size() == 1 ? "" : "s")
          + ": "
          + String.join(", ", aircraft)
          + ".";
    }
  }

  /**
   * Aircraft left the battle safely.
   *
   * @param turn the turn
   * @param side their side
   * @param squadron its name
   * @param aircraft the aircraft that escaped; empty when none could
   */
  record AircraftEscaped(int turn, Side side, String squadron, List<String> aircraft)
      implements SquadronEvent {
    /**
     * Copies the list.
     *
     * @param turn the turn
     * @param side their side
     * @param squadron its name
     * @param aircraft the aircraft that escaped; empty when none could
     */
    public AircraftEscaped {
      Objects.requireNonNull(side, "side");
      Objects.requireNonNull(squadron, "squadron");
      Objects.requireNonNull(aircraft, "aircraft");
      aircraft = List.copyOf(aircraft);
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(squadron);
    }

    @Override
    public String narration() {
      return aircraft.isEmpty()
          ? squadron + " has no aircraft that can escape."
          : squadron + " escapes with " + String.join(", ", aircraft) + ".";
    }
  }

  /**
   * The winner's maneuver had nothing to act on (no enemy fighters to remove, say).
   *
   * @param turn the turn
   * @param side the winner
   * @param squadron its name
   * @param reason why nothing happened
   */
  record ManeuverWithoutEffect(int turn, Side side, String squadron, String reason)
      implements SquadronEvent {
    /**
     * Checks the fields.
     *
     * @param turn the turn
     * @param side the winner
     * @param squadron its name
     * @param reason why nothing happened
     */
    public ManeuverWithoutEffect {
      Objects.requireNonNull(side, "side");
      Objects.requireNonNull(squadron, "squadron");
      Objects.requireNonNull(reason, "reason");
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(squadron);
    }

    @Override
    public String narration() {
      return squadron + "'s maneuver has no effect: " + reason + ".";
    }
  }

  /**
   * The host's Combat Phase ran.
   *
   * @param turn the turn
   * @param description what happened
   * @param dice the dice the host rolled
   */
  record CombatPhaseResolved(int turn, String description, List<DiceRoll> dice)
      implements SquadronEvent {
    /**
     * Copies the list.
     *
     * @param turn the turn
     * @param description what happened
     * @param dice the dice the host rolled
     */
    public CombatPhaseResolved {
      Objects.requireNonNull(description, "description");
      Objects.requireNonNull(dice, "dice");
      dice = List.copyOf(dice);
    }

    @Override
    public String phase() {
      return SquadronState.COMBAT_PHASE;
    }

    @Override
    public Optional<String> actor() {
      return Optional.empty();
    }

    @Override
    public String narration() {
      return "Combat Phase: " + description + ".";
    }
  }

  /**
   * The engagement ended.
   *
   * @param turn the last turn
   * @param result how it ended
   */
  record EngagementEnded(int turn, String result) implements SquadronEvent {
    /**
     * Checks the fields.
     *
     * @param turn the last turn
     * @param result how it ended
     */
    public EngagementEnded {
      Objects.requireNonNull(result, "result");
    }

    @Override
    public Optional<String> actor() {
      return Optional.empty();
    }

    @Override
    public String narration() {
      return "The dogfight is over: " + result + ".";
    }
  }
}
