package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.odds.Outcomes;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.testkit.CommandOddsCheck;
import io.github.dogfight.testkit.TriesLimit;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import org.junit.jupiter.api.Test;

/** The odds shown beside each choice ({@code RuleSet.commandOdds}), the sides and the situation. */
@AddLifecycleHook(TriesLimit.class)
class CommandOddsTest {
  static final Cy6Rules RULES = new Cy6Rules();

  /** A shot shows the whole shot's chance to damage or destroy ({@link Cy6Rules#shotOdds}). */
  @Test
  void aShotShowsItsChanceToDamageOrDestroy() {
    for (long seed = 1; seed < 40; seed++) {
      Game<Cy6State, Cy6Command> g = Game.start(RULES, RULES.sampleEngagement(seed));
      for (int step = 0; step < 300 && !g.isOver(); step++) {
        for (String actor : g.decision().actors()) {
          for (Cy6Command c : g.legalCommands(actor)) {
            if (c instanceof Cy6Command.Fire f && f.target().isPresent()) {
              Outcomes<ShotOutcome> o = RULES.shotOdds(g.state(), actor, f.target().get());
              Map<String, Rational> odds = g.oddsOf(c);
              assertThat(odds)
                  .containsKeys("P(damaged or destroyed)", "P(destroyed)", "P(lucky hit)")
                  .containsKey("P(a weapon runs out of ammunition)")
                  .hasSize(5);
              assertThat(odds.get("P(damaged or destroyed)"))
                  .isEqualTo(o.probability(ShotOutcome::damages));
              assertThat(odds.get("P(destroyed)"))
                  .isEqualTo(o.probability(x -> x.result() == ShotOutcome.Result.DESTROYED));
              // holding fire rolls nothing
              assertThat(g.oddsOf(Cy6Command.Fire.hold(actor))).isEmpty();
              return;
            }
          }
        }
        g = g.play(RULES.defaultBot());
      }
    }
    throw new AssertionError("no sample engagement offered a shot");
  }

  /** Blue 1 (4xLMG) two hexes behind Red 1 ({@code target}), at the fire segment. */
  static Game<Cy6State, Cy6Command> behind(Cy6Rules rules, AircraftCondition target) {
    Cy6State s =
        rules.start(
            List.of("Blue", "Red"),
            Cy6RulesTest.BOARD,
            List.of(
                Cy6RulesTest.plane(
                    "Blue 1",
                    "Blue",
                    Cy6RulesTest.EXAMPLE,
                    Skill.GREEN,
                    Cy6RulesTest.at(0, 2, Facing.N),
                    6,
                    1,
                    null),
                Cy6RulesTest.plane(
                        "Red 1",
                        "Red",
                        Cy6RulesTest.EXAMPLE,
                        Skill.GREEN,
                        Cy6RulesTest.at(0, 0, Facing.N),
                        6,
                        1,
                        null)
                    .with(target)),
            1);
    Game<Cy6State, Cy6Command> g = GroundTest.flyStraight(Game.start(rules, s));
    assertThat(g.state().waiting()).containsExactly("Blue 1");
    return g;
  }

  static Map<String, Rational> fireOdds(Cy6Rules rules, AircraftCondition target) {
    return behind(rules, target).oddsOf(Cy6Command.Fire.at("Blue 1", "Red 1"));
  }

  /**
   * "Next hit destroys aircraft." (Lucky Hit Table, rows 10 and 11): any hit destroys the aircraft,
   * with no firepower, robustness or lucky hit roll, so a shot at it destroys it exactly when it
   * hits. The odds a game shows for the command are those (they were the odds of an intact
   * aircraft: P(destroyed) 0.0436 where the game destroys it 0.722 of the time).
   */
  @Test
  void aShotAtAnAircraftTheNextHitDestroysDestroysItWhenItHits() {
    AirAttack a = RULES.attack(behind(RULES, AircraftCondition.INTACT).state(), "Blue 1", "Red 1");
    Rational hit = AirToAir.standard().toHit(a).outcomes().probability(ToHit::hit);
    Map<String, Rational> odds =
        fireOdds(RULES, AircraftCondition.INTACT.with(Status.NEXT_HIT_DESTROYS));
    assertThat(odds.get("P(destroyed)")).isEqualTo(hit);
    assertThat(odds.get("P(damaged or destroyed)")).isEqualTo(hit);
    assertThat(odds.get("P(lucky hit)")).isEqualTo(Rational.ZERO);
  }

