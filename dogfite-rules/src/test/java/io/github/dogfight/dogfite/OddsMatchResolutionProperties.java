package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.dogfite.internal.Gunnery;
import io.github.dogfight.dogfite.internal.Resolution;
import io.github.dogfight.dogfite.internal.movement.Bets;
import io.github.dogfight.testkit.TriesLimit;
import java.util.HashMap;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/**
 * The exact odds and the dice-driven resolution are two implementations of the same rules: over
 * every possible pair of dice they must agree exactly.
 */
@AddLifecycleHook(TriesLimit.class)
class OddsMatchResolutionProperties {
  private final DogfiteTables tables = DogfiteTables.standard();
  private final DogfiteOdds odds = new DogfiteOdds(tables);
  private final Resolution resolution = new Resolution(tables);

  @Property(tries = 40)
  void betOddsEqualTheResolutionOverEveryRoll(
      @ForAll @IntRange(max = 3) int level,
      @ForAll @IntRange(max = 2) int aerobatics,
      @ForAll @IntRange(min = -3, max = 2) int modifier) {
    BetRequest request = new BetRequest(level, level, aerobatics, modifier, 2, 0);
    Map<FailureResult, Rational> failures = new HashMap<>();
    int passes = 0;
    Rational cell = Rational.of(1, 36 * 36);
    for (int a = 1; a <= 6; a++) {
      for (int b = 1; b <= 6; b++) {
        for (int c = 1; c <= 6; c++) {
          for (int d = 1; d <= 6; d++) {
            ScriptedDice dice = ScriptedDice.of(a, b, c, d);
            BetOutcome o = resolution.bet(request, Roller.scripted(dice), "check", "bet");
            if (o.passed()) {
              passes++;
            } else {
              failures.merge(o.failure().orElseThrow(), cell, Rational::add);
            }
          }
        }
      }
    }
    assertThat(Rational.of(passes, 36 * 36)).isEqualTo(odds.betPass(level, aerobatics, modifier));
    assertThat(failures).isEqualTo(odds.failureResults(level, aerobatics, modifier));
  }

  @Property(tries = 40)
  void betAdviceEqualsTheResolutionAndThePenaltyRulesOverEveryRoll(
      @ForAll @IntRange(max = 3) int level,
      @ForAll @IntRange(max = 2) int aerobatics,
      @ForAll @IntRange(min = -3, max = 2) int modifier,
      @ForAll @IntRange(max = 3) int changes,
      @ForAll boolean aerobaticEdgeKept) {
    DogfiteReadings readings = DogfiteReadings.standard().withAerobaticEdgeKept(aerobaticEdgeKept);
    BetRequest request = new BetRequest(0, level, aerobatics, modifier, 1, 1);
    Rational cell = Rational.of(1, 36 * 36);
    Rational edge = Rational.ZERO;
    Rational speed = Rational.ZERO;
    Rational stress = Rational.ZERO;
    Rational lost = Rational.ZERO;
    Rational dive = Rational.ZERO;
    for (int a = 1; a <= 6; a++) {
      for (int b = 1; b <= 6; b++) {
        for (int c = 1; c <= 6; c++) {
          for (int d = 1; d <= 6; d++) {
            BetOutcome o =
                resolution.bet(
                    request, Roller.scripted(ScriptedDice.of(a, b, c, d)), "check", "bet");
            int loss = o.failure().map(FailureResult::edgeLoss).orElse(0);
            edge = edge.add(cell.multiply(Rational.of(o.edgeGained() - loss)));
            speed = speed.add(cell.multiply(Rational.of(o.speedChange())));
            if (o.stressModifier().isPresent()) {
              stress = stress.add(cell);
            }
            if (!o.passed()) {
              // The step's changes and the aerobatic points share the penalty.
              Bets.Tasks tasks =
                  new Bets.Tasks(
                      changes,
                      true,
                      0,
                      aerobatics,
                      false,
                      o.failure().orElseThrow().moveReduction());
              int taken = Math.min(tasks.penalty(), tasks.shareable());
              lost = lost.add(cell.multiply(Rational.of(taken)));
              if (tasks.dives()) {
                dive = dive.add(cell);
              }
              // The advice has the penalty fall on the step's changes before the aerobatic
              // points; those it does not take keep their edge.
              int onManeuver = Math.min(taken, changes);
              DogfiteEvent.Setback setback =
                  tasks.chosen(onManeuver, 0, taken - onManeuver).orElseThrow();
              edge =
                  edge.add(cell.multiply(Rational.of(Bets.keptEdge(readings, request, setback))));
            }
          }
        }
      }
    }
    DogfiteOdds.BetAdvice advice =
        new DogfiteOdds(tables, readings).advice(request, changes + aerobatics);
    assertThat(advice.pass()).isEqualTo(odds.betPass(level, aerobatics, modifier));
    assertThat(advice.expectedEdge()).isEqualTo(edge);
    assertThat(advice.expectedSpeedChange()).isEqualTo(speed);
    assertThat(advice.stressFromFailure()).isEqualTo(stress);
    assertThat(advice.expectedChangesLost()).isEqualTo(lost);
    assertThat(advice.dive()).isEqualTo(dive);
  }

  @Property(tries = 40)
  void hitAndCriticalOddsEqualTheResolutionOverEveryRoll(
      @ForAll @IntRange(min = 1, max = 10) int edge,
      @ForAll Range range,
      @ForAll @IntRange(min = -1, max = 2) int shooting,
      @ForAll boolean pipChangesHits) {
    DogfiteOdds odds =
        new DogfiteOdds(tables, DogfiteReadings.standard().withPipChangesHits(pipChangesHits));
    int modifier = Gunnery.modifier(edge, 1, shooting, range);
    Map<Integer, Integer> hits = new HashMap<>();
    Map<Integer, Integer> crits = new HashMap<>();
    for (int a = 1; a <= 6; a++) {
      for (int b = 1; b <= 6; b++) {
        // Enough faces for any criticals and engine rolls: critical 2d6 = 6 + 6 (pilot killed).
        int[] faces = new int[40];
        faces[0] = a;
        faces[1] = b;
        java.util.Arrays.fill(faces, 2, faces.length, 6);
        Roller roller = Roller.scripted(ScriptedDice.of(faces));
        HitsRoll rolled = resolution.hits(edge, 1, shooting, range, roller, "check", "gun 1");
        // The shooter moves the pip the bot moves, and the engine applies it.
        int pip =
            Gunnery.bestPip(
                tables, shooting, rolled.first(), rolled.second(), modifier, pipChangesHits);
        HitsRoll roll = Gunnery.moved(rolled, pip, modifier, pipChangesHits);
        Burst burst =
            resolution.criticals(
                roll, roll.naturalDoubles(), shooting, false, roller, "check", "gun 1");
        hits.merge(burst.hits(), 1, Integer::sum);
        crits.merge(burst.criticals().size(), 1, Integer::sum);
      }
    }
    hits.forEach(
        (h, n) ->
            assertThat(odds.hits(edge, range, 1, shooting).probability(h))
                .isEqualTo(Rational.of(n, 36)));
    crits.forEach(
        (c, n) ->
            assertThat(odds.criticalHits(edge, range, 1, shooting).probability(c))
                .isEqualTo(Rational.of(n, 36)));
  }
}
