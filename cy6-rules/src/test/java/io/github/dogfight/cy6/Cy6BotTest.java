package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.Cy6RulesTest.BOARD;
import static io.github.dogfight.cy6.Cy6RulesTest.EXAMPLE;
import static io.github.dogfight.cy6.Cy6RulesTest.RULES;
import static io.github.dogfight.cy6.Cy6RulesTest.at;
import static io.github.dogfight.cy6.Cy6RulesTest.plane;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.cy6.internal.bot.Cy6Bot;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The default bot's choices and the weights of its plot score, term by term. "Me" (Blue, Green, TAL
 * 6, speed 2) stands at the example's origin facing north; the chart's F21 flies two hexes straight
 * on, F31 three, and CLIMB gains one TAL.
 */
class Cy6BotTest {
  private static final Cy6Bot BOT = (Cy6Bot) RULES.defaultBot();
  private static final AircraftType HEAVY =
      new AircraftType("Heavy", Role.BOMBER, 4, 0, 0, 2, Gun.parseMix("2xLMG/def"));

  private static Plane me() {
    return plane("Me", "Blue", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), 6, 2, null);
  }

  private static Plane foe(String id, int q, int r, Facing f, int tal) {
    return plane(id, "Red", EXAMPLE, Skill.GREEN, at(q, r, f), tal, 2, null);
  }

  private static Plane friend(String id, int q, int r, int tal) {
    return plane(id, "Blue", EXAMPLE, Skill.GREEN, at(q, r, Facing.N), tal, 2, null);
  }

  private static Cy6State state(Plane... planes) {
    return RULES.start(List.of("Blue", "Red"), BOARD, List.of(planes), 1);
  }

  private static Cy6State state(Ground ground, Plane... planes) {
    return RULES.start(List.of("Blue", "Red"), BOARD, List.of(planes), ground, 1);
  }

  private static Cy6Command.Plot plot(Maneuver m, String code) {
    return new Cy6Command.Plot("Me", m, code);
  }

  private static double score(Cy6State s, Maneuver m, String code) {
    return BOT.score(s, s.get("Me"), plot(m, code));
  }

  // ------------------------------------------------------------------ plot score

  /**
   * Against "Foe" 6 hexes ahead flying away at the same TAL: 0.1 a hex of speed, minus the hexes
   * from the end to 2 hexes behind the foe, plus 4 with the foe in the front arc within 4 hexes,
   * minus 0.7 a TAL of difference.
   */
  @ParameterizedTest(name = "{0} {1}: {2}")
  @CsvSource({
    // 0.2 - 2 (end 2 hexes from behind the foe) + 4 (foe ahead at 4)
    "LEVEL, F21, 2.2",
    // 0.3 - 1 + 4 (foe ahead at 3)
    "LEVEL, F31, 3.3",
    // 0.1 - 3, foe ahead at 5: out of reach of the +4
    "LEVEL, F11, -2.9",
    // 2.2 - 0.7 for one TAL above the foe
    "CLIMB, F21, 1.5",
    // 2.2 - 1.4 for two
    "STEEP_CLIMB, F21, 0.8",
    // 0.2 - 4 (ends facing away) - 1.5 for the extreme turn
    "EXTREME_TURN, L25, -5.3",
  })
  void chasingAFoeThatFliesAway(Maneuver m, String code, double expected) {
    Cy6State s = state(me(), foe("Foe", 0, -6, Facing.N, 6));
    assertThat(score(s, m, code)).isCloseTo(expected, within(1e-9));
  }

  /** With airframe damage an extreme turn needs a check that destroys on failure: it costs 6. */
  @Test
  void anAirframeDamagedPlaneShunsExtremeTurns() {
    Plane hurt = me().with(AircraftCondition.INTACT.withDamage(Damage.AIRFRAME));
    Cy6State s = state(hurt, foe("Foe", 0, -6, Facing.N, 6));
    assertThat(hurt.condition().mustCheckToManeuver()).isTrue();
    assertThat(score(s, Maneuver.EXTREME_TURN, "L25")).isCloseTo(-9.8, within(1e-9));
    assertThat(score(s, Maneuver.LEVEL, "F21")).isCloseTo(2.2, within(1e-9));
  }

  /**
   * With engine damage a climb needs an Aircrew Check that puts the aircraft out of control when it
   * fails: it costs 3, so a damaged Me below its foe stays level (1.5) rather than climb to it
   * (-0.8, where an undamaged Me would score 2.2), though the climb is offered.
   */
  @Test
  void anEngineDamagedPlaneWeighsTheCheckToClimb() {
    Plane hurt = me().with(AircraftCondition.INTACT.withDamage(Damage.ENGINE));
    Cy6State s = state(hurt, foe("Foe", 0, -6, Facing.N, 7));
    assertThat(score(s, Maneuver.CLIMB, "F21")).isCloseTo(-0.8, within(1e-9));
    assertThat(score(s, Maneuver.LEVEL, "F21")).isCloseTo(1.5, within(1e-9));
    assertThat(score(state(me(), foe("Foe", 0, -6, Facing.N, 7)), Maneuver.CLIMB, "F21"))
        .isCloseTo(2.2, within(1e-9));
    Game<Cy6State, Cy6Command> g = Game.start(RULES, s);
    List<Cy6Command> legal = g.legalCommands("Me");
    assertThat(legal).contains(plot(Maneuver.CLIMB, "F21"));
    assertThat(BOT.choose(g.viewFor("Me"), legal)).isNotEqualTo(plot(Maneuver.CLIMB, "F21"));
  }

  /**
   * A foe 6 hexes ahead flying towards Me: ending in its front arc within 3 hexes costs 2; the
   * point 2 hexes behind it is 8 hexes ahead.
   */
  @Test
  void endingInFrontOfTheFoesGunsCostsTwo() {
    Cy6State s = state(me(), foe("Foe", 0, -6, Facing.S, 6));
    // 0.3 - 5 + 4 - 2 (3 hexes in its front arc)
    assertThat(score(s, Maneuver.LEVEL, "F31")).isCloseTo(-2.7, within(1e-9));
    // 0.2 - 6 + 4: 4 hexes in its front arc is outside the 3
    assertThat(score(s, Maneuver.LEVEL, "F21")).isCloseTo(-1.8, within(1e-9));
  }

  /** Ending in the foe's hex at its TAL costs 6 (a collision); at another TAL it costs nothing. */
  @Test
  void endingInTheFoesHexAtItsTalCostsSix() {
    Cy6State s = state(me(), foe("Foe", 0, -2, Facing.N, 6));
    // 0.2 - 2 (the point behind it is Me's hex) - 6
    assertThat(score(s, Maneuver.LEVEL, "F21")).isCloseTo(-7.8, within(1e-9));
    // 0.2 - 2 - 0.7
    assertThat(score(s, Maneuver.CLIMB, "F21")).isCloseTo(-2.5, within(1e-9));
  }

  /**
   * The foe chased is the nearest by hexes plus TALs: "High" is 4 hexes off but 6 TAL above (10),
   * "Foe" 6 hexes at the same TAL; friends are never chased.
   */
  @Test
  void chasesTheNearestFoeCountingAltitude() {
    Cy6State s =
        state(
            friend("Wing", 0, -3, 6),
            me(),
            foe("High", 0, -4, Facing.S, 12),
            foe("Foe", 0, -6, Facing.N, 6));
    assertThat(score(s, Maneuver.LEVEL, "F21")).isCloseTo(2.2, within(1e-9));
    Cy6State lower = state(me(), foe("Foe", 0, -6, Facing.N, 6), foe("High", 0, -4, Facing.S, 7));
    // now High is nearer (4 + 1): 0.2 - 6 (its point behind is 6 hexes ahead) - 0.7 + 4
    assertThat(score(lower, Maneuver.LEVEL, "F21")).isCloseTo(-2.5, within(1e-9));
  }

  /** A friend at the TAL and in the hex where the move ends costs 4 (a collision risk). */
  @Test
  void endingOnAFriendAtItsTalCostsFour() {
    Cy6State s = state(me(), friend("Wing", 0, -2, 6), foe("Foe", 0, -6, Facing.N, 6));
    assertThat(score(s, Maneuver.LEVEL, "F21")).isCloseTo(-1.8, within(1e-9));
    assertThat(score(s, Maneuver.CLIMB, "F21")).isCloseTo(1.5, within(1e-9));
    assertThat(score(s, Maneuver.LEVEL, "F31")).isCloseTo(3.3, within(1e-9));
  }

  /** A formation leader that changes speed costs 3: its wingmen must keep up. */
  @Test
  void aLeaderKeepsItsSpeed() {
    Plane lead = plane("Me", "Blue", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), 6, 2, "A");
    Plane wing = plane("Wing", "Blue", EXAMPLE, Skill.GREEN, at(1, 0, Facing.N), 6, 2, "A");
    Cy6State s = state(lead, wing, foe("Foe", 0, -6, Facing.N, 6));
    assertThat(s.leads(s.get("Me"))).isTrue();
    assertThat(score(s, Maneuver.LEVEL, "F21")).isCloseTo(2.2, within(1e-9));
    assertThat(score(s, Maneuver.LEVEL, "F31")).isCloseTo(0.3, within(1e-9));
    assertThat(BOT.score(s, s.get("Wing"), new Cy6Command.Plot("Wing", Maneuver.LEVEL, "F31")))
        .as("a wingman may change speed: 0.3 - 2 + 4 from one hex to the right")
        .isCloseTo(2.3, within(1e-9));
  }

  /** A move that leaves the map scores -1000, whatever else it does. */
  @Test
  void leavingTheMapIsTheLastResort() {
    Plane edge =
        plane(
            "Me",
            "Blue",
            EXAMPLE,
            Skill.GREEN,
            new Position(Board.at(14, 1), Facing.N),
            6,
            2,
            null);
    Cy6State s = state(edge, foe("Foe", 0, 6, Facing.N, 6));
    assertThat(BOARD.contains(Board.at(14, 0))).isTrue();
    assertThat(score(s, Maneuver.LEVEL, "F21")).isEqualTo(-1000);
    assertThat(score(s, Maneuver.LEVEL, "F11")).isGreaterThan(-1000);
  }

  /** With no foe in the air, only speed counts. */
  @Test
  void withNoFoeFlyingOnlySpeedCounts() {
    Ground g =
        Ground.none()
            .with(
                SurfaceTarget.of(
                    "Depot", "Red", SurfaceTarget.Kind.AREA, at(5, 5, Facing.N).hex(), 1, 2));
    Cy6State s = state(g, me());
    assertThat(score(s, Maneuver.LEVEL, "F21")).isCloseTo(0.2, within(1e-9));
    assertThat(score(s, Maneuver.EXTREME_TURN, "L25")).isCloseTo(0.2, within(1e-9));
  }

  /**
   * Carrying ordnance, it flies at the nearest enemy surface target still standing: minus the hexes
   * left, plus 1 for level flight, plus 0.1 a hex of speed. Friendly and destroyed targets are
   * passed by, and the enemy aircraft ignored.
   */
  @Test
  void withOrdnanceItMakesForTheNearestStandingEnemyTarget() {
    Ground g =
        Ground.none()
            .with(
                SurfaceTarget.of(
                    "Own", "Blue", SurfaceTarget.Kind.AREA, at(0, -1, Facing.N).hex(), 1, 2))
            .with(
                SurfaceTarget.of(
                        "Ruin", "Red", SurfaceTarget.Kind.AREA, at(0, -2, Facing.N).hex(), 1, 1)
                    .hit())
            .with(
                SurfaceTarget.of(
                    "Depot", "Red", SurfaceTarget.Kind.AREA, at(0, -5, Facing.N).hex(), 1, 2))
            .with(
                SurfaceTarget.of(
                    "Far", "Red", SurfaceTarget.Kind.AREA, at(0, 9, Facing.N).hex(), 1, 2));
    assertThat(g.target("Ruin").orElseThrow().destroyed()).isTrue();
    Cy6State s = state(g, me().armed(Ordnance.LIGHT_BOMBS), foe("Foe", 0, 2, Facing.N, 6));
    // Depot is 3 hexes from the end of F21: -3 + 1 + 0.2
    assertThat(score(s, Maneuver.LEVEL, "F21")).isCloseTo(-1.8, within(1e-9));
    assertThat(score(s, Maneuver.CLIMB, "F21")).isCloseTo(-2.8, within(1e-9));
    // -2 + 1 + 0.3
    assertThat(score(s, Maneuver.LEVEL, "F31")).isCloseTo(-0.7, within(1e-9));
    // with every enemy target destroyed it fights as a fighter: the foe 2 hexes behind, flying
    // north, its point behind 2 hexes south of Me
    Ground ruins =
        Ground.none()
            .with(
                SurfaceTarget.of(
                        "Ruin", "Red", SurfaceTarget.Kind.AREA, at(0, -2, Facing.N).hex(), 1, 1)
                    .hit());
    Cy6State none = state(ruins, me().armed(Ordnance.LIGHT_BOMBS), foe("Foe", 0, 2, Facing.N, 6));
    // 0.2 - 6; the end is in the foe's front arc, but 4 hexes off
    assertThat(score(none, Maneuver.LEVEL, "F21")).isCloseTo(-5.8, within(1e-9));
  }

  /** An unarmed bomber flies straight and level: a turn costs 5, level flight earns 1. */
  @Test
  void anUnarmedBomberFliesStraightAndLevel() {
    Plane bomber = plane("Me", "Blue", HEAVY, Skill.GREEN, at(0, 0, Facing.N), 6, 2, null);
    Cy6State s = state(bomber, foe("Foe", 0, -6, Facing.N, 6));
    assertThat(score(s, Maneuver.LEVEL, "F21")).isCloseTo(1.2, within(1e-9));
    assertThat(score(s, Maneuver.CLIMB, "F21")).isCloseTo(0.2, within(1e-9));
    assertThat(score(s, Maneuver.LEVEL, "L22")).isCloseTo(-3.8, within(1e-9));
  }

  /**
   * Of the legal plots it flies the best scoring, the first of equals by speed, maneuver type and
   * the chart's order.
   */
  @Test
  void fliesTheBestScoringPlot() {
    Cy6State s = state(me(), foe("Foe", 0, -6, Facing.N, 6));
    Game<Cy6State, Cy6Command> g = Game.start(RULES, s);
    List<Cy6Command> legal = g.legalCommands("Me");
    assertThat(BOT.choose(g.viewFor("Me"), legal)).isEqualTo(plot(Maneuver.LEVEL, "F31"));
    List<Cy6Command> worse =
        List.of(
            plot(Maneuver.LEVEL, "L11"), plot(Maneuver.LEVEL, "R11"), plot(Maneuver.LEVEL, "F11"));
    // all three score -2.9: the first in the chart's order is flown (F11, L11, R11)
    assertThat(BOT.choose(g.viewFor("Me"), worse)).isEqualTo(plot(Maneuver.LEVEL, "F11"));
    List<Cy6Command> offMap = new ArrayList<>(worse);
    offMap.add(0, plot(Maneuver.POWER_DIVE, "F11"));
    assertThat(BOT.choose(g.viewFor("Me"), offMap)).isEqualTo(plot(Maneuver.LEVEL, "F11"));
  }

  // ------------------------------------------------------------------ other choices

  /** It tails whenever it may, the first target offered. */
  @Test
  void tailsTheFirstTargetOffered() {
    Cy6State s = state(me(), foe("Foe", 0, -6, Facing.N, 6));
    Game<Cy6State, Cy6Command> g = Game.start(RULES, s);
    Cy6Command none = Cy6Command.Tail.none("Me");
    Cy6Command foe = Cy6Command.Tail.of("Me", "Foe");
    Cy6Command other = Cy6Command.Tail.of("Me", "Other");
    assertThat(BOT.choose(g.viewFor("Me"), List.of(none))).isEqualTo(none);
    assertThat(BOT.choose(g.viewFor("Me"), List.of(none, foe, other))).isEqualTo(foe);
  }

  /**
   * A leader keeps formation until an enemy is within 8 hexes, then breaks it up; wingmen keep
   * formation; friends nearby do not count.
   */
  @ParameterizedTest(name = "enemy at {0} hexes, friend at 1: leader {1}, wingman KEEP")
  @CsvSource({"8, BREAK_UP", "9, KEEP"})
  void aLeaderBreaksUpWhenAnEnemyIsWithinEight(int distance, Cy6Command.FormationChoice want) {
    Plane lead = plane("Me", "Blue", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), 6, 2, "A");
    Plane wing = plane("Wing", "Blue", EXAMPLE, Skill.GREEN, at(1, 0, Facing.N), 6, 2, "A");
    Plane near = friend("Near", 0, 1, 6);
    Cy6State s = state(lead, wing, near, foe("Foe", 0, -distance, Facing.N, 9));
    Game<Cy6State, Cy6Command> g = Game.start(RULES, s);
    List<Cy6Command> offer =
        List.of(
            new Cy6Command.FormationStatus("Me", Cy6Command.FormationChoice.KEEP),
            new Cy6Command.FormationStatus("Me", Cy6Command.FormationChoice.BREAK_UP));
    assertThat(BOT.choose(g.viewFor("Me"), offer))
        .isEqualTo(new Cy6Command.FormationStatus("Me", want));
    assertThat(BOT.choose(g.viewFor("Me"), List.of(offer.get(1), offer.get(0))))
        .isEqualTo(new Cy6Command.FormationStatus("Me", want));
    List<Cy6Command> wingOffer =
        List.of(
            new Cy6Command.FormationStatus("Wing", Cy6Command.FormationChoice.BREAK_UP),
            new Cy6Command.FormationStatus("Wing", Cy6Command.FormationChoice.KEEP));
    assertThat(BOT.choose(g.viewFor("Wing"), wingOffer))
        .isEqualTo(new Cy6Command.FormationStatus("Wing", Cy6Command.FormationChoice.KEEP));
    // offered only what it does not want, it takes that
    List<Cy6Command> only =
        List.of(new Cy6Command.FormationStatus("Wing", Cy6Command.FormationChoice.BREAK_UP));
    assertThat(BOT.choose(g.viewFor("Wing"), only)).isEqualTo(only.get(0));
  }

  private static <T> List<T> reversed(List<T> list) {
    List<T> out = new ArrayList<>(list);
    java.util.Collections.reverse(out);
    return out;
  }

  /** Chooses for {@code actor} from its legal commands, offered in order and reversed. */
  private static Cy6Command choice(Game<Cy6State, Cy6Command> g, String actor) {
    List<Cy6Command> legal = g.legalCommands(actor);
    Cy6Command c = BOT.choose(g.viewFor(actor), legal);
    assertThat(BOT.choose(g.viewFor(actor), reversed(legal))).isEqualTo(c);
    return c;
  }

  /** It fires at the enemy it is likeliest to hit: Close, 2 hexes ahead, not Farther at 4. */
  @Test
  void firesAtTheLikeliestTarget() {
    Cy6State s =
        GroundTest.start(
            List.of(
                GroundTest.plane("Me", "Blue", GroundTest.FIGHTER, 10, 10, 6),
                GroundTest.plane("Close", "Red", GroundTest.FIGHTER, 10, 8, 6),
                GroundTest.plane("Farther", "Red", GroundTest.FIGHTER, 10, 6, 6)),
            Ground.none());
    Game<Cy6State, Cy6Command> g = GroundTest.flyStraight(Game.start(RULES, s));
    assertThat(g.legalCommands("Me"))
        .containsExactly(
            Cy6Command.Fire.hold("Me"),
            Cy6Command.Fire.at("Me", "Close"),
            Cy6Command.Fire.at("Me", "Farther"));
    assertThat(choice(g, "Me")).isEqualTo(Cy6Command.Fire.at("Me", "Close"));
    assertThat(BOT.choose(g.viewFor("Me"), List.of(Cy6Command.Fire.hold("Me"))))
        .isEqualTo(Cy6Command.Fire.hold("Me"));
  }

  /** It makes the surface attack likeliest to hit: the dive bomb's +1 beats level bombing. */
  @Test
  void makesTheLikeliestSurfaceAttack() {
    Plane diver =
        GroundTest.plane("Diver", "Red", GroundTest.FIGHTER, 10, 10, 6).armed(Ordnance.LIGHT_BOMBS);
    Game<Cy6State, Cy6Command> g =
        Game.start(RULES, GroundTest.start(List.of(diver), GroundTest.railYard()));
    g = g.play(new Cy6Command.Plot("Diver", Maneuver.DIVE, "F11"));
    assertThat(g.legalCommands("Diver"))
        .contains(
            Cy6Command.Strike.hold("Diver"),
            Cy6Command.Strike.at("Diver", "Yard", StrikeKind.LEVEL_BOMB),
            Cy6Command.Strike.at("Diver", "Yard", StrikeKind.DIVE_BOMB));
    // strafing (+1 too) ties with the dive bomb: offered first, the dive bomb is made
    List<Cy6Command> bombs =
        List.of(
            Cy6Command.Strike.hold("Diver"),
            Cy6Command.Strike.at("Diver", "Yard", StrikeKind.LEVEL_BOMB),
            Cy6Command.Strike.at("Diver", "Yard", StrikeKind.DIVE_BOMB));
    assertThat(BOT.choose(g.viewFor("Diver"), bombs)).isEqualTo(bombs.get(2));
    assertThat(BOT.choose(g.viewFor("Diver"), reversed(bombs))).isEqualTo(bombs.get(2));
    assertThat(BOT.choose(g.viewFor("Diver"), g.legalCommands("Diver"))).isEqualTo(bombs.get(2));
    assertThat(BOT.choose(g.viewFor("Diver"), List.of(Cy6Command.Strike.hold("Diver"))))
        .isEqualTo(Cy6Command.Strike.hold("Diver"));
  }

  private static final Battery LIGHT =
      new Battery("Flak", "Blue", AntiAircraft.LIGHT, Board.at(10, 10));
  private static final Battery HEAVY_AA =
      new Battery("Heavy", "Blue", AntiAircraft.HEAVY, Board.at(2, 28));

  private static Game<Cy6State, Cy6Command> toAaFire(Battery b, Plane... planes) {
    Game<Cy6State, Cy6Command> g =
        GroundTest.flyStraight(
            Game.start(RULES, GroundTest.start(List.of(planes), Ground.none().with(b))));
    assertThat(g.state().step()).isEqualTo(Cy6State.Step.AA_FIRE);
    return g;
  }

  /**
   * A battery fires at the target it is likeliest to damage: the bomber at TAL 2 (1 in 20 or so)
   * rather than the fighter at TAL 1 (1 in 35).
   */
  @Test
  void aBatteryFiresAtTheTargetLikeliestToBeDamaged() {
    Game<Cy6State, Cy6Command> g =
        toAaFire(
            LIGHT,
            GroundTest.plane("Low", "Red", GroundTest.FIGHTER, 10, 9, 1),
            GroundTest.plane("Mid", "Red", GroundTest.BOMBER, 11, 10, 2));
    assertThat(g.legalCommands("Flak")).hasSize(3);
    assertThat(choice(g, "Flak")).isEqualTo(Cy6Command.Flak.at("Flak", "Mid"));
  }

  /** Heavy AA fires aimed at a Low target in reach. */
  @Test
  void heavyAaFiresAimedAtALowTarget() {
    Game<Cy6State, Cy6Command> g =
        toAaFire(HEAVY_AA, GroundTest.plane("Lead", "Red", GroundTest.BOMBER, 3, 27, 4));
    assertThat(choice(g, "Heavy")).isEqualTo(Cy6Command.Flak.at("Heavy", "Lead"));
  }

  /**
   * With no target for aimed fire, heavy AA orders a barrage where the nearest enemy will be if it
   * flies straight on: "2 turns for MEDIUM CAB", at speed 1 two hexes on.
   */
  @Test
  void heavyAaBarragesWhereTheNearestEnemyWillBe() {
    Game<Cy6State, Cy6Command> g =
        toAaFire(HEAVY_AA, GroundTest.plane("Lead", "Red", GroundTest.BOMBER, 10, 20, 7));
    Hex lead = g.state().get("Lead").position().hex();
    assertThat(choice(g, "Heavy"))
        .isEqualTo(new Cy6Command.OrderBarrage("Heavy", lead.step(Facing.N, 2), Cab.MEDIUM));
  }

  /** The nearer enemy is aimed at, here at High: 3 turns ahead. */
  @Test
  void heavyAaBarragesTheNearerEnemysPath() {
    Game<Cy6State, Cy6Command> g =
        toAaFire(
            HEAVY_AA,
            GroundTest.plane("Lead", "Red", GroundTest.BOMBER, 10, 20, 7),
            GroundTest.plane("Near", "Red", GroundTest.BOMBER, 4, 20, 10),
            GroundTest.plane("Last", "Red", GroundTest.BOMBER, 12, 20, 7));
    Hex near = g.state().get("Near").position().hex();
    assertThat(choice(g, "Heavy"))
        .isEqualTo(new Cy6Command.OrderBarrage("Heavy", near.step(Facing.N, 3), Cab.HIGH));
  }

  /**
   * It holds fire when the barrage's hex would be off the map, when the enemy's CAB takes no
   * barrage (Extremely High) and when no enemy flies.
   */
  @Test
  void heavyAaHoldsWithoutAUsefulBarrage() {
    Game<Cy6State, Cy6Command> edge =
        toAaFire(HEAVY_AA, GroundTest.plane("Lead", "Red", GroundTest.BOMBER, 10, 2, 7));
    assertThat(BOARD.contains(edge.state().get("Lead").position().hex())).isTrue();
    assertThat(BOARD.contains(edge.state().get("Lead").position().hex().step(Facing.N, 2)))
        .isFalse();
    assertThat(choice(edge, "Heavy")).isEqualTo(Cy6Command.Flak.hold("Heavy"));
    Game<Cy6State, Cy6Command> high =
        toAaFire(HEAVY_AA, GroundTest.plane("Lead", "Red", GroundTest.BOMBER, 10, 20, 16));
    assertThat(BOT.choose(high.viewFor("Heavy"), List.of(Cy6Command.Flak.hold("Heavy"))))
        .isEqualTo(Cy6Command.Flak.hold("Heavy"));
    Ground ground =
        Ground.none()
            .with(HEAVY_AA)
            .with(SurfaceTarget.of("Depot", "Red", SurfaceTarget.Kind.AREA, Board.at(5, 5), 1, 2));
    Game<Cy6State, Cy6Command> empty =
        Game.start(
            RULES,
            RULES.start(
                List.of("Blue", "Red"),
                BOARD,
                List.of(GroundTest.plane("Own", "Blue", GroundTest.FIGHTER, 10, 20, 7)),
                ground,
                1));
    assertThat(BOT.choose(empty.viewFor("Heavy"), List.of(Cy6Command.Flak.hold("Heavy"))))
        .isEqualTo(Cy6Command.Flak.hold("Heavy"));
  }

  // ------------------------------------------------------------------ tactics (issue 29)

  /** A formation led by a bomber keeps formation with an enemy close: its fighters escort it. */
  @Test
  void aBombersFormationKeepsItsEscorts() {
    Plane lead = plane("Me", "Blue", HEAVY, Skill.GREEN, at(0, 0, Facing.N), 6, 2, "A");
    Plane wing = plane("Wing", "Blue", EXAMPLE, Skill.GREEN, at(1, 0, Facing.N), 6, 2, "A");
    Cy6State s = state(lead, wing, foe("Foe", 0, -3, Facing.N, 6));
    Game<Cy6State, Cy6Command> g = Game.start(RULES, s);
    List<Cy6Command> offer =
        List.of(
            new Cy6Command.FormationStatus("Me", Cy6Command.FormationChoice.BREAK_UP),
            new Cy6Command.FormationStatus("Me", Cy6Command.FormationChoice.KEEP));
    assertThat(BOT.choose(g.viewFor("Me"), offer)).isEqualTo(offer.get(1));
  }

  /**
   * A bomber with no ordnance left turns for its home edge (Blue's is south) rather than fly
   * straight on, as its plot score alone would; a move off the map by another edge weighs -1000.
   */
  @Test
  void anUnarmedBomberHeadsHome() {
    Plane bomber = plane("Me", "Blue", HEAVY, Skill.GREEN, at(0, 0, Facing.N), 6, 2, null);
    Cy6State s = state(bomber, foe("Foe", 0, -6, Facing.N, 6));
    Game<Cy6State, Cy6Command> g = Game.start(RULES, s);
    Cy6Command.Plot chosen = (Cy6Command.Plot) BOT.choose(g.viewFor("Me"), g.legalCommands("Me"));
    assertThat(chosen.code()).doesNotStartWith("F");
    Plane edge =
        plane(
            "Me", "Blue", HEAVY, Skill.GREEN, new Position(Board.at(14, 1), Facing.N), 6, 2, null);
    Cy6State north = state(edge, foe("Foe", 0, 6, Facing.N, 6));
    assertThat(BOT.weigh(north, north.get("Me"), plot(Maneuver.LEVEL, "F21"))).isEqualTo(-1000);
  }

  /** Its escorts follow a bomber that went home: a fighter alone turns for its home edge too. */
  @Test
  void escortsFollowABomberThatWentHome() {
    Plane gone =
        plane("Big", "Blue", HEAVY, Skill.GREEN, at(4, 0, Facing.S), 6, 2, null)
            .exited(BoardExit.Result.SAFE);
    Cy6State s = state(gone, me(), foe("Foe", 0, -6, Facing.N, 6));
    Game<Cy6State, Cy6Command> g = Game.start(RULES, s);
    Cy6Command.Plot chosen = (Cy6Command.Plot) BOT.choose(g.viewFor("Me"), g.legalCommands("Me"));
    assertThat(chosen.code()).doesNotStartWith("F");
    Cy6State fighting = state(me(), foe("Foe", 0, -6, Facing.N, 6));
    assertThat(BOT.weigh(fighting, fighting.get("Me"), plot(Maneuver.LEVEL, "F21")))
        .isGreaterThan(BOT.score(fighting, fighting.get("Me"), plot(Maneuver.LEVEL, "F21")));
  }

  /**
   * From the end of F31, 3 hexes behind the foe, the guns bear: the plot weighs its score plus the
   * chance to hit weighed by the dice; an extreme turn that ends facing away weighs its score.
   */
  @Test
  void aMoveThatEndsWithTheGunsBearingWeighsTheirChance() {
    Cy6State s = state(me(), foe("Foe", 0, -6, Facing.N, 6));
    Plane me = s.get("Me");
    double level = BOT.weigh(s, me, plot(Maneuver.LEVEL, "F31"));
    assertThat(level).isGreaterThan(BOT.score(s, me, plot(Maneuver.LEVEL, "F31")));
    assertThat(level - BOT.score(s, me, plot(Maneuver.LEVEL, "F31"))).isLessThanOrEqualTo(4);
    assertThat(BOT.weigh(s, me, plot(Maneuver.EXTREME_TURN, "L25")))
        .isCloseTo(BOT.score(s, me, plot(Maneuver.EXTREME_TURN, "L25")), within(1e-9));
  }

  /**
   * More than 6 hexes from the foe (beyond gun range), each TAL above it up to 2 weighs 0.9: the
   * 0.7 the score takes for the difference back, and 0.2 of energy to dive with later.
   */
  @ParameterizedTest(name = "{0} {1}: +{2}")
  @CsvSource({"LEVEL, F11, 0", "CLIMB, F11, 0.9", "STEEP_CLIMB, F11, 1.8", "DIVE, F11, 0"})
  void farFromTheFoeHeightCountsAsEnergy(Maneuver m, String code, double extra) {
    Cy6State s = state(me(), foe("Foe", 0, -12, Facing.N, 6));
    Plane me = s.get("Me");
    assertThat(BOT.weigh(s, me, plot(m, code)) - BOT.score(s, me, plot(m, code)))
        .isCloseTo(extra, within(1e-9));
  }
}
