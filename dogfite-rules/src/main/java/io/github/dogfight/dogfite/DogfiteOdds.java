package io.github.dogfight.dogfite;

import io.github.dogfight.core.dice.PipAdjustment;
import io.github.dogfight.core.event.Words;
import io.github.dogfight.core.game.OddsAnswer;
import io.github.dogfight.core.game.OddsArguments;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.dogfite.internal.Gunnery;
import io.github.dogfight.dogfite.internal.Resolution;
import io.github.dogfight.dogfite.internal.movement.Bets;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * Exact odds of every random check in Dogfite!: bets (pass, margin, failure table results), the
 * movement-point roll, hits and critical hits, stall / spin, stress, initiative, power and drag.
 * All distributions are exact fractions; see {@link #queries()} for the text form used by {@code
 * dogfight odds --rules dogfite CHECK}.
 *
 * <pre>{@code
 * DogfiteOdds odds = new DogfiteOdds(DogfiteTables.standard());
 * odds.betPass(2, 1, 0);                    // level-2 bet with aerobatics: P(2d6 >= 7) = 7/12
 * odds.movementPoints(6, false, 1).probability(2);   // speed 6: d6 >= 4, so 1/2
 * odds.advice(BetRequest.of(1, 0), 0).dive();         // a raised straight bet: P(fail) = 1/12
 * }</pre>
 */
public final class DogfiteOdds {
  private static final Distribution D6 = Distribution.uniform(1, 6);
  private static final Distribution TWO_D6 = D6.times(2);

  private final DogfiteTables tables;
  private final DogfiteReadings readings;
  private final Resolution resolution;

  /**
   * Odds under {@code tables} and the standard readings.
   *
   * @param tables the tables
   */
  public DogfiteOdds(DogfiteTables tables) {
    this(tables, DogfiteReadings.standard());
  }

  /**
   * Odds under {@code tables} and {@code readings}.
   *
   * @param tables the tables
   * @param readings how the seed's lines that read two ways are read (the edge aerobatic points
   *     keep in a failed bet, the pip a +1 or +2 shooter moves)
   */
  public DogfiteOdds(DogfiteTables tables, DogfiteReadings readings) {
    Objects.requireNonNull(tables, "tables");
    Objects.requireNonNull(readings, "readings");
    this.tables = tables;
    this.readings = readings;
    this.resolution = new Resolution(tables);
  }

  /**
   * The bet margin {@code 2d6 + modifier - target}: 0 or more passes.
   *
   * @param level the bet level, 0 to 3
   * @param aerobaticPoints aerobatic points spent
   * @param modifier modifiers to the 2d6 roll
   * @return the exact distribution
   */
  public Distribution betMargin(int level, int aerobaticPoints, int modifier) {
    BetLevel bet = tables.betLevel(level);
    return TWO_D6.shift(modifier - bet.target(aerobaticPoints));
  }

  /**
   * P(the bet passes).
   *
   * @param level the bet level, 0 to 3
   * @param aerobaticPoints aerobatic points spent
   * @param modifier modifiers to the 2d6 roll
   * @return the exact probability
   */
  public Rational betPass(int level, int aerobaticPoints, int modifier) {
    return betMargin(level, aerobaticPoints, modifier).atLeast(0);
  }

  /**
   * The unconditional probability of each bet failure table result: the first 2d6 misses by {@code
   * m}, then a second 2d6 minus {@code m} picks the column. The values sum to P(fail).
   *
   * @param level the bet level, 0 to 3
   * @param aerobaticPoints aerobatic points spent
   * @param modifier modifiers to the 2d6 roll
   * @return each result's exact probability
   */
  public Map<FailureResult, Rational> failureResults(int level, int aerobaticPoints, int modifier) {
    Distribution margin = betMargin(level, aerobaticPoints, modifier);
    Map<FailureResult, Rational> out = new LinkedHashMap<>();
    for (int m : margin.support()) {
      if (m >= 0) {
        continue;
      }
      Rational pMiss = margin.probability(m);
      for (int s : TWO_D6.support()) {
        FailureResult r = tables.failure(s + m);
        out.merge(r, pMiss.multiply(TWO_D6.probability(s)), Rational::add);
      }
    }
    return out;
  }

