package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.Cy6RulesTest.BOARD;
import static io.github.dogfight.cy6.Cy6RulesTest.EXAMPLE;
import static io.github.dogfight.cy6.Cy6RulesTest.at;
import static io.github.dogfight.cy6.Cy6RulesTest.narration;
import static io.github.dogfight.cy6.Cy6RulesTest.plane;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Arc;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.cy6.internal.movement.WayOut;
import io.github.dogfight.testkit.TriesLimit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * "Movement Phase (in Move Group order)" and "Tailing planes may move in their tailed AC Move
 * Group" (rules 002, B): every aircraft in the fight moves exactly once in each movement phase,
 * whatever the tailing declarations, under the Move Groups and under activation cards. Two aircraft
 * tailing each other used to wait for each other and never moved again ({@code ./dogfight duel
 * --rules cy6 --seed 3}, from turn 8).
 *
 * <p>And no aircraft, wingmen included, flies a move its restrictions forbid (the Lucky Hit Table's
 * "must fly forward until Aircrew Check passed", "must do right turn next turn", "may not turn",
 * "may not special maneuver, powerdive/climb or steep climb/dive", "may not special maneuver, dive
 * or climb", "No special maneuvers", "may only move at half speed", and the climb factor of engine
 * damage): a wingman under "must fly forward" used to keep formation with a turn or a slip, and a
 * jammed wingman that broke formation flew straight on.
 */
@AddLifecycleHook(TriesLimit.class)
class EveryAircraftMovesProperties {
  private static final Cy6Rules GROUPS = new Cy6Rules();
  private static final Cy6Rules CARDS = GROUPS.withActivation(CardMoveOrder.NAME);
  private static final AircraftCatalog CATALOG = AircraftCatalog.sample();
  private static final List<String> TYPES =
      List.of("Spitfire Mk I", "Hurricane Mk I", "Bf 109E", "Fw 190A", "P-47D", "He 111H");
  private static final List<Skill> SKILLS =
      List.of(Skill.GREEN, Skill.SKILLED, Skill.VETERAN, Skill.ACE);
  private static final List<Facing> FACINGS =
      List.of(Facing.N, Facing.NE, Facing.SE, Facing.S, Facing.SW, Facing.NW);
  private static final List<Status> STATUSES =
      List.of(
          Status.BLACKOUT,
          Status.OUT_OF_CONTROL,
          Status.ON_FIRE,
          Status.FLY_FORWARD,
          Status.MUST_EXIT_BY_DIVE,
          Status.ABORTING,
          Status.RIGHT_TURN_NEXT_TURN,
          Status.NO_TURNS,
          Status.NO_CLIMB_OR_DIVE,
          Status.NO_POWER_OR_STEEP,
          Status.NO_SPECIAL_MANEUVERS,
          Status.HALF_SPEED);
  private static final List<Status> RESTRICTIONS =
      List.of(
          Status.FLY_FORWARD,
          Status.RIGHT_TURN_NEXT_TURN,
          Status.NO_TURNS,
          Status.NO_CLIMB_OR_DIVE,
          Status.NO_POWER_OR_STEEP,
          Status.NO_SPECIAL_MANEUVERS);
  private static final Pattern MOVE =
      Pattern.compile(
          " ("
              + String.join("|", Arrays.stream(Maneuver.values()).map(Maneuver::code).toList())
              + ") ([LRF][1-9][1-9][LR]?) ");

  private static Cy6Rules rules(String activation) {
    return activation.equals(CardMoveOrder.NAME) ? CARDS : GROUPS;
  }

  /**
   * The aircraft's move events of a movement phase: its move flown, its exit, or its airframe
   * failing in the move.
   */
  private static long movesOf(String id, List<GameEvent> events) {
    return events.stream()
        .filter(e -> e.phase().equals("movement") && e.actor().equals(Optional.of(id)))
        .filter(
            e ->
                kind(e).equals(Optional.of(Cy6Event.Kind.MOVE))
                    || kind(e).equals(Optional.of(Cy6Event.Kind.EXIT)))
        .count();
  }

