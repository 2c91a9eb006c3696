package io.github.dogfight.cy6;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.game.GameState;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A game of Check Your 6! between two sides: the aircraft, the map, the step of the turn (seed 002,
 * B) and what has been declared or plotted in it. Immutable.
 *
 * @param dice the dice stream
 * @param turn the turn, from 1
 * @param step the step the game waits at
 * @param sides the two sides in national move order (priority D)
 * @param board the map
 * @param planes every aircraft, in the engagement's order (formation leaders before their wingmen)
 * @param waiting the aircraft whose command the step still waits for
 * @param tails tailing declarations of this turn, tailer to target (secret until all are in)
 * @param formationChoices formation status choices of this turn (secret until all are in)
 * @param plots plotted moves of this turn (secret until flown)
 * @param tailInfo what each tailer learned of its target's plot: direction and climb / dive / level
 * @param fire fire choices of this turn's air-to-air segment (simultaneous)
 * @param result how the engagement ended, once it has
 * @param winner the winning side, once the engagement has ended with one
 */
public record Cy6State(
    DiceStream dice,
    int turn,
    Step step,
    List<String> sides,
    Board board,
    List<Plane> planes,
    List<String> waiting,
    Map<String, String> tails,
    Map<String, Cy6Command.FormationChoice> formationChoices,
    Map<String, Cy6Command.Plot> plots,
    Map<String, String> tailInfo,
    Map<String, Optional<String>> fire,
    Optional<String> result,
    Optional<String> winner)
    implements GameState {

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
    /** The air-to-air fire segment (simultaneous). */
    FIRE("air-to-air fire"),
    /** The engagement has ended. */
    OVER("over");

    private final String phase;

    Step(String phase) {
      this.phase = phase;
    }

    /** The phase's name in events. */
    public String phase() {
      return phase;
    }
  }

  /** Checks and copies. */
  public Cy6State {
    Objects.requireNonNull(dice, "dice");
    Objects.requireNonNull(step, "step");
    Objects.requireNonNull(board, "board");
    sides = List.copyOf(sides);
    planes = List.copyOf(planes);
    waiting = List.copyOf(waiting);
    tails = Copies.ordered(tails);
    formationChoices = Copies.ordered(formationChoices);
    plots = Copies.ordered(plots);
    tailInfo = Copies.ordered(tailInfo);
    fire = Copies.ordered(fire);
    Objects.requireNonNull(result, "result");
    Objects.requireNonNull(winner, "winner");
    if (sides.size() != 2) {
      throw new IllegalArgumentException("an engagement has two sides, was " + sides);
    }
  }

  @Override
  public String phase() {
    return step.phase();
  }

  @Override
  public boolean isOver() {
    return step == Step.OVER;
  }

  /** The aircraft called {@code id}. */
  public Optional<Plane> plane(String id) {
    for (Plane p : planes) {
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

  /** The aircraft in the fight. */
  public List<Plane> flying() {
    return planes.stream().filter(Plane::flying).toList();
  }

  /** The other side. */
  public String enemyOf(String side) {
    return sides.get(0).equals(side) ? sides.get(1) : sides.get(0);
  }

  /** The members of {@code formation} in the fight, leader first. */
  public List<Plane> formation(String formation) {
    return planes.stream()
        .filter(p -> p.flying() && p.formation().equals(Optional.of(formation)))
        .toList();
  }

  /** Whether {@code plane} leads its formation. */
  public boolean leads(Plane plane) {
    return plane.formation().isPresent()
        && formation(plane.formation().get()).get(0).id().equals(plane.id());
  }

  /** Whether {@code plane} is a wingman of a formation (follows its leader, plots nothing). */
  public boolean isWingman(Plane plane) {
    return plane.formation().isPresent() && !leads(plane);
  }

  Cy6State with(DiceStream dice) {
    return new Cy6State(
        dice,
        turn,
        step,
        sides,
        board,
        planes,
        waiting,
        tails,
        formationChoices,
        plots,
        tailInfo,
        fire,
        result,
        winner);
  }

  Cy6State withPlanes(List<Plane> planes) {
    return new Cy6State(
        dice,
        turn,
        step,
        sides,
        board,
        planes,
        waiting,
        tails,
        formationChoices,
        plots,
        tailInfo,
        fire,
        result,
        winner);
  }

  Cy6State withPlane(Plane plane) {
    List<Plane> out = new ArrayList<>(planes.size());
    for (Plane p : planes) {
      out.add(p.id().equals(plane.id()) ? plane : p);
    }
    return withPlanes(out);
  }

  Cy6State at(Step step, List<String> waiting) {
    return new Cy6State(
        dice,
        turn,
        step,
        sides,
        board,
        planes,
        waiting,
        tails,
        formationChoices,
        plots,
        tailInfo,
        fire,
        result,
        winner);
  }

  Cy6State withCommitted(
      List<String> waiting,
      Map<String, String> tails,
      Map<String, Cy6Command.FormationChoice> formationChoices,
      Map<String, Cy6Command.Plot> plots,
      Map<String, String> tailInfo,
      Map<String, Optional<String>> fire) {
    return new Cy6State(
        dice,
        turn,
        step,
        sides,
        board,
        planes,
        waiting,
        tails,
        formationChoices,
        plots,
        tailInfo,
        fire,
        result,
        winner);
  }

  Cy6State nextTurn() {
    return new Cy6State(
        dice, turn + 1, step, sides, board, planes, List.of(), Map.of(), Map.of(), Map.of(),
        Map.of(), Map.of(), result, winner);
  }

  Cy6State over(String result, Optional<String> winner) {
    return new Cy6State(
        dice,
        turn,
        Step.OVER,
        sides,
        board,
        planes,
        List.of(),
        Map.of(),
        Map.of(),
        Map.of(),
        Map.of(),
        Map.of(),
        Optional.of(result),
        winner);
  }

  static <K, V> Map<K, V> plus(Map<K, V> map, K key, V value) {
    Map<K, V> out = new LinkedHashMap<>(map);
    out.put(key, value);
    return out;
  }
}
