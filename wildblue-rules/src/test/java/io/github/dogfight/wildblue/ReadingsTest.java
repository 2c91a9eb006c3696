package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.play;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.wildblue.WildBlueCommand.EndAction;
import io.github.dogfight.wildblue.WildBlueCommand.Fire;
import io.github.dogfight.wildblue.WildBlueCommand.Fly;
import io.github.dogfight.wildblue.WildBlueCommand.Maneuver;
import io.github.dogfight.wildblue.WildBlueCommand.Pass;
import io.github.dogfight.wildblue.WildBlueCommand.Perform;
import io.github.dogfight.wildblue.internal.Ctx;
import io.github.dogfight.wildblue.internal.attacks.AttackFlow;
import io.github.dogfight.wildblue.internal.damage.Criticals;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The seed lines issue 26 asked to decide (rules 001), each under the module's reading and under
 * the other ({@link Reading}), scripted on the default host (d20 roll-under).
 */
class ReadingsTest {
  private static final Fire ACE_FIRES = new Fire("Ace", "Hun", Gun.Mount.FIXED, FireMode.BURST);

  /** Ace against Hun (and {@code ground}), Ace to act, under {@code config}. */
  private static Game<WildBlueState, WildBlueCommand> duel(
      WildBlueConfig config, List<GroundUnit> ground) {
    WildBlueRules rules = new WildBlueRules(config);
    return Fixtures.passSplitS(
        Game.start(
            rules, rules.start(List.of(Fixtures.ace(), Fixtures.hun()), ground, List.of(), 1)));
  }

  private static Game<WildBlueState, WildBlueCommand> duel(Reading... readings) {
    WildBlueConfig config = Fixtures.rules().config().withReadings(List.of(readings));
    return duel(config, List.of());
  }

  @Test
  void aConfigurationTakesTheModulesReadingsUnlessTold() {
    WildBlueConfig d = WildBlueConfig.defaults();
    assertThat(d.readings()).isEmpty();
    for (Reading r : Reading.values()) {
      assertThat(d.reads(r)).isFalse();
      assertThat(d.withReading(r).reads(r)).isTrue();
    }
    WildBlueConfig two =
        d.withReading(Reading.TAILSLIDE_KEEPS_PURSUER).withReading(Reading.GRENADES_FROM_LOW_ONLY);
    assertThat(two.readings())
        .containsExactly(Reading.TAILSLIDE_KEEPS_PURSUER, Reading.GRENADES_FROM_LOW_ONLY);
    assertThat(two.withSoftCap(8).withMaxTurns(3).withAttemptsWhenForgoing(3).readings())
        .isEqualTo(two.readings());
    assertThat(two.withReadings(Set.of()).readings()).isEmpty();
    assertThat(d.withReadings(EnumSet.allOf(Reading.class)).readings())
        .containsExactly(Reading.values());
    assertThat(two.withReading(Reading.TAILSLIDE_KEEPS_PURSUER)).isEqualTo(two);
  }

  /** Hun gets on Ace's tail; Ace, at the start of its next action, is pursued. */
  private static Game<WildBlueState, WildBlueCommand> pursued(
      Game<WildBlueState, WildBlueCommand> g) {
    g = play(play(g, new Fly("Ace", Move.CRUISE)), new EndAction("Ace"));
    g = play(g, new Fly("Hun", Move.CRUISE));
    g = play(g, Maneuver.gain("Hun", "Ace", AdvantageKind.BEHIND), 1);
    return Fixtures.passSplitS(play(g, new EndAction("Hun")));
  }

