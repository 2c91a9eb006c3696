package io.github.dogfight.cy6;

import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.cy6.internal.map.TextMap;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * A command of Check Your 6!: each is given by one aircraft or one AA battery (its name is the
 * actor) at the step of the turn that asks for it (rules 002, B): {@link Tail} in the tailing
 * declaration phase, {@link FormationStatus} in the formation status segment, {@link Plot} in move
 * plotting, {@link Flak} and {@link OrderBarrage} in the anti-aircraft fire segment, {@link Fire}
 * in the air-to-air fire segment, {@link Strike} in the surface attack segment.
 */
public sealed interface Cy6Command extends Command {
  /** A command given by an aircraft: its name is the actor. */
  sealed interface ByAircraft extends Cy6Command permits Tail, FormationStatus, Plot, Fire, Strike {
    /**
     * The aircraft that gives it.
     *
     * @return the aircraft that gives it
     */
    String aircraft();

    @Override
    default String actor() {
      return aircraft();
    }
  }

  /** A command given by an anti-aircraft battery: its name is the actor. */
  sealed interface ByBattery extends Cy6Command permits Flak, OrderBarrage {
    /**
     * The battery that gives it.
     *
     * @return the battery that gives it
     */
    String battery();

    @Override
    default String actor() {
      return battery();
    }
  }

  /**
   * Declares which enemy the aircraft tails, or none (simultaneous and secret until all have
   * declared).
   *
   * @param aircraft the tailing aircraft
   * @param target the enemy it tails; empty for none
   */
  record Tail(String aircraft, Optional<String> target) implements ByAircraft {
    /**
     * Checks the fields.
     *
     * @param aircraft the tailing aircraft
     * @param target the enemy it tails; empty for none
     */
    public Tail {
      Objects.requireNonNull(aircraft, "aircraft");
      Objects.requireNonNull(target, "target");
    }

    /**
     * Tails {@code target}.
     *
     * @param aircraft the tailing aircraft
     * @param target the enemy it tails; empty for none
     * @return the command
     */
    public static Tail of(String aircraft, String target) {
      return new Tail(aircraft, Optional.of(Objects.requireNonNull(target, "target")));
    }

    /**
     * Tails no one.
     *
     * @param aircraft the tailing aircraft
     * @return the command
     */
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
  record FormationStatus(String aircraft, FormationChoice choice) implements ByAircraft {
    /**
     * Checks the fields.
     *
     * @param aircraft a member of a formation
     * @param choice what it decides
     */
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
  record Plot(String aircraft, Maneuver maneuver, String code) implements ByAircraft {
    /**
     * Checks the fields.
     *
     * @param aircraft the aircraft
     * @param maneuver the maneuver type
     * @param code the turn code, such as L32
     */
    public Plot {
      Objects.requireNonNull(aircraft, "aircraft");
      Objects.requireNonNull(maneuver, "maneuver");
      Objects.requireNonNull(code, "code");
    }

    /**
     * "Rot 1 plots dive at speed 4: F41": the maneuver type first, then the speed column of the
     * code (its second character, the hexes the move covers), then the code, so that a long list of
     * plots groups by maneuver and speed.
     */
    @Override
    public String describe() {
      String speed =
          code.length() >= 2 && code.charAt(1) >= '0' && code.charAt(1) <= '9'
              ? " at speed " + code.charAt(1) + ":"
              : "";
      return aircraft + " plots " + maneuver.code() + speed + " " + code;
    }
  }

  /**
   * Fires at an enemy, or holds fire (all aircraft fire simultaneously once every one has chosen).
   *
   * @param aircraft the aircraft that fires
   * @param target the enemy; empty to hold fire
   */
  record Fire(String aircraft, Optional<String> target) implements ByAircraft {
    /**
     * Checks the fields.
     *
     * @param aircraft the aircraft that fires
     * @param target the enemy; empty to hold fire
     */
    public Fire {
      Objects.requireNonNull(aircraft, "aircraft");
      Objects.requireNonNull(target, "target");
    }

    /**
     * Fires at {@code target}.
     *
     * @param aircraft the aircraft that fires
     * @param target the enemy; empty to hold fire
     * @return the command
     */
    public static Fire at(String aircraft, String target) {
      return new Fire(aircraft, Optional.of(Objects.requireNonNull(target, "target")));
    }

