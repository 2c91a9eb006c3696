package io.github.dogfight.cy6;

import io.github.dogfight.core.game.Command;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * A command of Check Your 6!: each is given by one aircraft (its name is the actor) at the step of
 * the turn that asks for it (seed 002, B): {@link Tail} in the tailing declaration phase, {@link
 * FormationStatus} in the formation status segment, {@link Plot} in move plotting, {@link Fire} in
 * the air-to-air fire segment.
 */
public sealed interface Cy6Command extends Command {
  /** The aircraft that gives it. */
  String aircraft();

  @Override
  default String actor() {
    return aircraft();
  }

  /**
   * Declares which enemy the aircraft tails, or none (simultaneous and secret until all have
   * declared).
   *
   * @param aircraft the tailing aircraft
   * @param target the enemy it tails; empty for none
   */
  record Tail(String aircraft, Optional<String> target) implements Cy6Command {
    /** Checks the fields. */
    public Tail {
      Objects.requireNonNull(aircraft, "aircraft");
      Objects.requireNonNull(target, "target");
    }

    /** Tails {@code target}. */
    public static Tail of(String aircraft, String target) {
      return new Tail(aircraft, Optional.of(target));
    }

    /** Tails no one. */
    public static Tail none(String aircraft) {
      return new Tail(aircraft, Optional.empty());
    }

    @Override
    public String describe() {
      return aircraft + (target.isPresent() ? " tails " + target.get() : " tails no one");
    }
  }

  /** What a formation member decides in the formation status segment. */
  enum FormationChoice {
    /** Stay in formation. */
    KEEP,
    /** A wingman drops out of the formation. */
    DROP_OUT,
    /** The leader breaks the formation up. */
    BREAK_UP;

    @Override
    public String toString() {
      return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
  }

  /**
   * The formation status segment: keep formation, drop out (a wingman) or break up (the leader).
   *
   * @param aircraft a member of a formation
   * @param choice what it decides
   */
  record FormationStatus(String aircraft, FormationChoice choice) implements Cy6Command {
    /** Checks the fields. */
    public FormationStatus {
      Objects.requireNonNull(aircraft, "aircraft");
      Objects.requireNonNull(choice, "choice");
    }

    @Override
    public String describe() {
      return aircraft
          + switch (choice) {
            case KEEP -> " keeps formation";
            case DROP_OUT -> " drops out of formation";
            case BREAK_UP -> " breaks the formation up";
          };
    }
  }

  /**
   * A plotted move: a maneuver type and a turn code of the aircraft's move chart (secret until the
   * aircraft moves).
   *
   * @param aircraft the aircraft
   * @param maneuver the maneuver type
   * @param code the turn code, such as L32
   */
  record Plot(String aircraft, Maneuver maneuver, String code) implements Cy6Command {
    /** Checks the fields. */
    public Plot {
      Objects.requireNonNull(aircraft, "aircraft");
      Objects.requireNonNull(maneuver, "maneuver");
      Objects.requireNonNull(code, "code");
    }

    @Override
    public String describe() {
      return aircraft + " plots " + maneuver.code() + " " + code;
    }
  }

  /**
   * Fires at an enemy, or holds fire (all aircraft fire simultaneously once every one has chosen).
   *
   * @param aircraft the aircraft that fires
   * @param target the enemy; empty to hold fire
   */
  record Fire(String aircraft, Optional<String> target) implements Cy6Command {
    /** Checks the fields. */
    public Fire {
      Objects.requireNonNull(aircraft, "aircraft");
      Objects.requireNonNull(target, "target");
    }

    /** Fires at {@code target}. */
    public static Fire at(String aircraft, String target) {
      return new Fire(aircraft, Optional.of(target));
    }

    /** Holds fire. */
    public static Fire hold(String aircraft) {
      return new Fire(aircraft, Optional.empty());
    }

    @Override
    public boolean isPass() {
      return target.isEmpty();
    }

    @Override
    public String describe() {
      return aircraft + (target.isPresent() ? " fires at " + target.get() : " holds fire");
    }
  }
}
