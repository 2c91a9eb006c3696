package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.duel;
import static io.github.dogfight.wildblue.Fixtures.edit;
import static io.github.dogfight.wildblue.Fixtures.play;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.wildblue.WildBlueCommand.Fire;
import io.github.dogfight.wildblue.WildBlueCommand.Fly;
import io.github.dogfight.wildblue.WildBlueCommand.Pass;
import io.github.dogfight.wildblue.WildBlueCommand.RollingScissors;
import io.github.dogfight.wildblue.WildBlueCommand.Scissors;
import io.github.dogfight.wildblue.WildBlueCommand.Spin;
import io.github.dogfight.wildblue.internal.attacks.AttackFlow;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * An attack from declaration to damage (rules 001, "Attacking", "Critical Damage", "Maneuvers and
 * Stunts"), scripted: the roll to hit in words, The Scissors and Rolling Scissors, a Spin's
 * reduction, hits at 0 HP, ground targets and the Critical Damage prompts.
 */
class AttackFlowDetailsTest {
  private static final Fire BURST = new Fire("Ace", "Hun", Gun.Mount.FIXED, FireMode.BURST);

  /** Ace has flown; Hun is as {@code hun} makes it. */
  private static Game<WildBlueState, WildBlueCommand> flown(ImmutablePlane hun) {
    return play(Fixtures.with(duel(), hun), new Fly("Ace", Move.CRUISE));
  }

  /** Hun under Stuck Controls: no Scissors, no Spin, so an attack on it runs straight through. */
  private static ImmutablePlane stuckHun() {
    return edit(duel(), "Hun").withEffects(EnumSet.of(Plane.Effect.STUCK_CONTROLS));
  }

  /** A target that may not answer is rolled at at once; a miss says so. */
  @Test
  void aTargetThatCannotAnswerIsRolledAtAtOnce() {
    Game<WildBlueState, WildBlueCommand> g = play(flown(stuckHun()), BURST, 18);
    assertThat(g.log().narration())
        .contains("Ace rolls to hit: failed by 1; Hun is missed")
        .doesNotContain("Spin takes");
    assertThat(g.state().attack()).isEmpty();
  }

  /** A natural 1 is a critical hit, and the narration says so; no Spin, no reduction. */
  @Test
  void aNaturalOneIsACriticalHit() {
    Game<WildBlueState, WildBlueCommand> g = play(flown(stuckHun()), BURST, 1, 2, 2, 2);
    assertThat(g.log().narration())
        .contains("Ace rolls to hit: passed by 16, critical success; Hun is hit (a critical hit)")
        .doesNotContain("Spin takes");
    assertThat(g.state().choices())
        .extracting(CriticalChoice::why)
        .containsExactly(CriticalChoice.Why.INSTEAD_OF_DAMAGE, CriticalChoice.Why.CRITICAL_HIT);
  }

  /**
   * THE SCISSORS "You may continue this maneuver (and continue rolling)": a plane already in The
   * Scissors against the attacker rolls again at the stunt's 3 points and its Wing Damage, and the
   * attacker may answer with Rolling Scissors. Hun (16 - 3 - 1 = 12) rolls 10, passing by 2; Ace
   * (17) rolls 14, passing by 3: the Scissors do not beat it.
   */
  @Test
  void aContinuedScissorsRollsAgainAtItsPenalty() {
    ImmutablePlane hun =
        stuckFree().withCriticals(CriticalDamage.WING_DAMAGE).withScissorsAgainst(Set.of("Ace"));
    Game<WildBlueState, WildBlueCommand> g = flown(hun).play(BURST);
    assertThat(g.decision().actors()).containsExactly("Ace");
    assertThat(g.legalCommands("Ace")).contains(new RollingScissors("Ace"), new Pass("Ace"));
    g = play(g, new Pass("Ace"), 14, 10);
    assertThat(g.log().narration())
        .contains("Hun's Tug of War (The Scissors, continued): passed by 2")
        .contains("Ace rolls to hit: passed by 3; Hun's Scissors do not beat the roll; Hun is hit");
  }

  private static ImmutablePlane stuckFree() {
    return edit(duel(), "Hun");
  }

  /**
   * THE SCISSORS "Tug of War": the target must beat the roll to hit. Equal margins do not beat it.
   * The Scissors and Rolling Scissors count as the planes' stunts.
   */
  @Test
  void equalMarginsDoNotBeatTheRoll() {
    Game<WildBlueState, WildBlueCommand> g = flown(stuckFree()).play(BURST);
    // Hun 16 - 3 = 13: a 10 passes by 3
    g = play(g, new Scissors("Hun"), 10);
    assertThat(g.state().plane("Hun").stunts()).containsExactly(Stunt.THE_SCISSORS);
    assertThat(g.decision().actors()).containsExactly("Ace");
    Game<WildBlueState, WildBlueCommand> rolling = g;
    // Ace 17: a 14 passes by 3
    g = play(g, new Pass("Ace"), 14);
    assertThat(g.log().narration())
        .contains("Ace rolls to hit: passed by 3; Hun's Scissors do not beat the roll; Hun is hit");
    // Rolling Scissors: Ace's stunt passes on a 5; to hit twice, 18 and 14, the better kept
    rolling = play(rolling, new RollingScissors("Ace"), 5, 18, 14);
    assertThat(rolling.state().plane("Ace").stunts()).containsExactly(Stunt.ROLLING_SCISSORS);
    assertThat(rolling.log().narration())
        .contains("Ace rolls to hit (Rolling Scissors: twice, the better): passed by 3");
  }

  /**
   * SPIN "Reduces the damage of an attack by 5": the Spin is narrated, counts as a stunt, and the
   * reduction is narrated at the hit; damage reduced to nothing leaves nothing to choose.
   */
  @Test
  void aSpinTakesOffDamageAndIsNarrated() {
    Game<WildBlueState, WildBlueCommand> g = flown(stuckFree()).play(BURST);
    // Hun passes The Scissors; Ace 17 rolls 10 and hits
    Game<WildBlueState, WildBlueCommand> spinWindow = play(g, new Pass("Hun"), 10);
    assertThat(spinWindow.decision().actors()).containsExactly("Hun");
    assertThatThrownBy(() -> spinWindow.play(new Fly("Hun", Move.CRUISE)))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("an enemy is rolling damage: Spin or pass");
    // Spin at 3: 13, a 5 passes; damage 3d6: 4 + 4 + 4 = 12, less 5
    Game<WildBlueState, WildBlueCommand> spun =
        play(spinWindow, new Spin("Hun", false), 5, 4, 4, 4);
    assertThat(spun.state().plane("Hun").stunts()).containsExactly(Stunt.SPIN);
    assertThat(spun.log().narration())
        .contains("Hun spins: 5 points of damage reduction until its next turn")
        .contains("Hun's Spin takes 5 off the damage: 7");
    assertThat(spun.state().choices())
        .containsExactly(new CriticalChoice("Hun", "Hun", CriticalChoice.Why.INSTEAD_OF_DAMAGE, 7));
    assertThat(spun.decision().about())
        .isEqualTo("choose a Critical Damage result for Hun, or take the 7 damage from the hit");
    assertThatThrownBy(() -> spun.play(new Pass("Hun")))
        .hasMessageContaining("choose a Critical Damage result or take the damage");
    // 1 + 2 + 2 = 5, all of it taken off: nothing to choose, no damage
    Game<WildBlueState, WildBlueCommand> absorbed =
        play(spinWindow, new Spin("Hun", false), 5, 1, 2, 2);
    assertThat(absorbed.log().narration()).contains("Hun's Spin takes 5 off the damage: 0");
    assertThat(absorbed.state().choices()).isEmpty();
    assertThat(absorbed.state().plane("Hun").damage()).isZero();
  }

  /**
   * "If a plane is reduced to 0 or fewer HP, each subsequent hit results in a CD result": a plane
   * at exactly 0 HP (control regained) takes a result, not damage, and may not decline it.
   */
  @Test
  void aHitOnAPlaneAtZeroHpIsAResult() {
    Game<WildBlueState, WildBlueCommand> g =
        play(flown(stuckHun().withDamage(65)), BURST, 10, 2, 2, 2);
    assertThat(g.state().choices())
        .containsExactly(new CriticalChoice("Hun", "Hun", CriticalChoice.Why.HIT_AT_ZERO, 6));
    assertThat(g.decision().about()).isEqualTo("choose a Critical Damage result for Hun");
    assertThatThrownBy(() -> g.play(new Pass("Hun")))
        .hasMessageContaining("choose a Critical Damage result")
        .hasMessageNotContaining("or take the damage");
  }

  /** A plane with no Critical Damage result left to choose takes the damage of a hit. */
  @Test
  void aPlaneWithNoResultToChooseTakesTheDamage() {
    Game<WildBlueState, WildBlueCommand> g =
        play(flown(stuckHun().withType(Fixtures.kite())), BURST, 10, 2, 2, 2);
    assertThat(g.state().choices()).isEmpty();
    assertThat(g.state().plane("Hun").damage()).isEqualTo(6);
    assertThat(g.log().narration()).contains("Hun takes 6 damage from the hit");
  }

  /** A ground target hit says what is left of it, or that it is destroyed. */
  @Test
  void aHitOnTheGroundSaysWhatIsLeft() {
    Game<WildBlueState, WildBlueCommand> g =
        play(
            Fixtures.start(List.of(Fixtures.ace(), Fixtures.hun()), List.of(Fixtures.rifles())),
            new Fly("Ace", Move.CRUISE));
    Fire atRifles = new Fire("Ace", "Rifles", Gun.Mount.FIXED, FireMode.BURST);
    // 17: a 10 hits; 3d6: 1 + 2 + 3
    Game<WildBlueState, WildBlueCommand> hit = play(g, atRifles, 10, 1, 2, 3);
    assertThat(hit.log().narration()).contains("Rifles takes 6 damage, 4 HP left");
    Game<WildBlueState, WildBlueCommand> worn =
        Fixtures.withState(g, g.state().withGroundUnit(Fixtures.rifles().withDamage(8)));
    Game<WildBlueState, WildBlueCommand> gone = play(worn, atRifles, 10, 1, 2, 3);
    assertThat(gone.log().narration()).contains("Rifles takes 6 damage and is destroyed");
  }

  /**
   * OIL LEAK "Maximum possible advantage is reduced by 1D6": Ace's 3d6 gun under the soft cap of 6
   * has room for 3 advantage dice, 2 with an Oil Leak.
   */
  @Test
  void anOilLeakLowersTheRoomForAdvantage() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    WildBlueState held =
        ((ImmutableWildBlueState) ImmutableWildBlueState.copyOf(g.state()))
            .withAdvantage(
                new Held("Ace", "Hun", AdvantageKind.ABOVE, 1),
                new Held("Ace", "Hun", AdvantageKind.BEHIND, 1),
                new Held("Ace", "Hun", AdvantageKind.SUN, 1));
    Attack a =
        new Attack(
            "Ace",
            Gun.Mount.FIXED,
            FireMode.BURST,
            List.of("Hun"),
            false,
            Attack.Stage.DAMAGE,
            0,
            java.util.Map.of(),
            false,
            java.util.Optional.empty(),
            List.of("Hun"),
            java.util.Optional.empty());
    WildBlueConfig config = Fixtures.rules().config();
    assertThat(AttackFlow.dice(held, config, a, "Hun").advantageDice()).isEqualTo(3);
    WildBlueState leaking = held.withPlane(edit(g, "Ace").withCriticals(CriticalDamage.OIL_LEAK));
    AttackDice d = AttackFlow.dice(leaking, config, a, "Hun");
    assertThat(d.advantageDice()).isEqualTo(2);
    assertThat(d.weaponDice()).isEqualTo(3);
    assertThat(d.die()).isEqualTo(Die.D6);
  }

  /** A plane type of 10 HP with only the Critical Damage results given. */
  private static PlaneType frail(CriticalDamage... results) {
    return new PlaneType(
        "Frail",
        150,
        185,
        3,
        10,
        3,
        List.of(new Gun(Gun.Mount.FIXED, 2, Die.D6)),
        12,
        java.util.Optional.empty(),
        1,
        List.of(results));
  }

  /** A Spin's odds are those of the soft or the hard Spin the command names. */
  @Test
  void aSpinsOddsAreItsOwn() {
    Game<WildBlueState, WildBlueCommand> g =
        play(flown(stuckFree()).play(BURST), new Pass("Hun"), 10);
    WildBlueOdds odds = Fixtures.rules().odds();
    assertThat(g.oddsOf(new Spin("Hun", true)))
        .containsEntry("P(pass)", odds.stunt(Stunt.SPIN, 16, 0, true))
        .containsEntry("P(out of control on a failed roll)", Rational.of(1, 20));
    assertThat(g.oddsOf(new Spin("Hun", false)))
        .containsEntry("P(pass)", odds.stunt(Stunt.SPIN, 16, 0, false));
    assertThat(odds.stunt(Stunt.SPIN, 16, 0, true))
        .isNotEqualTo(odds.stunt(Stunt.SPIN, 16, 0, false));
  }

  /**
   * A critical hit's result that the target has no result left to take is passed over: Hun takes
   * its only result instead of the damage, and Ace's critical hit then has nothing to give.
   */
  @Test
  void aResultNoOneCanTakeIsPassedOver() {
    Game<WildBlueState, WildBlueCommand> g =
        play(flown(stuckHun().withType(frail(CriticalDamage.WING_DAMAGE))), BURST, 1, 2, 2, 2);
    assertThat(g.state().choices()).hasSize(2);
    g = play(g, new WildBlueCommand.TakeCritical("Hun", CriticalDamage.WING_DAMAGE));
    assertThat(g.state().choices()).isEmpty();
    assertThat(g.state().attack()).isEmpty();
    assertThat(g.decision().actors()).containsExactly("Ace");
    assertThat(g.state().plane("Hun").damage()).isZero();
  }

  /**
   * DAMAGED ENGINE "If damage rolled is equal to the total HP of the plane, see 'Annihilated'": the
   * last enemy plane annihilated ends the engagement at once, in the attacker's action.
   */
  @Test
  void theLastEnemyAnnihilatedEndsTheEngagementAtOnce() {
    Game<WildBlueState, WildBlueCommand> g =
        play(
            flown(
                stuckHun()
                    .withType(frail(CriticalDamage.DAMAGED_ENGINE, CriticalDamage.ANNIHILATED))),
            BURST,
            10,
            4,
            4,
            4);
    g = play(g, new WildBlueCommand.TakeCritical("Hun", CriticalDamage.DAMAGED_ENGINE));
    assertThat(g.state().plane("Hun").down()).contains("annihilated");
    assertThat(g.isOver()).isTrue();
    assertThat(g.state().winner()).contains(Fixtures.ALLIES);
  }

  /**
   * IMMELMAN "Only a single attack roll is made": each target's own penalty counts against that
   * target alone. Ace's attack roll at 17 - 6 = 11 is a 9, passing by 2: Hun, in an Aileron Roll (3
   * points), is missed; Hun 2 is hit.
   */
  @Test
  void oneAttackRollMeetsEachTargetsOwnPenalty() {
    Plane rolling = edit(duel(), "Hun").withEffects(EnumSet.of(Plane.Effect.AILERON_ROLL));
    Plane hun2 = Fixtures.hunNamed("Hun 2");
    Game<WildBlueState, WildBlueCommand> g =
        play(
            Fixtures.start(List.of(Fixtures.ace(), rolling, hun2), List.of()),
            new Fly("Ace", Move.CRUISE));
    // the maneuver roll: 17 - 3 = 14, a 5 passes
    g =
        play(
            g,
            new WildBlueCommand.Immelman(
                "Ace", List.of("Hun", "Hun 2"), Gun.Mount.FIXED, FireMode.BURST),
            5);
    g = play(g, new Pass("Hun"));
    g = play(g, new Pass("Hun 2"), 9);
    assertThat(g.log().narration())
        .contains("Ace rolls to hit: passed by 2; Hun is missed; Hun 2 is hit");
  }
}
