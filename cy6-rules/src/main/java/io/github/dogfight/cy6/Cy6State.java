package io.github.dogfight.cy6;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.game.GameState;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.immutables.value.Value;

/**
 * A game of Check Your 6! between two sides: the aircraft, the map and what is on the ground, the
 * step of the turn (rules 002, B) and what has been declared, plotted or ordered in it. Immutable;
 * a new engagement comes from {@link Cy6Rules#start}.
 */
@Value.Immutable
public abstract class Cy6State implements GameState {
  Cy6State() {}

  /** The dice stream. */
  @Override
  public abstract DiceStream dice();

  /** The turn, from 1. */
  @Override
  public abstract int turn();

  /**
   * The step the game waits at.
   *
   * @return the step the game waits at
   */
  public abstract Step step();

  /**
   * The two sides in national move order (priority D).
   *
   * @return the two sides in national move order (priority D)
   */
  public abstract List<String> sides();

  /**
   * The map.
   *
   * @return the map
   */
  public abstract Board board();

  /**
   * Every aircraft, in the engagement's order (formation leaders before their wingmen).
   *
   * @return every aircraft, in the engagement's order (formation leaders before their wingmen)
   */
  public abstract List<Plane> planes();

  /**
   * The AA batteries, surface targets, water and night.
   *
   * @return the AA batteries, surface targets, water and night
   */
  @Value.Default
  public Ground ground() {
    return Ground.none();
  }

  /**
   * The aircraft and batteries whose command the step still waits for.
   *
   * @return the aircraft and batteries whose command the step still waits for
   */
  public abstract List<String> waiting();

  /**
   * Tailing declarations of this turn, tailer to target (secret until all are in).
   *
   * @return tailers to their targets
   */
  public abstract Map<String, String> tails();

  /**
   * Formation status choices of this turn (secret until all are in).
   *
   * @return the choices, by aircraft
   */
  public abstract Map<String, Cy6Command.FormationChoice> formationChoices();

  /**
   * Plotted moves of this turn (secret until flown).
   *
   * @return the plots, by aircraft
   */
  public abstract Map<String, Cy6Command.Plot> plots();

  /**
   * What each tailer learned of its target's plot: direction and climb / dive / level.
   *
   * @return what each tailer learned of its target's plot: direction and climb / dive / level
   */
  public abstract Map<String, String> tailInfo();

  /**
   * The TAL each aircraft began this turn's move at (for "must start minimum one CAB above").
   *
   * @return the TAL each aircraft began this turn's move at (for "must start minimum one CAB
   *     above")
   */
  public abstract Map<String, Integer> startTals();

  /**
   * The AA batteries' orders of this turn's anti-aircraft segment (simultaneous).
   *
   * @return the AA batteries' orders of this turn's anti-aircraft segment (simultaneous)
   */
  public abstract Map<String, Cy6Command.ByBattery> flak();

  /**
   * Barrages ordered and not yet burst.
   *
   * @return the barrages
   */
  public abstract List<Barrage> barrages();

  /**
   * Fire choices of this turn's air-to-air segment (simultaneous).
   *
   * @return the fire orders, by aircraft
   */
  public abstract Map<String, Optional<String>> fire();

  /**
   * Surface attacks of this turn's surface attack segment (simultaneous).
   *
   * @return the strikes, by aircraft
   */
  public abstract Map<String, Cy6Command.Strike> strikes();

  /**
   * The aircraft their enemy has spotted (C4.0), when the engagement plays the spotting segment;
   * the others are hidden from the enemy's view.
   *
   * @return the aircraft their enemy has spotted (C4.0), when the engagement plays the spotting
   *     segment; the others are hidden from the enemy's view
   */
  public abstract Set<String> spotted();

  /** How the engagement ended, once it has. */
  @Override
  public abstract Optional<String> result();

  /** The winning side, once the engagement has ended with one. */
  @Override
  public abstract Optional<String> winner();

  /** The steps of a turn that wait for commands. */
  public enum Step {
    /** Tailing declaration phase (simultaneous). */
    TAILING("tailing declaration"),
    /** Formation status segment of move plotting. */
    FORMATION("formation status"),
    /** Move plotting (simultaneous), for every aircraft that does not tail. */
    PLOTTING("move plotting"),
    /** Move plotting of tailing aircraft, knowing their targets' direction. */
    TAILER_PLOTTING("move plotting (tailers)"),
    /** The anti-aircraft fire segment (simultaneous), for the AA batteries. */
    AA_FIRE("anti-aircraft fire"),
    /** The air-to-air fire segment (simultaneous). */
    FIRE("air-to-air fire"),
    /** The surface attack segment (simultaneous). */
    SURFACE_ATTACK("surface attack"),
    /** The engagement has ended. */
    OVER("over");

    private final String phase;

    Step(String phase) {
      this.phase = phase;
    }

    /**
     * The phase's name in events.
     *
     * @return the phase's name in events
     */
    public String phase() {
      return phase;
    }
  }

  /** Checks the sides. */
  @Value.Check
  void check() {
    if (sides().size() != 2) {
      throw new IllegalArgumentException("an engagement has two sides, was " + sides());
    }
  }

  @Override
  public String phase() {
    return step().phase();
  }

  @Override
  public boolean isOver() {
    return step() == Step.OVER;
  }

