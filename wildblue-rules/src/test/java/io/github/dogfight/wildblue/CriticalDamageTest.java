package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.ctx;
import static io.github.dogfight.wildblue.Fixtures.duel;
import static io.github.dogfight.wildblue.Fixtures.play;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.wildblue.WildBlueCommand.Fire;
import io.github.dogfight.wildblue.WildBlueCommand.Fly;
import io.github.dogfight.wildblue.WildBlueCommand.Pass;
import io.github.dogfight.wildblue.WildBlueCommand.TakeCritical;
import io.github.dogfight.wildblue.internal.Ctx;
import io.github.dogfight.wildblue.internal.actions.Stunts;
import io.github.dogfight.wildblue.internal.altitude.Altitude;
import io.github.dogfight.wildblue.internal.attacks.AttackFlow;
import io.github.dogfight.wildblue.internal.damage.Criticals;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The eleven Critical Damage results and the three ways they apply (rules 001), scripted. */
class CriticalDamageTest {

  private static Plane apply(CriticalDamage r, int damage, int... faces) {
    Ctx c = ctx(duel().state(), faces);
    Criticals.apply(c, "Hun", r, damage);
    return c.plane("Hun");
  }

  @Test
  void wingDamageIsACumulativePointPenalty() {
    // "For each Wing Damage result, the pilot suffers a 1 point penalty (cumulative)."
    Ctx c = ctx(duel().state());
    Criticals.apply(c, "Hun", CriticalDamage.WING_DAMAGE, 0);
    Criticals.apply(c, "Hun", CriticalDamage.WING_DAMAGE, 0);
    assertThat(Ctx.pilotingPenalty(c.plane("Hun"))).isEqualTo(2);
    // The Fokker lists Wing Damage twice: a third is not there to choose.
    assertThatThrownBy(() -> Criticals.apply(c, "Hun", CriticalDamage.WING_DAMAGE, 0))
        .hasMessageContaining("may only be chosen once");
  }

  @Test
  void stuckControlsForbidStuntsTillTheNextTurn() {
    // "The plane may not use stunts till the start of its next turn."
    Plane p = apply(CriticalDamage.STUCK_CONTROLS, 0);
    assertThat(p.canStunt(Stunt.AILERON_ROLL)).isFalse();
    assertThat(Stunts.whyNot(p, Stunt.AILERON_ROLL)).contains("Stuck Controls");
    // The effect ends at the start of its next action; the result stays active.
    Game<WildBlueState, WildBlueCommand> g = Fixtures.with(duel(), p);
    g = play(play(g, new Fly("Ace", Move.CRUISE)), new WildBlueCommand.EndAction("Ace"));
    assertThat(g.state().plane("Hun").canStunt(Stunt.AILERON_ROLL)).isTrue();
    assertThat(g.state().plane("Hun").criticals()).containsExactly(CriticalDamage.STUCK_CONTROLS);
  }

  @Test
  void destroyedWeaponOilLeakAndFlaps() {
    // Destroyed Weapon: "reduces the attack damage of the plane by 1D6"; Oil Leak: "maximum
    // possible advantage is reduced by 1D6"; Damaged Flaps: "Maneuverability ... reduced by 1".
    Ctx c = ctx(duel().state());
    Criticals.apply(c, "Hun", CriticalDamage.DESTROYED_WEAPON, 0);
    Criticals.apply(c, "Hun", CriticalDamage.OIL_LEAK, 0);
    Criticals.apply(c, "Hun", CriticalDamage.DAMAGED_FLAPS, 0);
    Plane hun = c.plane("Hun");
    assertThat(hun.maneuverability()).isEqualTo(2);
    Attack a =
        new Attack(
            "Hun",
            Gun.Mount.FIXED,
            FireMode.BURST,
            List.of("Ace"),
            false,
            Attack.Stage.DAMAGE,
            0,
            java.util.Map.of(),
            false,
            java.util.Optional.empty(),
            List.of("Ace"),
            java.util.Optional.empty());
    AttackDice d = AttackFlow.dice(c.state, c.config, a, "Ace");
    assertThat(d.weaponDice()).isEqualTo(1);
    assertThat(
            AttackDice.of(2, io.github.dogfight.core.dice.Die.D6, 6, FireMode.BURST, 6, 1, 1)
                .advantageDice())
        .isEqualTo(4);
  }

