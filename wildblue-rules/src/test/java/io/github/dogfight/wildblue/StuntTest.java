package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.duel;
import static io.github.dogfight.wildblue.Fixtures.play;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.wildblue.WildBlueCommand.EndAction;
import io.github.dogfight.wildblue.WildBlueCommand.Fire;
import io.github.dogfight.wildblue.WildBlueCommand.Fly;
import io.github.dogfight.wildblue.WildBlueCommand.Maneuver;
import io.github.dogfight.wildblue.WildBlueCommand.Pass;
import io.github.dogfight.wildblue.WildBlueCommand.Perform;
import io.github.dogfight.wildblue.internal.actions.Actions;
import io.github.dogfight.wildblue.internal.attacks.AttackFlow;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The fourteen stunts (rules 001, "Maneuverability and Stunts"), scripted. */
class StuntTest {
  private static final Fire ACE_FIRES = new Fire("Ace", "Hun", Gun.Mount.FIXED, FireMode.BURST);
  private static final Fire HUN_FIRES = new Fire("Hun", "Ace", Gun.Mount.FIXED, FireMode.BURST);

  /** Ace flies and ends; Hun is to act. */
  private static Game<WildBlueState, WildBlueCommand> hunToAct(
      Game<WildBlueState, WildBlueCommand> g) {
    return play(play(g, new Fly("Ace", Move.CRUISE)), new EndAction("Ace"));
  }

  @Test
  void aileronRollAndStanding8PenaliseEnemiesUntilTheNextTurn() {
    // AILERON ROLL "Until the start of your next turn, enemy planes suffer a 3 point penalty to hit
    // you." STANDING 8 "Penalty: +3 ... all enemies suffer a 6 point penalty to hit".
    Game<WildBlueState, WildBlueCommand> g =
        play(duel(), Perform.of("Ace", Stunt.AILERON_ROLL), 17);
    assertThat(AttackFlow.targetPenalty(g.state(), "Hun", "Ace")).isEqualTo(3);
    g = play(g, Perform.of("Ace", Stunt.STANDING_8), 14);
    assertThat(AttackFlow.targetPenalty(g.state(), "Hun", "Ace")).isEqualTo(9);
    g = hunToAct(g);
    g = play(g, new Fly("Hun", Move.CRUISE));
    g = play(g, HUN_FIRES);
    // Ace passes The Scissors. Baron 16 - 9: a 7 hits, an 8 would not.
    g = play(g, new Pass("Ace"), 7);
    assertThat(g.log().narration()).contains("Hun rolls to hit: passed by 0");
  }

  @Test
  void standing8FailsAtItsPenalty() {
    // 17 - 3 = 14: a 15 fails.
    Game<WildBlueState, WildBlueCommand> g = play(duel(), Perform.of("Ace", Stunt.STANDING_8), 15);
    assertThat(g.state().plane("Ace").effects()).isEmpty();
    assertThat(g.state().plane("Ace").stunts()).containsExactly(Stunt.STANDING_8);
  }

  @Test
  void eachStuntOncePerTurnAndManeuverabilityStuntsPerTurn() {
    // "Each Stunt may only be used once per turn"; Maneuverability "dictates how many stunts the
    // plane may perform each turn." The Fokker: 3.
    Game<WildBlueState, WildBlueCommand> g = play(duel(), Perform.of("Ace", Stunt.AILERON_ROLL), 2);
    Game<WildBlueState, WildBlueCommand> again = g;
    assertThatThrownBy(() -> play(again, Perform.of("Ace", Stunt.AILERON_ROLL), 2))
        .hasMessageContaining("once per turn");
    g = hunToAct(g);
    g = play(g, Perform.of("Hun", Stunt.AILERON_ROLL), 2);
    g = play(g, Perform.of("Hun", Stunt.CHANDELLE), 2);
    g = play(g, Perform.of("Hun", Stunt.STANDING_8), 2);
    Game<WildBlueState, WildBlueCommand> full = g;
    assertThatThrownBy(() -> play(full, Perform.of("Hun", Stunt.LOMCEVAK), 2))
        .hasMessageContaining("maneuverability 3");
  }

