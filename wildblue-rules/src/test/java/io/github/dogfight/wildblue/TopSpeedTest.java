package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.duel;
import static io.github.dogfight.wildblue.Fixtures.play;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.wildblue.WildBlueCommand.EndAction;
import io.github.dogfight.wildblue.WildBlueCommand.Fire;
import io.github.dogfight.wildblue.WildBlueCommand.Fly;
import io.github.dogfight.wildblue.WildBlueCommand.Pass;
import io.github.dogfight.wildblue.WildBlueCommand.Perform;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Rules 001, "Movement": "A pilot flying at Top speed may take no other action -- controlling a
 * plane at that speed presents enough problems to a pilot." PUSH IT TO THE LIMIT: "You may fly at
 * top speed and still act". Scripted on the default host (d20 roll-under).
 */
class TopSpeedTest {
  private static final Fly TOP = new Fly("Ace", Move.TOP_SPEED);

  private static WildBlueRules rules(Reading... readings) {
    WildBlueConfig config = Fixtures.rules().config();
    for (Reading r : readings) {
      config = config.withReading(r);
    }
    return new WildBlueRules(config);
  }

  /**
   * A Bristol flown by Kent Allard (initiative 9, acting first) with Sam Trent at the rear gun (Dex
   * 6 + Firearms 8 = 14), and the Baron in a SPAD XIII (Top speed 218 kph, faster than the
   * Bristol's 198, so it is not outrun) on its tail.
   */
  private static Game<WildBlueState, WildBlueCommand> pursuedBristol(WildBlueRules rules) {
    Plane bristol =
        Fixtures.bristol()
            .pilot(Fixtures.crew("Kent Allard"))
            .gunner(Fixtures.crew("Sam Trent"))
            .build();
    Plane spad = Fixtures.hunNamed("Hun").withType(Fixtures.type("SPAD XIII"));
    WildBlueState s = rules.start(List.of(bristol, spad), List.of(), List.of(), 1);
    s =
        ((ImmutableWildBlueState) ImmutableWildBlueState.copyOf(s))
            .withAdvantage(new Held("Hun", "Bristol", AdvantageKind.BEHIND, 1));
    return Fixtures.passSplitS(Game.start(rules, s));
  }

  @Test
  @DisplayName("A pilot flying at Top speed may take no other action: not a stunt before the move")
  void aStuntBeforeTheMoveBarsTopSpeed() {
    // "A pilot flying at Top speed may take no other action". Kent Allard 17: a 2 passes the
    // Aileron Roll, an 18 fails it; either way the stunt was his action's.
    for (int roll : new int[] {2, 18}) {
      Game<WildBlueState, WildBlueCommand> rolled =
          play(duel(), Perform.of("Ace", Stunt.AILERON_ROLL), roll);
      WildBlueState before = rolled.state();
      assertThatThrownBy(() -> rolled.play(TOP))
          .isInstanceOf(RuleViolation.class)
          .hasMessageContaining("Movement")
          .hasMessageContaining("a pilot flying at Top speed may take no other action")
          .hasMessageContaining("Ace has flown Aileron Roll this action");
      assertThat(rolled.state()).isEqualTo(before);
      assertThat(rolled.legalCommands("Ace"))
          .doesNotContain(TOP)
          .contains(new Fly("Ace", Move.CRUISE));
    }
  }

  @Test
  @DisplayName("You may fly at top speed and still act: Push It To The Limit aside")
  void pushItToTheLimitLetsAStuntedPlaneFlyAtTopSpeed() {
    // PUSH IT TO THE LIMIT "You may fly at top speed and still act".
    Game<WildBlueState, WildBlueCommand> g = play(duel(), Perform.of("Ace", Stunt.AILERON_ROLL), 2);
    g = play(g, Perform.of("Ace", Stunt.PUSH_IT_TO_THE_LIMIT), 3);
    assertThat(g.legalCommands("Ace")).contains(TOP);
    g = play(g, TOP);
    assertThat(g.state().plane("Ace").speed()).isEqualTo(240);
    // A Push It To The Limit whose roll fails (17: an 18) does not: it was another action.
    Game<WildBlueState, WildBlueCommand> failed =
        play(duel(), Perform.of("Ace", Stunt.PUSH_IT_TO_THE_LIMIT), 18);
    assertThat(failed.legalCommands("Ace")).doesNotContain(TOP);
    assertThatThrownBy(() -> failed.play(TOP))
        .hasMessageContaining("Ace has flown Push It To The Limit (Limit!) this action");
  }

