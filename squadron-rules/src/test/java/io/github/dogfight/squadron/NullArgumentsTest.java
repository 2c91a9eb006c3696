package io.github.dogfight.squadron;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.view.View;
import io.github.dogfight.testkit.NullArguments;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** API misuse: a {@code null} argument anywhere in the public API is refused, naming it. */
class NullArgumentsTest {
  @Test
  void everyPublicMethodRejectsNull() {
    SquadronRules rules = new SquadronRules();
    SquadronState state = rules.sampleEngagement(1);
    Game<SquadronState, SquadronCommand> game = Game.start(rules, state);
    NullArguments.assertRejected(
        NullArguments.publicClasses("io.github.dogfight.squadron", SquadronRules.class),
        Map.of(
            SquadronRules.class,
            rules,
            SquadronState.class,
            state,
            SquadronConfig.class,
            rules.config(),
            Squadron.class,
            state.white(),
            AircraftType.class,
            state.white().aircraft().get(0).type(),
            View.class,
            game.viewFor("WHITE"),
            SquadronCommand.class,
            new SquadronCommand.DeclareManeuver(Side.WHITE, Maneuver.ATTACK)),
        List.of(rules, state, rules.odds(), game.viewFor("WHITE")));
  }

  @Test
  @SuppressWarnings("NullAway")
  void theMessageNamesTheArgument() {
    assertThatThrownBy(() -> new SquadronCommand.DeclareManeuver(null, Maneuver.ATTACK))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("side");
    SquadronRules rules = new SquadronRules();
    assertThatThrownBy(() -> rules.sideOf(rules.sampleEngagement(1), null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("actor");
  }
}
