package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.Fixtures.RULES;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.event.PlaneDown;
import io.github.dogfight.dogfite.event.TurnEnded;
import io.github.dogfight.testkit.Scripted;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Engine trouble at the end of the turn (rules 000, ENGINE CRITICAL HITS): a burning aircraft takes
 * 1d6 boxes of fire damage; a smoking one rolls 1d6, a 1 setting it on fire.
 */
class EngineTroubleTest {
  /**
   * The Camel in {@code condition} with {@code damage}, far from the Albatros, at its speed roll.
   */
  private static Game<DogfiteState, DogfiteCommand> atSpeedRoll(
      Condition condition, DamageTrack damage) {
    Plane camel =
        Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 2, 5)
            .withCondition(condition)
            .withDamage(damage);
    Plane albatros = Fixtures.albatros(HexPosition.edge(new Hex(0, 12), Facing.S), 2, 5);
    Game<DogfiteState, DogfiteCommand> g = Fixtures.start(camel, albatros);
    for (int i = 0; i < 200; i++) {
      if (g.state().pending() instanceof Pending.SpeedRolling s && s.plane().equals("Camel")) {
        return g;
      }
      g = g.play(RULES.defaultBot());
    }
    throw new AssertionError("the Camel never reached its speed roll");
  }

  private static TurnEnded turnEnded(Game<DogfiteState, DogfiteCommand> g) {
    List<TurnEnded> ended = g.log().ofType(TurnEnded.class);
    return ended.stream().filter(e -> e.plane().equals("Camel")).reduce((a, b) -> b).orElseThrow();
  }

  @Test
  void aBurningAircraftTakesFireDamage() {
    DamageTrack track = DamageTrack.STANDARD;
    Game<DogfiteState, DogfiteCommand> g = atSpeedRoll(Condition.SOUND.fire(), track);
    g = Scripted.play(g, new DogfiteCommand.ChooseSpeedRoll("Camel", SpeedRoll.NONE), 4);
    assertThat(g.state().plane("Camel").damage()).isEqualTo(track.burn(4));
    assertThat(turnEnded(g).note()).isEqualTo("it burns");
    assertThat(g.state().plane("Camel").out()).isFalse();
  }

  @Test
  void fireThatFillsTheLastBoxesBurnsTheAircraftUp() {
    DamageTrack nearlyBurnt = DamageTrack.STANDARD.burn(DamageTrack.STANDARD.boxes() - 2);
    Game<DogfiteState, DogfiteCommand> g = atSpeedRoll(Condition.SOUND.fire(), nearlyBurnt);
    g = Scripted.play(g, new DogfiteCommand.ChooseSpeedRoll("Camel", SpeedRoll.NONE), 2);
    assertThat(g.state().plane("Camel").out()).isTrue();
    assertThat(turnEnded(g).note()).isEqualTo("it burns, it burns up");
    PlaneDown down = g.log().ofType(PlaneDown.class).get(0);
    assertThat(down.phase()).isEqualTo("End of turn");
    assertThat(down.reason()).isEqualTo("it burns, it burns up");
  }

  @Test
  void aSmokingEngineCatchesFireOnAOne() {
    Game<DogfiteState, DogfiteCommand> g =
        atSpeedRoll(Condition.SOUND.smoke(), DamageTrack.STANDARD);
    Game<DogfiteState, DogfiteCommand> fire =
        Scripted.play(g, new DogfiteCommand.ChooseSpeedRoll("Camel", SpeedRoll.NONE), 1);
    assertThat(fire.state().plane("Camel").condition().onFire()).isTrue();
    assertThat(turnEnded(fire).note()).isEqualTo("the engine catches fire");
    Game<DogfiteState, DogfiteCommand> smoke =
        Scripted.play(g, new DogfiteCommand.ChooseSpeedRoll("Camel", SpeedRoll.NONE), 2);
    assertThat(smoke.state().plane("Camel").condition().onFire()).isFalse();
    assertThat(smoke.state().plane("Camel").condition().smoking()).isTrue();
    assertThat(turnEnded(smoke).note()).isEmpty();
  }
}
