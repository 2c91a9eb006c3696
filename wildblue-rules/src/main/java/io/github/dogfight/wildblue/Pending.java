package io.github.dogfight.wildblue;

import java.util.List;
import java.util.Objects;

/**
 * The decision an engagement of The Wild Blue waits for: whose it is and what kind. The engine
 * dispatches each command on it; {@link WildBlueRules#legalCommands} lists what it allows, and
 * {@link WildBlueRules#decision} tells it as a core {@link io.github.dogfight.core.game.Decision}.
 *
 * <pre>{@code
 * if (state.pending() instanceof Pending.PlaneAction a && !a.step().flown()) {
 *   // the plane must fly first
 * }
 * }</pre>
 */
public sealed interface Pending {
  /**
   * Who may decide now; empty when the engagement is over.
   *
   * @return who may decide now
   */
  List<String> actors();

  /** The engagement is over: nothing more is decided. */
  record Over() implements Pending {
    @Override
    public List<String> actors() {
      return List.of();
    }
  }

  /**
   * The start of a turn: each plane named may fly a Split S to re-roll its initiative, or pass.
   *
   * @param planes the planes that may still answer
   */
  record SplitSWindow(List<String> planes) implements Pending {
    /**
     * Checks and copies the fields.
     *
     * @param planes the planes that may still answer
     */
    public SplitSWindow {
      planes = List.copyOf(Objects.requireNonNull(planes, "planes"));
    }

    @Override
    public List<String> actors() {
      return planes;
    }
  }

  /**
   * A Critical Damage result to choose, the first of the queue.
   *
   * @param choice the choice
   */
  record ChooseCritical(CriticalChoice choice) implements Pending {
    /**
     * Checks the fields.
     *
     * @param choice the choice
     */
    public ChooseCritical {
      Objects.requireNonNull(choice, "choice");
    }

    @Override
    public List<String> actors() {
      return List.of(choice.chooser());
    }
  }

  /**
   * An attacker is about to roll to hit the attack's current target, who may fly The Scissors or
   * pass.
   *
   * @param attack the attack
   */
  record ScissorsWindow(Attack attack) implements Pending {
    /**
     * Checks the fields.
     *
     * @param attack the attack
     */
    public ScissorsWindow {
      Objects.requireNonNull(attack, "attack");
    }

    @Override
    public List<String> actors() {
      return List.of(attack.current());
    }
  }

  /**
   * A target flies The Scissors: the attacker may answer with Rolling Scissors, or pass.
   *
   * @param attack the attack
   */
  record RollingScissorsWindow(Attack attack) implements Pending {
    /**
     * Checks the fields.
     *
     * @param attack the attack
     */
    public RollingScissorsWindow {
      Objects.requireNonNull(attack, "attack");
    }

    @Override
    public List<String> actors() {
      return List.of(attack.attacker());
    }
  }

  /**
   * The attacker is about to roll damage against a target hit, who may Spin, or pass.
   *
   * @param attack the attack, at its Spin stage
   */
  record SpinWindow(Attack attack) implements Pending {
    /**
     * Checks the fields.
     *
     * @param attack the attack, at its Spin stage
     */
    public SpinWindow {
      Objects.requireNonNull(attack, "attack");
    }

    /**
     * The target hit that may Spin now.
     *
     * @return the target hit that may Spin now
     */
    public String target() {
      return attack.hits().get(attack.cursor());
    }

    @Override
    public List<String> actors() {
      return List.of(target());
    }
  }

  /**
   * A plane in control acts: it flies, tries for advantage, attacks, flies stunts, ends its action.
   *
   * @param step the action so far
   */
  record PlaneAction(ActionStep step) implements Pending {
    /**
     * Checks the fields.
     *
     * @param step the action so far
     */
    public PlaneAction {
      Objects.requireNonNull(step, "step");
    }

    @Override
    public List<String> actors() {
      return List.of(step.actor());
    }
  }

  /**
   * A plane out of control acts: it tries to regain control, or falls.
   *
   * @param step the action so far
   */
  record OutOfControl(ActionStep step) implements Pending {
    /**
     * Checks the fields.
     *
     * @param step the action so far
     */
    public OutOfControl {
      Objects.requireNonNull(step, "step");
    }

    @Override
    public List<String> actors() {
      return List.of(step.actor());
    }
  }

  /**
   * An armed ground unit acts: it fires, or ends its action.
   *
   * @param step the action so far
   */
  record GroundAction(ActionStep step) implements Pending {
    /**
     * Checks the fields.
     *
     * @param step the action so far
     */
    public GroundAction {
      Objects.requireNonNull(step, "step");
    }

    @Override
    public List<String> actors() {
      return List.of(step.actor());
    }
  }
}
