package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.RuleViolation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The refusals of {@link Cy6Rules#apply} itself, the rule set's entry point (a {@link Game} refuses
 * a command out of turn before it reaches the rules): "Play Sequence (B)", rules 002, takes each
 * step's commands from the aircraft or batteries it waits for, nothing once the engagement is over,
 * and a refusal names no enemy aircraft the commanding side has not spotted (a view "names nothing
 * it may not know").
 */
class EngineRefusalsTest {
  private static final Cy6Rules RULES = new Cy6Rules();

  private static RuleViolation refusal(Cy6Rules rules, Cy6State s, Cy6Command c) {
    Cy6State before = s;
    RuleViolation v =
        catchThrowableOfType(RuleViolation.class, () -> rules.apply(s, c, Roller.from(s.dice())));
    assertThat(v).as("%s is refused", c.describe()).isNotNull();
    assertThat(s).isEqualTo(before);
    return v;
  }

  /** The sample engagement played by its bot until {@code step} is pending. */
  private static Game<Cy6State, Cy6Command> until(Cy6Rules rules, Cy6State.Step step) {
    Game<Cy6State, Cy6Command> g = Game.start(rules, rules.sampleEngagement(1));
    while (g.state().step() != step) {
      g = g.play(rules.defaultBot());
    }
    return g;
  }

  /**
   * A battery or an aircraft the step does not wait for is refused by the field it gives its
   * command as, and told whom the step waits for.
   */
  @Test
  void aBatteryOrAnAircraftNotAwaitedIsRefusedAsSuch() {
    Cy6State s = until(RULES, Cy6State.Step.PLOTTING).state();
    assertThat(s.waiting()).doesNotContain("Flak 88", "Jug");
    RuleViolation battery = refusal(RULES, s, Cy6Command.Flak.hold("Flak 88"));
    assertThat(battery.field()).isEqualTo("battery");
    assertThat(battery.value()).isEqualTo("Flak 88");
    assertThat(battery)
        .hasMessageEndingWith(
            "the move plotting step waits for " + s.waiting() + ", not for Flak 88");
    // a wingman in formation plots nothing: its leader's plot moves it
    RuleViolation wingman = refusal(RULES, s, new Cy6Command.Plot("Jug", Maneuver.LEVEL, "F31"));
    assertThat(wingman.field()).isEqualTo("aircraft");
    assertThat(wingman.value()).isEqualTo("Jug");
  }

  /** An engagement that is over takes no command, not even from an aircraft still flying. */
  @Test
  void anEngagementOverTakesNothing() {
    Game<Cy6State, Cy6Command> g = Game.start(RULES, RULES.sampleEngagement(1));
    while (!g.isOver()) {
      g = g.play(RULES.defaultBot());
    }
    Cy6State over = g.state();
    for (Plane p : over.planes()) {
      RuleViolation v = refusal(RULES, over, Cy6Command.Fire.hold(p.id()));
      assertThat(v).hasMessageContaining("the engagement is over");
    }
  }

  /**
   * With the spotting segment, a refusal names of those awaited only the batteries, the commanding
   * side's own aircraft and the enemies it has spotted; a name that is no aircraft or battery is
   * told of the spotted aircraft only. Checked in every state of a bot-played sample engagement,
   * for every aircraft not awaited and for an unknown name.
   */
  @Test
  void withSpottingARefusalNamesOnlyWhatTheSideMayKnow() {
    Cy6Rules rules = RULES.withActivation(Cy6Rules.MOVE_GROUPS + Cy6Rules.WITH_SPOTTING);
    Game<Cy6State, Cy6Command> g = Game.start(rules, rules.sampleEngagement(1));
    int checked = 0;
    int hidden = 0;
    while (!g.isOver()) {
      Cy6State s = g.state();
      List<String> actors = new ArrayList<>();
      for (Plane p : s.flying()) {
        if (!s.waiting().contains(p.id())) {
          actors.add(p.id());
        }
      }
      actors.add("Nobody");
      for (String actor : actors) {
        Optional<String> side = s.plane(actor).map(Plane::side);
        List<String> named = new ArrayList<>();
        for (String w : s.waiting()) {
          Optional<Plane> p = s.plane(w);
          boolean known =
              p.isEmpty()
                  || (side.isPresent() && p.get().side().equals(side.get()))
                  || s.spotted().contains(w);
          if (known) {
            named.add(w);
          } else {
            hidden++;
          }
        }
        RuleViolation v = refusal(rules, s, Cy6Command.Fire.hold(actor));
        assertThat(v)
            .hasMessageEndingWith(
                "the " + s.phase() + " step waits for " + named + ", not for " + actor);
        checked++;
      }
      g = g.play(rules.defaultBot());
    }
    assertThat(checked).isPositive();
    assertThat(hidden).as("refusals that left an unspotted enemy out").isPositive();
  }
}
