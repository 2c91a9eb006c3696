package io.github.dogfight.squadron;

import io.github.dogfight.core.dice.DicePool;
import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.dice.Explosion;
import io.github.dogfight.core.dice.Opposed;
import io.github.dogfight.core.dice.Sum;
import io.github.dogfight.core.game.OddsAnswer;
import io.github.dogfight.core.game.OddsArguments;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.view.View;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReferenceArray;

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
  /** Distributions of Squadron Rolls already worked out, by pools and banks; at most this many. */
  private static final int CACHED_ROLLS = 4096;

  private final SquadronConfig config;

  /**
   * Squadron Roll distributions by (white dice, white bank, black dice, black bank): a player's
   * view asks the same few again and again (each maneuver against each of the enemy's).
   */
  private final Map<List<Integer>, Distribution> rolls = new ConcurrentHashMap<>();

  /**
   * Pools by number of dice, 0 to {@link #MAX_POOL}, made when first asked for (immutable, so two
   * threads making the same one store equal values).
   */
  private final AtomicReferenceArray<DicePool> pools = new AtomicReferenceArray<>(MAX_POOL + 1);

  /**
   * Odds under {@code config}.
   *
   * @param config the configuration the odds follow
   */
  public SquadronOdds(SquadronConfig config) {
    Objects.requireNonNull(config, "config");
    this.config = config;
  }

  /**
   * The pool a side rolls: Defend adds half the pool rounded up (rules 003, Defend), other
   * maneuvers roll the base pool.
   *
   * @param basePool the squadron's base pool
   * @param maneuver the maneuver flown
   * @return the dice rolled
   */
  public static int poolFor(int basePool, Maneuver maneuver) {
    Objects.requireNonNull(maneuver, "maneuver");
    if (basePool < 0) {
      throw new IllegalArgumentException("pool must be >= 0, was " + basePool);
    }
    return maneuver == Maneuver.DEFEND ? basePool + (basePool + 1) / 2 : basePool;
  }

  /**
   * The dice expression of a pool of {@code dice} dice under this configuration.
   *
   * @param dice how many dice
   * @return the pool
   */
  public DicePool pool(int dice) {
    if (dice >= 0 && dice <= MAX_POOL) {
      DicePool known = pools.get(dice);
      if (known != null) {
        return known;
      }
      DicePool made = makePool(dice);
      pools.set(dice, made);
      return made;
    }
    return makePool(dice);
  }

  private DicePool makePool(int dice) {
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
   * @return the opposed dice expression
   */
  public Opposed expression(
      int whiteBase,
      Maneuver whiteManeuver,
      int whiteBank,
      int blackBase,
      Maneuver blackManeuver,
      int blackBank) {
    Objects.requireNonNull(whiteManeuver, "whiteManeuver");
    Objects.requireNonNull(blackManeuver, "blackManeuver");
    return new Opposed(
        side(whiteBase, whiteManeuver, whiteBank), side(blackBase, blackManeuver, blackBank));
  }

  private io.github.dogfight.core.dice.DiceExpression side(int base, Maneuver m, int bank) {
    if (bank < 0) {
      throw new IllegalArgumentException("banked successes must be >= 0, was " + bank);
    }
    return bankedPool(poolFor(base, m), TacticalAdvantage.usable(bank, m));
  }

  /**
   * The exact distribution of net successes, white minus black.
   *
   * @param whiteBase white's base pool
   * @param whiteManeuver white's maneuver
   * @param whiteBank white's banked Tactical successes
   * @param blackBase black's base pool
   * @param blackManeuver black's maneuver
   * @param blackBank black's banked Tactical successes
   * @return the exact distribution
   */
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
   * The exact net successes of the next Squadron Roll as a player sees it, if white flies {@code
   * white} and black {@code black}: pools from the squadrons in the view, banked Tactical successes
   * as the rules' advantage policy counts them. A side asks from its own view, weighing each of its
   * maneuvers against each of the enemy's, without learning the enemy's secret choice.
   *
   * <pre>{@code
   * View<SquadronState> mine = game.viewFor("WHITE");
   * rules.odds().netSuccesses(mine, Maneuver.ATTACK, Maneuver.DEFEND).atLeast(1);  // P(win)
   * }</pre>
   *
   * @param view the asking side's view
   * @param white the maneuver white flies
   * @param black the maneuver black flies
   * @return the exact distribution of net successes, white minus black
   */
  public Distribution netSuccesses(View<SquadronState> view, Maneuver white, Maneuver black) {
    return netSuccesses(
        ImmutableSquadronState.copyOf(view.state())
            .withDeclared(Map.of(Side.WHITE, white, Side.BLACK, black)));
  }

  /**
   * The exact net successes of the Squadron Roll the engine makes in {@code declared}, a state in
   * which both sides have declared their maneuvers: the same pools (with the same explosion cap,
   * {@link SquadronConfig#explosionDepth()}) and banks the engine rolls, so that the odds of a
   * whole engagement ({@link EngagementOdds}) follow the engine's dice exactly.
   *
   * @param declared a state with both maneuvers declared
   * @return the exact distribution of net successes, white minus black
   * @throws IllegalArgumentException if a side has not declared
   */
  public Distribution netSuccesses(SquadronState declared) {
    Objects.requireNonNull(declared, "declared");
    Maneuver white = declared.declared().get(Side.WHITE);
    Maneuver black = declared.declared().get(Side.BLACK);
    if (white == null || black == null) {
      throw new IllegalArgumentException(
          "both sides must have declared, were " + declared.declared());
    }
    SquadronState s = declared;
    int whiteBank = config.advantage().advantage(s, Side.WHITE.name(), Side.BLACK.name());
    int blackBank = config.advantage().advantage(s, Side.BLACK.name(), Side.WHITE.name());
    int whiteDice = poolFor(s.white().basePool(), white);
    int blackDice = poolFor(s.black().basePool(), black);
    List<Integer> key = List.of(whiteDice, whiteBank, blackDice, blackBank);
    Distribution known = rolls.get(key);
    if (known != null) {
      return known;
    }
    Distribution d =
        new Opposed(bankedPool(whiteDice, whiteBank), bankedPool(blackDice, blackBank))
            .distribution();
    if (rolls.size() >= CACHED_ROLLS) {
      rolls.clear();
    }
    rolls.put(key, d);
    return d;
  }

  private io.github.dogfight.core.dice.DiceExpression bankedPool(int dice, int bank) {
    DicePool pool = pool(dice);
    return bank == 0 ? pool : Sum.plus(pool, bank);
  }

  /**
   * Expected enemy fighters removed by {@code winner} flying {@code maneuver}, spending every net
   * success on fighters, with the enemy fielding {@code enemyFighters}.
   *
   * @param net the net successes, white minus black
   * @param winner the side whose fighters remove
   * @param maneuver the maneuver the winner flies
   * @param enemyFighters the enemy fighters in the fight
   * @return the exact expectation
   */
  public static Rational expectedFightersRemoved(
      Distribution net, Side winner, Maneuver maneuver, int enemyFighters) {
    Objects.requireNonNull(net, "net");
    Objects.requireNonNull(winner, "winner");
    Objects.requireNonNull(maneuver, "maneuver");
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

  /**
   * The {@code squadron} odds query used by {@code dogfight odds --rules squadron squadron}.
   *
   * @return the {@code squadron} odds query used by {@code dogfight odds --rules squadron squadron}
   */
  public OddsQuery query() {
    return OddsQuery.of(
        SquadronRules.NAME,
        "net successes of the Squadron Roll (white minus black), who wins, and the"
            + " expected fighters each side removes",
        OddsQuery.parameters(
            "white",
                "white's Squadron Roll pool: aircraft in the fight + highest Handling (0 to 180"
                    + " dice rolled, Defend's extra dice included)",
            "black", "black's Squadron Roll pool (0 to 180 dice rolled)",
            "white-maneuver", "attack, defend, escape or tactical (default attack)",
            "black-maneuver", "attack, defend, escape or tactical (default attack)",
            "white-bank", "white's banked Tactical successes (default 0)",
            "black-bank", "black's banked Tactical successes (default 0)",
            "white-fighters", "white's fighters, capping removals (default: no cap)",
            "black-fighters", "black's fighters, capping removals (default: no cap)"),
        this::answer);
  }

  private OddsAnswer answer(OddsArguments a) {
    int white = a.integer("white", 0, MAX_POOL);
    int black = a.integer("black", 0, MAX_POOL);
    Maneuver wm = maneuver(a, "white-maneuver");
    Maneuver bm = maneuver(a, "black-maneuver");
    checkRolled(a, "white", white, wm);
    checkRolled(a, "black", black, bm);
    int wb = a.optional("white-bank", 0, 0, MAX_COUNT);
    int bb = a.optional("black-bank", 0, 0, MAX_COUNT);
    int wf = a.optional("white-fighters", Integer.MAX_VALUE, 0, MAX_COUNT);
    int bf = a.optional("black-fighters", Integer.MAX_VALUE, 0, MAX_COUNT);
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

  /** The largest bank or fighter count the query accepts. */
  private static final int MAX_COUNT = 500;

  /**
   * The most dice one side may roll in the query, Defend's extra dice included: 180 against 180
   * answers exactly in under two seconds; larger rolls would exceed the core's work limit ({@link
   * Distribution#MAX_WORK}) and are refused with this limit named.
   */
  public static final int MAX_POOL = 180;

  private static void checkRolled(OddsArguments a, String side, int base, Maneuver m) {
    int rolled = poolFor(base, m);
    if (rolled > MAX_POOL) {
      throw a.fail(
          side,
          "--"
              + side
              + " "
              + base
              + " flying "
              + m.title()
              + " rolls "
              + rolled
              + " dice, over the documented limit of "
              + MAX_POOL
              + " dice a side for exact odds");
    }
  }

  private static Maneuver maneuver(OddsArguments a, String key) {
    Optional<String> v = a.text(key);
    if (v.isEmpty()) {
      return Maneuver.ATTACK;
    }
    try {
      return Maneuver.parse(v.get());
    } catch (IllegalArgumentException e) {
      throw a.fail(key, "--" + key + ": " + e.getMessage(), e);
    }
  }
}
