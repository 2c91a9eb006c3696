package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.Fixtures.RULES;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The public values' accessors and checks, at their limits. */
class ApiValuesTest {
  @Test
  void tablesAreReachableByNameAndAsAList() {
    DogfiteTables t = DogfiteTables.standard();
    assertThat(
            List.of(
                t.maneuvers(),
                t.climbDive(),
                t.betLevels(),
                t.betFailure(),
                t.stressTable(),
                t.stallTable(),
                t.initiativeTable(),
                t.movementPointTable(),
                t.speedRollTable(),
                t.criticalTable(),
                t.shootingTable(),
                t.engineTable()))
        .isEqualTo(t.all());
    assertThat(t).isEqualTo(DogfiteTables.standard()).hasSameHashCodeAs(DogfiteTables.standard());
    assertThat(t.toString()).contains(t.stallTable().name());
    // The first table and the last can each be replaced.
    assertThat(t.with(t.maneuvers()).maneuvers()).isEqualTo(t.maneuvers());
    assertThat(t.with(t.engineTable().citing(new io.github.dogfight.core.table.Citation("x", "y"))))
        .isNotEqualTo(t);
  }

  @Test
  void aircraftTypesAreCheckedAtTheirLimits() {
    assertThat(new AircraftType("One", 0, 1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1).guns()).isEqualTo(1);
    assertThat(new AircraftType("Two", 0, 2, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1).guns()).isEqualTo(2);
    assertThatThrownBy(() -> new AircraftType("None", 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 1, 1))
        .hasMessage("None: guns must be 1 or 2, was 0");
    assertThatThrownBy(() -> new AircraftType("Neg", 0, 1, 0, 0, 0, 0, 0, -1, 2, 3, 1, 1))
        .hasMessage("Neg: speeds must satisfy 0 <= min < max, were -1 and 2");
    assertThatThrownBy(() -> new AircraftType("Flat", 0, 1, 0, 0, 0, 0, 0, 2, 2, 3, 1, 1))
        .hasMessage("Flat: speeds must satisfy 0 <= min < max, were 2 and 2");
    assertThatThrownBy(() -> new AircraftType("Slow", 0, 1, 0, 0, 0, 0, 0, 1, 3, 2, 1, 1))
        .hasMessage("Slow: max dive speed 2 is below max speed 3");
    assertThatThrownBy(() -> new AircraftType("Bare", 0, 1, 0, 0, 0, 0, 0, 1, 2, 3, 0, 1))
        .hasMessage("Bare: damage needs at least one set of one box");
    assertThatThrownBy(() -> new AircraftType("Bare", 0, 1, 0, 0, 0, 0, 0, 1, 2, 3, 1, 0))
        .hasMessage("Bare: damage needs at least one set of one box");
  }

  @Test
  void woundsLowerEverySkillOfThePilot() {
    Plane camel = Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 2, 5);
    Plane wounded = camel.withCondition(new Condition(0, 0, -2, false, false, false, false));
    assertThat(wounded.shooting()).isEqualTo(camel.pilot().shooting() - 2);
    assertThat(wounded.experience()).isEqualTo(camel.pilot().experience() - 2);
    assertThat(camel.withSpeed(3).speed()).isEqualTo(3);
  }

  @Test
  void theStateNamesWhoIsAwaitedWhoDeclaredAndTheMove() {
    Game<DogfiteState, DogfiteCommand> g =
        Fixtures.start(
            Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 2, 5),
            Fixtures.albatros(HexPosition.edge(new Hex(0, -4), Facing.S), 2, 6));
    assertThat(g.state().awaiting()).contains("Camel");
    assertThat(g.state().move()).isEmpty();
    g = g.play(new DogfiteCommand.ChooseTarget("Camel", java.util.Optional.of("Albatros")));
    assertThat(g.state().declared()).containsEntry("Camel", "Albatros");
    g =
        Fixtures.declare(
            Fixtures.start(g.state().planes().toArray(Plane[]::new)), List.of("", ""), 5, 6);
    String mover = g.state().awaiting().orElseThrow();
    g =
        io.github.dogfight.testkit.Scripted.play(
            g, new DogfiteCommand.BeginMove(mover, VerticalMove.LEVEL), 3);
    assertThat(g.state().move()).isPresent();
    DogfiteState s = g.state();
    assertThat(s.withMaxTurns(s.turn()).maxTurns()).isEqualTo(s.turn());
    assertThatThrownBy(() -> s.withMaxTurns(s.turn() - 1))
        .hasMessage("maxTurns must be at least the current turn 1, was 0");
    assertThat(RULES.awaits(s, mover)).isTrue();
  }

  @Test
  void aSpinRecoveryDiveAddsItsPointsToTheTurnsSpeed() {
    TurnLog dived = TurnLog.EMPTY.withDive(2);
    assertThat(dived.speedChanges()).isEqualTo(2);
    assertThat(dived.divePoints()).isEqualTo(2);
    assertThat(dived.withDive(1).speedChanges()).isEqualTo(3);
    assertThat(dived.withDive(1).divePoints()).isEqualTo(1);
  }
}
