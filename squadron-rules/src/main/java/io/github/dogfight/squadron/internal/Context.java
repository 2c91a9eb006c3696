package io.github.dogfight.squadron.internal;

import io.github.dogfight.squadron.SquadronConfig;
import io.github.dogfight.squadron.SquadronOdds;
import java.util.Objects;

/**
 * What the engine's phases need of the rule set: its configuration, its odds and how to build
 * states.
 *
 * @param config the configuration
 * @param odds the odds under it
 * @param states how to build states
 */
public record Context(SquadronConfig config, SquadronOdds odds, States states) {
  /**
   * Checks the fields.
   *
   * @param config the configuration
   * @param odds the odds under it
   * @param states how to build states
   */
  public Context {
    Objects.requireNonNull(config, "config");
    Objects.requireNonNull(odds, "odds");
    Objects.requireNonNull(states, "states");
  }

  /**
   * Whether damage rolls are made one at a time (the seed's rule).
   *
   * @return whether damage rolls are made one at a time
   */
  public boolean oneRollAtATime() {
    return !config.damageRollsTogether();
  }
}
