package io.github.dogfight.dogfite;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Decision;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.game.Outcome;
import io.github.dogfight.core.game.Policy;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.game.TurnSequence;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.core.turn.Activation;
import io.github.dogfight.core.turn.TurnOrder;
import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseSpeedRoll;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseTarget;
import io.github.dogfight.dogfite.DogfiteCommand.EdgeBet;
import io.github.dogfight.dogfite.DogfiteCommand.EndMove;
import io.github.dogfight.dogfite.DogfiteCommand.Fire;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.dogfite.DogfiteState.Stage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The Dogfite! rule set (seed 000), discoverable as {@code "dogfite"}.
 *
 * <p>A turn: every aircraft declares a target (or none); edges are adjusted and initiative rolled;
 * aircraft move in initiative order ({@link BeginMove}, then one {@link Move} per movement point,
 * or an {@link EdgeBet} with none, then {@link EndMove} where allowed); aircraft with an edge fire
 * at their targets in movement order ({@link Fire}); each aircraft makes its speed roll and its
 * end-of-turn checks ({@link ChooseSpeedRoll}). The engagement ends when one side is left, or
 * undecided after the turn limit.
 *
 * <p>The activation is a policy: {@link #withActivation(DogfiteActivation)} replaces the initiative
 * roll, for example with {@link CardActivation} (activation cards, seed 004), which also sets a
 * firing order (reverse activation).
 *
 * <p>Where the seed is silent the module README lists the assumptions made.
 */
public final class DogfiteRules implements RuleSet<DogfiteState, DogfiteCommand> {
  /** The name this rule set is found by. */
  public static final String NAME = "dogfite";

  private static final String SEED = " (seed 000)";

  /** The name of the seed's own activation, {@link #activations()}. */
  public static final String INITIATIVE = "initiative";

  /** The tallest map drawn after a turn, in hex rows; farther apart, only the legend. */
  private static final int MAP_ROWS = 8;

  private final DogfiteTables tables;
  private final PositionBonus positionBonus;
  private final FiringRange firingRange;
  private final Resolution resolution;
  private final ClimbDive climbDive;
  private final EndOfTurn endOfTurn;
  private final DogfiteOdds odds;
  private final DogfiteActivation activation;
  private final GunDamage damage;

  /** The seed's rules with the documented defaults. */
  public DogfiteRules() {
    this(DogfiteTables.standard(), PositionBonus.standard(), FiringRange.standard());
  }

  /** Rules with patched tables or replaced position rules, for variants. */
  public DogfiteRules(DogfiteTables tables, PositionBonus positionBonus, FiringRange firingRange) {
    this(tables, positionBonus, firingRange, DogfiteActivation.initiative());
  }

  /** Rules with patched tables, replaced position rules and a replaced activation, for variants. */
  public DogfiteRules(
      DogfiteTables tables,
      PositionBonus positionBonus,
      FiringRange firingRange,
      DogfiteActivation activation) {
    this(tables, positionBonus, firingRange, activation, GunDamage.standard());
  }

  /** Rules assembled from every part a variant can replace. */
  public DogfiteRules(
      DogfiteTables tables,
      PositionBonus positionBonus,
      FiringRange firingRange,
      DogfiteActivation activation,
      GunDamage damage) {
    this.activation = activation;
    this.damage = damage;
    this.tables = tables;
    this.positionBonus = positionBonus;
    this.firingRange = firingRange;
    this.resolution = new Resolution(tables);
    this.climbDive = new ClimbDive(tables.climbDive());
    this.endOfTurn = new EndOfTurn(resolution);
    this.odds = new DogfiteOdds(tables);
  }

  /**
   * These rules with another activation: a variant such as {@code
   * withActivation(CardActivation.standard())}, which draws activation cards (seed 004) instead of
   * rolling initiative.
   */
  public DogfiteRules withActivation(DogfiteActivation replacement) {
    return new DogfiteRules(tables, positionBonus, firingRange, replacement, damage);
  }

  /** These rules with another position bonus (the edge an aircraft gains by where it sits). */
  public DogfiteRules withPositionBonus(PositionBonus replacement) {
    return new DogfiteRules(tables, replacement, firingRange, activation, damage);
  }

  /** These rules with another firing range rule. */
  public DogfiteRules withFiringRange(FiringRange replacement) {
    return new DogfiteRules(tables, positionBonus, replacement, activation, damage);
  }

  /** These rules with another damage policy for gun hits. */
  public DogfiteRules withDamage(GunDamage replacement) {
    return new DogfiteRules(tables, positionBonus, firingRange, activation, replacement);
  }

  /** These rules with patched tables. */
  public DogfiteRules withTables(DogfiteTables replacement) {
    return new DogfiteRules(replacement, positionBonus, firingRange, activation, damage);
  }

  /** The position bonus in use. */
  public PositionBonus positionBonus() {
    return positionBonus;
  }

  /** The damage policy in use. */
  public GunDamage damage() {
    return damage;
  }

  /** The activation in use: initiative unless a variant replaced it. */
  public DogfiteActivation activation() {
    return activation;
  }

  @Override
  public List<String> activations() {
    return List.of(INITIATIVE, CardActivation.NAME);
  }

  @Override
  public DogfiteRules withActivation(String activationName) {
    return switch (activationName) {
      case INITIATIVE -> withActivation(DogfiteActivation.initiative());
      case CardActivation.NAME -> withActivation(CardActivation.standard());
      default -> throw RuleSet.unknownActivation(this, activationName);
    };
  }

  /** The tables in use. */
  public DogfiteTables tables() {
    return tables;
  }

  /** Exact odds under these rules. */
  public DogfiteOdds odds() {
    return odds;
  }

  /** The firing range rule in use. */
  public FiringRange firingRange() {
    return firingRange;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String title() {
    String base =
        "Dogfite! \"Aerial Craps\": WW1 air combat where every maneuver is a bet (seed 000)";
    return activation instanceof DogfitePolicies.Initiative
        ? base
        : base + ", activated by " + activation.name();
  }

  @Override
  public TurnSequence turnSequence() {
    return TurnSequence.of("Targeting", "Movement", "Combat", "End of turn");
  }

  @Override
  public List<Policy> policies() {
    return DogfitePolicies.of(this);
  }

  @Override
  public List<OddsQuery> oddsQueries() {
    return odds.queries();
  }

  @Override
  public Bot<DogfiteState, DogfiteCommand> defaultBot() {
    return new DogfiteBot(this);
  }

  /** A new engagement of {@code planes}, dice seeded with {@code seed}. */
  public DogfiteState start(List<Plane> planes, long seed) {
    Set<String> ids = new LinkedHashSet<>();
    Set<String> sides = new LinkedHashSet<>();
    for (Plane p : planes) {
      if (!ids.add(p.id())) {
        throw new IllegalArgumentException("duplicate aircraft id '" + p.id() + "'");
      }
      sides.add(p.side());
    }
    if (sides.size() < 2) {
      throw new IllegalArgumentException("an engagement needs aircraft of at least two sides");
    }
    return ImmutableDogfiteState.builder()
        .dice(DiceStream.seeded(seed))
        .turn(1)
        .stage(Stage.TARGETING)
        .planes(planes)
        .build();
  }

  /**
   * The sample duel: a Sopwith Camel of the RFC against an Albatros D.III of Jasta 11, six hexes
   * apart at level 3 and speed 5, flying at each other.
   */
  @Override
  public DogfiteState sampleEngagement(long seed) {
    AircraftCatalog c = AircraftCatalog.sample();
    Plane camel =
        Plane.of(
            "RFC",
            c.type("Sopwith Camel"),
            new Pilot("Camel", 1, 1, 1),
            new Placement(HexPosition.edge(new Hex(0, 3), Facing.N), Altitude.at(3)),
            5);
    Plane albatros =
        Plane.of(
            "Jasta 11",
            c.type("Albatros D.III"),
            new Pilot("Albatros", 1, 0, 1),
            new Placement(HexPosition.edge(new Hex(0, -3), Facing.S), Altitude.at(3)),
            5);
    return start(List.of(camel, albatros), seed);
  }

  @Override
  public String summary(DogfiteState state) {
    StringBuilder sb = new StringBuilder();
    for (Plane p : state.planes()) {
      sb.append(p.id())
          .append(" (")
          .append(p.side())
          .append(", ")
          .append(p.type().name())
          .append("): ")
          .append(
              p.out()
                  ? "down"
                  : "speed " + p.speed() + ", level " + p.placement().altitude().level())
          .append(", damage ")
          .append(p.damage().marks())
          .append('/')
          .append(2 * p.damage().boxes())
          .append('\n');
    }
    return sb.toString();
  }

  @Override
  public DogfiteState withDice(DogfiteState state, DiceStream dice) {
    return ImmutableDogfiteState.copyOf(state).withDice(dice);
  }

  /**
   * The pending decision: one aircraft at a time (targets are declared openly, in the order of the
   * aircraft; the seed keeps the log "open to public view").
   */
  @Override
  public Decision decision(DogfiteState state) {
    return awaiting(state).map(a -> Decision.of(a, state.phase())).orElse(Decision.over());
  }

  /**
   * What {@code viewer} may see: the dice are hidden, and so is the part of the turn's order not
   * yet revealed (an activation deck's order).
   */
  @Override
  public DogfiteState visibleTo(DogfiteState state, Viewer viewer) {
    DogfiteState s = RuleSet.super.visibleTo(state, viewer);
    return viewer.omniscient()
        ? s
        : ImmutableDogfiteState.copyOf(s).withTurnOrder(s.turnOrder().map(TurnOrder::concealed));
  }

  /** The viewer of an aircraft (who shares its side's secrets) or of a side. */
  @Override
  public Viewer viewer(DogfiteState state, String actorOrSide) {
    for (Plane p : state.planes()) {
      if (p.id().equals(actorOrSide)) {
        return Viewer.of(p.id(), p.side());
      }
    }
    List<String> names = new ArrayList<>();
    for (Plane p : state.planes()) {
      if (p.side().equals(actorOrSide)) {
        names.add(p.id());
      }
    }
    return Viewer.of(actorOrSide, names.toArray(String[]::new));
  }

  /** The aircraft whose decision is pending, empty when the fight is over. */
  Optional<String> awaiting(DogfiteState state) {
    if (state.isOver()) {
      return Optional.empty();
    }
    if (state.pip().isPresent()) {
      return Optional.of(state.pip().get().shooter());
    }
    if (state.penalty().isPresent()) {
      return Optional.of(state.penalty().get().plane());
    }
    if (state.stage() == Stage.TARGETING) {
      return state.inPlay().stream()
          .map(Plane::id)
          .filter(id -> !state.declared().containsKey(id))
          .findFirst();
    }
    return Optional.of(state.stageOrder().get(state.index()));
  }

  @Override
  public List<DogfiteCommand> legalCommands(DogfiteState state, String actor) {
    return awaiting(state).filter(actor::equals).isPresent()
        ? DogfiteLegalCommands.of(this, state)
        : List.of();
  }

  @Override
  public List<DogfiteCommand> legalCommands(DogfiteState state) {
    return DogfiteLegalCommands.of(this, state);
  }

  @Override
  public Outcome<DogfiteState> apply(DogfiteState state, DogfiteCommand command, Roller roller) {
    String who =
        awaiting(state)
            .orElseThrow(
                () ->
                    new RuleViolation(
                        "Turn sequence" + SEED,
                        "command",
                        command.describe(),
                        "the fight is over"));
    if (!command.plane().equals(who)) {
      throw new RuleViolation(
          "Turn sequence" + SEED,
          "plane",
          command.plane(),
          "waiting for " + who + " (" + state.phase() + ")");
    }
    List<GameEvent> events = new ArrayList<>();
    DogfiteState next;
    Stage stage = state.stage();
    if (state.penalty().isPresent()) {
      if (!(command instanceof DogfiteCommand.ApplyMovePenalty a)) {
        throw new RuleViolation(
            "MOVE / MANEUVER BETS - FAILURE" + SEED,
            "command",
            command.getClass().getSimpleName(),
            who + " must first choose where the move penalty falls (ApplyMovePenalty)");
      }
      next = applyPenalty(state, a, roller, events);
    } else if (state.pip().isPresent()) {
      if (!(command instanceof DogfiteCommand.AdjustPip a)) {
        throw new RuleViolation(
            "CRITICAL HITS" + SEED,
            "command",
            command.getClass().getSimpleName(),
            who + " must first decide whether to move a pip (AdjustPip)");
      }
      next = adjustPip(state, a, roller, events);
    } else if (stage == Stage.TARGETING && command instanceof ChooseTarget c) {
      next = chooseTarget(state, c, roller, events);
    } else if (stage == Stage.MOVEMENT
        && state.move().isEmpty()
        && command instanceof BeginMove b) {
      next = beginMove(state, b, roller, events);
    } else if (stage == Stage.MOVEMENT
        && state.move().isEmpty()
        && command instanceof DogfiteCommand.EnterSpin e) {
      next = enterSpin(state, e, roller, events);
    } else if (stage == Stage.MOVEMENT && state.move().isPresent() && command instanceof Move m) {
      next = move(state, m, roller, events);
    } else if (stage == Stage.MOVEMENT
        && state.move().isPresent()
        && command instanceof EdgeBet e) {
      next = edgeBet(state, e, roller, events);
    } else if (stage == Stage.MOVEMENT
        && state.move().isPresent()
        && command instanceof EndMove e) {
      next = endMove(state, e, roller, events);
    } else if (stage == Stage.COMBAT && command instanceof Fire f) {
      next = fire(state, f, roller, events);
    } else if (stage == Stage.END_OF_TURN && command instanceof ChooseSpeedRoll s) {
      next = speedRoll(state, s, roller, events);
    } else {
      throw new RuleViolation(
          "Turn sequence" + SEED,
          "command",
          command.getClass().getSimpleName(),
          "not allowed now: " + state.phase() + (state.move().isPresent() ? " (moving)" : ""));
    }
    return new Outcome<>(next, events);
  }

  // ---- Targeting --------------------------------------------------------------------------

  private DogfiteState chooseTarget(
      DogfiteState s, ChooseTarget c, Roller roller, List<GameEvent> events) {
    Plane me = s.plane(c.plane());
    if (c.target().isPresent()) {
      String t = c.target().get();
      Optional<Plane> target = s.planes().stream().filter(p -> p.id().equals(t)).findFirst();
      String rule = "TARGETING" + SEED;
      if (target.isEmpty() || target.get().out() || t.equals(me.id())) {
        throw new RuleViolation(rule, "target", t, "not another aircraft in the fight");
      }
      if (target.get().side().equals(me.side())) {
        Placement a = me.placement();
        Placement b = target.get().placement();
        if (!a.position().hex().equals(b.position().hex()) || !a.altitude().equals(b.altitude())) {
          throw new RuleViolation(
              "FORMATION FLYING" + SEED,
              "target",
              t,
              "a friendly target must be in the same hex and altitude");
        }
      }
      if (me.spinning()) {
        throw new RuleViolation(
            "STALL / SPIN" + SEED,
            "target",
            t,
            "a spinning aircraft has lost its target until it recovers");
      }
    }
    Map<String, String> declared = new LinkedHashMap<>(s.declared());
    declared.put(me.id(), c.target().orElse(""));
    events.add(new DogfiteEvent.TargetChosen(s.turn(), me.id(), c.target()));
    DogfiteState next = ImmutableDogfiteState.copyOf(s).withDeclared(declared);
    if (declared.size() < s.inPlay().size()) {
      return next;
    }
    return startMovement(next, roller, events);
  }

  private DogfiteState startMovement(DogfiteState s, Roller roller, List<GameEvent> events) {
    Map<String, String> friendly = new LinkedHashMap<>();
    List<TargetingPhase.Standing> standings = new ArrayList<>();
    for (Plane p : s.inPlay()) {
      String t = s.declared().getOrDefault(p.id(), "");
      boolean friend = !t.isEmpty() && s.plane(t).side().equals(p.side());
      if (friend) {
        friendly.put(p.id(), t);
      }
      standings.add(
          new TargetingPhase.Standing(
              p.id(),
              p.placement(),
              p.target(),
              p.edge(),
              t.isEmpty() || friend ? Optional.empty() : Optional.of(t)));
    }
    Map<String, Integer> edges = new TargetingPhase(positionBonus).adjust(standings);
    DogfiteState next = s;
    for (Plane p : s.inPlay()) {
      String t = s.declared().getOrDefault(p.id(), "");
      next =
          next.with(
              ImmutablePlane.copyOf(next.plane(p.id()))
                  .withTarget(t.isEmpty() ? Optional.empty() : Optional.of(t))
                  .withEdge(edges.getOrDefault(p.id(), 0))
                  .withTurnLog(TurnLog.EMPTY));
    }
    Map<String, String> formations = leaders(friendly);
    next = ImmutableDogfiteState.copyOf(next).withFormations(formations);
    int mark = roller.rollCount();
    TurnOrder plan = activation.plan(next, roller);
    List<String> expected = selfActing(next);
    List<String> known = new ArrayList<>();
    Map<String, String> tailing = new LinkedHashMap<>();
    for (Activation a : plan.known()) {
      if (DogfiteActivation.moves(a)) {
        known.add(a.actor());
        if (a.note().startsWith(TAILS)) {
          tailing.put(a.actor(), a.note().substring(TAILS.length()));
        }
      }
    }
    boolean complete = plan.fullyKnown();
    if (complete) {
      checkOrder(expected, plan.remaining());
    }
    // What every player already knows of the movement order is laid out now; the rest is taken
    // from the plan as the movement goes.
    List<String> order = new ArrayList<>();
    TurnOrder rest = plan;
    for (String id : known) {
      Optional<TurnOrder.Next> n = rest.next();
      if (n.isEmpty() || !n.get().activation().actor().equals(id)) {
        break;
      }
      order.addAll(withFollowers(List.of(id), formations));
      rest = n.get().rest();
    }
    events.add(
        new DogfiteEvent.TurnOrdered(
            s.turn(),
            edges,
            withFollowers(known, formations),
            tailing,
            complete,
            roller.rollsSince(mark)));
    DogfiteState moving =
        ImmutableDogfiteState.copyOf(next)
            .withStage(Stage.MOVEMENT)
            .withOrder(order)
            .withFireOrder(List.of())
            .withTurnOrder(rest)
            .withIndex(0)
            .withMove(Optional.empty());
    return advanceMovement(moving, 0, known, events);
  }

  /** The note an initiative activation gives a tailing aircraft. */
  private static final String TAILS = "tails ";

  /** The aircraft in play that act for themselves this turn (not followers in formation). */
  private static List<String> selfActing(DogfiteState s) {
    List<String> out = new ArrayList<>();
    for (Plane p : s.inPlay()) {
      if (!s.formations().containsKey(p.id())) {
        out.add(p.id());
      }
    }
    return out;
  }

  /**
   * Moves on to the next aircraft that moves, from index {@code from} of the order so far, taking
   * the next mover from the turn's order when the known ones are done; when no mover is left the
   * movement phase ends. An aircraft revealed now (not in {@code announced}) gets an {@link
   * DogfiteEvent.Activated} event.
   */
  private DogfiteState advanceMovement(
      DogfiteState state, int from, List<String> announced, List<GameEvent> events) {
    DogfiteState s = state;
    int i = from;
    while (true) {
      while (i < s.order().size()
          && (s.plane(s.order().get(i)).out() || s.formations().containsKey(s.order().get(i)))) {
        i++;
      }
      if (i < s.order().size()) {
        return ImmutableDogfiteState.copyOf(s).withIndex(i).withMove(Optional.empty());
      }
      TurnOrder t = s.turnOrder().orElse(TurnOrder.of());
      Optional<TurnOrder.Next> n = t.next();
      while (n.isPresent()
          && !DogfiteActivation.moves(n.get().activation())
          && !DogfiteActivation.fires(n.get().activation())) {
        t = n.get().rest();
        n = t.next();
      }
      if (n.isEmpty() || !DogfiteActivation.moves(n.get().activation())) {
        return endOfMovement(ImmutableDogfiteState.copyOf(s).withTurnOrder(t), events);
      }
      Activation a = n.get().activation();
      String id = a.actor();
      if (!selfActing(s).contains(id) || s.order().contains(id)) {
        throw badOrder(
            "moved " + id + (s.order().contains(id) ? " twice" : ", which may not move"));
      }
      if (!announced.contains(id)) {
        events.add(new DogfiteEvent.Activated(s.turn(), id, a.note()));
      }
      List<String> order = new ArrayList<>(s.order());
      order.addAll(withFollowers(List.of(id), s.formations()));
      s = ImmutableDogfiteState.copyOf(s).withOrder(order).withTurnOrder(n.get().rest());
    }
  }

  /**
   * The end of the movement phase: every aircraft that acts for itself must have moved; the firing
   * order is the rest of the turn's order (or, when it has none, the movement order, as in the
   * seed); "The maximum edge amount that can be held ... is 10".
   */
  private DogfiteState endOfMovement(DogfiteState s, List<GameEvent> events) {
    List<String> moved = new ArrayList<>();
    for (String id : s.order()) {
      if (!s.formations().containsKey(id)) {
        moved.add(id);
      }
    }
    List<String> fires = new ArrayList<>();
    for (Activation a : s.turnOrder().orElse(TurnOrder.of()).remaining()) {
      if (DogfiteActivation.fires(a)) {
        fires.add(a.actor());
      }
    }
    List<String> expected = new ArrayList<>(moved);
    for (String id : selfActing(s)) {
      if (!expected.contains(id)) {
        throw badOrder("never moved " + id + " (moved " + moved + ")");
      }
    }
    List<String> sortedFires = new ArrayList<>(fires);
    java.util.Collections.sort(sortedFires);
    java.util.Collections.sort(expected);
    if (!fires.isEmpty() && !sortedFires.equals(expected)) {
      throw badOrder("must fire each of " + expected + " once, gave " + fires);
    }
    DogfiteState next =
        ImmutableDogfiteState.copyOf(s)
            .withMove(Optional.empty())
            .withFireOrder(withFollowers(fires, s.formations()))
            .withTurnOrder(Optional.empty());
    for (Plane p : s.planes()) {
      next =
          next.with(
              ImmutablePlane.copyOf(next.plane(p.id()))
                  .withEdge(EdgeRules.capAtEndOfMovement(p.edge())));
    }
    return startStage(ImmutableDogfiteState.copyOf(next).withStage(Stage.COMBAT), -1, events);
  }

  private IllegalStateException badOrder(String what) {
    return new IllegalStateException("activation '" + activation.name() + "' " + what);
  }

  /**
   * Checks an order known in full: every aircraft in play that acts for itself moves exactly once
   * and, if the order fires, fires exactly once.
   *
   * @throws IllegalStateException naming the activation and the order it gave
   */
  private void checkOrder(List<String> expectedIds, List<Activation> activations) {
    List<String> moves = new ArrayList<>();
    List<String> fires = new ArrayList<>();
    for (Activation a : activations) {
      if (DogfiteActivation.moves(a)) {
        moves.add(a.actor());
      } else if (DogfiteActivation.fires(a)) {
        fires.add(a.actor());
      }
    }
    List<String> expected = new ArrayList<>(expectedIds);
    java.util.Collections.sort(expected);
    List<String> sortedMoves = new ArrayList<>(moves);
    java.util.Collections.sort(sortedMoves);
    List<String> sortedFires = new ArrayList<>(fires);
    java.util.Collections.sort(sortedFires);
    if (!sortedMoves.equals(expected) || !(fires.isEmpty() || sortedFires.equals(expected))) {
      throw badOrder(
          "must order each of " + expected + " once, gave moves " + moves + " and fires " + fires);
    }
  }

  /** {@code ids} with each leader's followers right after it. */
  private static List<String> withFollowers(List<String> ids, Map<String, String> formations) {
    List<String> full = new ArrayList<>();
    for (String id : ids) {
      full.add(id);
      formations.forEach(
          (follower, leader) -> {
            if (leader.equals(id)) {
              full.add(follower);
            }
          });
    }
    return full;
  }

  /**
   * Rolls initiative for every aircraft in the fight except followers in formation (who move with
   * their leaders), and orders them; a friendly target counts as no target here.
   */
  static InitiativeOrder rollInitiative(
      DogfiteState s, Map<String, String> formations, Roller roller) {
    List<InitiativeEntry> entries = new ArrayList<>();
    for (Plane p : s.inPlay()) {
      if (formations.containsKey(p.id())) {
        continue;
      }
      int d10 = roller.roll("1d10(0)", p.id() + " initiative").result();
      Optional<String> enemyTarget = p.target().filter(t -> !s.plane(t).side().equals(p.side()));
      entries.add(
          new InitiativeEntry(
              p.id(),
              d10,
              p.experience(),
              p.placement().altitude().level(),
              p.speed(),
              p.spinning(),
              enemyTarget,
              p.edge()));
    }
    return InitiativeOrder.of(entries, roller);
  }

  /**
   * Each follower's leader: the first aircraft along its chain of friendly targets that does not
   * itself follow a friend. In a circle of friends targeting each other the first of them by id
   * leads (an assumption: the seed does not say).
   */
  private static Map<String, String> leaders(Map<String, String> friendly) {
    Map<String, String> out = new java.util.TreeMap<>();
    for (String follower : new java.util.TreeSet<>(friendly.keySet())) {
      List<String> chain = new ArrayList<>();
      String cur = follower;
      while (friendly.containsKey(cur) && !chain.contains(cur)) {
        chain.add(cur);
        cur = friendly.get(cur);
      }
      String leader = chain.contains(cur) ? chain.stream().sorted().findFirst().orElseThrow() : cur;
      if (!leader.equals(follower)) {
        out.put(follower, leader);
      }
    }
    return out;
  }

  // ---- Movement ---------------------------------------------------------------------------

  private DogfiteState beginMove(
      DogfiteState s, BeginMove b, Roller roller, List<GameEvent> events) {
    Plane p = s.plane(b.plane());
    int mark = roller.rollCount();
    if (p.spinning()) {
      return spinTurn(s, p, b, roller, events, mark);
    }
    VerticalPlan plan;
    try {
      plan = climbDive.plan(p.placement().altitude(), p.speed(), b.vertical());
    } catch (IllegalArgumentException e) {
      throw new RuleViolation(
          "CLIMBING / DIVING" + SEED,
          "vertical",
          b.vertical().name(),
          String.valueOf(e.getMessage()));
    }
    TurnLog log = p.turnLog();
    Optional<Boolean> held = Optional.empty();
    if (plan.move() == VerticalMove.HOLD) {
      BetOutcome hold =
          resolution.bet(
              BetRequest.of(plan.holdBetLevel().getAsInt(), p.condition().betModifier()),
              roller,
              p.id() + " holding its level");
      log = log.with(hold);
      held = Optional.of(hold.passed());
      if (!hold.passed()) {
        // Assumption: failing to hold finishes the half-level move.
        plan = climbDive.plan(p.placement().altitude(), p.speed(), VerticalMove.FINISH);
      }
    }
    log = log.with(plan);
    int die = roller.roll("1d6", p.id() + " movement points").result();
    int mp = movementPoints(die, p.speed(), plan, false);
    Plane moved =
        ImmutablePlane.copyOf(p)
            .withPlacement(
                new Placement(
                    p.placement().position(),
                    plan.move() == VerticalMove.HOLD_COMBINED
                        ? p.placement().altitude()
                        : plan.altitude()))
            .withTurnLog(log);
    events.add(
        new DogfiteEvent.MoveBegun(
            s.turn(), p.id(), b.vertical(), mp, held, roller.rollsSince(mark)));
    return ImmutableDogfiteState.copyOf(s.with(moved)).withMove(MoveState.begun(plan, die, mp));
  }

  private static int movementPoints(int die, int speed, VerticalPlan plan, boolean aerobatics) {
    int points = SpeedTables.movementPoints(die - (aerobatics ? 1 : 0) + speed);
    return Math.max(0, points - plan.movementPointReduction());
  }

  /**
   * A spinning aircraft: it dives a level in the middle of its hex at speed 0 and may bet to
   * recover ({@link VerticalMove#HOLD}). Assumptions: the two-point dive loses one level per turn
   * and a recovered aircraft gains its two points of speed; spinning below the lowest level
   * crashes.
   */
  private DogfiteState spinTurn(
      DogfiteState s, Plane p, BeginMove b, Roller roller, List<GameEvent> events, int mark) {
    if (b.vertical() != VerticalMove.LEVEL && b.vertical() != VerticalMove.HOLD) {
      throw new RuleViolation(
          "STALL / SPIN" + SEED,
          "vertical",
          b.vertical().name(),
          "a spinning aircraft keeps spinning (LEVEL) or bets to recover (HOLD)");
    }
    Altitude alt = p.placement().altitude();
    Placement place = new Placement(HexPosition.middle(p.placement().position().hex()), alt);
    if (alt.level() == 0) {
      Plane crashed = ImmutablePlane.copyOf(p).withOut(true).withPlacement(place);
      events.add(
          new DogfiteEvent.MoveBegun(
              s.turn(), p.id(), b.vertical(), 0, Optional.empty(), List.of()));
      events.add(
          new DogfiteEvent.PlaneDown(s.turn(), "Movement", p.id(), "it spins into the ground"));
      return nextMover(s.with(crashed), roller, events);
    }
    Plane q = ImmutablePlane.copyOf(p).withPlacement(new Placement(place.position(), alt.dive()));
    Optional<Boolean> recovered = Optional.empty();
    if (b.vertical() == VerticalMove.HOLD) {
      BetOutcome bet =
          resolution.bet(
              SpinRules.recovery(p.flying(), p.condition().betModifier()),
              roller,
              p.id() + " spin recovery");
      recovered = Optional.of(bet.passed());
      if (bet.passed()) {
        TurnLog log = q.turnLog().with(bet);
        q =
            ImmutablePlane.copyOf(q)
                .withSpinning(false)
                .withTurnLog(
                    new TurnLog(
                        log.speedChanges() + 2,
                        log.minSpeedIncrease(),
                        log.powerModifier(),
                        log.powerBonus(),
                        log.highestBet(),
                        log.failureStress(),
                        2,
                        log.aerobatics()));
      }
    }
    events.add(
        new DogfiteEvent.MoveBegun(
            s.turn(), p.id(), b.vertical(), 0, recovered, roller.rollsSince(mark)));
    return nextMover(s.with(q), roller, events);
  }

  /**
   * A bet to spin on purpose: passed, the aircraft spins in the middle of its hex, loses its target
   * and ends its move; failed, it takes the failure table's results and still begins its move
   * normally. Assumption: one attempt per turn (a bet already made this turn forbids it).
   */
  private DogfiteState enterSpin(
      DogfiteState s, DogfiteCommand.EnterSpin e, Roller roller, List<GameEvent> events) {
    Plane p = s.plane(e.plane());
    String rule = "STALL / SPIN" + SEED;
    if (p.spinning()) {
      throw new RuleViolation(rule, "command", "EnterSpin", "the aircraft is already spinning");
    }
    if (p.turnLog().highestBet().isPresent()) {
      throw new RuleViolation(
          rule, "command", "EnterSpin", "one attempt per turn, before any other bet");
    }
    if (p.placement().altitude().level() == 0) {
      throw new RuleViolation(rule, "command", "EnterSpin", "no room to spin at the lowest level");
    }
    int mark = roller.rollCount();
    BetOutcome o =
        resolution.bet(
            SpinRules.entry(p.flying(), p.condition().betModifier()),
            roller,
            p.id() + " spin entry");
    DogfiteState next = recordEdge(s, p, o);
    Plane q = next.plane(p.id());
    q = ImmutablePlane.copyOf(q).withTurnLog(q.turnLog().with(o));
    HexPosition here = p.placement().position();
    if (o.passed()) {
      q =
          ImmutablePlane.copyOf(q)
              .withSpinning(true)
              .withTarget(Optional.empty())
              .withEdge(0)
              .withPlacement(
                  new Placement(
                      HexPosition.middle(here.hex()),
                      Altitude.at(p.placement().altitude().level())));
    }
    next = next.with(q);
    events.add(
        new DogfiteEvent.Moved(
            s.turn(),
            p.id(),
            new Step.ToMiddle(),
            o.passed() ? where(q.placement().position()) + " spinning" : where(here),
            Optional.of(o),
            q.edge(),
            roller.rollsSince(mark)));
    if (o.passed()) {
      events.add(new DogfiteEvent.MoveEnded(s.turn(), p.id()));
      return nextMover(next, roller, events);
    }
    return next;
  }

  private DogfiteState move(DogfiteState s, Move m, Roller roller, List<GameEvent> events) {
    Plane p = s.plane(m.plane());
    MoveState ms = s.move().orElseThrow();
    if (!ms.hasPointsLeft()) {
      throw new RuleViolation(
          "MOVEMENT POINTS" + SEED,
          "step",
          m.step().toString(),
          "no movement points left; end the move");
    }
    HexPosition from = p.placement().position();
    HexPosition desired;
    try {
      desired = Step.apply(from, m.step());
    } catch (IllegalArgumentException e) {
      throw new RuleViolation(
          "MOVEMENT" + SEED, "step", m.step().toString(), String.valueOf(e.getMessage()));
    }
    Requirement req =
        Step.maneuver(m.step())
            .map(man -> tables.maneuvers().requirement(man, ms.plan().maneuverSpeed(p.speed())))
            .orElse(Requirement.AUTO);
    if (req == Requirement.IMPOSSIBLE) {
      throw new RuleViolation(
          "FACING CHANGES / STAY-IN-HEX" + SEED,
          "step",
          m.step().toString(),
          "X in the table at speed " + ms.plan().maneuverSpeed(p.speed()));
    }
    if (ms.pendingHold() && Step.maneuver(m.step()).isPresent()) {
      return combinedMove(s, p, ms, m, req, desired, roller, events);
    }
    int mark = roller.rollCount();
    Optional<BetOutcome> bet = Optional.empty();
    boolean needsBet = req != Requirement.AUTO || m.betLevel() > 0 || m.aerobaticPoints() > 0;
    if (needsBet) {
      BetRequest request = betRequest(p, req.level().orElse(0), m.betLevel(), m.aerobaticPoints());
      bet = Optional.of(resolution.bet(request, roller, p.id() + " " + m.step()));
    }
    boolean firstAerobatics = m.aerobaticPoints() > 0 && !p.turnLog().aerobatics();
    int mp =
        firstAerobatics
            ? movementPoints(ms.die(), p.speed(), ms.plan(), true)
            : ms.movementPoints();
    boolean canMove = mp > ms.used();
    HexPosition to = from;
    Altitude alt = p.placement().altitude();
    if (canMove) {
      if (bet.isEmpty() || bet.get().maneuverSucceeds()) {
        to = desired;
      } else {
        FailureResult f = bet.get().failure().orElseThrow();
        int attempted = changes(m.step());
        if (f.moveReduction() > attempted) {
          // "place the aircraft in a one-point, half-move dive state (but do not apply any speed
          // gain)"
          if (alt.pitch() == Altitude.Pitch.LEVEL && alt.level() > 0) {
            alt = alt.leaving(Altitude.Pitch.DIVING);
          }
          to = fallback(s, p, from);
        } else if (m.step() instanceof Step.Turn t && attempted - f.moveReduction() > 0) {
          to =
              Step.apply(
                  from,
                  new Step.Turn(Integer.signum(t.hexsides()) * (attempted - f.moveReduction())));
        } else {
          to = fallback(s, p, from);
        }
      }
    }
    Plane moved = ImmutablePlane.copyOf(p).withPlacement(new Placement(to, alt));
    DogfiteState next = s;
    if (bet.isPresent()) {
      BetOutcome o = bet.get();
      next = recordEdge(next, moved, o);
      moved = next.plane(p.id());
      moved = ImmutablePlane.copyOf(moved).withTurnLog(moved.turnLog().with(o));
      next = next.with(moved);
    } else {
      next = next.with(moved);
    }
    MoveState after = ms.after(m.step(), m.aerobaticPoints(), mp, canMove);
    events.add(
        new DogfiteEvent.Moved(
            s.turn(), p.id(), m.step(), where(to), bet, moved.edge(), roller.rollsSince(mark)));
    if (!after.hasPointsLeft()) {
      events.add(new DogfiteEvent.MoveEnded(s.turn(), p.id()));
      return nextMover(ImmutableDogfiteState.copyOf(next).withMove(after), roller, events);
    }
    return ImmutableDogfiteState.copyOf(next).withMove(after);
  }

  /**
   * A facing change or stay-in-hex made together with a held level: one bet of one plus the higher
   * of the two levels. When it fails the player chooses which task the move penalty falls on first
   * ({@link DogfiteCommand.ApplyMovePenalty}); a hold that fails finishes the half-level move; a
   * penalty greater than all the changes attempted also pitches the aircraft into a one-point
   * half-move dive.
   */
  private DogfiteState combinedMove(
      DogfiteState s,
      Plane p,
      MoveState ms,
      Move m,
      Requirement req,
      HexPosition desired,
      Roller roller,
      List<GameEvent> events) {
    int hold = ms.plan().holdBetLevel().orElse(0);
    int combined = 1 + Math.max(hold, req.level().orElse(0));
    if (combined > 3) {
      throw new RuleViolation(
          "CLIMBING / DIVING" + SEED,
          "step",
          m.step().toString(),
          "holding the level with this maneuver needs a level-"
              + combined
              + " bet; bets go to level 3");
    }
    int mark = roller.rollCount();
    BetOutcome o =
        resolution.bet(
            betRequest(p, combined, Math.max(combined, m.betLevel()), m.aerobaticPoints()),
            roller,
            p.id() + " " + m.step() + " holding its level");
    DogfiteState next = recordEdge(s, p, o);
    Plane q = next.plane(p.id());
    next = next.with(ImmutablePlane.copyOf(q).withTurnLog(q.turnLog().with(o)));
    boolean firstAerobatics = m.aerobaticPoints() > 0 && !p.turnLog().aerobatics();
    int mp =
        firstAerobatics
            ? movementPoints(ms.die(), p.speed(), ms.plan(), true)
            : ms.movementPoints();
    List<io.github.dogfight.core.dice.DiceRoll> dice = roller.rollsSince(mark);
    if (o.maneuverSucceeds()) {
      return finishCombined(
          next,
          p.id(),
          m.step(),
          m.aerobaticPoints(),
          mp,
          desired,
          true,
          false,
          o,
          dice,
          roller,
          events);
    }
    int r = o.failure().orElseThrow().moveReduction();
    int n = changes(m.step());
    if (r > n + 1) {
      return finishCombined(
          next,
          p.id(),
          m.step(),
          m.aerobaticPoints(),
          mp,
          fallback(s, p, p.placement().position()),
          false,
          true,
          o,
          dice,
          roller,
          events);
    }
    return ImmutableDogfiteState.copyOf(next)
        .withPenalty(
            new DogfiteState.PenaltyChoice(p.id(), m.step(), m.aerobaticPoints(), r, mp, o, dice));
  }

  private DogfiteState applyPenalty(
      DogfiteState s, DogfiteCommand.ApplyMovePenalty a, Roller roller, List<GameEvent> events) {
    DogfiteState.PenaltyChoice c = s.penalty().orElseThrow();
    Plane p = s.plane(c.plane());
    int n = changes(c.step());
    int r = c.reduction();
    int achieved = a.holdFirst() ? Math.max(0, n - (r - 1)) : Math.max(0, n - r);
    boolean holdOk = !a.holdFirst() && r <= n;
    HexPosition from = p.placement().position();
    HexPosition to;
    if (achieved == n && n > 0) {
      to = Step.apply(from, c.step());
    } else if (c.step() instanceof Step.Turn t && achieved > 0) {
      to = Step.apply(from, new Step.Turn(Integer.signum(t.hexsides()) * achieved));
    } else {
      to = fallback(s, p, from);
    }
    DogfiteState next = ImmutableDogfiteState.copyOf(s).withPenalty(Optional.empty());
    return finishCombined(
        next,
        p.id(),
        c.step(),
        c.aerobatics(),
        c.movementPoints(),
        to,
        holdOk,
        false,
        c.outcome(),
        c.dice(),
        roller,
        events);
  }

  private DogfiteState finishCombined(
      DogfiteState s,
      String id,
      Step step,
      int aerobatics,
      int mp,
      HexPosition to,
      boolean holdOk,
      boolean dive,
      BetOutcome outcome,
      List<io.github.dogfight.core.dice.DiceRoll> dice,
      Roller roller,
      List<GameEvent> events) {
    Plane p = s.plane(id);
    MoveState ms = s.move().orElseThrow();
    boolean moves = mp > ms.used();
    HexPosition landed = moves ? to : p.placement().position();
    VerticalPlan settled =
        holdOk
            ? ms.plan()
            : climbDive.plan(p.placement().altitude(), p.speed(), VerticalMove.FINISH);
    Altitude alt = settled.altitude();
    if (dive && alt.level() > 0 && alt.pitch() == Altitude.Pitch.LEVEL) {
      alt = alt.leaving(Altitude.Pitch.DIVING);
    }
    ImmutablePlane moved = ImmutablePlane.copyOf(p).withPlacement(new Placement(landed, alt));
    if (!holdOk) {
      moved = moved.withTurnLog(moved.turnLog().with(settled));
    }
    DogfiteState next = s.with(moved);
    MoveState after = ms.holdSettled().after(step, aerobatics, mp, moves);
    events.add(
        new DogfiteEvent.Moved(
            s.turn(),
            id,
            step,
            where(landed) + (holdOk ? ", level held" : ", level not held"),
            Optional.of(outcome),
            moved.edge(),
            dice));
    if (!after.hasPointsLeft()) {
      events.add(new DogfiteEvent.MoveEnded(s.turn(), id));
      return nextMover(ImmutableDogfiteState.copyOf(next).withMove(after), roller, events);
    }
    return ImmutableDogfiteState.copyOf(next).withMove(after);
  }

  private BetRequest betRequest(Plane p, int required, int chosen, int aerobatics) {
    try {
      return new BetRequest(
          required,
          chosen,
          aerobatics,
          p.condition().betModifier(),
          p.flying(),
          p.type().aerobatic());
    } catch (IllegalArgumentException e) {
      throw new RuleViolation(
          "MOVE / MANEUVER BET, AEROBATICS" + SEED,
          "betLevel / aerobaticPoints",
          chosen + " / " + aerobatics,
          String.valueOf(e.getMessage()));
    }
  }

  private static int changes(Step step) {
    if (step instanceof Step.Turn t) {
      return Math.abs(t.hexsides());
    }
    return step instanceof Step.ToMiddle ? 1 : 0;
  }

  /**
   * Where a failed maneuver takes the aircraft: straight on from an edge; from a hex middle out by
   * the edge toward its target (or north without one). The latter is an assumption: the seed says a
   * failed stay-in-hex leaves the hex but not by which edge.
   */
  private static HexPosition fallback(DogfiteState s, Plane p, HexPosition from) {
    if (from instanceof HexPosition.Edge) {
      return Step.apply(from, new Step.Straight());
    }
    Facing exit = Facing.N;
    if (p.target().isPresent()) {
      Hex target = s.plane(p.target().get()).placement().position().hex();
      int best = Integer.MAX_VALUE;
      for (Facing f : Facing.values()) {
        int d = from.hex().neighbor(f).distance(target);
        if (d < best) {
          best = d;
          exit = f;
        }
      }
    }
    return HexPosition.edge(from.hex(), exit);
  }

  /**
   * The mover's edge changes by its bet; aircraft targeting it lose their share (EDGE RECORDING).
   */
  private static DogfiteState recordEdge(DogfiteState s, Plane mover, BetOutcome o) {
    int gained = o.edgeGained();
    int lost = o.failure().map(FailureResult::edgeLoss).orElse(0);
    Plane m =
        mover.target().isPresent()
            ? ImmutablePlane.copyOf(mover).withEdge(mover.edge() + gained - lost)
            : mover;
    DogfiteState next = s.with(m);
    for (Plane pursuer : s.inPlay()) {
      if (pursuer.id().equals(mover.id())
          || pursuer.side().equals(mover.side())
          || !pursuer.target().equals(Optional.of(mover.id()))) {
        continue;
      }
      EdgeRules.MoverTarget relation =
          mover.target().isEmpty()
              ? EdgeRules.MoverTarget.NONE
              : mover.target().get().equals(pursuer.id())
                  ? EdgeRules.MoverTarget.THE_PURSUER
                  : EdgeRules.MoverTarget.ANOTHER;
      Plane current = next.plane(pursuer.id());
      next =
          next.with(
              ImmutablePlane.copyOf(current)
                  .withEdge(current.edge() - EdgeRules.pursuerLoss(gained, relation)));
    }
    return next;
  }

  private DogfiteState edgeBet(DogfiteState s, EdgeBet e, Roller roller, List<GameEvent> events) {
    Plane p = s.plane(e.plane());
    MoveState ms = s.move().orElseThrow();
    if (ms.movementPoints() > 0 || ms.used() > 0) {
      throw new RuleViolation(
          "AEROBATICS" + SEED,
          "command",
          "EdgeBet",
          "a bet only for edge is for an aircraft with no movement points; use Move");
    }
    if (e.betLevel() < 1) {
      throw new RuleViolation(
          "MOVE / MANEUVER BET" + SEED,
          "betLevel",
          Integer.toString(e.betLevel()),
          "a bet for edge is level 1 to 3");
    }
    int mark = roller.rollCount();
    BetOutcome o =
        resolution.bet(
            betRequest(p, 0, e.betLevel(), e.aerobaticPoints()), roller, p.id() + " bet for edge");
    DogfiteState next = recordEdge(s, p, o);
    Plane q = next.plane(p.id());
    next = next.with(ImmutablePlane.copyOf(q).withTurnLog(q.turnLog().with(o)));
    events.add(
        new DogfiteEvent.Moved(
            s.turn(),
            p.id(),
            new Step.ToMiddle(),
            where(p.placement().position()),
            Optional.of(o),
            next.plane(p.id()).edge(),
            roller.rollsSince(mark)));
    events.add(new DogfiteEvent.MoveEnded(s.turn(), p.id()));
    return nextMover(next, roller, events);
  }

  private DogfiteState endMove(DogfiteState s, EndMove e, Roller roller, List<GameEvent> events) {
    Plane p = s.plane(e.plane());
    MoveState ms = s.move().orElseThrow();
    boolean stayedInMiddle =
        p.placement().position() instanceof HexPosition.Middle && ms.used() > 0;
    if (ms.hasPointsLeft() && !stayedInMiddle) {
      throw new RuleViolation(
          "MOVEMENT POINTS" + SEED,
          "command",
          "EndMove",
          (ms.movementPoints() - ms.used())
              + " MP left: only an aircraft that has moved to or stayed in a hex middle may ignore"
              + " excess MP (staying is itself a stay-in-hex bet)");
    }
    events.add(new DogfiteEvent.MoveEnded(s.turn(), p.id()));
    return nextMover(s, roller, events);
  }

  private static String where(HexPosition pos) {
    return pos instanceof HexPosition.Edge e
        ? "(" + pos.hex().q() + "," + pos.hex().r() + ") edge " + e.facing()
        : "(" + pos.hex().q() + "," + pos.hex().r() + ") middle";
  }

  private DogfiteState nextMover(DogfiteState s0, Roller roller, List<GameEvent> events) {
    DogfiteState s =
        moveFollowers(settleHold(s0, roller, events), s0.order().get(s0.index()), roller, events);
    return advanceMovement(s, s.index() + 1, List.of(), events);
  }

  /**
   * Followers in formation move "at the same time (and in the same manner) as its leader": each
   * replays the leader's vertical move and steps, sharing its movement-point die at the same speed
   * (rolling its own otherwise), making its own bets at its own speed with twice the leader's
   * aerobatic points on that step as a penalty. A bet it fails, or a move it cannot make, breaks
   * formation: it stops following for the rest of this move (an assumption, as are: excess movement
   * points of a follower are not used; a follower of a spinning leader stays put).
   */
  private DogfiteState moveFollowers(
      DogfiteState s, String leaderId, Roller roller, List<GameEvent> events) {
    Optional<MoveState> led = s.move();
    DogfiteState next = s;
    for (Map.Entry<String, String> f : s.formations().entrySet()) {
      if (!f.getValue().equals(leaderId) || next.plane(f.getKey()).out()) {
        continue;
      }
      next = follow(next, next.plane(f.getKey()), next.plane(leaderId), led, roller, events);
    }
    return next;
  }

  /** A combined hold that met no maneuver this turn is bet alone as the move ends. */
  private DogfiteState settleHold(DogfiteState s, Roller roller, List<GameEvent> events) {
    if (s.move().isEmpty() || !s.move().get().pendingHold()) {
      return s;
    }
    MoveState ms = s.move().get();
    Plane p = s.plane(s.order().get(s.index()));
    int mark = roller.rollCount();
    BetOutcome hold =
        resolution.bet(
            BetRequest.of(ms.plan().holdBetLevel().orElse(0), p.condition().betModifier()),
            roller,
            p.id() + " holding its level");
    VerticalPlan settled =
        hold.passed()
            ? ms.plan()
            : climbDive.plan(p.placement().altitude(), p.speed(), VerticalMove.FINISH);
    TurnLog log = p.turnLog().with(hold);
    if (!hold.passed()) {
      log = log.with(settled);
    }
    Plane q =
        ImmutablePlane.copyOf(p)
            .withPlacement(new Placement(p.placement().position(), settled.altitude()))
            .withTurnLog(log);
    events.add(
        new DogfiteEvent.LevelHeld(s.turn(), p.id(), hold.passed(), roller.rollsSince(mark)));
    return ImmutableDogfiteState.copyOf(s.with(q)).withMove(ms.holdSettled());
  }

  /** The leader's vertical move for a follower, or level flight where it cannot make it. */
  private VerticalPlan followPlan(Plane p, VerticalMove move) {
    boolean half = p.placement().altitude().pitch() != Altitude.Pitch.LEVEL;
    try {
      return climbDive.plan(p.placement().altitude(), p.speed(), move);
    } catch (IllegalArgumentException e) {
      return climbDive.plan(
          p.placement().altitude(), p.speed(), half ? VerticalMove.FINISH : VerticalMove.LEVEL);
    }
  }

  private DogfiteState follow(
      DogfiteState s,
      Plane p,
      Plane leader,
      Optional<MoveState> led,
      Roller roller,
      List<GameEvent> events) {
    int mark = roller.rollCount();
    if (led.isEmpty()) {
      events.add(
          new DogfiteEvent.MoveBegun(
              s.turn(), p.id(), VerticalMove.LEVEL, 0, Optional.empty(), List.of()));
      events.add(new DogfiteEvent.MoveEnded(s.turn(), p.id()));
      return s;
    }
    MoveState lm = led.get();
    VerticalPlan wanted = followPlan(p, lm.plan().move());
    TurnLog log = p.turnLog();
    if (wanted.holdBetLevel().isPresent()) {
      BetOutcome hold =
          resolution.bet(
              BetRequest.of(wanted.holdBetLevel().getAsInt(), p.condition().betModifier()),
              roller,
              p.id() + " holding its level");
      log = log.with(hold);
      if (!hold.passed()) {
        wanted = climbDive.plan(p.placement().altitude(), p.speed(), VerticalMove.FINISH);
      }
    }
    VerticalPlan plan = wanted;
    int die =
        p.speed() == leader.speed()
            ? lm.die()
            : roller.roll("1d6", p.id() + " movement points").result();
    int mp = movementPoints(die, p.speed(), plan, false);
    Plane q =
        ImmutablePlane.copyOf(p)
            .withPlacement(new Placement(p.placement().position(), plan.altitude()))
            .withTurnLog(log.with(plan));
    events.add(
        new DogfiteEvent.MoveBegun(
            s.turn(), p.id(), plan.move(), mp, Optional.empty(), roller.rollsSince(mark)));
    DogfiteState next = s.with(q);
    for (int i = 0; i < Math.min(mp, lm.steps().size()); i++) {
      Step step = lm.steps().get(i);
      Plane cur = next.plane(p.id());
      int stepMark = roller.rollCount();
      HexPosition from = cur.placement().position();
      HexPosition desired;
      try {
        desired = Step.apply(from, step);
      } catch (IllegalArgumentException e) {
        break;
      }
      Requirement req =
          Step.maneuver(step)
              .map(man -> tables.maneuvers().requirement(man, plan.maneuverSpeed(cur.speed())))
              .orElse(Requirement.AUTO);
      if (req == Requirement.IMPOSSIBLE) {
        break;
      }
      Optional<BetOutcome> bet = Optional.empty();
      HexPosition to = desired;
      if (req != Requirement.AUTO) {
        int penalty = 2 * lm.stepAerobatics().get(i);
        BetRequest r =
            new BetRequest(
                req.level().orElse(0),
                req.level().orElse(0),
                0,
                cur.condition().betModifier() - penalty,
                cur.flying(),
                cur.type().aerobatic());
        BetOutcome o = resolution.bet(r, roller, cur.id() + " keeping formation: " + step);
        bet = Optional.of(o);
        if (!o.maneuverSucceeds()) {
          to = fallback(next, cur, from);
        }
      }
      Plane moved =
          ImmutablePlane.copyOf(cur).withPlacement(new Placement(to, cur.placement().altitude()));
      if (bet.isPresent()) {
        moved = ImmutablePlane.copyOf(moved).withTurnLog(moved.turnLog().with(bet.get()));
      }
      next = next.with(moved);
      events.add(
          new DogfiteEvent.Moved(
              s.turn(), p.id(), step, where(to), bet, moved.edge(), roller.rollsSince(stepMark)));
      if (bet.isPresent() && !bet.get().maneuverSucceeds()) {
        break;
      }
    }
    events.add(new DogfiteEvent.MoveEnded(s.turn(), p.id()));
    return next;
  }

  // ---- Combat and end of turn -------------------------------------------------------------

  /** Whether {@code p} may fire now: a target in range, an edge of at least one. */
  Optional<Range> fireRange(DogfiteState s, Plane p) {
    if (p.out() || p.spinning() || p.target().isEmpty() || p.edge() < 1) {
      return Optional.empty();
    }
    Plane t = s.plane(p.target().get());
    if (t.out() || t.side().equals(p.side())) {
      return Optional.empty();
    }
    return firingRange.range(p.placement(), t.placement());
  }

  /** Moves to the next aircraft that acts in the current stage after index {@code from}. */
  private DogfiteState startStage(DogfiteState s, int from, List<GameEvent> events) {
    for (int i = from + 1; i < s.stageOrder().size(); i++) {
      Plane p = s.plane(s.stageOrder().get(i));
      boolean acts = s.stage() == Stage.COMBAT ? fireRange(s, p).isPresent() : !p.out();
      if (acts) {
        return ImmutableDogfiteState.copyOf(s).withIndex(i);
      }
    }
    if (s.stage() == Stage.COMBAT) {
      return startStage(ImmutableDogfiteState.copyOf(s).withStage(Stage.END_OF_TURN), -1, events);
    }
    return endTurn(s, events);
  }

  private DogfiteState fire(DogfiteState s, Fire f, Roller roller, List<GameEvent> events) {
    Plane p = s.plane(f.plane());
    if (f.guns() < 0 || f.guns() > p.type().guns()) {
      throw new RuleViolation(
          "COMBAT" + SEED,
          "guns",
          Integer.toString(f.guns()),
          p.type().name() + " has " + p.type().guns() + " gun(s)");
    }
    return fireGuns(s, p.id(), 1, f.guns(), fireRange(s, p).orElseThrow(), roller, events);
  }

  /**
   * Fires guns {@code from..guns} one by one; when a gun's dice are one pip from doubles that would
   * score a critical and the shooter's skill allows the pip, the shooter decides ({@link
   * DogfiteCommand.AdjustPip}) before the next gun.
   */
  private DogfiteState fireGuns(
      DogfiteState s,
      String shooterId,
      int from,
      int guns,
      Range range,
      Roller roller,
      List<GameEvent> events) {
    DogfiteState next = s;
    Plane p = s.plane(shooterId);
    for (int gun = from; gun <= guns; gun++) {
      Plane target = next.plane(p.target().orElseThrow());
      if (target.out()) {
        break;
      }
      String purpose = p.id() + " gun " + gun;
      Resolution.HitsRoll roll =
          resolution.hits(p.edge(), p.type().firingBonus(), p.shooting(), range, roller, purpose);
      boolean choice =
          !roll.naturalDoubles()
              && roll.doublesReachable(p.shooting())
              && Criticals.criticalHits(roll.hits(), p.shooting()) > 0;
      if (choice) {
        return ImmutableDogfiteState.copyOf(next)
            .withPip(new DogfiteState.PipChoice(shooterId, gun, guns, range, roll));
      }
      Resolution.Burst burst =
          resolution.criticals(roll, roll.naturalDoubles(), p.shooting(), roller, purpose);
      next = applyBurst(next, p, target, range, burst, roller, events);
    }
    return startStage(next, next.index(), events);
  }

  private DogfiteState adjustPip(
      DogfiteState s, DogfiteCommand.AdjustPip a, Roller roller, List<GameEvent> events) {
    DogfiteState.PipChoice c = s.pip().orElseThrow();
    Plane p = s.plane(c.shooter());
    Plane target = s.plane(p.target().orElseThrow());
    Resolution.Burst burst =
        resolution.criticals(
            c.roll(), a.adjust(), p.shooting(), roller, p.id() + " gun " + c.gun());
    DogfiteState next =
        applyBurst(
            ImmutableDogfiteState.copyOf(s).withPip(Optional.empty()),
            p,
            target,
            c.range(),
            burst,
            roller,
            events);
    return fireGuns(next, c.shooter(), c.gun() + 1, c.guns(), c.range(), roller, events);
  }

  private DogfiteState applyBurst(
      DogfiteState s,
      Plane shooter,
      Plane target,
      Range range,
      Resolution.Burst burst,
      Roller roller,
      List<GameEvent> events) {
    Resolution.Hit hit = damage.resolve(target, burst, roller);
    boolean down = hit.damage().destroyed() || hit.condition().pilotKilled();
    DogfiteState next =
        s.with(
            ImmutablePlane.copyOf(target)
                .withDamage(hit.damage())
                .withCondition(hit.condition())
                .withOut(down));
    events.add(
        new DogfiteEvent.GunFired(
            s.turn(),
            shooter.id(),
            target.id(),
            range,
            burst.hits(),
            burst.criticals(),
            burst.smoke(),
            burst.dice()));
    if (down) {
      events.add(
          new DogfiteEvent.PlaneDown(
              s.turn(),
              "Combat",
              target.id(),
              hit.condition().pilotKilled() ? "its pilot is killed" : "shot to pieces"));
    }
    return next;
  }

  private DogfiteState speedRoll(
      DogfiteState s, ChooseSpeedRoll c, Roller roller, List<GameEvent> events) {
    Plane p = s.plane(c.plane());
    int mark = roller.rollCount();
    Plane q;
    Optional<StressResult> stress = Optional.empty();
    Optional<StallResult> stall = Optional.empty();
    List<String> notes = new ArrayList<>();
    if (p.spinning()) {
      if (c.roll() != EndOfTurn.SpeedRoll.NONE) {
        throw new RuleViolation(
            "STALL / SPIN" + SEED,
            "roll",
            c.roll().name(),
            "a spinning aircraft is at speed 0 and rolls neither power nor drag");
      }
      q = ImmutablePlane.copyOf(p).withSpeed(0);
      notes.add("still spinning");
    } else {
      TurnLog log = p.turnLog();
      EndOfTurn.Turn turn =
          new EndOfTurn.Turn(
              p.type(),
              p.damage(),
              p.speed(),
              log.speedChanges(),
              log.minSpeedIncrease(),
              log.powerModifier() + (log.powerBonus() ? 1 : 0) + p.condition().powerModifier(),
              log.divePoints(),
              log.highestBet(),
              log.failureStress(),
              p.flying(),
              p.condition().engineDestroyed());
      EndOfTurn.Result r;
      try {
        r = endOfTurn.resolve(turn, c.roll(), roller, p.id());
      } catch (IllegalArgumentException e) {
        throw new RuleViolation(
            "CRITICAL HITS" + SEED, "roll", c.roll().name(), String.valueOf(e.getMessage()));
      }
      stress = r.stress();
      stall = r.stall();
      ImmutablePlane b =
          ImmutablePlane.copyOf(p)
              .withSpeed(r.speed())
              .withDamage(r.damage())
              .withOut(r.destroyed());
      if (r.destroyed()) {
        notes.add("the airframe breaks up");
      }
      if (stall.equals(Optional.of(StallResult.STALL))) {
        Altitude a = p.placement().altitude();
        Altitude pitched =
            a.level() > 0 && a.pitch() == Altitude.Pitch.LEVEL
                ? a.leaving(Altitude.Pitch.DIVING)
                : a;
        b =
            b.withPlacement(new Placement(p.placement().position(), pitched))
                .withTarget(Optional.empty())
                .withEdge(0);
      } else if (stall.equals(Optional.of(StallResult.SPIN))) {
        b =
            b.withSpinning(true)
                .withSpeed(0)
                .withPlacement(
                    new Placement(
                        HexPosition.middle(p.placement().position().hex()),
                        Altitude.at(p.placement().altitude().level())))
                .withTarget(Optional.empty())
                .withEdge(0);
      }
      q = b;
    }
    if (!q.out()) {
      Resolution.Hit trouble = resolution.engineTrouble(q.damage(), q.condition(), roller, q.id());
      if (trouble.condition().onFire() && !q.condition().onFire()) {
        notes.add("the engine catches fire");
      } else if (q.condition().onFire()) {
        notes.add("it burns");
      }
      q =
          ImmutablePlane.copyOf(q)
              .withDamage(trouble.damage())
              .withCondition(trouble.condition())
              .withOut(trouble.damage().destroyed());
      if (trouble.damage().destroyed()) {
        notes.add("it burns up");
      }
    }
    q = ImmutablePlane.copyOf(q).withTurnLog(TurnLog.EMPTY);
    events.add(
        new DogfiteEvent.TurnEnded(
            s.turn(),
            p.id(),
            q.speed(),
            stress,
            stall,
            String.join(", ", notes),
            roller.rollsSince(mark)));
    if (q.out()) {
      events.add(
          new DogfiteEvent.PlaneDown(s.turn(), "End of turn", p.id(), String.join(", ", notes)));
    }
    return startStage(s.with(q), s.index(), events);
  }

  private DogfiteState endTurn(DogfiteState s, List<GameEvent> events) {
    List<HexMap.Entry> entries = new ArrayList<>();
    char marker = 'A';
    for (Plane p : s.planes()) {
      if (!p.out()) {
        entries.add(new HexMap.Entry(marker, p.id(), p.placement(), p.speed()));
      }
      marker++;
    }
    events.add(new DogfiteEvent.MapDrawn(s.turn(), HexMap.renderIfSmall(entries, MAP_ROWS)));
    Set<String> sides = new LinkedHashSet<>();
    s.inPlay().forEach(p -> sides.add(p.side()));
    Optional<String> result = Optional.empty();
    Optional<String> winner = Optional.empty();
    if (sides.size() == 1) {
      String side = sides.iterator().next();
      winner = Optional.of(side);
      result =
          Optional.of(
              side
                  + " wins: "
                  + String.join(", ", s.inPlay().stream().map(Plane::id).toList())
                  + " still flying");
    } else if (sides.isEmpty()) {
      result = Optional.of("no aircraft is left in the fight");
    } else if (s.turn() >= s.maxTurns()) {
      result = Optional.of("undecided after " + s.maxTurns() + " turns");
    }
    if (result.isPresent()) {
      events.add(new DogfiteEvent.DuelEnded(s.turn(), result.get()));
      return ImmutableDogfiteState.copyOf(s).withResult(result).withWinner(winner);
    }
    return ImmutableDogfiteState.copyOf(s)
        .withTurn(s.turn() + 1)
        .withStage(Stage.TARGETING)
        .withDeclared(Map.of())
        .withOrder(List.of())
        .withFireOrder(List.of())
        .withTurnOrder(Optional.empty())
        .withFormations(Map.of())
        .withIndex(0)
        .withMove(Optional.empty());
  }
}
