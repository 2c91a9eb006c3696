package io.github.dogfight.wildblue;

import io.github.dogfight.core.check.Check;
import io.github.dogfight.core.check.CheckOutcome;
import io.github.dogfight.core.check.Critical;
import io.github.dogfight.core.dice.Chance;
import io.github.dogfight.core.dice.Constant;
import io.github.dogfight.core.dice.DiceExpression;
import io.github.dogfight.core.dice.DicePool;
import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.dice.Sum;
import io.github.dogfight.core.game.OddsAnswer;
import io.github.dogfight.core.game.OddsArguments;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Outcomes;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.wildblue.internal.initiative.Windows;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Exact odds of The Wild Blue under the host's check: to hit, the damage of an attack, a bombing
 * run, a stunt, The Scissors' Tug of War, Push It To The Limit, a collision and regaining control.
 * The engine rolls with these same definitions, so rolling and odds cannot disagree.
 *
 * <pre>{@code
 * WildBlueOdds odds = new WildBlueRules().odds();
 * Rational hit = odds.toHit(15, 3, false).probability(CheckOutcome::passed);   // sustained fire
 * Distribution dmg = odds.damage(AttackDice.of(2, Die.D6, 3, FireMode.BURST, 6), 0);
 * }</pre>
 */
public final class WildBlueOdds {
  private final WildBlueConfig config;

  /**
   * Odds under {@code config}.
   *
   * @param config the configuration
   */
  public WildBlueOdds(WildBlueConfig config) {
    this.config = Objects.requireNonNull(config, "config");
  }

  private Check check() {
    return config.host().check();
  }

  /**
   * The roll to hit at {@code rating} with {@code penalty} points, rolled twice keeping the better
   * with Rolling Scissors.
   *
   * @param rating the attacker's rating
   * @param penalty the penalty points
   * @param rollingScissors whether Rolling Scissors succeeded (roll twice, keep the better)
   * @return the roll to hit at {@code rating} with {@code penalty} points, rolled twice keeping the
   *     better with Rolling Scissors
   */
  public Outcomes<CheckOutcome> toHit(int rating, int penalty, boolean rollingScissors) {
    Check c = rollingScissors ? Check.twice(check(), Check.Keep.BETTER) : check();
    return c.odds(rating, -penalty);
  }

  /**
   * The damage of an attack's dice less a Spin's {@code reduction}.
   *
   * @param dice the attack's dice
   * @param reduction the damage reduction, 0 for none
   * @return the exact distribution
   */
  public Distribution damage(AttackDice dice, int reduction) {
    return dice.damage(reduction).outcomes().toDistribution(Integer::intValue);
  }

  /** How a bombing run came out. */
  public enum Result {
    /** "If both are successful, you do full damage to the intended target." */
    FULL,
    /** "If only one passes, you do half damage to the target." */
    HALF,
    /** "If neither roll passes, no damage is done." */
    NONE;

    /**
     * In plain words.
     *
     * @return the result in words
     */
    public String words() {
      return switch (this) {
        case FULL -> "full damage";
        case HALF -> "half damage";
        case NONE -> "no damage";
      };
    }
  }

  /**
   * A bombing run: the Dex check, the Cunning (or INT) check, the result and the damage. Its text
   * ({@link #words()}, also its {@code toString}, which a roll's record shows) is plain words.
   *
   * @param dex the Dex check
   * @param cunning the Cunning (or INT) check
   * @param result full, half or none
   * @param damage the damage done (half rounded down)
   */
  public record BombRun(CheckOutcome dex, CheckOutcome cunning, Result result, int damage) {
    /**
     * Checks the fields.
     *
     * @param dex the Dex check
     * @param cunning the Cunning (or INT) check
     * @param result full, half or none
     * @param damage the damage done (half rounded down)
     */
    public BombRun {
      Objects.requireNonNull(dex, "dex");
      Objects.requireNonNull(cunning, "cunning");
      Objects.requireNonNull(result, "result");
    }

