package io.github.dogfight.cy6;

import java.util.List;
import java.util.Objects;

/**
 * The decision a Check Your 6! engagement waits for: which step of the turn (rules 002, B) and who
 * gives its commands. Every step is simultaneous and secret, so a decision waits for several
 * aircraft or batteries at once; the engine dispatches each command on it, and {@link
 * Cy6Rules#legalCommands} lists what it allows.
 *
 * <pre>{@code
 * if (Pending.of(state) instanceof Pending.Plotting p) {
 *   List<String> plotters = p.waiting();
 * }
 * }</pre>
 */
public sealed interface Pending {
  /**
   * The aircraft or batteries whose commands are still awaited, in the engagement's order; empty
   * when the engagement is over.
   *
   * @return the aircraft or batteries whose commands are still awaited
   */
  List<String> waiting();

  /**
   * The step of the turn it belongs to.
   *
   * @return the step of the turn it belongs to
   */
  Cy6State.Step step();

  /**
   * The decision {@code state} waits for.
   *
   * @param state the state
   * @return the decision it waits for
   */
  static Pending of(Cy6State state) {
    List<String> w = state.waiting();
    return switch (state.step()) {
      case TAILING -> new Tailing(w);
      case FORMATION -> new FormationStatus(w);
      case PLOTTING -> new Plotting(w, false);
      case TAILER_PLOTTING -> new Plotting(w, true);
      case AA_FIRE -> new AntiAircraftFire(w);
      case FIRE -> new AirFire(w);
      case SURFACE_ATTACK -> new SurfaceAttack(w);
      case OVER -> new Over();
    };
  }

  /**
   * The tailing declaration phase: each aircraft with an enemy it may tail declares one or none
   * ({@link Cy6Command.Tail}).
   *
   * @param waiting the aircraft still to declare
   */
  record Tailing(List<String> waiting) implements Pending {
    /**
     * Checks the fields.
     *
     * @param waiting the aircraft still to declare
     */
    public Tailing {
      waiting = List.copyOf(Objects.requireNonNull(waiting, "waiting"));
    }

    @Override
    public Cy6State.Step step() {
      return Cy6State.Step.TAILING;
    }
  }

  /**
   * The formation status segment: formation members keep formation, drop out or break it up ({@link
   * Cy6Command.FormationStatus}).
   *
   * @param waiting the aircraft still to choose
   */
  record FormationStatus(List<String> waiting) implements Pending {
    /**
     * Checks the fields.
     *
     * @param waiting the aircraft still to choose
     */
    public FormationStatus {
      waiting = List.copyOf(Objects.requireNonNull(waiting, "waiting"));
    }

    @Override
    public Cy6State.Step step() {
      return Cy6State.Step.FORMATION;
    }
  }

  /**
   * Move plotting ({@link Cy6Command.Plot}): first every aircraft that does not tail, wingmen in
   * formation excepted, then the tailers, told their targets' direction.
   *
   * @param waiting the aircraft still to plot
   * @param tailers whether it is the tailers' plotting
   */
  record Plotting(List<String> waiting, boolean tailers) implements Pending {
    /**
     * Checks the fields.
     *
     * @param waiting the aircraft still to plot
     * @param tailers whether it is the tailers' plotting
     */
    public Plotting {
      waiting = List.copyOf(Objects.requireNonNull(waiting, "waiting"));
    }

    @Override
    public Cy6State.Step step() {
      return tailers ? Cy6State.Step.TAILER_PLOTTING : Cy6State.Step.PLOTTING;
    }
  }

  /**
   * The anti-aircraft fire segment: batteries with an enemy in reach fire, hold or order a barrage
   * ({@link Cy6Command.ByBattery}).
   *
   * @param waiting the batteries still to give their orders
   */
  record AntiAircraftFire(List<String> waiting) implements Pending {
    /**
     * Checks the fields.
     *
     * @param waiting the batteries still to give their orders
     */
    public AntiAircraftFire {
      waiting = List.copyOf(Objects.requireNonNull(waiting, "waiting"));
    }

    @Override
    public Cy6State.Step step() {
      return Cy6State.Step.AA_FIRE;
    }
  }

  /**
   * The air-to-air fire segment: aircraft with a gun bearing on an enemy in range fire or hold
   * ({@link Cy6Command.Fire}).
   *
   * @param waiting the aircraft still to choose
   */
  record AirFire(List<String> waiting) implements Pending {
    /**
     * Checks the fields.
     *
     * @param waiting the aircraft still to choose
     */
    public AirFire {
      waiting = List.copyOf(Objects.requireNonNull(waiting, "waiting"));
    }

    @Override
    public Cy6State.Step step() {
      return Cy6State.Step.FIRE;
    }
  }

  /**
   * The surface attack segment: aircraft in position attack an enemy surface target or hold ({@link
   * Cy6Command.Strike}).
   *
   * @param waiting the aircraft still to choose
   */
  record SurfaceAttack(List<String> waiting) implements Pending {
    /**
     * Checks the fields.
     *
     * @param waiting the aircraft still to choose
     */
    public SurfaceAttack {
      waiting = List.copyOf(Objects.requireNonNull(waiting, "waiting"));
    }

    @Override
    public Cy6State.Step step() {
      return Cy6State.Step.SURFACE_ATTACK;
    }
  }

  /** The engagement is over: nobody is awaited. */
  record Over() implements Pending {
    @Override
    public List<String> waiting() {
      return List.of();
    }

    @Override
    public Cy6State.Step step() {
      return Cy6State.Step.OVER;
    }
  }
}
