package io.github.dogfight.squadron;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.immutables.value.Value;

/**
 * One side's squadron: every aircraft that started the engagement, with its status. Aircraft are
 * never deleted, only moved out of the fight, so {@code aircraft().size()} is constant.
 */
@Value.Immutable
public interface Squadron {
  /**
   * The squadron's name, such as "RAF 11 Group".
   *
   * @return the squadron's name, such as "RAF 11 Group"
   */
  String name();

  /**
   * Which side it flies for.
   *
   * @return which side it flies for
   */
  Side side();

  /**
   * Every aircraft, in order.
   *
   * @return every aircraft, in order
   */
  List<Aircraft> aircraft();

  /**
   * The aircraft still in the fight.
   *
   * @return the aircraft still in the fight
   */
  @Value.Lazy
  default List<Aircraft> inFight() {
    List<Aircraft> out = new ArrayList<>(aircraft().size());
    for (Aircraft a : aircraft()) {
      if (a.inFight()) {
        out.add(a);
      }
    }
    return List.copyOf(out);
  }

  /**
   * The fighters still in the fight.
   *
   * @return the fighters still in the fight
   */
  @Value.Lazy
  default List<Aircraft> fighters() {
    List<Aircraft> out = new ArrayList<>(inFight().size());
    for (Aircraft a : inFight()) {
      if (a.type().role() == Role.FIGHTER) {
        out.add(a);
      }
    }
    return List.copyOf(out);
  }

  /**
   * The special aircraft (bombers, monsters, PC and NPC aircraft) still in the fight.
   *
   * @return the special aircraft (bombers, monsters, PC and NPC aircraft) still in the fight
   */
  @Value.Lazy
  default List<Aircraft> specials() {
    List<Aircraft> out = new ArrayList<>(inFight().size());
    for (Aircraft a : inFight()) {
      if (a.type().role().isSpecial()) {
        out.add(a);
      }
    }
    return List.copyOf(out);
  }

  /**
   * The highest Handling among aircraft in the fight; 0 when none are left.
   *
   * @return the highest Handling among aircraft in the fight; 0 when none are left
   */
  @Value.Lazy
  default int highestHandling() {
    if (inFight().isEmpty()) {
      return 0;
    }
    int most = Integer.MIN_VALUE;
    for (Aircraft a : inFight()) {
      most = Math.max(most, a.type().handling());
    }
    return most;
  }

  /**
   * The Squadron Roll pool before maneuvers: one die per aircraft in the fight plus the highest
   * Handling (rules 003, The Squadron Phase), never below zero (negative Handling can at most empty
   * the pool: an assumption, the seed is silent).
   *
   * @return the Squadron Roll pool before maneuvers: one die per aircraft in the fight plus the
   *     highest Handling (rules 003, The Squadron Phase), never below zero (negative Handling can
   *     at most empty the pool: an assumption, the seed is silent)
   */
  @Value.Lazy
  default int basePool() {
    return inFight().isEmpty() ? 0 : Math.max(0, inFight().size() + highestHandling());
  }

  /**
   * The aircraft with {@code id}, in the fight or not.
   *
   * @param id the aircraft's name
   * @return the aircraft with {@code id}, in the fight or not
   */
  default Optional<Aircraft> find(String id) {
    for (Aircraft a : aircraft()) {
      if (a.id().equals(id)) {
        return Optional.of(a);
      }
    }
    return Optional.empty();
  }

  /**
   * This squadron with the aircraft {@code id} replaced by {@code change} applied to it.
   *
   * @param id the aircraft's name
   * @param change what to do to it
   * @return the squadron with the aircraft changed
   */
  default Squadron update(String id, UnaryOperator<Aircraft> change) {
    List<Aircraft> list = new ArrayList<>(aircraft().size());
    for (Aircraft a : aircraft()) {
      list.add(a.id().equals(id) ? change.apply(a) : a);
    }
    return ImmutableSquadron.copyOf(this).withAircraft(list);
  }

  /**
   * How many aircraft have {@code status}.
   *
   * @param status the status counted
   * @return how many aircraft have {@code status}
   */
  default int count(Status status) {
    return (int) aircraft().stream().filter(a -> a.status() == status).count();
  }

  /** Checks that ids are unique. */
  @Value.Check
  default void check() {
    Set<String> ids = new HashSet<>();
    for (Aircraft a : aircraft()) {
      if (!ids.add(a.id())) {
        throw new IllegalArgumentException("duplicate aircraft id '" + a.id() + "' in " + name());
      }
    }
  }

  /**
   * Starts building a squadron.
   *
   * @param name the squadron's name
   * @param side the side it fights on
   * @return an empty roster
   */
  static Roster builder(String name, Side side) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(side, "side");
    return new Roster(name, side);
  }

  /** Builds a squadron from types and counts, numbering the aircraft. */
  final class Roster {
    private final String name;
    private final Side side;
    private final List<Aircraft> aircraft = new ArrayList<>();

    Roster(String name, Side side) {
      this.name = name;
      this.side = side;
    }

    /**
     * Adds {@code count} aircraft of {@code type}, with ids "{name} {type} {n}".
     *
     * @param count how many aircraft, 0 or more
     * @param type their type
     * @return this roster
     */
    public Roster add(int count, AircraftType type) {
      Objects.requireNonNull(type, "type");
      if (count < 0) {
        throw new IllegalArgumentException("count of " + type.name() + " must be >= 0");
      }
      for (int i = 1; i <= count; i++) {
        aircraft.add(Aircraft.of(name + " " + type.name() + " " + i, type));
      }
      return this;
    }

    /**
     * Adds one aircraft.
     *
     * @param one the aircraft
     * @return this roster
     */
    public Roster add(Aircraft one) {
      aircraft.add(Objects.requireNonNull(one, "one"));
      return this;
    }

    /**
     * The squadron.
     *
     * @return the squadron
     * @throws IllegalArgumentException if no aircraft was added, or two share an id
     */
    public Squadron build() {
      if (aircraft.isEmpty()) {
        throw new IllegalArgumentException(
            "squadron '" + name + "' has no aircraft: add at least one");
      }
      return ImmutableSquadron.builder().name(name).side(side).aircraft(aircraft).build();
    }
  }
}
