package io.github.dogfight.dogfite.internal;

import com.google.common.collect.ImmutableSortedMap;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.turn.TurnOrder;
import io.github.dogfight.dogfite.DogfiteState;
import io.github.dogfight.dogfite.Pending;
import io.github.dogfight.dogfite.Plane;
import io.github.dogfight.dogfite.TurnProgress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One step's working copy of the state: the phases change aircraft, the pending decision and the
 * turn's progress here, and {@link #build()} makes the one new immutable state at the end. It also
 * carries the step's roller and collects its events. Lives for one step; not thread-safe.
 */
public final class Draft {
  private final DogfiteState start;
  private final Context context;
  private final Roller roller;
  private final List<Plane> original;
  private Plane @org.jspecify.annotations.Nullable [] planes;
  private final List<GameEvent> events = new ArrayList<>(6);
  private Pending pending;
  private boolean progressChanged;
  private Map<String, String> declared;
  private Map<String, String> formations;
  private List<String> moved;
  private Optional<TurnOrder> turnOrder;
  private List<String> fireOrder;
  private int index;
  private List<TurnProgress.Deferral> deferred;
  private int announced;
  private List<TurnProgress.Shooter> shooters;
  private int turn;
  private Optional<String> result = Optional.empty();
  private Optional<String> winner = Optional.empty();
  private DogfiteState.@org.jspecify.annotations.Nullable Stage done;

  /** A draft of {@code state}, rolling with {@code roller}. */
  public Draft(DogfiteState state, Context context, Roller roller) {
    this.start = state;
    this.context = context;
    this.roller = roller;
    this.original = state.planes();
    this.pending = state.pending();
    TurnProgress p = state.progress();
    this.declared = p.declared();
    this.formations = p.formations();
    this.moved = p.moved();
    this.turnOrder = p.turnOrder();
    this.fireOrder = p.fireOrder();
    this.index = p.index();
    this.deferred = p.deferred();
    this.announced = p.announced();
    this.shooters = p.shooters();
    this.turn = state.turn();
  }

  /** The rule set's parts. */
  public Context context() {
    return context;
  }

  /** The step's dice. */
  public Roller roller() {
    return roller;
  }

  /** The turn. */
  public int turn() {
    return turn;
  }

  /** Every aircraft, in the state's order. */
  public int size() {
    return original.size();
  }

  /** The aircraft at {@code index} of the state's order. */
  public Plane plane(int index) {
    Plane[] changed = planes;
    return changed == null ? original.get(index) : changed[index];
  }

  /**
   * The aircraft {@code id}.
   *
   * @throws IllegalArgumentException if there is none
   */
  public Plane plane(String id) {
    return plane(indexOf(id));
  }

  /** Whether an aircraft is called {@code id}. */
  public boolean has(String id) {
    for (int i = 0; i < original.size(); i++) {
      if (original.get(i).id().equals(id)) {
        return true;
      }
    }
    return false;
  }

  private int indexOf(String id) {
    for (int i = 0; i < original.size(); i++) {
      if (original.get(i).id().equals(id)) {
        return i;
      }
    }
    throw new IllegalArgumentException("no aircraft '" + id + "'");
  }

  /** Replaces the aircraft with {@code plane}'s id. */
  public void put(Plane plane) {
    Plane[] changed = planes;
    if (changed == null) {
      changed = original.toArray(new Plane[original.size()]);
      planes = changed;
    }
    changed[indexOf(plane.id())] = plane;
  }

  /** The aircraft still in the fight, in the state's order. */
  public List<Plane> inPlay() {
    List<Plane> out = new ArrayList<>(size());
    for (int i = 0; i < size(); i++) {
      Plane p = plane(i);
      if (!p.out()) {
        out.add(p);
      }
    }
    return out;
  }

  /** The decision pending. */
  public Pending pending() {
    return pending;
  }

  /** Waits for {@code next}. */
  public void await(Pending next) {
    this.pending = next;
    this.done = null;
  }

  /** Phase {@code stage} has nobody left to act: the engine moves on to the phase after it. */
  public void phaseDone(DogfiteState.Stage stage) {
    this.done = stage;
  }

  /** The phase just completed, if one was, clearing the mark. */
  public Optional<DogfiteState.Stage> takeDone() {
    Optional<DogfiteState.Stage> out = Optional.ofNullable(done);
    done = null;
    return out;
  }

