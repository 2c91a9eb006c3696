package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.duel;
import static io.github.dogfight.wildblue.Fixtures.play;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.wildblue.WildBlueCommand.EndAction;
import io.github.dogfight.wildblue.WildBlueCommand.Fire;
import io.github.dogfight.wildblue.WildBlueCommand.Fly;
import io.github.dogfight.wildblue.WildBlueCommand.Maneuver;
import io.github.dogfight.wildblue.WildBlueCommand.Pass;
import io.github.dogfight.wildblue.internal.attacks.AttackFlow;
import org.junit.jupiter.api.Test;

/** Movement, advantage and attacks (rules 001, "Movement", "Attacking", "Advantage"), scripted. */
class AttackTest {
  private static final Fire BURST = new Fire("Ace", "Hun", Gun.Mount.FIXED, FireMode.BURST);

  @Test
  void aircraftMustMoveEachActionAndARejectedCommandChangesNothing() {
    // "Aircraft MUST move each action."
    Game<WildBlueState, WildBlueCommand> g = duel();
    WildBlueState before = g.state();
    assertThatThrownBy(() -> g.play(BURST))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("aircraft must move each action");
    assertThatThrownBy(() -> g.play(new EndAction("Ace"))).isInstanceOf(RuleViolation.class);
    assertThatThrownBy(() -> g.play(new Fly("Hun", Move.CRUISE)))
        .hasMessageContaining("actor = Hun");
    assertThat(g.state()).isEqualTo(before);
  }

  @Test
  void advantageGainedOnTheMoveHalfAddsADieToTheAttack() {
    // "In order to gain a die of advantage, you must pass a Dex+Piloting check with the move half
    // of your action." Kent Allard: Dex 8 + Piloting 9 = 17; a 10 passes.
    Game<WildBlueState, WildBlueCommand> g = play(duel(), new Fly("Ace", Move.CRUISE));
    g = play(g, Maneuver.gain("Ace", "Hun", AdvantageKind.BEHIND), 10);
    assertThat(g.state().held("Ace", "Hun", AdvantageKind.BEHIND)).isEqualTo(1);
    g = play(g, BURST);
    // "Enemy craft is rolling to hit": Hun may fly The Scissors.
    assertThat(g.decision().interrupt()).isTrue();
    assertThat(g.decision().actors()).containsExactly("Hun");
    g = play(g, new Pass("Hun"), 5);
    // Hit: "An enemy is rolling damage": Hun may Spin.
    assertThat(g.decision().actors()).containsExactly("Hun");
    g = play(g, new Pass("Hun"), 3, 4, 5, 2);
    // 3d6 forward guns plus 1D6 behind: 14. Hun may take a Critical Damage result instead.
    assertThat(g.log().narration()).contains("3d6!+1d6!").contains("14");
    assertThat(g.state().choices()).hasSize(1);
    assertThat(g.state().choices().get(0).why()).isEqualTo(CriticalChoice.Why.INSTEAD_OF_DAMAGE);
    g = play(g, new WildBlueCommand.TakeDamage("Hun"));
    assertThat(g.state().plane("Hun").hp()).isEqualTo(65 - 14);
    assertThat(g.state().plane("Ace").magazineUsed()).isEqualTo(1);
  }