  private static Optional<Cy6Event.Kind> kind(GameEvent e) {
    if (e instanceof Cy6Event.Happened h) {
      return Optional.of(h.kind());
    }
    if (e instanceof Cy6Event.Private p) {
      return Optional.of(p.kind());
    }
    return Optional.empty();
  }

  /**
   * Checks one movement phase: {@code events} came from the step that flew it from {@code before};
   * each aircraft in the fight then moved once (or was destroyed by its start-of-move checks before
   * it could), and no other aircraft moved.
   */
  private static void everyAircraftMovedOnce(
      Cy6State before, Cy6State after, List<GameEvent> events) {
    for (Plane p : before.planes()) {
      long moves = movesOf(p.id(), events);
      if (!p.flying()) {
        assertThat(moves).as(p.id() + " is out of the fight and does not move").isZero();
        continue;
      }
      boolean lostAtItsStart =
          moves == 0
              && !after.get(p.id()).flying()
              && events.stream()
                  .anyMatch(
                      e ->
                          e.actor().equals(Optional.of(p.id()))
                              && kind(e).equals(Optional.of(Cy6Event.Kind.MOVE_START)));
      assertThat(moves == 1 || lostAtItsStart)
          .as("turn %d: %s moves once (moved %d times): %s", before.turn(), p.id(), moves, events)
          .isTrue();
    }
  }

  /**
   * Checks one movement phase: no move in {@code events}, flown from {@code before}, breaks a
   * restriction of its aircraft as it was when it moved (after its start-of-move checks), unless no
   * move on its chart fits all of them, when it flies straight and level; and none covers more
   * hexes than its maximum speed. The *B random move ("must make random movements", also after a
   * failed check to climb) is the seed's own and is not checked.
   */
  private static void noMoveBreaksARestriction(
      Cy6Config config, Cy6State before, List<GameEvent> events) {
    for (GameEvent e : events) {
      Optional<Cy6Event.Kind> kind = kind(e);
      if (!e.phase().equals("movement")
          || e.actor().isEmpty()
          || !(kind.equals(Optional.of(Cy6Event.Kind.MOVE))
              || kind.equals(Optional.of(Cy6Event.Kind.EXIT)))) {
        continue;
      }
      String text = e.narration();
      if (text.contains("flies at random")
          || text.contains("goes out of control")
          || text.endsWith(" is destroyed")
          || text.contains("leaves the fight (")) {
        continue;
      }
      Matcher m = MOVE.matcher(text);
      assertThat(m.find()).as("a move with its maneuver and code: " + text).isTrue();
      Plane p = atItsMove(before.get(e.actor().get()), events);
      MoveChart chart = config.charts().apply(p.type());
      Maneuver maneuver = Maneuver.parse(m.group(1));
      TurnCode code = chart.move(m.group(2)).code();
      Optional<String> broken = broken(config, p, maneuver, code);
      if (broken.isPresent()) {
        boolean anyFits =
            chart.moves().stream()
                .anyMatch(
                    mv ->
                        mv.maneuvers().stream()
                            .anyMatch(mm -> broken(config, p, mm, mv.code()).isEmpty()));
        assertThat(!anyFits && straight(code))
            .as(
                "turn %d: %s %s: %s (%s)",
                before.turn(), text, broken.get(), p.condition(), anyFits ? "" : "nothing fits")
            .isTrue();
      }
      assertThat(code.speed() <= p.maxSpeed() || text.contains(" cut to "))
          .as("turn %d: %s flies at most its maximum speed %d", before.turn(), text, p.maxSpeed())
          .isTrue();
    }
  }

