package io.github.dogfight.wildblue.internal.bot;

import io.github.dogfight.core.check.CheckOutcome;
import io.github.dogfight.core.check.Contest;
import io.github.dogfight.core.dice.DicePool;
import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.dice.Explosion;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.wildblue.AttackDice;
import io.github.dogfight.wildblue.FireMode;
import io.github.dogfight.wildblue.Host;
import io.github.dogfight.wildblue.Stunt;
import io.github.dogfight.wildblue.WildBlueOdds;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The exact odds the default bot reads, each computed once per rule set (one instance per {@code
 * WildBlueRules}, made with its {@link WildBlueOdds}) and kept as the {@code double} of the exact
 * value: the expected damage of attack dice, a bombing run's expected damage, the chance to hit, a
 * stunt's and a ram's chance, what The Scissors leave and the expected initiative of a Split S.
 * Every table is keyed by everything its value depends on (the host's check is fixed per rule set)
 * and is a {@link ConcurrentHashMap}, so games played on several threads share it; a value is the
 * same whether it was computed now or earlier.
 *
 * <p>The expected damage is the closed form: the expectation of a sum of dice is the sum of the
 * per-die expectations, and one exploding die's expectation (with the depth cap the rules roll
 * with) is computed once per die and fire mode; {@code BotTablesTest} checks it equals the full
 * distribution's mean.
 */
public final class BotTables {
  private final WildBlueOdds odds;
  private final Host host;
  private final Map<DieKey, Rational> perDie = new ConcurrentHashMap<>();
  private final Map<AttackDice, Double> damage = new ConcurrentHashMap<>();
  private final Map<Long, Double> bombing = new ConcurrentHashMap<>();
  private final Map<Long, Double> hit = new ConcurrentHashMap<>();
  private final Map<Stunt, Map<Long, Double>> stunt = new EnumMap<>(Stunt.class);
  private final Map<Long, Double> ignored = new ConcurrentHashMap<>();
  private final Map<Long, Double> ram = new ConcurrentHashMap<>();
  private final Map<Long, Double> initiative = new ConcurrentHashMap<>();

  /** A die and a fire mode: what one exploding die's expectation depends on. */
  private record DieKey(Die die, FireMode mode) {}

  /**
   * Empty tables, filled as the bot asks.
   *
   * @param odds the rule set's exact odds
   * @param host the rule set's host (its check)
   */
  public BotTables(WildBlueOdds odds, Host host) {
    this.odds = odds;
    this.host = host;
    for (Stunt s : Stunt.values()) {
      stunt.put(s, new ConcurrentHashMap<>());
    }
  }

  /** Packs small signed ints (each within -32768..32767) into one key. */
  private static long key(int a, int b, int c, int d) {
    return ((long) (a & 0xFFFF) << 48)
        | ((long) (b & 0xFFFF) << 32)
        | ((long) (c & 0xFFFF) << 16)
        | (d & 0xFFFF);
  }

  /**
   * The exact expectation of one die of {@code die} exploding at the fire mode's face (at {@code
   * die}'s top if the mode's face is above it), with the rules' depth cap.
   */
  Rational perDie(Die die, FireMode mode) {
    return perDie.computeIfAbsent(
        new DieKey(die, mode),
        k ->
            DicePool.exploding(1, die, Explosion.atLeast(mode.explodesAt(), die))
                .distribution()
                .mean());
  }

  /**
   * The exact expected damage of {@code dice} (no Spin): the gun's dice and the advantage d6s, each
   * the per-die expectation.
   */
  Rational expectedDamageExact(AttackDice dice) {
    return perDie(dice.die(), dice.mode())
        .multiply(Rational.of(dice.weaponDice()))
        .add(perDie(Die.D6, dice.mode()).multiply(Rational.of(dice.advantageDice())));
  }

  /** {@link #expectedDamageExact} as a double. */
  double expectedDamage(AttackDice dice) {
    Double v = damage.get(dice);
    if (v == null) {
      v = expectedDamageExact(dice).doubleValue();
      damage.put(dice, v);
    }
    return v;
  }

  /** The expected damage of a bombing run (bomb or grenade). */
  double bombing(int dexRating, int cunningRating, int penalty, int bombDice) {
    return bombing.computeIfAbsent(
        key(dexRating, cunningRating, penalty, bombDice),
        k ->
            odds.bombing(dexRating, cunningRating, penalty, bombDice)
                .expectation(WildBlueOdds.BombRun::damage)
                .doubleValue());
  }

  /** The chance a single roll to hit at {@code rating} with {@code penalty} points hits. */
  double hit(int rating, int penalty) {
    return hit.computeIfAbsent(
        key(rating, penalty, 0, 0),
        k -> odds.toHit(rating, penalty, false).probability(CheckOutcome::passed).doubleValue());
  }

  /** {@link WildBlueOdds#stunt} as a double. */
  double stunt(Stunt s, int rating, int extra, boolean hardSpin) {
    return Objects.requireNonNull(stunt.get(s), "stunt")
        .computeIfAbsent(
            key(rating, extra, hardSpin ? 1 : 0, 0),
            k -> odds.stunt(s, rating, extra, hardSpin).doubleValue());
  }

  /** The chance The Scissors ignore an attack (no Rolling Scissors). */
  double scissorsIgnored(
      int attackerRating, int attackerPenalty, int defenderRating, int defenderPenalty) {
    return ignored.computeIfAbsent(
        key(attackerRating, attackerPenalty, defenderRating, defenderPenalty),
        k ->
            odds.scissors(attackerRating, attackerPenalty, defenderRating, defenderPenalty, false)
                .probability(WildBlueOdds.Tug.IGNORED)
                .doubleValue());
  }

  /**
   * The chance a ram's Tug of War makes the planes collide: the rammer passes and beats the
   * target's roll (as the ram's resolution in {@code internal.attacks.Attacks}).
   *
   * @param rammerRating the rammer's rating
   * @param rammerPenalty the rammer's penalty points
   * @param targetRating the target's rating
   * @param targetPenalty the target's penalty points
   * @return the chance, as the double of the exact value
   */
  public double ram(int rammerRating, int rammerPenalty, int targetRating, int targetPenalty) {
    return ram.computeIfAbsent(
        key(rammerRating, rammerPenalty, targetRating, targetPenalty),
        k ->
            Contest.of(host.check(), host.check())
                .chance(rammerRating, -rammerPenalty, targetRating, -targetPenalty)
                .outcomes()
                .probability(o -> o.firstOutcome().passed() && o.winner() == Contest.Winner.FIRST)
                .doubleValue());
  }

  /** The expected initiative of a roll with {@code bonus} and {@code penalty}. */
  double initiative(int bonus, int penalty) {
    return initiative.computeIfAbsent(
        key(bonus, penalty, 0, 0),
        k -> host.initiative(bonus, penalty).outcomes().expectation(v -> v).doubleValue());
  }
}
