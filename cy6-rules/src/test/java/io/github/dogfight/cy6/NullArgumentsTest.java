package io.github.dogfight.cy6;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.view.Audience;
import io.github.dogfight.core.view.View;
import io.github.dogfight.testkit.NullArguments;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** API misuse: a {@code null} argument anywhere in the public API is refused, naming it. */
class NullArgumentsTest {
  @Test
  void everyPublicMethodRejectsNull() {
    Cy6Rules rules = new Cy6Rules();
    Cy6State state = rules.sampleEngagement(1);
    Game<Cy6State, Cy6Command> game = Game.start(rules, state);
    Plane plane = state.planes().get(0);
    Map<Class<?>, Object> defaults = new HashMap<>();
    defaults.put(Cy6Rules.class, rules);
    defaults.put(Cy6State.class, state);
    defaults.put(Cy6Config.class, rules.config());
    defaults.put(Cy6Tables.class, rules.config().tables());
    defaults.put(Plane.class, plane);
    defaults.put(AircraftType.class, plane.type());
    defaults.put(Position.class, plane.position());
    defaults.put(Board.class, state.board());
    defaults.put(Ground.class, state.ground());
    defaults.put(View.class, game.viewFor(plane.id()));
    defaults.put(Audience.class, Audience.referee());
    defaults.put(Cy6Command.class, Cy6Command.Fire.hold(plane.id()));
    defaults.put(AaBattery.AaToHit.class, new AaBattery.AaToHit(9, 10, OptionalInt.of(11), false));
    defaults.put(Cy6Config.VictoryPoints.class, new Cy6Config.VictoryPoints(2, 1, 2));
    defaults.put(TurnCode.class, TurnCode.of("F11", "F"));
    defaults.put(MoveChart.class, MoveChart.sample());
    defaults.put(FlightReadings.class, FlightReadings.standard());
    defaults.put(DamageReadings.class, DamageReadings.standard());
    NullArguments.assertRejected(
        NullArguments.publicClasses("io.github.dogfight.cy6", Cy6Rules.class),
        defaults,
        List.of(
            rules,
            state,
            plane,
            state.board(),
            state.ground(),
            rules.config(),
            FlightReadings.standard(),
            DamageReadings.standard()));
  }
}
