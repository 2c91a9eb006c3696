package io.github.dogfight.dogfite.internal;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.dogfite.DogfiteState;
import io.github.dogfight.dogfite.Pending;
import io.github.dogfight.dogfite.Plane;
import io.github.dogfight.dogfite.TurnProgress;
import java.util.ArrayList;
import java.util.List;
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
  private final Plane[] planes;
  private final List<GameEvent> events = new ArrayList<>(6);
  private Pending pending;
  private TurnProgress progress;
  private int turn;
  private Optional<String> result = Optional.empty();
  private Optional<String> winner = Optional.empty();
  private DogfiteState.@org.jspecify.annotations.Nullable Stage done;

  /** A draft of {@code state}, rolling with {@code roller}. */
  public Draft(DogfiteState state, Context context, Roller roller) {
    this.start = state;
    this.context = context;
    this.roller = roller;
    this.planes = state.planes().toArray(new Plane[0]);
    this.pending = state.pending();
    this.progress = state.progress();
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
    return planes.length;
  }

  /** The aircraft at {@code index} of the state's order. */
  public Plane plane(int index) {
    return planes[index];
  }

  /**
   * The aircraft {@code id}.
   *
   * @throws IllegalArgumentException if there is none
   */
  public Plane plane(String id) {
    return planes[indexOf(id)];
  }

  /** Whether an aircraft is called {@code id}. */
  public boolean has(String id) {
    for (Plane p : planes) {
      if (p.id().equals(id)) {
        return true;
      }
    }
    return false;
  }

  private int indexOf(String id) {
    for (int i = 0; i < planes.length; i++) {
      if (planes[i].id().equals(id)) {
        return i;
      }
    }
    throw new IllegalArgumentException("no aircraft '" + id + "'");
  }

  /** Replaces the aircraft with {@code plane}'s id. */
  public void put(Plane plane) {
    planes[indexOf(plane.id())] = plane;
  }

  /** The aircraft still in the fight, in the state's order. */
  public List<Plane> inPlay() {
    List<Plane> out = new ArrayList<>(planes.length);
    for (Plane p : planes) {
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

  /** The turn's progress. */
  public TurnProgress progress() {
    return progress;
  }

  /** Replaces the turn's progress. */
  public void progress(TurnProgress value) {
    this.progress = value;
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

  /** Whether the engagement has ended. */
  public boolean over() {
    return result.isPresent();
  }

  /** Records an event. */
  public void add(GameEvent event) {
    events.add(event);
  }

  /** The step's events so far. */
  public List<GameEvent> events() {
    return events;
  }

  /** The state the step began from. */
  public DogfiteState start() {
    return start;
  }

  /** The new state. */
  public DogfiteState build() {
    return new DogfiteState(
        start.dice(), turn, List.of(planes), pending, progress, start.maxTurns(), result, winner);
  }
}