  @Test
  void damagedAileronKeepsThePlaneAtCombatOrBelow() {
    // "The plane may not go above Combat Altitude."
    Game<WildBlueState, WildBlueCommand> g = duel();
    Plane high = Fixtures.edit(g, "Hun").withBand(Band.HIGH);
    Ctx c = ctx(g.state().withPlane(high));
    Criticals.apply(c, "Hun", CriticalDamage.DAMAGED_AILERON, 0);
    assertThat(c.plane("Hun").band()).isEqualTo(Band.COMBAT);
    assertThat(Altitude.mayClimb(c.plane("Hun"))).isFalse();
  }

  @Test
  void damagedEngineHalvesSpeedsAndAnnihilatesOnDamageEqualToTheHp() {
    // "Combat/Top Speed halved. If damage rolled is equal to the total HP of the plane, see
    // 'Annihilated'."
    Plane p = apply(CriticalDamage.DAMAGED_ENGINE, 10);
    assertThat(p.cruising()).isEqualTo(75);
    assertThat(p.top()).isEqualTo(92);
    assertThat(apply(CriticalDamage.DAMAGED_ENGINE, 65).down()).contains("annihilated");
  }

  @Test
  void fuelLeakAddsADieToFireAndFireDoesThreeDice() {
    // FIRE! "The plane catches fire, doing 3D6 immediate fire damage." FUEL LEAK "Fire Damage does
    // 1D6 extra damage." (Reading.CRITICAL_INSTEAD_OF_HIT_DAMAGE_ONLY: the fire damage is taken;
    // by default the player may take a result instead, DamageChoicesTest.)
    WildBlueConfig hitsOnly = Fixtures.reading(Reading.CRITICAL_INSTEAD_OF_HIT_DAMAGE_ONLY);
    Ctx fire = Fixtures.ctx(hitsOnly, duel().state(), 2, 3, 4);
    Criticals.apply(fire, "Hun", CriticalDamage.FIRE, 0);
    assertThat(fire.plane("Hun").damage()).isEqualTo(9);
    Ctx c = Fixtures.ctx(hitsOnly, duel().state(), 2, 3, 4, 5);
    Criticals.apply(c, "Hun", CriticalDamage.FUEL_LEAK, 0);
    Criticals.apply(c, "Hun", CriticalDamage.FIRE, 0);
    assertThat(c.plane("Hun").damage()).isEqualTo(14);
  }

  @Test
  void pilotHitPutsTheDamageOnThePilot() {
    // PILOT HIT "Damage rolled is done directly to the pilot." Baron von Krell has 13 HP.
    Plane p = apply(CriticalDamage.PILOT_HIT, 9);
    assertThat(p.pilotWounds()).isEqualTo(9);
    assertThat(p.damage()).isZero();
    assertThat(p.pilotConscious()).isTrue();
    Plane out = apply(CriticalDamage.PILOT_HIT, 13);
    assertThat(out.pilotConscious()).isFalse();
    // "any loss of pilot consciousness" puts the plane out of control.
    assertThat(out.outOfControl()).isTrue();
  }

  @Test
  void annihilatedOnlyWhenAllOthersAreActiveAndNeverForTheTerror() {
    // ANNIHILATED "Only available if all other CD results are already active."
    Plane hun = duel().state().plane("Hun");
    assertThat(hun.availableCriticals()).doesNotContain(CriticalDamage.ANNIHILATED);
    Ctx c = ctx(duel().state(), 1, 1, 1, 1);
    for (CriticalDamage r : hun.type().criticals()) {
      if (r != CriticalDamage.ANNIHILATED && c.plane("Hun").flying()) {
        Criticals.apply(c, "Hun", r, 0);
      }
    }
    assertThat(c.plane("Hun").availableCriticals()).containsExactly(CriticalDamage.ANNIHILATED);
    Criticals.apply(c, "Hun", CriticalDamage.ANNIHILATED, 0);
    assertThat(c.plane("Hun").down())
        .hasValueSatisfying(d -> assertThat(d).contains("annihilated"));
    // "*Note, Kent Allard's 'Terror at 20,000 Feet' may not choose this CD result."
    PlaneType terror = Fixtures.type("Terror at 20,000 Feet");
    assertThat(terror.barredFromAsterisked()).isTrue();
    assertThat(terror.criticals()).noneMatch(CriticalDamage::asterisked);
  }

