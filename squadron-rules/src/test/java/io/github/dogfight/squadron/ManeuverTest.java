package io.github.dogfight.squadron;

import static io.github.dogfight.testkit.DogfightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.squadron.SquadronCommand.ChooseEscapees;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.squadron.SquadronCommand.RemoveFighters;
import io.github.dogfight.squadron.SquadronCommand.SpendSuccesses;
import io.github.dogfight.squadron.SquadronCommand.Strike;
import io.github.dogfight.squadron.SquadronEvent.AircraftEscaped;
import io.github.dogfight.squadron.SquadronEvent.CombatPhaseResolved;
import io.github.dogfight.squadron.SquadronEvent.EngagementEnded;
import io.github.dogfight.squadron.SquadronEvent.FightersRemoved;
import io.github.dogfight.squadron.SquadronEvent.ManeuverWithoutEffect;
import io.github.dogfight.squadron.SquadronEvent.SpecialAircraftStruck;
import io.github.dogfight.squadron.SquadronEvent.SquadronRollResolved;
import io.github.dogfight.squadron.SquadronEvent.StrikeWasted;
import io.github.dogfight.squadron.SquadronEvent.SuccessesSpent;
import io.github.dogfight.squadron.SquadronEvent.TacticalSuccessesBanked;
import io.github.dogfight.testkit.Scripted;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Each squadron maneuver of rules 003, with scripted dice. */
class ManeuverTest {
  private static Game<SquadronState, SquadronCommand> declare(
      Game<SquadronState, SquadronCommand> g, Maneuver white, Maneuver black, int... faces) {
    Game<SquadronState, SquadronCommand> after = g.play(new DeclareManeuver(Side.WHITE, white));
    return Scripted.play(after, new DeclareManeuver(Side.BLACK, black), faces);
  }

  @Test
  void tieMeansNeitherManeuverHappens() {
    // 4 Hurricanes (+4) = 8 dice vs 4 Bf 109 (+3) = 7 dice; 2 successes each.
    Game<SquadronState, SquadronCommand> g = Fixtures.small(4, 0, 4, 0);
    g = declare(g, Maneuver.ATTACK, Maneuver.ATTACK, Fixtures.roll(8, 2, 7, 2));
    assertThat(g.log()).narrationContains("A tie").hasNoEventOfType(FightersRemoved.class);
    assertThat(g.log()).containsEventTypes(SquadronRollResolved.class, CombatPhaseResolved.class);
    assertThat(g).isInTurn(2).isAwaiting("WHITE");
  }

  @Test
  void attackRemovesOneFighterPerNetSuccessUpToWhatIsLeft() {
    Game<SquadronState, SquadronCommand> g = Fixtures.small(4, 0, 2, 0);
    // 8 dice vs 2 + 3 = 5 dice. White 5 successes, black 0: net 5 but only 2 fighters.
    g = declare(g, Maneuver.ATTACK, Maneuver.ATTACK, Fixtures.roll(8, 5, 5, 0));
    FightersRemoved removed = assertThat(g.log()).singleEventOfType(FightersRemoved.class);
    assertThat(removed.aircraft()).hasSize(2);
    assertThat(g).endedWith("Allies holds the sky with 4 aircraft");
    assertThat(g.log()).containsEventTypes(FightersRemoved.class, EngagementEnded.class);
    assertThat(g.log()).hasNoEventOfType(CombatPhaseResolved.class);
    assertThat(g)
        .rejects(new DeclareManeuver(Side.WHITE, Maneuver.ATTACK))
        .hasMessageContaining("ended");
    assertThat(g.state().phase()).isEqualTo("Ended");
    assertThat(g.legalCommands()).isEmpty();
  }

