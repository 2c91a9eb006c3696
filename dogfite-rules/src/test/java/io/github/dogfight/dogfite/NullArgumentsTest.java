package io.github.dogfight.dogfite;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.Lookahead;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.view.Audience;
import io.github.dogfight.core.view.View;
import io.github.dogfight.testkit.NullArguments;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** API misuse: a {@code null} argument anywhere in the public API is refused, naming it. */
class NullArgumentsTest {
  @Test
  void everyPublicMethodRejectsNull() {
    DogfiteRules rules = new DogfiteRules();
    DogfiteState state = rules.sampleEngagement(1);
    Game<DogfiteState, DogfiteCommand> game = Game.start(rules, state);
    VerticalPlan plan =
        new VerticalPlan(VerticalMove.LEVEL, Altitude.at(1), 0, 0, 0, OptionalInt.empty());
    BetRequest bet = BetRequest.of(1, 0);
    Map<Class<?>, Object> more =
        Map.of(
            Step.class,
            new Step.Straight(),
            VerticalPlan.class,
            plan,
            MoveState.class,
            MoveState.begun(plan, 3, 3),
            BetRequest.class,
            bet,
            HitsRoll.class,
            new HitsRoll(1, 1, 0, List.of()),
            Pilot.class,
            state.planes().get(0).pilot(),
            Placement.class,
            state.planes().get(0).placement(),
            DamageTrack.class,
            DamageTrack.STANDARD,
            Condition.class,
            Condition.SOUND,
            Burst.class,
            Burst.of(1));
    Map<Class<?>, Object> defaults = new java.util.HashMap<>(more);
    defaults.putAll(
        Map.of(
            DogfiteRules.class,
            rules,
            DogfiteState.class,
            state,
            DogfiteTables.class,
            rules.tables(),
            Plane.class,
            state.planes().get(0),
            AircraftType.class,
            state.planes().get(0).type(),
            View.class,
            game.viewFor("Camel"),
            DogfiteCommand.class,
            new DogfiteCommand.EnterSpin("Camel")));
    defaults.put(
        BetOutcome.class,
        new BetOutcome(
            bet,
            7,
            0,
            true,
            OptionalInt.of(1),
            1,
            false,
            0,
            0,
            0,
            Optional.empty(),
            OptionalInt.empty(),
            List.of()));
    defaults.put(Pending.class, state.pending());
    defaults.put(Audience.class, Audience.referee());
    defaults.put(DogfiteReadings.class, DogfiteReadings.standard());
    defaults.put(Lookahead.class, Lookahead.of(rules).withWorkLimit(1));
    defaults.put(
        Pending.FailedStep.class,
        new Pending.FailedStep(
            new Step.Straight(),
            0,
            0,
            0,
            false,
            1,
            3,
            (BetOutcome) defaults.get(BetOutcome.class),
            List.of()));
    NullArguments.assertRejected(
        NullArguments.publicClasses("io.github.dogfight.dogfite", DogfiteRules.class),
        defaults,
        List.of(rules, state, rules.odds(), rules.tables(), state.planes().get(0)));
  }
}