  @Test
  void theThreeWaysAResultIsApplied() {
    Game<WildBlueState, WildBlueCommand> g = play(duel(), new Fly("Ace", Move.CRUISE));
    g = play(g, new Fire("Ace", "Hun", Gun.Mount.FIXED, FireMode.BURST));
    // A natural 1: a critical hit.
    g = play(g, new Pass("Hun"), 1);
    g = play(g, new Pass("Hun"), 2, 2, 2);
    // First: "the controlling player may elect to ignore the damage rolled, and select one of
    // their plane's CD results."
    assertThat(g.decision().actors()).containsExactly("Hun");
    assertThat(g.legalCommands("Hun")).contains(new WildBlueCommand.TakeDamage("Hun"));
    g = play(g, new TakeCritical("Hun", CriticalDamage.WING_DAMAGE));
    assertThat(g.state().plane("Hun").damage()).isZero();
    // Second: "If an attack rolls a critical hit, the attacking player may select which CD result
    // to activate, after determining total damage".
    assertThat(g.decision().actors()).containsExactly("Ace");
    assertThat(g.legalCommands("Ace")).doesNotContain(new WildBlueCommand.TakeDamage("Ace"));
    g = play(g, new TakeCritical("Ace", CriticalDamage.PILOT_HIT));
    assertThat(g.state().plane("Hun").pilotWounds()).isEqualTo(6);
    // Third: "if a plane is reduced to 0 or fewer HP, each subsequent hit results in a CD result,
    // chosen by the aircraft's controlling player."
    Game<WildBlueState, WildBlueCommand> z =
        Fixtures.with(duel(), Fixtures.edit(duel(), "Hun").withDamage(70));
    z = play(z, new Fly("Ace", Move.CRUISE));
    z = play(z, new Fire("Ace", "Hun", Gun.Mount.FIXED, FireMode.BURST));
    z = play(z, new Pass("Hun"), 5);
    z = play(z, new Pass("Hun"), 2, 2, 2);
    assertThat(z.state().choices().get(0).why()).isEqualTo(CriticalChoice.Why.HIT_AT_ZERO);
    assertThat(z.legalCommands("Hun")).doesNotContain(new WildBlueCommand.TakeDamage("Hun"));
  }

  @Test
  void eachResultIsNarratedWithItsEffect() {
    List<String> effects =
        List.of(
            "Wing Damage (the pilot suffers a 1 point penalty)",
            "Stuck Controls (no stunts till the start of its next turn)",
            "Destroyed Weapon (attack damage reduced by 1D6)",
            "Oil Leak (maximum advantage reduced by 1D6)",
            "Damaged Flaps (maneuverability reduced by 1)",
            "Damaged Aileron (may not go above Combat altitude)",
            "Damaged Engine (Cruising and Top speed halved)",
            "Fuel Leak (fire damage does 1D6 extra)");
    List<CriticalDamage> results =
        List.of(
            CriticalDamage.WING_DAMAGE,
            CriticalDamage.STUCK_CONTROLS,
            CriticalDamage.DESTROYED_WEAPON,
            CriticalDamage.OIL_LEAK,
            CriticalDamage.DAMAGED_FLAPS,
            CriticalDamage.DAMAGED_AILERON,
            CriticalDamage.DAMAGED_ENGINE,
            CriticalDamage.FUEL_LEAK);
    for (int i = 0; i < results.size(); i++) {
      Ctx c = ctx(duel().state());
      Criticals.apply(c, "Hun", results.get(i), 0);
      assertThat(c.events.get(0).narration())
          .isEqualTo("Hun takes Critical Damage: " + effects.get(i));
    }
    assertThat(Criticals.effect(CriticalDamage.PILOT_HIT))
        .isEqualTo("the damage rolled goes to the pilot");
    assertThat(Criticals.effect(CriticalDamage.FIRE)).isEqualTo("3D6 immediate fire damage");
    assertThat(Criticals.effect(CriticalDamage.ANNIHILATED)).isEqualTo("reduced to scraps");
  }

  @Test
  void aDamagedAileronAtHighAltitudeSaysSoAndAFireSaysItsDamage() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    Ctx high = ctx(g.state().withPlane(Fixtures.edit(g, "Hun").withBand(Band.HIGH)));
    Criticals.apply(high, "Hun", CriticalDamage.DAMAGED_AILERON, 0);
    assertThat(high.events.get(1).narration())
        .isEqualTo("Hun drops to Combat altitude, its ceiling now");
    Ctx fire = ctx(duel().state(), 1, 2, 3);
    Criticals.apply(fire, "Hun", CriticalDamage.FIRE, 0);
    assertThat(fire.events.get(1).narration()).startsWith("Hun is on fire: ");
    Ctx engine = ctx(duel().state());
    Criticals.apply(engine, "Hun", CriticalDamage.DAMAGED_ENGINE, 65);
    assertThat(engine.events.get(1).narration())
        .isEqualTo("the damage rolled (65) equals the plane's total HP: Annihilated");
  }
}
