package io.github.dogfight.cy6;

import io.github.dogfight.cy6.internal.Copies;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * One aircraft in an engagement: its type and crew, where it is (hex, facing, TAL), its speed, its
 * condition, its formation and what it has run out of.
 *
 * @param id its name, unique in the engagement (the actor of its commands)
 * @param side its side
 * @param type its type
 * @param crew its aircrew skill
 * @param position hex and facing
 * @param tal tactical altitude level, 1 up
 * @param speed current speed, 1 up
 * @param condition damage and lasting effects
 * @param formation the formation it flies in, if any; its first member in the engagement's order
 *     leads it
 * @param outOfAmmunition weapon classes that have run out (B4.5)
 * @param status in the fight, destroyed, or gone off the map
 * @param exit the board exit check's result, once it has left the map
 * @param ordnance the bombs, rockets or torpedo it still carries for a surface attack (C3.0)
 * @param equipment its "Special Equipment &amp; Training" for surface attacks: -1 (hindering), 0 or
 *     +1 (helping)
 */
public record Plane(
    String id,
    String side,
    AircraftType type,
    Skill crew,
    Position position,
    int tal,
    int speed,
    AircraftCondition condition,
    Optional<String> formation,
    Set<WeaponClass> outOfAmmunition,
    State status,
    Optional<BoardExit.Result> exit,
    Optional<Ordnance> ordnance,
    int equipment) {

  /** Where an aircraft is in the engagement. */
  public enum State {
    /** In the fight. */
    FLYING,
    /** Destroyed. */
    DESTROYED,
    /** Left the map. */
    EXITED
  }

  /**
   * Checks and copies.
   *
   * @param id its name, unique in the engagement (the actor of its commands)
   * @param side its side
   * @param type its type
   * @param crew its aircrew skill
   * @param position hex and facing
   * @param tal tactical altitude level, 1 up
   * @param speed current speed, 1 up
   * @param condition damage and lasting effects
   * @param formation the formation it flies in, if any; its first member in the engagement's order
   *     leads it
   * @param outOfAmmunition weapon classes that have run out (B4.5)
   * @param status in the fight, destroyed, or gone off the map
   * @param exit the board exit check's result, once it has left the map
   * @param ordnance the bombs, rockets or torpedo it still carries for a surface attack (C3.0)
   * @param equipment its "Special Equipment &amp; Training" for surface attacks: -1 (hindering), 0
   *     or +1 (helping)
   */
  public Plane {
    Objects.requireNonNull(outOfAmmunition, "outOfAmmunition");
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(crew, "crew");
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(condition, "condition");
    Objects.requireNonNull(formation, "formation");
    Objects.requireNonNull(status, "status");
    Objects.requireNonNull(exit, "exit");
    Objects.requireNonNull(ordnance, "ordnance");
    if (equipment < -1 || equipment > 1) {
      throw new IllegalArgumentException(
          id + ": special equipment & training is -1, 0 or +1, was " + equipment);
    }
    if (id.isBlank()) {
      throw new IllegalArgumentException("an aircraft needs a name");
    }
    if (tal < 1) {
      throw new IllegalArgumentException(id + ": TAL must be 1 or more, was " + tal);
    }
    if (speed < 1) {
      throw new IllegalArgumentException(id + ": speed must be 1 or more, was " + speed);
    }
    outOfAmmunition = Copies.enums(outOfAmmunition);
  }

  /**
   * A new aircraft in the fight, undamaged, out of no ammunition.
   *
   * @param id its name, unique in the engagement
   * @param side its side
   * @param type its type
   * @param crew its crew's skill
   * @param position where it is
   * @param tal its TAL
   * @param speed its speed
   * @param formation its formation, if any
   * @return the aircraft
   */
  public static Plane of(
      String id,
      String side,
      AircraftType type,
      Skill crew,
      Position position,
      int tal,
      int speed,
      Optional<String> formation) {
    return new Plane(
        id,
        side,
        type,
        crew,
        position,
        tal,
        speed,
        AircraftCondition.INTACT,
        formation,
        Set.of(),
        State.FLYING,
        Optional.empty(),
        Optional.empty(),
        0);
  }

  /**
   * Carrying {@code ordnance} for a surface attack, with {@code equipment} (-1, 0, +1).
   *
   * @param ordnance its ordnance, if any
   * @param equipment its equipment count
   * @return the new aircraft
   */
  public Plane armed(Optional<Ordnance> ordnance, int equipment) {
    return new Plane(
        id,
        side,
        type,
        crew,
        position,
        tal,
        speed,
        condition,
        formation,
        outOfAmmunition,
        status,
        exit,
        ordnance,
        equipment);
  }

  /**
   * Carrying {@code ordnance}.
   *
   * @param ordnance its ordnance
   * @return the new aircraft
   */
  public Plane armed(Ordnance ordnance) {
    return armed(Optional.of(ordnance), equipment);
  }

  /**
   * Its ordnance dropped or fired.
   *
   * @return its ordnance dropped or fired
   */
  public Plane unarmed() {
    return armed(Optional.empty(), equipment);
  }

  /**
   * Whether it is in the fight.
   *
   * @return whether it is in the fight
   */
  public boolean flying() {
    return status == State.FLYING;
  }

  /**
   * Its maximum speed now.
   *
   * @return its maximum speed now
   */
  public int maxSpeed() {
    return condition.maxSpeed(type.maxSpeed());
  }

  /**
   * Its Move Group (B): 1 out of control, bombers and Green crews; 2 Skilled; 3 Veteran; 4 Ace.
   *
   * @return its Move Group (B): 1 out of control, bombers and Green crews; 2 Skilled; 3 Veteran; 4
   *     Ace
   */
  public int moveGroup() {
    if (condition.has(Status.OUT_OF_CONTROL)
        || condition.has(Status.BLACKOUT)
        || type.role() == Role.BOMBER) {
      return 1;
    }
    return crew.modifier() + 1;
  }

  /**
   * At {@code position}, TAL {@code tal}, speed {@code speed}.
   *
   * @param position where it is
   * @param tal its TAL
   * @param speed its speed
   * @return the new aircraft
   */
  public Plane at(Position position, int tal, int speed) {
    return new Plane(
        id,
        side,
        type,
        crew,
        position,
        tal,
        speed,
        condition,
        formation,
        outOfAmmunition,
        status,
        exit,
        ordnance,
        equipment);
  }

  /**
   * With {@code condition}; destroyed (and out of its formation) if it is.
   *
   * @param condition the new condition
   * @return the new aircraft
   */
  public Plane with(AircraftCondition condition) {
    return new Plane(
        id,
        side,
        type,
        crew,
        position,
        tal,
        speed,
        condition,
        condition.isDestroyed() ? Optional.empty() : formation,
        outOfAmmunition,
        condition.isDestroyed() && status == State.FLYING ? State.DESTROYED : status,
        exit,
        ordnance,
        equipment);
  }

  /**
   * In formation {@code formation}, or none.
   *
   * @param formation the formation, empty for none
   * @return the new aircraft
   */
  public Plane inFormation(Optional<String> formation) {
    return new Plane(
        id,
        side,
        type,
        crew,
        position,
        tal,
        speed,
        condition,
        formation,
        outOfAmmunition,
        status,
        exit,
        ordnance,
        equipment);
  }

  /**
   * Out of ammunition for {@code classes} as well.
   *
   * @param classes the weapon classes out of ammunition
   * @return the new aircraft
   */
  public Plane outOf(Set<WeaponClass> classes) {
    if (classes.isEmpty()) {
      return this;
    }
    Set<WeaponClass> out = EnumSet.noneOf(WeaponClass.class);
    out.addAll(outOfAmmunition);
    out.addAll(classes);
    return new Plane(
        id, side, type, crew, position, tal, speed, condition, formation, out, status, exit,
        ordnance, equipment);
  }

  /**
   * Gone off the map with the exit check's {@code result}.
   *
   * @param result the board exit check's result
   * @return the new aircraft
   */
  public Plane exited(BoardExit.Result result) {
    return new Plane(
        id,
        side,
        type,
        crew,
        position,
        tal,
        speed,
        condition,
        Optional.empty(),
        outOfAmmunition,
        State.EXITED,
        Optional.of(result),
        ordnance,
        equipment);
  }

  @Override
  public String toString() {
    return id + " (" + type.name() + ")";
  }
}