  @Test
  void attackBuysDamageRollsOnSpecialAircraftAtThreeSuccessesEachWhenChosenTogether() {
    Game<SquadronState, SquadronCommand> g = Fixtures.small(Fixtures.TOGETHER, 4, 0, 3, 1);
    // 8 dice vs 4 + 3 = 7 dice. White 7 successes, black 0: net 7.
    g = declare(g, Maneuver.ATTACK, Maneuver.ATTACK, Fixtures.roll(8, 7, 7, 0));
    assertThat(g.state().pending())
        .contains(new Pending.Allocation(Side.WHITE, Maneuver.ATTACK, 7));
    assertThat(g.legalCommands())
        .isNotEmpty()
        .allSatisfy(c -> assertThat(c).isInstanceOf(SpendSuccesses.class));
    String bomber = "Axis He 111 H 1";
    String shooter = "Allies Hurricane Mk I 1";
    // 2 damage rolls (6) + 2 fighters (2) = 8 > 7.
    assertThat(g)
        .rejects(
            new SpendSuccesses(
                Side.WHITE, 2, List.of(new Strike(bomber, shooter), new Strike(bomber, shooter))))
        .hasMessageContaining("more than the 7 net successes");
    assertThat(g)
        .rejects(new SpendSuccesses(Side.WHITE, 1, List.of(new Strike("Axis Bf 109 E 1", shooter))))
        .hasMessageContaining("not a special aircraft");
    assertThat(g)
        .rejects(new SpendSuccesses(Side.WHITE, 1, List.of(new Strike(bomber, "nobody"))))
        .hasMessageContaining("armed fighter");
    assertThat(g)
        .rejects(new SpendSuccesses(Side.WHITE, -1, List.of()))
        .hasMessageContaining("negative");
    assertThat(g)
        .rejects(new SpendSuccesses(Side.WHITE, 4, List.of()))
        .hasMessageContaining("only 3 fighters");
    assertThat(g)
        .rejects(new SpendSuccesses(Side.BLACK, 1, List.of()))
        .hasMessageContaining("waiting for WHITE");
    assertThat(g)
        .rejects(new RemoveFighters(Side.WHITE, List.of()))
        .hasMessageContaining("pending decision");

    // Two damage rolls of 2d6! (the He 111's structure is 24) and one fighter: 6 + 1 = 7.
    g =
        Scripted.play(
            g,
            new SpendSuccesses(
                Side.WHITE, 1, List.of(new Strike(bomber, shooter), new Strike(bomber, shooter))),
            // 3d6! of the Hurricane: 6 (explodes: 5), 4, 3 = 18; then 2, 2, 3 = 7.
            6,
            5,
            4,
            3,
            2,
            2,
            3);
    List<SpecialAircraftStruck> hits = g.log().ofType(SpecialAircraftStruck.class);
    assertThat(hits).hasSize(2);
    assertThat(hits.get(0).damage()).isEqualTo(18);
    assertThat(hits.get(0).shotDown()).isFalse();
    assertThat(hits.get(0).structureLeft()).isEqualTo(6);
    assertThat(hits.get(0).dice()).hasSize(1);
    assertThat(hits.get(1).shotDown()).isTrue();
    assertThat(hits.get(1).narration()).contains("shot down!");
    assertThat(g.state().black().find(bomber).orElseThrow().status()).isEqualTo(Status.SHOT_DOWN);
    SuccessesSpent spent = assertThat(g.log()).singleEventOfType(SuccessesSpent.class);
    assertThat(spent.unspent()).isZero();
    // The loser now chooses the fighter.
    assertThat(g.state().pending()).contains(new Pending.Removal(Side.BLACK, 1));
    assertThat(g)
        .rejects(new RemoveFighters(Side.BLACK, List.of("Axis Bf 109 E 1", "Axis Bf 109 E 2")))
        .hasMessageContaining("exactly 1");
    g = g.play(new RemoveFighters(Side.BLACK, List.of("Axis Bf 109 E 2")));
    assertThat(g.state().black().inFight()).hasSize(2);
    assertThat(g).isInTurn(2);
  }

