package io.github.dogfight.dogfite;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.Roller;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The random checks of seed 000 resolved with a {@link Roller}, so every die is recorded and can be
 * scripted. The turn engine calls these; rule authors can call them directly.
 */
public final class Resolution {
  private final DogfiteTables tables;

  /** Resolution under {@code tables}. */
  public Resolution(DogfiteTables tables) {
    this.tables = tables;
  }

  /**
   * Resolves a move / maneuver bet (seed 000, MOVE / MANEUVER BET, AEROBATICS, STAYING IN HEX,
   * FAILURE): 2d6 + modifier against the chosen level's target (+1 with aerobatic points). The
   * level's speed, minimum-speed and power effects apply "regardless of the result"; aerobatic
   * points cost one speed. On a failure, 2d6 minus the miss is read on the failure table. A failed
   * higher-level bet still gains the edge of the highest level passed, and moves the aircraft if
   * the required level passed.
   */
  public BetOutcome bet(BetRequest request, Roller roller, String purpose) {
    BetLevel chosen = BetLevel.of(request.chosenLevel());
    int aero = request.aerobaticPoints();
    List<DiceRoll> dice = new ArrayList<>();
    DiceRoll roll = roller.roll("2d6", purpose + " (level " + request.chosenLevel() + " bet)");
    dice.add(roll);
    int total = roll.result() + request.modifier();
    int target = chosen.target(aero);
    int margin = total - target;
    OptionalInt levelPassed = OptionalInt.empty();
    for (int level = request.chosenLevel(); level >= 0; level--) {
      if (total >= BetLevel.of(level).target(aero)) {
        levelPassed = OptionalInt.of(level);
        break;
      }
    }
    boolean maneuver = total >= BetLevel.of(request.requiredLevel()).target(aero);
    int edge = 0;
    if (margin >= 0) {
      edge = request.chosenLevel() + (aero > 0 ? aero + request.flyingSkill() : 0);
    } else if (levelPassed.isPresent()) {
      edge = levelPassed.getAsInt();
    }
    int speed = chosen.speedChange() - (aero > 0 ? 1 : 0);
    Optional<FailureResult> failure = Optional.empty();
    OptionalInt stress = OptionalInt.empty();
    if (margin < 0) {
      DiceRoll failRoll = roller.roll("2d6", purpose + " (bet failure, missed by " + -margin + ")");
      dice.add(failRoll);
      FailureResult f = tables.failure().result(failRoll.result() + margin);
      failure = Optional.of(f);
      speed -= f.speedLoss();
      stress = f.stressModifier();
    }
    return new BetOutcome(
        request,
        target,
        margin,
        maneuver,
        levelPassed,
        edge,
        chosen.earnsPowerBonus(margin),
        speed,
        chosen.minSpeedIncrease(),
        chosen.powerModifier(),
        failure,
        stress,
        dice);
  }

  /**
   * A stress test (seed 000, STRESS): 2d6 + modifier, applied to the damage track.
   *
   * @return the result and the damage track afterwards (destroyed results leave it as it was)
   */
  public StressTest stress(int modifier, DamageTrack damage, Roller roller, String purpose) {
    DiceRoll roll = roller.roll("2d6", purpose + " (stress test)");
    StressResult r = StressResult.of(roll.result() + modifier);
    DamageTrack after =
        switch (r) {
          case FILL_CURRENT -> damage.fillCurrentSet();
          case FILL_CURRENT_AND_NEXT -> damage.fillCurrentAndNextSet();
          default -> damage;
        };
    return new StressTest(r, after, roll);
  }

  /**
   * A stress test's result.
   *
   * @param result the table result
   * @param damage the damage track afterwards
   * @param roll the dice
   */
  public record StressTest(StressResult result, DamageTrack damage, DiceRoll roll) {}

  /** The stall / spin roll (seed 000, STALL / SPIN): 1d6 + spin rating + flying skill. */
  public StallResult stall(
      int spinRating, int flyingSkill, boolean belowMinimum, Roller roller, String purpose) {
    DiceRoll roll = roller.roll("1d6", purpose + " (stall / spin)");
    return StallResult.of(roll.result() + spinRating + flyingSkill, belowMinimum);
  }

  /**
   * A power roll (seed 000, SPEED INCREASE): d6 + power rating + modifiers, one less when trying to
   * reach maximum level speed; never above maximum level speed.
   *
   * @return the speed gained
   */
  public int power(
      int rating, int modifier, int speed, int maxSpeed, Roller roller, String purpose) {
    boolean towardMax = speed + 1 >= maxSpeed;
    DiceRoll roll = roller.roll("1d6", purpose + " (power)");
    int gain = SpeedTables.speedChange(roll.result() + rating + modifier - (towardMax ? 1 : 0));
    return Math.max(0, Math.min(gain, maxSpeed - speed));
  }

  /**
   * A drag roll (seed 000, SPEED DECREASE): d6 + drag rating minus the points of a dive.
   *
   * @return the speed lost
   */
  public int drag(int rating, int divePoints, Roller roller, String purpose) {
    DiceRoll roll = roller.roll("1d6", purpose + " (drag)");
    return SpeedTables.speedChange(roll.result() + rating - divePoints);
  }

