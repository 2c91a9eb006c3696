package io.github.dogfight.dogfite;

import com.google.common.collect.ImmutableMap;
import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.core.view.Audience;
import io.github.dogfight.dogfite.internal.map.HexMap;
import io.github.dogfight.dogfite.internal.narration.Narration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Everything that happens in a Dogfite! engagement. Events hold values; their narration is built in
 * plain words when it is read.
 */
public sealed interface DogfiteEvent extends GameEvent {
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
   * the edge its successful portion kept (seed 000, MOVE / MANEUVER BETS - FAILURE).
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

  /**
   * An aircraft declared its target.
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param target its target, if any
   */
  record TargetChosen(int turn, String plane, Optional<String> target) implements DogfiteEvent {
    /**
     * Checks the fields.
     *
     * @param turn the turn
     * @param plane the aircraft
     * @param target its target, if any
     */
    public TargetChosen {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(target, "target");
    }

    @Override
    public String phase() {
      return "Targeting";
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

  /**
   * Edges were adjusted for the new targets (carryover and position) and the turn's order was set
   * (initiative rolled, or activation cards dealt).
   *
   * @param turn the turn
   * @param edges each aircraft's edge on its target
   * @param order the movement order as far as it is known now: all of it for initiative, the early
   *     movers for activation cards
   * @param tailing aircraft that move right after their targets (their initiative beats their
   *     target's) and whom they follow
   * @param complete whether {@code order} is the whole movement order
   * @param dice the initiative d10s and any roll-offs (the deck's shuffle is in {@link
   *     DeckShuffled}, for the referee alone)
   */
  record TurnOrdered(
      int turn,
      Map<String, Integer> edges,
      List<String> order,
      Map<String, String> tailing,
      boolean complete,
      List<DiceRoll> dice)
      implements DogfiteEvent {
    /**
     * Copies the collections.
     *
     * @param turn the turn
     * @param edges each aircraft's edge on its target
     * @param order the movement order as far as it is known now: all of it for initiative, the
     *     early movers for activation cards
     * @param tailing aircraft that move right after their targets (their initiative beats their
     *     target's) and whom they follow
     * @param complete whether {@code order} is the whole movement order
     * @param dice the initiative d10s and any roll-offs (the deck's shuffle is in {@link
     *     DeckShuffled}, for the referee alone)
     */
    public TurnOrdered {
      Objects.requireNonNull(edges, "edges");
      Objects.requireNonNull(order, "order");
      Objects.requireNonNull(tailing, "tailing");
      Objects.requireNonNull(dice, "dice");
      edges = ImmutableMap.copyOf(edges);
      order = List.copyOf(order);
      tailing = ImmutableMap.copyOf(tailing);
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

  /**
   * The activation deck was shuffled, or mixed further by the opponent (seed 004, 4.2): the dice
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
  record DeckShuffled(int turn, boolean mix, List<DiceRoll> dice, Audience audience)
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

  /**
   * The next aircraft to move was revealed during the movement phase (a card deck's order).
   *
   * @param turn the turn
   * @param plane the aircraft that moves next
   * @param how how it was revealed, such as "cards turned: Camel, Albatros"
   */
  record Activated(int turn, String plane, String how) implements DogfiteEvent {
    /**
     * Checks the fields.
     *
     * @param turn the turn
     * @param plane the aircraft that moves next
     * @param how how it was revealed, such as "cards turned: Camel, Albatros"
     */
    public Activated {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(how, "how");
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

  /**
   * An aircraft added its edge to its initiative to move right after its target.
   *
   * @param turn the turn
   * @param plane the tailing aircraft
   * @param target its target
   */
  record Tailed(int turn, String plane, String target) implements DogfiteEvent {
    /**
     * Checks the fields.
     *
     * @param turn the turn
     * @param plane the tailing aircraft
     * @param target its target
     */
    public Tailed {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(target, "target");
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

  /**
   * Aircraft waiting to move after each other formed a circle; a d6 roll-off chose who goes first
   * (seed 000: "Should a circle occur ... a simple d6 roll-off should be used to determine which
   * aircraft will go first: then each of the others will follow in tailing order").
   *
   * @param turn the turn
   * @param circle the aircraft in the circle
   * @param first the roll-off winner, who moves now
   * @param dice the roll-off
   */
  record TailingCircle(int turn, List<String> circle, String first, List<DiceRoll> dice)
      implements DogfiteEvent {
    /**
     * Copies the lists.
     *
     * @param turn the turn
     * @param circle the aircraft in the circle
     * @param first the roll-off winner, who moves now
     * @param dice the roll-off
     */
    public TailingCircle {
      Objects.requireNonNull(circle, "circle");
      Objects.requireNonNull(first, "first");
      Objects.requireNonNull(dice, "dice");
      circle = List.copyOf(circle);
      dice = List.copyOf(dice);
    }

    @Override
    public String phase() {
      return "Movement";
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(first);
    }

    @Override
    public String narration() {
      return Narration.of(this);
    }
  }

  /**
   * An aircraft began its move: vertical move and movement points.
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param vertical the vertical move
   * @param movementPoints movement points available
   * @param hold for a hold of a half-level move, its bet (a spinning aircraft's move is a {@link
   *     SpinDived})
   * @param setback what a failed hold cost
   * @param dice the MP die (and a hold bet)
   */
  record MoveBegun(
      int turn,
      String plane,
      VerticalMove vertical,
      int movementPoints,
      Optional<BetOutcome> hold,
      Setback setback,
      List<DiceRoll> dice)
      implements DogfiteEvent {
    /**
     * Copies the list.
     *
     * @param turn the turn
     * @param plane the aircraft
     * @param vertical the vertical move
     * @param movementPoints movement points available
     * @param hold for a hold of a half-level move, its bet (a spinning aircraft's move is a {@link
     *     SpinDived})
     * @param setback what a failed hold cost
     * @param dice the MP die (and a hold bet)
     */
    public MoveBegun {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(vertical, "vertical");
      Objects.requireNonNull(hold, "hold");
      Objects.requireNonNull(setback, "setback");
      Objects.requireNonNull(dice, "dice");
      dice = List.copyOf(dice);
    }

    /**
     * For a hold, whether its bet passed.
     *
     * @return whether the hold passed; empty for no hold
     */
    public Optional<Boolean> holdPassed() {
      return hold.map(BetOutcome::passed);
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

  /**
   * One movement point spent, with its bet if any.
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param step what it tried
   * @param to where it ended up
   * @param bet the bet's outcome, if one was made
   * @param setback what a failed bet's move penalty cost
   * @param edge its edge afterwards
   * @param dice the bet and failure dice
   */
  record Moved(
      int turn,
      String plane,
      Step step,
      HexPosition to,
      Optional<BetOutcome> bet,
      Setback setback,
      int edge,
      List<DiceRoll> dice)
      implements DogfiteEvent {
    /**
     * Copies the list.
     *
     * @param turn the turn
     * @param plane the aircraft
     * @param step what it tried
     * @param to where it ended up
     * @param bet the bet's outcome, if one was made
     * @param setback what a failed bet's move penalty cost
     * @param edge its edge afterwards
     * @param dice the bet and failure dice
     */
    public Moved {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(step, "step");
      Objects.requireNonNull(to, "to");
      Objects.requireNonNull(bet, "bet");
      Objects.requireNonNull(setback, "setback");
      Objects.requireNonNull(dice, "dice");
      dice = List.copyOf(dice);
    }

    /**
     * Where it ended up, in words.
     *
     * @return where it ended up, in words
     */
    public String where() {
      return DogfiteEvent.where(to);
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

  /**
   * A step's bet failed with a move penalty its player shares among the step's tasks (seed 000,
   * MOVE / MANEUVER BETS - FAILURE: "the application of the result in the 'move' column is left to
   * the player to decide"): logged with its dice as they are rolled, before the player decides
   * ({@link DogfiteCommand.ApplyMovePenalty}); the {@link Moved} that follows tells the rest.
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param step what it tried
   * @param bet the failed bet
   * @param penalty the move penalty to share
   * @param dice the bet and failure dice
   */
  record BetMissed(
      int turn, String plane, Step step, BetOutcome bet, int penalty, List<DiceRoll> dice)
      implements DogfiteEvent {
    /**
     * Copies the list.
     *
     * @param turn the turn
     * @param plane the aircraft
     * @param step what it tried
     * @param bet the failed bet
     * @param penalty the move penalty to share
     * @param dice the bet and failure dice
     */
    public BetMissed {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(step, "step");
      Objects.requireNonNull(bet, "bet");
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

  /**
   * An aircraft that failed to stay in its hex middle left the hex by the edge its player chose.
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param exit the edge, facing out
   */
  record LeftHex(int turn, String plane, Facing exit) implements DogfiteEvent {
    /**
     * Checks the fields.
     *
     * @param turn the turn
     * @param plane the aircraft
     * @param exit the edge, facing out
     */
    public LeftHex {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(exit, "exit");
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

  /**
   * With no movement points, an aircraft bet for edge only and did not move.
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param bet the bet
   * @param setback what a failed bet's move penalty cost
   * @param edge its edge afterwards
   * @param dice the bet and failure dice
   */
  record BetForEdge(
      int turn, String plane, BetOutcome bet, Setback setback, int edge, List<DiceRoll> dice)
      implements DogfiteEvent {
    /**
     * Copies the list.
     *
     * @param turn the turn
     * @param plane the aircraft
     * @param bet the bet
     * @param setback what a failed bet's move penalty cost
     * @param edge its edge afterwards
     * @param dice the bet and failure dice
     */
    public BetForEdge {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(bet, "bet");
      Objects.requireNonNull(setback, "setback");
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

  /**
   * An aircraft bet to enter a spin on purpose.
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param bet the bet
   * @param setback what a failed bet's move penalty cost
   * @param dice the bet and failure dice
   */
  record SpinAttempted(int turn, String plane, BetOutcome bet, Setback setback, List<DiceRoll> dice)
      implements DogfiteEvent {
    /**
     * Copies the list.
     *
     * @param turn the turn
     * @param plane the aircraft
     * @param bet the bet
     * @param setback what a failed bet's move penalty cost
     * @param dice the bet and failure dice
     */
    public SpinAttempted {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(bet, "bet");
      Objects.requireNonNull(setback, "setback");
      Objects.requireNonNull(dice, "dice");
      dice = List.copyOf(dice);
    }

    /**
     * Whether it now spins.
     *
     * @return whether it now spins
     */
    public boolean entered() {
      return bet.passed();
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

  /**
   * A spinning aircraft's move (seed 000, STALL / SPIN: "Spinning aircraft dive (2-point) at speed
   * 0 in middle of current hex"): it loses a level in its hex middle, with the bet to recover if it
   * made one ("Recovery from a spin is made by succeeding in a bet as with voluntary entry, but
   * with a -1 penalty to the roll"). At the lowest level it has no level to lose: it spins into the
   * ground ({@link PlaneDown} follows).
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param to its hex middle
   * @param level the level it spun down to (the lowest, 0, when it had none to lose)
   * @param grounded whether it was at the lowest level already and spins into the ground
   * @param recovery the bet to recover from the spin, if one was made
   * @param dice the bet
   */
  record SpinDived(
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

  /**
   * A combined hold that met no maneuver was bet alone at the end of the move.
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param bet the bet
   * @param setback what a failed bet's move penalty cost (the hold, and perhaps a dive)
   * @param dice the bet
   */
  record LevelHeld(int turn, String plane, BetOutcome bet, Setback setback, List<DiceRoll> dice)
      implements DogfiteEvent {
    /**
     * Copies the list.
     *
     * @param turn the turn
     * @param plane the aircraft
     * @param bet the bet
     * @param setback what a failed bet's move penalty cost (the hold, and perhaps a dive)
     * @param dice the bet
     */
    public LevelHeld {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(bet, "bet");
      Objects.requireNonNull(setback, "setback");
      Objects.requireNonNull(dice, "dice");
      dice = List.copyOf(dice);
    }

    /**
     * Whether the level was held.
     *
     * @return whether the level was held
     */
    public boolean held() {
      return bet.passed();
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

  /**
   * An aircraft ended its move.
   *
   * @param turn the turn
   * @param plane the aircraft
   */
  record MoveEnded(int turn, String plane) implements DogfiteEvent {
    /**
     * Checks the fields.
     *
     * @param turn the turn
     * @param plane the aircraft
     */
    public MoveEnded {
      Objects.requireNonNull(plane, "plane");
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

  /**
   * An aircraft ended its move at or below its minimum speed and rolled for a stall or spin (seed
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
  record StallChecked(
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
     * @param to where it is afterwards (a stalling aircraft on a hex edge flies straight ahead; in
     *     a hex middle it has no facing and stays)
     * @param dives whether a stall pitched it into a one-point, half-move dive (not at the lowest
     *     level, nor when it was in a half-level dive already)
     * @param alreadyDiving whether it stalled in a half-level dive it was in already, and stays in
     *     it (a stall adds no second dive)
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

  /**
   * One gun fired.
   *
   * @param turn the turn
   * @param plane the shooter
   * @param target the target
   * @param range the range
   * @param needed the 2d6 roll (after a pip moved, under the standard reading) that scores a hit:
   *     "The number of hits scored equals 2d6 -10 plus the current edge modified by" the firing
   *     bonus, shooting skill and range, so one hit needs 1 minus those modifiers
   * @param hits hits scored
   * @param pip the pip the shooter moved to make doubles: -1 off the higher die, +1 onto the lower
   *     die, 0 none
   * @param criticals critical effects
   * @param smoke whether the target started smoking
   * @param fire whether the first smoke roll, made at once, set it on fire
   * @param dice the dice
   */
  record GunFired(
      int turn,
      String plane,
      String target,
      Range range,
      int needed,
      int hits,
      int pip,
      List<CriticalEffect> criticals,
      boolean smoke,
      boolean fire,
      List<DiceRoll> dice)
      implements DogfiteEvent {
    /**
     * Copies the lists.
     *
     * @param turn the turn
     * @param plane the shooter
     * @param target the target
     * @param range the range
     * @param needed the 2d6 roll that scores a hit
     * @param hits hits scored
     * @param pip the pip the shooter moved to make doubles: -1 off the higher die, +1 onto the
     *     lower die, 0 none
     * @param criticals critical effects
     * @param smoke whether the target started smoking
     * @param fire whether the first smoke roll, made at once, set it on fire
     * @param dice the dice
     */
    public GunFired {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(target, "target");
      Objects.requireNonNull(range, "range");
      Objects.requireNonNull(criticals, "criticals");
      Objects.requireNonNull(dice, "dice");
      criticals = List.copyOf(criticals);
      dice = List.copyOf(dice);
    }

    /**
     * The roll needed in words: "needs 7+ to hit", "any roll hits", "no roll can hit".
     *
     * @return the roll needed in words
     */
    public String neededWords() {
      if (needed <= 2) {
        return "any roll hits";
      }
      return needed > 12 ? "no roll can hit" : "needs " + needed + "+ to hit";
    }

    @Override
    public String phase() {
      return "Combat";
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

  /**
   * An aircraft's end of turn.
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param speed its new speed
   * @param stress the stress result, if tested
   * @param note anything else (fire, smoke, spinning)
   * @param dice the dice
   */
  record TurnEnded(
      int turn,
      String plane,
      int speed,
      Optional<StressResult> stress,
      String note,
      List<DiceRoll> dice)
      implements DogfiteEvent {
    /**
     * Copies the list.
     *
     * @param turn the turn
     * @param plane the aircraft
     * @param speed its new speed
     * @param stress the stress result, if tested
     * @param note anything else (fire, smoke, spinning)
     * @param dice the dice
     */
    public TurnEnded {
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(stress, "stress");
      Objects.requireNonNull(note, "note");
      Objects.requireNonNull(dice, "dice");
      dice = List.copyOf(dice);
    }

    @Override
    public String phase() {
      return "End of turn";
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

  /**
   * An aircraft left the fight.
   *
   * @param turn the turn
   * @param phase the phase
   * @param plane the aircraft
   * @param reason why
   */
  record PlaneDown(int turn, String phase, String plane, String reason) implements DogfiteEvent {
    /**
     * Checks the fields.
     *
     * @param turn the turn
     * @param phase the phase
     * @param plane the aircraft
     * @param reason why
     */
    public PlaneDown {
      Objects.requireNonNull(phase, "phase");
      Objects.requireNonNull(plane, "plane");
      Objects.requireNonNull(reason, "reason");
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

  /**
   * The positions at the end of a turn; {@link #map()} draws them as a small text map.
   *
   * @param turn the turn
   * @param aircraft the aircraft still flying, each with its letter on the map
   */
  record MapDrawn(int turn, List<Marker> aircraft) implements DogfiteEvent {
    /**
     * Copies the list.
     *
     * @param turn the turn
     * @param aircraft the aircraft still flying, each with its letter on the map
     */
    public MapDrawn {
      Objects.requireNonNull(aircraft, "aircraft");
      aircraft = List.copyOf(aircraft);
    }

    /**
     * One aircraft on the map.
     *
     * @param letter its letter on the map
     * @param plane its name in the legend
     * @param placement where it is
     * @param speed its speed
     */
    public record Marker(char letter, String plane, Placement placement, int speed) {
      /**
       * Checks the fields.
       *
       * @param letter its letter on the map
       * @param plane its name in the legend
       * @param placement where it is
       * @param speed its speed
       */
      public Marker {
        Objects.requireNonNull(plane, "plane");
        Objects.requireNonNull(placement, "placement");
      }
    }

    /** The tallest map drawn, in hex rows; farther apart, only the legend. */
    public static final int MAX_ROWS = 8;

    /**
     * The map and its legend: a staggered hex grid, one letter per aircraft.
     *
     * @return the map and its legend: a staggered hex grid, one letter per aircraft
     */
    public String map() {
      return HexMap.renderIfSmall(aircraft, MAX_ROWS);
    }

    @Override
    public String phase() {
      return "End of turn";
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

  /**
   * The engagement ended.
   *
   * @param turn the last turn
   * @param result how
   */
  record DuelEnded(int turn, String result) implements DogfiteEvent {
    /**
     * Checks the fields.
     *
     * @param turn the last turn
     * @param result how
     */
    public DuelEnded {
      Objects.requireNonNull(result, "result");
    }

    @Override
    public String phase() {
      return "End of turn";
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
}
