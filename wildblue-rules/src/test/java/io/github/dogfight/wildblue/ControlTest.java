package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.duel;
import static io.github.dogfight.wildblue.Fixtures.play;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.wildblue.WildBlueCommand.EndAction;
import io.github.dogfight.wildblue.WildBlueCommand.Fire;
import io.github.dogfight.wildblue.WildBlueCommand.Fly;
import io.github.dogfight.wildblue.WildBlueCommand.Maneuver;
import io.github.dogfight.wildblue.WildBlueCommand.Pass;
import io.github.dogfight.wildblue.WildBlueCommand.RegainControl;
import io.github.dogfight.wildblue.internal.attacks.AttackFlow;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Out of control, collisions, altitude and bombing (rules 001), scripted. */
class ControlTest {
  @Test
  void zeroHpPutsThePlaneOutOfControlFallingThreeActionsABand() {
    // "A plane goes out of control for the following reasons: reduced to 0 HP ..." "planes get 3
    // actions per level of altitude to regain control."
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.with(duel(), Fixtures.edit(duel(), "Hun").withDamage(60));
    g = play(g, new Fly("Ace", Move.CRUISE));
    g = play(g, new Fire("Ace", "Hun", Gun.Mount.FIXED, FireMode.BURST));
    g = play(g, new Pass("Hun"), 5);
    g = play(g, new Pass("Hun"), 2, 2, 2);
    g = play(g, new WildBlueCommand.TakeDamage("Hun"));
    Plane hun = g.state().plane("Hun");
    assertThat(hun.hp()).isEqualTo(-1);
    assertThat(hun.fall()).hasValueSatisfying(f -> assertThat(f.actionsLeft()).isEqualTo(3));
    // "An out of control plane falls toward the ground, at Top speed."
    assertThat(hun.speed()).isEqualTo(185);
    g = play(g, new EndAction("Ace"));
    // Hun's action: 12 less maneuverability 3 = a 9 point penalty; 16 - 9 = 7: an 8 fails.
    assertThat(g.legalCommands("Hun"))
        .containsExactly(new RegainControl("Hun"), new EndAction("Hun"));
    g = play(g, new RegainControl("Hun"), 8);
    assertThat(g.state().plane("Hun").fall().orElseThrow().actionsLeft()).isEqualTo(2);
    g = Fixtures.passSplitS(g);
    g = play(play(g, new Fly("Ace", Move.CRUISE)), new EndAction("Ace"));
    g = play(g, new EndAction("Hun"));
    g = Fixtures.passSplitS(g);
    g = play(play(g, new Fly("Ace", Move.CRUISE)), new EndAction("Ace"));
    // "Pilots may attempt as many times as is necessary to regain control, up until the moment
    // their plane hits the ground."
    g = play(g, new RegainControl("Hun"), 18);
    assertThat(g.state().plane("Hun").down()).contains("crashed");
    assertThat(g.state().winner()).contains(Fixtures.ALLIES);
  }

  @Test
  void regainingControlAtTheMitigatedPenalty() {
    // "Pilots may attempt to regain control of a plane, with a 12 point penalty (mitigated by the
    // maneuverability of the plane and the pilot's skill, of course)."
    Game<WildBlueState, WildBlueCommand> g = play(duel(), new Fly("Ace", Move.CRUISE));
    g = play(g, Maneuver.gain("Ace", "Hun", AdvantageKind.SUN), 20);
    // "a critical failure on a piloting check"
    assertThat(g.state().plane("Ace").outOfControl()).isTrue();
    assertThat(g.state().acting()).contains("Hun");
    g = play(play(g, new Fly("Hun", Move.CRUISE)), new EndAction("Hun"));
    g = Fixtures.passSplitS(g);
    // 12 - 4 = 8 points: 17 - 8 = 9 passes.
    g = play(g, new RegainControl("Ace"), 9);
    assertThat(g.state().plane("Ace").outOfControl()).isFalse();
    assertThat(new WildBlueRules().odds().regain(17, 4, false, 0))
        .isEqualTo(io.github.dogfight.core.odds.Rational.of(9, 20));
  }

