package io.github.dogfight.wildblue.internal.bot;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.check.CheckOutcome;
import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.wildblue.AttackDice;
import io.github.dogfight.wildblue.FireMode;
import io.github.dogfight.wildblue.GroundUnit;
import io.github.dogfight.wildblue.Gun;
import io.github.dogfight.wildblue.PlaneCatalog;
import io.github.dogfight.wildblue.PlaneType;
import io.github.dogfight.wildblue.Stunt;
import io.github.dogfight.wildblue.WildBlueOdds;
import io.github.dogfight.wildblue.WildBlueRules;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The bot's tables ({@link BotTables}) hold the same values as the exact odds they stand for: the
 * closed-form expected damage equals the mean of the full distribution for every dice the sample
 * planes and ground guns can roll, and each double is the exact value's.
 */
class BotTablesTest {
  private static final WildBlueRules RULES = new WildBlueRules();
  private static final WildBlueOdds ODDS = RULES.odds();
  private static final BotTables TABLES = new BotTables(ODDS, RULES.config().host());

  /**
   * Every gun the sample planes carry (by mount, summed as the engine sums them) and a flak gun.
   */
  private static Set<Gun> sampleGuns() {
    Set<Gun> guns = new LinkedHashSet<>();
    for (PlaneType t : PlaneCatalog.sample().types()) {
      for (Gun.Mount m : Gun.Mount.values()) {
        List<Gun> g = t.guns(m);
        if (!g.isEmpty()) {
          guns.add(new Gun(m, g.stream().mapToInt(Gun::dice).sum(), g.get(0).die()));
        }
      }
    }
    for (GroundUnit u : RULES.sampleEngagement(1).ground()) {
      u.gun().ifPresent(guns::add);
    }
    return guns;
  }

  @Test
  void theClosedFormExpectedDamageIsTheDistributionsMeanForEverySampleGun() {
    int checked = 0;
    for (Gun g : sampleGuns()) {
      for (FireMode mode : FireMode.values()) {
        for (int destroyed = 0; destroyed <= 2; destroyed++) {
          for (int oil = 0; oil <= 1; oil++) {
            for (int adv = 0; adv <= 8; adv++) {
              AttackDice d =
                  AttackDice.of(
                      g.dice(), g.die(), adv, mode, RULES.config().softCap(), oil, destroyed);
              Rational exact = d.damage(0).outcomes().expectation(v -> v);
              assertThat(TABLES.expectedDamageExact(d)).as(d.toString()).isEqualTo(exact);
              assertThat(TABLES.expectedDamage(d)).isEqualTo(exact.doubleValue());
              checked++;
            }
          }
        }
      }
    }
    assertThat(checked).isGreaterThan(100);
  }

  @Test
  void aD8ExplodingOnSixesAndAD6OnFivesHaveTheirOwnExpectations() {
    Rational d8 = TABLES.perDie(Die.of(8), FireMode.BURST);
    Rational d6 = TABLES.perDie(Die.D6, FireMode.SUSTAINED);
    assertThat(d8)
        .isEqualTo(ODDS.damage(AttackDice.of(1, Die.of(8), 0, FireMode.BURST, 6), 0).mean());
    assertThat(d6)
        .isEqualTo(ODDS.damage(AttackDice.of(1, Die.D6, 0, FireMode.SUSTAINED, 6), 0).mean());
    assertThat(d6.doubleValue()).isGreaterThan(TABLES.perDie(Die.D6, FireMode.BURST).doubleValue());
  }

  @Test
  void theOtherTablesAreTheExactOddsAsDoubles() {
    for (int rating = 8; rating <= 20; rating += 3) {
      for (int pen = 0; pen <= 6; pen += 3) {
        assertThat(TABLES.hit(rating, pen))
            .isEqualTo(
                ODDS.toHit(rating, pen, false).probability(CheckOutcome::passed).doubleValue());
        assertThat(TABLES.stunt(Stunt.SPIN, rating, pen, true))
            .isEqualTo(ODDS.stunt(Stunt.SPIN, rating, pen, true).doubleValue());
        assertThat(TABLES.scissorsIgnored(rating, pen, 15, 1))
            .isEqualTo(
                ODDS.scissors(rating, pen, 15, 1, false)
                    .probability(WildBlueOdds.Tug.IGNORED)
                    .doubleValue());
        assertThat(TABLES.bombing(rating, 14, pen, 3))
            .isEqualTo(
                ODDS.bombing(rating, 14, pen, 3)
                    .expectation(WildBlueOdds.BombRun::damage)
                    .doubleValue());
      }
    }
    // Asked twice, the same value: computed once.
    assertThat(TABLES.ram(17, 0, 15, 3)).isEqualTo(TABLES.ram(17, 0, 15, 3)).isBetween(0.0, 1.0);
    assertThat(TABLES.ram(20, 0, 5, 0)).isGreaterThan(TABLES.ram(5, 0, 20, 0));
  }

  /**
   * A cache must never change a result: each table is keyed by every argument its value depends on.
   * On one fresh instance (so that no other test's entries are in the way), each argument is varied
   * alone around a base key, every answer compared with the exact odds: two keys that differ in one
   * argument only must not share an entry.
   */
  @Test
  void eachTableKeysEveryArgumentOnItsOwn() {
    BotTables t = new BotTables(ODDS, RULES.config().host());
    int[] base = {14, 2, 13, 1};
    for (int arg = 0; arg < 4; arg++) {
      for (int delta = 0; delta <= 2; delta++) {
        int[] k = base.clone();
        k[arg] += delta;
        String key = java.util.Arrays.toString(k);
        assertThat(t.scissorsIgnored(k[0], k[1], k[2], k[3]))
            .as("scissors " + key)
            .isEqualTo(
                ODDS.scissors(k[0], k[1], k[2], k[3], false)
                    .probability(WildBlueOdds.Tug.IGNORED)
                    .doubleValue());
        assertThat(t.bombing(k[0], k[2], k[1], k[3] + 1))
            .as("bombing " + key)
            .isEqualTo(
                ODDS.bombing(k[0], k[2], k[1], k[3] + 1)
                    .expectation(WildBlueOdds.BombRun::damage)
                    .doubleValue());
        // A ram's chance, against a fresh instance's (nothing cached there to collide with).
        assertThat(t.ram(k[0], k[1], k[2], k[3]))
            .as("ram " + key)
            .isEqualTo(new BotTables(ODDS, RULES.config().host()).ram(k[0], k[1], k[2], k[3]));
      }
    }
    for (boolean hard : new boolean[] {true, false}) {
      for (int extra = 0; extra <= 2; extra++) {
        assertThat(t.stunt(Stunt.SPIN, 14, extra, hard))
            .as("spin, extra %d, hard %s", extra, hard)
            .isEqualTo(ODDS.stunt(Stunt.SPIN, 14, extra, hard).doubleValue());
      }
    }
    for (int bonus = 5; bonus <= 7; bonus++) {
      for (int pen = 0; pen <= 2; pen++) {
        assertThat(t.initiative(bonus, pen))
            .as("initiative %d - %d", bonus, pen)
            .isEqualTo(
                RULES
                    .config()
                    .host()
                    .initiative(bonus, pen)
                    .outcomes()
                    .expectation(v -> v)
                    .doubleValue());
      }
    }
  }
}
