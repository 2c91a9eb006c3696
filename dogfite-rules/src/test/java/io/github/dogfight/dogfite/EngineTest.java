package io.github.dogfight.dogfite;

import static io.github.dogfight.testkit.DogfightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.RuleSets;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseSpeedRoll;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseTarget;
import io.github.dogfight.dogfite.DogfiteCommand.EdgeBet;
import io.github.dogfight.dogfite.DogfiteCommand.EndMove;
import io.github.dogfight.dogfite.DogfiteCommand.Fire;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.dogfite.event.DuelEnded;
import io.github.dogfight.dogfite.event.GunFired;
import io.github.dogfight.dogfite.event.MapDrawn;
import io.github.dogfight.dogfite.event.MoveBegun;
import io.github.dogfight.dogfite.event.MoveEnded;
import io.github.dogfight.dogfite.event.SpinAttempted;
import io.github.dogfight.dogfite.event.TurnEnded;
import io.github.dogfight.dogfite.event.TurnOrdered;
import io.github.dogfight.testkit.Replay;
import io.github.dogfight.testkit.Scripted;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The turn engine with scripted dice. */
class EngineTest {
  private final DogfiteRules rules = new DogfiteRules();
  private static final AircraftCatalog CATALOG = AircraftCatalog.sample();

  /** A Camel two hexes behind an Albatros, both flying north at level 2. */
  private Game<DogfiteState, DogfiteCommand> tail() {
    Plane camel =
        Plane.of(
            "RFC",
            CATALOG.type("Sopwith Camel"),
            new Pilot("Camel", 1, 1, 1),
            new Placement(HexPosition.edge(new Hex(0, 2), Facing.N), Altitude.at(2)),
            6);
    Plane albatros =
        Plane.of(
            "Jasta",
            CATALOG.type("Albatros D.III"),
            new Pilot("Albatros", 0, 0, 0),
            new Placement(HexPosition.edge(Hex.ORIGIN, Facing.N), Altitude.at(2)),
            6);
    return Game.start(rules, rules.start(List.of(camel, albatros), 1));
  }