  /**
   * The failure's move penalty of a bet: 0 when it passes, else the failure table's "move" result
   * (facing / stay-in-hex / aerobatic changes lost; more than were attempted pitches the aircraft
   * into a one-point, half-move dive).
   *
   * @param level the bet level, 0 to 3
   * @param aerobaticPoints aerobatic points spent
   * @param modifier modifiers to the 2d6 roll
   * @return the exact distribution
   */
  public Distribution movePenalty(int level, int aerobaticPoints, int modifier) {
    Distribution margin = betMargin(level, aerobaticPoints, modifier);
    Map<Integer, Rational> out = new java.util.TreeMap<>();
    for (int m : margin.support()) {
      Rational pMargin = margin.probability(m);
      if (m >= 0) {
        out.merge(0, pMargin, Rational::add);
        continue;
      }
      for (int s : TWO_D6.support()) {
        out.merge(
            tables.failure(s + m).moveReduction(),
            pMargin.multiply(TWO_D6.probability(s)),
            Rational::add);
      }
    }
    return Distribution.ofProbabilities(out);
  }

  /**
   * The exact expectations of a bet, for a player (or a bot) weighing it.
   *
   * @param pass P(the chosen level passes: every change attempted is made)
   * @param expectedEdge E(edge gained minus edge lost to the failure table)
   * @param expectedSpeedChange E(speed change from the bet: level, aerobatics, failure)
   * @param stressFromFailure P(a failure forces a stress test)
   * @param expectedChangesLost E(changes lost to the move penalty), at most the changes attempted
   * @param dive P(the move penalty exceeds the changes attempted: a one-point, half-move dive)
   */
  public record BetAdvice(
      Rational pass,
      Rational expectedEdge,
      Rational expectedSpeedChange,
      Rational stressFromFailure,
      Rational expectedChangesLost,
      Rational dive) {
    /**
     * Checks the fields.
     *
     * @param pass P(the chosen level passes: every change attempted is made)
     * @param expectedEdge E(edge gained minus edge lost to the failure table)
     * @param expectedSpeedChange E(speed change from the bet: level, aerobatics, failure)
     * @param stressFromFailure P(a failure forces a stress test)
     * @param expectedChangesLost E(changes lost to the move penalty), at most the changes attempted
     * @param dive P(the move penalty exceeds the changes attempted: a one-point, half-move dive)
     */
    public BetAdvice {
      Objects.requireNonNull(pass, "pass");
      Objects.requireNonNull(expectedEdge, "expectedEdge");
      Objects.requireNonNull(expectedSpeedChange, "expectedSpeedChange");
      Objects.requireNonNull(stressFromFailure, "stressFromFailure");
      Objects.requireNonNull(expectedChangesLost, "expectedChangesLost");
      Objects.requireNonNull(dive, "dive");
    }
  }

  /**
   * What a bet's step attempts besides its aerobatic points: the changes a failed bet's move
   * penalty may take (rules 000, MOVE / MANEUVER BETS - FAILURE: "If a test involved multiple tasks
   * (horizontal / vertical move, stay-in-hex, and/or aerobatics), the application of the result in
   * the 'move' column is left to the player to decide").
   *
   * @param step the step: a facing change (its hexsides are changes), a move to or stay in a hex
   *     middle (one stay-in-hex change), or a step with no maneuver (flying straight, leaving a hex
   *     middle by an edge, a bet only for edge)
   * @param maneuverLevel the level the move / maneuver table asks of the step's maneuver alone, 0
   *     to 3: a failed bet whose roll still meets that level's target keeps a move to or stay in a
   *     hex middle, which then takes none of the penalty ("If the roll matches / exceeds the target
   *     number required to stay-in-hex, failure does not require leaving the hex")
   * @param holdsLevel whether the bet also holds a half-level move's level (one more change)
   */
  public record StepTasks(Step step, int maneuverLevel, boolean holdsLevel) {
    /** A step with no maneuver and no held level: flying straight, or a bet only for edge. */
    public static final StepTasks NONE = new StepTasks(new Step.Straight(), 0, false);

