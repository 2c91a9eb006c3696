package io.github.dogfight.wildblue;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.view.View;
import io.github.dogfight.testkit.NullArguments;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** API misuse: a {@code null} argument anywhere in the public API is refused, naming it. */
class NullArgumentsTest {
  @Test
  void everyPublicMethodRejectsNull() {
    WildBlueRules rules = new WildBlueRules();
    WildBlueState state = rules.sampleEngagement(1);
    Game<WildBlueState, WildBlueCommand> game = Game.start(rules, state);
    Plane plane = state.planes().get(0);
    Map<Class<?>, Object> defaults = new HashMap<>();
    defaults.put(WildBlueRules.class, rules);
    defaults.put(WildBlueState.class, state);
    defaults.put(WildBlueConfig.class, rules.config());
    defaults.put(Plane.class, plane);
    defaults.put(PlaneType.class, plane.type());
    defaults.put(Airman.class, plane.pilot());
    defaults.put(Gun.class, plane.type().guns().get(0));
    defaults.put(View.class, game.viewFor(plane.name()));
    defaults.put(WildBlueCommand.class, new WildBlueCommand.EndAction(plane.name()));
    NullArguments.assertRejected(
        NullArguments.publicClasses("io.github.dogfight.wildblue", WildBlueRules.class),
        defaults,
        List.of(rules, state, plane, rules.odds(), rules.config()));
  }
}
