package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.Cy6RulesTest.BOARD;
import static io.github.dogfight.cy6.Cy6RulesTest.EXAMPLE;
import static io.github.dogfight.cy6.Cy6RulesTest.RULES;
import static io.github.dogfight.cy6.Cy6RulesTest.at;
import static io.github.dogfight.cy6.Cy6RulesTest.narration;
import static io.github.dogfight.cy6.Cy6RulesTest.plane;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A lucky hit's effects on other aircraft in play, with scripted dice.
 *
 * <p>Blue 1 and Red 1 fly head-on to range 3 at TAL 6; Red 2 flies behind Red 1's tail as Red 1
 * flies on. Blue 1's to-hit 6 + 5 hits; firepower 3 + 3 + 3 + 3 = 12 against R2 8+ (Short range,
 * one column right); the robustness roll and the lucky hit vary by test. Red 1 and Red 2 hold fire.
 */
class LuckyEffectsInPlayTest {
  private static final int[] HIT_12 = {6, 5, 3, 3, 3, 3};

  private static Game<Cy6State, Cy6Command> fire(
      Cy6Rules rules, int red2Behind, int red2Tal, int... dice) {
    Cy6State s =
        rules.start(
            List.of("Blue", "Red"),
            BOARD,
            List.of(
                plane("Blue 1", "Blue", EXAMPLE, Skill.GREEN, at(0, 3, Facing.N), 6, 1, null),
                plane("Red 1", "Red", EXAMPLE, Skill.GREEN, at(0, -2, Facing.S), 6, 1, null),
                plane(
                    "Red 2",
                    "Red",
                    EXAMPLE,
                    Skill.GREEN,
                    at(0, -2 - red2Behind, Facing.S),
                    red2Tal,
                    1,
                    null)),
            1);
    Game<Cy6State, Cy6Command> g = Game.start(rules, s);
    for (String id : List.of("Blue 1", "Red 1", "Red 2")) {
      g = g.play(new Cy6Command.Plot(id, Maneuver.LEVEL, "F11"));
    }
    for (String red : List.of("Red 1", "Red 2")) {
      if (g.state().waiting().contains(red)) {
        g = g.play(Cy6Command.Fire.hold(red));
      }
    }
    int[] all = new int[HIT_12.length + dice.length];
    System.arraycopy(HIT_12, 0, all, 0, HIT_12.length);
    System.arraycopy(dice, 0, all, HIT_12.length, dice.length);
    ScriptedDice script = ScriptedDice.of(all);
    g = g.play(Cy6Command.Fire.at("Blue 1", "Red 1"), script);
    script.assertFullyUsed();
    return g;
  }

  private static List<String> debris(int red2Behind, int red2Tal) {
    // robustness 3 + 3 = 6: engine damage and, as doubles, a lucky hit; the lucky hit 4 + 4 = 8
    // ("Engine Problems + *D + *H ..."); 3 + 3 for its heroic crew check; the debris: two HMG
    // dice 2 + 2 = 4 and the robustness roll 1 + 3 (no doubles: no lucky hit) when it finds
    // someone
    boolean found =
        red2Behind <= 3 && red2Tal <= 6 && red2Tal >= 5; // the aircraft the debris can reach
    Game<Cy6State, Cy6Command> g =
        found
            ? fire(RULES, red2Behind, red2Tal, 3, 3, 4, 4, 3, 3, 2, 2, 1, 3)
            : fire(RULES, red2Behind, red2Tal, 3, 3, 4, 4, 3, 3);
    return narration(g).stream().filter(n -> n.startsWith("debris")).toList();
  }

