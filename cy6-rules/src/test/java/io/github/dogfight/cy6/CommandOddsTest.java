package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.odds.Outcomes;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.testkit.CommandOddsCheck;
import io.github.dogfight.testkit.TriesLimit;
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
                  .containsOnlyKeys("P(damaged or destroyed)", "P(destroyed)", "P(lucky hit)");
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
    assertThat(situation).startsWith(RULES.summary(s)).contains("map (columns");
  }

  @Property(tries = 6)
  void theOddsOfEveryLegalCommandAreSound(@ForAll long seed) {
    // shots come or not, depending on the dice; every legal command's odds must be sound
    CommandOddsCheck.assertSoundWhilePlaying(Game.start(RULES, RULES.sampleEngagement(seed)), 300);
  }
}
