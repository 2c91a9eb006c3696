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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A lucky hit's debris in play, with scripted dice: "The nearest aircraft within 3 hexes (if any)
 * in the target's tail arc and at the same TAL or 1 TAL lower immediately suffers a hit with
 * firepower of 2d6 (as if from HMG fire)".
 *
 * <p>Blue 1 and Red 1 fly head-on to range 3 at TAL 6; Red 2 flies one hex behind Red 1's tail as
 * Red 1 flies on. Blue 1's to-hit 6 + 5 hits; firepower 3 + 3 + 3 + 3 = 12 against 8+; the
 * robustness roll 3 + 3 = 6 is engine damage and, as doubles, a lucky hit; the lucky hit 4 + 4 = 8
 * ("Engine Problems + *D + *H ..."); 3 + 3 for the lucky hit's own check; the debris firepower 2 +
 * 2 = 4 and its robustness roll 2 + 2. Red 2 holds fire when it is in range.
 */
class LuckyEffectsInPlayTest {
  private static List<String> debris(int red2Behind, int red2Tal) {
    Cy6State s =
        RULES.start(
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
    Game<Cy6State, Cy6Command> g = Game.start(RULES, s);
    for (String id : List.of("Blue 1", "Red 1", "Red 2")) {
      g = g.play(new Cy6Command.Plot(id, Maneuver.LEVEL, "F11"));
    }
    for (String red : List.of("Red 1", "Red 2")) {
      if (g.state().waiting().contains(red)) {
        g = g.play(Cy6Command.Fire.hold(red));
      }
    }
    g =
        g.play(
            Cy6Command.Fire.at("Blue 1", "Red 1"),
            ScriptedDice.of(6, 5, 3, 3, 3, 3, 3, 3, 4, 4, 3, 3, 2, 2, 2, 2));
    return narration(g).stream().filter(n -> n.startsWith("debris")).toList();
  }

  @ParameterizedTest(name = "Red 2 {0} behind at TAL {1}: {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "1 | 6 | debris from Red 1 hits Red 2 with firepower 4: engine damage",
        "3 | 6 | debris from Red 1 hits Red 2 with firepower 4: engine damage",
        "1 | 5 | debris from Red 1 hits Red 2 with firepower 4: engine damage",
        "4 | 6 | debris from Red 1 hits no one",
        "1 | 4 | debris from Red 1 hits no one",
        "1 | 7 | debris from Red 1 hits no one",
      })
  void debrisHitsTheNearestAircraftInTheTailArcAtTheSameTalOrOneLower(
      int behind, int tal, String words) {
    assertThat(debris(behind, tal)).containsExactly(words);
  }
}
