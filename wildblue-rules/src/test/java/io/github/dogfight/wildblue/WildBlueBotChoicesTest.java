package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.ace;
import static io.github.dogfight.wildblue.Fixtures.crew;
import static io.github.dogfight.wildblue.Fixtures.duel;
import static io.github.dogfight.wildblue.Fixtures.edit;
import static io.github.dogfight.wildblue.Fixtures.hun;
import static io.github.dogfight.wildblue.Fixtures.play;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.wildblue.WildBlueCommand.EndAction;
import io.github.dogfight.wildblue.WildBlueCommand.Fire;
import io.github.dogfight.wildblue.WildBlueCommand.Fly;
import io.github.dogfight.wildblue.internal.Candidates;
import io.github.dogfight.wildblue.internal.bot.WildBlueBot;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The bot's choices at the edges of its rules ({@link WildBlueBot}): a Split S at exactly the
 * expected re-roll, a Destroyed Weapon as the last mild result, which target an attack goes to, and
 * the moves of hurt, bombless and grounded-by-damage planes.
 */
class WildBlueBotChoicesTest {
  private static final WildBlueRules RULES = Fixtures.rules();
  private static final Bot<WildBlueState, WildBlueCommand> BOT = RULES.defaultBot();
  private static final Plane HUN_2 = Fixtures.hunNamed("Hun 2");

  private static WildBlueCommand choose(Game<WildBlueState, WildBlueCommand> g, String actor) {
    return BOT.choose(g.viewFor(actor), g.legalCommands(actor));
  }

  private static ImmutableWildBlueState copy(Game<WildBlueState, WildBlueCommand> g) {
    return (ImmutableWildBlueState) ImmutableWildBlueState.copyOf(g.state());
  }

  /** {@code actor} has flown at cruise and made its advantage attempt; it has not attacked. */
  private static Game<WildBlueState, WildBlueCommand> readyToAttack(
      Game<WildBlueState, WildBlueCommand> g, String actor) {
    ActionStep step =
        new ActionStep(actor, Optional.of(Move.CRUISE), Band.LOW, 1, false, false, false, true);
    return Fixtures.withState(g, copy(g).withStep(step));
  }

  /**
   * With the fixed initiative a Split S re-rolls to exactly bonus - 3: Ace (bonus 9) expects 6. At
   * 6 the re-roll is no better and it keeps its initiative; at 5 it flies the Split S.
   */
  @ParameterizedTest(name = "Ace at {0}: {1}")
  @CsvSource({"6, Pass", "5, SplitS"})
  void aSplitSOnlyWhenTheReRollIsExpectedToBeBetter(int initiative, String want) {
    Plane a = ((ImmutablePlane) ImmutablePlane.copyOf(ace())).withInitiative(initiative);
    Plane h = ((ImmutablePlane) ImmutablePlane.copyOf(hun())).withInitiative(8);
    WildBlueState s = RULES.start(List.of(a, h), List.of(), List.of(), 1);
    Game<WildBlueState, WildBlueCommand> g =
        Game.start(
            RULES,
            ((ImmutableWildBlueState) ImmutableWildBlueState.copyOf(s))
                .withSplitS("Ace", "Hun")
                .withPlanes(a, h));
    WildBlueCommand c = BOT.choose(g.viewFor("Ace"), Candidates.of(g.state(), "Ace"));
    assertThat(c.getClass().getSimpleName()).isEqualTo(want);
  }

