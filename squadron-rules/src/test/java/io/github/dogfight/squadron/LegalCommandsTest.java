package io.github.dogfight.squadron;

import static io.github.dogfight.testkit.DogfightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.squadron.SquadronCommand.ChooseEscapees;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.squadron.SquadronCommand.RemoveFighters;
import io.github.dogfight.squadron.SquadronCommand.SpendSuccesses;
import io.github.dogfight.squadron.SquadronCommand.Strike;
import io.github.dogfight.testkit.Scripted;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The commands offered at each decision, exactly: every choice the rules accept, once per class of
 * interchangeable aircraft (same type and damage).
 */
class LegalCommandsTest {
  static final SquadronRules RULES = Fixtures.RULES;
  static final AircraftType SPITFIRE = Fixtures.CATALOG.type("Spitfire Mk I");
  static final AircraftType HURRICANE = Fixtures.CATALOG.type("Hurricane Mk I");
  static final AircraftType BF109 = Fixtures.CATALOG.type("Bf 109 E");
  static final AircraftType HE111 = Fixtures.CATALOG.type("He 111 H");

  private static Game<SquadronState, SquadronCommand> start(Squadron white, Squadron black) {
    return start(RULES, white, black);
  }

  private static Game<SquadronState, SquadronCommand> start(
      SquadronRules rules, Squadron white, Squadron black) {
    return Game.start(rules, rules.start(white, black, 1));
  }

  private static Game<SquadronState, SquadronCommand> declare(
      Game<SquadronState, SquadronCommand> g, Maneuver white, Maneuver black, int... faces) {
    Game<SquadronState, SquadronCommand> after = g.play(new DeclareManeuver(Side.WHITE, white));
    return Scripted.play(after, new DeclareManeuver(Side.BLACK, black), faces);
  }

  @Test
  @DisplayName(
      "Attack: \"For every net success in the winning squadron's pool, the enemy removes a fighter"
          + " ... for every 3 successes spent they make a damage roll\": every split is offered")
  void anAllocationOffersEveryNumberOfFightersAndDamageRollsWhenChosenTogether() {
    Game<SquadronState, SquadronCommand> g = Fixtures.small(Fixtures.TOGETHER, 4, 0, 3, 1);
    // 8 dice vs 4 + 3 = 7 dice. White 7 successes, black 0: net 7.
    g = declare(g, Maneuver.ATTACK, Maneuver.ATTACK, Fixtures.roll(8, 7, 7, 0));
    Strike strike = new Strike("Axis He 111 H 1", "Allies Hurricane Mk I 1");
    // No damage roll: 3 fighters (all Black has) down to none; 1 roll (3): 4 left, 3 fighters down
    // to none; 2 rolls (6): 1 left, 1 fighter or none. Successes may be left unspent.
    assertThat(g.legalCommands())
        .containsExactly(
            new SpendSuccesses(Side.WHITE, 3, List.of()),
            new SpendSuccesses(Side.WHITE, 2, List.of()),
            new SpendSuccesses(Side.WHITE, 1, List.of()),
            new SpendSuccesses(Side.WHITE, 0, List.of()),
            new SpendSuccesses(Side.WHITE, 3, List.of(strike)),
            new SpendSuccesses(Side.WHITE, 2, List.of(strike)),
            new SpendSuccesses(Side.WHITE, 1, List.of(strike)),
            new SpendSuccesses(Side.WHITE, 0, List.of(strike)),
            new SpendSuccesses(Side.WHITE, 1, List.of(strike, strike)),
            new SpendSuccesses(Side.WHITE, 0, List.of(strike, strike)));
  }