  @Test
  @DisplayName(
      "Attack: \"for every 3 successes spent they make a damage roll against their chosen"
          + " targets\": one roll at a time, what is left spent knowing the result")
  void attackSpendsDamageRollsOneAtATime() {
    Game<SquadronState, SquadronCommand> g = Fixtures.small(4, 0, 3, 1);
    // 8 dice vs 4 + 3 = 7 dice. White 7 successes, black 0: net 7.
    g = declare(g, Maneuver.ATTACK, Maneuver.ATTACK, Fixtures.roll(8, 7, 7, 0));
    String bomber = "Axis He 111 H 1";
    String shooter = "Allies Hurricane Mk I 1";
    SpendSuccesses oneRoll =
        new SpendSuccesses(Side.WHITE, 0, List.of(new Strike(bomber, shooter)));
    assertThat(g)
        .rejects(new SpendSuccesses(Side.WHITE, 1, List.of(new Strike(bomber, shooter))))
        .hasMessageContaining("one at a time");
    // 3d6! of the Hurricane: 6 (explodes: 5), 4, 3 = 18; the He 111 (structure 24) flies on.
    g = Scripted.play(g, oneRoll, 6, 5, 4, 3);
    assertThat(g.log()).hasNoEventOfType(SuccessesSpent.class);
    assertThat(g.state().pending())
        .contains(new Pending.Allocation(Side.WHITE, Maneuver.ATTACK, 4));
    // 2, 2, 3 = 7: 25, shot down; the last success removes a fighter.
    g = Scripted.play(g, oneRoll, 2, 2, 3);
    List<SpecialAircraftStruck> hits = g.log().ofType(SpecialAircraftStruck.class);
    assertThat(hits).hasSize(2);
    assertThat(hits.get(1).shotDown()).isTrue();
    SuccessesSpent spent = assertThat(g.log()).singleEventOfType(SuccessesSpent.class);
    assertThat(spent.fighters()).isEqualTo(1);
    assertThat(spent.unspent()).isZero();
    assertThat(g.state().pending()).contains(new Pending.Removal(Side.BLACK, 1));
  }

  @Test
  @DisplayName(
      "Attack: a damage roll that spends the last of the net successes ends the spending there,"
          + " with that roll counted")
  void theLastDamageRollSpendsEverythingLeft() {
    Game<SquadronState, SquadronCommand> g = Fixtures.small(4, 0, 3, 1);
    // 8 dice vs 4 + 3 = 7 dice. White 6 successes, black 0: net 6, two damage rolls of 3.
    g = declare(g, Maneuver.ATTACK, Maneuver.ATTACK, Fixtures.roll(8, 6, 7, 0));
    String bomber = "Axis He 111 H 1";
    String shooter = "Allies Hurricane Mk I 1";
    SpendSuccesses oneRoll =
        new SpendSuccesses(Side.WHITE, 0, List.of(new Strike(bomber, shooter)));
    // 3d6!: 2, 2, 3 = 7; the He 111 (structure 24) flies on, 3 successes left.
    g = Scripted.play(g, oneRoll, 2, 2, 3);
    assertThat(g.state().pending())
        .contains(new Pending.Allocation(Side.WHITE, Maneuver.ATTACK, 3));
    // 1, 2, 2 = 5: 12 in all, it still flies; the roll took the last 3 successes.
    g = Scripted.play(g, oneRoll, 1, 2, 2);
    SuccessesSpent spent = assertThat(g.log()).singleEventOfType(SuccessesSpent.class);
    assertThat(spent.damageRolls()).isEqualTo(1);
    assertThat(spent.fighters()).isZero();
    assertThat(spent.unspent()).isZero();
    assertThat(g.state().pending().filter(p -> p instanceof Pending.Allocation)).isEmpty();
  }

  @Test
  void aStrikeAtAnAircraftAlreadyDownIsWastedWhenChosenTogether() {
    Game<SquadronState, SquadronCommand> g = Fixtures.small(Fixtures.TOGETHER, 4, 0, 0, 1);
    // 8 dice vs 1 + 1 = 2 dice; white 6 successes: two damage rolls.
    g = declare(g, Maneuver.ATTACK, Maneuver.ATTACK, Fixtures.roll(8, 6, 2, 0));
    String bomber = "Axis He 111 H 1";
    String shooter = "Allies Hurricane Mk I 2";
    g =
        Scripted.play(
            g,
            new SpendSuccesses(
                Side.WHITE, 0, List.of(new Strike(bomber, shooter), new Strike(bomber, shooter))),
            6,
            6,
            6,
            6,
            1,
            1,
            1); // 3d6!: 6+6+6+6+1, 1, 1 = 27 >= 24
    assertThat(g.log())
        .containsEventTypes(SpecialAircraftStruck.class, StrikeWasted.class, EngagementEnded.class);
    assertThat(g).endedWith("Axis has none left in the fight (Axis: 1 shot down)");
  }