  /**
   * {@code p} as it flies its move: its start-of-move checks, told in the phase's events, may have
   * ended its flying forward. (Engine damage from a fire at the start of the move is left out: the
   * move was plotted before it, and the maximum speed it lowers cuts the move, "cut to"; the climb
   * factor it lowers does not undo a climb plotted before.)
   */
  private static Plane atItsMove(Plane p, List<GameEvent> events) {
    String head = p.id() + " starts its move: ";
    Optional<String> start =
        events.stream()
            .filter(
                e ->
                    e.actor().equals(Optional.of(p.id()))
                        && kind(e).equals(Optional.of(Cy6Event.Kind.MOVE_START)))
            .map(GameEvent::narration)
            .filter(n -> n.startsWith(head))
            .map(n -> n.substring(head.length()))
            .findFirst();
    if (start.isPresent() && !start.get().contains("fly forward")) {
      return p.with(p.condition().without(Status.FLY_FORWARD));
    }
    return p;
  }

  /** A level move straight ahead: every hex ahead, no turn, no slip. */
  private static boolean straight(TurnCode code) {
    return code.path().stream().allMatch("F"::equals);
  }

  /**
   * The restriction of {@code p}'s condition or altitude that flying {@code m} with {@code code}
   * breaks (the standard readings), in the seed's words.
   */
  private static Optional<String> broken(Cy6Config config, Plane p, Maneuver m, TurnCode code) {
    AircraftCondition c = p.condition();
    int dt = config.tables().talChange(m);
    boolean turns = code.path().contains("L") || code.path().contains("R");
    if (c.has(Status.FLY_FORWARD) && !(m == Maneuver.LEVEL && straight(code))) {
      return Optional.of("must fly forward until Aircrew Check passed");
    }
    if (c.has(Status.RIGHT_TURN_NEXT_TURN) && code.facingChange() <= 0) {
      return Optional.of("Aircraft must do right turn next turn");
    }
    if (c.has(Status.NO_TURNS) && turns) {
      return Optional.of("Aircraft may not turn for rest of mission");
    }
    if (c.has(Status.NO_CLIMB_OR_DIVE) && (dt != 0 || m == Maneuver.SPECIAL)) {
      return Optional.of("Aircraft may not special maneuver, dive or climb");
    }
    if (c.has(Status.NO_POWER_OR_STEEP)
        && EnumSet.of(
                Maneuver.STEEP_CLIMB, Maneuver.STEEP_DIVE, Maneuver.POWER_DIVE, Maneuver.SPECIAL)
            .contains(m)) {
      return Optional.of("Aircraft may not special maneuver, powerdive/climb or steep climb/dive");
    }
    if (c.has(Status.NO_SPECIAL_MANEUVERS) && m == Maneuver.SPECIAL) {
      return Optional.of("No special maneuvers for remainder of mission");
    }
    if (dt > 0 && dt > config.flightReadings().climbFactor(c, p.type().climb())) {
      return Optional.of("Climb Factor /3");
    }
    if (p.tal() + dt < 1 || p.tal() + dt > config.tables().topTal()) {
      return Optional.of("the altitude table's TALs");
    }
    return Optional.empty();
  }

  /**
   * Plays {@code start} one command at a time with {@code step} until it ends or {@code turns}
   * turns are over, checking every movement phase.
   */
  private static Game<Cy6State, Cy6Command> playChecking(
      Game<Cy6State, Cy6Command> start, int turns, UnaryOperator<Game<Cy6State, Cy6Command>> step) {
    Cy6Config config = ((Cy6Rules) start.rules()).config();
    Game<Cy6State, Cy6Command> g = start;
    int movements = 0;
    while (!g.isOver() && g.state().turn() <= turns) {
      Cy6State before = g.state();
      int mark = g.log().size();
      g = step.apply(g);
      List<GameEvent> events = g.log().events().subList(mark, g.log().size());
      if (events.stream().anyMatch(e -> e.phase().equals("movement"))) {
        everyAircraftMovedOnce(before, g.state(), events);
        noMoveBreaksARestriction(config, before, events);
        movements++;
      }
    }
    assertThat(movements).as("movement phases played").isPositive();
    return g;
  }