  /**
   * "Engine Damage (Even)", "Airframe Damage (Odd)": a second damage of a kind destroys the
   * aircraft (an assumption the game plays, {@link AircraftCondition#withDamage}). At an aircraft
   * with engine damage a shot destroys it when it would destroy an intact one or give it engine
   * damage; with the other reading of "Lucky Hit: if doubles rolled for robustness" ({@link
   * DamageReadings#withLuckyHitWhenDestroyed}) such a roll gives no lucky hit.
   */
  @Test
  void aShotAtADamagedAircraftDestroysItWithASecondDamageOfAKind() {
    AirAttack a = RULES.attack(behind(RULES, AircraftCondition.INTACT).state(), "Blue 1", "Red 1");
    Outcomes<ShotOutcome> intact = AirToAir.standard().shot(a).outcomes();
    Rational destroyed = intact.probability(o -> o.result() == ShotOutcome.Result.DESTROYED);
    Rational engine = intact.probability(o -> o.result() == ShotOutcome.Result.ENGINE_DAMAGE);
    AircraftCondition damaged = AircraftCondition.INTACT.withDamage(Damage.ENGINE);
    Map<String, Rational> odds = fireOdds(RULES, damaged);
    assertThat(odds.get("P(destroyed)")).isEqualTo(destroyed.add(engine));
    assertThat(odds.get("P(damaged or destroyed)"))
        .isEqualTo(intact.probability(ShotOutcome::damages));
    assertThat(odds.get("P(lucky hit)"))
        .isEqualTo(intact.probability(o -> o.luckyHit().isPresent()));
    Cy6Rules noLucky =
        new Cy6Rules(
            Cy6Config.defaults()
                .withDamageReadings(DamageReadings.standard().withLuckyHitWhenDestroyed(false)));
    assertThat(fireOdds(noLucky, damaged).get("P(lucky hit)"))
        .isEqualTo(
            intact.probability(
                o ->
                    o.luckyHit().isPresent()
                        && o.result() != ShotOutcome.Result.DESTROYED
                        && o.result() != ShotOutcome.Result.ENGINE_DAMAGE));
  }

  @Test
  void aShotIsDamagingWhenTheAircraftComesOutDamagedOrDestroyed() {
    assertThat(ShotOutcome.Result.MISS.damages()).isFalse();
    assertThat(ShotOutcome.Result.NO_DAMAGE.damages()).isFalse();
    assertThat(ShotOutcome.Result.ENGINE_DAMAGE.damages()).isTrue();
    assertThat(ShotOutcome.Result.AIRFRAME_DAMAGE.damages()).isTrue();
    assertThat(ShotOutcome.Result.DESTROYED.damages()).isTrue();
  }

  @Test
  void sidesAndTheSituation() {
    Cy6State s = RULES.sampleEngagement(1);
    assertThat(RULES.sides(s)).containsExactly("USAAF", "Luftwaffe");
    assertThat(RULES.sideOf(s, "Sally B")).isEqualTo("USAAF");
    assertThat(RULES.sideOf(s, "Flak 88")).isEqualTo("Luftwaffe");
    assertThat(RULES.sideOf(s, "USAAF")).isEqualTo("USAAF");
    assertThatThrownBy(() -> RULES.sideOf(s, "Zeke")).hasMessageContaining("'Zeke'");
    String situation = RULES.situation(Game.start(RULES, s).viewFor("Sally B"));
    assertThat(situation)
        .startsWith(RULES.summary(s))
        .contains("map (columns")
        .contains("\ncol ")
        .contains("\nkey: . a hex");
  }

  @Property(tries = 6)
  void theOddsOfEveryLegalCommandAreSound(@ForAll long seed) {
    // shots come or not, depending on the dice; every legal command's odds must be sound
    CommandOddsCheck.assertSoundWhilePlaying(Game.start(RULES, RULES.sampleEngagement(seed)), 300);
  }
}
