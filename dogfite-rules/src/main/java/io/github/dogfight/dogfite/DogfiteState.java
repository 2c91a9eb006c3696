package io.github.dogfight.dogfite;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.turn.TurnOrder;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.immutables.value.Value;

/** The immutable state of a Dogfite! engagement. */
@Value.Immutable
public interface DogfiteState extends GameState {
  /** The steps of a turn. */
  enum Stage {
    /** Each aircraft declares a target (TARGETING). */
    TARGETING("Targeting"),
    /** Aircraft move in initiative order (MOVEMENT). */
    MOVEMENT("Movement"),
    /** Aircraft fire at their targets (COMBAT). */
    COMBAT("Combat"),
    /** Each aircraft's speed roll and end-of-turn checks. */
    END_OF_TURN("End of turn");

    private final String title;

    Stage(String title) {
      this.title = title;
    }

    /** The phase name. */
    public String title() {
      return title;
    }
  }

  @Override
  DiceStream dice();

  @Override
  int turn();

  /** The step of the turn. */
  Stage stage();

  /** Every aircraft, in play or out. */
  List<Plane> planes();

  /** Targets declared so far this turn, by aircraft ("" for none). */
  Map<String, String> declared();

  /**
   * This turn's movement order so far (followers in formation listed right after their leader): the
   * aircraft that have moved, the one moving, and those already known to come (all of them for an
   * initiative order; a card deck reveals the next only when the one before has moved).
   */
  List<String> order();

  /**
   * What remains of this turn's order as the activation planned it, to be revealed as the turn goes
   * (a card deck's secret order); empty outside the movement and combat stages.
   */
  Optional<TurnOrder> turnOrder();

  /** Aircraft flying in formation this turn: follower to the leader it moves with. */
  Map<String, String> formations();

  /**
   * This turn's firing order when it differs from the movement order (card activation fires in
   * reverse activation order); empty when aircraft fire in movement order, as in the seed.
   */
  List<String> fireOrder();

  /**
   * The order the current stage walks: {@link #fireOrder()} in combat if set, else {@link
   * #order()}.
   */
  default List<String> stageOrder() {
    return stage() == Stage.COMBAT && !fireOrder().isEmpty() ? fireOrder() : order();
  }

  /** The index in {@link #stageOrder()} of the aircraft acting now (moving, firing, speed roll). */
  @Value.Default
  default int index() {
    return 0;
  }

  /** The moving aircraft's movement, once it has begun. */
  Optional<MoveState> move();

  /**
   * A shooter's pending pip-adjustment choice in combat.
   *
   * @param shooter the shooter
   * @param gun the gun whose dice are one pip from doubles
   * @param guns how many guns it fires
   * @param range the range
   * @param roll the hit dice
   */
  record PipChoice(String shooter, int gun, int guns, Range range, Resolution.HitsRoll roll) {}

  /** The pending pip-adjustment choice, if a shooter must decide. */
  Optional<PipChoice> pip();

  /**
   * A pending choice after a failed combined hold-and-maneuver bet: which task the failure's move
   * penalty falls on first.
   *
   * @param plane the aircraft
   * @param step the maneuver tried
   * @param aerobatics aerobatic points spent on it
   * @param reduction the failure's move penalty
   * @param movementPoints movement points after the bet
   * @param outcome the bet
   * @param dice the bet's dice
   */
  record PenaltyChoice(
      String plane,
      Step step,
      int aerobatics,
      int reduction,
      int movementPoints,
      BetOutcome outcome,
      List<io.github.dogfight.core.dice.DiceRoll> dice) {}

  /** The pending move-penalty choice, if an aircraft must decide. */
  Optional<PenaltyChoice> penalty();

  /** The turn limit, after which the engagement ends undecided. */
  @Value.Default
  default int maxTurns() {
    return 50;
  }

  @Override
  Optional<String> result();

  @Override
  Optional<String> winner();

  @Override
  default String phase() {
    return result().isPresent() ? "Ended" : stage().title();
  }

  @Override
  default boolean isOver() {
    return result().isPresent();
  }

  /** The aircraft {@code id}. */
  default Plane plane(String id) {
    return planes().stream()
        .filter(p -> p.id().equals(id))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no aircraft '" + id + "'"));
  }

  /** The aircraft still in the fight, in the order given. */
  default List<Plane> inPlay() {
    return planes().stream().filter(p -> !p.out()).toList();
  }

  /** This state with {@code plane} replacing the aircraft of the same id. */
  default DogfiteState with(Plane plane) {
    return ImmutableDogfiteState.copyOf(this)
        .withPlanes(planes().stream().map(p -> p.id().equals(plane.id()) ? plane : p).toList());
  }
}
