package io.github.dogfight.dogfite;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.event.Activated;
import io.github.dogfight.dogfite.event.BetForEdge;
import io.github.dogfight.dogfite.event.BetMissed;
import io.github.dogfight.dogfite.event.DeckShuffled;
import io.github.dogfight.dogfite.event.DuelEnded;
import io.github.dogfight.dogfite.event.GunFired;
import io.github.dogfight.dogfite.event.LeftHex;
import io.github.dogfight.dogfite.event.LevelHeld;
import io.github.dogfight.dogfite.event.MapDrawn;
import io.github.dogfight.dogfite.event.MoveBegun;
import io.github.dogfight.dogfite.event.MoveEnded;
import io.github.dogfight.dogfite.event.Moved;
import io.github.dogfight.dogfite.event.PlaneDown;
import io.github.dogfight.dogfite.event.SpinAttempted;
import io.github.dogfight.dogfite.event.SpinDived;
import io.github.dogfight.dogfite.event.StallChecked;
import io.github.dogfight.dogfite.event.Tailed;
import io.github.dogfight.dogfite.event.TailingCircle;
import io.github.dogfight.dogfite.event.TargetChosen;
import io.github.dogfight.dogfite.event.TurnEnded;
import io.github.dogfight.dogfite.event.TurnOrdered;
import io.github.dogfight.dogfite.internal.narration.Narration;
import java.util.List;

/**
 * Everything that happens in a Dogfite! engagement. Events hold values; their narration is built in
 * plain words when it is read.
 */
public sealed interface DogfiteEvent extends GameEvent
    permits TargetChosen,
        TurnOrdered,
        DeckShuffled,
        Activated,
        Tailed,
        TailingCircle,
        MoveBegun,
        Moved,
        BetMissed,
        LeftHex,
        BetForEdge,
        SpinAttempted,
        SpinDived,
        LevelHeld,
        MoveEnded,
        StallChecked,
        GunFired,
        TurnEnded,
        PlaneDown,
        MapDrawn,
        DuelEnded {
  /** No dice, for events that roll none; events that roll record theirs. */
  @Override
  default List<DiceRoll> dice() {
    return List.of();
  }

  /**
   * A hex position in words: {@code (0,-1) edge NE} or {@code (2,3) middle}.
   *
   * @param pos the position
   * @return the position in words
   */
  static String where(HexPosition pos) {
    return Narration.where(pos);
  }

  /**
   * What a failed bet's move penalty (and its "move" column beyond the changes attempted) cost, and
   * the edge its successful portion kept (rules 000, MOVE / MANEUVER BETS - FAILURE).
   *
   * @param facing hexsides of the facing change given up
   * @param stay whether the stay-in-hex (or the move to a hex middle) was given up
   * @param hold whether holding the level was given up (the half-level move is finished)
   * @param aerobatics aerobatic changes given up
   * @param dive whether the penalty exceeded the changes attempted, pitching the aircraft into a
   *     one-point, half-move dive
   * @param keptEdge edge kept by the aerobatic points the penalty did not take ("Any edge gained by
   *     the successful portion of the move (if any) is retained", {@link
   *     DogfiteReadings#aerobaticEdgeKept()}); 0 for none
   */
  record Setback(
      int facing, boolean stay, boolean hold, int aerobatics, boolean dive, int keptEdge) {
    /** Nothing lost. */
    public static final Setback NONE = new Setback(0, false, false, 0, false, 0);

    /**
     * A setback that keeps no edge.
     *
     * @param facing hexsides of the facing change given up
     * @param stay whether the stay-in-hex (or the move to a hex middle) was given up
     * @param hold whether holding the level was given up (the half-level move is finished)
     * @param aerobatics aerobatic changes given up
     * @param dive whether the penalty exceeded the changes attempted, pitching the aircraft into a
     *     one-point, half-move dive
     */
    public Setback(int facing, boolean stay, boolean hold, int aerobatics, boolean dive) {
      this(facing, stay, hold, aerobatics, dive, 0);
    }

    /**
     * This setback without the held level (for narration that says so already).
     *
     * @return this setback without the held level (for narration that says so already)
     */
    public Setback withoutHold() {
      return new Setback(facing, stay, false, aerobatics, dive, keptEdge);
    }

    /**
     * This setback with the edge its kept aerobatic points gained.
     *
     * @param value the edge kept
     * @return this setback with the edge its kept aerobatic points gained
     */
    public Setback withKeptEdge(int value) {
      return new Setback(facing, stay, hold, aerobatics, dive, value);
    }

    /**
     * Whether anything was lost, or edge kept.
     *
     * @return whether anything was lost, or edge kept
     */
    public boolean any() {
      return facing > 0 || stay || hold || aerobatics > 0 || dive || keptEdge > 0;
    }

    /**
     * The setback in words, such as "turns 1 hexside less, dives half a level"; "" for none.
     *
     * @return the setback in words, such as "turns 1 hexside less, dives half a level"; "" for none
     */
    public String words() {
      return Narration.words(this);
    }
  }
}
