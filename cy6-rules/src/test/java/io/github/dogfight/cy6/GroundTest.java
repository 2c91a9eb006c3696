package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.cy6.internal.map.TextMap;
import io.github.dogfight.testkit.HiddenInformation;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Anti-aircraft batteries, barrages and surface attacks in play (rules 002, C3.0 and C5.0). */
class GroundTest {
  static final Cy6Rules RULES = new Cy6Rules();
  static final AircraftType FIGHTER =
      new AircraftType("Fighter", Role.FIGHTER, 4, 0, 2, 2, Gun.parseMix("4xLMG"));
  static final AircraftType BOMBER =
      new AircraftType("Bomber", Role.BOMBER, 4, 0, 0, 2, Gun.parseMix("2xLMG/def"));
  static final Board BOARD =
      new Board(
          30,
          30,
          Board.Compass.EAST,
          Map.of("Blue", Board.Compass.SOUTH, "Red", Board.Compass.NORTH));

  static Plane plane(String id, String side, AircraftType t, int col, int row, int tal) {
    return Plane.of(
        id,
        side,
        t,
        Skill.GREEN,
        new Position(Board.at(col, row), Facing.N),
        tal,
        1,
        Optional.empty());
  }

  static Cy6State start(List<Plane> planes, Ground ground) {
    return RULES.start(List.of("Blue", "Red"), BOARD, planes, ground, 1);
  }

  static List<String> narration(Game<Cy6State, Cy6Command> g) {
    return g.log().visibleTo(Viewer.spectator()).stream().map(GameEvent::narration).toList();
  }

  static List<DiceRoll> diceOf(Game<Cy6State, Cy6Command> g, Cy6Event.Kind kind) {
    return g.log().events().stream()
        .filter(e -> e instanceof Cy6Event.Happened h && h.kind() == kind)
        .flatMap(e -> e.dice().stream())
        .toList();
  }

  /**
   * Plays this turn up to the fire phase: no tails, formations kept, every aircraft straight on at
   * speed 1 (F11).
   */
  static Game<Cy6State, Cy6Command> flyStraight(Game<Cy6State, Cy6Command> g) {
    Game<Cy6State, Cy6Command> out = g;
    int turn = g.state().turn();
    while (out.state().turn() == turn) {
      String actor = out.state().waiting().isEmpty() ? "" : out.state().waiting().get(0);
      switch (out.state().step()) {
        case TAILING -> out = out.play(Cy6Command.Tail.none(actor));
        case FORMATION ->
            out = out.play(new Cy6Command.FormationStatus(actor, Cy6Command.FormationChoice.KEEP));
        case PLOTTING, TAILER_PLOTTING ->
            out = out.play(new Cy6Command.Plot(actor, Maneuver.LEVEL, "F11"));
        default -> {
          return out;
        }
      }
    }
    return out;
  }

  // ------------------------------------------------------------------ reach

  /** "Max range is 2 hexes if the target is at TAL 1 in SURFACE LOW CAB over land". */
  @Test
  void lightAaReachesTwoHexesAtTal1OverLandAndItsFullRangeOverWater() {
    Battery light = new Battery("Flak", "Blue", AntiAircraft.LIGHT, Board.at(10, 10));
    Plane low = plane("Low", "Red", FIGHTER, 10, 7, 1);
    Cy6State land = start(List.of(low), Ground.none().with(light));
    Game<Cy6State, Cy6Command> g = flyStraight(Game.start(RULES, land));
    // after flying one hex north, 4 hexes from the battery at TAL 1 over land: out of reach
    assertThat(g.state().turn()).isEqualTo(2);
    assertThat(g.state().get("Low").position().hex().distance(light.hex())).isEqualTo(4);

    Set<Hex> water = Set.of(Board.at(10, 6), Board.at(10, 7));
    Cy6State sea = start(List.of(low), Ground.none().with(light).withWater(water));
    Game<Cy6State, Cy6Command> s = flyStraight(Game.start(RULES, sea));
    assertThat(s.state().step()).isEqualTo(Cy6State.Step.AA_FIRE);
    assertThat(s.legalCommands("Flak"))
        .containsExactly(Cy6Command.Flak.hold("Flak"), Cy6Command.Flak.at("Flak", "Low"));
  }