  @Test
  void oneAttemptPerMoveMoreOnlyByForgoingTheAttack() {
    // "You may normally attempt to gain ONE advantage per 'move,' so if you forgo attack, you may
    // attempt to gain multiple advantage dice (like using the first to get above a target, and the
    // second to get behind)."
    Game<WildBlueState, WildBlueCommand> g = play(duel(), new Fly("Ace", Move.CRUISE));
    g = play(g, Maneuver.gain("Ace", "Hun", AdvantageKind.ABOVE), 2);
    g = play(g, Maneuver.gain("Ace", "Hun", AdvantageKind.BEHIND), 2);
    assertThat(g.state().held("Ace", "Hun")).hasSize(2);
    Game<WildBlueState, WildBlueCommand> forgone = g;
    assertThatThrownBy(() -> forgone.play(BURST)).hasMessageContaining("forgone its attack");
    assertThatThrownBy(() -> play(forgone, Maneuver.gain("Ace", "Hun", AdvantageKind.SUN), 2))
        .hasMessageContaining("ONE advantage per move");
    // After attacking, no second attempt.
    Game<WildBlueState, WildBlueCommand> h = play(duel(), new Fly("Ace", Move.CRUISE));
    h = play(h, Maneuver.gain("Ace", "Hun", AdvantageKind.ABOVE), 2);
    h = play(h, BURST);
    h = play(h, new Pass("Hun"), 19);
    Game<WildBlueState, WildBlueCommand> attacked = h;
    assertThatThrownBy(() -> play(attacked, Maneuver.gain("Ace", "Hun", AdvantageKind.SUN), 2))
        .isInstanceOf(RuleViolation.class);
  }

  @Test
  void removingAnOpponentsDieAndAboveBehindExcludeTheirMirror() {
    // "Instead of using this roll to gain advantage for yourself, you may also attempt to remove
    // a die of an opponent's advantage."
    Game<WildBlueState, WildBlueCommand> g = play(duel(), new Fly("Ace", Move.CRUISE));
    g = play(g, Maneuver.gain("Ace", "Hun", AdvantageKind.BEHIND), 1);
    g = play(g, new EndAction("Ace"));
    g = play(g, new Fly("Hun", Move.CRUISE));
    g = play(g, Maneuver.remove("Hun", "Ace", AdvantageKind.BEHIND), 16);
    assertThat(g.state().held("Ace", "Hun", AdvantageKind.BEHIND)).isZero();
  }

  /** Each refused attempt names its field; a failed check gains nothing but uses the attempt. */
  @Test
  void aManeuverNamesWhatIsWrong() {
    Game<WildBlueState, WildBlueCommand> g = play(duel(), new Fly("Ace", Move.CRUISE));
    Game<WildBlueState, WildBlueCommand> flown = g;
    assertThatThrownBy(() -> play(flown, Maneuver.remove("Ace", "Hun", AdvantageKind.BEHIND), 2))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("kind")
        .hasMessageContaining("Hun holds no advantage behind on Ace");
    assertThatThrownBy(() -> play(flown, Maneuver.gain("Ace", "Hun", AdvantageKind.DIVE), 2))
        .hasMessageContaining("gained with a check: above, behind or from the sun");
    Game<WildBlueState, WildBlueCommand> holding =
        Fixtures.withState(
            flown,
            ((ImmutableWildBlueState) ImmutableWildBlueState.copyOf(flown.state()))
                .withAdvantage(new Held("Ace", "Hun", AdvantageKind.SUN, 1)));
    assertThatThrownBy(() -> play(holding, Maneuver.gain("Ace", "Hun", AdvantageKind.SUN), 2))
        .hasMessageContaining("Ace already holds it on Hun");
    // 17: an 18 fails; nothing is gained, and the attempt is spent
    Game<WildBlueState, WildBlueCommand> failed =
        play(flown, Maneuver.gain("Ace", "Hun", AdvantageKind.ABOVE), 18);
    assertThat(failed.state().held("Ace", "Hun")).isEmpty();
    assertThat(failed.state().step().orElseThrow().attempts()).isEqualTo(1);
    // gaining above takes away the enemy's above on you
    Game<WildBlueState, WildBlueCommand> mirrored =
        Fixtures.withState(
            flown,
            ((ImmutableWildBlueState) ImmutableWildBlueState.copyOf(flown.state()))
                .withAdvantage(
                    new Held("Hun", "Ace", AdvantageKind.ABOVE, 1),
                    new Held("Hun", "Ace", AdvantageKind.SUN, 1)));
    mirrored = play(mirrored, Maneuver.gain("Ace", "Hun", AdvantageKind.ABOVE), 2);
    assertThat(mirrored.state().held("Ace", "Hun", AdvantageKind.ABOVE)).isEqualTo(1);
    assertThat(mirrored.state().held("Hun", "Ace", AdvantageKind.ABOVE)).isZero();
    assertThat(mirrored.state().held("Hun", "Ace", AdvantageKind.SUN)).isEqualTo(1);
  }

