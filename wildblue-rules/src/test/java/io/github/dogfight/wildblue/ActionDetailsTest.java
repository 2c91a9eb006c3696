package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.duel;
import static io.github.dogfight.wildblue.Fixtures.edit;
import static io.github.dogfight.wildblue.Fixtures.play;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.wildblue.WildBlueCommand.Bomb;
import io.github.dogfight.wildblue.WildBlueCommand.EndAction;
import io.github.dogfight.wildblue.WildBlueCommand.Fire;
import io.github.dogfight.wildblue.WildBlueCommand.Fly;
import io.github.dogfight.wildblue.WildBlueCommand.Immelman;
import io.github.dogfight.wildblue.WildBlueCommand.Maneuver;
import io.github.dogfight.wildblue.WildBlueCommand.Pass;
import io.github.dogfight.wildblue.WildBlueCommand.Perform;
import io.github.dogfight.wildblue.WildBlueCommand.Ram;
import io.github.dogfight.wildblue.internal.Ctx;
import io.github.dogfight.wildblue.internal.actions.Actions;
import io.github.dogfight.wildblue.internal.attacks.Attacks;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The details of a plane's own action (rules 001, "Movement", "Advantage", "Attacking", "Maneuvers
 * and Stunts"), scripted: what each step narrates, the limits of advantage attempts, magazines,
 * rams, collisions and the Immelman.
 */
class ActionDetailsTest {
  private static final Fire BURST = new Fire("Ace", "Hun", Gun.Mount.FIXED, FireMode.BURST);

  private static Game<WildBlueState, WildBlueCommand> start(
      WildBlueConfig config, List<Plane> planes, List<GroundUnit> ground) {
    WildBlueRules rules = new WildBlueRules(config.withHost(Fixtures.FIXED_INITIATIVE));
    return Fixtures.passSplitS(Game.start(rules, rules.start(planes, ground, List.of(), 1)));
  }

  private static String last(Game<WildBlueState, WildBlueCommand> g) {
    var events = g.log().events();
    return events.get(events.size() - 1).narration();
  }

  /**
   * "In order to gain a die of advantage, you must pass a Dex+Piloting check"; "you may also
   * attempt to remove a die of an opponent's advantage": the check and its result say which.
   */
  @Test
  void gainingAndRemovingAdvantageAreNarrated() {
    String behind = AdvantageKind.BEHIND.words();
    Game<WildBlueState, WildBlueCommand> g = play(duel(), new Fly("Ace", Move.CRUISE));
    g = play(g, Maneuver.gain("Ace", "Hun", AdvantageKind.BEHIND), 10);
    assertThat(g.log().narration())
        .contains("Ace's Dex+Piloting check to gain advantage " + behind + ": passed by 7")
        .contains("Ace gains advantage " + behind + " on Hun");
    g = play(play(g, new EndAction("Ace")), new Fly("Hun", Move.CRUISE));
    g = play(g, Maneuver.remove("Hun", "Ace", AdvantageKind.BEHIND), 6);
    assertThat(g.log().narration())
        .contains(
            "Hun's Dex+Piloting check to remove Ace's advantage " + behind + ": passed by 10");
    assertThat(last(g)).isEqualTo("Hun takes away Ace's advantage " + behind);
  }

  /**
   * "If you forgo attack, you may attempt to gain multiple advantage dice": with one attempt
   * allowed the second is refused, and the refusal counts it.
   */
  @Test
  void theConfiguredAttemptsBoundTheExtraAttempts() {
    WildBlueConfig one = WildBlueConfig.defaults().withAttemptsWhenForgoing(1);
    Game<WildBlueState, WildBlueCommand> g =
        play(
            start(one, List.of(Fixtures.ace(), Fixtures.hun()), List.of()),
            new Fly("Ace", Move.CRUISE));
    g = play(g, Maneuver.gain("Ace", "Hun", AdvantageKind.ABOVE), 2);
    Game<WildBlueState, WildBlueCommand> once = g;
    assertThatThrownBy(() -> play(once, Maneuver.gain("Ace", "Hun", AdvantageKind.BEHIND), 2))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("attempts = 2")
        .hasMessageContaining("up to 1");
  }

