package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.GroundTest.BOARD;
import static io.github.dogfight.cy6.GroundTest.FIGHTER;
import static io.github.dogfight.cy6.GroundTest.flyStraight;
import static io.github.dogfight.cy6.GroundTest.narration;
import static io.github.dogfight.cy6.GroundTest.plane;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.game.Game;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * "AA Misdirection= if double "1" or double "2" rolled to-hit, fire is directed at closest friendly
 * aircraft within range of AA Battery", for heavy AA, whose fire is a burst ("Blast affects all
 * aircraft in Target Hex and one hex adjacent to Target Hex"): a caught aircraft's double 1 or 2
 * turns that to-hit on the battery's own side's aircraft closest to the battery within its reach at
 * the burst's CAB, which rolls to-hit afresh.
 *
 * <p>The heavy battery aims at Red 1 at Low (TAL 4, after flying one hex north); Blue Low flies at
 * Low too, Blue High at High.
 */
class HeavyAaMisdirectionTest {
  private static final Battery HEAVY =
      new Battery("Heavy", "Blue", AntiAircraft.HEAVY, Board.at(2, 28));

  private static Game<Cy6State, Cy6Command> aimed(Cy6Rules rules, List<Plane> blue, int... dice) {
    List<Plane> planes = new java.util.ArrayList<>(blue);
    planes.add(0, plane("Red 1", "Red", FIGHTER, 10, 20, 4));
    Cy6State s = rules.start(List.of("Blue", "Red"), BOARD, planes, Ground.none().with(HEAVY), 1);
    Game<Cy6State, Cy6Command> g = flyStraight(Game.start(rules, s));
    ScriptedDice script = ScriptedDice.of(dice);
    g = g.play(Cy6Command.Flak.at("Heavy", "Red 1"), script);
    script.assertFullyUsed();
    return g;
  }

  private static String burst(Game<Cy6State, Cy6Command> g) {
    return narration(g).stream().filter(n -> n.contains("aimed burst")).findFirst().orElseThrow();
  }

  /**
   * 1 + 1 is misdirected at Blue Low; its fresh to-hit 6 + 6 is "12* (1 hex blast)" on a fighter, a
   * near miss: 1d20 showing 5, R2 5+, robustness 6 + 5.
   */
  @Test
  void aDoubleOneInABurstFallsOnTheClosestFriendlyAircraftAtThatCab() {
    Game<Cy6State, Cy6Command> g =
        aimed(
            GroundTest.RULES,
            List.of(plane("Blue Low", "Blue", FIGHTER, 4, 27, 3)),
            1,
            1,
            6,
            6,
            5,
            6,
            5);
    assertThat(burst(g))
        .endsWith(
            ", Low, catches Red 1: misdirected at Blue Low: near miss, firepower 5, robustness 5+:"
                + " damage prevented");
  }

  /** A friendly aircraft at another CAB is not where the burst's shells go: 2 + 2 misses. */
  @Test
  void aFriendAtAnotherCabIsOutOfTheBurstsReach() {
    Game<Cy6State, Cy6Command> g =
        aimed(GroundTest.RULES, List.of(plane("Blue High", "Blue", FIGHTER, 3, 27, 9)), 2, 2);
    assertThat(burst(g))
        .endsWith(", Low, catches Red 1: misdirected, no friendly aircraft in reach: miss");
  }

  /** The other reading ({@link DamageReadings#withHeavyAaMisdirects}): a burst's 1 + 1 misses. */
  @Test
  void readAsAMissABurstsDoublesDoNothing() {
    Cy6Rules rules =
        new Cy6Rules(
            Cy6Config.defaults()
                .withDamageReadings(DamageReadings.standard().withHeavyAaMisdirects(false)));
    Game<Cy6State, Cy6Command> g =
        aimed(rules, List.of(plane("Blue Low", "Blue", FIGHTER, 4, 27, 3)), 1, 1);
    assertThat(burst(g)).endsWith(", Low, catches Red 1: miss");
    assertThat(g.state().get("Blue Low").condition()).isEqualTo(AircraftCondition.INTACT);
  }
}