  @Test
  void theSoftCapOfSixDiceAndOilLeaksAndDestroyedWeapons() {
    // "there is a soft cap of 6D6 damage per attack"; "For each oil leak result, maximum possible
    // advantage is reduced by 1D6"; "Each Destroyed Weapon result reduces the attack damage of the
    // plane by 1D6".
    assertThat(AttackDice.of(3, Die.D6, 5, FireMode.BURST, 6).dice()).isEqualTo(6);
    assertThat(AttackDice.of(3, Die.D6, 5, FireMode.BURST, 6).advantageDice()).isEqualTo(3);
    assertThat(AttackDice.of(3, Die.D6, 5, FireMode.BURST, 6, 1, 0).advantageDice()).isEqualTo(2);
    AttackDice hurt = AttackDice.of(3, Die.D6, 5, FireMode.BURST, 6, 0, 1);
    assertThat(hurt.weaponDice()).isEqualTo(2);
    assertThat(hurt.dice()).isEqualTo(6);
    // Soft: a table may lift it.
    assertThat(AttackDice.of(3, Die.D6, 5, FireMode.BURST, 8).dice()).isEqualTo(8);
  }

  @Test
  void burstExplodesOnSixesSustainedOnFivesAndRearD8sStillOnSixOrFive() {
    // "Planes are always considered to be burst-firing (explodes on 6s), and for a 3 point penalty
    // can sustain fire (explodes on 5s)"; rear D8s "still explode on 6s (or 5s)".
    Distribution burst =
        AttackDice.of(1, Die.D6, 0, FireMode.BURST, 6)
            .damage(0)
            .outcomes()
            .toDistribution(Integer::intValue);
    assertThat(burst.probability(6)).isEqualTo(Rational.ZERO);
    assertThat(burst.probability(5)).isEqualTo(Rational.of(1, 6));
    assertThat(burst.probability(7)).isEqualTo(Rational.of(1, 36));
    Distribution sustained =
        AttackDice.of(1, Die.D6, 0, FireMode.SUSTAINED, 6)
            .damage(0)
            .outcomes()
            .toDistribution(Integer::intValue);
    assertThat(sustained.probability(5)).isEqualTo(Rational.ZERO);
    assertThat(sustained.probability(4)).isEqualTo(Rational.of(1, 6));
    Distribution rear =
        AttackDice.of(1, Die.of(8), 0, FireMode.BURST, 6)
            .damage(0)
            .outcomes()
            .toDistribution(Integer::intValue);
    assertThat(rear.probability(6)).isEqualTo(Rational.ZERO);
    assertThat(rear.probability(7)).isEqualTo(Rational.of(1, 64));
    assertThat(rear.probability(5)).isEqualTo(Rational.of(1, 8));
  }

  @Test
  void sustainedFireCostsThreePointsAndTwoMagazineUses() {
    Game<WildBlueState, WildBlueCommand> g = play(duel(), new Fly("Ace", Move.CRUISE));
    g = play(g, new Fire("Ace", "Hun", Gun.Mount.FIXED, FireMode.SUSTAINED));
    // 17 - 3: a 15 misses.
    g = play(g, new Pass("Hun"), 15);
    assertThat(g.log().narration()).contains("failed by 1");
    assertThat(g.state().plane("Ace").magazineUsed()).isEqualTo(2);
  }