    /**
     * Checks the fields.
     *
     * @param step the step: a facing change (its hexsides are changes), a move to or stay in a hex
     *     middle (one stay-in-hex change), or a step with no maneuver (flying straight, leaving a
     *     hex middle by an edge, a bet only for edge)
     * @param maneuverLevel the level the move / maneuver table asks of the step's maneuver alone, 0
     *     to 3: a failed bet whose roll still meets that level's target keeps a move to or stay in
     *     a hex middle, which then takes none of the penalty ("If the roll matches / exceeds the
     *     target number required to stay-in-hex, failure does not require leaving the hex")
     * @param holdsLevel whether the bet also holds a half-level move's level (one more change)
     * @throws IllegalArgumentException for a level outside 0 to 3
     */
    public StepTasks {
      Objects.requireNonNull(step, "step");
      if (maneuverLevel < 0 || maneuverLevel > 3) {
        throw new IllegalArgumentException(
            "MOVE / MANEUVER BET: maneuver level must be 0 to 3, was " + maneuverLevel);
      }
    }
  }

  /**
   * The exact expectations of {@code request} made for a step attempting {@code tasks}, over both
   * 2d6 rolls (the bet and, on a failure, the failure roll), each resolved as the engine resolves
   * it: the bet as rolled, a stay in hex kept when the roll meets its own level's target, and the
   * move penalty on the changes it may take.
   *
   * <p>With {@link DogfiteReadings#aerobaticEdgeKept()} ("Any edge gained by the successful portion
   * of the move (if any) is retained"), the aerobatic points of a failed bet that its move penalty
   * does not take keep their edge (one per point plus the flying skill). Where the player says
   * which tasks the penalty takes, the expectation has it fall on the maneuver, then the held level
   * (the choice that leaves the aerobatic points their edge where it can); a kept stay takes none
   * of it, so there it falls on the held level and the points.
   *
   * @param request the bet
   * @param tasks what its step attempts besides the aerobatic points
   * @return the exact expectations
   */
  public BetAdvice advice(BetRequest request, StepTasks tasks) {
    Objects.requireNonNull(request, "request");
    Objects.requireNonNull(tasks, "tasks");
    return advice(
        request,
        o -> Bets.Tasks.failed(tables, tasks.step(), tasks.holdsLevel(), tasks.maneuverLevel(), o));
  }

  /**
   * The exact expectations of {@code request} when its step attempts {@code changes} changes the
   * move penalty may all take (facing hexsides, a held level), its aerobatic points included: as
   * {@link #advice(BetRequest, StepTasks)} for a facing change of {@code changes} minus the points
   * (no stay in hex, which a failed raised bet may keep).
   *
   * @param request the bet
   * @param changes the changes the step attempts, aerobatic points included
   * @return the exact expectations
   */
  public BetAdvice advice(BetRequest request, int changes) {
    Objects.requireNonNull(request, "request");
    int aero = request.aerobaticPoints();
    int others = Math.max(0, changes - aero);
    return advice(
        request,
        o ->
            new Bets.Tasks(
                others, true, 0, aero, false, o.failure().orElseThrow().moveReduction()));
  }

