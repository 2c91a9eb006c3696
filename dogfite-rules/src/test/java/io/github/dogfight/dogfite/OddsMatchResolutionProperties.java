package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.dogfite.event.BetForEdge;
import io.github.dogfight.dogfite.event.Moved;
import io.github.dogfight.dogfite.internal.Gunnery;
import io.github.dogfight.dogfite.internal.Resolution;
import io.github.dogfight.dogfite.internal.movement.Bets;
import io.github.dogfight.dogfite.internal.movement.Movement;
import io.github.dogfight.testkit.Scripted;
import io.github.dogfight.testkit.TriesLimit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.jqwik.api.Assume;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/**
 * The exact odds and the dice-driven resolution must agree exactly over every possible pair of
 * dice; the odds shown for a step or a bet for edge must be what the engine does when it is played
 * with every roll of its dice.
 */
@AddLifecycleHook(TriesLimit.class)
class OddsMatchResolutionProperties {
  private final DogfiteTables tables = DogfiteTables.standard();
  private final DogfiteOdds odds = new DogfiteOdds(tables);
  private final Resolution resolution = new Resolution(tables);

  @Property(tries = 40)
  void betOddsEqualTheResolutionOverEveryRoll(
      @ForAll @IntRange(max = 3) int level,
      @ForAll @IntRange(max = 2) int aerobatics,
      @ForAll @IntRange(min = -3, max = 2) int modifier) {
    BetRequest request = new BetRequest(level, level, aerobatics, modifier, 2, 0);
    Map<FailureResult, Rational> failures = new HashMap<>();
    int passes = 0;
    Rational cell = Rational.of(1, 36 * 36);
    for (int a = 1; a <= 6; a++) {
      for (int b = 1; b <= 6; b++) {
        for (int c = 1; c <= 6; c++) {
          for (int d = 1; d <= 6; d++) {
            ScriptedDice dice = ScriptedDice.of(a, b, c, d);
            BetOutcome o = resolution.bet(request, Roller.scripted(dice), "check", "bet");
            if (o.passed()) {
              passes++;
            } else {
              failures.merge(o.failure().orElseThrow(), cell, Rational::add);
            }
          }
        }
      }
    }
    assertThat(Rational.of(passes, 36 * 36)).isEqualTo(odds.betPass(level, aerobatics, modifier));
    assertThat(failures).isEqualTo(odds.failureResults(level, aerobatics, modifier));
  }

  /**
   * {@code advice(request, changes)}, the form the bot's table uses: changes the move penalty may
   * all take (facing hexsides), the aerobatic points included, shared as the player who keeps its
   * points' edge shares them.
   */
  @Property(tries = 40)
  void betAdviceEqualsTheResolutionAndThePenaltyRulesOverEveryRoll(
      @ForAll @IntRange(max = 3) int level,
      @ForAll @IntRange(max = 2) int aerobatics,
      @ForAll @IntRange(min = -3, max = 2) int modifier,
      @ForAll @IntRange(max = 3) int changes,
      @ForAll boolean aerobaticEdgeKept) {
    DogfiteReadings readings = DogfiteReadings.standard().withAerobaticEdgeKept(aerobaticEdgeKept);
    BetRequest request = new BetRequest(0, level, aerobatics, modifier, 1, 1);
    Rational cell = Rational.of(1, 36 * 36);
    Rational edge = Rational.ZERO;
    Rational speed = Rational.ZERO;
    Rational stress = Rational.ZERO;
    Rational lost = Rational.ZERO;
    Rational dive = Rational.ZERO;
    for (int a = 1; a <= 6; a++) {
      for (int b = 1; b <= 6; b++) {
        for (int c = 1; c <= 6; c++) {
          for (int d = 1; d <= 6; d++) {
            BetOutcome o =
                resolution.bet(
                    request, Roller.scripted(ScriptedDice.of(a, b, c, d)), "check", "bet");
            int loss = o.failure().map(FailureResult::edgeLoss).orElse(0);
            edge = edge.add(cell.multiply(Rational.of(o.edgeGained() - loss)));
            speed = speed.add(cell.multiply(Rational.of(o.speedChange())));
            if (o.stressModifier().isPresent()) {
              stress = stress.add(cell);
            }
            if (!o.passed()) {
              // The step's changes and the aerobatic points share the penalty.
              Bets.Tasks tasks =
                  new Bets.Tasks(
                      changes,
                      true,
                      0,
                      aerobatics,
                      false,
                      o.failure().orElseThrow().moveReduction());
              int taken = Math.min(tasks.penalty(), tasks.shareable());
              lost = lost.add(cell.multiply(Rational.of(taken)));
              if (tasks.dives()) {
                dive = dive.add(cell);
              }
              // The advice has the penalty fall on the step's changes before the aerobatic
              // points; those it does not take keep their edge.
              int onManeuver = Math.min(taken, changes);
              DogfiteEvent.Setback setback =
                  tasks.chosen(onManeuver, 0, taken - onManeuver).orElseThrow();
              edge =
                  edge.add(cell.multiply(Rational.of(Bets.keptEdge(readings, request, setback))));
            }
          }
        }
      }
    }
    DogfiteOdds.BetAdvice advice =
        new DogfiteOdds(tables, readings).advice(request, changes + aerobatics);
    assertThat(advice.pass()).isEqualTo(odds.betPass(level, aerobatics, modifier));
    assertThat(advice.expectedEdge()).isEqualTo(edge);
    assertThat(advice.expectedSpeedChange()).isEqualTo(speed);
    assertThat(advice.stressFromFailure()).isEqualTo(stress);
    assertThat(advice.expectedChangesLost()).isEqualTo(lost);
    assertThat(advice.dive()).isEqualTo(dive);
  }