  @Test
  void aScriptedTurn() {
    Game<DogfiteState, DogfiteCommand> g = tail();
    assertThat(g).isAwaiting("Camel");
    assertThat(g)
        .rejects(new ChooseTarget("Camel", Optional.of("Camel")))
        .hasMessageContaining("not another aircraft");
    assertThat(g)
        .rejects(new ChooseTarget("Albatros", Optional.empty()))
        .hasMessageContaining("waiting for Camel");
    g = g.play(new ChooseTarget("Camel", Optional.of("Albatros")));
    // Both targeted: the Camel sits two hexes behind (+2); initiative d10s 5 and 2.
    g = Scripted.play(g, new ChooseTarget("Albatros", Optional.empty()), 6, 3);
    TurnOrdered ordered = assertThat(g.log()).singleEventOfType(TurnOrdered.class);
    assertThat(ordered.edges()).containsEntry("Camel", 2).containsEntry("Albatros", 0);
    // The Camel's 5 + 1 + 1 = 7 beats its target's 2 + 0 + 1 = 3, so it "moves immediately after
    // the target", which has no target and would otherwise move last.
    assertThat(ordered.order()).containsExactly("Albatros", "Camel");
    assertThat(ordered.tailing()).containsEntry("Camel", "Albatros");
    assertThat(g.state().phase()).isEqualTo("Movement");

    // The Albatros: MP d6 1 + 6 = 7: 1 MP; it flies straight to (0,-1).
    assertThat(g)
        .rejects(new BeginMove("Albatros", VerticalMove.FINISH))
        .hasMessageContaining("half-level state");
    g = Scripted.play(g, new BeginMove("Albatros", VerticalMove.LEVEL), 1);
    g = g.play(new Move("Albatros", new Step.Straight(), 0, 0));
    assertThat(g).isAwaiting("Camel");

    // The Camel flies level; MP d6 4 + speed 6 = 10: 2 MP.
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.LEVEL), 4);
    assertThat(g.state().move().orElseThrow().movementPoints()).isEqualTo(2);
    assertThat(g).rejects(new EndMove("Camel")).hasMessageContaining("2 MP left");
    assertThat(g)
        .rejects(new Move("Camel", new Step.ToEdge(Facing.N), 0, 0))
        .hasMessageContaining("adjacent hex");
    assertThat(g)
        .rejects(new Move("Camel", new Step.Turn(3), 1, 0))
        .hasMessageContaining("chosen level 1");
    // Straight with a level-1 bet for edge: 2d6 = 4 passes, +1 edge.
    g = Scripted.play(g, new Move("Camel", new Step.Straight(), 1, 0), 2, 2);
    assertThat(g.state().plane("Camel").edge()).isEqualTo(3);
    assertThat(g.state().plane("Camel").placement().position())
        .isEqualTo(HexPosition.edge(new Hex(0, 1), Facing.N));
    // Into the hex middle of (0,0): stay-in-hex at speed 6 is level 1; 2d6 = 7 passes, +1.
    g = Scripted.play(g, new Move("Camel", new Step.ToMiddle(), 1, 0), 3, 4);
    assertThat(g.state().plane("Camel").placement().position())
        .isEqualTo(HexPosition.middle(Hex.ORIGIN));
    assertThat(g.state().plane("Camel").edge()).isEqualTo(4);
    assertThat(g.log()).narrationContains("Camel ends its move.");

    // Combat: the Camel is in the middle of (0,0); the Albatros on the edge of the adjacent
    // hex (0,-1): "the range is 1 hex if the target is on the edge of a hex ... and the firer is
    // in the middle ... of an adjacent hex".
    assertThat(g.state().phase()).isEqualTo("Combat");
    assertThat(g).rejects(new Fire("Camel", 3)).hasMessageContaining("2 guns");
    // Edge 4 + firing 1 + shooting 1 - 10 - 10 (one hex): 2d6 - 14, no hits.
    g = Scripted.play(g, new Fire("Camel", 2), 6, 5, 4, 3);
    assertThat(g.log().ofType(GunFired.class))
        .hasSize(2)
        .allSatisfy(f -> assertThat(f.hits()).isZero());

    // End of turn, in movement order: the Albatros holds its speed; the Camel powers: d6 3 + 1
    // (power) - 2 (two level-1 bets, "pwr -1" each) = 2: no gain.
    assertThat(g.state().phase()).isEqualTo("End of turn");
    g = Scripted.play(g, new ChooseSpeedRoll("Albatros", SpeedRoll.NONE));
    g = Scripted.play(g, new ChooseSpeedRoll("Camel", SpeedRoll.POWER), 3);
    assertThat(g.state().plane("Camel").speed()).isEqualTo(6);
    assertThat(g).isInTurn(2).isAwaiting("Camel");
    assertThat(g.log()).containsEventTypes(TurnEnded.class, MapDrawn.class).isWellFormed();
  }

  @Test
  void noMovementPointsAllowsOnlyABetForEdge() {
    Game<DogfiteState, DogfiteCommand> g =
        tail().play(new ChooseTarget("Camel", Optional.of("Albatros")));
    g = Scripted.play(g, new ChooseTarget("Albatros", Optional.empty()), 6, 3);
    g = Scripted.play(g, new BeginMove("Albatros", VerticalMove.LEVEL), 1);
    g = g.play(new Move("Albatros", new Step.Straight(), 0, 0));
    // A full climb at speed 6 costs 2 points, a two-point climb: one off the MP die, 2 - 1 + 6 = 7:
    // 1 MP. Even so the Camel may bet for edge only when it has none: here it must move.
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.CLIMB), 2);
    assertThat(g.state().move().orElseThrow().movementPoints()).isEqualTo(1);
    assertThat(g.state().plane("Camel").placement().altitude()).isEqualTo(Altitude.at(3));
    assertThat(g)
        .rejects(new EdgeBet("Camel", 1, 0))
        .hasMessageContaining("no movement points; use Move");
    g = g.play(new Move("Camel", new Step.Straight(), 0, 0));
    assertThat(g)
        .rejects(new Move("Camel", new Step.Straight(), 0, 0))
        .hasMessageContaining("waiting for");
  }

  @Test
  void enteringASpinOnPurpose() {
    Game<DogfiteState, DogfiteCommand> g =
        tail().play(new ChooseTarget("Camel", Optional.of("Albatros")));
    g = Scripted.play(g, new ChooseTarget("Albatros", Optional.empty()), 6, 3);
    // The Albatros (flying 0) needs a level-1 bet: 2d6 = 3 fails (failure roll 2d6 = 6 - 1 = 5).
    g = Scripted.play(g, new DogfiteCommand.EnterSpin("Albatros"), 1, 2, 3, 3);
    assertThat(g.state().plane("Albatros").spinning()).isFalse();
    assertThat(g)
        .rejects(new DogfiteCommand.EnterSpin("Albatros"))
        .hasMessageContaining("one attempt per turn");
    // It still moves this turn; next turn it tries again and passes (2d6 = 8).
    g = Scripted.play(g, new BeginMove("Albatros", VerticalMove.LEVEL), 1);
    g = g.play(new Move("Albatros", new Step.Straight(), 0, 0));
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.LEVEL), 1);
    g = g.play(new Move("Camel", new Step.Straight(), 0, 0));
    g = Scripted.play(g, new ChooseSpeedRoll("Albatros", SpeedRoll.NONE));
    g = Scripted.play(g, new ChooseSpeedRoll("Camel", SpeedRoll.NONE));
    g = g.play(new ChooseTarget("Camel", Optional.of("Albatros")));
    g = Scripted.play(g, new ChooseTarget("Albatros", Optional.empty()), 6, 3);
    SpinAttempted failed = g.log().ofType(SpinAttempted.class).get(0);
    assertThat(failed.entered()).isFalse();
    assertThat(failed.plane()).isEqualTo("Albatros");
    g = Scripted.play(g, new DogfiteCommand.EnterSpin("Albatros"), 4, 4);
    Plane spinning = g.state().plane("Albatros");
    assertThat(spinning.spinning()).isTrue();
    assertThat(spinning.placement().position()).isInstanceOf(HexPosition.Middle.class);
    assertThat(spinning.target()).isEmpty();
    assertThat(spinning.edge()).isZero();
    SpinAttempted entered = g.log().ofType(SpinAttempted.class).get(1);
    assertThat(entered.entered()).isTrue();
    assertThat(entered.setback()).isEqualTo(DogfiteEvent.Setback.NONE);
    assertThat(entered.dice()).isNotEmpty();
    assertThat(g).isAwaiting("Camel");
  }

  /** A Camel leading an SE5a wingman in one hex, a Fokker Dr.I six hexes north. */
  private Game<DogfiteState, DogfiteCommand> formation(int wingmanSpeed) {
    Plane camel =
        Plane.of(
            "RFC",
            CATALOG.type("Sopwith Camel"),
            new Pilot("Camel", 1, 1, 1),
            new Placement(HexPosition.edge(Hex.ORIGIN, Facing.N), Altitude.at(2)),
            6);
    Plane wingman =
        Plane.of(
            "RFC",
            CATALOG.type("SE5a"),
            new Pilot("Wingman", 0, 0, 0),
            new Placement(HexPosition.edge(Hex.ORIGIN, Facing.N), Altitude.at(2)),
            wingmanSpeed);
    Plane enemy =
        Plane.of(
            "Jasta",
            CATALOG.type("Fokker Dr.I"),
            new Pilot("Dr.I", 0, 0, 0),
            new Placement(HexPosition.edge(new Hex(0, -6), Facing.S), Altitude.at(2)),
            5);
    Game<DogfiteState, DogfiteCommand> g =
        Game.start(rules, rules.start(List.of(camel, wingman, enemy), 2));
    g = g.play(new ChooseTarget("Camel", Optional.of("Dr.I")));
    g = g.play(new ChooseTarget("Wingman", Optional.of("Camel")));
    // Initiative for the Camel (d10 6: 5 + 1 + 1 = 7) and the Dr.I (d10 2: 1 + 0 + 1 = 2) only:
    // the wingman moves with its leader. The Camel beats its target and tails it.
    g = Scripted.play(g, new ChooseTarget("Dr.I", Optional.of("Camel")), 6, 2);
    assertThat(g.state().order()).containsExactly("Dr.I", "Camel", "Wingman");
    assertThat(g.state().formations()).containsEntry("Wingman", "Camel");
    g = Scripted.play(g, new BeginMove("Dr.I", VerticalMove.LEVEL), 1);
    return g.play(new Move("Dr.I", new Step.Straight(), 0, 0));
  }

  @Test
  void aWingmanAtTheSameSpeedSharesTheLeadersDieAndMovesWithIt() {
    Game<DogfiteState, DogfiteCommand> g = formation(6);
    // The Camel: d6 4 + 6 = 10, 2 MP; turns one hexside (level 0 at speed 6: 2d6 = 2 passes),
    // then flies straight.
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.LEVEL), 4);
    g = Scripted.play(g, new Move("Camel", new Step.Turn(1), 0, 0), 1, 1);
    // Its move ends with its last MP; the wingman then replays it: same speed, same die (no new
    // MP roll); its own level-0 bet for the turn (2d6 = 3); no bet for the straight.
    g = Scripted.play(g, new Move("Camel", new Step.Straight(), 0, 0), 1, 2);
    assertThat(g.state().plane("Wingman").placement())
        .isEqualTo(g.state().plane("Camel").placement());
    MoveBegun begun =
        g.log().ofType(MoveBegun.class).stream()
            .filter(m -> m.plane().equals("Wingman"))
            .findFirst()
            .orElseThrow();
    assertThat(begun.movementPoints()).isEqualTo(2);
    assertThat(begun.dice()).isEmpty();
    // A wingman targets a friend: it fires at nobody; the phase passes to the end of the turn.
    assertThat(g.state().phase()).isEqualTo("End of turn");
    assertThat(g.state().plane("Wingman").edge()).isZero();
  }

  @Test
  void aWingmanWhoseLeaderSpinsFliesLevelWithoutMoving() {
    Game<DogfiteState, DogfiteCommand> g = formation(6);
    // The Camel throws itself into a spin (2d6 = 12 passes); the wingman has no move to copy.
    g = Scripted.play(g, new DogfiteCommand.EnterSpin("Camel"), 6, 6);
    assertThat(g.state().plane("Camel").spinning()).isTrue();
    MoveBegun begun =
        g.log().ofType(MoveBegun.class).stream()
            .filter(m -> m.plane().equals("Wingman"))
            .findFirst()
            .orElseThrow();
    assertThat(begun.vertical()).isEqualTo(VerticalMove.LEVEL);
    assertThat(begun.movementPoints()).isZero();
    assertThat(g.log().ofType(MoveEnded.class)).extracting(MoveEnded::plane).contains("Wingman");
    assertThat(g.state().plane("Wingman").placement().position())
        .isEqualTo(HexPosition.edge(Hex.ORIGIN, Facing.N));
  }

  @Test
  void aLeadersAerobaticsCostTheWingmanTwiceAndAFailedBetBreaksFormation() {
    Game<DogfiteState, DogfiteCommand> g = formation(5);
    // The Camel turns with 1 aerobatic point (target 3): 2d6 = 3 passes; the MP die loses one:
    // 4 - 1 + 6 = 9 is 1 MP, so this was its last.
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.LEVEL), 4);
    // Then the wingman, at a different speed, rolls its own MP die (6 + 5 = 11: 2 MP), bets the
    // level-0 turn with -2 (twice the leader's point): 2d6 = 3 - 2 = 1 fails by 1; failure roll
    // 2d6 = 6 - 1 = 5. It flies straight on instead and leaves the formation for this move.
    g = Scripted.play(g, new Move("Camel", new Step.Turn(1), 0, 1), 1, 2, 6, 1, 2, 3, 3);
    Plane camel = g.state().plane("Camel");
    Plane wingman = g.state().plane("Wingman");
    assertThat(camel.placement().position()).isEqualTo(HexPosition.edge(new Hex(0, -1), Facing.NE));
    assertThat(wingman.placement().position())
        .isEqualTo(HexPosition.edge(new Hex(0, -1), Facing.N));
    assertThat(g.log())
        .narrationContains("Wingman turns 1 right (level 0 bet failed by 1: turns 1 hexside less)");
  }

  @Test
  void aFriendlyTargetMustShareTheHexAndAltitude() {
    Plane camel =
        Plane.of(
            "RFC",
            CATALOG.type("Sopwith Camel"),
            new Pilot("Camel", 1, 1, 1),
            new Placement(HexPosition.middle(Hex.ORIGIN), Altitude.at(2)),
            6);
    Plane wingman =
        Plane.of(
            "RFC",
            CATALOG.type("SE5a"),
            new Pilot("Wingman", 0, 0, 0),
            new Placement(HexPosition.middle(Hex.ORIGIN), Altitude.at(3)),
            6);
    Plane enemy =
        Plane.of(
            "Jasta",
            CATALOG.type("Fokker Dr.I"),
            new Pilot("Dr.I", 0, 0, 0),
            new Placement(HexPosition.middle(new Hex(3, 0)), Altitude.at(2)),
            5);
    Game<DogfiteState, DogfiteCommand> g =
        Game.start(rules, rules.start(List.of(camel, wingman, enemy), 2));
    assertThat(g)
        .rejects(new ChooseTarget("Camel", Optional.of("Wingman")))
        .hasMessageContaining("same hex and altitude");
    assertThat(g.legalCommands())
        .noneMatch(c -> c instanceof ChooseTarget t && t.target().equals(Optional.of("Wingman")));
  }

  /** A Camel in a half-level climb (pitched up at level 2), an Albatros far off. */
  private Game<DogfiteState, DogfiteCommand> halfClimb() {
    Plane camel =
        Plane.of(
            "RFC",
            CATALOG.type("Sopwith Camel"),
            new Pilot("Camel", 1, 1, 1),
            new Placement(
                HexPosition.edge(Hex.ORIGIN, Facing.N), new Altitude(2, Altitude.Pitch.CLIMBING)),
            5);
    Plane albatros =
        Plane.of(
            "Jasta",
            CATALOG.type("Albatros D.III"),
            new Pilot("Albatros", 0, 0, 0),
            new Placement(HexPosition.edge(new Hex(5, -5), Facing.S), Altitude.at(2)),
            5);
    Game<DogfiteState, DogfiteCommand> g =
        Game.start(rules, rules.start(List.of(camel, albatros), 4));
    g = g.play(new ChooseTarget("Camel", Optional.empty()));
    // Neither targets: order by initiative, Camel d10 1 (0 + 1 + 1 = 2), Albatros d10 9 (8 + 0 +
    // 1).
    return Scripted.play(g, new ChooseTarget("Albatros", Optional.empty()), 1, 9);
  }

  @Test
  void holdingTheLevelWithAManeuverIsOneBetOfOnePlusTheHigherLevel() {
    Game<DogfiteState, DogfiteCommand> g = halfClimb();
    assertThat(g).isAwaiting("Camel");
    // At speed 5 finishing costs 1 point: holding needs level 1; a two-hexside turn at speed 5 is
    // level 1 too: together one level-2 bet (6+). MP: d6 5 + 5 = 10, 2 MP.
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.HOLD_COMBINED), 5);
    assertThat(g.state().plane("Camel").placement().altitude().pitch())
        .isEqualTo(Altitude.Pitch.CLIMBING);
    g = Scripted.play(g, new Move("Camel", new Step.Turn(2), 2, 0), 3, 4);
    Plane camel = g.state().plane("Camel");
    assertThat(camel.placement().altitude()).isEqualTo(Altitude.at(2));
    assertThat(camel.placement().position()).isEqualTo(HexPosition.edge(new Hex(0, -1), Facing.SE));
    assertThat(g.log()).narrationContains("Camel turns 2 right (level 2 bet passed)");
    // A three-hexside turn would need level 1 + 2 = 3: allowed; at speed 9 it would be X.
    assertThat(g.state().move().orElseThrow().pendingHold()).isFalse();
  }

  /** A failed combined bet (level 2, 2d6 = 3) whose failure roll 6 - 3 = 3 costs one change. */
  private Game<DogfiteState, DogfiteCommand> failedCombined() {
    Game<DogfiteState, DogfiteCommand> g = halfClimb();
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.HOLD_COMBINED), 5);
    g = Scripted.play(g, new Move("Camel", new Step.Turn(2), 2, 0), 1, 2, 3, 3);
    assertThat(g.state().pending()).isInstanceOf(Pending.MovePenalty.class);
    assertThat(g).isAwaiting("Camel");
    assertThat(g)
        .rejects(new EndMove("Camel"))
        .hasMessageContaining("where the move penalty falls");
    assertThat(g.legalCommands()).hasSize(2);
    return g;
  }

  @Test
  void theMovePenaltyOfAFailedCombinedBetFallsWhereThePlayerChooses() {
    // On the maneuver: it turns one hexside instead of two and keeps its level.
    Game<DogfiteState, DogfiteCommand> turnLess =
        failedCombined().play(new DogfiteCommand.ApplyMovePenalty("Camel", 1, 0, 0));
    Plane a = turnLess.state().plane("Camel");
    assertThat(a.placement().position()).isEqualTo(HexPosition.edge(new Hex(0, -1), Facing.NE));
    assertThat(a.placement().altitude()).isEqualTo(Altitude.at(2));
    // On the hold: it turns both hexsides but finishes its climb to level 3, paying a speed point.
    Game<DogfiteState, DogfiteCommand> holdLost =
        failedCombined().play(new DogfiteCommand.ApplyMovePenalty("Camel", 0, 1, 0));
    Plane b = holdLost.state().plane("Camel");
    assertThat(b.placement().position()).isEqualTo(HexPosition.edge(new Hex(0, -1), Facing.SE));
    assertThat(b.placement().altitude()).isEqualTo(Altitude.at(3));
    assertThat(holdLost.log()).narrationContains("cannot hold its level");
    assertThat(failedCombined())
        .rejects(new DogfiteCommand.ApplyMovePenalty("Camel", 1, 1, 0))
        .hasMessageContaining("add up to the penalty 1");
  }

  @Test
  void aCombinedHoldWithoutAManeuverIsBetAloneAtTheEndOfTheMove() {
    Game<DogfiteState, DogfiteCommand> g = halfClimb();
    // d6 1 + 5 = 6: 1 MP; straight needs no bet; then the hold alone, level 1: 2d6 = 2 fails and
    // the half-level climb is finished instead (level 3, one speed paid).
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.HOLD_COMBINED), 1);
    g = Scripted.play(g, new Move("Camel", new Step.Straight(), 0, 0), 1, 1, 6, 6);
    Plane camel = g.state().plane("Camel");
    assertThat(camel.placement().altitude()).isEqualTo(Altitude.at(3));
    assertThat(camel.turnLog().speedChanges()).isEqualTo(-1);
    assertThat(g.log())
        .narrationContains(
            "Camel fails to hold its level and finishes its half-level move (level 1 bet failed"
                + " by 2).");
  }

  /** The Camel (shooting +1) puts 10 edge on a slow Albatros sitting in a hex middle. */
  private Game<DogfiteState, DogfiteCommand> pointBlank() {
    return pointBlank(rules);
  }

  private static Game<DogfiteState, DogfiteCommand> pointBlank(DogfiteRules rules) {
    Plane camel =
        Plane.of(
            "RFC",
            CATALOG.type("Sopwith Camel"),
            new Pilot("Camel", 1, 1, 1),
            new Placement(HexPosition.edge(new Hex(0, 3), Facing.N), Altitude.at(2)),
            10);
    Plane albatros =
        Plane.of(
            "Jasta",
            CATALOG.type("Albatros D.III"),
            new Pilot("Albatros", 0, 0, 0),
            new Placement(HexPosition.middle(Hex.ORIGIN), Altitude.at(2)),
            2);
    Game<DogfiteState, DogfiteCommand> g =
        Game.start(rules, rules.start(List.of(camel, albatros), 5));
    g = g.play(new ChooseTarget("Camel", Optional.of("Albatros")));
    // Camel d10 6 (5 + 1 + 3 = 9) follows the Albatros (d10 1: 0 + 0 - 1 = -1), which moves first.
    g = Scripted.play(g, new ChooseTarget("Albatros", Optional.empty()), 6, 1);
    // The Albatros: d6 1 + 2 = 3: no MP; it ends its move at its minimum speed 2 and rolls for a
    // stall: d6 4, no effect.
    g = Scripted.play(g, new BeginMove("Albatros", VerticalMove.LEVEL), 1);
    g = Scripted.play(g, new EndMove("Albatros"), 4);
    // The Camel: d6 3 + 10, 2 MP; straight with a level-3 bet and 6 aerobatic points (3 + flying
    // 1 + rating 2): target 10, 2d6 = 12 passes: edge 3 + 6 + 1 = 10. The aerobatics take one off
    // the die: 2 - 1 + 10 is still 2 MP; then straight on, facing the Albatros's hex. Its speed
    // with the turn's changes, 10 - 2 - 1 = 7, is above its minimum raised by 4: no stall check.
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.LEVEL), 3);
    g = Scripted.play(g, new Move("Camel", new Step.Straight(), 3, 6), 6, 6);
    assertThat(g.state().plane("Camel").edge()).isEqualTo(10);
    g = g.play(new Move("Camel", new Step.Straight(), 0, 0));
    assertThat(g.state().phase()).isEqualTo("Combat");
    // One gun: 2d6 - 10 + 10 + 1 + 1 - 5 (half a hex, facing the target's middle): dice 4 and 5
    // score 6 hits, and a +1 shooter may lower the 5 to make doubles.
    g = Scripted.play(g, new Fire("Camel", 1), 4, 5);
    assertThat(g.state().pending()).isInstanceOf(Pending.Pip.class);
    assertThat(g).isAwaiting("Camel");
    assertThat(g.legalCommands())
        .containsExactly(
            new DogfiteCommand.AdjustPip("Camel", -1), new DogfiteCommand.AdjustPip("Camel", 0));
    assertThat(g).rejects(new Fire("Camel", 1)).hasMessageContaining("move a pip");
    return g;
  }

  @Test
  void aSkilledShooterMayMoveAPipForDoubles() {
    // "+1 pilots may subtract one pip from a die to obtain doubles": the 5 becomes a 4, and the die
    // moved is the die counted, so 4 and 4 score 5 hits; at 3 per critical that is one critical,
    // 2d6 = 7: structural damage, the current set filled.
    Game<DogfiteState, DogfiteCommand> g =
        Scripted.play(pointBlank(), new DogfiteCommand.AdjustPip("Camel", -1), 3, 4);
    GunFired shot = assertThat(g.log()).singleEventOfType(GunFired.class);
    assertThat(shot.hits()).isEqualTo(5);
    assertThat(shot.pip()).isEqualTo(-1);
    assertThat(shot.criticals()).containsExactly(CriticalEffect.STRUCTURAL_CURRENT);
    assertThat(g.state().plane("Albatros").damage().marks()).isEqualTo(6);
    assertThat(g.state().pending()).isNotInstanceOf(Pending.Pip.class);
    assertThat(g.log())
        .narrationContains(
            "Camel fires at Albatros from half a hex (2d6: needs 4+ to hit), taking a pip off the"
                + " higher die for doubles:"
                + " 5 hits, critical: structural damage (fill current set).");
  }

  @Test
  void underTheOtherReadingTheMovedPipLeavesTheHits() {
    // DogfiteReadings.pipChangesHits(false): the hits are the dice as rolled, 6, while the pip
    // makes doubles: two criticals, 2d6 = 7 and 8: structural damage twice. 6 boxes, then the next
    // set filled, then the one after: 18 marks.
    DogfiteRules asRolled =
        rules.withReadings(DogfiteReadings.standard().withPipChangesHits(false));
    Game<DogfiteState, DogfiteCommand> g =
        Scripted.play(pointBlank(asRolled), new DogfiteCommand.AdjustPip("Camel", -1), 3, 4, 3, 5);
    GunFired shot = assertThat(g.log()).singleEventOfType(GunFired.class);
    assertThat(shot.hits()).isEqualTo(6);
    assertThat(shot.criticals())
        .containsExactly(CriticalEffect.STRUCTURAL_CURRENT, CriticalEffect.STRUCTURAL_CURRENT);
    assertThat(g.state().plane("Albatros").damage().marks()).isEqualTo(18);
  }

  @Test
  void aShooterMayAlsoLeaveTheDiceAsRolled() {
    Game<DogfiteState, DogfiteCommand> g =
        Scripted.play(pointBlank(), new DogfiteCommand.AdjustPip("Camel", 0));
    assertThat(g.state().plane("Albatros").damage().marks()).isEqualTo(6);
    assertThat(g.state().phase()).isEqualTo("End of turn");
  }

  @Test
  void theSeedsHalfLevelClimbExamplePlayedWithDice() {
    // "An aircraft at speed 6 could pay one point of speed to make a half-level move. On the next
    // turn, it could ... succeed in a 1-level bet to remain at its current level."
    Plane camel =
        Plane.of(
            "RFC",
            CATALOG.type("Sopwith Camel"),
            new Pilot("Camel", 0, 0, 0),
            new Placement(HexPosition.edge(Hex.ORIGIN, Facing.N), Altitude.at(2)),
            6);
    Plane albatros =
        Plane.of(
            "Jasta",
            CATALOG.type("Albatros D.III"),
            new Pilot("Albatros", 0, 0, 0),
            new Placement(HexPosition.edge(new Hex(6, -3), Facing.S), Altitude.at(2)),
            5);
    Game<DogfiteState, DogfiteCommand> g =
        Game.start(rules, rules.start(List.of(camel, albatros), 6));
    g = g.play(new ChooseTarget("Camel", Optional.empty()));
    g = Scripted.play(g, new ChooseTarget("Albatros", Optional.empty()), 1, 9); // Camel first
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.HALF_CLIMB), 1); // 1 + 6 = 7: 1 MP
    g = g.play(new Move("Camel", new Step.Straight(), 0, 0));
    g = Scripted.play(g, new BeginMove("Albatros", VerticalMove.LEVEL), 1);
    g = g.play(new Move("Albatros", new Step.Straight(), 0, 0));
    g = Scripted.play(g, new ChooseSpeedRoll("Camel", SpeedRoll.NONE));
    g = Scripted.play(g, new ChooseSpeedRoll("Albatros", SpeedRoll.NONE));
    Plane pitched = g.state().plane("Camel");
    assertThat(pitched.speed()).isEqualTo(5); // paid one point
    assertThat(pitched.placement().altitude()).isEqualTo(new Altitude(2, Altitude.Pitch.CLIMBING));
    // Turn 2 at speed 5: it may not dive, must finish or hold; the hold is a level-1 bet: 2d6 = 4.
    g = g.play(new ChooseTarget("Camel", Optional.empty()));
    g = Scripted.play(g, new ChooseTarget("Albatros", Optional.empty()), 1, 9);
    assertThat(g)
        .rejects(new BeginMove("Camel", VerticalMove.DIVE))
        .hasMessageContaining("FINISH the move or HOLD");
    g = Scripted.play(g, new BeginMove("Camel", VerticalMove.HOLD), 2, 2, 1);
    assertThat(g.state().plane("Camel").placement().altitude()).isEqualTo(Altitude.at(2));
    assertThat(g.log()).narrationContains("Camel moves with 1 MP, holding its level (level 1");
  }

  @Test
  void discoverableAndDescribed() {
    assertThat(RuleSets.find("dogfite")).containsInstanceOf(DogfiteRules.class);
    assertThat(rules.turnSequence().phases())
        .containsExactly("Targeting", "Movement", "Combat", "End of turn");
    assertThat(rules.policies())
        .hasSize(4)
        .allSatisfy(p -> assertThat(p.description()).contains("rules 000"));
    assertThat(rules.oddsQueries())
        .extracting(q -> q.name())
        .contains("bet", "hits", "stall", "movement-points");
    assertThat(rules.summary(rules.sampleEngagement(1)))
        .contains("Camel (RFC, Sopwith Camel): speed 5, level 3");
    assertThat(rules.title()).startsWith("Dogfite!").doesNotContain("seed");
    DogfiteState start = rules.sampleEngagement(1);
    io.github.dogfight.core.dice.Roller roller =
        io.github.dogfight.core.dice.Roller.from(io.github.dogfight.core.dice.DiceStream.seeded(1));
    assertThat(DogfiteActivation.initiative().plan(start, roller).remaining())
        .extracting(a -> a.actor())
        .containsExactlyInAnyOrder("Camel", "Albatros");
    assertThat(
            GunDamage.standard()
                .resolve(start.plane("Albatros"), Burst.of(3), roller)
                .damage()
                .marks())
        .isEqualTo(3);
  }

  @Test
  void duelsAreDeterministicAndThreadIndependent() {
    DogfiteState initial = rules.sampleEngagement(11);
    List<DogfiteCommand> commands = Replay.record(rules, initial, rules.defaultBot());
    assertThat(Replay.assertDeterministic(rules, initial, commands).size()).isPositive();
    assertThat(
            Replay.assertThreadCountIndependent(
                rules, 5, 8, 3, g -> g.state().result().orElseThrow()))
        .hasSize(8);
    Game<DogfiteState, DogfiteCommand> end = Simulation.playOut(Game.start(rules, initial));
    assertThat(end).isOver();
    assertThat(end.log()).isWellFormed().containsEventTypes(DuelEnded.class);
  }
}