    /**
     * The run in plain words: {@code "Dex passed by 12; Cunning passed by 10: full damage, 6"}, or
     * {@code "...: no damage"}.
     *
     * @return the run in plain words
     */
    public String words() {
      return "Dex "
          + dex.describe()
          + "; Cunning "
          + cunning.describe()
          + ": "
          + result.words()
          + (result == Result.NONE ? "" : ", " + damage);
    }

    /** The run in plain words, as {@link #words()}: a roll's record shows it. */
    @Override
    public String toString() {
      return words();
    }
  }

  /**
   * A bombing run (rules 001, "Bombing"): "roll 2 dice. One is a Dex check, the second a Cunning
   * (or INT, if higher)"; both pass, full damage; one, half; neither, none. The bomb's d6s do not
   * explode (an assumption: bombing "is handled differently from normal attacks"). A roll's record
   * writes it as the host's check and the bomb's dice, such as {@code d20 roll-under for Dex and
   * Cunning, 3d6 damage}.
   *
   * @param host the host game
   * @param dexRating the Dex rating
   * @param cunningRating the Cunning rating
   * @param penalty the penalty points
   * @param bombDice the bomb's damage dice
   * @return the run as a chance mechanic
   */
  public static Chance<BombRun> bombRun(
      Host host, int dexRating, int cunningRating, int penalty, int bombDice) {
    Check c = host.check();
    Chance<CheckOutcome> dex = c.chance(dexRating, -penalty);
    return dex.and(c.chance(cunningRating, -penalty), (d, k) -> List.of(d, k))
        .then(
            pair -> {
              CheckOutcome d = pair.get(0);
              CheckOutcome k = pair.get(1);
              int passes = (d.passed() ? 1 : 0) + (k.passed() ? 1 : 0);
              Result r = passes == 2 ? Result.FULL : passes == 1 ? Result.HALF : Result.NONE;
              if (r == Result.NONE) {
                return Chance.of(new Constant(0)).map(v -> new BombRun(d, k, r, 0));
              }
              return Chance.of(DicePool.sum(bombDice, Die.D6))
                  .map(v -> new BombRun(d, k, r, r == Result.FULL ? v : v / 2));
            })
        .named(dex.notation() + " for Dex and Cunning, " + bombDice + "d6 damage");
  }

  /**
   * The odds of a bombing run.
   *
   * @param dexRating the Dex rating
   * @param cunningRating the Cunning rating
   * @param penalty the penalty points
   * @param bombDice the bomb's damage dice
   * @return the odds of a bombing run
   */
  public Outcomes<BombRun> bombing(int dexRating, int cunningRating, int penalty, int bombDice) {
    return bombRun(config.host(), dexRating, cunningRating, penalty, bombDice).outcomes();
  }

  /**
   * The chance a stunt's Dex+Piloting roll passes at {@code rating} with its penalty and {@code
   * extra}.
   *
   * @param stunt the stunt
   * @param rating the Dex+Piloting rating
   * @param extra the plane's own penalty points
   * @param hardSpin for a Spin, whether it is a hard one
   * @return the chance a stunt's Dex+Piloting roll passes at {@code rating} with its penalty and
   *     {@code extra}
   */
  public Rational stunt(Stunt stunt, int rating, int extra, boolean hardSpin) {
    int penalty =
        switch (stunt) {
          case SPIN -> hardSpin ? Stunt.SPIN_HARD_PENALTY : stunt.penalty();
          case SPLIT_S -> Windows.splitSCheckPenalty(config);
          default -> stunt.penalty();
        };
    return check().passChance(rating, -(penalty + extra));
  }

  /** What The Scissors do to an attack. */
  public enum Tug {
    /** The attack misses anyway. */
    MISSED,
    /** The defender beats the roll and ignores the attack. */
    IGNORED,
    /** The attack hits. */
    HIT
  }