  /**
   * The odds a player is shown for a step ({@code commandOdds}) are what the engine does over every
   * roll of the bet and failure dice: the Camel (flying +1, aerobatic +2) steps from a hex edge or
   * middle at any speed, with the bet the table requires (level 0 to 3) or raised, aerobatic
   * points, control damage and, if it may, a half-level move's level held with the maneuver; a
   * failed bet's move penalty goes where the odds assume the player puts it (on the maneuver, then
   * the held level, so that the aerobatic points keep their edge where they can). Rules 000, MOVE /
   * MANEUVER BETS - STAYING IN HEX: "If the roll matches / exceeds the target number required to
   * stay-in-hex, failure does not require leaving the hex"; FAILURE: "Any edge gained by the
   * successful portion of the move (if any) is retained".
   */
  @Property(tries = 60)
  void stepOddsEqualTheEngineOverEveryRoll(
      @ForAll @IntRange(min = 1, max = 12) int speed,
      @ForAll boolean fromMiddle,
      @ForAll @IntRange(max = 7) int stepIndex,
      @ForAll @IntRange(max = 2) int raise,
      @ForAll @IntRange(max = 3) int aerobatics,
      @ForAll @IntRange(min = -2, max = 0) int control,
      @ForAll boolean holding,
      @ForAll boolean aerobaticEdgeKept) {
    Optional<Game<DogfiteState, DogfiteCommand>> g =
        camelMoving(speed, fromMiddle, holding, control, aerobaticEdgeKept);
    Assume.that(g.isPresent());
    List<DogfiteCommand.Move> listed = listedMoves(g.get());
    assertStepOddsAreTheEngines(
        g.get(), listed.get(stepIndex % listed.size()), raise, aerobatics, aerobaticEdgeKept);
  }

  /**
   * Every raised move to or stay in a hex middle whose table level is 1 to 3 (speed 4 to 12), with
   * 0 to 2 aerobatic points, from an edge and from a middle, with and without a held level: a
   * failed bet whose roll met the stay's own target keeps the stay, and the move penalty falls on
   * the held level and the aerobatic points. MOVE / MANEUVER BETS - STAYING IN HEX: "Player may
   * choose a higher level to gain a greater edge, but must pay all costs associated with the level
   * ... If the roll matches / exceeds the target number required to stay-in-hex, failure does not
   * require leaving the hex."
   */
  @Example
  void raisedStaysWithARequiredLevelAreTheEnginesOverEveryRoll() {
    int checked = 0;
    for (int speed = 4; speed <= 12; speed++) {
      for (boolean fromMiddle : List.of(true, false)) {
        for (boolean holding : List.of(false, true)) {
          for (boolean kept : List.of(true, false)) {
            Optional<Game<DogfiteState, DogfiteCommand>> g =
                camelMoving(speed, fromMiddle, holding, 0, kept);
            if (g.isEmpty()) {
              continue;
            }
            for (DogfiteCommand.Move stay : listedMoves(g.get())) {
              if (!(stay.step() instanceof Step.ToMiddle) || stay.betLevel() >= 3) {
                continue;
              }
              for (int aerobatics = 0; aerobatics <= 2; aerobatics++) {
                assertStepOddsAreTheEngines(g.get(), stay, 3 - stay.betLevel(), aerobatics, kept);
                checked++;
              }
            }
          }
        }
      }
    }
    assertThat(checked).isGreaterThan(100);
  }

