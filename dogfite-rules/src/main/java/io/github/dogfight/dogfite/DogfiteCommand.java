package io.github.dogfight.dogfite;

import io.github.dogfight.core.event.Words;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.hex.Facing;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** The decisions rules 000 gives a player for each aircraft, as commands. */
public sealed interface DogfiteCommand extends Command {
  /**
   * The aircraft the command is for.
   *
   * @return the aircraft the command is for
   */
  String plane();

  @Override
  default String actor() {
    return plane();
  }

  /**
   * Declare this turn's target, or none (TARGETING).
   *
   * @param plane the aircraft
   * @param target an enemy aircraft, or empty
   */
  record ChooseTarget(String plane, Optional<String> target) implements DogfiteCommand {
    /**
     * Checks the fields.
     *
     * @param plane the aircraft
     * @param target an enemy aircraft, or empty
     */
    public ChooseTarget {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(target, "target");
    }

    @Override
    public String describe() {
      return plane + " targets " + target.orElse("nobody");
    }
  }

  /**
   * Start moving: the vertical move, then the movement-point roll (MOVEMENT). A spinning aircraft
   * uses {@link VerticalMove#LEVEL} to keep spinning or {@link VerticalMove#HOLD} to try to
   * recover.
   *
   * @param plane the aircraft
   * @param vertical the vertical move
   */
  record BeginMove(String plane, VerticalMove vertical) implements DogfiteCommand {
    /**
     * Checks the fields.
     *
     * @param plane the aircraft
     * @param vertical the vertical move
     */
    public BeginMove {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(vertical, "vertical");
    }

    @Override
    public String describe() {
      return plane + " begins its move: " + vertical.words();
    }
  }

  /**
   * Instead of moving, bet to enter a spin on purpose (STALL / SPIN): "Aircraft may enter a spin
   * voluntarily by succeeding in a bet". Once per turn, before the aircraft begins its move.
   *
   * @param plane the aircraft
   */
  record EnterSpin(String plane) implements DogfiteCommand {
    /**
     * Checks the fields.
     *
     * @param plane the aircraft
     */
    public EnterSpin {
      Objects.requireNonNull(plane, "plane");
    }

    @Override
    public String describe() {
      return plane + " tries to enter a spin";
    }
  }

  /**
   * Spend one movement point (MOVEMENT POINTS, BETS, AEROBATICS).
   *
   * @param plane the aircraft
   * @param step the move
   * @param betLevel the bet level: at least what the table requires, 0 for none when none is
   *     required
   * @param aerobaticPoints aerobatic points to spend on the bet
   */
  record Move(String plane, Step step, int betLevel, int aerobaticPoints)
      implements DogfiteCommand {
    /**
     * Checks the fields.
     *
     * @param plane the aircraft
     * @param step the move
     * @param betLevel the bet level: at least what the table requires, 0 for none when none is
     *     required
     * @param aerobaticPoints aerobatic points to spend on the bet
     */
    public Move {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(step, "step");
    }

    @Override
    public String describe() {
      return plane
          + " "
          + step
          + (betLevel > 0 || aerobaticPoints > 0
              ? " betting level "
                  + betLevel
                  + (aerobaticPoints > 0
                      ? " with " + Words.count(aerobaticPoints, "aerobatic point")
                      : "")
              : "");
    }
  }

  /**
   * With no movement points: a bet only for edge ("If zero MP are available an aircraft may still
   * make a bet to gain an edge, but will not move that turn"): level 1 to 3, or level 0 with
   * aerobatic points, as in a normal move.
   *
   * @param plane the aircraft
   * @param betLevel 0 to 3
   * @param aerobaticPoints aerobatic points to spend (at least one on a level-0 bet)
   */
  record EdgeBet(String plane, int betLevel, int aerobaticPoints) implements DogfiteCommand {
    /**
     * Checks the fields.
     *
     * @param plane the aircraft
     * @param betLevel 0 to 3
     * @param aerobaticPoints aerobatic points to spend (at least one on a level-0 bet)
     */
    public EdgeBet {
      Objects.requireNonNull(plane, "plane");
    }

    @Override
    public String describe() {
      return plane
          + " bets level "
          + betLevel
          + (aerobaticPoints > 0 ? " with " + Words.count(aerobaticPoints, "aerobatic point") : "")
          + " for edge";
    }
  }

  /**
   * End the move: when no movement points are left, or in a hex middle, where "an aircraft may
   * ignore excess MP".
   *
   * @param plane the aircraft
   */
  record EndMove(String plane) implements DogfiteCommand {
    /**
     * Checks the fields.
     *
     * @param plane the aircraft
     */
    public EndMove {
      Objects.requireNonNull(plane, "plane");
    }

    @Override
    public String describe() {
      return plane + " ends its move";
    }
  }

  /**
   * Fire at the target (COMBAT): each gun rolls separately; 0 holds fire.
   *
   * @param plane the aircraft
   * @param guns guns to fire, 0 to the aircraft's guns
   */
  record Fire(String plane, int guns) implements DogfiteCommand {
    /**
     * Checks the fields.
     *
     * @param plane the aircraft
     * @param guns guns to fire, 0 to the aircraft's guns
     */
    public Fire {
      Objects.requireNonNull(plane, "plane");
    }