  @Test
  @DisplayName("TAILSLIDE: You climb rapidly, stall, and dive back toward the enemy")
  void aTailslideShakesThePursuerUnlessTheTableKeepsIt() {
    // TAILSLIDE "Prerequisite: Enemy craft is pursuing. Penalty: +10. You climb rapidly, stall, and
    // dive back toward the enemy, gaining +3d6 advantage (2 for the dive, 1 for altitude, others
    // may also apply)." Kent Allard 17 - 10: a 7 passes.
    Game<WildBlueState, WildBlueCommand> g =
        play(pursued(duel()), Perform.against("Ace", Stunt.TAILSLIDE, "Hun"), 7);
    assertThat(g.state().held("Hun", "Ace", AdvantageKind.BEHIND)).isZero();
    assertThat(g.log().narration()).contains("Hun is no longer on its tail");
    g = play(g, new Fly("Ace", Move.CRUISE));
    assertThat(g.legalCommands("Ace")).contains(ACE_FIRES);
    assertThat(AttackFlow.advantage(g.state(), "Ace", "Hun")).isEqualTo(3);
    // Reading.TAILSLIDE_KEEPS_PURSUER: Hun stays on Ace's tail, and Ace's forward guns do not bear
    Game<WildBlueState, WildBlueCommand> kept =
        play(
            pursued(duel(Reading.TAILSLIDE_KEEPS_PURSUER)),
            Perform.against("Ace", Stunt.TAILSLIDE, "Hun"),
            7);
    assertThat(kept.state().held("Hun", "Ace", AdvantageKind.BEHIND)).isEqualTo(1);
    Game<WildBlueState, WildBlueCommand> flown = play(kept, new Fly("Ace", Move.CRUISE));
    assertThat(flown.legalCommands("Ace")).doesNotContain(ACE_FIRES);
    assertThatThrownBy(() -> flown.play(ACE_FIRES))
        .hasMessageContaining("Hun is on Ace's tail: only a rear gun bears");
  }

  @Test
  @DisplayName("SPLIT S Penalty: +3, See Below ... re-roll your initiative, with a 3 point penalty")
  void splitSTakesItsThreePointsOnTheCheckAndTheReRollOrOnTheReRollOnly() {
    // SPLIT S "Penalty: +3, See Below. May only be done at the start of a turn. You may re-roll
    // your initiative, with a 3 point penalty." By default the Dex+Piloting roll takes the +3:
    // Kent Allard 17 - 3 = 14, a 15 fails and the initiative stands.
    WildBlueRules rules = Fixtures.rules();
    Game<WildBlueState, WildBlueCommand> g =
        Game.start(
            rules, rules.start(List.of(Fixtures.ace(), Fixtures.hun()), List.of(), List.of(), 1));
    Game<WildBlueState, WildBlueCommand> failed = play(g, new WildBlueCommand.SplitS("Ace"), 15);
    assertThat(failed.state().plane("Ace").initiative()).isEqualTo(9);
    assertThat(failed.log().narration()).contains("Ace's Split S: failed by 1");
    // Reading.SPLIT_S_PENALTY_ON_THE_REROLL_ONLY: the roll has no penalty (a 15 passes under 17),
    // and the re-roll takes the 3 points: the fixed initiative 9 - 3 = 6.
    WildBlueRules once =
        new WildBlueRules(Fixtures.reading(Reading.SPLIT_S_PENALTY_ON_THE_REROLL_ONLY));
    Game<WildBlueState, WildBlueCommand> h =
        Game.start(
            once, once.start(List.of(Fixtures.ace(), Fixtures.hun()), List.of(), List.of(), 1));
    h = play(h, new WildBlueCommand.SplitS("Ace"), 15);
    assertThat(h.log().narration()).contains("Ace's Split S: passed by 2");
    assertThat(h.state().plane("Ace").initiative()).isEqualTo(6);
    // the stunt's odds follow the reading
    assertThat(once.odds().stunt(Stunt.SPLIT_S, 17, 0, false))
        .isEqualTo(io.github.dogfight.core.odds.Rational.of(17, 20));
    assertThat(rules.odds().stunt(Stunt.SPLIT_S, 17, 0, false))
        .isEqualTo(io.github.dogfight.core.odds.Rational.of(14, 20));
  }