  /**
   * The engagement of the report, played by the bots as {@code ./dogfight duel --rules cy6 --seed
   * 3} (and with {@code --activation cards}) plays it: from turn 8 four aircraft, two pairs tailing
   * each other, used to stay where they were to the end. Every aircraft in the fight now moves in
   * every movement phase.
   */
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {Cy6Rules.MOVE_GROUPS, CardMoveOrder.NAME})
  void theDuelOfSeedThreeFreezesNoOne(String activation) {
    Cy6Rules rules = rules(activation);
    Game<Cy6State, Cy6Command> end =
        playChecking(
            Game.start(rules, rules.sampleEngagement(3)), 99, g -> g.play(rules.defaultBot()));
    assertThat(end.isOver()).isTrue();
  }

  /**
   * Six aircraft on a wheel, each 2 hexes behind the next and facing it, Blue and Red by turns, may
   * each tail the next (the tailing rules allow a ring of six; none shorter). The ring is broken by
   * the Move Group priority: all Green, all tailed, at one TAL, Blue first by the national move
   * order, "Blue 0" first in the engagement: it plots with the aircraft that do not tail and moves
   * first, then each tailer right after its target.
   */
  @Test
  void aRingOfSixTailersIsBrokenByTheMoveGroupPriority() {
    // each tails the next: Blue 0 tails Red 1, ..., Red 5 tails Blue 0
    List<Position> wheel =
        List.of(
            at(0, 0, Facing.N),
            at(-1, -2, Facing.NW),
            at(-3, -1, Facing.SW),
            at(-4, 1, Facing.S),
            at(-3, 3, Facing.SE),
            at(-1, 2, Facing.NE));
    List<Plane> planes = new ArrayList<>();
    List<String> ids = new ArrayList<>();
    for (int i = 0; i < 6; i++) {
      String id = (i % 2 == 0 ? "Blue " : "Red ") + i;
      ids.add(id);
      planes.add(
          plane(id, i % 2 == 0 ? "Blue" : "Red", EXAMPLE, Skill.GREEN, wheel.get(i), 6, 2, null));
    }
    Game<Cy6State, Cy6Command> g =
        Game.start(GROUPS, GROUPS.start(List.of("Blue", "Red"), BOARD, planes, 1));
    assertThat(g.state().waiting()).containsExactlyElementsOf(ids);
    for (int i = 0; i < 6; i++) {
      Cy6Command tail = Cy6Command.Tail.of(ids.get(i), ids.get((i + 1) % 6));
      assertThat(g.legalCommands(ids.get(i))).contains(tail);
      g = g.play(tail);
    }
    assertThat(narration(g))
        .contains(
            "Blue 0 tails Red 1, Red 1 tails Blue 2, Blue 2 tails Red 3, Red 3 tails Blue 4, Blue 4"
                + " tails Red 5 and Red 5 tails Blue 0, a ring of tailers: Blue 0, the first of them"
                + " in Move Group order, flies as if it tailed no one");
    assertThat(g.state().tails()).doesNotContainKey("Blue 0").hasSize(5);
    assertThat(g.state().step()).isEqualTo(Cy6State.Step.PLOTTING);
    assertThat(g.state().waiting()).containsExactly("Blue 0");
    g = g.play(new Cy6Command.Plot("Blue 0", Maneuver.LEVEL, "F21"));
    assertThat(g.state().step()).isEqualTo(Cy6State.Step.TAILER_PLOTTING);
    assertThat(g.state().tailInfo()).containsEntry("Red 5", "Blue 0 flies forward, level");
    assertThat(new MoveGroups().order(g.state()))
        .containsExactly("Blue 0", "Red 5", "Blue 4", "Red 3", "Blue 2", "Red 1");
    Cy6State before = g.state();
    int mark = g.log().size();
    for (String id : ids.subList(1, 6)) {
      g = g.play(new Cy6Command.Plot(id, Maneuver.LEVEL, "F21"));
    }
    everyAircraftMovedOnce(before, g.state(), g.log().events().subList(mark, g.log().size()));
  }

  /**
   * A random engagement: 1-4 aircraft a side in the middle of a 16 x 16 board, the first two in
   * formation three times in four when Blue has two, each aircraft with lasting statuses one time
   * in three (restrictions on its moves among them).
   */
  static Cy6State engagement(Cy6Rules rules, long seed) {
    Random r = new Random(seed);
    Board board =
        new Board(
            16,
            16,
            Board.Compass.EAST,
            Map.of("Blue", Board.Compass.SOUTH, "Red", Board.Compass.NORTH));
    List<int[]> hexes = new ArrayList<>();
    for (int c = 4; c <= 11; c++) {
      for (int row = 4; row <= 11; row++) {
        hexes.add(new int[] {c, row});
      }
    }
    Collections.shuffle(hexes, r);
    List<Plane> planes = new ArrayList<>();
    int blue = 1 + r.nextInt(4);
    int red = 1 + r.nextInt(4);
    boolean pair = blue >= 2 && r.nextInt(4) > 0;
    for (int i = 0; i < blue + red; i++) {
      String side = i < blue ? "Blue" : "Red";
      AircraftType type = CATALOG.type(TYPES.get(r.nextInt(TYPES.size())));
      int[] h = hexes.get(i);
      boolean inPair = pair && i < 2;
      Plane p =
          Plane.of(
              side + " " + i,
              side,
              type,
              SKILLS.get(r.nextInt(SKILLS.size())),
              new Position(Board.at(h[0], h[1]), FACINGS.get(r.nextInt(FACINGS.size()))),
              inPair ? 6 : 5 + r.nextInt(3),
              1 + r.nextInt(Math.min(4, type.maxSpeed())),
              inPair ? Optional.of("Pair") : Optional.empty());
      // a lasting status one time in three, a second one time in nine, ...; not one that leaves
      // the fight in a formation (it would leave the formation after the tailing declarations,
      // setting its wingman free to tail only from the next turn on)
      while (r.nextInt(3) == 0) {
        Status status = STATUSES.get(r.nextInt(STATUSES.size()));
        if (!inPair || (status != Status.MUST_EXIT_BY_DIVE && status != Status.ABORTING)) {
          p = p.with(p.condition().with(status));
        }
      }
      // the wingman of a pair, half the time, under a restriction on the moves it may fly
      if (inPair && i == 1 && r.nextBoolean()) {
        p = p.with(p.condition().with(RESTRICTIONS.get(r.nextInt(RESTRICTIONS.size()))));
      }
      // half speed may leave it above its maximum: it starts at its maximum
      planes.add(p.at(p.position(), p.tal(), Math.min(p.speed(), p.maxSpeed())));
    }
    return rules.start(List.of("Blue", "Red"), board, planes, seed);
  }

  /**
   * Random engagements played with random legal commands (tailing whenever offered, four times in
   * five): every aircraft in the fight moves exactly once in every movement phase, under the Move
   * Groups and under activation cards.
   */
  @Property(tries = 150)
  void everyAircraftMovesOncePerMovementPhase(@ForAll long seed, @ForAll boolean cards) {
    Cy6Rules rules = cards ? CARDS : GROUPS;
    Random r = new Random(seed);
    playChecking(
        Game.start(rules, engagement(rules, seed)),
        6,
        g -> {
          List<Cy6Command> legal = g.legalCommands(g.state().waiting().get(0));
          if (legal.get(0) instanceof Cy6Command.Tail && legal.size() > 1 && r.nextInt(5) > 0) {
            return g.play(legal.get(1 + r.nextInt(legal.size() - 1)));
          }
          return g.play(legal.get(r.nextInt(legal.size())));
        });
  }

  /**
   * The tailing declarations offered are exactly the enemies 1-3 hexes away, TAL within 1, with the
   * tailer in their rear arc and them in the tailer's front arc (none for a wingman, an aircraft
   * out of control or one leaving the fight); only aircraft with one wait to declare, and the bot
   * declares one of those offered.
   */
  @Property(tries = 200)
  void theTailsOfferedFollowBothArcsAndTheBotDeclaresOne(@ForAll long seed) {
    Game<Cy6State, Cy6Command> g = Game.start(GROUPS, engagement(GROUPS, seed));
    Cy6State s = g.state();
    for (Plane p : s.flying()) {
      List<Cy6Command> expected = new ArrayList<>();
      boolean free =
          !s.isWingman(p) && !p.condition().has(Status.OUT_OF_CONTROL) && !WayOut.leaving(p);
      for (Plane e : s.flying()) {
        int d = e.position().hex().distance(p.position().hex());
        if (free
            && !e.side().equals(p.side())
            && d >= 1
            && d <= 3
            && Math.abs(e.tal() - p.tal()) <= 1
            && Arc.of(e.position().hex(), e.position().facing(), p.position().hex()) == Arc.REAR
            && Arc.of(p.position().hex(), p.position().facing(), e.position().hex()) == Arc.FRONT) {
          expected.add(Cy6Command.Tail.of(p.id(), e.id()));
        }
      }
      if (expected.isEmpty()) {
        assertThat(s.step() == Cy6State.Step.TAILING && s.waiting().contains(p.id()))
            .as(p.id() + " has no one to tail")
            .isFalse();
        continue;
      }
      expected.add(0, Cy6Command.Tail.none(p.id()));
      assertThat(s.step()).isEqualTo(Cy6State.Step.TAILING);
      List<Cy6Command> legal = g.legalCommands(p.id());
      assertThat(legal).containsExactlyElementsOf(expected);
      assertThat(GROUPS.defaultBot().choose(g.viewFor(p.id()), legal))
          .isIn(legal)
          .isNotEqualTo(Cy6Command.Tail.none(p.id()));
    }
  }

  /**
   * Whatever the tailing declarations (any enemy, in the fight or not, cycles of any length
   * included), both move orders list every aircraft in the fight exactly once, and each tailer that
   * follows its target moves after it.
   */
  @Property(tries = 300)
  void theMoveOrdersListEveryAircraftOnceWhateverTheTails(@ForAll long seed) {
    Random r = new Random(seed);
    Cy6State s = engagement(GROUPS, seed);
    List<Plane> all = s.planes();
    if (r.nextInt(4) == 0) {
      Plane gone = all.get(r.nextInt(all.size()));
      s = s.withPlane(gone.with(gone.condition().destroy("a test")));
    }
    Map<String, String> tails = new LinkedHashMap<>();
    for (Plane p : all) {
      List<Plane> enemies = all.stream().filter(e -> !e.side().equals(p.side())).toList();
      if (!enemies.isEmpty() && r.nextInt(4) > 0) {
        tails.put(p.id(), enemies.get(r.nextInt(enemies.size())).id());
      }
    }
    Cy6State tailing = ((ImmutableCy6State) ImmutableCy6State.copyOf(s)).withTails(tails);
    List<String> flying = tailing.flying().stream().map(Plane::id).toList();
    Set<String> breakers = MoveGroups.cycleBreakers(tailing);
    for (List<String> order :
        List.of(
            new MoveGroups().order(tailing),
            CardMoveOrder.standard().order(tailing, Roller.from(DiceStream.seeded(seed))))) {
      assertThat(order).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(flying);
      for (Plane p : tailing.flying()) {
        if (!tailing.isWingman(p) && MoveGroups.followsTarget(tailing, p, breakers)) {
          assertThat(order.indexOf(p.id()))
              .as(p.id() + " after " + tails.get(p.id()) + " in " + order)
              .isGreaterThan(order.indexOf(tails.get(p.id())));
        }
      }
    }
  }
}