  @Test
  void defendAddsHalfThePoolRoundedUpAndRemovesAFighterPerThreeSuccesses() {
    Game<SquadronState, SquadronCommand> g = Fixtures.small(4, 0, 4, 0);
    // White defends: 8 + 4 = 12 dice. Black 7 dice. Net 5: one fighter (5 / 3).
    g = declare(g, Maneuver.DEFEND, Maneuver.ATTACK, Fixtures.roll(12, 6, 7, 1));
    SquadronRollResolved roll = assertThat(g.log()).singleEventOfType(SquadronRollResolved.class);
    assertThat(roll.whitePool()).isEqualTo(12);
    assertThat(g.state().pending()).contains(new Pending.Removal(Side.BLACK, 1));
  }

  @Test
  void defendWithTooFewSuccessesHasNoEffect() {
    Game<SquadronState, SquadronCommand> g = Fixtures.small(4, 0, 4, 0);
    g = declare(g, Maneuver.DEFEND, Maneuver.ATTACK, Fixtures.roll(12, 3, 7, 1));
    assertThat(g.log()).singleEventOfType(ManeuverWithoutEffect.class);
    assertThat(g.log()).narrationContains("too few net successes");
    assertThat(g).isInTurn(2);
  }

  @Test
  void defendBuysDamageRollsAtSixSuccessesWhenChosenTogether() {
    Game<SquadronState, SquadronCommand> g = Fixtures.small(Fixtures.TOGETHER, 4, 0, 1, 1);
    // Black 2 aircraft + 3 = 5 dice; white defends with 12 dice and nets 6.
    g = declare(g, Maneuver.DEFEND, Maneuver.ATTACK, Fixtures.roll(12, 6, 5, 0));
    assertThat(g.state().pending())
        .contains(new Pending.Allocation(Side.WHITE, Maneuver.DEFEND, 6));
    assertThat(g)
        .rejects(
            new SpendSuccesses(
                Side.WHITE, 1, List.of(new Strike("Axis He 111 H 1", "Allies Hurricane Mk I 1"))))
        .hasMessageContaining("1 fighter at 3 and 1 damage roll at 6 cost 9");
  }

  @Test
  void escapeLetsNonPcAircraftLeave() {
    Game<SquadronState, SquadronCommand> g = Fixtures.small(3, 1, 4, 0);
    // White: 3 Hurricanes + PC Sky Yacht = 4 + 4 = 8 dice. Net 2.
    g = declare(g, Maneuver.ESCAPE, Maneuver.ATTACK, Fixtures.roll(8, 3, 7, 1));
    assertThat(g.state().pending()).contains(new Pending.Escape(Side.WHITE, 2));
    assertThat(g)
        .rejects(
            new ChooseEscapees(
                Side.WHITE, List.of("Allies PC Sky Yacht 1", "Allies Hurricane Mk I 1")))
        .hasMessageContaining("not piloted by a PC");
    assertThat(g)
        .rejects(
            new ChooseEscapees(
                Side.WHITE, List.of("Allies Hurricane Mk I 1", "Allies Hurricane Mk I 1")))
        .hasMessageContaining("named twice");
    g =
        g.play(
            new ChooseEscapees(
                Side.WHITE, List.of("Allies Hurricane Mk I 1", "Allies Hurricane Mk I 2")));
    assertThat(g.state().white().count(Status.ESCAPED)).isEqualTo(2);
    // Escape removes no enemies.
    assertThat(g.state().black().inFight()).hasSize(4);
  }

  @Test
  void escapeWithMoreSuccessesThanAircraftTakesEveryoneButPcs() {
    Game<SquadronState, SquadronCommand> g = Fixtures.small(1, 1, 4, 0);
    g = declare(g, Maneuver.ESCAPE, Maneuver.ATTACK, Fixtures.roll(6, 5, 7, 0));
    AircraftEscaped escaped = assertThat(g.log()).singleEventOfType(AircraftEscaped.class);
    assertThat(escaped.aircraft()).containsExactly("Allies Hurricane Mk I 1");
    assertThat(g.state().white().inFight())
        .extracting(Aircraft::id)
        .containsExactly("Allies PC Sky Yacht 1");
  }

