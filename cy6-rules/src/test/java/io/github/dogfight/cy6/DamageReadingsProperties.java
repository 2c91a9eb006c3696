package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.testkit.Replay;
import io.github.dogfight.testkit.TriesLimit;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/**
 * Engagements played with every other reading of the damage lines (each {@link DamageReadings}
 * option turned, *O anywhere in Medium, one column shift for any close range) and of the flight
 * lines (each {@link FlightReadings} option turned) go to their end as those with the standard
 * readings do, with the bots and with random legal commands.
 */
@AddLifecycleHook(TriesLimit.class)
class DamageReadingsProperties {
  private static final Cy6Rules OTHER =
      new Cy6Rules(
          Cy6Config.defaults()
              .withTables(
                  ColumnShiftReadingTest.oneColumnForAnyCloseRange()
                      .patched("altitude", "6-7", "Medium-Top or above", "yes"))
              .withDamageReadings(
                  DamageReadings.standard()
                      .withLuckyHitWhenDestroyed(false)
                      .withDebris(DamageReadings.DebrisFire.PLAIN_2D6)
                      .withNearMissIsHit(false)
                      .withHeavyAaMisdirects(false)
                      .withProximityCountsTals(false)
                      .withDebrisLuckyHit(false))
              .withFlightReadings(
                  new FlightReadings(
                      FlightReadings.EngineClimb.FACTOR_ONLY,
                      FlightReadings.Departure.AT_ONCE,
                      FlightReadings.RandomDive.ONE_FASTER,
                      FlightReadings.FireDamage.PLOT_STANDS,
                      FlightReadings.FlyForward.NO_TURN)));

  @Property(tries = 60)
  void randomLegalPlayEndsWithTheOtherReadings(@ForAll long seed) {
    Game<Cy6State, Cy6Command> end =
        Replay.playToEnd(Game.start(OTHER, OTHER.sampleEngagement(seed)), seed, 5_000);
    assertThat(end.isOver()).isTrue();
  }

  @Property(tries = 20)
  void theBotsPlayToTheEndWithEitherReadings(@ForAll long seed) {
    for (Cy6Rules rules : java.util.List.of(OTHER, new Cy6Rules())) {
      Game<Cy6State, Cy6Command> g = Game.start(rules, rules.sampleEngagement(seed));
      for (int step = 0; step < 5_000 && !g.isOver(); step++) {
        g = g.play(rules.defaultBot());
      }
      assertThat(g.isOver()).isTrue();
    }
  }
}