  @Test
  @DisplayName("ROLLING SCISSORS Prerequisite: An enemy is using The Scissors")
  void rollingScissorsAnswersAScissorsThatPassedOrAnyByReading() {
    // ROLLING SCISSORS "Prerequisite: An enemy is using The Scissors." Hun (16 - 3 = 13) rolls 18:
    // its Scissors fail, so it is not using The Scissors, and Ace's roll to hit (a 12) follows.
    Game<WildBlueState, WildBlueCommand> g =
        play(play(duel(), new Fly("Ace", Move.CRUISE)), ACE_FIRES);
    Game<WildBlueState, WildBlueCommand> failed =
        play(g, new WildBlueCommand.Scissors("Hun"), 18, 12);
    assertThat(failed.log().narration())
        .contains("Hun's The Scissors (Tug of War): failed by 5")
        .contains("Ace rolls to hit: passed by 5");
    // a Scissors that passes (a 3) is answered
    Game<WildBlueState, WildBlueCommand> passed = play(g, new WildBlueCommand.Scissors("Hun"), 3);
    assertThat(passed.decision().actors()).containsExactly("Ace");
    assertThat(passed.legalCommands("Ace")).contains(new WildBlueCommand.RollingScissors("Ace"));
    // Reading.ROLLING_SCISSORS_AFTER_A_FAILED_SCISSORS: the failed Scissors is answered too
    Game<WildBlueState, WildBlueCommand> any =
        play(
            play(
                play(
                    duel(Reading.ROLLING_SCISSORS_AFTER_A_FAILED_SCISSORS),
                    new Fly("Ace", Move.CRUISE)),
                ACE_FIRES),
            new WildBlueCommand.Scissors("Hun"),
            18);
    assertThat(any.decision().actors()).containsExactly("Ace");
    assertThat(any.legalCommands("Ace")).contains(new WildBlueCommand.RollingScissors("Ace"));
  }

  @Test
  @DisplayName("LOMCEVAK: Enemy planes will not attack you while you continue this stunt")
  void aLomcevakStopsEnemyPlanesAndGroundFireOnlyByReading() {
    // LOMCEVAK "Treat as going out of control, with a 6 point penalty instead of 12. Enemy planes
    // will not attack you while you continue this stunt." Ground units are not planes: the rifles
    // (Wilhelm Dorn, initiative 5, after Ace and Hun) may fire at Ace.
    Fire rifles = new Fire("Rifles", "Ace", Gun.Mount.FLEXIBLE, FireMode.BURST);
    Game<WildBlueState, WildBlueCommand> g =
        duel(Fixtures.rules().config(), List.of(Fixtures.rifles()));
    g = play(g, Perform.of("Ace", Stunt.LOMCEVAK), 11);
    g = play(play(g, new Fly("Hun", Move.CRUISE)), new EndAction("Hun"));
    assertThat(g.state().acting()).contains("Rifles");
    assertThat(g.legalCommands("Rifles")).contains(rifles);
    // Reading.LOMCEVAK_STOPS_GROUND_FIRE: the rifles hold their fire too
    Game<WildBlueState, WildBlueCommand> h =
        duel(Fixtures.reading(Reading.LOMCEVAK_STOPS_GROUND_FIRE), List.of(Fixtures.rifles()));
    h = play(h, Perform.of("Ace", Stunt.LOMCEVAK), 11);
    h = play(play(h, new Fly("Hun", Move.CRUISE)), new EndAction("Hun"));
    Game<WildBlueState, WildBlueCommand> held = h;
    assertThat(held.legalCommands("Rifles")).doesNotContain(rifles);
    assertThatThrownBy(() -> held.play(rifles))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("Lomcevak");
  }

