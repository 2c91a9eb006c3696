package io.github.dogfight.squadron.internal.odds;

import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.squadron.Aircraft;
import io.github.dogfight.squadron.Armament;
import io.github.dogfight.squadron.Maneuver;
import io.github.dogfight.squadron.Status;
import io.github.dogfight.squadron.internal.States;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * What a winning maneuver's net successes do to the loser's forces in a {@link PositionChain}, the
 * default bot spending them and the engine resolving them: each outcome worked out once and shared
 * by every position with the same loser's forces, winner's first armed fighter and rolls bought
 * (the damage rolls recursively, by rolls left).
 */
final class ChainOutcomes {
  private final ChainForces[] forces;
  private final States states;
  private final BiFunction<Aircraft, Armament, Distribution> laws;
  private final PositionChain.Cache cache;
  private final Map<DamageKey, PositionChain.Law> damageLaws = new HashMap<>();
  private final Map<OutcomeKey, Outcome> outcomes = new HashMap<>();
  private final Map<Long, Outcome> singles = new HashMap<>();
  private int widest = 1;
  private int deepest = 1;

  ChainOutcomes(
      ChainForces[] forces,
      States states,
      BiFunction<Aircraft, Armament, Distribution> laws,
      PositionChain.Cache cache) {
    this.forces = forces;
    this.states = states;
    this.laws = laws;
    this.cache = cache;
  }

  /** The widest damage law used. */
  int widest() {
    return widest;
  }

  /** The deepest chain of factors in an outcome's probabilities. */
  int deepest() {
    return deepest;
  }

  /**
   * The loser's forces after the winner's {@code m} with {@code successes} net successes, the
   * winner's first armed fighter at {@code shooter} (-1 for none). The bot buys fighters first and
   * damage rolls with what is left, so it makes damage rolls only when its successes remove every
   * enemy fighter and buy one more roll: then its rolls go one at a time at the special aircraft
   * with the least structure left (the successes left after each spent knowing its result, on
   * another roll while the enemy has special aircraft, then on the fighters, which are all
   * removed). Otherwise the loser removes its lowest-Handling fighters, one per {@code m}'s price.
   */
  Outcome outcome(int loser, int side, int shooter, Maneuver m, int successes) {
    ChainForces f = forces[loser];
    int fighters = f.fighters[side];
    int perFighter = m.successesPerFighter();
    int perRoll = m.successesPerDamageRoll();
    if (shooter < 0 || f.specials[side] == 0 || successes < fighters * perFighter + perRoll) {
      return single(loser, f.removeFighters(side, Math.min(successes / perFighter, fighters)));
    }
    int rolls = (successes - fighters * perFighter) / perRoll;
    return strikes(loser, f.removeFighters(side, fighters), rolls, shooter);
  }

  /** The certain outcome {@code side} of {@code loser}'s forces. */
  private Outcome single(int loser, int side) {
    return singles.computeIfAbsent(
        ((long) side << 1) | loser, k -> new Outcome(new int[] {side}, new double[] {1}, 0));
  }

  /**
   * {@code side} (of {@code loser}) after {@code rolls} damage rolls by the fighter at {@code
   * shooter}, one at a time at the special aircraft with the least structure left (the first in
   * squadron order on ties), while it has special aircraft in the fight.
   */
  private Outcome strikes(int loser, int side, int rolls, int shooter) {
    ChainForces f = forces[loser];
    if (rolls == 0 || f.specials[side] == 0) {
      return single(loser, side);
    }
    OutcomeKey key = new OutcomeKey(loser, side, shooter, rolls);
    Outcome known = outcomes.get(key);
    if (known != null) {
      return known;
    }
    int t = f.weakestSpecial(side);
    int[] st = f.states.get(side);
    PositionChain.Law law =
        law(f, loser, t, st[t], forces[1 - loser].slots[shooter].type().armament());
    double lost = 0;
    double down = 0;
    Map<Outcome, Double> after = new LinkedHashMap<>();
    for (int k = 0; k < law.values.length; k++) {
      double q = law.p[k];
      if (q < EngagementGraph.NEGLIGIBLE) {
        lost += q;
        continue;
      }
      long total = (long) st[t] + law.values[k];
      if (total >= f.slots[t].type().structure()) {
        down += q;
        continue;
      }
      after.merge(strikes(loser, f.with(side, t, (int) total), rolls - 1, shooter), q, Double::sum);
    }
    if (down > 0) {
      after.merge(
          strikes(loser, f.with(side, t, ChainForces.OUT), rolls - 1, shooter), down, Double::sum);
    }
    deepest = Math.max(deepest, rolls + 3);
    Outcome o = Outcome.mixture(after, lost);
    outcomes.put(key, o);
    return o;
  }

  /** The damage policy's law for the aircraft at {@code slot} with {@code damage}, as doubles. */
  private PositionChain.Law law(
      ChainForces f, int side, int slot, int damage, Optional<Armament> armament) {
    Armament arm = armament.orElseThrow();
    DamageKey key = new DamageKey(side, slot, damage, arm);
    PositionChain.Law known = damageLaws.get(key);
    if (known != null) {
      return known;
    }
    Aircraft target = states.aircraft(f.slots[slot], damage, Status.IN_FIGHT);
    PositionChain.Law l =
        cache.damage.computeIfAbsent(
            List.of(target, arm), k -> PositionChain.Law.of(laws.apply(target, arm)));
    widest = Math.max(widest, l.values.length);
    damageLaws.put(key, l);
    return l;
  }

  private record OutcomeKey(int loser, int side, int shooter, int rolls) {}

  private record DamageKey(int side, int slot, int damage, Armament armament) {}

  /** Values (a side's forces, or a position) with their probabilities, and the chance left out. */
  static final class Outcome {
    final int[] sides;
    final double[] p;
    final double dropped;

    private Outcome(int[] sides, double[] p, double dropped) {
      this.sides = sides;
      this.p = p;
      this.dropped = dropped;
    }

    /**
     * {@code sum}'s values and probabilities, in its order, with {@code dropped} left out.
     *
     * @param sum each value's probability
     * @param dropped the probability left out
     * @return the outcome
     */
    static Outcome of(Map<Integer, Double> sum, double dropped) {
      int[] sides = new int[sum.size()];
      double[] ps = new double[sum.size()];
      int i = 0;
      for (Map.Entry<Integer, Double> e : sum.entrySet()) {
        sides[i] = e.getKey();
        ps[i] = e.getValue();
        i++;
      }
      return new Outcome(sides, ps, dropped);
    }

    /**
     * The outcomes {@code weighted}, each with its weight, as one: their values' probabilities
     * summed, and what each left out, plus {@code dropped}.
     *
     * @param weighted the outcomes and their weights, in order
     * @param dropped the probability left out besides theirs
     * @return the mixture
     */
    static Outcome mixture(Map<Outcome, Double> weighted, double dropped) {
      Map<Integer, Double> sum = new LinkedHashMap<>();
      double lost = dropped;
      for (Map.Entry<Outcome, Double> e : weighted.entrySet()) {
        Outcome o = e.getKey();
        double q = e.getValue();
        lost += q * o.dropped;
        for (int j = 0; j < o.sides.length; j++) {
          sum.merge(o.sides[j], q * o.p[j], Double::sum);
        }
      }
      return of(sum, lost);
    }
  }
}