  /**
   * A table that allows three attempts when forgoing the attack gets three: the second attempt's
   * forgone attack does not bar the third.
   */
  @Test
  void threeAttemptsWhenTheTableAllowsThree() {
    WildBlueConfig three = WildBlueConfig.defaults().withAttemptsWhenForgoing(3);
    Game<WildBlueState, WildBlueCommand> g =
        play(
            start(three, List.of(Fixtures.ace(), Fixtures.hun()), List.of()),
            new Fly("Ace", Move.CRUISE));
    g = play(g, Maneuver.gain("Ace", "Hun", AdvantageKind.ABOVE), 2);
    g = play(g, Maneuver.gain("Ace", "Hun", AdvantageKind.BEHIND), 2);
    g = play(g, Maneuver.gain("Ace", "Hun", AdvantageKind.SUN), 2);
    assertThat(g.state().held("Ace", "Hun")).hasSize(3);
    Game<WildBlueState, WildBlueCommand> thrice = g;
    assertThatThrownBy(() -> thrice.play(BURST)).hasMessageContaining("forgone its attack");
    assertThatThrownBy(() -> play(thrice, Maneuver.remove("Ace", "Hun", AdvantageKind.SUN), 2))
        .hasMessageContaining("attempts = 4");
    // an attack after the first attempt still bars a second
    Game<WildBlueState, WildBlueCommand> h =
        play(
            start(three, List.of(Fixtures.ace(), Fixtures.hun()), List.of()),
            new Fly("Ace", Move.CRUISE));
    h = play(h, Maneuver.gain("Ace", "Hun", AdvantageKind.ABOVE), 2);
    h = play(play(h, BURST), new Pass("Hun"), 19);
    Game<WildBlueState, WildBlueCommand> attacked = h;
    assertThatThrownBy(() -> play(attacked, Maneuver.gain("Ace", "Hun", AdvantageKind.SUN), 2))
        .hasMessageContaining("ONE advantage per move");
  }

