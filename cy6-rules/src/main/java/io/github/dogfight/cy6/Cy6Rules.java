package io.github.dogfight.cy6;

import io.github.dogfight.cards.CardTables;
import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Decision;
import io.github.dogfight.core.game.Ending;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.game.Outcome;
import io.github.dogfight.core.game.Policy;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.game.TurnSequence;
import io.github.dogfight.core.odds.Outcomes;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.table.RuleTable;
import io.github.dogfight.core.table.TableListing;
import io.github.dogfight.core.view.Piece;
import io.github.dogfight.core.view.View;
import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.cy6.internal.Cy6Sample;
import io.github.dogfight.cy6.internal.Engine;
import io.github.dogfight.cy6.internal.StartCheck;
import io.github.dogfight.cy6.internal.States;
import io.github.dogfight.cy6.internal.airfire.AirFire;
import io.github.dogfight.cy6.internal.bot.BotTables;
import io.github.dogfight.cy6.internal.bot.Cy6Bot;
import io.github.dogfight.cy6.internal.endofturn.Endings;
import io.github.dogfight.cy6.internal.map.Cy6Presentation;
import io.github.dogfight.cy6.internal.movement.Formations;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Check Your 6! (rules 002) as a rule set, discoverable as {@code "cy6"}.
 *
 * <p>A turn (B): the tailing declaration phase (simultaneous and secret: each aircraft with an
 * enemy it may tail declares one or none); the formation status segment (leaders keep or break up,
 * wingmen keep or drop out); move plotting (simultaneous and secret: a maneuver type and a turn
 * code of the aircraft's move chart, at its speed or one off; tailing aircraft plot last, knowing
 * their target's direction and climb, dive or level); movement in {@link MoveOrder} (Move Groups
 * and priorities A-D by default), wingmen following their leader into formation hexes or breaking
 * formation; the air-to-air fire segment (simultaneous: each aircraft with a target fires or holds,
 * all resolved together). The engagement ends when a side has no aircraft in the fight, or after
 * {@link Cy6Config#maxTurns()}, on victory points.
 *
 * <pre>{@code
 * Cy6Rules rules = new Cy6Rules();
 * Game<Cy6State, Cy6Command> game = Game.start(rules, rules.sampleEngagement(7));
 * game.legalCommands("Sally B");                // its plots
 * rules.shotOdds(game.state(), "Rot 1", "Sally B");   // exact odds of a shot
 * }</pre>
 */
public final class Cy6Rules implements RuleSet<Cy6State, Cy6Command> {
  /** The name this rule set is found by. */
  public static final String NAME = "cy6";

  static {
    States.install(new StateAccess());
  }

  private final Cy6Config config;
  private final Engine engine;
  private final BotTables botTables;
  private final List<OddsQuery> queries;
  private final Cy6Presentation presentation;
  private final PlotOdds plotOdds;

  /** The rules with {@link Cy6Config#defaults()}. */
  public Cy6Rules() {
    this(Cy6Config.defaults());
  }

  /**
   * The rules with {@code config}.
   *
   * @param config the configuration
   */
  public Cy6Rules(Cy6Config config) {
    this.config = config;
    this.engine = new Engine(config);
    this.botTables = new BotTables(engine);
    this.plotOdds = new PlotOdds(engine, config, engine.movement());
    this.queries = Cy6Odds.queries(config.tables(), config.damageReadings());
    this.presentation = new Cy6Presentation(config, engine.sight());
  }

  /** {@return the configuration} */
  public Cy6Config config() {
    return config;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String title() {
    return "Check Your 6!: plotted WW2 air combat on hexes and altitude levels";
  }

  @Override
  public TurnSequence turnSequence() {
    return TurnSequence.of(
        "tailing declaration",
        "formation status",
        "move plotting",
        "movement",
        "anti-aircraft fire",
        "air-to-air fire",
        "surface attack");
  }

  @Override
  public List<Policy> policies() {
    return List.of(config.moveOrder(), config.aircrewCheck(), config.collision());
  }

  /**
   * A new engagement.
   *
   * @param sides the two sides, in national move order
   * @param board the map
   * @param planes the aircraft, each at its start (formation leaders before their wingmen)
   * @param seed the dice seed
   * @return the first state
   * @throws IllegalArgumentException naming the aircraft and the field that is wrong
   */
  public Cy6State start(List<String> sides, Board board, List<Plane> planes, long seed) {
    Objects.requireNonNull(sides, "sides");
    Objects.requireNonNull(board, "board");
    Objects.requireNonNull(planes, "planes");
    return start(sides, board, planes, Ground.none(), seed);
  }

  /**
   * A new engagement with AA batteries, surface targets, water and night on the ground.
   *
   * @param sides the two sides, in national move order
   * @param board the map
   * @param planes the aircraft, each at its start (formation leaders before their wingmen)
   * @param ground the batteries, targets, water hexes and whether it is night
   * @param seed the dice seed
   * @return the first state
   * @throws IllegalArgumentException naming the aircraft, battery or target and the field that is
   *     wrong
   */
  public Cy6State start(
      List<String> sides, Board board, List<Plane> planes, Ground ground, long seed) {
    Objects.requireNonNull(sides, "sides");
    Objects.requireNonNull(board, "board");
    Objects.requireNonNull(planes, "planes");
    Objects.requireNonNull(ground, "ground");
    if (sides.size() != 2 || sides.get(0).equals(sides.get(1))) {
      throw new IllegalArgumentException("an engagement needs two different sides, was " + sides);
    }
    StartCheck.check(config.tables(), sides, board, planes, ground);
    Cy6State s =
        ImmutableCy6State.builder()
            .dice(DiceStream.seeded(seed))
            .turn(1)
            .step(Cy6State.Step.TAILING)
            .sides(sides)
            .board(board)
            .planes(planes)
            .ground(ground)
            .build();
    Roller roller = Roller.from(s.dice());
    Cy6State first = engine.advance(s, Cy6State.Step.TAILING, roller, new ArrayList<>());
    return first.with(roller.stream().orElseThrow());
  }

  /**
   * The sample engagement (sample data): a B-17G with a heavy bomb load, escorted by two P-47Ds,
   * flying north in formation at TAL 9 (High) to a rail yard (an area target: damaged by 1 hit,
   * destroyed by 2) guarded by a heavy flak battery, against three interceptors from the north: two
   * Fw 190As in a pair and a Bf 109E, at TAL 10, the sun in the east.
   */
  @Override
  public Cy6State sampleEngagement(long seed) {
    return Cy6Sample.engagement(this, seed);
  }

  /** The sample's aircraft: the B-17G "Sally B", its P-47D escort and the three interceptors. */
  @Override
  public List<String> replaceableAircraft() {
    return Cy6Sample.AIRCRAFT;
  }

  /** The names of the sample catalog's types, fighters and bombers ({@link AircraftCatalog}). */
  @Override
  public List<String> aircraftTypes() {
    return Cy6Sample.typeNames();
  }

  /**
   * The sample with its aircraft flying the named types: a fighter only a fighter type, the bomber
   * only a bomber type; crews, hexes, facings, TALs, formations and ordnance kept, the speed the
   * sample's or the type's maximum where that is lower.
   */
  @Override
  public Cy6State sampleEngagement(long seed, Map<String, String> types) {
    return Cy6Sample.engagement(this, seed, types);
  }

  /** The names {@link Cy6Tables#patched} accepts, in the order of {@link Cy6Tables#tables()}. */
  @Override
  public List<String> patchableTables() {
    return config.tables().tables().stream().map(RuleTable::name).toList();
  }

  /** The tables of {@link Cy6Tables#tables()}, patchable, then the card activation's, read-only. */
  @Override
  public List<TableListing> tableListings() {
    return Stream.concat(
            config.tables().tables().stream().map(TableListing::patchable),
            CardTables.listings().stream())
        .toList();
  }

  /**
   * These rules with {@code config().tables().patched(table, row, column, cell)}: the movement
   * order, spotting and every other part of the configuration kept, so that patching and {@link
   * #withActivation(String)} give the same rules in either order.
   */
  @Override
  public Cy6Rules withTablePatch(String table, String row, String column, String cell) {
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(row, "row");
    Objects.requireNonNull(column, "column");
    Objects.requireNonNull(cell, "cell");
    return new Cy6Rules(config.withTables(config.tables().patched(table, row, column, cell)));
  }

  /** The name of the seed's own movement order, the Move Groups ({@link #activations()}). */
  public static final String MOVE_GROUPS = "move-groups";

  /**
   * The suffix of an activation name that also plays the optional spotting segment ("Spotting
   * Segment (optional): Aircrew Checks for spotting", rules 002, B): {@code move-groups+spotting},
   * {@code cards+spotting}. It is how {@code dogfight --spotting} reaches it, and how a saved game
   * records it.
   */
  public static final String WITH_SPOTTING = "+spotting";

  /**
   * The Move Groups (rules 002) and activation cards ({@link CardMoveOrder}, rules 004), each also
   * with the spotting segment ({@value #WITH_SPOTTING}, {@link Spotting#standard()}).
   */
  @Override
  public List<String> activations() {
    return List.of(
        MOVE_GROUPS,
        CardMoveOrder.NAME,
        MOVE_GROUPS + WITH_SPOTTING,
        CardMoveOrder.NAME + WITH_SPOTTING);
  }

  /**
   * These rules with the movement order named {@code activation}: {@value #MOVE_GROUPS} or {@value
   * CardMoveOrder#NAME}, followed by {@value #WITH_SPOTTING} to play the spotting segment too
   * ({@link Spotting#standard()}, unless these rules have their own spotting). Without the suffix,
   * these rules' spotting (or none) is kept.
   *
   * @throws IllegalArgumentException naming the rule set, the activation and the choices
   */
  @Override
  public Cy6Rules withActivation(String activation) {
    Objects.requireNonNull(activation, "activation");
    boolean spotting = activation.endsWith(WITH_SPOTTING);
    String order =
        spotting
            ? activation.substring(0, activation.length() - WITH_SPOTTING.length())
            : activation;
    Cy6Config c =
        spotting ? config.withSpotting(config.spotting().orElse(Spotting.standard())) : config;
    return switch (order) {
      case MOVE_GROUPS -> new Cy6Rules(c.withMoveOrder(new MoveGroups()));
      case CardMoveOrder.NAME -> new Cy6Rules(c.withMoveOrder(CardMoveOrder.standard()));
      default -> throw RuleSet.unknownActivation(this, activation);
    };
  }

  @Override
  public Bot<Cy6State, Cy6Command> defaultBot() {
    return new Cy6Bot(engine, botTables);
  }

  @Override
  public List<OddsQuery> oddsQueries() {
    return queries;
  }

  /**
   * The exact odds of a command, from the acting side's view and the code that resolves it. An
   * aircraft firing at an enemy shows "P(hit), 2d6 needs N or more" (": cannot hit" when no roll
   * reaches it), "P(damaged or destroyed)", "P(destroyed)", "P(lucky hit)" and "P(a weapon runs out
   * of ammunition)"; an AA battery firing at an aircraft the middle three; both for the target as
   * it is (a hit destroys an aircraft marked "Next hit destroys aircraft", a second engine or
   * airframe damage destroys), as the fire segment plays the shot. A surface attack shows "P(hit)".
   * A plot shows "P(flies as plotted)" and the checks its move may roll for the aircraft (see
   * {@code PlotOdds}: the start of move checks, random and forced moves, the checks to climb with
   * engine damage and to maneuver with airframe damage, the board exit check); where the other
   * aircraft fly is not known to it and is not counted. Holding fire, tails, formation choices and
   * barrages roll nothing for their actor when given and show none.
   *
   * @throws IllegalArgumentException when the shot is not possible now (naming why)
   */
  @Override
  public Map<String, Rational> commandOdds(View<Cy6State> view, Cy6Command command) {
    Objects.requireNonNull(view, "view");
    Objects.requireNonNull(command, "command");
    Cy6State s = view.state();
    Map<String, Rational> out = new LinkedHashMap<>();
    if (command instanceof Cy6Command.Fire f && f.target().isPresent()) {
      Outcomes<ShotOutcome> o = shotOdds(s, f.aircraft(), f.target().get());
      String needs =
          engine
              .airFire()
              .rules()
              .neededWords(engine.airFire().attack(s.get(f.aircraft()), s.get(f.target().get())));
      out.put("P(hit), 2d6 " + needs, o.probability(x -> x.result() != ShotOutcome.Result.MISS));
      out.put("P(damaged or destroyed)", o.probability(ShotOutcome::damages));
      out.put("P(destroyed)", o.probability(x -> x.result() == ShotOutcome.Result.DESTROYED));
      out.put("P(lucky hit)", o.probability(x -> x.luckyHit().isPresent()));
      out.put("P(a weapon runs out of ammunition)", o.probability(ShotOutcome::ammunitionOut));
    } else if (command instanceof Cy6Command.Plot plot && s.plane(plot.aircraft()).isPresent()) {
      out.putAll(plotOdds.of(s, s.get(plot.aircraft()), plot));
    } else if (command instanceof Cy6Command.Flak f && f.target().isPresent()) {
      Outcomes<AaOutcome> o = flakOdds(s, f.battery(), f.target().get());
      out.put("P(damaged or destroyed)", o.probability(x -> x.result().damages()));
      out.put("P(destroyed)", o.probability(x -> x.result() == ShotOutcome.Result.DESTROYED));
      out.put("P(lucky hit)", o.probability(x -> x.luckyHit().isPresent()));
    } else if (command instanceof Cy6Command.Strike k && k.target().isPresent()) {
      out.put(
          "P(hit)",
          strikeOdds(s, k.aircraft(), k.target().get(), k.kind().orElseThrow())
              .probability(Boolean::booleanValue));
    }
    return out;
  }

  /**
   * The exact odds of {@code shooter} firing at {@code target} now, in the target's condition:
   * miss, no damage, engine damage, airframe damage, destroyed, with the lucky-hit roll and
   * ammunition running out.
   *
   * @param state the state
   * @param shooter the aircraft firing
   * @param target the aircraft fired at
   * @return the exact chance of each outcome
   * @throws IllegalArgumentException if no gun of the shooter bears on the target in range
   */
  public Outcomes<ShotOutcome> shotOdds(Cy6State state, String shooter, String target) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(shooter, "shooter");
    Objects.requireNonNull(target, "target");
    Plane a = state.get(shooter);
    Plane b = state.get(target);
    if (engine.airFire().bearing(a, b).isEmpty()) {
      throw new IllegalArgumentException(
          shooter + " has no gun that bears on " + target + " within range " + AirFire.range(a, b));
    }
    return engine.airFire().rules().shot(engine.airFire().attack(a, b)).outcomes();
  }

  /**
   * The exact odds of AA battery {@code battery} firing at {@code aircraft} now: to-hit (near miss,
   * hit, misdirected), damage and the lucky-hit roll (a misdirected shot's other target apart).
   *
   * @param state the state
   * @param battery the battery
   * @param aircraft the aircraft fired at
   * @return the exact chance of each outcome
   * @throws IllegalArgumentException if there is no such battery or aircraft, or it cannot fire at
   *     it
   */
  public Outcomes<AaOutcome> flakOdds(Cy6State state, String battery, String aircraft) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(battery, "battery");
    Objects.requireNonNull(aircraft, "aircraft");
    Battery b =
        state
            .ground()
            .battery(battery)
            .orElseThrow(() -> new IllegalArgumentException("no battery '" + battery + "'"));
    Plane p = state.get(aircraft);
    if (!engine.groundFire().reaches(state, b, p)) {
      throw new IllegalArgumentException(b + " does not reach " + aircraft);
    }
    return engine.groundFire().flakOdds(b, p).outcomes();
  }

  /**
   * The exact odds that {@code aircraft}'s surface attack on {@code target} by {@code kind} hits
   * now.
   *
   * @param state the state
   * @param aircraft the aircraft attacking
   * @param target the surface target
   * @param kind how it attacks
   * @return the exact chance of a hit
   * @throws IllegalArgumentException if there is no such target, or the attack is not possible now
   *     (naming why)
   */
  public Outcomes<Boolean> strikeOdds(
      Cy6State state, String aircraft, String target, StrikeKind kind) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(aircraft, "aircraft");
    Objects.requireNonNull(target, "target");
    Objects.requireNonNull(kind, "kind");
    Plane p = state.get(aircraft);
    SurfaceTarget t =
        state
            .ground()
            .target(target)
            .orElseThrow(() -> new IllegalArgumentException("no surface target '" + target + "'"));
    engine
        .surfaceFire()
        .why(state, p, t, kind)
        .ifPresent(
            why -> {
              throw new IllegalArgumentException(why);
            });
    return engine.surfaceFire().strikeOdds(state, p, t, kind).outcomes();
  }

  /**
   * The attack {@code shooter} would make on {@code target} now (its guns, range, modifiers).
   *
   * @param state the state
   * @param shooter the aircraft firing
   * @param target the aircraft fired at
   * @return the attack
   */
  public AirAttack attack(Cy6State state, String shooter, String target) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(shooter, "shooter");
    Objects.requireNonNull(target, "target");
    return engine.airFire().attack(state.get(shooter), state.get(target));
  }

  /**
   * Victory points of {@code side} so far: what its enemy has lost.
   *
   * @param state the state
   * @param side the side
   * @return its victory points
   */
  public int victoryPoints(Cy6State state, String side) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(side, "side");
    return engine.endOfTurn().victoryPoints(state, side);
  }

  @Override // destroyed, left the map, targets destroyed, no aircraft left, turn limit: Endings
  public List<String> endReasons() {
    return Endings.REASONS;
  }

  @Override // why, by what the side out of the fight had; survivors: aircraft still flying
  public Ending ending(Cy6State state) {
    return Endings.of(state);
  }

  @Override
  public List<String> sides(Cy6State state) {
    return state.sides();
  }

  @Override
  public String sideOf(Cy6State state, String actor) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(actor, "actor");
    if (state.sides().contains(actor)) {
      return actor;
    }
    return state
        .plane(actor)
        .map(Plane::side)
        .or(() -> state.ground().battery(actor).map(Battery::side))
        .orElseThrow(() -> new IllegalArgumentException("no aircraft or battery '" + actor + "'"));
  }

  /**
   * The forces and the map as {@code view}'s side sees them: with spotting in play, only its own
   * aircraft and the enemies it has spotted.
   */
  @Override
  public String situation(View<Cy6State> view) {
    return presentation.situation(Objects.requireNonNull(view, "view"));
  }

  /**
   * Each aircraft on the hex map (with spotting in play, those the view's side sees), its TAL and
   * band, speed and condition; then the batteries and surface targets, at TAL 0.
   */
  @Override
  public List<Piece> pieces(View<Cy6State> view) {
    return presentation.pieces(Objects.requireNonNull(view, "view"));
  }

  @Override
  public String summary(Cy6State state) {
    return presentation.summary(Objects.requireNonNull(state, "state"));
  }

  @Override
  public Cy6State withDice(Cy6State state, DiceStream dice) {
    return state.with(dice);
  }

  @Override
  public Decision decision(Cy6State state) {
    if (state.isOver()) {
      return Decision.over();
    }
    String about =
        switch (state.step()) {
          case TAILING -> "declare which enemy to tail, or none";
          case FORMATION -> "keep formation, drop out (wingman) or break up (leader)";
          case PLOTTING -> "plot a maneuver type and turn code";
          case TAILER_PLOTTING ->
              "plot a maneuver and turn code, knowing the tailed aircraft's direction";
          case AA_FIRE -> "AA batteries: fire at an aircraft in reach, order a barrage, or hold";
          case FIRE -> "fire at an enemy or hold fire";
          case SURFACE_ATTACK -> "attack a surface target, or make no attack";
          case OVER -> "the game is over";
        };
    return Decision.simultaneous(state.waiting(), about);
  }

  /**
   * The decision as {@code viewer} may see it: with the spotting segment, the enemy aircraft its
   * side has not spotted are left out of those awaited, so that a view (and a bot choosing from it)
   * does not learn of them from who must act. When every awaited actor is out of its sight, the
   * decision names their side instead (a decision without actors would be the end of the game).
   */
  @Override
  public Decision visibleDecision(Cy6State state, Viewer viewer, Decision decision) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(viewer, "viewer");
    Objects.requireNonNull(decision, "decision");
    if (config.spotting().isEmpty() || viewer.omniscient() || decision.isOver()) {
      return decision;
    }
    List<String> shown = new ArrayList<>();
    Set<String> hiddenSides = new LinkedHashSet<>();
    for (String actor : decision.actors()) {
      Optional<Plane> p = state.plane(actor);
      if (p.isEmpty() || viewer.speaksFor(p.get().side()) || state.spotted().contains(actor)) {
        shown.add(actor);
      } else {
        hiddenSides.add(p.get().side());
      }
    }
    if (shown.size() == decision.actors().size()) {
      return decision;
    }
    if (shown.isEmpty()) {
      shown.addAll(hiddenSides);
    }
    return new Decision(shown, decision.simultaneous(), decision.interrupt(), decision.about());
  }

  @Override
  public boolean awaits(Cy6State state, String actor) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(actor, "actor");
    return state.waiting().contains(actor);
  }

  @Override
  public List<Cy6Command> legalCommands(Cy6State state, String actor) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(actor, "actor");
    if (!state.waiting().contains(actor)) {
      return List.of();
    }
    List<Cy6Command> out = new ArrayList<>();
    Optional<Battery> battery = state.ground().battery(actor);
    if (battery.isPresent()) {
      out.addAll(engine.groundFire().orders(state, battery.get()));
      return out;
    }
    Plane p = state.get(actor);
    switch (state.step()) {
      case TAILING -> {
        out.add(Cy6Command.Tail.none(actor));
        for (String t : engine.tailing().tailTargets(state, p)) {
          out.add(Cy6Command.Tail.of(actor, t));
        }
      }
      case FORMATION -> {
        for (Cy6Command.FormationChoice c : Formations.formationChoices(state, p)) {
          out.add(new Cy6Command.FormationStatus(actor, c));
        }
      }
      case PLOTTING, TAILER_PLOTTING -> out.addAll(engine.plotting().plots(state, p));
      case FIRE -> {
        out.add(Cy6Command.Fire.hold(actor));
        for (String t : engine.airFire().targets(state, p)) {
          out.add(Cy6Command.Fire.at(actor, t));
        }
      }
      case SURFACE_ATTACK -> out.addAll(engine.surfaceFire().strikes(state, p));
      case AA_FIRE, OVER -> {
        // batteries only, or nothing
      }
    }
    return out;
  }

  @Override
  public Outcome<Cy6State> apply(Cy6State state, Cy6Command command, Roller roller) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(command, "command");
    Objects.requireNonNull(roller, "roller");
    if (command == null) {
      throw new RuleViolation(
          "Play Sequence (B), rules 002", "command", "null", "a command is needed");
    }
    List<GameEvent> events = new ArrayList<>();
    Cy6State next = engine.apply(state, command, roller, events);
    return new Outcome<>(next, engine.sight().privacy(next, events));
  }

  /**
   * What {@code viewer} may see: the dice are hidden, and the other side's tailing declarations,
   * formation choices, plots, AA orders, fire choices and surface attacks of this turn are removed
   * (they are secret until all are in, and plots until flown); a side sees its own. The barrages in
   * the air are the other side's secret too: an aircraft does not know where flak will burst. With
   * the spotting segment ({@link Cy6Config#spotting()}), the enemy aircraft the viewer's side has
   * not spotted are not in the view at all.
   */
  @Override
  public Cy6State visibleTo(Cy6State state, Viewer viewer) {
    Cy6State s = RuleSet.super.visibleTo(state, viewer);
    if (viewer.omniscient()) {
      return s;
    }
    Cy6State shown = Concealment.declarationsOf(s, viewer);
    return engine.sight().inSight(shown, viewer::speaksFor);
  }

  /** The viewer of an aircraft or a side: it shares the secrets of its whole side. */
  @Override
  public Viewer viewer(Cy6State state, String actorOrSide) {
    Optional<Plane> p = state.plane(actorOrSide);
    Optional<Battery> battery = state.ground().battery(actorOrSide);
    String side = p.map(Plane::side).orElse(battery.map(Battery::side).orElse(actorOrSide));
    if (!state.sides().contains(side)) {
      return Viewer.of(actorOrSide);
    }
    List<String> also = new ArrayList<>();
    for (Plane q : state.planes()) {
      if (q.side().equals(side) && !q.id().equals(actorOrSide)) {
        also.add(q.id());
      }
    }
    for (Battery b : state.ground().batteries()) {
      if (b.side().equals(side) && !b.id().equals(actorOrSide)) {
        also.add(b.id());
      }
    }
    if (!side.equals(actorOrSide)) {
      also.add(side);
    }
    return Viewer.of(actorOrSide, also.toArray(String[]::new));
  }
}
