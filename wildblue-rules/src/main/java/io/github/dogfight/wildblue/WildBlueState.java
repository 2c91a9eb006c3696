package io.github.dogfight.wildblue;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.game.GameState;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * A game of The Wild Blue: the planes and ground units of two sides, the advantage dice held, the
 * turn's initiative order and how far the acting plane has got. Immutable; a new engagement comes
 * from {@link WildBlueRules#start}.
 *
 * <p>A turn: initiative for every plane and armed ground unit (the {@link Host}'s), a window for
 * Split S, then each acts in order. An attack waits at the windows the seed opens for interrupts
 * ({@link #attack()}); a Critical Damage result to choose waits first ({@link #choices()}).
 */
@Value.Immutable
public abstract class WildBlueState implements GameState {
  WildBlueState() {}

  @Override
  public abstract DiceStream dice();

  /** The turn, from 1. */
  @Override
  public abstract int turn();

  /**
   * The two sides.
   *
   * @return the two sides
   */
  public abstract List<String> sides();

  /**
   * Every plane, in the engagement's order.
   *
   * @return every plane, in the engagement's order
   */
  public abstract List<Plane> planes();

  /**
   * Ground units.
   *
   * @return the ground units
   */
  public abstract List<GroundUnit> ground();

  /**
   * Advantage dice held.
   *
   * @return the dice held
   */
  public abstract List<Held> advantage();

  /**
   * Planes still to answer the start-of-turn Split S window.
   *
   * @return the planes, in order
   */
  public abstract List<String> splitS();

  /**
   * This turn's initiative order, planes and armed ground units.
   *
   * @return this turn's initiative order, planes and armed ground units
   */
  public abstract List<String> order();

  /**
   * This turn's initiative results of the ground units, by index (unarmed: none).
   *
   * @return this turn's initiative results of the ground units, by index (unarmed: none)
   */
  public abstract List<Integer> groundInitiative();

  /**
   * The enemies the acting plane has fired on in this action.
   *
   * @return the enemies the acting plane has fired on in this action
   */
  public abstract List<String> firedOn();

  /**
   * The index in {@link #order()} of the one acting.
   *
   * @return the index in {@link #order()} of the one acting
   */
  @Value.Default
  public int next() {
    return 0;
  }

  /**
   * The action under way, if any.
   *
   * @return the action under way, if any
   */
  public abstract Optional<ActionStep> step();

  /**
   * The attack under way, if any.
   *
   * @return the attack under way, if any
   */
  public abstract Optional<Attack> attack();

  /**
   * Critical Damage results waiting to be chosen, first first.
   *
   * @return the choices, in order
   */
  public abstract List<CriticalChoice> choices();

  /**
   * The events that set this state up before any command was given: the first turn's initiative
   * rolls of {@link WildBlueRules#start}, in order ({@link WildBlueRules#openingEvents}). Empty
   * once a command has been played.
   *
   * @return the opening events, in order
   */
  public abstract List<WildBlueEvent> opening();

  @Override
  public abstract Optional<String> result();

  @Override
  public abstract Optional<String> winner();

  @Override
  public boolean isOver() {
    return result().isPresent();
  }

  @Override
  public String phase() {
    if (isOver()) {
      return "over";
    }
    if (!splitS().isEmpty()) {
      return "initiative";
    }
    return "actions";
  }

  /**
   * The plane called {@code name}.
   *
   * @param name the plane's name
   * @return the plane
   * @throws IllegalArgumentException listing the planes
   */
  public Plane plane(String name) {
    Objects.requireNonNull(name, "name");
    return findPlane(name)
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "no plane '"
                        + name
                        + "'; the planes are "
                        + String.join(", ", planes().stream().map(Plane::name).toList())));
  }

  /**
   * The plane called {@code name}, if there is one.
   *
   * @param name the plane's name
   * @return the plane, if any
   */
  public Optional<Plane> findPlane(String name) {
    Objects.requireNonNull(name, "name");
    for (Plane p : planes()) {
      if (p.name().equals(name)) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }

  /**
   * The ground unit called {@code name}, if there is one.
   *
   * @param name the unit's name
   * @return the unit, if any
   */
  public Optional<GroundUnit> findGround(String name) {
    Objects.requireNonNull(name, "name");
    for (GroundUnit g : ground()) {
      if (g.name().equals(name)) {
        return Optional.of(g);
      }
    }
    return Optional.empty();
  }

  /**
   * The side of a plane or ground unit.
   *
   * @param name a plane or ground unit
   * @return its side, if it exists
   */
  public Optional<String> sideOf(String name) {
    Objects.requireNonNull(name, "name");
    return findPlane(name).map(Plane::side).or(() -> findGround(name).map(GroundUnit::side));
  }

  /**
   * The side that is not {@code side}.
   *
   * @param side a side
   * @return the other side
   */
  public String enemyOf(String side) {
    Objects.requireNonNull(side, "side");
    return sides().get(0).equals(side) ? sides().get(1) : sides().get(0);
  }

  /**
   * The dice of {@code kind} {@code holder} holds on {@code target}, 0 if none.
   *
   * @param holder the plane holding
   * @param target the plane held
   * @param kind the kind of advantage
   * @return the dice
   */
  public int held(String holder, String target, AdvantageKind kind) {
    Objects.requireNonNull(holder, "holder");
    Objects.requireNonNull(target, "target");
    Objects.requireNonNull(kind, "kind");
    for (Held h : advantage()) {
      if (h.holder().equals(holder) && h.target().equals(target) && h.kind() == kind) {
        return h.dice();
      }
    }
    return 0;
  }

  /**
   * Every advantage die {@code holder} holds on {@code target}.
   *
   * @param holder the plane holding
   * @param target the plane held
   * @return the dice held
   */
  public List<Held> held(String holder, String target) {
    Objects.requireNonNull(holder, "holder");
    Objects.requireNonNull(target, "target");
    return advantage().stream()
        .filter(h -> h.holder().equals(holder) && h.target().equals(target))
        .toList();
  }

  /**
   * Planes still flying on {@code side}.
   *
   * @param side a side
   * @return its planes still flying
   */
  public List<Plane> flying(String side) {
    Objects.requireNonNull(side, "side");
    List<Plane> out = new ArrayList<>();
    for (Plane p : planes()) {
      if (p.side().equals(side) && p.flying()) {
        out.add(p);
      }
    }
    return Collections.unmodifiableList(out);
  }

  /**
   * The one acting now, if the turn is in its actions.
   *
   * @return the one acting now, if the turn is in its actions
   */
  public Optional<String> acting() {
    if (isOver() || !splitS().isEmpty() || next() >= order().size()) {
      return Optional.empty();
    }
    return Optional.of(order().get(next()));
  }

  /**
   * The decision the engagement waits for, worked out once per state: the engine dispatches each
   * command on it.
   *
   * @return the pending decision
   * @throws IllegalStateException if the state waits for nothing (no rule makes such a state)
   */
  @Value.Lazy
  public Pending pending() {
    if (isOver()) {
      return new Pending.Over();
    }
    if (!splitS().isEmpty()) {
      return new Pending.SplitSWindow(splitS());
    }
    if (!choices().isEmpty()) {
      return new Pending.ChooseCritical(choices().get(0));
    }
    Optional<Attack> attack = attack();
    if (attack.isPresent()) {
      Attack a = attack.get();
      switch (a.stage()) {
        case SCISSORS -> {
          return new Pending.ScissorsWindow(a);
        }
        case ROLLING_SCISSORS -> {
          return new Pending.RollingScissorsWindow(a);
        }
        case SPIN -> {
          return new Pending.SpinWindow(a);
        }
        case DAMAGE -> throw new IllegalStateException("an attack never waits at its damage");
      }
    }
    Optional<ActionStep> step = step();
    if (step.isPresent()) {
      ActionStep s = step.get();
      if (findGround(s.actor()).isPresent()) {
        return new Pending.GroundAction(s);
      }
      return s.inControl() ? new Pending.PlaneAction(s) : new Pending.OutOfControl(s);
    }
    throw new IllegalStateException("no decision pending in turn " + turn());
  }

  /**
   * A copy with the plane of the same name replaced.
   *
   * @param p the plane
   * @return the copy
   */
  public WildBlueState withPlane(Plane p) {
    Objects.requireNonNull(p, "p");
    List<Plane> list = new java.util.ArrayList<>(planes());
    for (int i = 0; i < list.size(); i++) {
      if (list.get(i).name().equals(p.name())) {
        list.set(i, p);
        return copy().withPlanes(list);
      }
    }
    throw new IllegalArgumentException("no plane " + p.name());
  }

  /**
   * A copy with the ground unit of the same name replaced.
   *
   * @param g the ground unit
   * @return the copy
   */
  public WildBlueState withGroundUnit(GroundUnit g) {
    Objects.requireNonNull(g, "g");
    List<GroundUnit> list = new java.util.ArrayList<>(ground());
    for (int i = 0; i < list.size(); i++) {
      if (list.get(i).name().equals(g.name())) {
        list.set(i, g);
        return copy().withGround(list);
      }
    }
    throw new IllegalArgumentException("no ground unit " + g.name());
  }

  ImmutableWildBlueState copy() {
    return (ImmutableWildBlueState) ImmutableWildBlueState.copyOf(this);
  }

  /**
   * A copy with another value: the dice stream.
   *
   * @param value the dice stream
   * @return the copy
   */
  public abstract WildBlueState withDice(DiceStream value);

  /**
   * A copy with another value: the turn.
   *
   * @param value the turn
   * @return the copy
   */
  public abstract WildBlueState withTurn(int value);

  /**
   * A copy with another value: every plane.
   *
   * @param value every plane
   * @return the copy
   */
  public abstract WildBlueState withPlanes(Iterable<? extends Plane> value);

  /**
   * A copy with another value: the advantage held.
   *
   * @param value the advantage held
   * @return the copy
   */
  public abstract WildBlueState withAdvantage(Iterable<? extends Held> value);

  /**
   * A copy with another value: the planes in the Split S window.
   *
   * @param value the planes in the Split S window
   * @return the copy
   */
  public abstract WildBlueState withSplitS(Iterable<String> value);

  /**
   * A copy with another value: the turn's order.
   *
   * @param value the turn's order
   * @return the copy
   */
  public abstract WildBlueState withOrder(Iterable<String> value);

  /**
   * A copy with another value: the index of the next one in the order.
   *
   * @param value the index of the next one in the order
   * @return the copy
   */
  public abstract WildBlueState withNext(int value);

  /**
   * A copy with another value: the ground units' initiative results.
   *
   * @param value the ground units' initiative results
   * @return the copy
   */
  public abstract WildBlueState withGroundInitiative(Iterable<Integer> value);

  /**
   * A copy with another value: the targets fired on this action.
   *
   * @param value the targets fired on this action
   * @return the copy
   */
  public abstract WildBlueState withFiredOn(Iterable<String> value);

  /**
   * A copy with another value: the action under way.
   *
   * @param value the action under way
   * @return the copy
   */
  public abstract WildBlueState withStep(ActionStep value);

  /**
   * A copy with another value: the action under way, if any.
   *
   * @param value the action under way, if any
   * @return the copy
   */
  public abstract WildBlueState withStep(Optional<? extends ActionStep> value);

  /**
   * A copy with another value: the attack under way.
   *
   * @param value the attack under way
   * @return the copy
   */
  public abstract WildBlueState withAttack(Attack value);

  /**
   * A copy with another value: the attack under way, if any.
   *
   * @param value the attack under way, if any
   * @return the copy
   */
  public abstract WildBlueState withAttack(Optional<? extends Attack> value);

  /**
   * A copy with another value: the Critical Damage results to choose.
   *
   * @param value the Critical Damage results to choose
   * @return the copy
   */
  public abstract WildBlueState withChoices(Iterable<? extends CriticalChoice> value);

  /**
   * A copy with another value: the opening events.
   *
   * @param value the opening events
   * @return the copy
   */
  public abstract WildBlueState withOpening(Iterable<? extends WildBlueEvent> value);

  /**
   * A copy with another value: the result.
   *
   * @param value the result
   * @return the copy
   */
  public abstract WildBlueState withResult(String value);

  /**
   * A copy with another value: the winning side, if any.
   *
   * @param value the winning side, if any
   * @return the copy
   */
  public abstract WildBlueState withWinner(Optional<String> value);
}