  /**
   * The aircraft called {@code id}.
   *
   * @param id the aircraft's id
   * @return the aircraft, if any
   */
  public Optional<Plane> plane(String id) {
    Objects.requireNonNull(id, "id");
    for (Plane p : planes()) {
      if (p.id().equals(id)) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }

  /** The aircraft called {@code id}, which must exist. */
  Plane get(String id) {
    return plane(id).orElseThrow(() -> new IllegalArgumentException("no aircraft '" + id + "'"));
  }

  /**
   * The aircraft in the fight.
   *
   * @return the aircraft in the fight
   */
  @Value.Lazy
  public List<Plane> flying() {
    return planes().stream().filter(Plane::flying).toList();
  }

  /**
   * The other side.
   *
   * @param side a side
   * @return the other side
   */
  public String enemyOf(String side) {
    Objects.requireNonNull(side, "side");
    return sides().get(0).equals(side) ? sides().get(1) : sides().get(0);
  }

  /**
   * The members of {@code formation} in the fight, leader first.
   *
   * @param formation the formation's name
   * @return its aircraft still flying, leader first
   */
  public List<Plane> formation(String formation) {
    return planes().stream()
        .filter(p -> p.flying() && p.formation().equals(Optional.of(formation)))
        .toList();
  }

  /**
   * Whether {@code plane} leads its formation.
   *
   * @param plane the aircraft
   * @return whether {@code plane} leads its formation
   */
  public boolean leads(Plane plane) {
    return plane.formation().isPresent()
        && formation(plane.formation().get()).get(0).id().equals(plane.id());
  }

  /**
   * Whether {@code plane} is a wingman of a formation (follows its leader, plots nothing).
   *
   * @param plane the aircraft
   * @return whether {@code plane} is a wingman of a formation (follows its leader, plots nothing)
   */
  public boolean isWingman(Plane plane) {
    return plane.formation().isPresent() && !leads(plane);
  }

  private ImmutableCy6State copy() {
    // every Cy6State is an ImmutableCy6State: the constructor is package-private
    return (ImmutableCy6State) ImmutableCy6State.copyOf(this);
  }

  Cy6State with(DiceStream dice) {
    return copy().withDice(dice);
  }

  Cy6State copyWithPlanes(List<Plane> planes) {
    return copy().withPlanes(planes);
  }

  Cy6State withPlane(Plane plane) {
    List<Plane> out = new ArrayList<>(planes().size());
    for (Plane p : planes()) {
      out.add(p.id().equals(plane.id()) ? plane : p);
    }
    return copyWithPlanes(out);
  }

  Cy6State copyWithGround(Ground ground) {
    return copy().withGround(ground);
  }

  Cy6State at(Step step, List<String> waiting) {
    // the same list kept as it is: no copy of the state for an unchanged field
    return copy().withStep(step).withWaiting(waiting.equals(waiting()) ? waiting() : waiting);
  }

  Cy6State withCommitted(
      List<String> waiting,
      Map<String, String> tails,
      Map<String, Cy6Command.FormationChoice> formationChoices,
      Map<String, Cy6Command.Plot> plots,
      Map<String, String> tailInfo,
      Map<String, Optional<String>> fire) {
    return copy()
        .withWaiting(waiting)
        .withTails(tails)
        .withFormationChoices(formationChoices)
        .withPlots(plots)
        .withTailInfo(tailInfo)
        .withFire(fire);
  }

  Cy6State withOrders(
      List<String> waiting,
      Map<String, Cy6Command.ByBattery> flak,
      Map<String, Cy6Command.Strike> strikes) {
    return copy().withWaiting(waiting).withFlak(flak).withStrikes(strikes);
  }

  Cy6State copyWithStartTals(Map<String, Integer> startTals) {
    return copy().withStartTals(startTals);
  }

  Cy6State copyWithBarrages(List<Barrage> barrages) {
    return copy().withBarrages(barrages);
  }

  Cy6State copyWithSpotted(Set<String> spotted) {
    return copy().withSpotted(spotted);
  }

  Cy6State nextTurn() {
    return copy()
        .withTurn(turn() + 1)
        .withWaiting(cleared(waiting()))
        .withTails(cleared(tails()))
        .withFormationChoices(cleared(formationChoices()))
        .withPlots(cleared(plots()))
        .withTailInfo(cleared(tailInfo()))
        .withStartTals(cleared(startTals()))
        .withFlak(cleared(flak()))
        .withFire(cleared(fire()))
        .withStrikes(cleared(strikes()));
  }

  Cy6State over(String result, Optional<String> winner) {
    return copy()
        .withStep(Step.OVER)
        .withWaiting(cleared(waiting()))
        .withTails(cleared(tails()))
        .withFormationChoices(cleared(formationChoices()))
        .withPlots(cleared(plots()))
        .withTailInfo(cleared(tailInfo()))
        .withFlak(cleared(flak()))
        .withFire(cleared(fire()))
        .withStrikes(cleared(strikes()))
        .withResult(result)
        .withWinner(winner);
  }

  /** An empty record: {@code current} itself when it is empty already (no copy of the state). */
  private static <K, V> Map<K, V> cleared(Map<K, V> current) {
    return current.isEmpty() ? current : Map.of();
  }

  private static <E> List<E> cleared(List<E> current) {
    return current.isEmpty() ? current : List.of();
  }

  static <K, V> Map<K, V> plus(Map<K, V> map, K key, V value) {
    Map<K, V> out = new LinkedHashMap<>(map);
    out.put(key, value);
    return out;
  }
}
