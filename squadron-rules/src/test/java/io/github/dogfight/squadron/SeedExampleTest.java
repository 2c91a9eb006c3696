package io.github.dogfight.squadron;

import static io.github.dogfight.testkit.DogfightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.squadron.SquadronCommand.RemoveFighters;
import io.github.dogfight.squadron.SquadronEvent.FightersRemoved;
import io.github.dogfight.squadron.SquadronEvent.SquadronRollResolved;
import io.github.dogfight.testkit.Scripted;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Rules 003's worked example, with scripted dice. */
class SeedExampleTest {
  @Test
  void luftwaffeWinsByTwoAndTheRafRemovesTwoFightersOfItsChoice() {
    Game<SquadronState, SquadronCommand> game = Fixtures.seedExample();
    // "the RAF dice pool for the Squadron Roll is 14 dice and the Luftwaffe Pool is 15"
    assertThat(Fixtures.RULES.pool(game.state(), Side.WHITE, Maneuver.ATTACK)).isEqualTo(14);
    assertThat(Fixtures.RULES.pool(game.state(), Side.BLACK, Maneuver.ATTACK)).isEqualTo(15);
    assertThat(game.state().white().highestHandling()).isEqualTo(5);
    assertThat(game.state().black().highestHandling()).isEqualTo(3);

    // "Both sides choose the Attack Maneuver."
    game = game.play(new DeclareManeuver(Side.WHITE, Maneuver.ATTACK));
    assertThat(game).isAwaiting("BLACK");
    // The RAF's choice stays secret until the Luftwaffe has chosen too.
    assertThat(game.log()).hasNoEventOfType(SquadronEvent.ManeuverDeclared.class);
    assertThat(game.log()).narrationContains("RAF has chosen its maneuver.");

    // "The RAF Squadron rolls 4 successes while the Luftwaffe rolled 6": RAF 14 dice with four
    // ones; Luftwaffe's first die is a 6 that explodes into a 1, then four ones among 14 dice.
    List<Integer> faces = new ArrayList<>(Fixtures.pool(14, 4));
    faces.add(6);
    faces.add(1);
    faces.addAll(Fixtures.pool(14, 4));
    game =
        Scripted.play(
            game,
            new DeclareManeuver(Side.BLACK, Maneuver.ATTACK),
            faces.stream().mapToInt(Integer::intValue).toArray());

    assertThat(game.log())
        .containsEventTypes(
            SquadronEvent.ManeuverChosen.class,
            SquadronEvent.ManeuverDeclared.class,
            SquadronEvent.ManeuverDeclared.class,
            SquadronRollResolved.class);
    assertThat(game.log()).narrationContains("Luftwaffe flies the Attack maneuver.");
    SquadronRollResolved roll =
        assertThat(game.log()).singleEventOfType(SquadronRollResolved.class);
    assertThat(roll.whitePool()).isEqualTo(14);
    assertThat(roll.blackPool()).isEqualTo(15);
    assertThat(roll.whiteSuccesses()).isEqualTo(4);
    assertThat(roll.blackSuccesses()).isEqualTo(6);
    assertThat(roll.dice().get(1).explosions()).isEqualTo(1);
    // "leaving the Luftwaffe 2 net successes"
    assertThat(roll.net()).isEqualTo(-2);
    assertThat(roll.winner()).contains(Side.BLACK);
    assertThat(roll.narration()).contains("Luftwaffe wins with 2 net successes");

    // Attack: "For every net success in the winning squadron's pool, the enemy removes a fighter
    // from their squadron of their choice." Two successes buy no damage roll on the Wyverns.
    assertThat(game.state().pending()).contains(new Pending.Removal(Side.WHITE, 2));
    assertThat(game).isAwaiting("WHITE");
    // The RAF may not remove a Wyvern: they are special aircraft, not fighters.
    assertThat(game)
        .rejects(new RemoveFighters(Side.WHITE, List.of("RAF Wyvern 1", "RAF Hurricane Mk I 1")))
        .hasMessageContaining("RAF Wyvern 1")
        .hasMessageContaining("not a fighter");
    game =
        game.play(
            new RemoveFighters(
                Side.WHITE, List.of("RAF Hurricane Mk I 3", "RAF Hurricane Mk I 4")));
    FightersRemoved removed = assertThat(game.log()).singleEventOfType(FightersRemoved.class);
    assertThat(removed.aircraft()).containsExactly("RAF Hurricane Mk I 3", "RAF Hurricane Mk I 4");
    assertThat(game.state().white().inFight()).hasSize(7);
    assertThat(game.state().white().count(Status.REMOVED)).isEqualTo(2);
    // Next round: 7 aircraft + Handling 5 = 12 dice.
    assertThat(game).isInTurn(2).isAwaiting("WHITE");
    assertThat(Fixtures.RULES.pool(game.state(), Side.WHITE, Maneuver.ATTACK)).isEqualTo(12);
    assertThat(game.log()).isWellFormed().narrationContains("RAF loses 2 fighters");
  }
}