  @Test
  void rearGunsFireOnlyAtAPlaneOnTheTailOnTheGunnersFirearms() {
    // "anyone firing a swivel-mounted gun ... rolls to hit with Dex+Firearms as normal".
    Plane bristol =
        Plane.builder()
            .name("Bristol")
            .side(Fixtures.ALLIES)
            .type(Fixtures.type("Bristol F.2b Fighter"))
            .pilot(Fixtures.crew("Jack Ransom"))
            .gunner(Fixtures.crew("Sam Trent"))
            .build();
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(java.util.List.of(Fixtures.hun(), bristol), java.util.List.of());
    // Hun (8) acts before Bristol (7): gets on its tail.
    g = play(g, new Fly("Hun", Move.CRUISE));
    g = play(g, Maneuver.gain("Hun", "Bristol", AdvantageKind.BEHIND), 2);
    g = play(g, new EndAction("Hun"));
    g = play(g, new Fly("Bristol", Move.CRUISE));
    Game<WildBlueState, WildBlueCommand> tail = g;
    assertThatThrownBy(() -> tail.play(new Fire("Bristol", "Hun", Gun.Mount.FIXED, FireMode.BURST)))
        .hasMessageContaining("only a rear gun bears");
    // Sam Trent: Dex 6 + Firearms 8 = 14; a 14 hits. 2d8 rear guns.
    g = play(g, new Fire("Bristol", "Hun", Gun.Mount.REAR, FireMode.BURST));
    g = play(g, new Pass("Hun"), 14);
    g = play(g, new Pass("Hun"), 3, 4);
    assertThat(g.log().narration()).contains("2d8!{6,7,8}");
    // The pilot's own attack is still to come.
    assertThat(g.state().step().orElseThrow().attacked()).isFalse();
  }

  @Test
  void climbTakesTwoActionsAPowerdiveOneAndADiveAttackAddsTwoDice() {
    // "It takes 2 actions to increase your altitude in a straight climb, and one action to
    // powerdive to a lower altitude." "ATTACKING FROM A DIVE (Must start in a higher zone than
    // opponent): 2D6".
    Game<WildBlueState, WildBlueCommand> g = play(duel(), new Fly("Ace", Move.CLIMB));
    assertThat(g.state().plane("Ace").band()).isEqualTo(Band.LOW);
    g = play(g, new EndAction("Ace"));
    g = play(g, new Fly("Hun", Move.CRUISE));
    g = play(g, new EndAction("Hun"));
    g = Fixtures.passSplitS(g);
    g = play(g, new Fly("Ace", Move.CLIMB));
    assertThat(g.state().plane("Ace").band()).isEqualTo(Band.COMBAT);
    Game<WildBlueState, WildBlueCommand> apart = g;
    assertThatThrownBy(() -> apart.play(BURST)).hasMessageContaining("not in Ace's band");
    g = play(g, new EndAction("Ace"));
    g = play(g, new Fly("Hun", Move.CRUISE));
    g = play(g, new EndAction("Hun"));
    g = Fixtures.passSplitS(g);
    g = play(g, new Fly("Ace", Move.POWERDIVE));
    assertThat(g.state().plane("Ace").band()).isEqualTo(Band.LOW);
    assertThat(AttackFlow.advantage(g.state(), "Ace", "Hun")).isEqualTo(2);
  }

  @Test
  void topSpeedForbidsAnyOtherActionUnlessPushedToTheLimit() {
    // "A pilot flying at Top speed may take no other action".
    Game<WildBlueState, WildBlueCommand> g = play(duel(), new Fly("Ace", Move.TOP_SPEED));
    Game<WildBlueState, WildBlueCommand> top = g;
    assertThatThrownBy(() -> top.play(BURST)).hasMessageContaining("may take no other action");
    assertThat(g.legalCommands("Ace")).containsExactly(new EndAction("Ace"));
    // "PUSH IT TO THE LIMIT ... You may fly at top speed and still act, but at the end of the turn
    // your plane takes 1D6 damage for every 20kph you are traveling." 240 kph: 12d6.
    g = play(duel(), WildBlueCommand.Perform.of("Ace", Stunt.PUSH_IT_TO_THE_LIMIT), 5);
    g = play(g, new Fly("Ace", Move.TOP_SPEED));
    g = play(g, BURST);
    g = play(g, new Pass("Hun"), 20);
    g = play(g, new EndAction("Ace"));
    g = play(g, new Fly("Hun", Move.CRUISE));
    g = play(g, new EndAction("Hun"), 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2);
    // "If a plane suffers damage, the controlling player may elect to ignore the damage rolled":
    // Ace takes it.
    g = play(g, new WildBlueCommand.TakeDamage("Ace"));
    assertThat(g.state().plane("Ace").damage()).isEqualTo(13);
    assertThat(g.log().narration()).contains("pushed it to the limit at 240 kph");
  }

