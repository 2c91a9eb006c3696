package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.duel;
import static io.github.dogfight.wildblue.Fixtures.edit;
import static io.github.dogfight.wildblue.Fixtures.play;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.wildblue.WildBlueCommand.Fly;
import io.github.dogfight.wildblue.WildBlueCommand.Maneuver;
import org.junit.jupiter.api.Test;

/**
 * The move half of an action (rules 001): "It takes 2 actions to increase your altitude in a
 * straight climb, and one action to powerdive to a lower altitude"; High is the top band and Low
 * the bottom; DAMAGED AILERON "The plane may not go above Combat Altitude"; "A pilot flying at Top
 * speed may take no other action". Outrunning a slower pursuer's Behind at Top speed is the
 * module's assumption (README).
 */
class FlyingTest {
  private static String last(Game<WildBlueState, WildBlueCommand> g) {
    var events = g.log().events();
    return events.get(events.size() - 1).narration();
  }

  @Test
  void climbingTakesTwoActionsABand() {
    Game<WildBlueState, WildBlueCommand> g = play(duel(), new Fly("Ace", Move.CLIMB));
    assertThat(g.log().narration()).contains("Ace climbs (1 of the 2 actions a band takes)");
    assertThat(g.state().plane("Ace").band()).isEqualTo(Band.LOW);
    assertThat(g.state().plane("Ace").climb()).isEqualTo(1);
    Game<WildBlueState, WildBlueCommand> halfway =
        Fixtures.with(duel(), edit(duel(), "Ace").withClimb(1));
    halfway = play(halfway, new Fly("Ace", Move.CLIMB));
    assertThat(halfway.state().plane("Ace").band()).isEqualTo(Band.COMBAT);
    assertThat(halfway.state().plane("Ace").climb()).isZero();
    assertThat(halfway.log().narration()).contains("Ace climbs to " + Band.COMBAT.words());
  }

  @Test
  void theBandsHaveATopAndABottom() {
    Game<WildBlueState, WildBlueCommand> low = duel();
    assertThatThrownBy(() -> low.play(new Fly("Ace", Move.POWERDIVE)))
        .hasMessageContaining("Low is the lowest band");
    Game<WildBlueState, WildBlueCommand> high =
        Fixtures.with(duel(), edit(duel(), "Ace").withBand(Band.HIGH));
    assertThatThrownBy(() -> high.play(new Fly("Ace", Move.CLIMB)))
        .hasMessageContaining("High is the highest band");
    Game<WildBlueState, WildBlueCommand> dived = play(high, new Fly("Ace", Move.POWERDIVE));
    assertThat(dived.state().plane("Ace").band()).isEqualTo(Band.COMBAT);
    assertThat(dived.log().narration()).contains("Ace powerdives to " + Band.COMBAT.words());
    Game<WildBlueState, WildBlueCommand> aileron =
        Fixtures.with(
            duel(),
            edit(duel(), "Ace")
                .withBand(Band.COMBAT)
                .withCriticals(CriticalDamage.DAMAGED_AILERON));
    assertThatThrownBy(() -> aileron.play(new Fly("Ace", Move.CLIMB)))
        .hasMessageContaining("a Damaged Aileron: the plane may not go above Combat altitude");
    Game<WildBlueState, WildBlueCommand> lowAileron =
        Fixtures.with(duel(), edit(duel(), "Ace").withCriticals(CriticalDamage.DAMAGED_AILERON));
    assertThat(play(lowAileron, new Fly("Ace", Move.CLIMB)).state().plane("Ace").climb())
        .isEqualTo(1);
  }

  @Test
  void oneMoveAnActionAndFlyingFirst() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    assertThatThrownBy(() -> g.play(Maneuver.gain("Ace", "Hun", AdvantageKind.BEHIND)))
        .hasMessageContaining("aircraft must move each action: fly first (the move half)");
    Game<WildBlueState, WildBlueCommand> flown = play(g, new Fly("Ace", Move.CRUISE));
    assertThat(last(flown)).isEqualTo("Ace flies at Cruising speed in " + Band.LOW.words());
    assertThatThrownBy(() -> flown.play(new Fly("Ace", Move.CRUISE)))
        .hasMessageContaining("Ace has already moved this action");
  }

  /**
   * At Top speed (the Terror's 240 kph against the Fokker's 185) Ace outruns Hun's Behind, and may
   * take no other action.
   */
  @Test
  void topSpeedOutrunsASlowerPursuerAndIsAllTheAction() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    Game<WildBlueState, WildBlueCommand> tailed =
        Fixtures.withState(
            g,
            ((ImmutableWildBlueState) ImmutableWildBlueState.copyOf(g.state()))
                .withAdvantage(
                    new Held("Hun", "Ace", AdvantageKind.BEHIND, 1),
                    new Held("Hun", "Ace", AdvantageKind.ABOVE, 1)));
    Game<WildBlueState, WildBlueCommand> fast = play(tailed, new Fly("Ace", Move.TOP_SPEED));
    assertThat(last(fast)).isEqualTo("Ace flies at Top speed (240 kph), outrunning Hun");
    assertThat(fast.state().held("Hun", "Ace", AdvantageKind.BEHIND)).isZero();
    assertThat(fast.state().held("Hun", "Ace", AdvantageKind.ABOVE)).isEqualTo(1);
    assertThat(fast.state().plane("Ace").speed()).isEqualTo(240);
    assertThatThrownBy(() -> fast.play(Maneuver.gain("Ace", "Hun", AdvantageKind.BEHIND)))
        .hasMessageContaining("a pilot flying at Top speed may take no other action");
    // the slower Fokker cannot outrun the Terror
    Game<WildBlueState, WildBlueCommand> hunTurn =
        play(play(g, new Fly("Ace", Move.CRUISE)), new WildBlueCommand.EndAction("Ace"));
    Game<WildBlueState, WildBlueCommand> chased =
        Fixtures.withState(
            hunTurn,
            ((ImmutableWildBlueState) ImmutableWildBlueState.copyOf(hunTurn.state()))
                .withAdvantage(new Held("Ace", "Hun", AdvantageKind.BEHIND, 1)));
    Game<WildBlueState, WildBlueCommand> slow = play(chased, new Fly("Hun", Move.TOP_SPEED));
    assertThat(last(slow)).isEqualTo("Hun flies at Top speed (185 kph)");
    assertThat(slow.state().held("Ace", "Hun", AdvantageKind.BEHIND)).isEqualTo(1);
  }
}
