package io.github.dogfight.squadron;

import io.github.dogfight.core.game.AdvantagePolicy;
import java.util.Objects;

/**
 * Advantage in the Squadron Phase: successes banked by a winning Tactical maneuver count as net
 * successes in the next turn's roll, but not toward another Tactical maneuver (rules 003, Tactical:
 * "Tactical Maneuver successes do not contribute to a Tactical Maneuver in the following turn").
 * The engine asks it, at each roll, how many banked successes each side adds.
 */
public final class TacticalAdvantage implements AdvantagePolicy<SquadronState> {
  /** The seed's rule. */
  public TacticalAdvantage() {}

  /**
   * The banked successes {@code actor} (a {@link Side} name) adds to this roll, flying the maneuver
   * it declared; {@code opponent} is ignored since a bank applies against whoever the side faces.
   */
  @Override
  public int advantage(SquadronState state, String actor, String opponent) {
    Side side = Side.valueOf(actor);
    Maneuver m = state.declared().getOrDefault(side, Maneuver.ATTACK);
    return usable(state.bank(side), m);
  }

  /**
   * The part of a bank of {@code bank} successes that counts for a side flying {@code m}.
   *
   * @param bank the successes banked
   * @param m the maneuver flown
   * @return the successes that count
   */
  public static int usable(int bank, Maneuver m) {
    Objects.requireNonNull(m, "m");
    return m == Maneuver.TACTICAL ? 0 : bank;
  }

  @Override
  public String name() {
    return "tactical successes";
  }

  @Override
  public String description() {
    return "Net successes of a winning Tactical maneuver count in the next turn's roll, but not"
        + " toward another Tactical maneuver (rules 003, Tactical).";
  }
}