    /**
     * Holds fire.
     *
     * @param aircraft the aircraft that fires
     * @return the command
     */
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

  /**
   * An AA battery's aimed fire at an aircraft within its reach, or holding fire (C5.0: "Pick a
   * target, roll to-hit per battery firing").
   *
   * @param battery the battery
   * @param target the aircraft; empty to hold fire
   */
  record Flak(String battery, Optional<String> target) implements ByBattery {
    /**
     * Checks the fields.
     *
     * @param battery the battery
     * @param target the aircraft; empty to hold fire
     */
    public Flak {
      Objects.requireNonNull(battery, "battery");
      Objects.requireNonNull(target, "target");
    }

    /**
     * Fires at {@code target}.
     *
     * @param battery the battery
     * @param target the aircraft; empty to hold fire
     * @return the command
     */
    public static Flak at(String battery, String target) {
      return new Flak(battery, Optional.of(Objects.requireNonNull(target, "target")));
    }

    /**
     * Holds fire.
     *
     * @param battery the battery
     * @return the command
     */
    public static Flak hold(String battery) {
      return new Flak(battery, Optional.empty());
    }

    @Override
    public boolean isPass() {
      return target.isEmpty();
    }

    @Override
    public String describe() {
      return battery + (target.isPresent() ? " fires at " + target.get() : " holds fire");
    }
  }

  /**
   * A heavy battery picks a target hex and a CAB for a barrage that bursts turns later (C5.0: "2
   * turns for MEDIUM CAB, 3 turns for HIGH CAB, 4 turns for VERY HIGH CAB and above").
   *
   * @param battery the heavy battery
   * @param hex the target hex
   * @param cab the CAB, Medium to Very High
   */
  record OrderBarrage(String battery, Hex hex, Cab cab) implements ByBattery {
    /**
     * Checks the fields.
     *
     * @param battery the heavy battery
     * @param hex the target hex
     * @param cab the CAB, Medium to Very High
     */
    public OrderBarrage {
      Objects.requireNonNull(battery, "battery");
      Objects.requireNonNull(hex, "hex");
      Objects.requireNonNull(cab, "cab");
    }

    @Override
    public String describe() {
      return battery + " orders a barrage at " + cab.label() + " on " + TextMap.where(hex);
    }
  }

  /**
   * A surface attack on an enemy target, or none (C3.0).
   *
   * @param aircraft the attacking aircraft
   * @param target the surface target; empty to make no attack
   * @param kind how it attacks; present exactly when {@code target} is
   */
  record Strike(String aircraft, Optional<String> target, Optional<StrikeKind> kind)
      implements ByAircraft {
    /**
     * Checks the fields.
     *
     * @param aircraft the attacking aircraft
     * @param target the surface target; empty to make no attack
     * @param kind how it attacks; present exactly when {@code target} is
     */
    public Strike {
      Objects.requireNonNull(aircraft, "aircraft");
      Objects.requireNonNull(target, "target");
      Objects.requireNonNull(kind, "kind");
      if (target.isPresent() != kind.isPresent()) {
        throw new IllegalArgumentException(
            "a strike names both a target and how it attacks, or neither: " + target + ", " + kind);
      }
    }

    /**
     * Attacks {@code target} by {@code kind}.
     *
     * @param aircraft the attacking aircraft
     * @param target the surface target; empty to make no attack
     * @param kind how it attacks; present exactly when {@code target} is
     * @return the command
     */
    public static Strike at(String aircraft, String target, StrikeKind kind) {
      return new Strike(
          aircraft,
          Optional.of(Objects.requireNonNull(target, "target")),
          Optional.of(Objects.requireNonNull(kind, "kind")));
    }

    /**
     * Makes no attack.
     *
     * @param aircraft the attacking aircraft
     * @return the command
     */
    public static Strike hold(String aircraft) {
      return new Strike(aircraft, Optional.empty(), Optional.empty());
    }

    @Override
    public boolean isPass() {
      return target.isEmpty();
    }

    @Override
    public String describe() {
      return aircraft
          + (target.isPresent()
              ? " attacks " + target.get() + " (" + kind.orElseThrow() + ")"
              : " makes no surface attack");
    }
  }
}