  @Test
  void outnumberedAndSecondTurnOfFireHoldWhileTheirConditionsDo() {
    Plane hun2 = Fixtures.hunNamed("Hun 2");
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(
            java.util.List.of(Fixtures.ace(), Fixtures.hun(), hun2), java.util.List.of());
    // "OUTNUMBERED OPPONENT: 1D6": two against one.
    assertThat(
            AttackFlow.condition(
                g.state(),
                g.state().plane("Hun"),
                g.state().plane("Ace"),
                AdvantageKind.OUTNUMBERED))
        .isEqualTo(1);
    assertThat(
            AttackFlow.condition(
                g.state(),
                g.state().plane("Ace"),
                g.state().plane("Hun"),
                AdvantageKind.OUTNUMBERED))
        .isZero();
    // "TWO OR MORE TURNS OF FIRE ON A TARGET: 1D6".
    g = play(g, new Fly("Ace", Move.CRUISE));
    g = play(g, BURST);
    g = play(g, new Pass("Hun"), 20);
    g = play(g, new EndAction("Ace"));
    assertThat(g.state().plane("Ace").lastTargets()).containsExactly("Hun");
    assertThat(AttackFlow.advantage(g.state(), "Ace", "Hun")).isEqualTo(1);
    assertThat(AttackFlow.advantage(g.state(), "Ace", "Hun 2")).isZero();
  }

  @Test
  void surprisedAndFlatFootedAreHeldFromTheStartUntilTheTargetActs() {
    // "Except Outnumbering, Surprise, and Flatfoot, each combatant begins play with no advantage."
    WildBlueRules rules = Fixtures.rules();
    WildBlueState s =
        rules.start(
            java.util.List.of(Fixtures.ace(), Fixtures.hun()),
            java.util.List.of(),
            java.util.List.of(new Held("Ace", "Hun", AdvantageKind.SURPRISED, 1)),
            3);
    assertThat(AttackFlow.advantage(s, "Ace", "Hun")).isEqualTo(1);
    assertThatThrownBy(
            () ->
                rules.start(
                    java.util.List.of(Fixtures.ace(), Fixtures.hun()),
                    java.util.List.of(),
                    java.util.List.of(new Held("Ace", "Hun", AdvantageKind.BEHIND, 1)),
                    3))
        .hasMessageContaining("only surprised and flat-footed");
    Game<WildBlueState, WildBlueCommand> g = Fixtures.passSplitS(Game.start(rules, s));
    g = play(g, new Fly("Ace", Move.CRUISE));
    g = play(g, new EndAction("Ace"));
    g = play(g, new Fly("Hun", Move.CRUISE));
    g = play(g, new EndAction("Hun"));
    assertThat(g.state().held("Ace", "Hun")).isEmpty();
  }

  @Test
  void pilotsCannotBeTargeted() {
    // "With the exception of Critical Hits and Critical Damage results, pilots may not be
    // targeted." No command names a pilot: a target is a plane or a ground unit.
    Game<WildBlueState, WildBlueCommand> g = play(duel(), new Fly("Ace", Move.CRUISE));
    Game<WildBlueState, WildBlueCommand> f = g;
    assertThatThrownBy(
            () -> f.play(new Fire("Ace", "Baron von Krell", Gun.Mount.FIXED, FireMode.BURST)))
        .hasMessageContaining("not an enemy plane");
  }
}