  @Test
  @DisplayName(
      "Attack: \"they make a damage roll against their chosen targets using one of their"
          + " fighter's armaments\": any armed fighter type, any split between targets")
  void damageRollsAreOfferedWithEveryShooterTypeAndEverySplitBetweenTargetsWhenChosenTogether() {
    Squadron white =
        Squadron.builder("Allies", Side.WHITE).add(1, SPITFIRE).add(1, HURRICANE).build();
    Squadron black = Squadron.builder("Axis", Side.BLACK).add(2, HE111).build();
    // 2 + 5 = 7 dice vs 2 + 1 = 3 dice: net 6, two damage rolls; Black has no fighters.
    Game<SquadronState, SquadronCommand> g =
        declare(
            start(Fixtures.TOGETHER, white, black),
            Maneuver.ATTACK,
            Maneuver.ATTACK,
            Fixtures.roll(7, 6, 3, 0));
    String he1 = "Axis He 111 H 1";
    String he2 = "Axis He 111 H 2";
    String spit = "Allies Spitfire Mk I 1";
    String hurri = "Allies Hurricane Mk I 1";
    assertThat(g.legalCommands())
        .containsExactly(
            new SpendSuccesses(Side.WHITE, 0, List.of()),
            new SpendSuccesses(Side.WHITE, 0, List.of(new Strike(he1, spit))),
            new SpendSuccesses(Side.WHITE, 0, List.of(new Strike(he1, hurri))),
            // one roll at each bomber
            new SpendSuccesses(
                Side.WHITE, 0, List.of(new Strike(he1, spit), new Strike(he2, spit))),
            new SpendSuccesses(
                Side.WHITE, 0, List.of(new Strike(he1, spit), new Strike(he2, hurri))),
            new SpendSuccesses(
                Side.WHITE, 0, List.of(new Strike(he1, hurri), new Strike(he2, hurri))),
            // both rolls at one bomber
            new SpendSuccesses(
                Side.WHITE, 0, List.of(new Strike(he1, spit), new Strike(he1, spit))),
            new SpendSuccesses(
                Side.WHITE, 0, List.of(new Strike(he1, spit), new Strike(he1, hurri))),
            new SpendSuccesses(
                Side.WHITE, 0, List.of(new Strike(he1, hurri), new Strike(he1, hurri))));
    // Naming the other bomber, or the strikes in another order, is the same choice.
    SpendSuccesses other =
        new SpendSuccesses(Side.WHITE, 0, List.of(new Strike(he2, hurri), new Strike(he1, spit)));
    assertThat(Fixtures.TOGETHER.interchangeableKey(g.state(), other))
        .isEqualTo(Fixtures.TOGETHER.interchangeableKey(g.state(), g.legalCommands().get(4)));
    assertThat(g.legalCommands()).doesNotContain(other);
    assertThat(g.play(other).log().events())
        .anyMatch(e -> e instanceof SquadronEvent.SpecialAircraftStruck);
  }

  @Test
  @DisplayName(
      "Attack: \"for every 3 successes spent they make a damage roll against their chosen"
          + " targets\": one damage roll at a time, every target class and shooter type")
  void damageRollsAreOfferedOneAtATimeWithEveryShooterTypeAndTarget() {
    Squadron white =
        Squadron.builder("Allies", Side.WHITE).add(1, SPITFIRE).add(1, HURRICANE).build();
    Squadron black = Squadron.builder("Axis", Side.BLACK).add(2, HE111).build();
    // 2 + 5 = 7 dice vs 2 + 1 = 3 dice: net 6, two damage rolls; Black has no fighters.
    Game<SquadronState, SquadronCommand> g =
        declare(start(white, black), Maneuver.ATTACK, Maneuver.ATTACK, Fixtures.roll(7, 6, 3, 0));
    String he1 = "Axis He 111 H 1";
    String spit = "Allies Spitfire Mk I 1";
    String hurri = "Allies Hurricane Mk I 1";
    assertThat(g.legalCommands())
        .containsExactly(
            new SpendSuccesses(Side.WHITE, 0, List.of()),
            new SpendSuccesses(Side.WHITE, 0, List.of(new Strike(he1, spit))),
            new SpendSuccesses(Side.WHITE, 0, List.of(new Strike(he1, hurri))));
    // Two rolls in one command are the other reading (SquadronConfig.damageRollsTogether).
    assertThat(g)
        .rejects(
            new SpendSuccesses(
                Side.WHITE, 0, List.of(new Strike(he1, spit), new Strike(he1, hurri))))
        .hasMessageContaining("one at a time");
    // The first roll (3d6! of the Spitfire: 2, 3, 4 = 9) is made at once; 3 successes are left.
    g =
        Scripted.play(
            g, new SpendSuccesses(Side.WHITE, 0, List.of(new Strike(he1, spit))), 2, 3, 4);
    assertThat(g.state().pending())
        .contains(new Pending.Allocation(Side.WHITE, Maneuver.ATTACK, 3));
    assertThat(g.legalCommands())
        .containsExactly(
            new SpendSuccesses(Side.WHITE, 0, List.of()),
            // the struck bomber is now a class apart from the whole one
            new SpendSuccesses(Side.WHITE, 0, List.of(new Strike(he1, spit))),
            new SpendSuccesses(Side.WHITE, 0, List.of(new Strike(he1, hurri))),
            new SpendSuccesses(Side.WHITE, 0, List.of(new Strike("Axis He 111 H 2", spit))),
            new SpendSuccesses(Side.WHITE, 0, List.of(new Strike("Axis He 111 H 2", hurri))));
  }

