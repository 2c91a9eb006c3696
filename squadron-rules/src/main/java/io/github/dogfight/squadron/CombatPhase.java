package io.github.dogfight.squadron;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.Policy;
import io.github.dogfight.core.game.PolicyKind;
import java.util.Objects;

/**
 * The host system's Combat Phase, run after every Squadron Phase: "PCs and other characters more
 * interesting than unnamed airmen perform individual actions" (rules 003). The seed does not say
 * what happens there, so the host app plugs in its own; the default, {@link #none()}, resolves
 * nothing.
 */
public interface CombatPhase extends Policy {
  /**
   * Resolves one Combat Phase. Dice rolled with {@code roller} are recorded in the combat event.
   *
   * @param state the state after the Squadron Phase
   * @param roller the roller for this step
   * @return the squadrons afterwards and what happened
   */
  CombatPhaseResult resolve(SquadronState state, Roller roller);

  @Override
  default PolicyKind kind() {
    return PolicyKind.OTHER;
  }

  /**
   * What a Combat Phase did.
   *
   * @param white the friendly squadron afterwards (aircraft may only change status or damage)
   * @param black the enemy squadron afterwards
   * @param narration what happened, in words
   */
  record CombatPhaseResult(Squadron white, Squadron black, String narration) {
    /**
     * Checks the fields.
     *
     * @param white the friendly squadron afterwards (aircraft may only change status or damage)
     * @param black the enemy squadron afterwards
     * @param narration what happened, in words
     */
    public CombatPhaseResult {
      Objects.requireNonNull(white, "white");
      Objects.requireNonNull(black, "black");
      Objects.requireNonNull(narration, "narration");
    }
  }

  /**
   * The default: no individual actions are resolved (an assumption; see the module README).
   *
   * @return the default: no individual actions are resolved (an assumption; see the module README)
   */
  static CombatPhase none() {
    return NoCombatPhase.NONE;
  }

  /**
   * A Combat Phase from a function, for hosts that write it as a lambda.
   *
   * <pre>{@code
   * CombatPhase aces = CombatPhase.of("aces", "each PC makes one attack", (state, roller) -> ...);
   * }</pre>
   *
   * @param name the phase's name, for listings
   * @param description what it does, in a sentence
   * @param resolve the phase: the state after the Squadron Roll and the dice, to its result
   * @return the Combat Phase
   */
  static CombatPhase of(
      String name,
      String description,
      java.util.function.BiFunction<SquadronState, Roller, CombatPhaseResult> resolve) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(resolve, "resolve");
    return new CombatPhase() {
      @Override
      public CombatPhaseResult resolve(SquadronState state, Roller roller) {
        return resolve.apply(state, roller);
      }

      @Override
      public String name() {
        return name;
      }

      @Override
      public String description() {
        return description;
      }
    };
  }
}