  @Test
  void chandelleClimbsAZoneAtOnce() {
    // CHANDELLE "You may immediately increase your altitude by one zone."
    Game<WildBlueState, WildBlueCommand> g = play(duel(), Perform.of("Ace", Stunt.CHANDELLE), 10);
    assertThat(g.state().plane("Ace").band()).isEqualTo(Band.COMBAT);
  }

  @Test
  void barrelRollRemovesADieSnapRollTakesTheAdvantage() {
    Game<WildBlueState, WildBlueCommand> g = play(duel(), new Fly("Ace", Move.CRUISE));
    g = play(g, Maneuver.gain("Ace", "Hun", AdvantageKind.ABOVE), 1);
    g = play(g, Maneuver.gain("Ace", "Hun", AdvantageKind.BEHIND), 1);
    g = play(g, new EndAction("Ace"));
    // BARREL ROLL "Prerequisite: Enemy has Advantage on you Penalty: +3 You remove 1D6 of an
    // enemy's advantage." Baron 16 - 3: 13 passes.
    Game<WildBlueState, WildBlueCommand> barrel =
        play(g, Perform.against("Hun", Stunt.BARREL_ROLL, "Ace"), 13);
    assertThat(Actions.gainedOn(barrel.state(), "Ace", "Hun")).isEqualTo(1);
    // SNAP ROLL "Penalty: +8 You take the enemy's advantage and may use it immediately." 16 - 8.
    Game<WildBlueState, WildBlueCommand> snap =
        play(g, Perform.against("Hun", Stunt.SNAP_ROLL, "Ace"), 8);
    assertThat(snap.state().held("Ace", "Hun")).isEmpty();
    assertThat(snap.state().held("Hun", "Ace", AdvantageKind.ABOVE)).isEqualTo(1);
    assertThat(snap.state().held("Hun", "Ace", AdvantageKind.BEHIND)).isEqualTo(1);
    // Without the prerequisite: refused.
    assertThatThrownBy(() -> play(duel(), Perform.against("Ace", Stunt.BARREL_ROLL, "Hun"), 2))
        .hasMessageContaining("prerequisite: enemy has advantage on you");
  }

  @Test
  void tailslideNeedsAPursuerAndGainsThreeDice() {
    // TAILSLIDE "Prerequisite: Enemy craft is pursuing. Penalty: +10 ... gaining +3d6 advantage (2
    // for the dive, 1 for altitude, others may also apply)."
    assertThatThrownBy(() -> play(duel(), Perform.against("Ace", Stunt.TAILSLIDE, "Hun"), 2))
        .hasMessageContaining("pursuing");
    Game<WildBlueState, WildBlueCommand> g = hunToAct(duel());
    g = play(g, new Fly("Hun", Move.CRUISE));
    g = play(g, Maneuver.gain("Hun", "Ace", AdvantageKind.BEHIND), 1);
    g = play(g, new EndAction("Hun"));
    g = Fixtures.passSplitS(g);
    g = play(g, Perform.against("Ace", Stunt.TAILSLIDE, "Hun"), 7);
    assertThat(g.state().held("Ace", "Hun", AdvantageKind.DIVE)).isEqualTo(2);
    assertThat(g.state().held("Ace", "Hun", AdvantageKind.ABOVE)).isEqualTo(1);
    assertThat(AttackFlow.advantage(g.state(), "Ace", "Hun")).isEqualTo(3);
  }

  @Test
  void lomcevakFallsOutOfControlAtSixAndIsNotAttacked() {
    // LOMCEVAK "Penalty: +6 Treat as going out of control, with a 6 point penalty instead of 12.
    // Enemy planes will not attack you while you continue this stunt."
    Game<WildBlueState, WildBlueCommand> g = play(duel(), Perform.of("Ace", Stunt.LOMCEVAK), 11);
    assertThat(g.state().plane("Ace").fall())
        .hasValueSatisfying(f -> assertThat(f.lomcevak()).isTrue());
    // The action ended with the stunt: Hun acts, and may not fire at Ace.
    g = play(g, new Fly("Hun", Move.CRUISE));
    Game<WildBlueState, WildBlueCommand> h = g;
    assertThatThrownBy(() -> h.play(HUN_FIRES)).hasMessageContaining("Lomcevak");
    g = play(g, new EndAction("Hun"));
    g = Fixtures.passSplitS(g);
    // 6 less the Terror's maneuverability 4: a 2 point penalty; 17 - 2 = 15 passes.
    g = play(g, new WildBlueCommand.RegainControl("Ace"), 15);
    assertThat(g.state().plane("Ace").outOfControl()).isFalse();
  }