  /** The expectations over every roll, the tasks of a failed outcome given by {@code failed}. */
  private BetAdvice advice(BetRequest request, Function<BetOutcome, Bets.Tasks> failed) {
    Rational pass = Rational.ZERO;
    Rational edge = Rational.ZERO;
    Rational speed = Rational.ZERO;
    Rational stress = Rational.ZERO;
    Rational lost = Rational.ZERO;
    Rational dive = Rational.ZERO;
    for (int roll : TWO_D6.support()) {
      Rational pRoll = TWO_D6.probability(roll);
      if (resolution.margin(request, roll) >= 0) {
        BetOutcome o = resolution.bet(request, roll, 0, List.of());
        pass = pass.add(pRoll);
        edge = edge.add(pRoll.multiply(Rational.of(o.edgeGained())));
        speed = speed.add(pRoll.multiply(Rational.of(o.speedChange())));
        continue;
      }
      for (int second : TWO_D6.support()) {
        Rational p = pRoll.multiply(TWO_D6.probability(second));
        BetOutcome o = resolution.bet(request, roll, second, List.of());
        FailureResult f = o.failure().orElseThrow();
        Bets.Tasks tasks = failed.apply(o);
        DogfiteEvent.Setback setback = tasks.maneuverFirst();
        int kept = Bets.keptEdge(readings, request, setback);
        edge = edge.add(p.multiply(Rational.of(o.edgeGained() - f.edgeLoss() + kept)));
        speed = speed.add(p.multiply(Rational.of(o.speedChange())));
        if (o.stressModifier().isPresent()) {
          stress = stress.add(p);
        }
        lost = lost.add(p.multiply(Rational.of(tasks.taken())));
        if (setback.dive()) {
          dive = dive.add(p);
        }
      }
    }
    return new BetAdvice(pass, edge, speed, stress, lost, dive);
  }

  /**
   * Movement points: "a die (d6) is rolled and the result added to the current speed"; the die is
   * reduced by one when aerobatic points are spent ("reduce the movement-point die roll by one")
   * and by one or two for a two- or three-point climb or dive ("subtracts one from its MP roll";
   * {@code climbPoints} 0 for none).
   *
   * @param speed the speed
   * @param aerobatics whether aerobatic points are spent
   * @param climbPoints the climb or dive points, 0 for none
   * @return the exact distribution
   */
  public Distribution movementPoints(int speed, boolean aerobatics, int climbPoints) {
    if (climbPoints < 0 || climbPoints > 3) {
      throw new IllegalArgumentException("a climb or dive is 1 to 3 points, was " + climbPoints);
    }
    int reduction = Math.max(0, climbPoints - 1);
    int dieShift = speed - (aerobatics ? 1 : 0) - reduction;
    return D6.map(d -> tables.movementPoints(d + dieShift));
  }

  /**
   * Hits of one gun. A +1 or +2 shooter moves a pip for doubles as the bot does ({@code
   * Gunnery.bestPip}: when it scores more critical hits, or as many and more hits); under {@link
   * DogfiteReadings#pipChangesHits()} the moved pip counts in the hits.
   *
   * @param edge the shooter's edge
   * @param range the range
   * @param firingBonus the firing bonus
   * @param shootingSkill the shooter's shooting skill
   * @return the exact distribution
   */
  public Distribution hits(int edge, Range range, int firingBonus, int shootingSkill) {
    int mod = Gunnery.modifier(edge, firingBonus, shootingSkill, range);
    return overBothDice(mod, shootingSkill, false);
  }

  /**
   * The number of critical hits one gun scores: hits on doubles (reachable with the shooter's pip
   * adjustment, moved as in {@link #hits}), divided by the hits per critical, rounded down.
   *
   * @param edge the shooter's edge
   * @param range the range
   * @param firingBonus the firing bonus
   * @param shootingSkill the shooter's shooting skill
   * @return the exact distribution
   */
  public Distribution criticalHits(int edge, Range range, int firingBonus, int shootingSkill) {
    int mod = Gunnery.modifier(edge, firingBonus, shootingSkill, range);
    return overBothDice(mod, shootingSkill, true);
  }

  /** The hits (or critical hits) over every pair of hit dice, the shooter's pip moved at best. */
  private Distribution overBothDice(int modifier, int shootingSkill, boolean criticals) {
    boolean changes = readings.pipChangesHits();
    Map<Integer, BigInteger> weights = new java.util.TreeMap<>();
    for (int a = 1; a <= 6; a++) {
      for (int b = 1; b <= 6; b++) {
        int pip = Gunnery.bestPip(tables, shootingSkill, a, b, modifier, changes);
        Gunnery.Score score = Gunnery.score(tables, shootingSkill, a, b, pip, modifier, changes);
        weights.merge(
            criticals ? score.criticals() : score.hits(), BigInteger.ONE, BigInteger::add);
      }
    }
    return fromWeights(weights);
  }

