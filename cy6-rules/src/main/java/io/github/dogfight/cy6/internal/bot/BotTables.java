package io.github.dogfight.cy6.internal.bot;

import io.github.dogfight.core.dice.Chance;
import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.cy6.AirAttack;
import io.github.dogfight.cy6.AirToAir;
import io.github.dogfight.cy6.AircraftCondition;
import io.github.dogfight.cy6.AntiAircraft;
import io.github.dogfight.cy6.Battery;
import io.github.dogfight.cy6.Cab;
import io.github.dogfight.cy6.Cy6State;
import io.github.dogfight.cy6.Cy6Tables;
import io.github.dogfight.cy6.Gun;
import io.github.dogfight.cy6.Maneuver;
import io.github.dogfight.cy6.MoveChart;
import io.github.dogfight.cy6.Plane;
import io.github.dogfight.cy6.Position;
import io.github.dogfight.cy6.Role;
import io.github.dogfight.cy6.ShotOutcome;
import io.github.dogfight.cy6.Skill;
import io.github.dogfight.cy6.StrikeKind;
import io.github.dogfight.cy6.SurfaceTarget;
import io.github.dogfight.cy6.ToHit;
import io.github.dogfight.cy6.TurnCode;
import io.github.dogfight.cy6.internal.Engine;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The exact odds and table figures the default bot weighs, computed once per rule set and kept: the
 * chance of an AA shot damaging its target, of a surface attack, each maneuver type's TAL change
 * decoded from the table, and the chance of 2d6 reaching each number (an air attack's chance to hit
 * is read from it by the number its best gun needs, no cache needed). Each odds cache is keyed by
 * every input its value depends on (the rest, the tables and readings, is fixed for the rule set
 * that owns this) and is safe under concurrent use: games on several threads share one rule set. A
 * cache stops growing at {@link #LIMIT} entries and then computes what it does not hold.
 */
public final class BotTables {
  /** The most entries a cache holds. */
  static final int LIMIT = 100_000;

  private final Engine engine;
  private final Map<Maneuver, Integer> talChange = new EnumMap<>(Maneuver.class);

  /**
   * The chance that 2d6 roll at least {@code n}, at index {@code n} from 0 to 13 (the exact odds,
   * as doubles): an air attack hits with at least one gun when the dice reach its base to-hit less
   * its best gun's modifier.
   */
  private final double[] atLeast = new double[14];

  private final Map<FlakKey, Double> flak = new ConcurrentHashMap<>();
  private final Map<StrikeKey, Double> strike = new ConcurrentHashMap<>();

  /** The most charts whose paths are kept. */
  static final int CHART_LIMIT = 256;

  /** Each chart's moves' paths from the origin hex at each facing (pure geometry). */
  private final Map<Same, Steps[]> steps = new ConcurrentHashMap<>();

  /**
   * The tables of the rules {@code engine} runs, filled as the bot asks (the TAL changes at once).
   *
   * @param engine the rule set's engine
   */
  public BotTables(Engine engine) {
    this.engine = engine;
    for (Maneuver m : Maneuver.values()) {
      talChange.put(m, engine.config().tables().talChange(m));
    }
    for (int n = 0; n < atLeast.length; n++) {
      int need = n;
      atLeast[n] =
          Chance.dice(Die.D6, 2)
              .outcomes()
              .probability(d -> d.get(0) + d.get(1) >= need)
              .doubleValue();
    }
  }

  /** The TALs {@code m} gains (positive) or loses. */
  int talChange(Maneuver m) {
    Integer change = talChange.get(m);
    return change == null ? 0 : change;
  }

  /**
   * The exact chance that attack {@code a} hits with at least one gun: {@link AirToAir#toHit}'s
   * roll hits with a gun when 2d6 plus its modifier reach the range's base to-hit, so with at least
   * one gun when 2d6 reach the base less the best modifier of the guns that reach the range.
   */
  double hitChance(AirAttack a) {
    AirToAir fire = engine.airFire().rules();
    List<Gun> firing = fire.inRange(a.guns(), a.range());
    if (firing.isEmpty()) {
      // no gun reaches: the roll's own refusal
      return fire.toHit(a).outcomes().probability(ToHit::hit).doubleValue();
    }
    int best = Integer.MIN_VALUE;
    for (Gun g : firing) {
      best = Math.max(best, fire.modifier(a, g));
    }
    int need = engine.config().tables().baseToHit(a.range()) - best;
    return atLeast[Math.max(0, Math.min(atLeast.length - 1, need))];
  }

  /**
   * The paths of {@code chart}'s moves ({@link Steps}, in the chart's order), made once per chart:
   * hexes are axial coordinates, so a move's path from any hex is its path from the origin moved by
   * that hex. Kept by the chart itself (the same chart object, whose moves are immutable, gives the
   * same paths); past {@link #CHART_LIMIT} charts they are made again.
   */
  Steps[] steps(MoveChart chart) {
    Same key = new Same(chart);
    Steps[] known = steps.get(key);
    if (known != null) {
      return known;
    }
    List<MoveChart.Move> moves = chart.moves();
    Steps[] made = new Steps[moves.size()];
    for (int i = 0; i < made.length; i++) {
      made[i] = Steps.of(moves.get(i).code());
    }
    if (steps.size() < CHART_LIMIT) {
      Steps[] raced = steps.putIfAbsent(key, made);
      return raced == null ? made : raced;
    }
    return made;
  }

  /** A chart as a key by identity (its hash would read every move). */
  private static final class Same {
    private final MoveChart chart;

    Same(MoveChart chart) {
      this.chart = chart;
    }

    @Override
    @SuppressWarnings("ReferenceEquality") // the same chart object, on purpose (see steps)
    public boolean equals(@Nullable Object o) {
      return o instanceof Same other && other.chart == chart;
    }

    @Override
    public int hashCode() {
      return System.identityHashCode(chart);
    }
  }

  /**
   * A turn code's path from the origin hex: for each facing it starts with (by clock index), the
   * hex offsets of every position it passes through, one per token, and the facing it ends with.
   */
  static final class Steps {
    private final int[][] dq;
    private final int[][] dr;
    private final Facing[] endFacing;

    private Steps(int[][] dq, int[][] dr, Facing[] endFacing) {
      this.dq = dq;
      this.dr = dr;
      this.endFacing = endFacing;
    }

    static Steps of(TurnCode code) {
      Facing[] facings = Facing.values();
      int[][] dq = new int[facings.length][];
      int[][] dr = new int[facings.length][];
      Facing[] end = new Facing[facings.length];
      for (Facing f : facings) {
        List<Position> path = code.trace(new Position(Hex.ORIGIN, f));
        int[] q = new int[path.size()];
        int[] r = new int[path.size()];
        for (int i = 0; i < q.length; i++) {
          q[i] = path.get(i).hex().q();
          r[i] = path.get(i).hex().r();
        }
        dq[f.clockIndex()] = q;
        dr[f.clockIndex()] = r;
        end[f.clockIndex()] = path.get(path.size() - 1).facing();
      }
      return new Steps(dq, dr, end);
    }

    /** The q offsets of the positions passed through when starting with {@code facing}. */
    int[] dq(Facing facing) {
      return dq[facing.clockIndex()];
    }

    /** The r offsets of the positions passed through when starting with {@code facing}. */
    int[] dr(Facing facing) {
      return dr[facing.clockIndex()];
    }

    /** The facing the move ends with when starting with {@code facing}. */
    Facing endFacing(Facing facing) {
      return endFacing[facing.clockIndex()];
    }
  }

  /** The exact chance that {@code b}'s shot at {@code target} is not a miss. */
  double flakChance(Battery b, Plane target) {
    FlakKey key =
        new FlakKey(b.type(), target.type().role(), target.type().robustness(), target.condition());
    return cached(
        flak,
        key,
        k ->
            engine
                .groundFire()
                .flakOdds(b, target)
                .outcomes()
                .probability(o -> o.result() != ShotOutcome.Result.MISS)
                .doubleValue());
  }

  /** The exact chance that {@code p}'s attack on {@code t} by {@code kind} hits. */
  double strikeChance(Cy6State s, Plane p, SurfaceTarget t, StrikeKind kind) {
    Cy6Tables tables = engine.config().tables();
    StrikeKey key =
        new StrikeKey(
            tables.cab(Math.min(p.tal(), tables.topTal())),
            p.condition().firingSkill(p.crew()),
            engine.surfaceFire().modifierRows(s, p, t, kind));
    return cached(
        strike,
        key,
        k ->
            engine
                .surfaceFire()
                .strikeOdds(s, p, t, kind)
                .outcomes()
                .probability(Boolean::booleanValue)
                .doubleValue());
  }

  private static <K> double cached(Map<K, Double> cache, K key, Function<K, Double> compute) {
    Double known = cache.get(key);
    if (known != null) {
      return known;
    }
    Double value = compute.apply(key);
    if (cache.size() < LIMIT) {
      cache.putIfAbsent(key, value);
    }
    return value;
  }

  /** What an AA shot's odds depend on ({@link AntiAircraftFire#shot}). */
  private record FlakKey(
      AntiAircraft type, Role role, int robustness, AircraftCondition condition) {}

  /** What a surface attack's to-hit depends on ({@link SurfaceAttack#toHit}). */
  private record StrikeKey(Cab cab, Skill skill, List<String> modifiers) {}
}