  @Test
  void highAltitudePilotingPenaltyAndEngineFailure() {
    // "planes at High Altitude suffer a 3 point penalty to piloting checks, and suffer Engine
    // Failure (to represent Stalling) if they fail 2 consecutive piloting checks."
    Game<WildBlueState, WildBlueCommand> g = duel();
    g = Fixtures.with(g, Fixtures.edit(g, "Ace").withBand(Band.HIGH));
    g = Fixtures.with(g, Fixtures.edit(g, "Hun").withBand(Band.HIGH));
    g = play(g, new Fly("Ace", Move.CRUISE));
    // 17 - 3 = 14: a 15 fails.
    g = play(g, Maneuver.gain("Ace", "Hun", AdvantageKind.SUN), 15);
    assertThat(g.state().plane("Ace").highFailures()).isEqualTo(1);
    g = play(g, Maneuver.gain("Ace", "Hun", AdvantageKind.ABOVE), 15);
    assertThat(g.state().plane("Ace").fall())
        .hasValueSatisfying(f -> assertThat(f.cause()).contains("Engine Failure"));
    assertThat(g.state().plane("Ace").fall().orElseThrow().actionsLeft()).isEqualTo(9);
  }

  @Test
  void groundTargetsByAltitude() {
    // LOW "planes may fire at any ground target with no extra penalty"; COMBAT "planes may only
    // attempt to hit large ground targets (tanks, buildings) and suffer a 3 point penalty"; HIGH
    // "planes may not attempt to hit ground targets".
    GroundUnit truck = GroundUnit.target("Truck", Fixtures.JASTA, false, 10);
    GroundUnit hangar = GroundUnit.target("Hangar", Fixtures.JASTA, true, 30);
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(Fixtures.ace(), Fixtures.hun()), List.of(truck, hangar));
    g = Fixtures.with(g, Fixtures.edit(g, "Ace").withBand(Band.COMBAT));
    g = play(g, new Fly("Ace", Move.CRUISE));
    Game<WildBlueState, WildBlueCommand> combat = g;
    assertThatThrownBy(() -> combat.play(new Fire("Ace", "Truck", Gun.Mount.FIXED, FireMode.BURST)))
        .hasMessageContaining("only attempt to hit large ground targets");
    assertThat(AttackFlow.targetPenalty(g.state(), "Ace", "Hangar")).isEqualTo(3);
    // 17 - 3 = 14: a 14 hits the hangar; ground targets do not Spin.
    g = play(g, new Fire("Ace", "Hangar", Gun.Mount.FIXED, FireMode.BURST), 14, 3, 3, 3);
    assertThat(g.state().findGround("Hangar").orElseThrow().damage()).isEqualTo(9);
    Game<WildBlueState, WildBlueCommand> high =
        Fixtures.start(List.of(Fixtures.ace(), Fixtures.hun()), List.of(hangar));
    high = Fixtures.with(high, Fixtures.edit(high, "Ace").withBand(Band.HIGH));
    high = play(high, new Fly("Ace", Move.CRUISE));
    Game<WildBlueState, WildBlueCommand> h = high;
    assertThatThrownBy(() -> h.play(new Fire("Ace", "Hangar", Gun.Mount.FIXED, FireMode.BURST)))
        .hasMessageContaining("High altitude");
  }

  @Test
  void groundFireReachesLowRiflesAndCombatFlakButNeverHigh() {
    // LOW "normal attacks (eg, rifles, machine guns, AT Rifles) may be made against them"; COMBAT
    // "Only enemy planes and flak cannons may attempt to hit planes at Combat Altitude"; HIGH "they
    // may only be attacked by other planes".
    Airman gunner = Fixtures.crew("Wilhelm Dorn");
    GroundUnit rifles =
        GroundUnit.armed(
            "Rifles",
            Fixtures.JASTA,
            false,
            10,
            new Gun(Gun.Mount.FLEXIBLE, 1, Die.D6),
            GroundUnit.Reach.SMALL_ARMS,
            gunner);
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(Fixtures.ace(), Fixtures.hun()), List.of(rifles));
    g = play(play(g, new Fly("Ace", Move.CLIMB)), new EndAction("Ace"));
    g = play(play(g, new Fly("Hun", Move.CRUISE)), new EndAction("Hun"));
    // Rifles (Dorn, initiative 5) act last: Ace is at Low.
    assertThat(g.state().acting()).contains("Rifles");
    g = play(g, new Fire("Rifles", "Ace", Gun.Mount.FLEXIBLE, FireMode.BURST), 2);
    // Dorn: Dex 5 + Firearms 7 = 12; a 2 hits; Ace may Spin; no Scissors against ground fire.
    assertThat(g.decision().actors()).containsExactly("Ace");
    g = play(g, new Pass("Ace"), 4);
    g = play(g, new WildBlueCommand.TakeDamage("Ace"));
    assertThat(g.state().plane("Ace").damage()).isEqualTo(4);
    g = Fixtures.passSplitS(g);
    g = play(play(g, new Fly("Ace", Move.CLIMB)), new EndAction("Ace"));
    assertThat(g.state().plane("Ace").band()).isEqualTo(Band.COMBAT);
    g = play(play(g, new Fly("Hun", Move.CRUISE)), new EndAction("Hun"));
    Game<WildBlueState, WildBlueCommand> up = g;
    assertThatThrownBy(() -> up.play(new Fire("Rifles", "Ace", Gun.Mount.FLEXIBLE, FireMode.BURST)))
        .hasMessageContaining("cannot reach Combat");
  }

  @Test
  void bombingTwoChecksFullHalfOrNone() {
    // "roll 2 dice. One is a Dex check, the second a Cunning (or INT, if higher). If both are
    // successful, you do full damage ... If only one passes, you do half damage ... if neither
    // roll passes, no damage is done."
    Plane bristol =
        Plane.builder()
            .name("Bristol")
            .side(Fixtures.ALLIES)
            .type(Fixtures.type("Bristol F.2b Fighter"))
            .pilot(Fixtures.crew("Jack Ransom"))
            .build();
    GroundUnit depot = GroundUnit.target("Depot", Fixtures.JASTA, true, 40);
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(Fixtures.hun(), bristol), List.of(depot));
    g = play(play(g, new Fly("Hun", Move.CRUISE)), new EndAction("Hun"));
    g = play(g, new Fly("Bristol", Move.CRUISE));
    // Jack Ransom: Dex 7 (rating 14), Cunning 6 / INT 5 (rating 12). 14 and 12: full, 3d6.
    Game<WildBlueState, WildBlueCommand> full =
        play(g, new WildBlueCommand.Bomb("Bristol", "Depot"), 14, 12, 3, 4, 5);
    assertThat(full.state().findGround("Depot").orElseThrow().damage()).isEqualTo(12);
    assertThat(full.state().plane("Bristol").bombsLeft()).isEqualTo(1);
    Game<WildBlueState, WildBlueCommand> half =
        play(g, new WildBlueCommand.Bomb("Bristol", "Depot"), 14, 13, 3, 4, 5);
    assertThat(half.state().findGround("Depot").orElseThrow().damage()).isEqualTo(6);
    Game<WildBlueState, WildBlueCommand> none =
        play(g, new WildBlueCommand.Bomb("Bristol", "Depot"), 15, 13);
    assertThat(none.state().findGround("Depot").orElseThrow().damage()).isZero();
    WildBlueOdds odds = new WildBlueRules().odds();
    var o = odds.bombing(14, 12, 0, 3);
    assertThat(o.probability(r -> r.result() == WildBlueOdds.Result.FULL))
        .isEqualTo(io.github.dogfight.core.odds.Rational.of(14 * 12, 400));
  }

  /**
   * Ace rams the Gotha: the Tug of War (2 for Ace, 10 for Otto Brenner), then mixed collision dice,
   * Ace's 20d6 = 57 and the Gotha's 12d6 = 19: neither sum is its number of dice nor a pilot's hit
   * points.
   */
  private static int[] ramFaces() {
    int[] ace = {3, 1, 4, 1, 5, 2, 6, 2, 3, 1, 4, 1, 5, 2, 6, 2, 3, 1, 4, 1};
    int[] gotha = {2, 1, 3, 1, 2, 1, 1, 2, 1, 3, 1, 1};
    assertThat(IntStream.of(ace).sum()).isEqualTo(57);
    assertThat(IntStream.of(gotha).sum()).isEqualTo(19);
    return IntStream.concat(
            IntStream.of(2, 10), IntStream.concat(IntStream.of(ace), IntStream.of(gotha)))
        .toArray();
  }

  @Test
  void aCollisionDamagesBothByTheirSpeedAndTheSmallerBySizeThenCriticalAndOutOfControl() {
    // "1D6 damage per every 10 kph the plane was travelling ... the difference between plane sizes
    // is added to the damage of the smaller vehicle. Planes that manage to survive this initial
    // impact must immediately take a Critical Damage result, and go Out of Control."
    Plane gotha =
        Plane.builder()
            .name("Gotha")
            .side(Fixtures.JASTA)
            .type(Fixtures.type("Gotha G.V"))
            .pilot(Fixtures.crew("Otto Brenner"))
            .build();
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(Fixtures.ace(), gotha), List.of());
    g = play(g, new Fly("Ace", Move.CRUISE));
    // Ace's Tug of War: 17 - 2, by 15; Otto Brenner: 12 - 10, by 2; then the collision dice
    g = play(g, new WildBlueCommand.Ram("Ace", "Gotha"), ramFaces());
    // Ace at 200 kph: 20d6 = 57, plus the size difference 3; the Gotha at 120 kph: 12d6 = 19.
    // Each player may take a result instead of the damage ("If a plane suffers damage"): both
    // take the damage; each survivor then takes a result and goes out of control.
    assertThat(g.state().choices())
        .extracting(CriticalChoice::why, CriticalChoice::damage)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(CriticalChoice.Why.INSTEAD_OF_DAMAGE, 60),
            org.assertj.core.groups.Tuple.tuple(CriticalChoice.Why.COLLISION, 60),
            org.assertj.core.groups.Tuple.tuple(CriticalChoice.Why.INSTEAD_OF_DAMAGE, 19),
            org.assertj.core.groups.Tuple.tuple(CriticalChoice.Why.COLLISION, 19));
    g = play(g, new WildBlueCommand.TakeDamage("Ace"));
    assertThat(g.state().plane("Ace").damage()).isEqualTo(60);
    assertThat(g.state().plane("Ace").outOfControl()).isTrue();
    g = play(g, new WildBlueCommand.TakeCritical("Ace", CriticalDamage.WING_DAMAGE));
    g = play(g, new WildBlueCommand.TakeDamage("Gotha"));
    assertThat(g.state().plane("Gotha").damage()).isEqualTo(19);
    assertThat(g.state().plane("Gotha").outOfControl()).isTrue();
    g = play(g, new WildBlueCommand.TakeCritical("Gotha", CriticalDamage.WING_DAMAGE));
    assertThat(g.state().acting()).contains("Gotha");
  }

  /**
   * Issue 26: a Pilot Hit taken after a collision put 0 damage on the pilot. PILOT HIT* "Damage
   * rolled is done directly to the pilot": the damage rolled is the collision's. The dice are
   * mixed, so that the damage (19) is neither the number of dice (12) nor the pilot's hit points
   * (12).
   */
  @Test
  @DisplayName("PILOT HIT* Damage rolled is done directly to the pilot (after a collision)")
  void aPilotHitAfterACollisionPutsTheCollisionsDamageOnThePilot() {
    Plane gotha =
        Plane.builder()
            .name("Gotha")
            .side(Fixtures.JASTA)
            .type(Fixtures.type("Gotha G.V"))
            .pilot(Fixtures.crew("Otto Brenner"))
            .build();
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(Fixtures.ace(), gotha), List.of());
    g = play(g, new Fly("Ace", Move.CRUISE));
    // the Gotha at 120 kph: 12d6 = 19 damage rolled
    g = play(g, new WildBlueCommand.Ram("Ace", "Gotha"), ramFaces());
    g = play(g, new WildBlueCommand.TakeDamage("Ace"));
    // Ace: 57 + the size difference 3
    assertThat(g.state().plane("Ace").damage()).isEqualTo(60);
    g = play(g, new WildBlueCommand.TakeCritical("Ace", CriticalDamage.WING_DAMAGE));
    g = play(g, new WildBlueCommand.TakeDamage("Gotha"));
    assertThat(g.state().plane("Gotha").damage()).isEqualTo(19);
    assertThat(g.state().choices()).hasSize(1);
    assertThat(g.state().choices().get(0).damage()).isEqualTo(19);
    g = play(g, new WildBlueCommand.TakeCritical("Gotha", CriticalDamage.PILOT_HIT));
    // Otto Brenner (12 HP) takes the 19: out cold
    assertThat(g.state().plane("Gotha").pilotWounds()).isEqualTo(19);
    assertThat(g.state().plane("Gotha").pilotConscious()).isFalse();
    assertThat(g.log().narration())
        .contains("Otto Brenner, Gotha's pilot, takes 19 damage and is knocked out");
  }
}