    @Override
    public String describe() {
      return guns == 0
          ? plane + " holds fire"
          : plane + " fires " + guns + " gun" + (guns == 1 ? "" : "s");
    }
  }

  /**
   * A +1 or +2 shooter's choice when its hit dice are one pip from doubles (CRITICAL HITS: "+1
   * pilots may subtract one pip from a die to obtain doubles, +2 pilots may add OR subtract one pip
   * from a die. NOTE: the addition/subtraction is of a *pip* from a single die --not one from the
   * roll result"): -1 takes a pip off the higher die, +1 (a +2 shooter only) puts one on the lower
   * die, 0 leaves the dice as rolled. Under the standard reading the moved die counts in the hits
   * ({@link DogfiteReadings#pipChangesHits()}). {@link Pending.Pip#pips()} lists the pips allowed.
   *
   * @param plane the shooter
   * @param pip the pip moved: -1, +1, or 0 for none
   */
  record AdjustPip(String plane, int pip) implements DogfiteCommand {
    /**
     * Checks the fields.
     *
     * @param plane the shooter
     * @param pip the pip moved: -1, +1, or 0 for none
     */
    public AdjustPip {
      Objects.requireNonNull(plane, "plane");
    }

    @Override
    public String describe() {
      return plane
          + (pip < 0
              ? " takes a pip off the higher die to make doubles"
              : pip > 0
                  ? " adds a pip to the lower die to make doubles"
                  : " leaves its dice as rolled");
    }
  }

  /**
   * After a failed bet of several tasks, where its move penalty falls (rules 000, MOVE / MANEUVER
   * BETS - FAILURE: "If a test involved multiple tasks (horizontal / vertical move, stay-in-hex,
   * and/or aerobatics), the application of the result in the 'move' column is left to the player to
   * decide"). The three shares add up to the penalty; each is at most the changes its task
   * attempted ({@link Pending.FailedStep}).
   *
   * @param plane the aircraft
   * @param onManeuver penalty points taken off the facing change (hexsides) or the stay-in-hex
   * @param onHold 1 to give up holding the level (the half-level move is finished), else 0
   * @param onAerobatics penalty points taken by the aerobatic points spent
   */
  record ApplyMovePenalty(String plane, int onManeuver, int onHold, int onAerobatics)
      implements DogfiteCommand {
    /**
     * Checks the fields.
     *
     * @param plane the aircraft
     * @param onManeuver penalty points taken off the facing change (hexsides) or the stay-in-hex
     * @param onHold 1 to give up holding the level (the half-level move is finished), else 0
     * @param onAerobatics penalty points taken by the aerobatic points spent
     */
    public ApplyMovePenalty {
      Objects.requireNonNull(plane, "plane");
    }

    @Override
    public String describe() {
      List<String> parts = new ArrayList<>();
      if (onManeuver > 0) {
        parts.add(onManeuver + " on its maneuver");
      }
      if (onHold > 0) {
        parts.add(onHold + " on holding its level");
      }
      if (onAerobatics > 0) {
        parts.add(onAerobatics + " on its aerobatics");
      }
      return plane + " takes the move penalty: " + String.join(", ", parts);
    }
  }

  /**
   * After failing to stay in its hex middle, leave the hex by an edge of the player's choosing
   * (rules 000: "players may pick any edge of the hex as the exit side without making a bet").
   *
   * @param plane the aircraft
   * @param exit the edge it leaves by, facing out
   */
  record LeaveHex(String plane, Facing exit) implements DogfiteCommand {
    /**
     * Checks the fields.
     *
     * @param plane the aircraft
     * @param exit the edge it leaves by, facing out
     */
    public LeaveHex {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(exit, "exit");
    }

    @Override
    public String describe() {
      return plane + " leaves the hex by its " + exit + " edge";
    }
  }

  /**
   * At its turn to move, add its edge to its initiative to move right after its target instead
   * (rules 000, EDGE ADJUSTMENT TO INITIATIVE: the edge "may be added to its initiative roll";
   * "players should not declare tailing increases until it is their turn to move"). Offered only
   * when the edge lifts the aircraft's initiative above its target's and the target has not moved
   * yet.
   *
   * @param plane the aircraft
   */
  record Tail(String plane) implements DogfiteCommand {
    /**
     * Checks the fields.
     *
     * @param plane the aircraft
     */
    public Tail {
      Objects.requireNonNull(plane, "plane");
    }

    @Override
    public String describe() {
      return plane + " tails its target";
    }
  }

  /**
   * The end-of-turn speed roll.
   *
   * @param plane the aircraft
   * @param roll power, drag or neither
   */
  record ChooseSpeedRoll(String plane, SpeedRoll roll) implements DogfiteCommand {
    /**
     * Checks the fields.
     *
     * @param plane the aircraft
     * @param roll power, drag or neither
     */
    public ChooseSpeedRoll {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(roll, "roll");
    }

    @Override
    public String describe() {
      return plane + " rolls " + roll.name().toLowerCase(java.util.Locale.ROOT);
    }
  }
}
