package io.github.dogfight.squadron.internal;

import io.github.dogfight.squadron.Aircraft;
import io.github.dogfight.squadron.AircraftType;
import io.github.dogfight.squadron.Side;
import io.github.dogfight.squadron.Squadron;
import io.github.dogfight.squadron.SquadronCommand;
import io.github.dogfight.squadron.SquadronCommand.ChooseEscapees;
import io.github.dogfight.squadron.SquadronCommand.RemoveFighters;
import io.github.dogfight.squadron.SquadronCommand.SpendSuccesses;
import io.github.dogfight.squadron.SquadronCommand.Strike;
import io.github.dogfight.squadron.SquadronState;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Choices up to interchangeable aircraft. Two aircraft are interchangeable when they have the same
 * type and the same damage (so the same role, Handling, structure left and armament): removing,
 * escaping with or striking one or the other changes nothing a player can tell apart but the name.
 * A shooter is chosen by type only: its damage does not change its damage roll.
 *
 * <p>The key of a command ({@link #key}) is what is left when names are forgotten: the counts of
 * each class of aircraft removed or escaping; for a spending, the fighters removed and, for each
 * special aircraft struck, its class and the types of the shooters striking it. The order of the
 * damage rolls is not part of the key (an assumption: see the module README).
 */
public final class Interchangeable {
  private Interchangeable() {}

  /**
   * A class of interchangeable aircraft.
   *
   * @param type their type
   * @param damage their damage
   */
  public record Kind(AircraftType type, int damage) {
    /**
     * The class of {@code a}.
     *
     * @param a an aircraft
     * @return its class
     */
    public static Kind of(Aircraft a) {
      return new Kind(a.type(), a.damage());
    }
  }

  /** A removal or an escape by counts of each class. */
  private record Counts(String what, Side side, Map<Kind, Integer> counts) {}

  /** The strikes at one special aircraft: its class and the shooters' types, in canonical order. */
  private record Group(Kind target, List<AircraftType> shooters) {}

  /** A spending: fighters removed and the strikes at each target, in canonical order. */
  private record Spending(Side side, int fighters, List<Group> groups) {}

  /**
   * The classes of {@code aircraft}, in order of first appearance, each with its members in order.
   *
   * @param aircraft the aircraft
   * @return their classes, each with its members
   */
  public static Map<Kind, List<Aircraft>> classes(List<Aircraft> aircraft) {
    Map<Kind, List<Aircraft>> out = new LinkedHashMap<>();
    for (Aircraft a : aircraft) {
      out.computeIfAbsent(Kind.of(a), k -> new ArrayList<>()).add(a);
    }
    return out;
  }

  /**
   * The key of {@code command} in {@code state}: equal for two commands that differ only by
   * interchangeable aircraft. A command that names an aircraft not in the fight, or one aircraft
   * twice, is its own key.
   *
   * @param state the state the command is given in
   * @param command the command
   * @return its key
   */
  public static Object key(SquadronState state, SquadronCommand command) {
    if (command instanceof RemoveFighters r) {
      return counts("remove", r.side(), state.squadron(r.side()), r.aircraft(), command);
    }
    if (command instanceof ChooseEscapees e) {
      return counts("escape", e.side(), state.squadron(e.side()), e.aircraft(), command);
    }
    if (command instanceof SpendSuccesses s) {
      return spending(state, s);
    }
    return command;
  }

  private static Object counts(
      String what, Side side, Squadron squadron, List<String> ids, SquadronCommand command) {
    Map<Kind, Integer> counts = new HashMap<>();
    Set<String> seen = new HashSet<>();
    for (String id : ids) {
      Optional<Aircraft> a = squadron.find(id);
      if (!seen.add(id) || a.isEmpty() || !a.get().inFight()) {
        return command;
      }
      counts.merge(Kind.of(a.get()), 1, Integer::sum);
    }
    return new Counts(what, side, counts);
  }

  private static Object spending(SquadronState state, SpendSuccesses command) {
    Squadron own = state.squadron(command.side());
    Squadron enemy = state.squadron(command.side().opponent());
    List<Kind> targetOrder = new ArrayList<>(classes(enemy.inFight()).keySet());
    List<AircraftType> typeOrder = own.aircraft().stream().map(Aircraft::type).distinct().toList();
    Map<String, Group> byTarget = new LinkedHashMap<>();
    for (Strike strike : command.strikes()) {
      Optional<Aircraft> target = enemy.find(strike.target());
      Optional<Aircraft> shooter = own.find(strike.shooter());
      if (target.isEmpty()
          || !target.get().inFight()
          || shooter.isEmpty()
          || !shooter.get().inFight()) {
        return command;
      }
      byTarget
          .computeIfAbsent(
              strike.target(), t -> new Group(Kind.of(target.get()), new ArrayList<>()))
          .shooters()
          .add(shooter.get().type());
    }
    Comparator<AircraftType> byType = Comparator.comparingInt(typeOrder::indexOf);
    List<Group> groups = new ArrayList<>();
    for (Group g : byTarget.values()) {
      List<AircraftType> sorted = new ArrayList<>(g.shooters());
      sorted.sort(byType);
      groups.add(new Group(g.target(), List.copyOf(sorted)));
    }
    groups.sort(
        Comparator.comparingInt((Group g) -> targetOrder.indexOf(g.target()))
            .thenComparing(Group::shooters, Interchangeable.lexicographic(byType)));
    return new Spending(command.side(), command.fighters(), List.copyOf(groups));
  }

  private static <T> Comparator<List<T>> lexicographic(Comparator<T> order) {
    return (a, b) -> {
      for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
        int c = order.compare(a.get(i), b.get(i));
        if (c != 0) {
          return c;
        }
      }
      return Integer.compare(a.size(), b.size());
    };
  }
}