  @Test
  @DisplayName("A pilot flying at Top speed may take no other action: the gunner is not the pilot")
  void theGunnerMayFireAtTopSpeedUnlessTheTableHoldsHim() {
    // "A pilot flying at Top speed may take no other action -- controlling a plane at that speed
    // presents enough problems to a pilot." The seed bars the pilot; the gunner does not fly.
    Fire rear = new Fire("Bristol", "Hun", Gun.Mount.REAR, FireMode.BURST);
    Game<WildBlueState, WildBlueCommand> g = pursuedBristol(rules());
    g = play(g, new Fly("Bristol", Move.TOP_SPEED));
    assertThat(g.state().held("Hun", "Bristol", AdvantageKind.BEHIND)).isEqualTo(1);
    assertThat(g.legalCommands("Bristol"))
        .containsExactlyInAnyOrder(
            rear,
            new Fire("Bristol", "Hun", Gun.Mount.REAR, FireMode.SUSTAINED),
            new EndAction("Bristol"));
    g = play(g, rear);
    // The Baron flies The Scissors (16 - 3: a 3 passes by 10): the Bristol's pilot, at Top speed,
    // may not answer with Rolling Scissors, so the gunner's roll to hit follows at once (14: a 2).
    g = play(g, new WildBlueCommand.Scissors("Hun"), 3, 2);
    assertThat(g.log().narration())
        .contains("Bristol rolls to hit: passed by 12")
        .doesNotContain("Rolling Scissors");
    // Reading.GUNNER_HELD_AT_TOP_SPEED: the gunner is held too.
    Game<WildBlueState, WildBlueCommand> held =
        play(
            pursuedBristol(rules(Reading.GUNNER_HELD_AT_TOP_SPEED)),
            new Fly("Bristol", Move.TOP_SPEED));
    assertThat(held.legalCommands("Bristol")).containsExactly(new EndAction("Bristol"));
    assertThatThrownBy(() -> held.play(rear))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("a pilot flying at Top speed may take no other action");
  }

  @Test
  @DisplayName(
      "A pilot flying at Top speed may take no other action: stunts in an enemy's action, by"
          + " reading")
  void stuntsOutsideItsOwnActionAtTopSpeedByReading() {
    // "Most stunts are played on your action, but several can be played during an enemy action".
    // By default the bar is on the plane's own action: at Top speed, Ace may still fly The
    // Scissors and Spin as Hun attacks it.
    Fire hunFires = new Fire("Hun", "Ace", Gun.Mount.FIXED, FireMode.BURST);
    WildBlueRules loose = rules();
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.passSplitS(
            Game.start(
                loose,
                loose.start(List.of(Fixtures.ace(), Fixtures.hun()), List.of(), List.of(), 1)));
    g = play(play(g, TOP), new EndAction("Ace"));
    g = play(play(g, new Fly("Hun", Move.CRUISE)), hunFires);
    assertThat(g.decision().actors()).containsExactly("Ace");
    assertThat(g.legalCommands("Ace")).contains(new WildBlueCommand.Scissors("Ace"));
    g = play(g, new Pass("Ace"), 2);
    assertThat(g.legalCommands("Ace")).contains(new WildBlueCommand.Spin("Ace", false));
    // Reading.NO_STUNTS_AT_TOP_SPEED: no Scissors, no Spin; the roll to hit (16: a 2) and the
    // damage (3d6: 2, 2, 2) follow at once, and next turn Ace is left out of the Split S window.
    WildBlueRules strict = rules(Reading.NO_STUNTS_AT_TOP_SPEED);
    Game<WildBlueState, WildBlueCommand> h =
        Game.start(
            strict, strict.start(List.of(Fixtures.ace(), Fixtures.hun()), List.of(), List.of(), 1));
    h = Fixtures.passSplitS(h);
    h = play(play(h, TOP), new EndAction("Ace"));
    h = play(h, new Fly("Hun", Move.CRUISE));
    h = play(h, hunFires, 2, 2, 2);
    assertThat(h.state().choices()).hasSize(1);
    assertThat(h.decision().actors()).containsExactly("Ace");
    h = play(h, new WildBlueCommand.TakeDamage("Ace"));
    assertThat(h.state().plane("Ace").damage()).isEqualTo(4);
    h = play(h, new EndAction("Hun"));
    assertThat(h.state().splitS()).containsExactly("Hun");
  }