  /**
   * Hun at High with a Damaged Aileron, out of control with 9 actions to the ground; Ace has flown
   * and Hun is to act.
   */
  private static Game<WildBlueState, WildBlueCommand> fallingFromHigh(Reading... readings) {
    Game<WildBlueState, WildBlueCommand> g = duel(readings);
    g =
        Fixtures.with(
            g,
            Fixtures.edit(g, "Hun")
                .withBand(Band.HIGH)
                .withCriticals(CriticalDamage.DAMAGED_AILERON)
                .withFall(new Plane.Fall("a test", 9, false)));
    return play(play(g, new Fly("Ace", Move.CRUISE)), new EndAction("Ace"));
  }

  @Test
  @DisplayName("DAMAGED AILERON: The plane may not go above Combat Altitude")
  void aDamagedAileronLevelsOutAtCombatOnRegainingControlUnlessItOnlyBarsClimbing() {
    // DAMAGED AILERON "The plane may not go above Combat Altitude." Falling through High, Hun
    // regains control (12 less maneuverability 3, and 3 at High: 16 - 12 = 4, a 2 passes) and
    // levels out at Combat.
    Game<WildBlueState, WildBlueCommand> g =
        play(fallingFromHigh(), new WildBlueCommand.RegainControl("Hun"), 2);
    assertThat(g.state().plane("Hun").outOfControl()).isFalse();
    assertThat(g.state().plane("Hun").band()).isEqualTo(Band.COMBAT);
    assertThat(g.log().narration())
        .contains("Hun regains control in Combat (a Damaged Aileron: it may not go above Combat)");
    // Reading.AILERON_BARS_CLIMBING_ONLY: it regains control where it is, at High ...
    Game<WildBlueState, WildBlueCommand> h =
        play(
            fallingFromHigh(Reading.AILERON_BARS_CLIMBING_ONLY),
            new WildBlueCommand.RegainControl("Hun"),
            2);
    assertThat(h.state().plane("Hun").outOfControl()).isFalse();
    assertThat(h.state().plane("Hun").band()).isEqualTo(Band.HIGH);
    // ... and a plane at High that takes the result stays there (by default it drops to Combat)
    Game<WildBlueState, WildBlueCommand> d = duel();
    WildBlueState high = d.state().withPlane(Fixtures.edit(d, "Hun").withBand(Band.HIGH));
    Ctx byDefault = Fixtures.ctx(high);
    Criticals.apply(byDefault, "Hun", CriticalDamage.DAMAGED_AILERON, 0);
    assertThat(byDefault.plane("Hun").band()).isEqualTo(Band.COMBAT);
    Ctx climbingOnly = Fixtures.ctx(Fixtures.reading(Reading.AILERON_BARS_CLIMBING_ONLY), high);
    Criticals.apply(climbingOnly, "Hun", CriticalDamage.DAMAGED_AILERON, 0);
    assertThat(climbingOnly.plane("Hun").band()).isEqualTo(Band.HIGH);
    // either way, no climbing from Combat
    Game<WildBlueState, WildBlueCommand> combat =
        Fixtures.with(
            duel(Reading.AILERON_BARS_CLIMBING_ONLY),
            Fixtures.edit(duel(), "Ace")
                .withBand(Band.COMBAT)
                .withCriticals(CriticalDamage.DAMAGED_AILERON));
    assertThatThrownBy(() -> combat.play(new Fly("Ace", Move.CLIMB)))
        .hasMessageContaining("a Damaged Aileron: the plane may not go above Combat altitude");
  }

  @Test
  void theOtherReadingsLeaveTheFirstPassOfTheScissorsAlone() {
    // Under every other reading at once, a passed Scissors is still answered by Rolling Scissors
    // and a plane's ordinary attack is unchanged.
    Game<WildBlueState, WildBlueCommand> g =
        play(play(duel(Reading.values()), new Fly("Ace", Move.CRUISE)), ACE_FIRES);
    g = play(g, new WildBlueCommand.Scissors("Hun"), 3);
    assertThat(g.legalCommands("Ace")).contains(new WildBlueCommand.RollingScissors("Ace"));
    g = play(g, new Pass("Ace"), 12);
    assertThat(g.log().narration())
        .contains("Hun beats the roll with The Scissors and ignores the attack");
  }
}