  @Test
  void wingoverOnlyAfterAttackingGroundTargets() {
    // WINGOVER "Prerequisite: Attacking Ground Targets ... Ground targets suffer a 3 point penalty
    // to hit you."
    GroundUnit nest =
        GroundUnit.armed(
            "Nest",
            Fixtures.JASTA,
            false,
            20,
            new Gun(Gun.Mount.FLEXIBLE, 1, io.github.dogfight.core.dice.Die.D6),
            GroundUnit.Reach.SMALL_ARMS,
            Fixtures.crew("Karl Weiss"));
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(Fixtures.ace(), Fixtures.hun()), List.of(nest));
    g = play(g, new Fly("Ace", Move.CRUISE));
    Game<WildBlueState, WildBlueCommand> before = g;
    assertThatThrownBy(() -> play(before, Perform.of("Ace", Stunt.WINGOVER), 2))
        .hasMessageContaining("ground targets");
    g = play(g, new Fire("Ace", "Nest", Gun.Mount.FIXED, FireMode.BURST), 20);
    g = play(g, Perform.of("Ace", Stunt.WINGOVER), 2);
    assertThat(AttackFlow.targetPenalty(g.state(), "Nest", "Ace")).isEqualTo(3);
    assertThat(AttackFlow.targetPenalty(g.state(), "Hun", "Ace")).isZero();
  }

  @Test
  void immelmanTwoRollsUpToThreeTargetsOneDamageRoll() {
    // IMMELMAN "Penalty:+3, +6, two rolls ... You may choose up to 3 different targets. The first
    // roll is for the maneuver, the second for the attack. Only a single attack roll is made, and
    // damage is done to all targets."
    Plane hun2 = Fixtures.hunNamed("Hun 2");
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(Fixtures.ace(), Fixtures.hun(), hun2), List.of());
    g = play(g, new Fly("Ace", Move.CRUISE));
    // Maneuver roll: 17 - 3, a 14 passes; then Hun and Hun 2 pass The Scissors.
    g =
        play(
            g,
            new WildBlueCommand.Immelman(
                "Ace", List.of("Hun", "Hun 2"), Gun.Mount.FIXED, FireMode.BURST),
            14);
    g = play(g, new Pass("Hun"));
    // Attack roll: 17 - 6 = 11; an 11 hits both.
    g = play(g, new Pass("Hun 2"), 11);
    g = play(g, new Pass("Hun"));
    g = play(g, new Pass("Hun 2"), 4, 4, 4);
    g = play(g, new WildBlueCommand.TakeDamage("Hun"));
    g = play(g, new WildBlueCommand.TakeDamage("Hun 2"));
    assertThat(g.state().plane("Hun").damage()).isEqualTo(12);
    assertThat(g.state().plane("Hun 2").damage()).isEqualTo(12);
  }

  @Test
  void splitSReRollsInitiativeAtThreePoints() {
    // SPLIT S "May only be done at the start of a turn. You may re-roll your initiative, with a 3
    // point penalty."
    WildBlueRules rules = Fixtures.rules();
    Game<WildBlueState, WildBlueCommand> g =
        Game.start(
            rules, rules.start(List.of(Fixtures.ace(), Fixtures.hun()), List.of(), List.of(), 1));
    assertThat(g.decision().interrupt()).isTrue();
    assertThat(g.decision().actors()).containsExactly("Ace", "Hun");
    // Ace 17 - 3: a 14 passes; the fixed initiative re-rolls to 9 - 3 = 6.
    g = play(g, new WildBlueCommand.SplitS("Ace"), 14);
    g = play(g, new Pass("Hun"));
    assertThat(g.state().plane("Ace").initiative()).isEqualTo(6);
    assertThat(g.state().order()).containsExactly("Hun", "Ace");
    Game<WildBlueState, WildBlueCommand> acting = g;
    assertThatThrownBy(() -> acting.play(Perform.of("Hun", Stunt.SPLIT_S)))
        .hasMessageContaining("start of a turn");
  }

  /**
   * A failed Split S keeps the initiative but spends the stunt; the window takes only Split S or a
   * pass; a plane that may not stunt may not Split S.
   */
  @Test
  void splitSFailsOrIsRefused() {
    WildBlueRules rules = Fixtures.rules();
    Game<WildBlueState, WildBlueCommand> g =
        Game.start(
            rules, rules.start(List.of(Fixtures.ace(), Fixtures.hun()), List.of(), List.of(), 1));
    int before = g.state().plane("Ace").initiative();
    // 17 - 3 = 14: a 15 fails
    Game<WildBlueState, WildBlueCommand> failed = play(g, new WildBlueCommand.SplitS("Ace"), 15);
    assertThat(failed.state().plane("Ace").initiative()).isEqualTo(before);
    assertThat(failed.state().plane("Ace").stunts()).containsExactly(Stunt.SPLIT_S);
    assertThat(failed.state().splitS()).containsExactly("Hun");
    assertThatThrownBy(() -> g.play(new Fly("Ace", Move.CRUISE)))
        .hasMessageContaining("the start of the turn: Split S or pass");
    Game<WildBlueState, WildBlueCommand> stuck =
        Fixtures.with(
            g,
            Fixtures.edit(g, "Ace")
                .withCriticals(CriticalDamage.STUCK_CONTROLS)
                .withEffects(java.util.EnumSet.of(Plane.Effect.STUCK_CONTROLS)));
    assertThatThrownBy(() -> stuck.play(new WildBlueCommand.SplitS("Ace")))
        .hasMessageContaining("Split S")
        .hasMessageContaining("Stuck Controls");
  }

  @Test
  void theScissorsIgnoresTheAttackAndContinuesRollingScissorsAnswers() {
    // THE SCISSORS "Tug of War roll, Dex+Piloting. If you beat the enemy's roll, you may ignore
    // the attack. You may continue this maneuver (and continue rolling) to avoid further attacks
    // from that enemy."
    Game<WildBlueState, WildBlueCommand> g = play(duel(), new Fly("Ace", Move.CRUISE));
    g = play(g, ACE_FIRES);
    // Hun: 16 - 3, a 3 passes by 10.
    g = play(g, new WildBlueCommand.Scissors("Hun"), 3);
    // ROLLING SCISSORS "Prerequisite: An enemy is using The Scissors."
    assertThat(g.decision().actors()).containsExactly("Ace");
    Game<WildBlueState, WildBlueCommand> rolling = g;
    // Ace passes: a 12 hits by 5, Hun's 10 beats it.
    g = play(g, new Pass("Ace"), 12);
    assertThat(g.log().narration())
        .contains("Hun beats the roll with The Scissors and ignores the attack");
    assertThat(g.state().plane("Hun").scissorsAgainst()).containsExactly("Ace");
    assertThat(g.state().attack()).isEmpty();
    // "You may roll 2 dice to hit and take the lower result": 12 and 2, the 2 counts (by 15).
    Game<WildBlueState, WildBlueCommand> r =
        play(rolling, new WildBlueCommand.RollingScissors("Ace"), 4, 12, 2);
    assertThat(r.log().narration())
        .contains("Hun's Scissors do not beat the roll")
        .contains("Hun is hit");
  }

  @Test
  void spinReducesDamageByFiveOrTen() {
    // SPIN "Penalty: +3/+6 ... you gain either 5 point or 10 point damage reduction".
    Game<WildBlueState, WildBlueCommand> g = play(duel(), new Fly("Ace", Move.CRUISE));
    g = play(g, ACE_FIRES);
    g = play(g, new Pass("Hun"), 5);
    Game<WildBlueState, WildBlueCommand> window = g;
    g = play(window, new WildBlueCommand.Spin("Hun", true), 10, 4, 4, 4);
    g = play(g, new WildBlueCommand.TakeDamage("Hun"));
    assertThat(g.state().plane("Hun").damage()).isEqualTo(2);
    Game<WildBlueState, WildBlueCommand> soft =
        play(window, new WildBlueCommand.Spin("Hun", false), 13, 4, 4, 4);
    soft = play(soft, new WildBlueCommand.TakeDamage("Hun"));
    assertThat(soft.state().plane("Hun").damage()).isEqualTo(7);
  }
}