  /**
   * Under {@link Reading#NO_STUNTS_AT_TOP_SPEED}, a plane that pushed to the limit is not "flying
   * at Top speed" in the reading's sense: PUSH IT TO THE LIMIT "You may fly at top speed and still
   * act". Push It To The Limit's effect ends with the turn, and the plane's last move stays at Top
   * speed; the move itself was pushed, so in the next turn the Split S window and the interrupt
   * stunts stay open to it until it moves again. Jack Ransom (initiative 7, Dex 7 + Piloting 7 =
   * 14) flies the Terror, so the Baron (initiative 8) acts first in every turn.
   */
  @Test
  @DisplayName("You may fly at top speed and still act: a pushed plane is not held by the reading")
  void aPlaneThatPushedToTheLimitIsNotHeldNextTurn() {
    WildBlueRules strict = rules(Reading.NO_STUNTS_AT_TOP_SPEED);
    Plane ace = Fixtures.ace();
    ace = ((ImmutablePlane) ImmutablePlane.copyOf(ace)).withPilot(Fixtures.crew("Jack Ransom"));
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.passSplitS(
            Game.start(
                strict, strict.start(List.of(ace, Fixtures.hun()), List.of(), List.of(), 1)));
    g = play(play(g, new Fly("Hun", Move.CRUISE)), new EndAction("Hun"));
    // Push It To The Limit (14: a 3 passes), then Top speed and the end of the action.
    g = play(g, Perform.of("Ace", Stunt.PUSH_IT_TO_THE_LIMIT), 3);
    g = play(g, TOP);
    // The end of the action ends the turn: 240 kph, 12d6 of strain (twelve 1s); Ace takes the
    // damage rather than a Critical Damage result.
    int[] ones = new int[12];
    java.util.Arrays.fill(ones, 1);
    g = play(g, new EndAction("Ace"), ones);
    g = play(g, new WildBlueCommand.TakeDamage("Ace"));
    assertThat(g.state().plane("Ace").damage()).isEqualTo(12);
    assertThat(g.state().turn()).isEqualTo(2);
    Plane now = g.state().plane("Ace");
    assertThat(now.lastMove()).contains(Move.TOP_SPEED);
    assertThat(now.effects()).doesNotContain(Plane.Effect.PUSH_IT);
    // Turn 2: the Split S window is open to Ace.
    assertThat(g.state().splitS()).containsExactlyInAnyOrder("Hun", "Ace");
    assertThat(g.legalCommands("Ace")).contains(new WildBlueCommand.SplitS("Ace"));
    g = Fixtures.passSplitS(g);
    // The Baron fires first: Ace may answer with The Scissors, then Spin.
    g =
        play(
            play(g, new Fly("Hun", Move.CRUISE)),
            new Fire("Hun", "Ace", Gun.Mount.FIXED, FireMode.BURST));
    assertThat(g.decision().actors()).containsExactly("Ace");
    assertThat(g.legalCommands("Ace")).contains(new WildBlueCommand.Scissors("Ace"));
    // Pass; the Baron's roll to hit (16: a 2) hits, and Ace may Spin.
    g = play(g, new Pass("Ace"), 2);
    assertThat(g.legalCommands("Ace")).contains(new WildBlueCommand.Spin("Ace", false));
  }
}
