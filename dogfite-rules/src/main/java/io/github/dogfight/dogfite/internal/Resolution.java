package io.github.dogfight.dogfite.internal;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.dogfite.BetLevel;
import io.github.dogfight.dogfite.BetOutcome;
import io.github.dogfight.dogfite.BetRequest;
import io.github.dogfight.dogfite.Burst;
import io.github.dogfight.dogfite.CriticalEffect;
import io.github.dogfight.dogfite.DamageTrack;
import io.github.dogfight.dogfite.DogfiteTables;
import io.github.dogfight.dogfite.FailureResult;
import io.github.dogfight.dogfite.HitsRoll;
import io.github.dogfight.dogfite.Range;
import io.github.dogfight.dogfite.StallResult;
import io.github.dogfight.dogfite.StressResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The random checks of rules 000 resolved with a {@link Roller} on the tables in use, so every die
 * is recorded and can be scripted. The phases call these; the odds ({@code DogfiteOdds}) compute
 * the same checks exactly, and a test runs both over every roll to prove they agree.
 */
public final class Resolution {
  private final DogfiteTables tables;

  /** Resolution under {@code tables}. */
  public Resolution(DogfiteTables tables) {
    this.tables = tables;
  }

  /** The tables in use. */
  public DogfiteTables tables() {
    return tables;
  }

  /**
   * Resolves a move / maneuver bet (rules 000, MOVE / MANEUVER BET, AEROBATICS, STAYING IN HEX,
   * FAILURE): 2d6 + modifier against the chosen level's target (+1 with aerobatic points). The
   * level's speed, minimum-speed and power effects apply "regardless of the result"; aerobatic
   * points cost one speed. Passed, the bet gains the level as edge, plus the aerobatic points and
   * flying skill when points were spent. Failed, it still gains the edge of the highest level the
   * roll passed ("Failing a higher-level bet DOES gain the edge bonus indicated by the number
   * rolled if a lesser level is passed"), and 2d6 minus the miss is read on the failure table.
   */
  public BetOutcome bet(BetRequest request, Roller roller, String subject, String action) {
    List<DiceRoll> dice = new ArrayList<>(2);
    DiceRoll roll = roller.roll(Dice.TWO_D6, subject, action);
    dice.add(roll);
    int margin = margin(request, roll.result());
    int failureRoll = 0;
    if (margin < 0) {
      DiceRoll failRoll =
          roller.roll(Dice.TWO_D6, subject, action + ": failure, missed by " + -margin);
      dice.add(failRoll);
      failureRoll = failRoll.result();
    }
    return bet(request, roll.result(), failureRoll, dice);
  }

  /**
   * The margin of {@code request} when its 2d6 shows {@code roll}: roll + modifier - the chosen
   * level's target (+1 with aerobatic points); 0 or more passes.
   */
  public int margin(BetRequest request, int roll) {
    return roll
        + request.modifier()
        - tables.betLevel(request.chosenLevel()).target(request.aerobaticPoints());
  }