  /**
   * Instead of heavy damage it takes a mild result, up to and including a Destroyed Weapon: with
   * everything milder taken, a Destroyed Weapon is still taken instead of 17 damage.
   */
  @Test
  void aDestroyedWeaponIsTheLastMildResult() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    Plane hun = edit(g, "Hun").withCriticals(Fixtures.MILD_CRITICALS.subList(0, 7));
    Game<WildBlueState, WildBlueCommand> asked =
        Fixtures.withState(
            g,
            copy(g)
                .withPlanes(g.state().plane("Ace"), hun)
                .withChoices(
                    new CriticalChoice("Hun", "Hun", CriticalChoice.Why.INSTEAD_OF_DAMAGE, 17)));
    assertThat(choose(asked, "Hun"))
        .isEqualTo(new WildBlueCommand.TakeCritical("Hun", CriticalDamage.DESTROYED_WEAPON));
  }

  private static Fire target(WildBlueCommand c) {
    assertThat(c).isInstanceOf(Fire.class);
    return (Fire) c;
  }

  /**
   * The attack goes where the expected damage is highest: an enemy in an Aileron Roll (3 points
   * harder to hit) loses to one that is not, whichever comes first.
   */
  @Test
  void itFiresAtTheEnemyEasierToHit() {
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(ace(), hun(), HUN_2), List.of());
    g = Fixtures.with(g, edit(g, "Hun").withEffects(EnumSet.of(Plane.Effect.AILERON_ROLL)));
    assertThat(target(choose(readyToAttack(g, "Ace"), "Ace")).target()).isEqualTo("Hun 2");
  }

  /** Equal expected damage: the first attack offered. */
  @Test
  void onEqualExpectedDamageTheFirstOffered() {
    Game<WildBlueState, WildBlueCommand> g =
        readyToAttack(Fixtures.start(List.of(ace(), hun(), HUN_2), List.of()), "Ace");
    assertThat(target(choose(g, "Ace")).target()).isEqualTo("Hun");
  }

  /** A ground target's expected damage counts half: a plane as easy to hit comes first. */
  @Test
  void aPlaneBeforeAGroundTargetAsEasyToHit() {
    GroundUnit truck = GroundUnit.target("Truck", Fixtures.JASTA, false, 10);
    Game<WildBlueState, WildBlueCommand> g =
        readyToAttack(Fixtures.start(List.of(ace(), hun()), List.of(truck)), "Ace");
    assertThat(target(choose(g, "Ace")).target()).isEqualTo("Hun");
    // with the plane out of reach (on Ace's tail) it strafes the truck
    Game<WildBlueState, WildBlueCommand> tailed =
        Fixtures.withState(
            g, copy(g).withAdvantage(new Held("Hun", "Ace", AdvantageKind.BEHIND, 1)));
    assertThat(target(choose(tailed, "Ace")).target()).isEqualTo("Truck");
  }

  /**
   * A ground unit aims where its gunner hits best: Wilhelm Dorn's rifles pass over Ace in a
   * Wingover (3 points harder to hit from the ground) for the Bristol.
   */
  @Test
  void aGroundUnitAimsWhereItsGunnerHitsBest() {
    Plane bristol = Fixtures.bristol().build();
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(ace(), hun(), bristol), List.of(Fixtures.rifles()));
    for (String plane : List.of("Ace", "Hun", "Bristol")) {
      g = play(play(g, new Fly(plane, Move.CRUISE)), new EndAction(plane));
    }
    assertThat(g.state().acting()).contains("Rifles");
    g = Fixtures.with(g, edit(g, "Ace").withEffects(EnumSet.of(Plane.Effect.WINGOVER)));
    assertThat(target(choose(g, "Rifles")).target()).isEqualTo("Bristol");
  }

  /**
   * The pilot's guns and the gunner's rear gun are each fired once, the better shot first: a
   * Bristol with Hun on its tail and Hun 2 ahead fires the rear 2d8 at Hun before the fixed 1d6 at
   * Hun 2.
   */
  @Test
  void theBetterShotOfPilotAndGunnerGoesFirst() {
    Plane bristol = Fixtures.bristol().gunner(crew("Nora Vane")).build();
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(hun(), HUN_2, bristol), List.of());
    g = play(play(g, new Fly("Hun", Move.CRUISE)), new EndAction("Hun"));
    g = play(play(g, new Fly("Hun 2", Move.CRUISE)), new EndAction("Hun 2"));
    g =
        readyToAttack(
            Fixtures.withState(
                g, copy(g).withAdvantage(new Held("Hun", "Bristol", AdvantageKind.BEHIND, 1))),
            "Bristol");
    assertThat(g.legalCommands("Bristol"))
        .contains(new Fire("Bristol", "Hun 2", Gun.Mount.FIXED, FireMode.BURST));
    Fire first = target(choose(g, "Bristol"));
    assertThat(first.mount()).isEqualTo(Gun.Mount.REAR);
    assertThat(first.target()).isEqualTo("Hun");
    // the gunner has fired: the pilot's turn
    ActionStep gunnerDone =
        new ActionStep("Bristol", Optional.of(Move.CRUISE), Band.LOW, 1, false, true, false, true);
    Fire second = target(choose(Fixtures.withState(g, copy(g).withStep(gunnerDone)), "Bristol"));
    assertThat(second.mount()).isEqualTo(Gun.Mount.FIXED);
    assertThat(second.target()).isEqualTo("Hun 2");
  }

  /** Hurt, it runs at Top speed only from an enemy behind it, not from one above. */
  @Test
  void itRunsOnlyFromAPursuerBehind() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    ImmutablePlane hurt = edit(g, "Ace").withDamage(64);
    Game<WildBlueState, WildBlueCommand> above =
        Fixtures.withState(
            g,
            copy(g)
                .withPlanes(hurt, g.state().plane("Hun"))
                .withAdvantage(new Held("Hun", "Ace", AdvantageKind.ABOVE, 1)));
    assertThat(choose(above, "Ace")).isEqualTo(new Fly("Ace", Move.CRUISE));
  }

  /**
   * "Less than a quarter of its hit points": a SPAD XIII (80 HP) with 20 left is at a quarter and
   * does not run; with 19 it does.
   */
  @ParameterizedTest(name = "{0} HP left: {1}")
  @CsvSource({"20, CRUISE", "19, TOP_SPEED"})
  void aQuarterOfItsHitPointsIsNotYetRunning(int hp, Move want) {
    Game<WildBlueState, WildBlueCommand> g = duel();
    ImmutablePlane spad =
        edit(g, "Ace")
            .withType(Fixtures.type("SPAD XIII"))
            .withDamage(80 - hp)
            .withCriticals(CriticalDamage.WING_DAMAGE);
    Game<WildBlueState, WildBlueCommand> pursued =
        Fixtures.withState(
            g,
            copy(g)
                .withPlanes(spad, g.state().plane("Hun"))
                .withAdvantage(new Held("Hun", "Ace", AdvantageKind.BEHIND, 1)));
    assertThat(choose(pursued, "Ace")).isEqualTo(new Fly("Ace", want));
  }

  /**
   * DAMAGED AILERON "may not go above Combat Altitude": with its enemy at High and a climb it may
   * not make, it cruises.
   */
  @Test
  void aClimbItMayNotMakeIsACruise() {
    Plane high = ((ImmutablePlane) ImmutablePlane.copyOf(hun())).withBand(Band.HIGH);
    Plane combat =
        ((ImmutablePlane) ImmutablePlane.copyOf(ace()))
            .withBand(Band.COMBAT)
            .withCriticals(CriticalDamage.DAMAGED_AILERON);
    Game<WildBlueState, WildBlueCommand> g = Fixtures.start(List.of(combat, high), List.of());
    assertThat(g.legalCommands("Ace")).doesNotContain(new Fly("Ace", Move.CLIMB));
    assertThat(choose(g, "Ace")).isEqualTo(new Fly("Ace", Move.CRUISE));
  }

  /**
   * The nearest band an enemy holds, the first enemy's on a tie: from Combat, with enemies at High
   * and Low, it climbs to the first.
   */
  @Test
  void onATieItFliesToTheFirstEnemysBand() {
    Plane high = ((ImmutablePlane) ImmutablePlane.copyOf(hun())).withBand(Band.HIGH);
    Plane low = ((ImmutablePlane) ImmutablePlane.copyOf(HUN_2)).withBand(Band.LOW);
    Plane ace = ((ImmutablePlane) ImmutablePlane.copyOf(ace())).withBand(Band.COMBAT);
    Game<WildBlueState, WildBlueCommand> g = Fixtures.start(List.of(ace, high, low), List.of());
    assertThat(choose(g, "Ace")).isEqualTo(new Fly("Ace", Move.CLIMB));
  }

  /**
   * Its bombs gone, a Bristol over the depot with Hun in another band throws a grenade: the only
   * attack it has, worth its expected damage (Jack Ransom's 14 and 12 on 2d6).
   */
  @Test
  void aBomberWithGrenadesLeftThrowsThem() {
    Plane bristol = Fixtures.bristol().bombsDropped(2).build();
    Plane hunAtCombat = ((ImmutablePlane) ImmutablePlane.copyOf(hun())).withBand(Band.COMBAT);
    GroundUnit depot = GroundUnit.target("Depot", Fixtures.JASTA, true, 40);
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(bristol, hunAtCombat), List.of(depot));
    g = play(play(g, new Fly("Hun", Move.CRUISE)), new EndAction("Hun"));
    assertThat(choose(readyToAttack(g, "Bristol"), "Bristol"))
        .isEqualTo(new WildBlueCommand.Grenade("Bristol", "Depot"));
  }

  /**
   * A bomber with no bombs (nor grenades) left fights where it is, enemy ground targets or not;
   * with grenades left it goes down to Low to throw them, where they carry no penalty (from Combat
   * they may be thrown too, at large targets and 3 points down, as bombs are dropped).
   */
  @Test
  void aBomberWithNoBombsLeftStaysInTheFight() {
    Plane bristol = Fixtures.bristol().band(Band.COMBAT).build();
    Plane hunAtCombat = ((ImmutablePlane) ImmutablePlane.copyOf(hun())).withBand(Band.COMBAT);
    GroundUnit depot = GroundUnit.target("Depot", Fixtures.JASTA, true, 40);
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(bristol, hunAtCombat), List.of(depot));
    g = play(play(g, new Fly("Hun", Move.CRUISE)), new EndAction("Hun"));
    assertThat(choose(g, "Bristol")).isEqualTo(new Fly("Bristol", Move.POWERDIVE));
    Game<WildBlueState, WildBlueCommand> grenades =
        Fixtures.with(g, edit(g, "Bristol").withBombsDropped(2));
    assertThat(choose(grenades, "Bristol")).isEqualTo(new Fly("Bristol", Move.POWERDIVE));
    Game<WildBlueState, WildBlueCommand> empty =
        Fixtures.with(g, edit(g, "Bristol").withBombsDropped(2).withGrenadesThrown(4));
    assertThat(choose(empty, "Bristol")).isEqualTo(new Fly("Bristol", Move.CRUISE));
  }

  /**
   * The Scissors' odds count the attacker's penalty against the target, such as its own Aileron
   * Roll: Kent Allard (17) against Kent Allard firing through a 3 point Aileron Roll ignores the
   * attack with 22.75%, over the bot's 20%, so it flies The Scissors (with the roll counted as a 3
   * point bonus instead it would be 19.5%).
   */
  @Test
  void theScissorsOddsCountTheTargetsOwnPenalty() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    g = play(play(g, new Fly("Ace", Move.CRUISE)), new EndAction("Ace"));
    g = Fixtures.with(g, edit(g, "Hun").withPilot(crew("Kent Allard")));
    g = Fixtures.with(g, edit(g, "Ace").withEffects(EnumSet.of(Plane.Effect.AILERON_ROLL)));
    g = play(g, new Fly("Hun", Move.CRUISE));
    g = play(g, new Fire("Hun", "Ace", Gun.Mount.FIXED, FireMode.BURST));
    assertThat(g.decision().actors()).containsExactly("Ace");
    WildBlueOdds odds = RULES.odds();
    assertThat(odds.scissors(17, 3, 17, 0, false).probability(WildBlueOdds.Tug.IGNORED))
        .isEqualTo(io.github.dogfight.core.odds.Rational.of(91, 400));
    assertThat(choose(g, "Ace")).isEqualTo(new WildBlueCommand.Scissors("Ace"));
  }
}