  // ---- The turn's progress ({@link TurnProgress}), changed in place --------------------------

  /** Targets declared so far this turn. */
  public Map<String, String> declared() {
    return declared;
  }

  /** Sets the targets declared. */
  public void declared(Map<String, String> value) {
    declared = value;
    progressChanged = true;
  }

  /** This turn's formations. */
  public Map<String, String> formations() {
    return formations;
  }

  /** Sets this turn's formations, kept in the followers' id order. */
  public void formations(Map<String, String> value) {
    formations = ImmutableSortedMap.copyOf(value);
    progressChanged = true;
  }

  /** The movement order so far. */
  public List<String> moved() {
    return moved;
  }

  /** Sets the movement order so far. */
  public void moved(List<String> value) {
    moved = value;
    progressChanged = true;
  }

  /** What remains of the activation's order. */
  public Optional<TurnOrder> turnOrder() {
    return turnOrder;
  }

  /** Sets what remains of the activation's order. */
  public void turnOrder(Optional<TurnOrder> value) {
    turnOrder = value;
    progressChanged = true;
  }

  /** The firing order, when it differs from the movement order. */
  public List<String> fireOrder() {
    return fireOrder;
  }

  /** Sets the firing order. */
  public void fireOrder(List<String> value) {
    fireOrder = value;
    progressChanged = true;
  }

  /** The position in the phase's order of the aircraft acting now. */
  public int index() {
    return index;
  }

  /** Sets the position in the phase's order of the aircraft acting now. */
  public void index(int value) {
    if (value != index) {
      index = value;
      progressChanged = true;
    }
  }

  /** Aircraft waiting to move after others. */
  public List<TurnProgress.Deferral> deferred() {
    return deferred;
  }

  /** Sets the aircraft waiting to move after others. */
  public void deferred(List<TurnProgress.Deferral> value) {
    deferred = value;
    progressChanged = true;
  }

  /** Movement activations announced and still to come. */
  public int announced() {
    return announced;
  }

  /** Sets the movement activations announced and still to come. */
  public void announced(int value) {
    if (value != announced) {
      announced = value;
      progressChanged = true;
    }
  }

  /** With simultaneous fire, the aircraft that may fire this combat phase, as it began. */
  public List<TurnProgress.Shooter> shooters() {
    return shooters;
  }

  /** Sets the aircraft that may fire this combat phase, as it began. */
  public void shooters(List<TurnProgress.Shooter> value) {
    shooters = value;
    progressChanged = true;
  }

  /** A new turn's progress: nothing declared, nobody moved. */
  public void newTurn() {
    TurnProgress p = TurnProgress.START;
    declared = p.declared();
    formations = p.formations();
    moved = p.moved();
    turnOrder = p.turnOrder();
    fireOrder = p.fireOrder();
    index = p.index();
    deferred = p.deferred();
    announced = p.announced();
    shooters = p.shooters();
    progressChanged = true;
  }

  private TurnProgress progress() {
    return progressChanged
        ? new TurnProgress(
            declared, formations, moved, turnOrder, fireOrder, index, deferred, announced, shooters)
        : start.progress();
  }

  /** Starts turn {@code value}. */
  public void turn(int value) {
    this.turn = value;
  }

  /** Ends the engagement with {@code how}, won by {@code side} if any. */
  public void end(String how, Optional<String> side) {
    this.result = Optional.of(how);
    this.winner = side;
    this.pending = new Pending.Over();
    this.done = null;
  }

  /** Records an event. */
  public void add(GameEvent event) {
    events.add(event);
  }

  /**
   * The step's events as an unmodifiable list that {@code List.copyOf} returns as it is: one or two
   * events without copying an array, more copied once.
   */
  public List<GameEvent> immutableEvents() {
    return switch (events.size()) {
      case 0 -> List.of();
      case 1 -> List.of(events.get(0));
      case 2 -> List.of(events.get(0), events.get(1));
      default -> List.copyOf(events);
    };
  }

  /** The state the step began from. */
  public DogfiteState start() {
    return start;
  }

  /** The new state. */
  public DogfiteState build() {
    Plane[] changed = planes;
    return new DogfiteState(
        roller.stream().orElse(start.dice()),
        turn,
        changed == null ? original : List.of(changed),
        pending,
        progress(),
        start.maxTurns(),
        result,
        winner);
  }
}