  /** Whether a shooter of {@code shootingSkill} may move a pip that changes its hits. */
  private boolean pipMovesHits(int shootingSkill) {
    return readings.pipChangesHits() && tables.pipAdjustment(shootingSkill) != PipAdjustment.NONE;
  }

  /**
   * Stall / spin codes (0 no effect, 1 stall, 2 spin) for the 1d6 + spin + flying roll.
   *
   * @param spinRating the aircraft's spin rating
   * @param flyingSkill the pilot's flying skill
   * @param belowMinimum whether the speed is below the minimum
   * @return the exact distribution
   */
  public Distribution stall(int spinRating, int flyingSkill, boolean belowMinimum) {
    return D6.map(d -> tables.stall(d + spinRating + flyingSkill, belowMinimum).code());
  }

  /**
   * Stress codes (0 none, 1 current set, 2 current and next, 3 destroyed) for 2d6 + modifier.
   *
   * @param modifier the modifier to the 2d6 roll
   * @return the exact distribution
   */
  public Distribution stress(int modifier) {
    return TWO_D6.map(r -> tables.stress(r + modifier).code());
  }

  /**
   * Initiative: 1d10 read 0-9 + experience + the speed modifier.
   *
   * @param experience the pilot's experience
   * @param speed the speed
   * @return the exact distribution
   */
  public Distribution initiative(int experience, int speed) {
    return Distribution.uniform(0, 9).shift(experience + tables.initiativeModifier(speed));
  }

  /**
   * Speed gained by a power roll: d6 + power rating + modifier, one less when trying to reach
   * maximum level speed; at most {@code headroom} (maximum level speed minus current speed).
   *
   * @param rating the power rating
   * @param modifier other modifiers
   * @param towardMax whether the aircraft is below its maximum speed
   * @param headroom the speed it may still gain
   * @return the exact distribution
   */
  public Distribution powerGain(int rating, int modifier, boolean towardMax, int headroom) {
    int shift = rating + modifier - (towardMax ? 1 : 0);
    int cap = Math.max(0, headroom);
    return D6.map(d -> Math.min(cap, tables.speedPoints(d + shift)));
  }

  /**
   * Speed lost by a drag roll: d6 + drag rating minus the dive points (0 to 3).
   *
   * @param rating the drag rating
   * @param divePoints the dive points, 0 to 3
   * @return the exact distribution
   */
  public Distribution dragLoss(int rating, int divePoints) {
    return D6.map(d -> tables.speedPoints(d + rating - divePoints));
  }

  private static Distribution fromWeights(Map<Integer, BigInteger> weights) {
    int lo = weights.keySet().iterator().next();
    int hi = lo;
    for (int k : weights.keySet()) {
      hi = Math.max(hi, k);
    }
    List<BigInteger> w = new ArrayList<>();
    for (int v = lo; v <= hi; v++) {
      w.add(weights.getOrDefault(v, BigInteger.ZERO));
    }
    return Distribution.ofWeights(lo, w).reduced();
  }