  /**
   * "*D = Debris - The nearest aircraft within 3 hexes (if any) in the target's tail arc and at the
   * same TAL or 1 TAL lower immediately suffers a hit with firepower of 2d6 (as if from HMG fire)":
   * two HMG dice, d6(-) each, 2 + 2 = 4 against R2's 5+; the robustness roll 1 + 3 is 1 lower,
   * even: engine damage.
   */
  @ParameterizedTest(name = "Red 2 {0} behind at TAL {1}: {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "1 | 6 | debris from Red 1 hits Red 2 as HMG fire: firepower 4, robustness 5+: engine damage",
        "3 | 6 | debris from Red 1 hits Red 2 as HMG fire: firepower 4, robustness 5+: engine damage",
        "1 | 5 | debris from Red 1 hits Red 2 as HMG fire: firepower 4, robustness 5+: engine damage",
        "4 | 6 | debris from Red 1 hits no one",
        "1 | 4 | debris from Red 1 hits no one",
        "1 | 7 | debris from Red 1 hits no one",
      })
  void debrisHitsTheNearestAircraftInTheTailArcAtTheSameTalOrOneLower(
      int behind, int tal, String words) {
    assertThat(debris(behind, tal)).containsExactly(words);
  }

  /**
   * "Lucky Hit: if doubles rolled for robustness", read literally: the robustness roll 1 + 1 is 6
   * below 8+, "LMG- 5+ lower than "n" factor aircraft destroyed", and as doubles it is a lucky hit
   * too. Red 1 is destroyed, its lucky hit 4 + 4 ("8: Engine Problems + *D + *H") rolls no heroic
   * check for a crew going down, but its debris still reaches Red 2 (2 + 2, then 1 + 3).
   */
  @Test
  void aDoublesRollThatDestroysStillGivesALuckyHitWhoseEffectsReachOthers() {
    Game<Cy6State, Cy6Command> g = fire(RULES, 1, 6, 1, 1, 4, 4, 2, 2, 1, 3);
    assertThat(narration(g))
        .contains(
            "Blue 1 fires at Red 1 (range 3, 4xLMG, deflection -2, needs 9 or more): hit, firepower 12, robustness"
                + " 8+: critical failure, destroyed; lucky hit 8: Engine Problems + *D + *H -"
                + " Aircraft may only move at half speed (round down) for remainder of mission",
            "Red 1 is destroyed: the robustness roll critically failed",
            "debris from Red 1 hits Red 2 as HMG fire: firepower 4, robustness 5+: engine damage");
    assertThat(g.state().get("Red 2").condition().engineDamaged()).isTrue();
  }

  /** The other reading: no lucky hit for an aircraft the same roll destroyed, so no debris. */
  @Test
  void withoutALuckyHitWhenDestroyedTheDebrisNeverFlies() {
    Cy6Rules old =
        new Cy6Rules(
            Cy6Config.defaults()
                .withDamageReadings(DamageReadings.standard().withLuckyHitWhenDestroyed(false)));
    Game<Cy6State, Cy6Command> g = fire(old, 1, 6, 1, 1);
    assertThat(narration(g))
        .contains(
            "Blue 1 fires at Red 1 (range 3, 4xLMG, deflection -2, needs 9 or more): hit, firepower 12, robustness"
                + " 8+: critical failure, destroyed")
        .noneMatch(n -> n.contains("lucky hit") || n.startsWith("debris"));
    assertThat(g.state().get("Red 2").condition()).isEqualTo(AircraftCondition.INTACT);
  }

  /**
   * "2: Pilot Killed + *C - Plane Crashes"; "*C = Possible Collision - Choose a random aircraft
   * within 1 hex of the target aircraft; roll for collision as per collision rules but Lucky Hit
   * aircraft does not attempt to evade." The robustness roll 4 + 4 prevents damage, but as doubles
   * the lucky hit 1 + 1 kills Red 1's pilot; going down it may hit Red 2, one hex behind at its
   * TAL, which fails its evading check (1 + 1): Red 2 is destroyed too.
   */
  @Test
  void aCrashingAircraftCollidesWithTheAircraftNextToIt() {
    Game<Cy6State, Cy6Command> g = fire(RULES, 1, 6, 4, 4, 1, 1, 1, 1);
    assertThat(narration(g))
        .contains(
            "Red 1 is destroyed: Pilot Killed",
            "Red 1, going down, and Red 2 collide: Red 2 is destroyed");
    assertThat(g.state().get("Red 2").condition().destroyed())
        .hasValue("a mid-air collision with Red 1");
    // passing it (5 + 2), Red 2 flies on
    Game<Cy6State, Cy6Command> miss = fire(RULES, 1, 6, 4, 4, 1, 1, 5, 2);
    assertThat(narration(miss)).contains("Red 1, going down, and Red 2 miss each other");
    assertThat(miss.state().get("Red 2").flying()).isTrue();
  }
}