  @Test
  void tacticalBanksSuccessesForTheNextTurnButNotForAnotherTactical() {
    Game<SquadronState, SquadronCommand> g = Fixtures.small(4, 0, 4, 0);
    g = declare(g, Maneuver.TACTICAL, Maneuver.ATTACK, Fixtures.roll(8, 4, 7, 1));
    TacticalSuccessesBanked banked =
        assertThat(g.log()).singleEventOfType(TacticalSuccessesBanked.class);
    assertThat(banked.successes()).isEqualTo(3);
    assertThat(g.state().bank(Side.WHITE)).isEqualTo(3);
    assertThat(new TacticalAdvantage().advantage(g.state(), "WHITE", "BLACK")).isEqualTo(3);
    // Next turn white attacks: 1 rolled + 3 banked = 4 against 2: net 2 removes two fighters.
    Game<SquadronState, SquadronCommand> attack =
        declare(g, Maneuver.ATTACK, Maneuver.ATTACK, Fixtures.roll(8, 1, 7, 2));
    SquadronRollResolved roll = attack.log().ofType(SquadronRollResolved.class).get(1);
    assertThat(roll.whiteBank()).isEqualTo(3);
    assertThat(roll.net()).isEqualTo(2);
    assertThat(roll.narration()).contains("+ 3 tactical");
    assertThat(attack.state().pending()).contains(new Pending.Removal(Side.BLACK, 2));
    assertThat(attack.state().bank(Side.WHITE)).isZero();
    // If white chooses Tactical again, the bank does not count: 1 vs 2, black wins.
    Game<SquadronState, SquadronCommand> again =
        declare(g, Maneuver.TACTICAL, Maneuver.ATTACK, Fixtures.roll(8, 1, 7, 2));
    SquadronRollResolved second = again.log().ofType(SquadronRollResolved.class).get(1);
    assertThat(second.whiteBank()).isZero();
    assertThat(second.net()).isEqualTo(-1);
  }

  @Test
  void declarationsAreChecked() {
    // "Effects depend on the Squadron Maneuver chosen before the roll" (rules 003): both sides
    // choose at once and in secret, in either order, and each once.
    Game<SquadronState, SquadronCommand> g = Fixtures.small(2, 0, 2, 0);
    assertThat(g).awaitsSimultaneously("WHITE", "BLACK");
    assertThat(g.legalCommands("WHITE")).hasSize(4);
    assertThat(g.legalCommands("BLACK")).hasSize(4);
    assertThat(g.legalCommands().get(0).describe()).isEqualTo("WHITE declares Attack");
    Game<SquadronState, SquadronCommand> black =
        g.play(new DeclareManeuver(Side.BLACK, Maneuver.DEFEND));
    assertThat(black).awaitsSimultaneously("WHITE");
    assertThat(black)
        .rejects(new DeclareManeuver(Side.BLACK, Maneuver.ATTACK))
        .hasMessageContaining("waiting for WHITE (simultaneous): choose a squadron maneuver");
    assertThat(black.legalCommands("BLACK")).isEmpty();
  }

  @Test
  void aCustomCombatPhaseRunsAfterEverySquadronPhase() {
    CombatPhase host =
        CombatPhase.of(
            "ace",
            "test host",
            (state, roller) -> {
              int roll = roller.roll("1d6", "ace's burst").result();
              Squadron black = state.black();
              if (roll >= 4) {
                String victim = black.inFight().get(0).id();
                black =
                    black.update(
                        victim, a -> ImmutableAircraft.copyOf(a).withStatus(Status.SHOT_DOWN));
              }
              return new CombatPhase.CombatPhaseResult(
                  state.white(), black, "the ace rolls " + roll);
            });
    SquadronRules rules = new SquadronRules(SquadronConfig.builder().combatPhase(host).build());
    // Tie (2 + 4 = 6 dice vs 1 + 3 = 4 dice), then the ace rolls a 5.
    Game<SquadronState, SquadronCommand> g =
        Fixtures.twoVsOne(rules).play(new DeclareManeuver(Side.WHITE, Maneuver.ATTACK));
    int[] faces =
        IntStream.concat(IntStream.of(Fixtures.roll(6, 1, 4, 1)), IntStream.of(5)).toArray();
    g = Scripted.play(g, new DeclareManeuver(Side.BLACK, Maneuver.ATTACK), faces);
    CombatPhaseResolved combat = assertThat(g.log()).singleEventOfType(CombatPhaseResolved.class);
    assertThat(combat.dice()).hasSize(1);
    assertThat(combat.phase()).isEqualTo("Combat Phase");
    assertThat(g).endedWith("Allies holds the sky");
    assertThat(rules.policies()).contains(host);
    assertThat(host.name()).isEqualTo("ace");
    assertThat(host.description()).isEqualTo("test host");
  }

