package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.LuckyEffect.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every Lucky Hit Table result and additional damage code (rules 002, B4.2.4), and their play. */
class LuckyHitTest {
  private static final Cy6Tables T = Cy6Tables.standard();
  private static final AircraftCondition.Context LOW = AircraftCondition.Context.at(T, 4, false);

  @ParameterizedTest(name = "{0} {1} {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "FIGHTER | LMG/HMG | 2 | COLLISION DESTROYED",
        "FIGHTER | LMG/HMG | 3 | SAVE_CHECK ABORT_IF_SAVED",
        "FIGHTER | LMG/HMG | 4 | BLACKOUT HALF_WEAPONS",
        "FIGHTER | LMG/HMG | 5 | ORDNANCE RIGHT_TURN_NEXT_TURN OUT_OF_CONTROL_CHECK",
        "FIGHTER | LMG/HMG | 6 | NO_SPECIAL_MANEUVERS NO_POWER_OR_STEEP",
        "FIGHTER | LMG/HMG | 7 | FIRE",
        "FIGHTER | LMG/HMG | 8 | DEBRIS HEROIC HALF_SPEED",
        "FIGHTER | LMG/HMG | 9 | OXYGEN NO_SPECIAL_MANEUVERS OUT_OF_CONTROL_CHECK",
        "FIGHTER | LMG/HMG | 10 | PANIC FLY_FORWARD NEXT_HIT_DESTROYS",
        "FIGHTER | LMG/HMG | 11 | PANIC LEAK_CHECK",
        "FIGHTER | LMG/HMG | 12 | DEBRIS ORDNANCE DESTROYED",
        "FIGHTER | Cannon | 2 | COLLISION DESTROYED",
        "FIGHTER | Cannon | 3 | DESTROYED",
        "FIGHTER | Cannon | 4 | OXYGEN BLACKOUT GUNSIGHT_DESTROYED",
        "FIGHTER | Cannon | 5 | ORDNANCE RIGHT_TURN_NEXT_TURN OUT_OF_CONTROL_CHECK",
        "FIGHTER | Cannon | 6 | DEBRIS NO_SPECIAL_MANEUVERS NO_CLIMB_OR_DIVE CRASH_LAND_AT_END",
        "FIGHTER | Cannon | 7 | PANIC HEAVY_FIRE",
        "FIGHTER | Cannon | 8 | HEROIC HALF_SPEED",
        "FIGHTER | Cannon | 9 | DEBRIS FLY_FORWARD",
        "FIGHTER | Cannon | 10 | SPEED_ONE NEXT_HIT_DESTROYS",
        "FIGHTER | Cannon | 11 | NO_SPECIAL_MANEUVERS OUT_OF_CONTROL_CHECK",
        "FIGHTER | Cannon | 12 | DEBRIS ORDNANCE DESTROYED",
        "BOMBER | LMG/HMG | 2 | SAVE_CHECK",
        "BOMBER | LMG/HMG | 3 | BLACKOUT SAVE_CHECK ABORT_IF_SAVED",
        "BOMBER | LMG/HMG | 4 | PANIC LOSE_DEFENSIVE_GUN",
        "BOMBER | LMG/HMG | 5 | ORDNANCE LOSE_DEFENSIVE_GUN",
        "BOMBER | LMG/HMG | 6 | LOSE_DEFENSIVE_GUN",
        "BOMBER | LMG/HMG | 7 | FIRE",
        "BOMBER | LMG/HMG | 8 | DEBRIS HEROIC RIGHT_TURN_NEXT_TURN OUT_OF_CONTROL_CHECK",
        "BOMBER | LMG/HMG | 9 | OXYGEN LOSE_DEFENSIVE_GUN",
        "BOMBER | LMG/HMG | 10 | HALF_SPEED",
        "BOMBER | LMG/HMG | 11 | LEAK_CHECK",
        "BOMBER | LMG/HMG | 12 | DEBRIS ORDNANCE DESTROYED",
        "BOMBER | Cannon | 2 | COLLISION DESTROYED",
        "BOMBER | Cannon | 3 | PANIC LOSE_DEFENSIVE_GUN",
        "BOMBER | Cannon | 4 | LOSE_DEFENSIVE_GUN",
        "BOMBER | Cannon | 5 | ORDNANCE OXYGEN CRASH_LAND_AT_END",
        "BOMBER | Cannon | 6 | PANIC HEAVY_FIRE",
        "BOMBER | Cannon | 7 | DEBRIS FIRE",
        "BOMBER | Cannon | 8 | HEROIC FIRE",
        "BOMBER | Cannon | 9 | DEBRIS NO_TURNS OUT_OF_CONTROL_CHECK",
        "BOMBER | Cannon | 10 | HALF_SPEED",
        "BOMBER | Cannon | 11 | PANIC LEAK_CHECK",
        "BOMBER | Cannon | 12 | DEBRIS ORDNANCE DESTROYED",
      })
  void everyResultReadsAsItsEffects(Role role, String weapon, int roll, String effects) {
    Set<LuckyEffect> expected =
        Stream.of(effects.trim().split(" "))
            .map(LuckyEffect::valueOf)
            .collect(Collectors.toCollection(() -> EnumSet.noneOf(LuckyEffect.class)));
    assertThat(T.luckyHit(role, weapon, roll).effects()).isEqualTo(expected);
  }

  @Test
  void aCellWithWordsTheRulesCannotReadIsRefused() {
    assertThatThrownBy(
            () ->
                T.patched(
                    Cy6Tables.LUCKY_HIT,
                    "12",
                    "Fighter Cannon",
                    "Wing Off - Aircraft turns to dust"))
        .hasMessageContaining("cannot read 'aircraft turns to dust'");
    Cy6Tables v =
        T.patched(Cy6Tables.LUCKY_HIT, "12", "Fighter Cannon", "Wing Off + *D - Plane Crashes");
    assertThat(v.luckyHit(Role.FIGHTER, "Cannon", 12).effects())
        .containsExactlyInAnyOrder(DEBRIS, DESTROYED);
    assertThatThrownBy(() -> LuckyEffect.ofCode("*Z")).hasMessageContaining("*Z");
  }

  private static AircraftCondition.LuckyResult apply(
      AircraftCondition c,
      Role role,
      String weapon,
      int roll,
      AircraftCondition.Context ctx,
      int... faces) {
    ScriptedDice dice = ScriptedDice.of(faces);
    AircraftCondition.LuckyResult r =
        c.applyLuckyHit(
            T.luckyHit(role, weapon, roll),
            ctx,
            Skill.GREEN,
            AircrewCheck.standard(),
            Roller.scripted(dice));
    dice.assertFullyUsed();
    return r;
  }

  @Test
  void pilotKilledCrashesAndMayCollide() {
    // "Pilot Killed + *C - Plane Crashes"
    var r = apply(AircraftCondition.INTACT, Role.FIGHTER, "LMG/HMG", 2, LOW);
    assertThat(r.condition().isDestroyed()).isTrue();
    assertThat(r.forTheGame()).containsExactly(COLLISION);
  }

  @Test
  void pilotWoundedSavesThePlaneToAbortOrCrashes() {
    // "Pilot Wounded- Aircrew Check to save plane; pass plane must abort, fail and plane crashes"
    var pass = apply(AircraftCondition.INTACT, Role.FIGHTER, "LMG/HMG", 3, LOW, 3, 4);
    assertThat(pass.condition().isDestroyed()).isFalse();
    assertThat(pass.condition().has(Status.ABORTING)).isTrue();
    var fail = apply(AircraftCondition.INTACT, Role.FIGHTER, "LMG/HMG", 3, LOW, 3, 3);
    assertThat(fail.condition().destroyed())
        .hasValueSatisfying(s -> assertThat(s).contains("save"));
    // a damaged crew checks at -1: 7 - 1 fails
    var damaged =
        apply(
            AircraftCondition.INTACT.withDamage(Damage.ENGINE),
            Role.FIGHTER,
            "LMG/HMG",
            3,
            LOW,
            3,
            4);
    assertThat(damaged.condition().isDestroyed()).isTrue();
  }

  @Test
  void additionalDamageCodes() {
    // *B "random movements until Aircrew Check passed"; Gun Damage halves the weapons
    var gun = apply(AircraftCondition.INTACT, Role.FIGHTER, "LMG/HMG", 4, LOW);
    assertThat(gun.condition().statuses())
        .containsExactlyInAnyOrder(Status.BLACKOUT, Status.HALF_WEAPONS);
    assertThat(gun.condition().workingGuns(Gun.parseMix("8xLMG, 1xHMG")))
        .containsExactly(Gun.parse("4xLMG"));
    // *H "Take an Aircrew Check: if passed ... one Aircrew Skill level better ... Ammunition
    // Depletion is one level worse"
    var heroic = apply(AircraftCondition.INTACT, Role.FIGHTER, "Cannon", 8, LOW, 5, 2);
    assertThat(heroic.condition().has(Status.HEROIC)).isTrue();
    assertThat(heroic.condition().firingSkill(Skill.SKILLED)).isEqualTo(Skill.VETERAN);
    assertThat(heroic.condition().ammunitionSkill(Skill.SKILLED)).isEqualTo(Skill.GREEN);
    assertThat(heroic.condition().firingSkill(Skill.ACE)).isEqualTo(Skill.ACE);
    var notHeroic = apply(AircraftCondition.INTACT, Role.FIGHTER, "Cannon", 8, LOW, 1, 2);
    assertThat(notHeroic.condition().has(Status.HEROIC)).isFalse();
    // *O "Roll a d6 if flying at MEDIUM-TOP CAB or above; on 1-3 the oxygen system malfunctions"
    var high = AircraftCondition.Context.at(T, 9, false);
    assertThat(
            apply(AircraftCondition.INTACT, Role.FIGHTER, "LMG/HMG", 9, high, 3)
                .condition()
                .has(Status.MUST_EXIT_BY_DIVE))
        .isTrue();
    assertThat(
            apply(AircraftCondition.INTACT, Role.FIGHTER, "LMG/HMG", 9, high, 4)
                .condition()
                .has(Status.MUST_EXIT_BY_DIVE))
        .isFalse();
    assertThat(
            apply(AircraftCondition.INTACT, Role.FIGHTER, "LMG/HMG", 9, LOW)
                .condition()
                .has(Status.MUST_EXIT_BY_DIVE))
        .isFalse();
    // *E "Roll a d6 if loaded with heavy weapons ...; on 1-3 the weapons explode"
    var loaded = AircraftCondition.Context.at(T, 4, true);
    assertThat(apply(AircraftCondition.INTACT, Role.BOMBER, "LMG/HMG", 5, loaded, 2).forTheGame())
        .contains(ORDNANCE);
    assertThat(apply(AircraftCondition.INTACT, Role.BOMBER, "LMG/HMG", 5, loaded, 4).forTheGame())
        .doesNotContain(ORDNANCE);
    assertThat(apply(AircraftCondition.INTACT, Role.BOMBER, "LMG/HMG", 5, LOW).forTheGame())
        .isEmpty();
    // *P "No firing until Aircrew Check passed at start of a subsequent move"
    var panic = apply(AircraftCondition.INTACT, Role.BOMBER, "LMG/HMG", 4, LOW);
    assertThat(panic.condition().mayFire()).isFalse();
    assertThat(panic.condition().defensiveGunsLost()).isEqualTo(1);
    assertThat(panic.condition().workingGuns(Gun.parseMix("1xLMG, 4xLMG/def")))
        .containsExactly(Gun.parse("1xLMG"), Gun.parse("3xLMG/def"));
    // *D and *C are the game's
    assertThat(apply(AircraftCondition.INTACT, Role.FIGHTER, "Cannon", 9, LOW).forTheGame())
        .containsExactly(DEBRIS);
  }

  /**
   * *O "Roll a d6 if flying at MEDIUM-TOP CAB or above; on 1-3 the oxygen system malfunctions": the
   * top TAL of Medium (8) and above roll, the rest of Medium (6 and 7) does not; "Wing Problems +
   * *O" (9, LMG/HMG) with a 2 on the d6.
   */
  @ParameterizedTest(name = "TAL {0}: rolls {1}")
  @CsvSource({"5, false", "6, false", "7, false", "8, true", "9, true", "17, true", "20, true"})
  void oxygenRollsFromTheTopTalOfMediumUp(int tal, boolean rolls) {
    assertThat(T.mediumTopOrAbove(tal)).isEqualTo(rolls);
    var ctx = AircraftCondition.Context.at(T, tal, false);
    var r =
        rolls
            ? apply(AircraftCondition.INTACT, Role.FIGHTER, "LMG/HMG", 9, ctx, 2)
            : apply(AircraftCondition.INTACT, Role.FIGHTER, "LMG/HMG", 9, ctx);
    assertThat(r.condition().has(Status.MUST_EXIT_BY_DIVE)).isEqualTo(rolls);
  }

  /** The other reading, anywhere in Medium, is the altitude table patched at TALs 6-7. */
  @Test
  void anywhereInMediumIsATablePatch() {
    Cy6Tables medium = T.patched("altitude", "6-7", "Medium-Top or above", "yes");
    assertThat(medium.mediumTopOrAbove(6)).isTrue();
    assertThat(medium.mediumTopOrAbove(7)).isTrue();
    assertThat(medium.mediumTopOrAbove(5)).isFalse();
    var r =
        apply(
            AircraftCondition.INTACT,
            Role.FIGHTER,
            "LMG/HMG",
            9,
            AircraftCondition.Context.at(medium, 6, false),
            3);
    assertThat(r.condition().has(Status.MUST_EXIT_BY_DIVE)).isTrue();
    assertThatThrownBy(() -> T.patched("altitude", "8", "Medium-Top or above", "maybe"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("altitude: row '8' has 'maybe', not yes or no");
    assertThatThrownBy(() -> T.mediumTopOrAbove(0))
        .isInstanceOf(io.github.dogfight.core.table.TableLookupException.class);
  }

  /**
   * "Lucky Hit: if doubles rolled for robustness" on an aircraft the roll destroyed: nothing is
   * rolled for the aircraft itself (no check to save the plane, no tank leak, no heroic crew, no
   * oxygen); what reaches others is still returned ("Fuel Tank Explodes + *D + *E" still rolls the
   * *E d6 when loaded).
   */
  @Test
  void aLuckyHitOnADestroyedAircraftRollsOnlyWhatReachesOthers() {
    AircraftCondition down = AircraftCondition.INTACT.destroy("a critical failure");
    var high = AircraftCondition.Context.at(T, 9, true);
    assertThat(apply(down, Role.FIGHTER, "LMG/HMG", 3, high).condition()).isEqualTo(down);
    assertThat(apply(down, Role.BOMBER, "LMG/HMG", 11, high).condition()).isEqualTo(down);
    assertThat(apply(down, Role.FIGHTER, "Cannon", 8, high).condition().has(Status.HEROIC))
        .isFalse();
    assertThat(apply(down, Role.FIGHTER, "LMG/HMG", 9, high).forTheGame())
        .containsExactly(OUT_OF_CONTROL_CHECK);
    assertThat(apply(down, Role.FIGHTER, "Cannon", 12, high, 1).forTheGame())
        .containsExactlyInAnyOrder(DEBRIS, ORDNANCE);
    assertThat(apply(down, Role.FIGHTER, "LMG/HMG", 2, high).forTheGame())
        .containsExactly(COLLISION);
  }

  @Test
  void fuelTankLeakAndNextHitDestroys() {
    // "roll Aircrew Check to prevent tank leak. If failed, next hit destroys aircraft."
    var leak = apply(AircraftCondition.INTACT, Role.BOMBER, "LMG/HMG", 11, LOW, 1, 2);
    assertThat(leak.condition().has(Status.NEXT_HIT_DESTROYS)).isTrue();
    assertThat(leak.condition().hit().isDestroyed()).isTrue();
    var held = apply(AircraftCondition.INTACT, Role.BOMBER, "LMG/HMG", 11, LOW, 6, 2);
    assertThat(held.condition().hit().isDestroyed()).isFalse();
    // "Engine Critical - ... rate of one ... Next hit destroys AC."
    var critical = apply(AircraftCondition.INTACT, Role.FIGHTER, "Cannon", 10, LOW);
    assertThat(critical.condition().maxSpeed(6)).isEqualTo(1);
    assertThat(critical.condition().hit().destroyed()).isPresent();
  }

  @Test
  void fireIsSettledAtTheStartOfTheNextMove() {
    // "Aircraft on fire, take Aircrew Check at start of next move to stop fire. If not stopped
    // aircraft is damaged (roll randomly to determine type)"
    AircraftCondition onFire = AircraftCondition.INTACT.with(Status.ON_FIRE);
    var stopped = start(onFire, 4, 3);
    assertThat(stopped.statuses()).isEmpty();
    assertThat(stopped.isDamaged()).isFalse();
    var burnt = start(onFire, 1, 2, 4);
    assertThat(burnt.engineDamaged()).isTrue();
    assertThat(burnt.has(Status.ON_FIRE)).isFalse();
    // Heavy Fire: "take AC minus one (-1)": 7 - 1 fails
    var heavy = start(AircraftCondition.INTACT.with(Status.ON_HEAVY_FIRE), 4, 3, 5);
    assertThat(heavy.airframeDamaged()).isTrue();
  }

  @Test
  void blackoutPanicAndFlyingForwardLastUntilACheckPasses() {
    AircraftCondition c =
        AircraftCondition.INTACT.with(Status.BLACKOUT).with(Status.PANIC).with(Status.FLY_FORWARD);
    var after = start(c, 6, 6, 1, 1, 5, 2);
    assertThat(after.statuses()).containsExactly(Status.PANIC);
    assertThat(AircraftCondition.INTACT.with(Status.RIGHT_TURN_NEXT_TURN).endOfMove().statuses())
        .isEmpty();
  }

  private static AircraftCondition start(AircraftCondition c, int... faces) {
    ScriptedDice dice = ScriptedDice.of(faces);
    var r = c.startOfMove(Skill.GREEN, AircrewCheck.standard(), Roller.scripted(dice));
    dice.assertFullyUsed();
    return r.condition();
  }

  @Test
  void damageEffects() {
    // "Engine Damage (Even): -2 to Max Speed (min 1); Climb Factor /3; -1 to all Aircrew Checks"
    AircraftCondition engine = AircraftCondition.INTACT.withDamage(Damage.ENGINE);
    assertThat(engine.maxSpeed(6)).isEqualTo(4);
    assertThat(engine.maxSpeed(2)).isEqualTo(1);
    assertThat(engine.climb(5)).isEqualTo(1);
    assertThat(engine.checkModifier()).isEqualTo(-1);
    assertThat(engine.mustCheckToClimb()).isTrue();
    // "Airframe Damage (Odd): -1 Agility; ... -1 to all Aircrew Checks"
    AircraftCondition both = engine.withDamage(Damage.AIRFRAME);
    assertThat(both.agility(1)).isZero();
    assertThat(both.checkModifier()).isEqualTo(-2);
    assertThat(both.mustCheckToManeuver()).isTrue();
    // assumption: a second damage of a kind destroys
    assertThat(engine.withDamage(Damage.ENGINE).destroyed()).hasValue("a second engine damage");
    assertThat(AircraftCondition.INTACT.withDamage(Damage.DESTROYED).isDestroyed()).isTrue();
    assertThat(AircraftCondition.INTACT.withDamage(Damage.NONE))
        .isEqualTo(AircraftCondition.INTACT);
    // "half speed (round down)"
    assertThat(AircraftCondition.INTACT.with(Status.HALF_SPEED).maxSpeed(5)).isEqualTo(2);
  }
}