  /**
   * The Camel (flying +1, aerobatic +2) at level 2, speed {@code speed}, on the N edge or in the
   * middle of (0,0), with a half-level climb to hold with its first maneuver when {@code holding},
   * targeting the Albatros eight hexes north (which targets nobody): it moves first, with at least
   * one movement point (d6 6). Empty when it may not hold its level at that speed.
   */
  private static Optional<Game<DogfiteState, DogfiteCommand>> camelMoving(
      int speed, boolean fromMiddle, boolean holding, int control, boolean aerobaticEdgeKept) {
    DogfiteRules rules =
        new DogfiteRules()
            .withReadings(DogfiteReadings.standard().withAerobaticEdgeKept(aerobaticEdgeKept));
    Hex o = Hex.ORIGIN;
    HexPosition at = fromMiddle ? HexPosition.middle(o) : HexPosition.edge(o, Facing.N);
    Altitude altitude = holding ? new Altitude(2, Altitude.Pitch.CLIMBING) : Altitude.at(2);
    Plane camel =
        Fixtures.camel(at, 2, speed)
            .withPlacement(new Placement(at, altitude))
            .withCondition(new Condition(control, 0, 0, false, false, false, false));
    Plane albatros = Fixtures.albatros(HexPosition.edge(new Hex(0, -8), Facing.S), 2, 5);
    Game<DogfiteState, DogfiteCommand> g =
        Game.start(rules, rules.start(List.of(camel, albatros), 1));
    g = Fixtures.declare(g, List.of("Albatros", ""), 1, 9);
    VerticalMove vertical = holding ? VerticalMove.HOLD_COMBINED : VerticalMove.LEVEL;
    DogfiteCommand.BeginMove begin = new DogfiteCommand.BeginMove("Camel", vertical);
    if (!g.legalCommands().contains(begin)) {
      return Optional.empty();
    }
    return Optional.of(Scripted.play(g, begin, 6));
  }

  /** Each listed step once, at the lowest level listed for it, without aerobatic points. */
  private static List<DogfiteCommand.Move> listedMoves(Game<DogfiteState, DogfiteCommand> g) {
    List<DogfiteCommand.Move> listed = new ArrayList<>();
    java.util.Set<Step> steps = new java.util.HashSet<>();
    for (DogfiteCommand c : g.legalCommands()) {
      if (c instanceof DogfiteCommand.Move m && steps.add(m.step())) {
        listed.add(m);
      }
    }
    return listed;
  }

  /**
   * {@code listed} raised {@code raise} levels (at most to 3) with {@code aerobatics} points: the
   * odds shown for it, and the advice they come from, are what the engine does over every roll.
   */
  private static void assertStepOddsAreTheEngines(
      Game<DogfiteState, DogfiteCommand> g,
      DogfiteCommand.Move listed,
      int raise,
      int aerobatics,
      boolean aerobaticEdgeKept) {
    DogfiteRules rules = (DogfiteRules) g.rules();
    int level = Math.min(3, listed.betLevel() + raise);
    DogfiteCommand.Move move = new DogfiteCommand.Move("Camel", listed.step(), level, aerobatics);
    Map<String, Rational> shown = g.oddsOf(move);
    if (!shown.containsKey("P(bet passes)")) {
      // No bet on the step (a held level that meets no maneuver is bet alone as the move ends).
      assertThat(g.play(move, ScriptedDice.of(6, 6, 6, 6, 6)).log().ofType(Moved.class))
          .last()
          .satisfies(m -> assertThat(m.bet()).isEmpty());
      return;
    }
    EngineResults engine = overEveryRoll(g, move);
    Map.Entry<BetRequest, DogfiteOdds.StepTasks> bet =
        Movement.bet(rules.tables(), g.state().plane("Camel"), g.state().move().orElseThrow(), move)
            .orElseThrow();
    DogfiteOdds.BetAdvice advice = rules.odds().advice(bet.getKey(), bet.getValue());
    String what = move.describe() + (aerobaticEdgeKept ? "" : ", no aerobatic edge kept");
    assertThat(shown.get("P(bet passes)")).as(what).isEqualTo(engine.pass);
    assertThat(shown.get("E(edge)")).as(what).isEqualTo(engine.edge);
    assertThat(shown.getOrDefault("P(stress test)", Rational.ZERO))
        .as(what)
        .isEqualTo(engine.stress);
    assertThat(shown.getOrDefault("P(dive)", Rational.ZERO)).as(what).isEqualTo(engine.dive);
    assertThat(advice.expectedEdge()).as(what).isEqualTo(engine.edge);
    assertThat(advice.expectedSpeedChange()).as(what).isEqualTo(engine.speed);
    assertThat(advice.expectedChangesLost()).as(what).isEqualTo(engine.lost);
  }