  @Test
  void aCombatPhaseMayNotDropAircraft() {
    CombatPhase broken =
        CombatPhase.of(
            "broken",
            "drops aircraft",
            (state, roller) ->
                new CombatPhase.CombatPhaseResult(
                    state.white(),
                    ImmutableSquadron.copyOf(state.black()).withAircraft(List.of()),
                    "oops"));
    SquadronRules rules = new SquadronRules(SquadronConfig.builder().combatPhase(broken).build());
    Game<SquadronState, SquadronCommand> g =
        Fixtures.twoVsOne(rules).play(new DeclareManeuver(Side.WHITE, Maneuver.ATTACK));
    assertThatThrownBy(
            () ->
                g.play(
                    new DeclareManeuver(Side.BLACK, Maneuver.ATTACK),
                    ScriptedDice.of(Fixtures.roll(6, 1, 4, 1))))
        .hasMessageContaining("Combat Phase may change");
  }

  @Test
  void anEngagementEndsUndecidedAfterMaxRounds() {
    SquadronRules rules = new SquadronRules(SquadronConfig.builder().maxRounds(1).build());
    Game<SquadronState, SquadronCommand> g =
        Fixtures.twoVsOne(rules).play(new DeclareManeuver(Side.WHITE, Maneuver.TACTICAL));
    g =
        Scripted.play(
            g, new DeclareManeuver(Side.BLACK, Maneuver.TACTICAL), Fixtures.roll(6, 1, 4, 1));
    assertThat(g).endedWith("undecided after 1 rounds");
  }

  @Test
  void aSideWhoseLastAircraftEscapesLeavesTheOtherHoldingTheSky() {
    // White escapes with its only aircraft: it has none left in the fight.
    Game<SquadronState, SquadronCommand> g = Fixtures.small(1, 0, 1, 0);
    g = declare(g, Maneuver.ESCAPE, Maneuver.ESCAPE, Fixtures.roll(5, 2, 4, 0));
    assertThat(g)
        .endedWith(
            "Axis holds the sky with 1 aircraft; Allies has none left in the fight (Allies: 1 escaped)");
  }

  @Test
  void exactlyThreeNetSuccessesOfAnAttackBuyADamageRoll() {
    // Rules 003, Attack: "for every 3 successes spent they make a damage roll against their
    // chosen targets". 8 dice vs 1 + 1 + 3 = 5 dice; white 3 successes, black 0: net 3.
    Game<SquadronState, SquadronCommand> g = Fixtures.small(4, 0, 1, 1);
    g = declare(g, Maneuver.ATTACK, Maneuver.ATTACK, Fixtures.roll(8, 3, 5, 0));
    assertThat(g.state().pending())
        .contains(new Pending.Allocation(Side.WHITE, Maneuver.ATTACK, 3));
    assertThat(g.legalCommands())
        .contains(
            new SpendSuccesses(
                Side.WHITE, 0, List.of(new Strike("Axis He 111 H 1", "Allies Hurricane Mk I 1"))));
  }

