package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.duel;
import static io.github.dogfight.wildblue.Fixtures.edit;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.wildblue.internal.actions.Actions;
import io.github.dogfight.wildblue.internal.actions.Stunts;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Why a stunt is refused, the advantage held in words and the bombing checks' penalty. */
class ActionWordsTest {
  @Test
  void whyAStuntIsRefused() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    assertThat(
            Stunts.whyNot(
                edit(g, "Ace").withFall(new Plane.Fall("a test", 3, false)), Stunt.CHANDELLE))
        .isEqualTo("Ace is not in control");
    assertThat(Stunts.whyNot(edit(g, "Ace").withDown("shot down"), Stunt.CHANDELLE))
        .isEqualTo("Ace is not in control");
    assertThat(Stunts.whyNot(edit(g, "Ace").withPilotConscious(false), Stunt.CHANDELLE))
        .isEqualTo("Ace's pilot is unconscious");
    assertThat(
            Stunts.whyNot(
                edit(g, "Ace").withEffects(EnumSet.of(Plane.Effect.STUCK_CONTROLS)),
                Stunt.CHANDELLE))
        .isEqualTo("Stuck Controls: no stunts till the start of its next turn");
    assertThat(Stunts.whyNot(edit(g, "Ace").withStunts(Stunt.CHANDELLE), Stunt.CHANDELLE))
        .isEqualTo("each stunt may only be used once per turn");
    Plane full =
        edit(g, "Ace")
            .withStunts(Stunt.CHANDELLE, Stunt.STANDING_8, Stunt.LOMCEVAK, Stunt.AILERON_ROLL);
    assertThat(Stunts.whyNot(full, Stunt.WINGOVER))
        .isEqualTo("maneuverability 4: 4 stunts already this turn");
  }

  @Test
  void advantageInWords() {
    assertThat(Actions.describe(List.of())).isEqualTo("none");
    assertThat(
            Actions.describe(
                List.of(
                    new Held("Ace", "Hun", AdvantageKind.BEHIND, 1),
                    new Held("Ace", "Hun", AdvantageKind.DIVE, 2))))
        .isEqualTo("1D6 " + AdvantageKind.BEHIND.words() + ", 2D6 " + AdvantageKind.DIVE.words());
  }

  /** "3 at Combat altitude, and the pilot's Wing Damage". */
  @Test
  void theBombingPenalty() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    assertThat(Actions.bombPenalty(g.state().plane("Ace"))).isZero();
    assertThat(Actions.bombPenalty(edit(g, "Ace").withBand(Band.COMBAT))).isEqualTo(3);
    assertThat(
            Actions.bombPenalty(
                edit(g, "Ace")
                    .withBand(Band.COMBAT)
                    .withCriticals(CriticalDamage.WING_DAMAGE, CriticalDamage.WING_DAMAGE)))
        .isEqualTo(5);
    assertThat(Actions.bombPenalty(edit(g, "Ace").withBand(Band.HIGH))).isZero();
  }
}