  /**
   * The checks as text queries: {@code bet}, {@code movement-points}, {@code hits}, {@code stall},
   * {@code stress}, {@code initiative}, {@code power}, {@code drag}.
   *
   * @return the checks as text queries: {@code bet}, {@code movement-points}, {@code hits}, {@code
   *     stall}, {@code stress}, {@code initiative}, {@code power}, {@code drag}
   */
  public List<OddsQuery> queries() {
    List<OddsQuery> q = new ArrayList<>();
    q.add(
        OddsQuery.of(
            "bet",
            "the margin of a move / maneuver bet (2d6 + modifier - target; 0 or more passes) and"
                + " its failure table results",
            OddsQuery.parameters(
                "level", "bet level 0 to 3 (required)",
                "aerobatics", "aerobatic points spent (default 0; any raise the target by one)",
                "modifier", "other modifiers to the roll, such as control damage (default 0)",
                "changes",
                    "facing / stay-in-hex changes the step attempts, 0 to 4 (default 0); the"
                        + " aerobatic points count too"),
            a -> {
              int level = a.integer("level", 0, 3);
              int aero = a.optional("aerobatics", 0, 0, 20);
              int mod = a.optional("modifier", 0, -20, 20);
              int changes = a.optional("changes", 0, 0, 4);
              Distribution margin = betMargin(level, aero, mod);
              Map<String, Rational> f = new LinkedHashMap<>();
              f.put("P(pass)", margin.atLeast(0));
              f.put("P(pass by 3 or more)", margin.atLeast(BetLevel.POWER_BONUS_MARGIN));
              f.put("P(fail)", margin.atMost(-1));
              Map<FailureResult, Rational> failures = failureResults(level, aero, mod);
              Rational edge = Rational.ZERO;
              Rational stress = Rational.ZERO;
              for (Map.Entry<FailureResult, Rational> e : failures.entrySet()) {
                edge = edge.add(e.getValue().multiply(Rational.of(e.getKey().edgeLoss())));
                if (e.getKey().stressModifier().isPresent()) {
                  stress = stress.add(e.getValue());
                }
              }
              f.put("E(edge lost to failure)", edge);
              f.put("P(failure forces a stress test)", stress);
              Distribution penalty = movePenalty(level, aero, mod);
              int attempted = changes + aero;
              Rational lost = penalty.expectation(r -> Math.min(r, attempted));
              f.put("E(changes lost to the move penalty)", lost);
              f.put("P(half-level dive: penalty over the changes)", penalty.atLeast(attempted + 1));
              String notation =
                  "2d6"
                      + signed(mod)
                      + " - "
                      + tables.betLevel(level).target(aero)
                      + " (level "
                      + level
                      + (aero > 0 ? ", " + Words.count(aero, "aerobatic point") : "")
                      + ")";
              return new OddsAnswer(notation, margin, f);
            }));
    q.add(
        OddsQuery.of(
            "movement-points",
            "movement points from d6 + speed (< 4: 0, 4-9: 1, 10+: 2); aerobatics take one from the"
                + " die, a two- or three-point climb or dive one or two",
            OddsQuery.parameters(
                "speed", "current speed (required)",
                "aerobatics", "aerobatic points spent this turn (default 0)",
                "climb-points", "points of this turn's climb or dive, 1 to 3 (default none)"),
            a -> {
              int speed = a.integer("speed", 0, 30);
              int aero = a.optional("aerobatics", 0, 0, 20);
              int climb = a.optional("climb-points", 0, 0, 3);
              Distribution d = movementPoints(speed, aero > 0, climb);
              // The die is reduced (aerobatics, a steep climb or dive), then the speed added.
              int dieReduction = (aero > 0 ? 1 : 0) + Math.max(0, climb - 1);
              return new OddsAnswer(
                  "MP(1d6" + signed(-dieReduction) + signed(speed) + ")", d, Map.of());
            }));
    q.add(
        OddsQuery.of(
            "hits",
            "hits of one gun: 2d6 - 10 + edge + firing bonus + shooting skill + range; a +1 or +2"
                + " shooter moves a pip for doubles when that scores more critical hits (or as"
                + " many and more hits)"
                + (readings.pipChangesHits()
                    ? ", the moved die counting in the hits"
                    : ", the hits those of the dice as rolled"),
            OddsQuery.parameters(
                "edge", "current edge on the target, 1 to 10 (required)",
                "range", "zero (the same hex), half or one (hex) (required)",
                "firing-bonus", "the aircraft's firing bonus (default 0)",
                "shooting", "the pilot's shooting skill (default 0)"),
            a -> {
              int edge = a.integer("edge", 1, 10);
              Range range = range(a, "range");
              int firing = a.optional("firing-bonus", 0, -10, 10);
              int shooting = a.optional("shooting", 0, -5, 5);
              Distribution d = hits(edge, range, firing, shooting);
              Distribution crits = criticalHits(edge, range, firing, shooting);
              Map<String, Rational> f = new LinkedHashMap<>();
              f.put("P(at least one hit)", d.atLeast(1));
              f.put("E(hits)", d.mean());
              f.put("P(at least one critical hit)", crits.atLeast(1));
              f.put("E(critical hits)", crits.mean());
              return new OddsAnswer(
                  "max(0, 2d6"
                      + signed(Gunnery.modifier(edge, firing, shooting, range))
                      + ")"
                      + (pipMovesHits(shooting) ? " with a pip moved for doubles" : ""),
                  d,
                  f);
            }));
    q.add(
        OddsQuery.of(
            "stall",
            "the stall / spin roll: 1d6 + spin rating + flying skill; 0 = no effect, 1 = stall, 2 ="
                + " spin",
            OddsQuery.parameters(
                "spin", "the aircraft's spin rating (required)",
                "flying", "the pilot's flying skill (required)",
                "below-min", "a flag: the aircraft ended below its minimum speed, not at it"),
            a -> {
              int spin = a.integer("spin", -10, 10);
              int flying = a.integer("flying", -10, 10);
              boolean below = a.flag("below-min");
              Distribution d = stall(spin, flying, below);
              Map<String, Rational> f = new LinkedHashMap<>();
              f.put("P(stall)", d.probability(1));
              f.put("P(spin)", d.probability(2));
              return new OddsAnswer(
                  "1d6" + signed(spin + flying) + (below ? " below min" : " at min"), d, f);
            }));
    q.add(
        OddsQuery.of(
            "stress",
            "the stress roll: 2d6 + modifier; 0 = none, 1 = fill current set, 2 = current and next,"
                + " 3 = destroyed",
            OddsQuery.parameters(
                "modifier", "the total stress modifier, usually negative (default 0)"),
            a -> {
              int mod = a.optional("modifier", 0, -30, 10);
              Distribution d = stress(mod);
              return new OddsAnswer(
                  "2d6" + signed(mod), d, Map.of("P(destroyed)", d.probability(3)));
            }));
    q.add(
        OddsQuery.of(
            "initiative",
            "initiative: 1d10 read 0-9 + experience + speed modifier",
            OddsQuery.parameters(
                "speed", "current speed (required)",
                "experience", "the pilot's experience (default 0)"),
            a -> {
              int speed = a.integer("speed", 0, 30);
              int exp = a.optional("experience", 0, -10, 10);
              return new OddsAnswer(
                  "1d10(0)" + signed(exp + tables.initiativeModifier(speed)),
                  initiative(exp, speed),
                  Map.of());
            }));
    q.add(
        OddsQuery.of(
            "power",
            "speed gained by a power roll: d6 + power rating + modifier (> 2: +1, > 6: +2)",
            OddsQuery.parameters(
                "rating", "the aircraft's power rating (required)",
                "modifier", "bet and critical modifiers (default 0)",
                "to-max", "a flag: the aircraft is trying to reach its maximum level speed",
                "headroom", "maximum level speed minus current speed (default 2)"),
            a -> {
              int rating = a.integer("rating", -10, 10);
              int mod = a.optional("modifier", 0, -10, 10);
              boolean toMax = a.flag("to-max");
              int headroom = a.optional("headroom", 2, 0, 30);
              return new OddsAnswer(
                  "1d6" + signed(rating + mod - (toMax ? 1 : 0)),
                  powerGain(rating, mod, toMax, headroom),
                  Map.of());
            }));
    q.add(
        OddsQuery.of(
            "drag",
            "speed lost by a drag roll: d6 + drag rating - dive points (> 2: -1, > 6: -2)",
            OddsQuery.parameters(
                "rating", "the aircraft's drag rating (required)",
                "dive-points", "points of this turn's dive, 0 to 3 (default 0)"),
            a -> {
              int rating = a.integer("rating", -10, 10);
              int dive = a.optional("dive-points", 0, 0, 3);
              return new OddsAnswer(
                  "1d6" + signed(rating - dive), dragLoss(rating, dive), Map.of());
            }));
    return q;
  }

  private static String signed(int n) {
    return n == 0 ? "" : n > 0 ? "+" + n : Integer.toString(n);
  }

  /** Range option {@code key}: zero, half or one. */
  private static Range range(OddsArguments a, String key) {
    String v = a.required(key, "zero, half or one");
    try {
      return Range.parse(v);
    } catch (IllegalArgumentException e) {
      throw a.fail(key, "--" + key + ": " + e.getMessage(), e);
    }
  }
}