  @Test
  void fightersWithoutArmamentCannotBuyDamageRolls() {
    // Damage rolls use "one of their fighter's armaments": with none, the net successes all
    // remove fighters and the winner has nothing to choose.
    AircraftType unarmed =
        new AircraftType("Glider", Role.FIGHTER, 4, 10, java.util.Optional.empty());
    Squadron white = Squadron.builder("Allies", Side.WHITE).add(4, unarmed).build();
    Squadron black =
        Squadron.builder("Axis", Side.BLACK)
            .add(4, Fixtures.CATALOG.type("Bf 109 E"))
            .add(1, Fixtures.CATALOG.type("He 111 H"))
            .build();
    Game<SquadronState, SquadronCommand> g =
        Game.start(Fixtures.RULES, Fixtures.RULES.start(white, black, 1));
    // 4 + 4 = 8 dice vs 5 + 3 = 8 dice; white 3 successes, black 0: net 3.
    g = declare(g, Maneuver.ATTACK, Maneuver.ATTACK, Fixtures.roll(8, 3, 8, 0));
    assertThat(g.log()).hasNoEventOfType(SpecialAircraftStruck.class);
    assertThat(g.state().pending()).contains(new Pending.Removal(Side.BLACK, 3));
  }

  @Test
  void damageEqualToStructureShootsASpecialAircraftDown() {
    // Assumption (SpecialAircraftDamage.armamentTotal): a special aircraft is shot down when its
    // damage reaches its structure. The He 111 has 24: 18 then 6 is exactly 24.
    Game<SquadronState, SquadronCommand> g = Fixtures.small(4, 0, 0, 1);
    g = declare(g, Maneuver.ATTACK, Maneuver.ATTACK, Fixtures.roll(8, 6, 2, 0));
    String bomber = "Axis He 111 H 1";
    String shooter = "Allies Hurricane Mk I 1";
    SpendSuccesses oneRoll =
        new SpendSuccesses(Side.WHITE, 0, List.of(new Strike(bomber, shooter)));
    // 3d6!: 6 (explodes: 5), 4, 3 = 18; then, one roll at a time, 2, 2, 2 = 6.
    g = Scripted.play(g, oneRoll, 6, 5, 4, 3);
    g = Scripted.play(g, oneRoll, 2, 2, 2);
    List<SpecialAircraftStruck> hits = g.log().ofType(SpecialAircraftStruck.class);
    assertThat(hits.get(1).damage()).isEqualTo(6);
    assertThat(hits.get(1).structureLeft()).isZero();
    assertThat(hits.get(1).shotDown()).isTrue();
    assertThat(g).endedWith("Axis has none left in the fight (Axis: 1 shot down)");
  }

  @Test
  void aCommandAfterTheEndNamesTheEndedEngagement() {
    Game<SquadronState, SquadronCommand> g = Fixtures.small(1, 0, 1, 0);
    g = declare(g, Maneuver.ESCAPE, Maneuver.ESCAPE, Fixtures.roll(5, 2, 4, 0));
    SquadronState over = g.state();
    assertThatThrownBy(
            () ->
                Fixtures.RULES.apply(
                    over,
                    new DeclareManeuver(Side.WHITE, Maneuver.ATTACK),
                    io.github.dogfight.core.dice.Roller.scripted(ScriptedDice.of())))
        .isInstanceOf(io.github.dogfight.core.game.RuleViolation.class)
        .hasMessageContaining("the engagement is over");
  }

  @Test
  void blacksBankCountsForBlackNextTurn() {
    // Rules 003, Tactical: "Net successes from the Squadron Roll contribute to this turn and boost
    // the next turn's Squadron Roll." 8 dice vs 7; black's Tactical wins 4 to 1: 3 banked.
    Game<SquadronState, SquadronCommand> g = Fixtures.small(4, 0, 4, 0);
    g = declare(g, Maneuver.ATTACK, Maneuver.TACTICAL, Fixtures.roll(8, 1, 7, 4));
    assertThat(g.state().bank(Side.BLACK)).isEqualTo(3);
    // Next turn black rolls 1 + 3 banked = 4 against white's 2: black wins by 2.
    g = declare(g, Maneuver.ATTACK, Maneuver.ATTACK, Fixtures.roll(8, 2, 7, 1));
    SquadronRollResolved roll = g.log().ofType(SquadronRollResolved.class).get(1);
    assertThat(roll.blackBank()).isEqualTo(3);
    assertThat(roll.net()).isEqualTo(-2);
    assertThat(g.state().pending()).contains(new Pending.Removal(Side.WHITE, 2));
  }
}
