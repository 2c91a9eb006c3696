package io.github.dogfight.wildblue;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.wildblue.WildBlueCommand.Fire;
import io.github.dogfight.wildblue.WildBlueCommand.Maneuver;
import io.github.dogfight.wildblue.WildBlueCommand.Perform;
import io.github.dogfight.wildblue.internal.Candidates;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The commands offered before the rules' checks pick the legal ones: every action against every
 * enemy, none against a friend, gained advantages to gain, held ones to remove, and Immelman groups
 * of one to three targets.
 */
class CandidatesTest {
  @Test
  void groupsAreOneToThreeDifferentTargetsInEveryOrder() {
    // IMMELMAN "You may choose up to 3 different targets": the order counts, as the damage roll
    // takes the advantage held on the first target hit, so every order is offered.
    assertThat(Candidates.groups(List.of())).isEmpty();
    assertThat(Candidates.groups(List.of("A"))).containsExactly(List.of("A"));
    assertThat(Candidates.groups(List.of("A", "B")))
        .containsExactly(List.of("A"), List.of("A", "B"), List.of("B"), List.of("B", "A"));
    List<List<String>> four = Candidates.groups(List.of("A", "B", "C", "D"));
    assertThat(four).hasSize(4 + 4 * 3 + 4 * 3 * 2).doesNotHaveDuplicates();
    assertThat(four)
        .contains(List.of("C", "A", "B"), List.of("D", "C"), List.of("A", "D", "B"))
        .allMatch(g -> g.size() <= 3 && g.stream().distinct().count() == g.size());
  }

  @Test
  void anActionOffersEveryActAgainstTheEnemyAndNoneAgainstItself() {
    WildBlueState s = Fixtures.duel().state();
    List<WildBlueCommand> c = Candidates.of(s, "Ace");
    for (Move m : Move.values()) {
      assertThat(c).contains(new WildBlueCommand.Fly("Ace", m));
    }
    for (AdvantageKind k : AdvantageKind.values()) {
      if (k.source() == AdvantageKind.Source.GAINED) {
        assertThat(c).contains(Maneuver.gain("Ace", "Hun", k));
      } else {
        assertThat(c).doesNotContain(Maneuver.gain("Ace", "Hun", k));
      }
      assertThat(c).doesNotContain(Maneuver.remove("Ace", "Hun", k));
    }
    for (Gun.Mount mount : Gun.Mount.values()) {
      for (FireMode mode : FireMode.values()) {
        assertThat(c).contains(new Fire("Ace", "Hun", mount, mode));
        assertThat(c).doesNotContain(new Fire("Ace", "Ace", mount, mode));
      }
    }
    assertThat(c).contains(new WildBlueCommand.Ram("Ace", "Hun"));
    assertThat(c).doesNotContain(new WildBlueCommand.Ram("Ace", "Ace"));
    assertThat(c).contains(Perform.against("Ace", Stunt.BARREL_ROLL, "Hun"));
    assertThat(c).contains(Perform.against("Ace", Stunt.SNAP_ROLL, "Hun"));
    assertThat(c).contains(Perform.against("Ace", Stunt.TAILSLIDE, "Hun"));
    assertThat(c).contains(Perform.of("Ace", Stunt.LOMCEVAK));
    assertThat(c).doesNotContain(Perform.of("Ace", Stunt.IMMELMAN));
    assertThat(c).doesNotContain(Perform.of("Ace", Stunt.THE_SCISSORS));
    assertThat(c).noneMatch(x -> x instanceof WildBlueCommand.Bomb);
    assertThat(c).last().isEqualTo(new WildBlueCommand.EndAction("Ace"));
  }

  /**
   * An Immelman is offered at enemy planes and ground targets with each forward gun the plane has;
   * bombs, grenades and guns are offered at enemy ground units only.
   */
  @Test
  void immelmansAndGroundAttacksGoToTheEnemy() {
    GroundUnit depot = GroundUnit.target("Depot", Fixtures.JASTA, true, 40);
    GroundUnit hangar = GroundUnit.target("Hangar", Fixtures.ALLIES, true, 40);
    WildBlueState s =
        Fixtures.start(List.of(Fixtures.ace(), Fixtures.hun()), List.of(depot, hangar)).state();
    List<WildBlueCommand> c = Candidates.of(s, "Ace");
    FireMode burst = FireMode.BURST;
    assertThat(c)
        .contains(
            new WildBlueCommand.Immelman("Ace", List.of("Hun"), Gun.Mount.FIXED, burst),
            new WildBlueCommand.Immelman("Ace", List.of("Hun", "Depot"), Gun.Mount.FIXED, burst),
            new WildBlueCommand.Bomb("Ace", "Depot"),
            new WildBlueCommand.Grenade("Ace", "Depot"),
            new Fire("Ace", "Depot", Gun.Mount.FIXED, burst))
        .doesNotContain(
            new WildBlueCommand.Bomb("Ace", "Hangar"),
            new WildBlueCommand.Grenade("Ace", "Hangar"),
            new Fire("Ace", "Hangar", Gun.Mount.FIXED, burst));
    // the Terror has no flexible gun to fly an Immelman with
    assertThat(c)
        .noneMatch(
            x ->
                x instanceof WildBlueCommand.Immelman im
                    && (im.mount() != Gun.Mount.FIXED || im.targets().contains("Hangar")));
  }
}