  /**
   * The Scissors (rules 001): "Tug of War roll, Dex+Piloting. If you beat the enemy's roll, you may
   * ignore the attack." The defender beats the attacker's roll to hit by passing with a higher
   * margin.
   *
   * @param attackerRating the attacker's to-hit rating
   * @param attackerPenalty the attacker's penalty
   * @param defenderRating the defender's Dex+Piloting
   * @param defenderPenalty the defender's penalty besides The Scissors' +3
   * @param rollingScissors whether the attacker answers with Rolling Scissors (two dice, the
   *     better)
   * @return the exact chance of each outcome
   */
  public Outcomes<Tug> scissors(
      int attackerRating,
      int attackerPenalty,
      int defenderRating,
      int defenderPenalty,
      boolean rollingScissors) {
    Check attack = rollingScissors ? Check.twice(check(), Check.Keep.BETTER) : check();
    return attack
        .chance(attackerRating, -attackerPenalty)
        .and(
            check().chance(defenderRating, -(defenderPenalty + Stunt.THE_SCISSORS.penalty())),
            (a, d) -> {
              if (!a.passed()) {
                return Tug.MISSED;
              }
              return d.passed() && d.margin() > a.margin() ? Tug.IGNORED : Tug.HIT;
            })
        .outcomes();
  }

  /**
   * Push It To The Limit's damage at {@code kph}: "1D6 damage for every 20kph you are traveling".
   *
   * @param kph the speed
   * @return the damage expression
   */
  public static DiceExpression pushIt(int kph) {
    return DicePool.sum(kph / 20, Die.D6);
  }

  /**
   * A collision's damage to one plane: "1D6 damage per every 10 kph the plane was travelling", plus
   * {@code sizeBonus} (the size difference, for the smaller plane).
   *
   * @param kph the speed
   * @param sizeBonus the size bonus
   * @return the damage expression
   */
  public static DiceExpression collision(int kph, int sizeBonus) {
    DicePool d = DicePool.sum(kph / 10, Die.D6);
    return sizeBonus == 0 ? d : Sum.plus(d, sizeBonus);
  }

  /**
   * The chance of regaining control: Dex+Piloting at a 12 point penalty (6 in a Lomcevak), less the
   * plane's maneuverability, plus {@code extra} (High altitude, Wing Damage).
   *
   * @param rating the Dex+Piloting rating
   * @param maneuverability the plane's maneuverability
   * @param lomcevak whether it fell into a Lomcevak
   * @param extra other penalty points
   * @return the exact chance
   */
  public Rational regain(int rating, int maneuverability, boolean lomcevak, int extra) {
    int base = lomcevak ? Stunt.LOMCEVAK.penalty() : 12;
    return check().passChance(rating, -(Math.max(0, base - maneuverability) + extra));
  }