  /** Light AA reaches "S.Low" only: a fighter at TAL 3 (Low) is beyond its CABs. */
  @Test
  void aBatteryFiresOnlyAtItsCabs() {
    Battery light = new Battery("Flak", "Blue", AntiAircraft.LIGHT, Board.at(10, 10));
    Cy6State s =
        start(List.of(plane("Red 1", "Red", FIGHTER, 10, 9, 3)), Ground.none().with(light));
    Game<Cy6State, Cy6Command> g = flyStraight(Game.start(RULES, s));
    assertThat(g.state().turn()).isEqualTo(2);
    assertThatThrownBy(() -> RULES.flakOdds(g.state(), "Flak", "Red 1"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("does not reach");
  }

  // ------------------------------------------------------------------ aimed fire

  /**
   * "Medium (24-70mm) ... Bomber 9-10* / 11+ ... 4d10(-)"; "* Near-miss= half number of Damage
   * Dice": a 9 on the bomber is a near miss and rolls 2d10.
   */
  @Test
  void aNearMissRollsHalfTheDamageDice() {
    Battery medium = new Battery("Flak", "Blue", AntiAircraft.MEDIUM, Board.at(10, 10));
    Cy6State s =
        start(List.of(plane("Bomber", "Red", BOMBER, 10, 8, 4)), Ground.none().with(medium));
    Game<Cy6State, Cy6Command> g = flyStraight(Game.start(RULES, s));
    assertThat(g.state().step()).isEqualTo(Cy6State.Step.AA_FIRE);
    // to-hit 4+5 = 9: near miss; 2d10 read top face as zero: 3 + 4 = 7; R2 robustness roll 6+5
    g = g.play(Cy6Command.Flak.at("Flak", "Bomber"), ScriptedDice.of(4, 5, 3, 4, 6, 5));
    List<DiceRoll> dice = diceOf(g, Cy6Event.Kind.AA);
    assertThat(dice).hasSize(3);
    assertThat(dice.get(1).faces()).hasSize(2);
    assertThat(narration(g))
        .anyMatch(n -> n.startsWith("Flak (Medium AA) fires at Bomber: near miss, firepower 7"));
  }

  /**
   * "AA Misdirection= if double "1" or double "2" rolled to-hit, fire is directed at closest
   * friendly aircraft within range of AA Battery".
   */
  @Test
  void misdirectedFireTurnsOnTheClosestFriendlyAircraft() {
    Battery light = new Battery("Flak", "Blue", AntiAircraft.LIGHT, Board.at(10, 10));
    Cy6State s =
        start(
            List.of(
                plane("Red 1", "Red", FIGHTER, 10, 9, 1),
                plane("Blue near", "Blue", FIGHTER, 11, 10, 1),
                plane("Blue far", "Blue", FIGHTER, 13, 11, 1)),
            Ground.none().with(light));
    Game<Cy6State, Cy6Command> g = flyStraight(Game.start(RULES, s));
    assertThat(g.state().step()).isEqualTo(Cy6State.Step.AA_FIRE);
    // 1+1 misdirected; the second to-hit against Blue near, 3+4 = 7: a miss
    g = g.play(Cy6Command.Flak.at("Flak", "Red 1"), ScriptedDice.of(1, 1, 3, 4));
    assertThat(narration(g))
        .contains("Flak (Light AA) fires at Red 1: misdirected at Blue near: miss");
    // with no friendly aircraft in reach, misdirected fire has no effect
    Cy6State alone =
        start(List.of(plane("Red 1", "Red", FIGHTER, 10, 9, 1)), Ground.none().with(light));
    Game<Cy6State, Cy6Command> a = flyStraight(Game.start(RULES, alone));
    a = a.play(Cy6Command.Flak.at("Flak", "Red 1"), ScriptedDice.of(2, 2));
    assertThat(narration(a))
        .contains("Flak (Light AA) fires at Red 1: misdirected, no friendly aircraft in reach");
  }

  // ------------------------------------------------------------------ heavy AA

  /**
   * "Heavy AA at MED-V.HIGH CAB must pick Target Hex in advance; 2 turns for MEDIUM CAB"; "Blast
   * affects all aircraft in Target Hex and one hex adjacent to Target Hex".
   */
  @Test
  void aBarrageBurstsTwoTurnsLaterOnItsHexAndTheNextHexes() {
    Battery heavy = new Battery("Heavy", "Blue", AntiAircraft.HEAVY, Board.at(2, 28));
    Cy6State s =
        start(
            List.of(
                plane("Lead", "Red", BOMBER, 10, 20, 7),
                plane("Wing", "Red", BOMBER, 11, 20, 7),
                plane("Above", "Red", BOMBER, 9, 20, 10),
                plane("Far", "Red", BOMBER, 14, 20, 7)),
            Ground.none().with(heavy));
    Game<Cy6State, Cy6Command> g = flyStraight(Game.start(RULES, s));
    assertThat(g.state().step()).isEqualTo(Cy6State.Step.AA_FIRE);
    // heavy AA aims only at Low: these are at Medium and High, so it may only order barrages
    assertThat(g.legalCommands("Heavy"))
        .allMatch(c -> c instanceof Cy6Command.OrderBarrage || c.isPass());
    assertThatThrownBy(() -> g.play(Cy6Command.Flak.at("Heavy", "Lead")))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("target = Lead");
    // the lead flies north one hex a turn: in turn 3 it is 2 hexes further on
    Hex aim = g.state().get("Lead").position().hex().step(Facing.N, 2);
    assertThatThrownBy(() -> g.play(new Cy6Command.OrderBarrage("Heavy", aim, Cab.EXTREMELY_HIGH)))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("cab = Extremely High");
    Game<Cy6State, Cy6Command> t1 = g.play(new Cy6Command.OrderBarrage("Heavy", aim, Cab.MEDIUM));
    assertThat(t1.state().barrages()).containsExactly(new Barrage("Heavy", aim, Cab.MEDIUM, 3));
    assertThat(narration(t1))
        .contains("Heavy (Heavy AA) fires a barrage at Medium: it bursts in turn 3");
    // the other side does not learn where
    assertThat(RULES.visibleTo(t1.state(), RULES.viewer(t1.state(), "Lead")).barrages()).isEmpty();
    assertThat(RULES.visibleTo(t1.state(), RULES.viewer(t1.state(), "Blue")).barrages()).hasSize(1);
    Game<Cy6State, Cy6Command> t2 = flyStraight(t1);
    t2 = t2.play(Cy6Command.Flak.hold("Heavy"));
    Game<Cy6State, Cy6Command> t3 = flyStraight(t2);
    assertThat(t3.state().turn()).isEqualTo(3);
    // Lead is in the hex, Wing next to it, both at Medium: each rolls its own to-hit (bomber 11*
    // / 12: 2+3 and 4+4, misses); Above is at High and Far 4 hexes away: not caught
    t3 = t3.play(Cy6Command.Flak.hold("Heavy"), ScriptedDice.of(2, 3, 4, 4));
    assertThat(narration(t3))
        .contains(
            "Heavy (Heavy AA)'s barrage burst at "
                + TextMap.where(aim)
                + ", Medium, catches Lead: miss",
            "Heavy (Heavy AA)'s barrage burst at "
                + TextMap.where(aim)
                + ", Medium, catches Wing: miss");
    assertThat(narration(t3)).noneMatch(n -> n.contains("catches Above") || n.contains("Far:"));
    assertThat(t3.state().barrages()).isEmpty();
  }

  /** "Heavy (71mm+) | 12* (1 hex blast)" on a fighter: a 12 is a near miss, rolling 1d20. */
  @Test
  void heavyAaAimedAtLowBurstsOnTheTargetsHex() {
    Battery heavy = new Battery("Heavy", "Blue", AntiAircraft.HEAVY, Board.at(2, 28));
    Cy6State s =
        start(
            List.of(
                plane("Red 1", "Red", FIGHTER, 10, 20, 4),
                plane("Red 2", "Red", FIGHTER, 11, 20, 4)),
            Ground.none().with(heavy));
    Game<Cy6State, Cy6Command> g = flyStraight(Game.start(RULES, s));
    // Red 1: 6+6 = 12 near miss, 1d20 showing 5, robustness 6+5; Red 2 (next hex): 3+3 miss
    g = g.play(Cy6Command.Flak.at("Heavy", "Red 1"), ScriptedDice.of(6, 6, 5, 6, 5, 3, 3));
    assertThat(narration(g))
        .anyMatch(
            n -> n.contains("aimed burst") && n.contains("catches Red 1: near miss, firepower 5"))
        .anyMatch(n -> n.contains("aimed burst") && n.contains("catches Red 2: miss"));
  }

  // ------------------------------------------------------------------ surface attack

  static Ground railYard() {
    return Ground.none()
        .with(SurfaceTarget.of("Yard", "Blue", SurfaceTarget.Kind.AREA, Board.at(10, 9), 1, 2));
  }

  /**
   * "14+ High CAB", "+2 Heavy (4000lb+)", "+3 Area Target", "+n Aircrew Skill": a Green crew's
   * heavy load on an area target from High hits on 2d6 + 5 >= 14.
   */
  @Test
  void levelBombingFromHighAddsLoadTargetAndSkill() {
    Plane b = plane("Bomber", "Red", BOMBER, 10, 10, 9).armed(Ordnance.HEAVY_BOMBS);
    Cy6State s = start(List.of(b), railYard());
    Game<Cy6State, Cy6Command> g = flyStraight(Game.start(RULES, s));
    assertThat(g.state().step()).isEqualTo(Cy6State.Step.SURFACE_ATTACK);
    assertThat(g.legalCommands("Bomber"))
        .containsExactly(
            Cy6Command.Strike.hold("Bomber"),
            Cy6Command.Strike.at("Bomber", "Yard", StrikeKind.LEVEL_BOMB));
    assertThat(
            RULES
                .strikeOdds(g.state(), "Bomber", "Yard", StrikeKind.LEVEL_BOMB)
                .probability(Boolean::booleanValue)
                .toString())
        .isEqualTo("5/18");
    // 4+5 + 5 = 14: a hit, the yard is damaged; the bombs are gone
    g =
        g.play(
            Cy6Command.Strike.at("Bomber", "Yard", StrikeKind.LEVEL_BOMB), ScriptedDice.of(4, 5));
    assertThat(narration(g))
        .contains(
            "Bomber attacks Yard (level-bomb, 2d6 +5 against 14+): hit; Yard damaged (1 of 2 hits)");
    assertThat(g.state().ground().target("Yard").orElseThrow().damaged()).isTrue();
    assertThat(g.state().get("Bomber").ordnance()).isEmpty();
    assertThat(RULES.victoryPoints(g.state(), "Red")).isEqualTo(1);
  }

  /**
   * "Dive Bombers: Must execute their attack in Low or Surface Low CAB; must start minimum one CAB
   * above"; "+1 Dive Bomb/Rocket Attack/Strafing Attack".
   */
  @Test
  void diveBombersAttackLowHavingStartedOneCabAbove() {
    Plane diver = plane("Diver", "Red", FIGHTER, 10, 10, 6).armed(Ordnance.LIGHT_BOMBS);
    Cy6State s = start(List.of(diver), railYard());
    Game<Cy6State, Cy6Command> g = Game.start(RULES, s);
    // TAL 6 (Medium) to 5 (Low) by a dive, over the yard
    g = g.play(new Cy6Command.Plot("Diver", Maneuver.DIVE, "F11"));
    assertThat(g.state().get("Diver").tal()).isEqualTo(5);
    assertThat(g.legalCommands("Diver"))
        .contains(Cy6Command.Strike.at("Diver", "Yard", StrikeKind.DIVE_BOMB))
        .contains(Cy6Command.Strike.at("Diver", "Yard", StrikeKind.LEVEL_BOMB));
    // Low 12+; light bombs +0, dive +1, area +3: 2d6 + 4 >= 12
    assertThat(
            RULES
                .strikeOdds(g.state(), "Diver", "Yard", StrikeKind.DIVE_BOMB)
                .probability(Boolean::booleanValue)
                .toString())
        .isEqualTo("5/12");
    // one that starts at Low may not dive-bomb
    Plane level = plane("Level", "Red", FIGHTER, 10, 10, 5).armed(Ordnance.LIGHT_BOMBS);
    Game<Cy6State, Cy6Command> l =
        Game.start(RULES, start(List.of(level), railYard()))
            .play(new Cy6Command.Plot("Level", Maneuver.LEVEL, "F11"));
    assertThat(l.legalCommands("Level"))
        .doesNotContain(Cy6Command.Strike.at("Level", "Yard", StrikeKind.DIVE_BOMB));
    assertThatThrownBy(() -> l.play(Cy6Command.Strike.at("Level", "Yard", StrikeKind.DIVE_BOMB)))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("must start minimum one CAB above");
  }

  /** "1 Torpedo Attack (S.Low CAB, TAL1, four hex from tgt.)", "+1 Large Ship". */
  @Test
  void torpedoesAreDroppedAtTal1AtAShipAhead() {
    Hex ship = Board.at(10, 5);
    Set<Hex> sea = Set.of(ship);
    Ground g0 =
        Ground.none()
            .withWater(sea)
            .with(SurfaceTarget.of("Carrier", "Blue", SurfaceTarget.Kind.LARGE_SHIP, ship, 2, 4));
    Plane torpedo = plane("Kate", "Red", FIGHTER, 10, 10, 1).armed(Ordnance.TORPEDO);
    Plane high = plane("High", "Red", FIGHTER, 12, 10, 2).armed(Ordnance.TORPEDO);
    Game<Cy6State, Cy6Command> g =
        flyStraight(Game.start(RULES, start(List.of(torpedo, high), g0)));
    // Kate is 4 hexes south of the ship at TAL 1; High flies at TAL 2
    assertThat(g.legalCommands("Kate"))
        .containsExactly(
            Cy6Command.Strike.hold("Kate"),
            Cy6Command.Strike.at("Kate", "Carrier", StrikeKind.TORPEDO));
    assertThat(g.legalCommands("High")).isEmpty();
    // S.Low 10+; torpedo -1, large ship +1, Green +0: 2d6 >= 10
    assertThat(
            RULES
                .strikeOdds(g.state(), "Kate", "Carrier", StrikeKind.TORPEDO)
                .probability(Boolean::booleanValue)
                .toString())
        .isEqualTo("1/6");
    assertThatThrownBy(
            () ->
                new Cy6Rules()
                    .start(
                        List.of("Blue", "Red"),
                        BOARD,
                        List.of(torpedo),
                        Ground.none()
                            .with(
                                SurfaceTarget.of(
                                    "Dry", "Blue", SurfaceTarget.Kind.SHIP, ship, 1, 1)),
                        1))
        .hasMessageContaining("Dry: a ship must be on water");
  }

  /** Strafing needs forward guns, and reaches a target one hex ahead; it spends no ordnance. */
  @Test
  void strafingHitsAddUpUntilTheTargetIsDestroyedAndTheGameEnds() {
    Ground g0 =
        Ground.none()
            .with(
                SurfaceTarget.of("Radar", "Blue", SurfaceTarget.Kind.POINT, Board.at(10, 8), 1, 1));
    Plane strafer = plane("Strafer", "Red", FIGHTER, 10, 10, 2);
    Game<Cy6State, Cy6Command> g = flyStraight(Game.start(RULES, start(List.of(strafer), g0)));
    assertThat(g.legalCommands("Strafer"))
        .containsExactly(
            Cy6Command.Strike.hold("Strafer"),
            Cy6Command.Strike.at("Strafer", "Radar", StrikeKind.STRAFE));
    // S.Low 10+: strafe +1, point target -1: 5+5 = 10 hits; Radar was Blue's last standing thing
    g = g.play(Cy6Command.Strike.at("Strafer", "Radar", StrikeKind.STRAFE), ScriptedDice.of(5, 5));
    assertThat(narration(g))
        .contains(
            "Strafer attacks Radar (strafe, 2d6 +0 against 10+): hit; Radar destroyed (1 of 1 hits)");
    assertThat(g.isOver()).isTrue();
    assertThat(g.state().result()).get().asString().contains("Blue has nothing left in the fight");
    assertThat(g.state().winner()).contains("Red");
  }

  @Test
  void ordersAndStrikesStayHiddenUntilResolved() {
    Battery light = new Battery("Flak", "Blue", AntiAircraft.MEDIUM, Board.at(10, 10));
    Battery other = new Battery("Flak 2", "Blue", AntiAircraft.MEDIUM, Board.at(11, 10));
    Cy6State s =
        start(
            List.of(plane("Red 1", "Red", FIGHTER, 10, 9, 3)),
            Ground.none().with(light).with(other));
    Game<Cy6State, Cy6Command> g = flyStraight(Game.start(RULES, s));
    assertThat(g.state().waiting()).containsExactly("Flak", "Flak 2");
    Cy6State fire = g.play(Cy6Command.Flak.at("Flak", "Red 1")).state();
    assertThat(fire.waiting()).containsExactly("Flak 2");
    assertThat(fire.flak()).containsKey("Flak");
    Cy6State hold = g.play(Cy6Command.Flak.hold("Flak")).state();
    HiddenInformation.assertUnseen(RULES, fire, hold, "Red 1");
    assertThat(RULES.visibleTo(fire, RULES.viewer(fire, "Flak 2")).flak()).containsKey("Flak");
    assertThat(RULES.viewer(fire, "Flak 2").speaksFor("Blue")).isTrue();
  }

  /** Found by the random command sequences: a battery giving an aircraft's command. */
  @Test
  void aBatteryGivingAnAircraftsCommandIsRejectedAndNothingChanges() {
    Battery light = new Battery("Flak", "Blue", AntiAircraft.LIGHT, Board.at(10, 10));
    Cy6State s =
        start(List.of(plane("Red 1", "Red", FIGHTER, 10, 9, 1)), Ground.none().with(light));
    Game<Cy6State, Cy6Command> g = flyStraight(Game.start(RULES, s));
    Cy6State before = g.state();
    assertThatThrownBy(() -> g.play(Cy6Command.Fire.at("Flak", "Red 1")))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("takes a Flak or OrderBarrage command");
    assertThatThrownBy(() -> g.play(Cy6Command.Strike.at("Flak", "Red 1", StrikeKind.STRAFE)))
        .isInstanceOf(RuleViolation.class);
    assertThat(g.state()).isEqualTo(before);
  }

  @Test
  void badGroundIsRejectedByName() {
    Plane p = plane("Red 1", "Red", FIGHTER, 10, 9, 1);
    assertThatThrownBy(
            () ->
                start(
                    List.of(p),
                    Ground.none()
                        .with(new Battery("Red 1", "Blue", AntiAircraft.LIGHT, Board.at(1, 1)))))
        .hasMessageContaining("battery 'Red 1' has a name already taken");
    assertThatThrownBy(
            () ->
                start(
                    List.of(p),
                    Ground.none()
                        .with(new Battery("Off", "Blue", AntiAircraft.LIGHT, Board.at(40, 1)))))
        .hasMessageContaining("Off: stands off the map");
    assertThatThrownBy(() -> start(List.of(p), Ground.none()))
        .hasMessageContaining("side Blue has no aircraft, AA battery or surface target");
    Plane blue = plane("Blue 1", "Blue", FIGHTER, 5, 5, 1);
    assertThatThrownBy(() -> start(List.of(p, blue, p), Ground.none()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("aircraft 'Red 1' is listed twice");
    assertThatThrownBy(
            () -> RULES.start(List.of("Red", "Red"), BOARD, List.of(p), Ground.none(), 1))
        .hasMessage("an engagement needs two different sides, was [Red, Red]");
    assertThatThrownBy(
            () -> RULES.start(List.of("Blue", "Red"), BOARD, List.of(), Ground.none(), 1))
        .hasMessage("an engagement needs at least one aircraft in the fight");
    assertThatThrownBy(
            () -> SurfaceTarget.of("Bad", "Blue", SurfaceTarget.Kind.AREA, Board.at(1, 1), 3, 2))
        .hasMessageContaining("hits to destroy");
    assertThatThrownBy(() -> p.armed(Optional.empty(), 2))
        .hasMessageContaining("special equipment & training is -1, 0 or +1, was 2");
  }

  /** The sample engagement bombs its rail yard under a heavy battery, deterministically. */
  @Test
  void theSampleHasFlakAndATarget() {
    Cy6State s = RULES.sampleEngagement(3);
    assertThat(s.ground().batteries()).extracting(Battery::id).containsExactly("Flak 88");
    assertThat(s.get("Sally B").ordnance()).contains(Ordnance.HEAVY_BOMBS);
    assertThat(RULES.summary(s)).contains("Rail yard (area target)", "Flak 88 (Heavy AA)");
  }
}
