package io.github.dogfight.squadron;

import io.github.dogfight.core.game.AdvantagePolicy;

/**
 * Advantage in the Squadron Phase: successes banked by a winning Tactical maneuver, which count as
 * net successes in the next turn's roll (seed 003, Tactical).
 */
public final class TacticalAdvantage implements AdvantagePolicy<SquadronState> {
  /**
   * The successes {@code actor} (a {@link Side} name) has banked; {@code opponent} is ignored since
   * a bank applies against whoever the side faces.
   */
  @Override
  public int advantage(SquadronState state, String actor, String opponent) {
    return state.bank(Side.valueOf(actor));
  }

  @Override
  public String name() {
    return "tactical successes";
  }

  @Override
  public String description() {
    return "Net successes of a winning Tactical maneuver count in the next turn's roll, but not"
        + " toward another Tactical maneuver (seed 003, Tactical).";
  }
}
