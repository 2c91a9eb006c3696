package io.github.dogfight.squadron;

import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.view.View;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * A squadron commander that declares its maneuver by the equilibrium mix of the simultaneous
 * declaration ({@link EngagementOdds#equilibrium}), drawn from its own {@link SplittableRandom}
 * seeded with the seed it is given (never the game's dice, never unseeded randomness), and makes
 * every other choice (spending, removing, escaping) as the default {@link SquadronBot}: the choices
 * the equilibrium assumes. It reads only its side's view: the equilibrium of a round depends on the
 * forces, banks and turn, which both sides see, never on the enemy's secret maneuver.
 *
 * <p>Its draws follow the order of its calls: one bot replays the same games when they are played
 * one after another ({@code simulate --threads 1}); shared by several threads, its draws depend on
 * their order. Where the declaration is not simultaneous, or the engagement is too large for exact
 * odds ({@link EngagementTooLargeException}), it declares as the default bot.
 */
public final class EquilibriumBot implements Bot<SquadronState, SquadronCommand> {
  private final SquadronRules rules;
  private final SquadronBot fallback;
  private final SplittableRandom random;

  /**
   * A bot for {@code rules}, drawing its mixes from a stream seeded with {@code seed}.
   *
   * @param rules the rules it plays by
   * @param seed the seed of its own random stream
   */
  public EquilibriumBot(SquadronRules rules, long seed) {
    this.rules = Objects.requireNonNull(rules, "rules");
    this.fallback = new SquadronBot(rules);
    this.random = new SplittableRandom(seed);
  }

  @Override
  public SquadronCommand choose(View<SquadronState> view, List<SquadronCommand> legal) {
    SquadronState state = view.state();
    if (!(state.pending().orElse(null) instanceof Pending.Declaration d) || !d.simultaneous()) {
      return fallback.choose(view, legal);
    }
    Side side = legal.get(0).side();
    Map<Maneuver, Rational> mix;
    try {
      mix = rules.engagementOdds().mix(view, side);
    } catch (EngagementTooLargeException tooLarge) {
      return fallback.choose(view, legal);
    }
    double u;
    synchronized (random) {
      u = random.nextDouble();
    }
    Maneuver chosen = null;
    double sum = 0;
    for (Map.Entry<Maneuver, Rational> e : mix.entrySet()) {
      if (e.getValue().signum() == 0) {
        continue;
      }
      chosen = e.getKey();
      sum += e.getValue().doubleValue();
      if (u < sum) {
        break;
      }
    }
    for (SquadronCommand c : legal) {
      if (c instanceof DeclareManeuver m && m.maneuver() == chosen) {
        return c;
      }
    }
    return fallback.choose(view, legal);
  }
}
