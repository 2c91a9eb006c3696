package io.github.dogfight.squadron.internal;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.squadron.Aircraft;
import io.github.dogfight.squadron.Pending;
import io.github.dogfight.squadron.Side;
import io.github.dogfight.squadron.Squadron;
import io.github.dogfight.squadron.SquadronConfig;
import io.github.dogfight.squadron.SquadronState;
import io.github.dogfight.squadron.Status;
import java.util.ArrayList;
import java.util.List;

/**
 * The working copy of one step: the state as it changes, the step's roller and the events told so
 * far. A phase that leaves nothing more to decide in the Squadron Phase {@linkplain #endPhase ends
 * it}; the engine then runs the end of the round.
 */
public final class Draft {
  private final Context context;
  private final Roller roller;
  private final List<GameEvent> events = new ArrayList<>();
  private SquadronState state;
  private boolean phaseOver;

  /**
   * A draft of {@code state}.
   *
   * @param state the state before the step
   * @param context the rule set's context
   * @param roller the step's roller
   */
  public Draft(SquadronState state, Context context, Roller roller) {
    this.state = state;
    this.context = context;
    this.roller = roller;
  }

  /**
   * The state as it stands.
   *
   * @return the state as it stands
   */
  public SquadronState state() {
    return state;
  }

  /**
   * Replaces the state.
   *
   * @param next the new state
   */
  public void set(SquadronState next) {
    state = next;
  }

  /**
   * Waits for {@code pending} next.
   *
   * @param pending the next decision
   */
  public void await(Pending pending) {
    state = context.states().withPending(state, pending);
  }

  /**
   * Replaces the squadron of {@code side}.
   *
   * @param side the side
   * @param squadron its new squadron
   */
  public void set(Side side, Squadron squadron) {
    state = state.with(side, squadron);
  }

  /**
   * {@code aircraft} with {@code damage} and {@code status}.
   *
   * @param aircraft the aircraft
   * @param damage its damage
   * @param status its status
   * @return the changed aircraft
   */
  public Aircraft changed(Aircraft aircraft, int damage, Status status) {
    return context.states().aircraft(aircraft, damage, status);
  }

  /**
   * The rule set's context.
   *
   * @return the rule set's context
   */
  public Context context() {
    return context;
  }

  /**
   * The configuration.
   *
   * @return the configuration
   */
  public SquadronConfig config() {
    return context.config();
  }

  /**
   * The step's roller.
   *
   * @return the step's roller
   */
  public Roller roller() {
    return roller;
  }

  /**
   * Tells {@code event}.
   *
   * @param event what happened
   */
  public void tell(GameEvent event) {
    events.add(event);
  }

  /**
   * The events told, in order.
   *
   * @return the events told, in order
   */
  public List<GameEvent> events() {
    return events;
  }

  /** The Squadron Phase has nothing more to decide: the end of the round follows. */
  public void endPhase() {
    phaseOver = true;
  }

  /**
   * Whether the Squadron Phase ended, clearing the mark.
   *
   * @return whether the Squadron Phase ended since the last call
   */
  public boolean takePhaseOver() {
    boolean over = phaseOver;
    phaseOver = false;
    return over;
  }
}
