package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.ctx;
import static io.github.dogfight.wildblue.Fixtures.duel;
import static io.github.dogfight.wildblue.Fixtures.edit;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.check.CheckOutcome;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.wildblue.internal.Ctx;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Going out of control (rules 001): a piloting check's critical failure; "Engine Failure" after 2
 * failed piloting checks at High altitude; 0 HP or less; the pilot knocked out. An out-of-control
 * plane "falls toward the ground, at Top speed", 3 actions a band (an assumption), and holds no
 * gained position on anyone.
 */
class ControlDetailsTest {

  /** Ace behind Hun, Hun above Ace. */
  private static WildBlueState holdingEachOther(Game<WildBlueState, WildBlueCommand> g) {
    return ((ImmutableWildBlueState) ImmutableWildBlueState.copyOf(g.state()))
        .withAdvantage(
            new Held("Ace", "Hun", AdvantageKind.BEHIND, 1),
            new Held("Hun", "Ace", AdvantageKind.ABOVE, 1));
  }

  private static List<String> narration(Ctx c) {
    return c.events.stream().map(GameEvent::narration).toList();
  }

  @Test
  void twoFailedPilotingChecksAtHighStallTheEngine() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    Plane high = edit(g, "Ace").withBand(Band.HIGH);
    Ctx c = ctx(g.state().withPlane(high), 19, 19, 2, 19);
    // 17 - 3 at High: a 19 fails, once
    CheckOutcome first = c.pilotingCheck(c.plane("Ace"), 0, "a test");
    assertThat(first.passed()).isFalse();
    assertThat(c.plane("Ace").highFailures()).isEqualTo(1);
    assertThat(c.plane("Ace").outOfControl()).isFalse();
    // twice: Engine Failure; 3 actions a band from High: 9 before the ground
    c.pilotingCheck(c.plane("Ace"), 0, "a test");
    assertThat(c.plane("Ace").outOfControl()).isTrue();
    assertThat(c.plane("Ace").fall().orElseThrow().actionsLeft()).isEqualTo(9);
    assertThat(c.plane("Ace").speed()).isEqualTo(c.plane("Ace").top());
    assertThat(narration(c))
        .contains(
            "Ace goes out of control: Engine Failure: a stall after 2 failed piloting checks at"
                + " High, falling at Top speed from "
                + Band.HIGH.words()
                + " with 9 actions before the ground");
    // a pass in between starts the count again
    Ctx again = ctx(g.state().withPlane(high), 19, 2, 19);
    again.pilotingCheck(again.plane("Ace"), 0, "a test");
    again.pilotingCheck(again.plane("Ace"), 0, "a test");
    assertThat(again.plane("Ace").highFailures()).isZero();
    again.pilotingCheck(again.plane("Ace"), 0, "a test");
    assertThat(again.plane("Ace").highFailures()).isEqualTo(1);
    assertThat(again.plane("Ace").outOfControl()).isFalse();
  }

  @Test
  void aCriticalFailureSendsThePlaneOutOfControlAndLosesItsPositions() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    WildBlueState held = holdingEachOther(g);
    Ctx c = ctx(held, 20);
    c.pilotingCheck(c.plane("Ace"), 0, "a test");
    assertThat(c.plane("Ace").outOfControl()).isTrue();
    assertThat(c.plane("Ace").fall().orElseThrow().cause())
        .isEqualTo("a critical failure on a piloting check");
    // from Low: 3 actions
    assertThat(c.plane("Ace").fall().orElseThrow().actionsLeft()).isEqualTo(3);
    assertThat(c.state.advantage()).containsExactly(new Held("Hun", "Ace", AdvantageKind.ABOVE, 1));
    // a plane already out of control does not go again
    int events = c.events.size();
    c.outOfControl("Ace", "again");
    assertThat(c.events).hasSize(events);
  }

  @Test
  void damageToZeroHpSendsThePlaneOutOfControlOnce() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    Ctx c = ctx(g.state());
    c.damagePlane("Hun", 0, "nothing");
    assertThat(c.events).isEmpty();
    c.damagePlane("Hun", 64, "a test");
    assertThat(c.plane("Hun").hp()).isEqualTo(1);
    assertThat(c.plane("Hun").outOfControl()).isFalse();
    c.damagePlane("Hun", 1, "a test");
    assertThat(c.plane("Hun").fall().orElseThrow().cause()).isEqualTo("reduced to 0 HP");
    assertThat(narration(c)).contains("Hun takes 1 damage from a test: 0 of 65 HP left");
  }

  @Test
  void aKnockedOutPilotLosesControl() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    Ctx c = ctx(g.state());
    c.damagePilot("Hun", 1);
    assertThat(c.plane("Hun").pilotConscious()).isTrue();
    assertThat(narration(c)).containsExactly("Baron von Krell, Hun's pilot, takes 1 damage");
    c.damagePilot("Hun", 100);
    assertThat(c.plane("Hun").pilotConscious()).isFalse();
    assertThat(c.plane("Hun").fall().orElseThrow().cause())
        .isEqualTo("the pilot lost consciousness");
    assertThat(narration(c))
        .contains("Baron von Krell, Hun's pilot, takes 100 damage and is knocked out");
  }

  @Test
  void aPlaneOutOfTheFightHoldsAndSuffersNoPosition() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    WildBlueState held = holdingEachOther(g);
    Ctx c = ctx(held);
    c.down("Hun", "shot down");
    assertThat(c.state.advantage()).isEmpty();
    assertThat(narration(c)).containsExactly("Hun is out of the fight: shot down");
    c.down("Hun", "again");
    assertThat(c.events).hasSize(1);
  }
}