  /**
   * Fires one gun (seed 000, COMBAT, CRITICAL HITS, ENGINE CRITICAL HITS): 2d6 for hits; on doubles
   * (with the shooter's pip adjustment) each full set of hits per critical rolls 2d6 on the
   * critical table, and each engine critical rolls 1d6 for smoke.
   */
  public Burst fire(
      int edge, int firingBonus, int shootingSkill, Range range, Roller roller, String purpose) {
    HitsRoll roll = hits(edge, firingBonus, shootingSkill, range, roller, purpose);
    return criticals(roll, roll.doublesReachable(shootingSkill), shootingSkill, roller, purpose);
  }

  /**
   * A gun's two hit dice, before any critical.
   *
   * @param first the first die
   * @param second the second die
   * @param hits the hits they score
   * @param dice the two rolls
   */
  public record HitsRoll(int first, int second, int hits, List<DiceRoll> dice) {
    /** Copies the list. */
    public HitsRoll {
      dice = List.copyOf(dice);
    }

    /** Whether the dice are natural doubles. */
    public boolean naturalDoubles() {
      return first == second;
    }

    /** Whether a shooter of {@code shootingSkill} can have doubles (naturally or by a pip). */
    public boolean doublesReachable(int shootingSkill) {
      return !Criticals.pipAdjustment(shootingSkill).doublesReachable(first, second).isEmpty();
    }
  }

  /** Rolls a gun's hit dice: 2d6 - 10 + edge + firing bonus + shooting skill + range. */
  public HitsRoll hits(
      int edge, int firingBonus, int shootingSkill, Range range, Roller roller, String purpose) {
    DiceRoll first = roller.roll("1d6", purpose + " (hits, first die)");
    DiceRoll second = roller.roll("1d6", purpose + " (hits, second die)");
    int hits =
        Gunnery.hits(first.result() + second.result(), edge, firingBonus, shootingSkill, range);
    return new HitsRoll(first.result(), second.result(), hits, List.of(first, second));
  }

  /**
   * The burst of {@code roll}: on doubles (natural, or made by the shooter's pip adjustment), each
   * full set of hits per critical rolls 2d6 on the critical table, and each engine critical 1d6 for
   * smoke.
   */
  public Burst criticals(
      HitsRoll roll, boolean doubles, int shootingSkill, Roller roller, String purpose) {
    List<DiceRoll> dice = new ArrayList<>(roll.dice());
    List<CriticalEffect> criticals = new ArrayList<>();
    boolean smoke = false;
    if (doubles) {
      int count = Criticals.criticalHits(roll.hits(), shootingSkill);
      for (int i = 0; i < count; i++) {
        DiceRoll c = roller.roll("2d6", purpose + " (critical hit " + (i + 1) + ")");
        dice.add(c);
        CriticalEffect effect = CriticalEffect.of(c.result());
        criticals.add(effect);
        if (effect.isEngine()) {
          DiceRoll e = roller.roll("1d6", purpose + " (engine critical)");
          dice.add(e);
          smoke |= Criticals.smokes(e.result());
        }
      }
    }
    return new Burst(roll.hits(), doubles, criticals, smoke, dice);
  }

  /**
   * The state of an aircraft after a burst hits it: one box per hit, structural criticals filling
   * sets, the other criticals on its condition, and smoke from an engine critical.
   *
   * @param damage the damage track afterwards
   * @param condition the condition afterwards
   */
  public record Hit(DamageTrack damage, Condition condition) {}

  /** Applies {@code burst} to an aircraft's {@code damage} and {@code condition}. */
  public static Hit apply(Burst burst, DamageTrack damage, Condition condition) {
    DamageTrack d = damage.hit(burst.hits());
    Condition c = condition;
    for (CriticalEffect e : burst.criticals()) {
      d = Condition.structural(e, d);
      c = c.with(e);
    }
    if (burst.smoke()) {
      c = c.smoke();
    }
    return new Hit(d, c);
  }

  /**
   * The turn's engine-trouble roll (seed 000, ENGINE CRITICAL HITS): a smoking aircraft rolls 1d6,
   * a 1 sets it on fire; a burning aircraft takes 1d6 boxes of fire damage.
   */
  public Hit engineTrouble(DamageTrack damage, Condition condition, Roller roller, String purpose) {
    if (condition.onFire()) {
      DiceRoll fire = roller.roll("1d6", purpose + " (fire damage)");
      return new Hit(damage.burn(fire.result()), condition);
    }
    if (condition.smoking()) {
      DiceRoll smoke = roller.roll("1d6", purpose + " (smoke: 1 = fire)");
      return new Hit(damage, Criticals.catchesFire(smoke.result()) ? condition.fire() : condition);
    }
    return new Hit(damage, condition);
  }

  /**
   * One gun's burst.
   *
   * @param hits hits scored
   * @param doubles whether the hits dice were (or were adjusted to) doubles
   * @param criticals critical effects rolled, in order
   * @param smoke whether an engine critical set the target smoking
   * @param dice every die rolled
   */
  public record Burst(
      int hits,
      boolean doubles,
      List<CriticalEffect> criticals,
      boolean smoke,
      List<DiceRoll> dice) {
    /** Copies the lists. */
    public Burst {
      criticals = List.copyOf(criticals);
      dice = List.copyOf(dice);
    }
  }
}
