package io.github.dogfight.wildblue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.Chance;
import io.github.dogfight.core.dice.Constant;
import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.game.PolicyKind;
import io.github.dogfight.wildblue.internal.Ctx;
import io.github.dogfight.wildblue.internal.damage.Criticals;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The module's small values at their limits: guns, ground units, attack dice, a host built from
 * parts, the crew catalog, names of stunts and results, and a state's plane lookup.
 */
class SmallPartsTest {
  @Test
  void aGunRollsOneToSixDiceOfSixToTwentySides() {
    assertThat(new Gun(Gun.Mount.FIXED, 1, Die.of(6)).dice()).isEqualTo(1);
    assertThat(new Gun(Gun.Mount.REAR, 6, Die.of(20)).toString()).isEqualTo("rear 6d20");
    assertThat(new Gun(Gun.Mount.FLEXIBLE, 2, Die.of(8)).toString()).isEqualTo("flexible 2d8");
    assertThatThrownBy(() -> new Gun(Gun.Mount.FIXED, 0, Die.D6))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a gun rolls 1 to 6 damage dice, not 0");
    assertThatThrownBy(() -> new Gun(Gun.Mount.FIXED, 7, Die.D6))
        .hasMessage("a gun rolls 1 to 6 damage dice, not 7");
    // Found by RangeProperties: a fixed 1d4 gun was accepted, and its first burst threw a plain
    // IllegalArgumentException ("bad face range 6-4") from game.play; a d4 cannot explode on 6s.
    assertThatThrownBy(() -> new Gun(Gun.Mount.FIXED, 1, Die.of(4)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a gun's damage die has 6 to 20 sides (guns explode on 6s), not d4");
    assertThatThrownBy(() -> new Gun(Gun.Mount.FIXED, 1, Die.of(5)))
        .hasMessageStartingWith("a gun's damage die has 6 to 20 sides");
    assertThatThrownBy(() -> new Gun(Gun.Mount.FIXED, 1, Die.of(21)))
        .hasMessageStartingWith("a gun's damage die has 6 to 20 sides");
  }

  @Test
  void aGroundUnitHasAtLeastOneHitPointAndIsDestroyedAtItsLast() {
    GroundUnit one = GroundUnit.target("Shed", Fixtures.JASTA, false, 1);
    assertThat(one.hp()).isEqualTo(1);
    assertThat(one.destroyed()).isFalse();
    assertThat(one.withDamage(1).destroyed()).isTrue();
    assertThat(one.withDamage(1).hp()).isZero();
    GroundUnit rifles = Fixtures.rifles().withDamage(3);
    assertThat(rifles.hp()).isEqualTo(7);
    assertThat(rifles.withDamage(9).destroyed()).isFalse();
    assertThat(rifles.withDamage(10).destroyed()).isTrue();
    assertThatThrownBy(() -> GroundUnit.target("Shed", Fixtures.JASTA, false, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("ground unit 'Shed': hitPoints must be >= 1");
  }

  @Test
  void anAttackRollsAtMostThirtyDice() {
    assertThat(new AttackDice(20, Die.D6, 10, FireMode.BURST).dice()).isEqualTo(30);
    assertThat(new AttackDice(0, Die.D6, 0, FireMode.BURST).dice()).isZero();
    assertThatThrownBy(() -> new AttackDice(30, Die.D6, 1, FireMode.BURST))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("an attack rolls 0..30 dice, not 30 + 1");
    assertThatThrownBy(() -> new AttackDice(-1, Die.D6, 0, FireMode.BURST))
        .hasMessage("an attack rolls 0..30 dice, not -1 + 0");
    assertThatThrownBy(() -> new AttackDice(0, Die.D6, -1, FireMode.BURST))
        .hasMessage("an attack rolls 0..30 dice, not 0 + -1");
  }

  /** A reduction of 0 is no reduction: the damage keeps the dice's own notation. */
  @Test
  void noReductionKeepsTheDiceNotation() {
    AttackDice d = new AttackDice(2, Die.D6, 1, FireMode.BURST);
    assertThat(d.damage(0).notation()).isEqualTo(d.expression().notation());
    assertThat(d.damage(5).notation()).isEqualTo(d.expression().notation() + "-5");
  }

  /** {@link Host#of} takes the check's name and description and the given initiative roll. */
  @Test
  void aHostFromACheckAndAnInitiativeRoll() {
    Host h =
        Host.of(
            Host.defaults().check(),
            (bonus, penalty) -> Chance.of(new Constant(bonus * 10 - penalty)).named("test"));
    assertThat(h.check()).isSameAs(Host.defaults().check());
    assertThat(h.name()).isEqualTo(Host.defaults().check().name());
    assertThat(h.description())
        .isEqualTo(Host.defaults().check().description() + " Initiative: the host's.");
    assertThat(h.kind()).isEqualTo(PolicyKind.CHECK);
    assertThat(h.initiative(3, 2).outcomes().values()).containsExactly(28);
    assertThat(h.skillRating(7, 8)).isEqualTo(Host.defaults().skillRating(7, 8));
  }

  @Test
  void aCrewCatalogReadsItsLinesInOrder() throws IOException {
    CrewCatalog c =
        CrewCatalog.parse(
            "crew.txt",
            new StringReader("Ann | 7 | 6 | 5 | 8 | 4 | 12\nBob | 1 | 2 | 3 | 4 | 5 | 6\n"));
    assertThat(c.characters()).extracting(Airman::name).containsExactly("Ann", "Bob");
    assertThat(c.character("Bob")).isEqualTo(new Airman("Bob", 1, 2, 3, 4, 5, 6));
  }

  @Test
  void stuntsAndResultsByName() {
    assertThat(Stunt.parse("scissors")).isEqualTo(Stunt.THE_SCISSORS);
    assertThat(Stunt.parse("spin")).isEqualTo(Stunt.SPIN);
    assertThat(Stunt.parse("Limit!")).isEqualTo(Stunt.PUSH_IT_TO_THE_LIMIT);
    assertThat(Stunt.THE_SCISSORS.immediate()).isTrue();
    assertThat(Stunt.AILERON_ROLL.immediate()).isFalse();
    assertThat(Stunt.SPLIT_S.immediate()).isFalse();
    assertThat(CriticalDamage.parse("fire!")).isEqualTo(CriticalDamage.FIRE);
    assertThat(CriticalDamage.parse("Pilot Hit")).isEqualTo(CriticalDamage.PILOT_HIT);
  }

  @Test
  void aPlaneHasNotActedTillItsFirstAction() {
    assertThat(Fixtures.ace().acted()).isFalse();
    var g = Fixtures.play(Fixtures.duel(), new WildBlueCommand.Fly("Ace", Move.CRUISE));
    g = Fixtures.play(g, new WildBlueCommand.EndAction("Ace"));
    assertThat(g.state().plane("Ace").acted()).isTrue();
    assertThat(g.state().plane("Hun").acted()).isFalse();
  }

  @Test
  void replacingAPlaneNeedsAPlaneOfThatName() {
    WildBlueState s = Fixtures.duel().state();
    Plane zed = ((ImmutablePlane) ImmutablePlane.copyOf(Fixtures.hun())).withName("Zed");
    assertThatThrownBy(() -> s.withPlane(zed))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("no plane Zed");
    assertThat(
            s.withPlane(Fixtures.edit(Fixtures.duel(), "Hun").withDamage(3)).plane("Hun").damage())
        .isEqualTo(3);
  }

  /**
   * DAMAGED AILERON "The plane may not go above Combat Altitude": at Combat a climb under way ends,
   * below Combat it goes on.
   */
  @Test
  void aDamagedAileronEndsAClimbAtCombat() {
    var g = Fixtures.duel();
    Ctx combat =
        Fixtures.ctx(
            g.state().withPlane(Fixtures.edit(g, "Hun").withBand(Band.COMBAT).withClimb(1)));
    Criticals.apply(combat, "Hun", CriticalDamage.DAMAGED_AILERON, 0);
    assertThat(combat.plane("Hun").band()).isEqualTo(Band.COMBAT);
    assertThat(combat.plane("Hun").climb()).isZero();
    assertThat(combat.events).hasSize(1);
    Ctx low = Fixtures.ctx(g.state().withPlane(Fixtures.edit(g, "Hun").withClimb(1)));
    Criticals.apply(low, "Hun", CriticalDamage.DAMAGED_AILERON, 0);
    assertThat(low.plane("Hun").band()).isEqualTo(Band.LOW);
    assertThat(low.plane("Hun").climb()).isEqualTo(1);
  }

  /** A bad name is refused with the whole list of names to choose from. */
  @Test
  void badNamesListTheChoices() {
    assertThatThrownBy(() -> Stunt.parse("loop"))
        .hasMessage(
            "'loop' is not a stunt; choose from aileron-roll, barrel-roll, chandelle, immelman,"
                + " lomcevak, push-it-to-the-limit, rolling-scissors, snap-roll, spin, split-s,"
                + " standing-8, tailslide, the-scissors, wingover");
    assertThatThrownBy(() -> CriticalDamage.parse("flat tyre"))
        .hasMessageStartingWith(
            "'flat tyre' is not a Critical Damage result; choose from wing_damage, stuck_controls,");
  }

  /**
   * DAMAGED ENGINE "Combat/Top Speed halved": a plane flying faster than its halved Top speed slows
   * to it.
   */
  @Test
  void aDamagedEngineSlowsAPlaneToItsHalvedTopSpeed() {
    var g = Fixtures.duel();
    Ctx c = Fixtures.ctx(g.state().withPlane(Fixtures.edit(g, "Ace").withSpeed(240)));
    Criticals.apply(c, "Ace", CriticalDamage.DAMAGED_ENGINE, 10);
    assertThat(c.plane("Ace").top()).isEqualTo(120);
    assertThat(c.plane("Ace").speed()).isEqualTo(120);
  }

  /** "A plane goes out of control ... reduced to 0 HP": exactly 0 is enough. */
  @Test
  void damageToExactlyZeroHpSendsAPlaneOutOfControl() {
    var g = Fixtures.duel();
    Ctx c = Fixtures.ctx(g.state().withPlane(Fixtures.edit(g, "Hun").withDamage(60)));
    c.damagePlane("Hun", 5, "a test");
    assertThat(c.plane("Hun").hp()).isZero();
    assertThat(c.plane("Hun").fall().orElseThrow().cause()).isEqualTo("reduced to 0 HP");
  }

  /** Only the damage that takes a plane to 0 HP sends it out of control, not damage after. */
  @Test
  void damageAtZeroHpDoesNotSendAPlaneOutOfControlAgain() {
    var g = Fixtures.duel();
    Ctx c = Fixtures.ctx(g.state().withPlane(Fixtures.edit(g, "Hun").withDamage(65)));
    c.damagePlane("Hun", 3, "a test");
    assertThat(c.plane("Hun").hp()).isEqualTo(-3);
    assertThat(c.plane("Hun").outOfControl()).isFalse();
  }

  /** A refusal names its value in words: no enum constant, no list brackets (issue 27). */
  @Test
  void refusalsNameTheirValueInWords() {
    assertThat(Ctx.words(Move.TOP_SPEED)).isEqualTo("top speed");
    assertThat(Ctx.words(List.of("Hun", "Depot"))).isEqualTo("Hun, Depot");
    assertThat(Ctx.words(7)).isEqualTo("7");
    // "one action to powerdive to a lower altitude": not from Low.
    assertThatThrownBy(() -> Fixtures.duel().play(new WildBlueCommand.Fly("Ace", Move.POWERDIVE)))
        .isInstanceOfSatisfying(
            io.github.dogfight.core.game.RuleViolation.class,
            v -> assertThat(v.value()).isEqualTo("powerdive"));
  }

  /** An event names the plane or unit it is about, or none for the turn's own events. */
  @Test
  void eventsNameTheirActor() {
    var g = Fixtures.play(Fixtures.duel(), new WildBlueCommand.Fly("Ace", Move.CRUISE));
    var events = g.log().events();
    assertThat(events.get(events.size() - 1).actor()).contains("Ace");
    var order =
        Fixtures.duel().log().events().stream()
            .filter(e -> e.narration().startsWith("Turn 1 order"))
            .findFirst()
            .orElseThrow();
    assertThat(order.narration()).startsWith("Turn 1 order");
    assertThat(order.actor()).isEmpty();
  }
}