  /** A pursuer as fast as the plane at Top speed is not outrun: only a slower one is. */
  @Test
  void aPursuerAsFastIsNotOutrun() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    Game<WildBlueState, WildBlueCommand> tailed =
        Fixtures.withState(
            g,
            ((ImmutableWildBlueState)
                    ImmutableWildBlueState.copyOf(
                        g.state().withPlane(edit(g, "Ace").withType(Fixtures.type("Fokker Dr.I")))))
                .withAdvantage(new Held("Hun", "Ace", AdvantageKind.BEHIND, 1)));
    Game<WildBlueState, WildBlueCommand> fast = play(tailed, new Fly("Ace", Move.TOP_SPEED));
    assertThat(last(fast)).isEqualTo("Ace flies at Top speed (185 kph)");
    assertThat(fast.state().held("Hun", "Ace", AdvantageKind.BEHIND)).isEqualTo(1);
  }

  /** Flying at Cruising speed ends any climb under way. */
  @Test
  void cruisingEndsAClimb() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    Game<WildBlueState, WildBlueCommand> climbing = Fixtures.with(g, edit(g, "Ace").withClimb(1));
    assertThat(climbing.state().plane("Ace").climb()).isEqualTo(1);
    assertThat(play(climbing, new Fly("Ace", Move.CRUISE)).state().plane("Ace").climb()).isZero();
  }

  /**
   * "Bursts count for a single use of the magazine, and sustained counts as 2": one use left fires
   * a burst and not a sustained attack.
   */
  @Test
  void theLastMagazineUseFiresABurst() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    Game<WildBlueState, WildBlueCommand> low =
        play(Fixtures.with(g, edit(g, "Ace").withMagazineUsed(15)), new Fly("Ace", Move.CRUISE));
    assertThatThrownBy(() -> low.play(new Fire("Ace", "Hun", Gun.Mount.FIXED, FireMode.SUSTAINED)))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("Ace has 1 magazine use left; sustained fire uses 2");
    Game<WildBlueState, WildBlueCommand> fired = low.play(BURST);
    assertThat(fired.state().plane("Ace").magazineLeft()).isZero();
    // firing at a plane is not an attack on a ground target (Wingover's prerequisite)
    assertThat(fired.state().step().orElseThrow().groundAttacked()).isFalse();
    assertThat(fired.state().step().orElseThrow().attacked()).isTrue();
  }

  /** A ram and a bombing run are attacks: both wait for the move, and bombs for a low target. */
  @Test
  void ramsAndBombsWaitForTheMoveAndBombsForTheBand() {
    assertThatThrownBy(() -> duel().play(new Ram("Ace", "Hun")))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("aircraft must move each action");
    GroundUnit depot = GroundUnit.target("Depot", Fixtures.JASTA, true, 40);
    GroundUnit ours = GroundUnit.target("Hangar", Fixtures.ALLIES, true, 40);
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(Fixtures.hun(), Fixtures.bristol().build()), List.of(depot, ours));
    g = play(play(g, new Fly("Hun", Move.CRUISE)), new EndAction("Hun"));
    Game<WildBlueState, WildBlueCommand> high =
        play(
            Fixtures.with(g, edit(g, "Bristol").withBand(Band.HIGH)),
            new Fly("Bristol", Move.CRUISE));
    assertThatThrownBy(() -> high.play(new Bomb("Bristol", "Depot")))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("target = Depot");
    Game<WildBlueState, WildBlueCommand> low = play(g, new Fly("Bristol", Move.CRUISE));
    assertThatThrownBy(() -> low.play(new Bomb("Bristol", "Hangar")))
        .hasMessageContaining("not an enemy ground target standing");
  }

  /**
   * The Tug of War of a ram: both rolls are narrated, and each pilot's Wing Damage counts against
   * it. Ace (17, one Wing Damage: 16) rolls 17 and fails; Hun (16, one Wing Damage: 15) rolls 16
   * and fails.
   */
  @Test
  void aRamsTugOfWarCountsEachPilotsPenalty() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    g = Fixtures.with(g, edit(g, "Ace").withCriticals(CriticalDamage.WING_DAMAGE));
    g = Fixtures.with(g, edit(g, "Hun").withCriticals(CriticalDamage.WING_DAMAGE));
    g = play(g, new Fly("Ace", Move.CRUISE));
    g = play(g, new Ram("Ace", "Hun"), 17, 16);
    assertThat(g.log().narration())
        .contains("Ace's Tug of War to ram Hun: failed by 1")
        .contains("Hun's Tug of War against the ram: failed by 1")
        .contains("Hun evades Ace's ram (failed by 1)");
    assertThat(g.state().plane("Hun").damage()).isZero();
  }

  /**
   * "1D6 damage per every 10 kph the plane was travelling"; a plane brought to 0 HP is destroyed, a
   * survivor goes out of control with a Critical Damage result to take, and one with none left to
   * take is done.
   */
  @Test
  void aCollisionDestroysAtZeroHpAndSendsSurvivorsOutOfControl() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    WildBlueState s =
        g.state()
            .withPlane(edit(g, "Ace").withSpeed(10).withType(Fixtures.kite()))
            .withPlane(edit(g, "Hun").withSpeed(20).withDamage(62));
    // Ace at 10 kph: 1D6, a 2; Hun at 20 kph: 2D6, 1 + 2 = 3, its last 3 HP, taken at once
    // (Reading.CRITICAL_INSTEAD_OF_HIT_DAMAGE_ONLY: no result instead of a collision's damage)
    WildBlueConfig hitsOnly = Fixtures.reading(Reading.CRITICAL_INSTEAD_OF_HIT_DAMAGE_ONLY);
    Ctx c = Fixtures.ctx(hitsOnly, s, 2, 1, 2);
    Attacks.collide(c, "Ace", "Hun");
    assertThat(c.events.get(0).narration())
        .startsWith("Ace at 10 kph takes collision damage ")
        .contains("2");
    assertThat(c.plane("Hun").hp()).isZero();
    assertThat(c.plane("Hun").down()).contains("destroyed in the collision");
    Plane ace = c.plane("Ace");
    assertThat(ace.outOfControl()).isTrue();
    assertThat(ace.damage()).isEqualTo(2);
    // the Kite has no Critical Damage result to take: the collision's choice is settled
    assertThat(c.state.choices()).isEmpty();
    // a plane with results to take is asked
    Ctx d =
        Fixtures.ctx(
            hitsOnly,
            g.state()
                .withPlane(edit(g, "Ace").withSpeed(10))
                .withPlane(edit(g, "Hun").withSpeed(10)),
            1,
            1);
    Attacks.collide(d, "Ace", "Hun");
    assertThat(d.state.choices()).extracting(CriticalChoice::plane).containsExactly("Ace", "Hun");
  }

  /** "Pilots may attempt ... to regain control": success is narrated with the band. */
  @Test
  void regainingControlIsNarrated() {
    Game<WildBlueState, WildBlueCommand> g = play(duel(), new Fly("Ace", Move.CRUISE));
    g = play(g, Maneuver.gain("Ace", "Hun", AdvantageKind.SUN), 20);
    g = play(play(g, new Fly("Hun", Move.CRUISE)), new EndAction("Hun"));
    g = Fixtures.passSplitS(g);
    Band band = g.state().plane("Ace").fall().orElseThrow().band();
    g = play(g, new WildBlueCommand.RegainControl("Ace"), 9);
    assertThat(g.log().narration()).contains("Ace regains control in " + band.words());
  }

  /** A stunt that succeeds says what it does. */
  @Test
  void aSucceedingStuntSaysWhatItDoes() {
    Game<WildBlueState, WildBlueCommand> g =
        play(duel(), Perform.of("Ace", Stunt.AILERON_ROLL), 17);
    assertThat(last(g))
        .isEqualTo(
            "Ace succeeds: enemy planes suffer a 3 point penalty to hit it until its next turn");
  }

  /** On a tie the largest advantage is the first kind in the table's order. */
  @Test
  void theLargestAdvantageOnATieIsTheFirst() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    WildBlueState s =
        ((ImmutableWildBlueState) ImmutableWildBlueState.copyOf(g.state()))
            .withAdvantage(
                new Held("Hun", "Ace", AdvantageKind.SUN, 1),
                new Held("Hun", "Ace", AdvantageKind.BEHIND, 1));
    assertThat(Actions.largest(s, "Hun", "Ace")).isEqualTo(AdvantageKind.BEHIND);
    assertThatThrownBy(() -> Actions.largest(s, "Ace", "Hun"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("Ace holds nothing on Hun");
  }

  /**
   * IMMELMAN "You may choose up to 3 different targets": three are taken, four are not; a failed
   * maneuver roll spends the stunt and the attack; an Immelman on a ground target counts as
   * attacking one.
   */
  @Test
  void anImmelmanTakesThreeTargetsAndAFailureSpendsIt() {
    Plane hun2 = Fixtures.hunNamed("Hun 2");
    Plane hun3 = Fixtures.hunNamed("Hun 3");
    Plane hun4 = Fixtures.hunNamed("Hun 4");
    Game<WildBlueState, WildBlueCommand> g =
        play(
            Fixtures.start(List.of(Fixtures.ace(), Fixtures.hun(), hun2, hun3, hun4), List.of()),
            new Fly("Ace", Move.CRUISE));
    Game<WildBlueState, WildBlueCommand> flown = g;
    assertThatThrownBy(
            () ->
                flown.play(
                    new Immelman(
                        "Ace",
                        List.of("Hun", "Hun 2", "Hun 3", "Hun 4"),
                        Gun.Mount.FIXED,
                        FireMode.BURST)))
        .hasMessageContaining("you may choose up to 3 different targets");
    // 17 - 3 = 14: a 15 fails the maneuver roll
    Game<WildBlueState, WildBlueCommand> failed =
        play(
            flown,
            new Immelman("Ace", List.of("Hun", "Hun 2", "Hun 3"), Gun.Mount.FIXED, FireMode.BURST),
            15);
    assertThat(last(failed)).isEqualTo("Ace's Immelman fails: no attack");
    assertThat(failed.state().plane("Ace").stunts()).containsExactly(Stunt.IMMELMAN);
    assertThat(failed.state().attack()).isEmpty();
    assertThat(failed.state().step().orElseThrow().attacked()).isTrue();
    assertThat(failed.state().step().orElseThrow().groundAttacked()).isFalse();
    // at a plane and a ground target
    Game<WildBlueState, WildBlueCommand> h =
        play(
            Fixtures.start(List.of(Fixtures.ace(), Fixtures.hun()), List.of(Fixtures.rifles())),
            new Fly("Ace", Move.CRUISE));
    h = play(h, new Immelman("Ace", List.of("Hun", "Rifles"), Gun.Mount.FIXED, FireMode.BURST), 15);
    assertThat(h.state().step().orElseThrow().groundAttacked()).isTrue();
  }
}