  /**
   * The rule set's odds queries.
   *
   * @return the rule set's odds queries
   */
  public List<OddsQuery> queries() {
    return List.of(
        OddsQuery.of(
            "to-hit",
            "the roll to hit under the host's check: pass, critical hit and critical failure",
            OddsQuery.parameters(
                "rating", "Dex+Piloting (forward guns) or Dex+Firearms (swivel guns) (required)",
                "penalty", "penalty points besides the fire mode: Aileron Roll 3, Standing 8 6 (0)",
                "mode", "burst or sustained (+3) (burst)",
                "immelman", "an Immelman's attack roll (+6) (flag)",
                "rolling-scissors", "roll twice and keep the better (flag)"),
            a -> {
              int rating = a.integer("rating", -50, 100);
              FireMode mode = mode(a);
              int penalty =
                  a.optional("penalty", 0, -50, 100)
                      + mode.penalty()
                      + (a.flag("immelman") ? Stunt.IMMELMAN_ATTACK_PENALTY : 0);
              Outcomes<CheckOutcome> o = toHit(rating, penalty, a.flag("rolling-scissors"));
              Map<String, Rational> f = new LinkedHashMap<>();
              f.put("P(hit)", o.probability(CheckOutcome::passed));
              f.put("P(critical hit)", o.probability(x -> x.critical() == Critical.SUCCESS));
              f.put("P(critical failure)", o.probability(x -> x.critical() == Critical.FAILURE));
              return new OddsAnswer(
                  config.host().check().name() + " at " + rating + " - " + penalty,
                  o.toDistribution(x -> x.passed() ? 1 : 0),
                  f);
            }),
        OddsQuery.of(
            "damage",
            "the damage of an attack: gun dice and advantage d6s, exploding on 6s (burst) or 5s"
                + " (sustained), within the soft cap, less a Spin",
            OddsQuery.parameters(
                "dice", "the gun's damage dice, 1-6 (required)",
                "die", "the gun's die: 6, or 8 for rear guns (6)",
                "advantage", "advantage dice held (0)",
                "mode", "burst or sustained (burst)",
                "cap", "the soft cap on dice per attack (" + config.softCap() + ")",
                "oil-leaks", "the attacker's Oil Leak results (0)",
                "destroyed-weapons", "the attacker's Destroyed Weapon results (0)",
                "spin", "the target's Spin damage reduction: 0, 5 or 10 (0)"),
            a -> {
              AttackDice d =
                  AttackDice.of(
                      a.integer("dice", 1, 6),
                      Die.of(a.optional("die", 6, 4, 20)),
                      a.optional("advantage", 0, 0, 20),
                      mode(a),
                      a.optional("cap", config.softCap(), 1, 30),
                      a.optional("oil-leaks", 0, 0, 10),
                      a.optional("destroyed-weapons", 0, 0, 10));
              int spin = a.optional("spin", 0, 0, 10);
              Distribution dist = damage(d, spin);
              Map<String, Rational> f = new LinkedHashMap<>();
              f.put("dice rolled", Rational.of(d.dice()));
              f.put("mean", dist.mean());
              return new OddsAnswer(
                  d.expression().notation() + (spin > 0 ? " - " + spin : ""), dist, f);
            }),
        OddsQuery.of(
            "bombing",
            "a bombing run (a bomb or a grenade): a Dex check and a Cunning (or INT) check; full,"
                + " half or no damage",
            OddsQuery.parameters(
                "dex", "the Dex check's rating (required)",
                "cunning", "the Cunning (or INT, if higher) check's rating (required)",
                "penalty", "penalty points: 3 at Combat altitude (0)",
                "dice", "the bomb's (or grenade's) d6s (3)"),
            a -> {
              Outcomes<BombRun> o =
                  bombing(
                      a.integer("dex", -50, 100),
                      a.integer("cunning", -50, 100),
                      a.optional("penalty", 0, -50, 100),
                      a.optional("dice", 3, 1, 20));
              Map<String, Rational> f = new LinkedHashMap<>();
              for (Result r : Result.values()) {
                f.put("P(" + r.words() + ")", o.probability(x -> x.result() == r));
              }
              return new OddsAnswer("bombing run", o.toDistribution(BombRun::damage), f);
            }),
        OddsQuery.of(
            "stunt",
            "a stunt's Dex+Piloting roll with its native penalty",
            OddsQuery.parameters(
                "stunt", "the stunt, such as aileron-roll, tailslide or scissors (required)",
                "rating", "Dex+Piloting (required)",
                "penalty", "other penalty points: High altitude 3, Wing Damage 1 each (0)",
                "hard", "Spin at +6 for 10 points of damage reduction (flag)"),
            a -> {
              Stunt s = parse(a, "stunt", Stunt::parse);
              int rating = a.integer("rating", -50, 100);
              int extra = a.optional("penalty", 0, -50, 100);
              boolean hard = a.flag("hard");
              Rational p = stunt(s, rating, extra, hard);
              Map<String, Rational> f = new LinkedHashMap<>();
              f.put("P(success)", p);
              return new OddsAnswer(
                  s.title() + " at " + rating,
                  Distribution.ofProbabilities(Map.of(1, p, 0, Rational.ONE.subtract(p))),
                  f);
            }),
        OddsQuery.of(
            "scissors",
            "The Scissors' Tug of War against a roll to hit: missed, ignored or hit",
            OddsQuery.parameters(
                "attacker", "the attacker's to-hit rating (required)",
                "attacker-penalty", "the attacker's penalty points (0)",
                "defender", "the defender's Dex+Piloting (required)",
                "defender-penalty", "the defender's penalty besides The Scissors' +3 (0)",
                "rolling-scissors", "the attacker answers with Rolling Scissors (flag)"),
            a -> {
              Outcomes<Tug> o =
                  scissors(
                      a.integer("attacker", -50, 100),
                      a.optional("attacker-penalty", 0, -50, 100),
                      a.integer("defender", -50, 100),
                      a.optional("defender-penalty", 0, -50, 100),
                      a.flag("rolling-scissors"));
              Map<String, Rational> f = new LinkedHashMap<>();
              for (Tug t : Tug.values()) {
                f.put("P(" + t.name().toLowerCase(Locale.ROOT) + ")", o.probability(t));
              }
              return new OddsAnswer("Tug of War", o.toDistribution(t -> t == Tug.HIT ? 1 : 0), f);
            }),
        OddsQuery.of(
            "limit",
            "Push It To The Limit's damage at the end of the turn: 1D6 per 20 kph",
            OddsQuery.parameters("speed", "the speed in kph, 20-2000 (required)"),
            a -> {
              DiceExpression e = pushIt(a.integer("speed", 20, 2000));
              Distribution d = e.distribution();
              Map<String, Rational> f = new LinkedHashMap<>();
              f.put("mean", d.mean());
              return new OddsAnswer(e.notation(), d, f);
            }),
        OddsQuery.of(
            "collision",
            "a collision's damage to one plane: 1D6 per 10 kph, plus the size difference for the"
                + " smaller",
            OddsQuery.parameters(
                "speed", "the plane's speed in kph, 10-2000 (required)",
                "size-difference", "the other plane's size less this one's, if larger (0)"),
            a -> {
              DiceExpression e =
                  collision(a.integer("speed", 10, 2000), a.optional("size-difference", 0, 0, 100));
              Distribution d = e.distribution();
              Map<String, Rational> f = new LinkedHashMap<>();
              f.put("mean", d.mean());
              return new OddsAnswer(e.notation(), d, f);
            }),
        OddsQuery.of(
            "regain",
            "an attempt to regain control: Dex+Piloting at 12 points (6 in a Lomcevak) less the"
                + " plane's maneuverability",
            OddsQuery.parameters(
                "rating", "Dex+Piloting (required)",
                "maneuverability", "the plane's maneuverability (0)",
                "lomcevak", "the plane is flying a Lomcevak (flag)",
                "penalty", "other penalty points: High altitude 3, Wing Damage 1 each (0)"),
            a -> {
              Rational p =
                  regain(
                      a.integer("rating", -50, 100),
                      a.optional("maneuverability", 0, 0, 14),
                      a.flag("lomcevak"),
                      a.optional("penalty", 0, -50, 100));
              Map<String, Rational> f = new LinkedHashMap<>();
              f.put("P(regain)", p);
              return new OddsAnswer(
                  "regain control",
                  Distribution.ofProbabilities(Map.of(1, p, 0, Rational.ONE.subtract(p))),
                  f);
            }));
  }

  private static FireMode mode(OddsArguments a) {
    return parse(
        a,
        "mode",
        t -> {
          try {
            return FireMode.valueOf(t.toUpperCase(Locale.ROOT));
          } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + t + "' is not burst or sustained", e);
          }
        },
        FireMode.BURST);
  }

  private static <T> T parse(
      OddsArguments a, String key, java.util.function.Function<String, T> parser) {
    String text = a.required(key, "see the query's options");
    try {
      return parser.apply(text);
    } catch (IllegalArgumentException e) {
      throw a.fail(key, "--" + key + ": " + e.getMessage(), e);
    }
  }

  private static <T> T parse(
      OddsArguments a, String key, java.util.function.Function<String, T> parser, T fallback) {
    if (a.text(key).isEmpty()) {
      return fallback;
    }
    return parse(a, key, parser);
  }
}