  @Test
  @DisplayName(
      "Attack: \"for every net success ... the enemy removes a fighter ... for every 3 successes"
          + " spent they make a damage roll\": the list stays small at the largest forces")
  void aSpendingAtTheLargestForcesListsFewCommands() {
    // Every type of the sample catalog on each side, 100 aircraft a side (SquadronRules
    // .MAX_AIRCRAFT): 4 armed fighter types and 4 classes of special aircraft; 18 net successes.
    Squadron white = largest("Allies", Side.WHITE);
    Squadron black = largest("Axis", Side.BLACK);
    SquadronState s =
        ImmutableSquadronState.copyOf(RULES.start(white, black, 1))
            .withPending(new Pending.Allocation(Side.WHITE, Maneuver.ATTACK, 18));
    // 13 fighters each of 4 types = 52 Axis fighters: 18 down to 0 (19), and 4 x 4 damage rolls.
    assertThat(RULES.legalCommands(s, "WHITE")).hasSize(19 + 16);
    SquadronState five =
        ImmutableSquadronState.copyOf(
                RULES.start(
                    everyTypeFiveTimes("Allies", Side.WHITE),
                    everyTypeFiveTimes("Axis", Side.BLACK),
                    1))
            .withPending(new Pending.Allocation(Side.WHITE, Maneuver.ATTACK, 9));
    // All rolls chosen together: 2,362 commands at 9 net successes (890,295 at 18).
    assertThat(Fixtures.TOGETHER.legalCommands(five, "WHITE")).hasSize(2_362);
    assertThat(RULES.legalCommands(five, "WHITE")).hasSize(10 + 16);
  }

  private static Squadron largest(String name, Side side) {
    Squadron.Roster r = Squadron.builder(name, side);
    List<AircraftType> types = Fixtures.CATALOG.types();
    for (int i = 0; i < types.size(); i++) {
      r.add(i < 4 ? 13 : 12, types.get(i));
    }
    return r.build();
  }

  private static Squadron everyTypeFiveTimes(String name, Side side) {
    Squadron.Roster r = Squadron.builder(name, side);
    for (AircraftType t : Fixtures.CATALOG.types()) {
      r.add(5, t);
    }
    return r.build();
  }

  @Test
  @DisplayName(
      "Attack: \"the enemy removes a fighter from their squadron of their choice\": every mix of"
          + " types is offered")
  void aRemovalOffersEveryMixOfTypes() {
    Squadron white =
        Squadron.builder("Allies", Side.WHITE).add(3, SPITFIRE).add(4, HURRICANE).build();
    Squadron black = Squadron.builder("Axis", Side.BLACK).add(4, BF109).build();
    // 7 + 5 = 12 dice vs 4 + 3 = 7 dice: Black wins by 3.
    Game<SquadronState, SquadronCommand> g =
        declare(start(white, black), Maneuver.ATTACK, Maneuver.ATTACK, Fixtures.roll(12, 0, 7, 3));
    String s = "Allies Spitfire Mk I ";
    String h = "Allies Hurricane Mk I ";
    assertThat(g.legalCommands())
        .containsExactly(
            new RemoveFighters(Side.WHITE, List.of(s + 1, s + 2, s + 3)),
            new RemoveFighters(Side.WHITE, List.of(s + 1, s + 2, h + 1)),
            new RemoveFighters(Side.WHITE, List.of(s + 1, h + 1, h + 2)),
            new RemoveFighters(Side.WHITE, List.of(h + 1, h + 2, h + 3)));
    RemoveFighters others = new RemoveFighters(Side.WHITE, List.of(h + 4, s + 3, h + 2));
    assertThat(RULES.interchangeableKey(g.state(), others))
        .isEqualTo(RULES.interchangeableKey(g.state(), g.legalCommands().get(2)))
        .isNotEqualTo(RULES.interchangeableKey(g.state(), g.legalCommands().get(1)));
  }

  @Test
  @DisplayName(
      "Escape: \"For every net success, 1 friendly aircraft safely leaves the battle\": a damaged"
          + " aircraft is a choice apart from a whole one of its type")
  void anEscapeTellsDamagedFromWholeAircraft() {
    Squadron white =
        Squadron.builder("Allies", Side.WHITE)
            .add(Aircraft.of("Allies He 111 H 1", HE111))
            .add(ImmutableAircraft.builder().id("Allies He 111 H 2").type(HE111).damage(5).build())
            .add(Aircraft.of("Allies He 111 H 3", HE111))
            .add(1, HURRICANE)
            .build();
    Squadron black = Squadron.builder("Axis", Side.BLACK).add(1, BF109).build();
    // 4 + 4 = 8 dice vs 1 + 3 = 4 dice: White escapes with 2 of its 4 (none is a PC's).
    Game<SquadronState, SquadronCommand> g =
        declare(start(white, black), Maneuver.ESCAPE, Maneuver.ATTACK, Fixtures.roll(8, 2, 4, 0));
    String whole = "Allies He 111 H 1";
    String damaged = "Allies He 111 H 2";
    String hurri = "Allies Hurricane Mk I 1";
    assertThat(g.legalCommands())
        .containsExactly(
            new ChooseEscapees(Side.WHITE, List.of(whole, "Allies He 111 H 3")),
            new ChooseEscapees(Side.WHITE, List.of(whole, damaged)),
            new ChooseEscapees(Side.WHITE, List.of(whole, hurri)),
            new ChooseEscapees(Side.WHITE, List.of(damaged, hurri)));
  }
}