  /**
   * The outcome of {@code request} when its 2d6 shows {@code roll} and, if that fails, the failure
   * 2d6 shows {@code failureRoll} (not read when the bet passes): what {@link #bet(BetRequest,
   * Roller, String, String)} resolves once the dice are rolled, and what the odds ({@code
   * DogfiteOdds.advice}) weigh over every roll.
   *
   * @param dice the dice rolled, recorded in the outcome
   */
  public BetOutcome bet(BetRequest request, int roll, int failureRoll, List<DiceRoll> dice) {
    BetLevel chosen = tables.betLevel(request.chosenLevel());
    int aero = request.aerobaticPoints();
    int total = roll + request.modifier();
    int target = chosen.target(aero);
    int margin = total - target;
    OptionalInt levelPassed = OptionalInt.empty();
    for (int level = request.chosenLevel(); level >= 0; level--) {
      if (total >= tables.betLevel(level).target(aero)) {
        levelPassed = OptionalInt.of(level);
        break;
      }
    }
    boolean requiredMet = total >= tables.betLevel(request.requiredLevel()).target(aero);
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
      FailureResult f = tables.failure(failureRoll + margin);
      failure = Optional.of(f);
      speed -= f.speedLoss();
      stress = f.stressModifier();
    }
    return new BetOutcome(
        request,
        target,
        margin,
        requiredMet,
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
   * A stress test (rules 000, STRESS): 2d6 + modifier, applied to the damage track.
   *
   * @return the result and the damage track afterwards (destroyed results leave it as it was)
   */
  public StressTest stress(int modifier, DamageTrack damage, Roller roller, String subject) {
    DiceRoll roll = roller.roll(Dice.TWO_D6, subject, "stress");
    StressResult r = tables.stress(roll.result() + modifier);
    return new StressTest(r, stressed(damage, r), roll);
  }

  /** {@code damage} after stress result {@code r} (for the roll and for its odds). */
  public static DamageTrack stressed(DamageTrack damage, StressResult r) {
    return switch (r) {
      case FILL_CURRENT -> damage.fillCurrentSet();
      case FILL_CURRENT_AND_NEXT -> damage.fillCurrentAndNextSet();
      default -> damage;
    };
  }

  /**
   * A stress test's result.
   *
   * @param result the table result
   * @param damage the damage track afterwards
   * @param roll the dice
   */
  public record StressTest(StressResult result, DamageTrack damage, DiceRoll roll) {}

  /**
   * The stall / spin roll (rules 000, STALL / SPIN): 1d6 + spin rating + flying skill.
   *
   * @param roll the die
   * @param result the table result
   */
  public record StallRoll(DiceRoll roll, StallResult result) {}

  /** Rolls for a stall or spin. */
  public StallRoll stall(
      int spinRating, int flyingSkill, boolean belowMinimum, Roller roller, String subject) {
    DiceRoll roll = roller.roll(Dice.D6, subject, "stall / spin");
    return new StallRoll(
        roll, tables.stall(roll.result() + spinRating + flyingSkill, belowMinimum));
  }

  /**
   * A power roll (rules 000, SPEED INCREASE): d6 + power rating + modifiers, one less when trying
   * to reach maximum level speed; never above maximum level speed.
   *
   * @return the speed gained
   */
  public int power(
      int rating, int modifier, int speed, int maxSpeed, Roller roller, String subject) {
    DiceRoll roll = roller.roll(Dice.D6, subject, "power");
    return powerGain(roll.result(), rating, modifier, speed, maxSpeed);
  }

  /**
   * The speed a power roll of {@code die} gains (for the roll and for its odds): d6 + power rating
   * + modifiers, one less when trying to reach maximum level speed; never above maximum level
   * speed.
   */
  public int powerGain(int die, int rating, int modifier, int speed, int maxSpeed) {
    boolean towardMax = speed + 1 >= maxSpeed;
    int gain = tables.speedPoints(die + rating + modifier - (towardMax ? 1 : 0));
    return Math.max(0, Math.min(gain, maxSpeed - speed));
  }

  /**
   * A drag roll (rules 000, SPEED DECREASE): d6 + drag rating minus the points of a dive.
   *
   * @return the speed lost
   */
  public int drag(int rating, int divePoints, Roller roller, String subject) {
    DiceRoll roll = roller.roll(Dice.D6, subject, "drag");
    return dragLoss(roll.result(), rating, divePoints);
  }

  /**
   * The speed a drag roll of {@code die} loses (for the roll and for its odds): d6 + drag rating
   * minus the points of a dive.
   */
  public int dragLoss(int die, int rating, int divePoints) {
    return tables.speedPoints(die + rating - divePoints);
  }

  /** Rolls a gun's hit dice: 2d6 - 10 + edge + firing bonus + shooting skill + range. */
  public HitsRoll hits(
      int edge,
      int firingBonus,
      int shootingSkill,
      Range range,
      Roller roller,
      String subject,
      String action) {
    DiceRoll first = roller.roll(Dice.D6, subject, action);
    DiceRoll second = roller.roll(Dice.D6, subject, action);
    int hits =
        Gunnery.hits(first.result() + second.result(), edge, firingBonus, shootingSkill, range);
    return new HitsRoll(first.result(), second.result(), hits, List.of(first, second));
  }

  /**
   * The burst of {@code roll}: on doubles (natural, or made by the shooter's pip adjustment), each
   * full set of hits per critical rolls 2d6 on the critical table, and each engine critical 1d6 on
   * the engine table; a smoke result on a target not yet smoking or burning rolls its first smoke
   * die at once ("player rolls 1d6 (now and each following turn)"), a 1 setting the engine on fire.
   */
  public Burst criticals(
      HitsRoll roll,
      boolean doubles,
      int shootingSkill,
      boolean targetSmoking,
      Roller roller,
      String subject,
      String action) {
    if (!doubles) {
      return new Burst(roll.hits(), false, List.of(), false, false, roll.dice());
    }
    List<DiceRoll> dice = new ArrayList<>(roll.dice());
    List<CriticalEffect> criticals = new ArrayList<>();
    boolean smoke = false;
    boolean fire = false;
    int count = tables.criticalHits(roll.hits(), shootingSkill);
    for (int i = 0; i < count; i++) {
      DiceRoll c = roller.roll(Dice.TWO_D6, subject, action + ": critical hit " + (i + 1));
      dice.add(c);
      CriticalEffect effect = tables.critical(c.result());
      criticals.add(effect);
      if (effect.isEngine()) {
        DiceRoll e = roller.roll(Dice.D6, subject, action + ": engine critical");
        dice.add(e);
        if (tables.smokes(e.result()) && !smoke) {
          smoke = true;
          if (!targetSmoking) {
            DiceRoll now = roller.roll(Dice.D6, subject, action + ": smoke, 1 = fire");
            dice.add(now);
            fire = tables.catchesFire(now.result());
          }
        }
      }
    }
    return new Burst(roll.hits(), true, criticals, smoke, fire, dice);
  }

  /**
   * A turn's engine trouble (rules 000, ENGINE CRITICAL HITS): a burning aircraft takes 1d6 boxes
   * of fire damage; a smoking one rolls 1d6, a 1 setting it on fire.
   *
   * @param fireDamage boxes burnt (0 when not on fire)
   * @param catchesFire whether a smoking aircraft caught fire
   * @param roll the die, if one was rolled
   */
  public record Trouble(int fireDamage, boolean catchesFire, Optional<DiceRoll> roll) {}

  /** Rolls this turn's engine trouble of an aircraft {@code onFire} or {@code smoking}. */
  public Trouble engineTrouble(boolean onFire, boolean smoking, Roller roller, String subject) {
    if (onFire) {
      DiceRoll fire = roller.roll(Dice.D6, subject, "fire damage");
      return new Trouble(fire.result(), false, Optional.of(fire));
    }
    if (smoking) {
      DiceRoll smoke = roller.roll(Dice.D6, subject, "smoke, 1 = fire");
      return new Trouble(0, tables.catchesFire(smoke.result()), Optional.of(smoke));
    }
    return new Trouble(0, false, Optional.empty());
  }
}
