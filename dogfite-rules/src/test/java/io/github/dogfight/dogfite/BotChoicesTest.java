package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.Fixtures.RULES;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The default bot's documented choices at their thresholds: the nearest enemy as target, climbing
 * or diving toward its target only with speed to spare, and its speed roll.
 */
class BotChoicesTest {
  private static DogfiteCommand choice(Game<DogfiteState, DogfiteCommand> g, String plane) {
    return RULES.defaultBot().choose(g.viewFor(plane), g.legalCommands(plane));
  }

  /** The Camel (speeds 2 / 7 / 10) targeting the Albatros six hexes north at {@code level}. */
  private static Game<DogfiteState, DogfiteCommand> camelAtStart(int speed, int targetLevel) {
    Game<DogfiteState, DogfiteCommand> g =
        Fixtures.start(
            Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 3, speed),
            Fixtures.albatros(HexPosition.edge(new Hex(0, -6), Facing.S), targetLevel, 5));
    g = Fixtures.declare(g, List.of("Albatros", ""), 5, 6);
    while (!(g.state().pending() instanceof Pending.StartMove m && m.plane().equals("Camel"))) {
      g = g.play(RULES.defaultBot());
    }
    return g;
  }

  private static VerticalMove begins(Game<DogfiteState, DogfiteCommand> g) {
    return ((DogfiteCommand.BeginMove) choice(g, "Camel")).vertical();
  }

  @Test
  void theNearestEnemyIsTheTargetTiesToTheFirstName() {
    Game<DogfiteState, DogfiteCommand> g =
        Fixtures.start(
            Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 3, 5),
            Fixtures.albatros(HexPosition.edge(new Hex(0, -6), Facing.S), 3, 5),
            Fixtures.plane("Jasta 11", "Albatros D.III", "Aaron", 0, new Hex(0, 4), Facing.N));
    assertThat(choice(g, "Camel"))
        .isEqualTo(new DogfiteCommand.ChooseTarget("Camel", Optional.of("Aaron")));
    Game<DogfiteState, DogfiteCommand> tie =
        Fixtures.start(
            Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 3, 5),
            Fixtures.albatros(HexPosition.edge(new Hex(0, -4), Facing.S), 3, 5),
            Fixtures.plane("Jasta 11", "Albatros D.III", "Aaron", 0, new Hex(0, 4), Facing.N));
    assertThat(choice(tie, "Camel"))
        .isEqualTo(new DogfiteCommand.ChooseTarget("Camel", Optional.of("Aaron")));
  }

  @Test
  void itClimbsTowardAHigherTargetOnlyWithSpeedToSpare() {
    // Climbing costs speed: the bot climbs when speed - 3 is above minimum + 1 (2 + 1).
    assertThat(begins(camelAtStart(7, 5))).isEqualTo(VerticalMove.CLIMB);
    assertThat(begins(camelAtStart(6, 5))).isEqualTo(VerticalMove.LEVEL);
    assertThat(begins(camelAtStart(7, 3))).isEqualTo(VerticalMove.LEVEL);
  }

  @Test
  void itDivesTowardALowerTargetOnlyBelowItsMaximumDiveSpeed() {
    // Diving gains speed: the bot dives when speed + 3 stays below the maximum dive speed 10.
    assertThat(begins(camelAtStart(6, 1))).isEqualTo(VerticalMove.DIVE);
    assertThat(begins(camelAtStart(7, 1))).isEqualTo(VerticalMove.LEVEL);
  }

  /** The bot's speed roll for a Camel that flew level at {@code speed} with no target. */
  private static SpeedRoll speedRoll(int speed) {
    Game<DogfiteState, DogfiteCommand> g =
        Fixtures.start(
            Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 3, speed),
            Fixtures.albatros(HexPosition.edge(new Hex(0, 12), Facing.S), 3, 5));
    g = Fixtures.declare(g, List.of("", ""), 5, 6);
    while (!(g.state().pending() instanceof Pending.SpeedRolling r && r.plane().equals("Camel"))) {
      g = g.play(RULES.defaultBot());
    }
    assertThat(g.state().plane("Camel").speed()).isEqualTo(speed);
    return ((DogfiteCommand.ChooseSpeedRoll) choice(g, "Camel")).roll();
  }

  @Test
  void itPowersWhenSlowDragsAtItsDiveLimitAndOtherwiseHolds() {
    // Camel: minimum 2, maximum 7, maximum dive 10. Power at or below minimum + 2, or below
    // maximum - 1; drag at the maximum dive speed; otherwise no roll.
    assertThat(speedRoll(4)).isEqualTo(SpeedRoll.POWER);
    assertThat(speedRoll(5)).isEqualTo(SpeedRoll.POWER);
    assertThat(speedRoll(6)).isEqualTo(SpeedRoll.NONE);
    assertThat(speedRoll(9)).isEqualTo(SpeedRoll.NONE);
    assertThat(speedRoll(10)).isEqualTo(SpeedRoll.DRAG);
  }
}
