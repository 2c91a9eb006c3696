package io.github.dogfight.squadron;

import io.github.dogfight.core.dice.DicePool;
import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.dice.Explosion;
import io.github.dogfight.core.dice.Opposed;
import io.github.dogfight.core.dice.Sum;
import io.github.dogfight.core.game.OddsAnswer;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Exact odds of the Squadron Roll: the distribution of net successes (white minus black) for any
 * two pools and maneuvers, who wins, and how many fighters a win removes.
 *
 * <pre>{@code
 * SquadronOdds odds = new SquadronRules().odds();
 * Distribution net = odds.netSuccesses(14, Maneuver.ATTACK, 0, 15, Maneuver.ATTACK, 0);
 * net.atLeast(1);  // P(RAF wins) in the seed's example
 * }</pre>
 */
public final class SquadronOdds {
  private final SquadronConfig config;

  /** Odds under {@code config}. */
  public SquadronOdds(SquadronConfig config) {
    this.config = config;
  }

  /**
   * The pool a side rolls: Defend adds half the pool rounded up (seed 003, Defend), other maneuvers
   * roll the base pool.
   */
  public static int poolFor(int basePool, Maneuver maneuver) {
    if (basePool < 0) {
      throw new IllegalArgumentException("pool must be >= 0, was " + basePool);
    }
    return maneuver == Maneuver.DEFEND ? basePool + (basePool + 1) / 2 : basePool;
  }

  /** The dice expression of a pool of {@code dice} dice under this configuration. */
  public DicePool pool(int dice) {
    Optional<Explosion> explosion =
        config.explosionFaces().isEmpty()
            ? Optional.empty()
            : Optional.of(new Explosion(config.explosionFaces(), config.explosionDepth()));
    return DicePool.successes(dice, Die.D6, config.successFaces(), explosion);
  }

  /**
   * The opposed expression: white's pool (plus its usable bank) versus black's.
   *
   * @param whiteBase white's base pool (aircraft in the fight plus highest Handling)
   * @param whiteManeuver white's maneuver
   * @param whiteBank white's banked Tactical successes
   * @param blackBase black's base pool
   * @param blackManeuver black's maneuver
   * @param blackBank black's banked Tactical successes
   */
  public Opposed expression(
      int whiteBase,
      Maneuver whiteManeuver,
      int whiteBank,
      int blackBase,
      Maneuver blackManeuver,
      int blackBank) {
    return new Opposed(
        side(whiteBase, whiteManeuver, whiteBank), side(blackBase, blackManeuver, blackBank));
  }

  private io.github.dogfight.core.dice.DiceExpression side(int base, Maneuver m, int bank) {
    if (bank < 0) {
      throw new IllegalArgumentException("banked successes must be >= 0, was " + bank);
    }
    DicePool pool = pool(poolFor(base, m));
    int usable = m == Maneuver.TACTICAL ? 0 : bank;
    return usable == 0 ? pool : Sum.plus(pool, usable);
  }

  /** The exact distribution of net successes, white minus black. */
  public Distribution netSuccesses(
      int whiteBase,
      Maneuver whiteManeuver,
      int whiteBank,
      int blackBase,
      Maneuver blackManeuver,
      int blackBank) {
    return expression(whiteBase, whiteManeuver, whiteBank, blackBase, blackManeuver, blackBank)
        .distribution();
  }

  /**
   * Expected enemy fighters removed by {@code winner} flying {@code maneuver}, spending every net
   * success on fighters, with the enemy fielding {@code enemyFighters}.
   */
  public static Rational expectedFightersRemoved(
      Distribution net, Side winner, Maneuver maneuver, int enemyFighters) {
    if (!maneuver.removesEnemies()) {
      return Rational.ZERO;
    }
    int per = maneuver.successesPerFighter();
    return net.expectation(
        n -> {
          int mine = winner == Side.WHITE ? n : -n;
          return mine <= 0 ? 0 : Math.min(mine / per, enemyFighters);
        });
  }

  /** The {@code squadron} odds query used by {@code dogfight odds --rules squadron squadron}. */
  public OddsQuery query() {
    return new Query();
  }

  private final class Query implements OddsQuery {
    private final Map<String, String> parameters = new LinkedHashMap<>();

    Query() {
      parameters.put(
          "white", "white's Squadron Roll pool: aircraft in the fight + highest Handling");
      parameters.put("black", "black's Squadron Roll pool");
      parameters.put("white-maneuver", "attack, defend, escape or tactical (default attack)");
      parameters.put("black-maneuver", "attack, defend, escape or tactical (default attack)");
      parameters.put("white-bank", "white's banked Tactical successes (default 0)");
      parameters.put("black-bank", "black's banked Tactical successes (default 0)");
      parameters.put("white-fighters", "white's fighters, capping removals (default: no cap)");
      parameters.put("black-fighters", "black's fighters, capping removals (default: no cap)");
    }

    @Override
    public String name() {
      return SquadronRules.NAME;
    }

    @Override
    public String description() {
      return "net successes of the Squadron Roll (white minus black), who wins, and the"
          + " expected fighters each side removes";
    }

    @Override
    public Map<String, String> parameters() {
      return parameters;
    }

    @Override
    public OddsAnswer answer(Map<String, String> arguments) {
      for (String key : arguments.keySet()) {
        if (!parameters.containsKey(key)) {
          throw new IllegalArgumentException(
              "unknown option --"
                  + key
                  + "; choose from --"
                  + String.join(", --", parameters.keySet()));
        }
      }
      for (String required : Set.of("white", "black")) {
        if (!arguments.containsKey(required)) {
          throw new IllegalArgumentException("missing --" + required + " (a pool size, 0 or more)");
        }
      }
      int white = count(arguments, "white", 0);
      int black = count(arguments, "black", 0);
      Maneuver wm = maneuver(arguments, "white-maneuver");
      Maneuver bm = maneuver(arguments, "black-maneuver");
      int wb = count(arguments, "white-bank", 0);
      int bb = count(arguments, "black-bank", 0);
      int wf = count(arguments, "white-fighters", Integer.MAX_VALUE);
      int bf = count(arguments, "black-fighters", Integer.MAX_VALUE);
      Opposed e = expression(white, wm, wb, black, bm, bb);
      Distribution net = e.distribution();
      Map<String, Rational> figures = new LinkedHashMap<>();
      figures.put("P(white wins)", net.atLeast(1));
      figures.put("P(tie)", net.probability(0));
      figures.put("P(black wins)", net.atMost(-1));
      figures.put(
          "E(black fighters removed by white)", expectedFightersRemoved(net, Side.WHITE, wm, bf));
      figures.put(
          "E(white fighters removed by black)", expectedFightersRemoved(net, Side.BLACK, bm, wf));
      return new OddsAnswer(e.notation(), net, figures);
    }

    private int count(Map<String, String> args, String key, int fallback) {
      String v = args.get(key);
      if (v == null) {
        return fallback;
      }
      try {
        int n = Integer.parseInt(v.trim());
        if (n < 0 || n > 500) {
          throw new NumberFormatException();
        }
        return n;
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(
            "--" + key + " must be a whole number from 0 to 500, was '" + v + "'");
      }
    }

    private Maneuver maneuver(Map<String, String> args, String key) {
      String v = args.get(key);
      if (v == null) {
        return Maneuver.ATTACK;
      }
      try {
        return Maneuver.parse(v);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("--" + key + ": " + e.getMessage());
      }
    }
  }
}
