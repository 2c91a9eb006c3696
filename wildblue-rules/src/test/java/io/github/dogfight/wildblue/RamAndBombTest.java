package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.duel;
import static io.github.dogfight.wildblue.Fixtures.edit;
import static io.github.dogfight.wildblue.Fixtures.play;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.wildblue.WildBlueCommand.Bomb;
import io.github.dogfight.wildblue.WildBlueCommand.Fly;
import io.github.dogfight.wildblue.WildBlueCommand.Ram;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A ram's Tug of War and what a ram or a bombing run may not do (rules 001): one attack an action,
 * bombs only while some are left and only on ground targets, a ram only on a plane in control in
 * the same band.
 */
class RamAndBombTest {
  /** Ace (17) rams Hun (16): Ace rolls 18, failing, and Hun evades. */
  @Test
  void aFailedRamIsEvaded() {
    Game<WildBlueState, WildBlueCommand> g = play(duel(), new Fly("Ace", Move.CRUISE));
    g = play(g, new Ram("Ace", "Hun"), 18, 5);
    assertThat(g.log().narration()).contains("Hun evades Ace's ram");
    assertThat(g.state().plane("Hun").damage()).isZero();
    assertThat(g.state().plane("Ace").damage()).isZero();
    // the ram was Ace's attack
    Game<WildBlueState, WildBlueCommand> after = g;
    assertThatThrownBy(() -> after.play(new Ram("Ace", "Hun")))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("Ace has attacked (or forgone its attack) this action");
  }

  @Test
  void aRamNeedsAPlaneInControlInTheSameBand() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    Game<WildBlueState, WildBlueCommand> apart =
        play(Fixtures.with(g, edit(g, "Hun").withBand(Band.COMBAT)), new Fly("Ace", Move.CRUISE));
    assertThatThrownBy(() -> apart.play(new Ram("Ace", "Hun")))
        .hasMessageContaining("not in control in Ace's band");
    Game<WildBlueState, WildBlueCommand> falling =
        play(
            Fixtures.with(g, edit(g, "Hun").withFall(new Plane.Fall("a test", 3, false))),
            new Fly("Ace", Move.CRUISE));
    assertThatThrownBy(() -> falling.play(new Ram("Ace", "Hun")))
        .hasMessageContaining("not in control in Ace's band");
  }

  @Test
  void bombsOnlyWhileTheyLastAndOnlyOnTheGround() {
    GroundUnit depot = GroundUnit.target("Depot", Fixtures.JASTA, true, 40);
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(Fixtures.hun(), Fixtures.bristol().build()), List.of(depot));
    g = play(play(g, new Fly("Hun", Move.CRUISE)), new WildBlueCommand.EndAction("Hun"));
    Game<WildBlueState, WildBlueCommand> flown = play(g, new Fly("Bristol", Move.CRUISE));
    assertThatThrownBy(() -> flown.play(new Bomb("Bristol", "Hun")))
        .hasMessageContaining("bombs fall on ground targets");
    // the Bristol carries 2 bombs: both dropped, none left
    Game<WildBlueState, WildBlueCommand> empty =
        Fixtures.with(flown, edit(flown, "Bristol").withBombsDropped(2));
    assertThatThrownBy(() -> empty.play(new Bomb("Bristol", "Depot")))
        .hasMessageContaining("Bristol has no bombs left");
    // Jack Ransom: Dex 7 (14), Cunning 6 (12): 14 and 12 pass, full damage 3d6: 6 + 6 + 6
    Game<WildBlueState, WildBlueCommand> bombed =
        play(flown, new Bomb("Bristol", "Depot"), 14, 12, 6, 6, 6);
    assertThat(bombed.log().narration()).contains("18 damage");
    assertThat(bombed.state().findGround("Depot").orElseThrow().damage()).isEqualTo(18);
    Game<WildBlueState, WildBlueCommand> twice = bombed;
    assertThatThrownBy(() -> twice.play(new Bomb("Bristol", "Depot")))
        .hasMessageContaining("has attacked (or forgone its attack) this action");
    // enough damage destroys it, and the narration says so
    Game<WildBlueState, WildBlueCommand> hurt =
        Fixtures.withState(flown, flown.state().withGroundUnit(depot.withDamage(30)));
    Game<WildBlueState, WildBlueCommand> gone =
        play(hurt, new Bomb("Bristol", "Depot"), 14, 12, 6, 6, 6);
    assertThat(gone.log().narration()).contains("Depot is destroyed");
  }
}
