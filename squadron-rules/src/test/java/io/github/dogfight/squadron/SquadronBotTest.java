package io.github.dogfight.squadron;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.squadron.SquadronCommand.RemoveFighters;
import io.github.dogfight.testkit.Scripted;
import java.util.List;
import org.junit.jupiter.api.Test;

class SquadronBotTest {
  private final SquadronRules rules = new SquadronRules();

  private SquadronCommand firstChoice(Squadron white, Squadron black) {
    Game<SquadronState, SquadronCommand> g = Game.start(rules, rules.start(white, black, 1));
    return rules.defaultBot().choose(g.viewFor("WHITE"), g.legalCommands("WHITE"));
  }

  @Test
  void escapesWhenAWinCouldNotHurtTheEnemy() {
    // A Wyvern (no fighter, no armed fighter) against a lone bomber: nothing to remove or strike.
    Squadron wyvern =
        Squadron.builder("W", Side.WHITE).add(1, Fixtures.CATALOG.type("Wyvern")).build();
    Squadron bomber =
        Squadron.builder("B", Side.BLACK).add(1, Fixtures.CATALOG.type("He 111 H")).build();
    assertThat(firstChoice(wyvern, bomber))
        .isEqualTo(new DeclareManeuver(Side.WHITE, Maneuver.ESCAPE));
  }

  @Test
  void attacksWithArmedFightersAndDefendsWhenOutnumbered() {
    Squadron hurricanes =
        Squadron.builder("H", Side.WHITE).add(4, Fixtures.CATALOG.type("Hurricane Mk I")).build();
    Squadron bomber =
        Squadron.builder("B", Side.BLACK).add(1, Fixtures.CATALOG.type("He 111 H")).build();
    assertThat(firstChoice(hurricanes, bomber))
        .isEqualTo(new DeclareManeuver(Side.WHITE, Maneuver.ATTACK));
    Squadron one =
        Squadron.builder("H", Side.WHITE).add(1, Fixtures.CATALOG.type("Hurricane Mk I")).build();
    Squadron swarm =
        Squadron.builder("S", Side.BLACK).add(4, Fixtures.CATALOG.type("Bf 109 E")).build();
    // 1 + 4 = 5 dice against 4 + 3 = 7: smaller but not under half.
    assertThat(firstChoice(one, swarm)).isEqualTo(new DeclareManeuver(Side.WHITE, Maneuver.DEFEND));
    Squadron horde =
        Squadron.builder("S", Side.BLACK).add(9, Fixtures.CATALOG.type("Bf 109 E")).build();
    // 5 dice against 12: under half, so it escapes.
    assertThat(firstChoice(one, horde)).isEqualTo(new DeclareManeuver(Side.WHITE, Maneuver.ESCAPE));
  }

  @Test
  void equalPoolsAttackAndExactlyHalfDefendsRatherThanEscapes() {
    Squadron one =
        Squadron.builder("H", Side.WHITE).add(1, Fixtures.CATALOG.type("Hurricane Mk I")).build();
    Squadron pair =
        Squadron.builder("S", Side.BLACK).add(2, Fixtures.CATALOG.type("Bf 109 E")).build();
    // 1 + 4 = 5 dice against 2 + 3 = 5: not smaller, so it attacks.
    assertThat(firstChoice(one, pair)).isEqualTo(new DeclareManeuver(Side.WHITE, Maneuver.ATTACK));
    Squadron seven =
        Squadron.builder("S", Side.BLACK).add(7, Fixtures.CATALOG.type("Bf 109 E")).build();
    // 5 dice against 7 + 3 = 10: exactly half is not under half, so it defends.
    assertThat(firstChoice(one, seven)).isEqualTo(new DeclareManeuver(Side.WHITE, Maneuver.DEFEND));
  }

  @Test
  void theLoserGivesUpItsLowestHandlingFightersFirst() {
    Squadron white =
        Squadron.builder("Allies", Side.WHITE)
            .add(4, Fixtures.CATALOG.type("Hurricane Mk I"))
            .build();
    Squadron black =
        Squadron.builder("Axis", Side.BLACK)
            .add(1, Fixtures.CATALOG.type("Bf 109 E"))
            .add(1, Fixtures.CATALOG.type("Bf 110 C"))
            .build();
    Game<SquadronState, SquadronCommand> g = Game.start(rules, rules.start(white, black, 1));
    g = g.play(new DeclareManeuver(Side.WHITE, Maneuver.ATTACK));
    // 4 + 4 = 8 dice against 2 + 3 = 5; white 1 success, black 0: black removes one fighter.
    g =
        Scripted.play(
            g, new DeclareManeuver(Side.BLACK, Maneuver.ATTACK), Fixtures.roll(8, 1, 5, 0));
    assertThat(g.state().pending()).contains(new Pending.Removal(Side.BLACK, 1));
    assertThat(rules.defaultBot().choose(g.viewFor("BLACK"), g.legalCommands("BLACK")))
        .isEqualTo(new RemoveFighters(Side.BLACK, List.of("Axis Bf 110 C 1")));
  }

  @Test
  void theBotRefusesAnEngagementThatIsOver() {
    Game<SquadronState, SquadronCommand> g = Fixtures.small(1, 0, 1, 0);
    g = g.play(new DeclareManeuver(Side.WHITE, Maneuver.ESCAPE));
    g =
        Scripted.play(
            g, new DeclareManeuver(Side.BLACK, Maneuver.ESCAPE), Fixtures.roll(5, 2, 4, 0));
    Game<SquadronState, SquadronCommand> over = g;
    assertThat(over.isOver()).isTrue();
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () ->
                rules
                    .defaultBot()
                    .choose(
                        over.viewFor("WHITE"),
                        List.of(new DeclareManeuver(Side.WHITE, Maneuver.ATTACK))))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("engagement over");
  }

  @Test
  void playsTheListedCommandInterchangeableWithItsChoice() {
    // The bot removes its lowest Handling first: the 4 Hurricanes (4), then a Spitfire (5). The
    // list names the first aircraft of each type in squadron order; the bot plays that command.
    Squadron white =
        Squadron.builder("Allies", Side.WHITE)
            .add(3, Fixtures.CATALOG.type("Spitfire Mk I"))
            .add(4, Fixtures.CATALOG.type("Hurricane Mk I"))
            .build();
    Squadron black =
        Squadron.builder("Axis", Side.BLACK).add(4, Fixtures.CATALOG.type("Bf 109 E")).build();
    Game<SquadronState, SquadronCommand> g =
        Game.start(rules, rules.start(white, black, 1))
            .play(new DeclareManeuver(Side.WHITE, Maneuver.ATTACK));
    // 7 + 5 = 12 dice vs 4 + 3 = 7 dice: Black wins by 5.
    g =
        Scripted.play(
            g, new DeclareManeuver(Side.BLACK, Maneuver.ATTACK), Fixtures.roll(12, 0, 7, 5));
    List<SquadronCommand> legal = g.legalCommands("WHITE");
    SquadronCommand choice = rules.defaultBot().choose(g.viewFor("WHITE"), legal);
    String h = "Allies Hurricane Mk I ";
    assertThat(legal).contains(choice);
    assertThat(choice)
        .isEqualTo(
            new RemoveFighters(
                Side.WHITE, List.of("Allies Spitfire Mk I 1", h + 1, h + 2, h + 3, h + 4)));
  }
}
