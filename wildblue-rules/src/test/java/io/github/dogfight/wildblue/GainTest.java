package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.duel;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.wildblue.internal.Ctx;
import io.github.dogfight.wildblue.internal.actions.Actions;
import org.junit.jupiter.api.Test;

/**
 * Gaining advantage dice, as `Actions.gain` documents it: above and behind exclude the enemy's same
 * position on you (two planes cannot each be above, or behind, the other); the sun does not; a kind
 * holds at most its own dice, and a smaller gain keeps what was held.
 */
class GainTest {
  private static Ctx holding(Held... held) {
    Game<WildBlueState, WildBlueCommand> g = duel();
    WildBlueState s =
        ((ImmutableWildBlueState) ImmutableWildBlueState.copyOf(g.state())).withAdvantage(held);
    return Fixtures.ctx(s);
  }

  @Test
  void aboveAndBehindTakeTheMirrorAway() {
    Ctx c =
        holding(
            new Held("Hun", "Ace", AdvantageKind.BEHIND, 1),
            new Held("Hun", "Ace", AdvantageKind.SUN, 1),
            new Held("Ace", "Hun", AdvantageKind.ABOVE, 1));
    Actions.gain(c, "Ace", "Hun", AdvantageKind.BEHIND, 1);
    assertThat(c.state.held("Hun", "Ace", AdvantageKind.BEHIND)).isZero();
    assertThat(c.state.held("Ace", "Hun", AdvantageKind.BEHIND)).isEqualTo(1);
    assertThat(c.state.held("Ace", "Hun", AdvantageKind.ABOVE)).isEqualTo(1);
    // the sun is no mirror: both keep theirs
    Actions.gain(c, "Ace", "Hun", AdvantageKind.SUN, 1);
    assertThat(c.state.held("Hun", "Ace", AdvantageKind.SUN)).isEqualTo(1);
    assertThat(c.state.held("Ace", "Hun", AdvantageKind.SUN)).isEqualTo(1);
    assertThat(c.state.advantage()).hasSize(4);
  }

  @Test
  void aKindHoldsAtMostItsDice() {
    Ctx c = holding(new Held("Ace", "Hun", AdvantageKind.DIVE, 2));
    Actions.gain(c, "Ace", "Hun", AdvantageKind.DIVE, 1);
    assertThat(c.state.held("Ace", "Hun", AdvantageKind.DIVE)).isEqualTo(2);
    Ctx d = holding();
    Actions.gain(d, "Ace", "Hun", AdvantageKind.DIVE, 5);
    assertThat(d.state.held("Ace", "Hun", AdvantageKind.DIVE)).isEqualTo(AdvantageKind.DIVE.dice());
    Actions.gain(d, "Hun", "Ace", AdvantageKind.DIVE, 1);
    assertThat(d.state.held("Ace", "Hun", AdvantageKind.DIVE)).isEqualTo(2);
    assertThat(d.state.held("Hun", "Ace", AdvantageKind.DIVE)).isEqualTo(1);
  }

  @Test
  void removingADieLeavesTheRest() {
    Ctx c =
        holding(
            new Held("Ace", "Hun", AdvantageKind.DIVE, 2),
            new Held("Ace", "Hun", AdvantageKind.BEHIND, 1));
    Actions.removeDie(c, "Ace", "Hun", AdvantageKind.DIVE);
    assertThat(c.state.held("Ace", "Hun", AdvantageKind.DIVE)).isEqualTo(1);
    Actions.removeDie(c, "Ace", "Hun", AdvantageKind.DIVE);
    assertThat(c.state.held("Ace", "Hun", AdvantageKind.DIVE)).isZero();
    assertThat(c.state.held("Ace", "Hun"))
        .containsExactly(new Held("Ace", "Hun", AdvantageKind.BEHIND, 1));
  }

  /** A gain replaces only the gainer's own hold of that kind on that target. */
  @Test
  void otherHoldersAndOtherTargetsKeepTheirs() {
    Ctx c =
        holding(
            new Held("Ace", "Hun 2", AdvantageKind.BEHIND, 1),
            new Held("Bristol", "Hun", AdvantageKind.BEHIND, 1));
    Actions.gain(c, "Ace", "Hun", AdvantageKind.BEHIND, 1);
    assertThat(c.state.held("Ace", "Hun 2", AdvantageKind.BEHIND)).isEqualTo(1);
    assertThat(c.state.held("Bristol", "Hun", AdvantageKind.BEHIND)).isEqualTo(1);
    assertThat(c.state.held("Ace", "Hun", AdvantageKind.BEHIND)).isEqualTo(1);
    assertThat(c.state.advantage()).hasSize(3);
  }
}