  /**
   * A bet only for edge, with no movement points (speed 1, d6 1): its odds are what the engine does
   * over every roll. "If zero MP are available an aircraft may still make a bet to gain an edge,
   * but will not move that turn."
   */
  @Property(tries = 20)
  void edgeBetOddsEqualTheEngineOverEveryRoll(
      @ForAll @IntRange(max = 3) int level,
      @ForAll @IntRange(max = 3) int aerobatics,
      @ForAll @IntRange(min = -2, max = 0) int control,
      @ForAll boolean aerobaticEdgeKept) {
    Assume.that(level > 0 || aerobatics > 0);
    DogfiteRules rules =
        new DogfiteRules()
            .withReadings(DogfiteReadings.standard().withAerobaticEdgeKept(aerobaticEdgeKept));
    Plane camel =
        Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 2, 1)
            .withCondition(new Condition(control, 0, 0, false, false, false, false));
    Plane albatros = Fixtures.albatros(HexPosition.edge(new Hex(0, -8), Facing.S), 2, 5);
    Game<DogfiteState, DogfiteCommand> g =
        Game.start(rules, rules.start(List.of(camel, albatros), 1));
    g = Fixtures.declare(g, List.of("Albatros", ""), 1, 9);
    g = Scripted.play(g, new DogfiteCommand.BeginMove("Camel", VerticalMove.LEVEL), 1);
    DogfiteCommand.EdgeBet bet = new DogfiteCommand.EdgeBet("Camel", level, aerobatics);
    Map<String, Rational> shown = g.oddsOf(bet);
    EngineResults engine = overEveryRoll(g, bet);
    assertThat(shown.get("P(bet passes)")).isEqualTo(engine.pass);
    assertThat(shown.get("E(edge)")).isEqualTo(engine.edge);
    assertThat(shown.getOrDefault("P(stress test)", Rational.ZERO)).isEqualTo(engine.stress);
    assertThat(shown.getOrDefault("P(dive)", Rational.ZERO)).isEqualTo(engine.dive);
  }

  /** What the engine did with a bet over every roll of its two 2d6, each weighted 1/1296. */
  private static final class EngineResults {
    Rational pass = Rational.ZERO;
    Rational edge = Rational.ZERO;
    Rational speed = Rational.ZERO;
    Rational stress = Rational.ZERO;
    Rational lost = Rational.ZERO;
    Rational dive = Rational.ZERO;
  }

  /**
   * Plays {@code command} (a step or a bet for edge of the Camel) with every four dice, putting a
   * failed bet's move penalty on the maneuver, then the held level, then the aerobatic points.
   */
  private static EngineResults overEveryRoll(
      Game<DogfiteState, DogfiteCommand> g, DogfiteCommand command) {
    EngineResults out = new EngineResults();
    Rational cell = Rational.of(1, 36 * 36);
    int before = g.state().plane("Camel").edge();
    int events = g.log().events().size();
    for (int a = 1; a <= 6; a++) {
      for (int b = 1; b <= 6; b++) {
        for (int c = 1; c <= 6; c++) {
          for (int d = 1; d <= 6; d++) {
            // A move that ends bets a held level alone and rolls for a stall: the edge is read from
            // the step's event.
            Game<DogfiteState, DogfiteCommand> next =
                g.play(command, ScriptedDice.of(a, b, c, d, 6, 6, 6, 6, 6, 6, 6, 6));
            if (next.state().pending() instanceof Pending.MovePenalty) {
              DogfiteCommand.ApplyMovePenalty share = null;
              for (DogfiteCommand x : next.legalCommands()) {
                DogfiteCommand.ApplyMovePenalty p = (DogfiteCommand.ApplyMovePenalty) x;
                if (share == null
                    || p.onManeuver() > share.onManeuver()
                    || (p.onManeuver() == share.onManeuver() && p.onHold() > share.onHold())) {
                  share = p;
                }
              }
              next = next.play(java.util.Objects.requireNonNull(share));
            }
            BetOutcome o = null;
            DogfiteEvent.Setback setback = DogfiteEvent.Setback.NONE;
            int edge = before;
            for (GameEvent e : next.log().events().subList(events, next.log().events().size())) {
              if (e instanceof Moved m && m.bet().isPresent()) {
                o = m.bet().get();
                setback = m.setback();
                edge = m.edge();
              } else if (e instanceof BetForEdge m) {
                o = m.bet();
                setback = m.setback();
                edge = m.edge();
              }
            }
            BetOutcome bet = java.util.Objects.requireNonNull(o);
            if (bet.passed()) {
              out.pass = out.pass.add(cell);
            }
            out.edge = out.edge.add(cell.multiply(Rational.of(edge - before)));
            out.speed = out.speed.add(cell.multiply(Rational.of(bet.speedChange())));
            if (bet.stressModifier().isPresent()) {
              out.stress = out.stress.add(cell);
            }
            int lost =
                setback.facing()
                    + (setback.stay() ? 1 : 0)
                    + (setback.hold() ? 1 : 0)
                    + setback.aerobatics();
            out.lost = out.lost.add(cell.multiply(Rational.of(lost)));
            if (setback.dive()) {
              out.dive = out.dive.add(cell);
            }
          }
        }
      }
    }
    return out;
  }

  @Property(tries = 40)
  void hitAndCriticalOddsEqualTheResolutionOverEveryRoll(
      @ForAll @IntRange(min = 1, max = 10) int edge,
      @ForAll Range range,
      @ForAll @IntRange(min = -1, max = 2) int shooting,
      @ForAll boolean pipChangesHits) {
    DogfiteOdds odds =
        new DogfiteOdds(tables, DogfiteReadings.standard().withPipChangesHits(pipChangesHits));
    int modifier = Gunnery.modifier(edge, 1, shooting, range);
    Map<Integer, Integer> hits = new HashMap<>();
    Map<Integer, Integer> crits = new HashMap<>();
    for (int a = 1; a <= 6; a++) {
      for (int b = 1; b <= 6; b++) {
        // Enough faces for any criticals and engine rolls: critical 2d6 = 6 + 6 (pilot killed).
        int[] faces = new int[40];
        faces[0] = a;
        faces[1] = b;
        java.util.Arrays.fill(faces, 2, faces.length, 6);
        Roller roller = Roller.scripted(ScriptedDice.of(faces));
        HitsRoll rolled = resolution.hits(edge, 1, shooting, range, roller, "check", "gun 1");
        // The shooter moves the pip the bot moves, and the engine applies it.
        int pip =
            Gunnery.bestPip(
                tables, shooting, rolled.first(), rolled.second(), modifier, pipChangesHits);
        HitsRoll roll = Gunnery.moved(rolled, pip, modifier, pipChangesHits);
        Burst burst =
            resolution.criticals(
                roll, roll.naturalDoubles(), shooting, false, roller, "check", "gun 1");
        hits.merge(burst.hits(), 1, Integer::sum);
        crits.merge(burst.criticals().size(), 1, Integer::sum);
      }
    }
    hits.forEach(
        (h, n) ->
            assertThat(odds.hits(edge, range, 1, shooting).probability(h))
                .isEqualTo(Rational.of(n, 36)));
    crits.forEach(
        (c, n) ->
            assertThat(odds.criticalHits(edge, range, 1, shooting).probability(c))
                .isEqualTo(Rational.of(n, 36)));
  }
}
