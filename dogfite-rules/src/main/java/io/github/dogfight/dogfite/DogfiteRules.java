package io.github.dogfight.dogfite;

import io.github.dogfight.cards.CardTables;
import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Decision;
import io.github.dogfight.core.game.Ending;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.game.Outcome;
import io.github.dogfight.core.game.Policy;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.game.TurnSequence;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.table.RuleTable;
import io.github.dogfight.core.table.TableListing;
import io.github.dogfight.core.turn.TurnOrder;
import io.github.dogfight.core.view.Piece;
import io.github.dogfight.core.view.View;
import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.dogfite.event.MapDrawn;
import io.github.dogfight.dogfite.internal.CommandOdds;
import io.github.dogfight.dogfite.internal.Context;
import io.github.dogfight.dogfite.internal.Engine;
import io.github.dogfight.dogfite.internal.bot.BetTable;
import io.github.dogfight.dogfite.internal.bot.DogfiteBot;
import io.github.dogfight.dogfite.internal.endofturn.Endings;
import io.github.dogfight.dogfite.internal.map.HexMap;
import io.github.dogfight.dogfite.internal.movement.Movement;
import io.github.dogfight.dogfite.internal.movement.SpinRules;
import io.github.dogfight.dogfite.internal.targeting.Initiative;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * The Dogfite! rule set (rules 000), discoverable as {@code "dogfite"}.
 *
 * <pre>{@code
 * DogfiteRules rules = new DogfiteRules();
 * Game<DogfiteState, DogfiteCommand> g = Game.start(rules, rules.sampleEngagement(3));
 * g = g.play(new DogfiteCommand.ChooseTarget("Camel", Optional.of("Albatros")));
 * }</pre>
 *
 * <p>A turn: every aircraft declares a target (or none); edges are adjusted and the turn's order
 * set (initiative rolled); aircraft move in that order ({@link DogfiteCommand.BeginMove}, then one
 * {@link DogfiteCommand.Move} per movement point, or an {@link DogfiteCommand.EdgeBet} with none,
 * then {@link DogfiteCommand.EndMove} where allowed), each ending its move with the stall / spin
 * check; aircraft with an edge fire at their targets ({@link DogfiteCommand.Fire}); each aircraft
 * makes its speed roll and its end-of-turn checks ({@link DogfiteCommand.ChooseSpeedRoll}). The
 * engagement ends when one side is left, or undecided after the turn limit. {@link
 * DogfiteState#pending()} says which decision is due.
 *
 * <p>A variant swaps a policy ({@link #withActivation(DogfiteActivation)}, {@link
 * #withPositionBonus}, {@link #withFiringRange}, {@link #withDamage}), patches a table ({@link
 * #withTables}) or reads a line of the seed the other way ({@link #withReadings}). Where the seed
 * is silent the module README lists the assumptions made.
 */
public final class DogfiteRules implements RuleSet<DogfiteState, DogfiteCommand> {
  /** The name this rule set is found by. */
  public static final String NAME = "dogfite";

  /** The most edge an aircraft may hold when an engagement starts ({@link #start}). */
  public static final int MAX_START_EDGE = 20;

  /** The highest altitude level an aircraft may start at ({@link #start}). */
  public static final int MAX_LEVEL = 100;

  /** The name of the seed's own activation, {@link #activations()}. */
  public static final String INITIATIVE = "initiative";

  private final DogfiteTables tables;
  private final PositionBonus positionBonus;
  private final FiringRange firingRange;
  private final DogfiteActivation activation;
  private final GunDamage damage;
  private final DogfiteReadings readings;
  private final Engine engine;
  private final DogfiteOdds odds;
  private final CommandOdds commandOdds;
  private volatile @Nullable BetTable betTable;

  /** The seed's rules with the documented defaults. */
  public DogfiteRules() {
    this(DogfiteTables.standard(), PositionBonus.standard(), FiringRange.standard());
  }

  /**
   * Rules with patched tables or replaced position rules, for variants.
   *
   * @param tables the tables
   * @param positionBonus the position bonus rule
   * @param firingRange the firing range rule
   */
  public DogfiteRules(DogfiteTables tables, PositionBonus positionBonus, FiringRange firingRange) {
    this(tables, positionBonus, firingRange, DogfiteActivation.initiative(tables));
  }

  /**
   * Rules with patched tables, replaced position rules and a replaced activation, for variants.
   *
   * @param tables the tables
   * @param positionBonus the position bonus rule
   * @param firingRange the firing range rule
   * @param activation the activation
   */
  public DogfiteRules(
      DogfiteTables tables,
      PositionBonus positionBonus,
      FiringRange firingRange,
      DogfiteActivation activation) {
    this(tables, positionBonus, firingRange, activation, GunDamage.standard());
  }

  /**
   * Rules assembled from every part a variant can replace.
   *
   * @param tables the tables
   * @param positionBonus the position bonus rule
   * @param firingRange the firing range rule
   * @param activation the activation
   * @param damage the damage policy
   */
  public DogfiteRules(
      DogfiteTables tables,
      PositionBonus positionBonus,
      FiringRange firingRange,
      DogfiteActivation activation,
      GunDamage damage) {
    this(tables, positionBonus, firingRange, activation, damage, DogfiteReadings.standard());
  }

  /**
   * Rules assembled from every part a variant can replace, and how the seed's lines that read two
   * ways are read.
   *
   * @param tables the tables
   * @param positionBonus the position bonus rule
   * @param firingRange the firing range rule
   * @param activation the activation
   * @param damage the damage policy
   * @param readings the readings
   */
  public DogfiteRules(
      DogfiteTables tables,
      PositionBonus positionBonus,
      FiringRange firingRange,
      DogfiteActivation activation,
      GunDamage damage,
      DogfiteReadings readings) {
    Objects.requireNonNull(tables, "tables");
    Objects.requireNonNull(positionBonus, "positionBonus");
    Objects.requireNonNull(firingRange, "firingRange");
    Objects.requireNonNull(activation, "activation");
    Objects.requireNonNull(damage, "damage");
    Objects.requireNonNull(readings, "readings");
    this.tables = tables;
    this.positionBonus = positionBonus;
    this.firingRange = firingRange;
    this.activation = activation;
    this.damage = damage;
    this.readings = readings;
    Context context = Context.of(tables, positionBonus, firingRange, activation, damage, readings);
    this.engine = new Engine(context);
    this.odds = new DogfiteOdds(tables, readings);
    this.commandOdds = new CommandOdds(context, odds, engine);
  }

  /**
   * These rules with another activation: a variant such as {@code
   * withActivation(CardActivation.standard())}, which draws activation cards (rules 004) instead of
   * rolling initiative.
   *
   * @param replacement the activation
   * @return the new rules
   */
  public DogfiteRules withActivation(DogfiteActivation replacement) {
    Objects.requireNonNull(replacement, "replacement");
    return new DogfiteRules(tables, positionBonus, firingRange, replacement, damage, readings);
  }

  /**
   * These rules with another position bonus (the edge an aircraft gains by where it sits).
   *
   * @param replacement the position bonus rule
   * @return the new rules
   */
  public DogfiteRules withPositionBonus(PositionBonus replacement) {
    Objects.requireNonNull(replacement, "replacement");
    return new DogfiteRules(tables, replacement, firingRange, activation, damage, readings);
  }

  /**
   * These rules with another firing range rule.
   *
   * @param replacement the firing range rule
   * @return the new rules
   */
  public DogfiteRules withFiringRange(FiringRange replacement) {
    Objects.requireNonNull(replacement, "replacement");
    return new DogfiteRules(tables, positionBonus, replacement, activation, damage, readings);
  }

  /**
   * These rules with another damage policy for gun hits.
   *
   * @param replacement the damage policy
   * @return the new rules
   */
  public DogfiteRules withDamage(GunDamage replacement) {
    Objects.requireNonNull(replacement, "replacement");
    return new DogfiteRules(tables, positionBonus, firingRange, activation, replacement, readings);
  }

  /**
   * These rules with patched tables ({@link DogfiteTables#patched}); the seed's initiative, if in
   * use, reads its speed modifiers from them.
   *
   * @param replacement the tables
   * @return the new rules
   */
  public DogfiteRules withTables(DogfiteTables replacement) {
    Objects.requireNonNull(replacement, "replacement");
    DogfiteActivation a =
        activation instanceof Initiative ? DogfiteActivation.initiative(replacement) : activation;
    return new DogfiteRules(replacement, positionBonus, firingRange, a, damage, readings);
  }

  /**
   * These rules with other readings of the seed's lines that read two ways ({@link
   * DogfiteReadings}): a variant such as {@code
   * withReadings(DogfiteReadings.standard().withSimultaneousFire(false))}.
   *
   * @param replacement the readings
   * @return the new rules
   */
  public DogfiteRules withReadings(DogfiteReadings replacement) {
    Objects.requireNonNull(replacement, "replacement");
    return new DogfiteRules(tables, positionBonus, firingRange, activation, damage, replacement);
  }

  /**
   * The readings in use: {@link DogfiteReadings#standard()} unless a variant replaced them.
   *
   * @return the readings in use
   */
  public DogfiteReadings readings() {
    return readings;
  }

  /** {@return the tables in use} */
  public DogfiteTables tables() {
    return tables;
  }

  /** {@return the position bonus in use} */
  public PositionBonus positionBonus() {
    return positionBonus;
  }

  /** {@return the firing range rule in use} */
  public FiringRange firingRange() {
    return firingRange;
  }

  /** {@return the damage policy in use} */
  public GunDamage damage() {
    return damage;
  }

  /**
   * The activation in use: initiative unless a variant replaced it.
   *
   * @return the activation in use: initiative unless a variant replaced it
   */
  public DogfiteActivation activation() {
    return activation;
  }

  /**
   * Exact odds under these rules.
   *
   * @return the odds
   */
  public DogfiteOdds odds() {
    return odds;
  }

  @Override
  public List<String> activations() {
    return List.of(INITIATIVE, CardActivation.NAME);
  }

  @Override
  public DogfiteRules withActivation(String activationName) {
    return switch (activationName) {
      case INITIATIVE -> withActivation(DogfiteActivation.initiative(tables));
      case CardActivation.NAME -> withActivation(CardActivation.standard());
      default -> throw RuleSet.unknownActivation(this, activationName);
    };
  }

  /** "destroyed", "all destroyed", "turn limit": see {@link Endings}. */
  @Override
  public List<String> endReasons() {
    return Endings.REASONS;
  }

  /**
   * Survivors: each side's aircraft not out of the fight (shot down, burnt, broken up, spun in).
   */
  @Override
  public Ending ending(DogfiteState state) {
    return Endings.of(Objects.requireNonNull(state, "state"), sides(state));
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String title() {
    String base = "Dogfite! \"Aerial Craps\": WW1 air combat where every maneuver is a bet";
    return activation instanceof Initiative ? base : base + ", activated by " + activation.name();
  }

  @Override
  public TurnSequence turnSequence() {
    return TurnSequence.of("Targeting", "Movement", "Combat", "End of turn");
  }

  /**
   * The policies the engine calls: the activation, the position bonus, the firing range and the gun
   * damage. Hex steps and the seed's tables are not policies: tables are patched instead.
   */
  @Override
  public List<Policy> policies() {
    return List.of(activation, positionBonus, firingRange, damage);
  }

  @Override
  public List<OddsQuery> oddsQueries() {
    List<OddsQuery> queries = new ArrayList<>(odds.queries());
    queries.add(TurnOdds.query(this));
    return List.copyOf(queries);
  }

  /**
   * The exact odds of every command whose resolution rolls dice for its aircraft, worked out with
   * the functions the engine resolves them with, from the deciding aircraft's view:
   *
   * <ul>
   *   <li>a {@link DogfiteCommand.Move} that bets (a maneuver the table asks a bet for, a raised
   *       level, aerobatic points) and a {@link DogfiteCommand.EdgeBet}: "P(bet passes)" and
   *       "E(edge)" (the edge gained, less what the failure table takes, over both rolls), then
   *       "P(stress test)" and "P(dive)" where a failure can bring them; an {@link
   *       DogfiteCommand.EnterSpin}: "P(spin entered)";
   *   <li>a {@link DogfiteCommand.BeginMove}: the movement-point die, "P(no movement point)", "P(1
   *       movement point)", "P(2 movement points)", after "P(level held)" (and the hold bet's
   *       "E(edge)", "P(stress test)", "P(dive)") when it holds a half-level move's level; a
   *       spinning aircraft's recovery, "P(recovers from the spin)";
   *   <li>a command that ends the move ({@link DogfiteCommand.EndMove}, a {@link
   *       DogfiteCommand.LeaveHex} or a step with no bet on the last movement point): the stall /
   *       spin check, "P(stall)" and "P(spin)", when the aircraft ends at or below its minimum
   *       speed; or "P(level held)" when a held level is still to be bet;
   *   <li>a {@link DogfiteCommand.Tail} that closes a circle of tailing aircraft: "P(moves first in
   *       the tailing circle)", the d6 roll-off;
   *   <li>a {@link DogfiteCommand.Fire} of one gun or more: "P(at least one hit)", then each gun's
   *       "E(hits)", "P(critical hit)" and "E(critical hits)" ("per gun" with two guns), a pip
   *       moved for doubles where it scores best ({@link DogfiteOdds#hits});
   *   <li>an {@link DogfiteCommand.AdjustPip}: the "hits of this gun" and "critical hits of this
   *       gun" with that pip, and the chances of the guns still to fire;
   *   <li>a {@link DogfiteCommand.ChooseSpeedRoll}: "P(gains N speed)" (power) or "P(loses N
   *       speed)" (drag) and "E(speed after the turn)", then the end of turn's "P(stress test)",
   *       "P(stress damage)", "P(engine catches fire)", "E(fire damage)" and "P(destroyed)" where
   *       they can happen.
   * </ul>
   *
   * <p>Other commands roll no dice for their aircraft and show none.
   *
   * @throws RuleViolation when the move or bet is not legal now
   */
  @Override
  public Map<String, Rational> commandOdds(View<DogfiteState> view, DogfiteCommand command) {
    Objects.requireNonNull(view, "view");
    Objects.requireNonNull(command, "command");
    DogfiteState s = view.state();
    Optional<Map.Entry<BetRequest, DogfiteOdds.StepTasks>> bet = Optional.empty();
    if (command instanceof DogfiteCommand.Move m && s.pending() instanceof Pending.Moving moving) {
      bet = Movement.bet(tables, s.plane(m.plane()), moving.move(), m);
    } else if (command instanceof DogfiteCommand.EdgeBet e) {
      bet = Optional.of(Movement.bet(s.plane(e.plane()), e));
    } else if (command instanceof DogfiteCommand.EnterSpin e) {
      Plane p = s.plane(e.plane());
      BetRequest entry = SpinRules.entry(p.flying(), p.condition().betModifier());
      return Map.of(
          "P(spin entered)",
          odds.betPass(entry.chosenLevel(), entry.aerobaticPoints(), entry.modifier()));
    }
    if (bet.isEmpty()) {
      return commandOdds.of(s, command);
    }
    DogfiteOdds.BetAdvice a = odds.advice(bet.get().getKey(), bet.get().getValue());
    Map<String, Rational> out = new LinkedHashMap<>();
    out.put("P(bet passes)", a.pass());
    out.put("E(edge)", a.expectedEdge());
    if (a.stressFromFailure().signum() > 0) {
      out.put("P(stress test)", a.stressFromFailure());
    }
    if (a.dive().signum() > 0) {
      out.put("P(dive)", a.dive());
    }
    return out;
  }

  /**
   * The module's deterministic bot: it chooses from its aircraft's view and weighs bets with exact
   * odds worked out once per rule set.
   */
  @Override
  public Bot<DogfiteState, DogfiteCommand> defaultBot() {
    BetTable t = betTable;
    if (t == null) {
      t = new BetTable(tables, readings);
      betTable = t;
    }
    return new DogfiteBot(t, engine.movementCommands());
  }

  /**
   * A new engagement of {@code planes}, dice seeded with {@code seed}: turn 1, the first aircraft
   * to declare its target.
   *
   * @param planes the aircraft, ids unique
   * @param seed the dice seed
   * @return the first state
   * @throws IllegalArgumentException for duplicate ids, aircraft of fewer than two sides, or an
   *     aircraft whose speed is over {@link AircraftType#MAX_SPEED}, edge outside 0 to {@value
   *     #MAX_START_EDGE} or altitude level over {@value #MAX_LEVEL}
   */
  public DogfiteState start(List<Plane> planes, long seed) {
    StartCheck.check(planes);
    String first = planes.stream().filter(p -> !p.out()).findFirst().orElseThrow().id();
    return new DogfiteState(
        DiceStream.seeded(seed),
        1,
        planes,
        new Pending.Targeting(first),
        TurnProgress.START,
        50,
        Optional.empty(),
        Optional.empty());
  }

  /**
   * The sample duel: a Sopwith Camel of the RFC against an Albatros D.III of Jasta 11, six hexes
   * apart at level 3 and speed 5, flying at each other.
   */
  @Override
  public DogfiteState sampleEngagement(long seed) {
    return start(DogfiteSample.planes(Map.of()), seed);
  }

  /** The sample duel's aircraft: "Camel" and "Albatros". */
  @Override
  public List<String> replaceableAircraft() {
    return DogfiteSample.AIRCRAFT;
  }

  /** The names of the sample catalog's types ({@link AircraftCatalog#sample()}). */
  @Override
  public List<String> aircraftTypes() {
    return DogfiteSample.typeNames();
  }

  /**
   * The sample duel with its aircraft flying the named types: the same pilots, hexes, facings and
   * altitudes; each starts at the sample's speed 5, clamped to its type's speeds above its minimum
   * speed (an assumption: the seed gives no starting speed by type).
   */
  @Override
  public DogfiteState sampleEngagement(long seed, Map<String, String> types) {
    return start(DogfiteSample.planes(types), seed);
  }

  /**
   * The names {@link DogfiteTables#patched} accepts, in the order of {@link DogfiteTables#all()}.
   */
  @Override
  public List<String> patchableTables() {
    return tables.all().stream().map(RuleTable::name).toList();
  }

  /**
   * The tables of {@link DogfiteTables#all()}, patchable, then the card activation's, read-only.
   */
  @Override
  public List<TableListing> tableListings() {
    return Stream.concat(
            tables.all().stream().map(TableListing::patchable), CardTables.listings().stream())
        .toList();
  }

  /**
   * These rules with {@code tables().patched(table, row, column, cell)} ({@link #withTables}): the
   * activation and every other part kept, so that patching and {@link #withActivation(String)} give
   * the same rules in either order.
   */
  @Override
  public DogfiteRules withTablePatch(String table, String row, String column, String cell) {
    return withTables(tables.patched(table, row, column, cell));
  }

  @Override
  public List<String> sides(DogfiteState state) {
    return state.planes().stream().map(Plane::side).distinct().toList();
  }

  @Override
  public String sideOf(DogfiteState state, String actor) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(actor, "actor");
    for (Plane p : state.planes()) {
      if (p.id().equals(actor) || p.side().equals(actor)) {
        return p.side();
      }
    }
    throw new IllegalArgumentException("no aircraft or side '" + actor + "'");
  }

  /**
   * The aircraft and a labelled hex map of those still in the fight, with its key (the legend alone
   * when far apart).
   */
  @Override
  public String situation(View<DogfiteState> view) {
    List<MapDrawn.Marker> markers = new ArrayList<>();
    char letter = 'A';
    for (Plane p : view.state().planes()) {
      if (!p.out()) {
        markers.add(new MapDrawn.Marker(letter, p.id(), p.placement(), p.speed()));
      }
      letter++;
    }
    return summary(view.state()) + HexMap.labelledIfSmall(markers, MapDrawn.MAX_ROWS);
  }

  /**
   * Each aircraft on the hex map: its hex and facing (none in the middle of a hex), its altitude
   * level ("level 3, climbing" in a half-level move), speed and damage.
   */
  @Override
  public List<Piece> pieces(View<DogfiteState> view) {
    List<Piece> out = new ArrayList<>();
    for (Plane p : view.state().planes()) {
      Altitude a = p.placement().altitude();
      String height =
          "level "
              + a.level()
              + switch (a.pitch()) {
                case LEVEL -> "";
                case CLIMBING -> ", climbing";
                case DIVING -> ", diving";
              };
      String status =
          (p.out() ? "down" : "speed " + p.speed())
              + ", damage "
              + p.damage().marks()
              + "/"
              + 2 * p.damage().boxes()
              + (p.spinning() ? ", spinning" : "");
      out.add(
          Piece.onMap(
              p.id(),
              p.side(),
              p.placement().position().hex(),
              p.placement().position().heading(),
              a.level(),
              height,
              status,
              !p.out()));
    }
    return out;
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
    return state.dice().equals(dice) ? state : state.withDice(dice);
  }

  @Override
  public boolean awaits(DogfiteState state, String actor) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(actor, "actor");
    Pending p = state.pending();
    return !(p instanceof Pending.Over) && p.plane().equals(actor);
  }

  /**
   * The pending decision: one aircraft at a time (targets are declared openly, in the order of the
   * aircraft; the seed keeps the log "open to public view").
   */
  @Override
  public Decision decision(DogfiteState state) {
    Pending p = state.pending();
    return p instanceof Pending.Over ? Decision.over() : Decision.of(p.plane(), state.phase());
  }

  /**
   * What {@code viewer} may see: the dice are hidden, and so is the part of the turn's order not
   * yet revealed (an activation deck's order).
   */
  @Override
  public DogfiteState visibleTo(DogfiteState state, Viewer viewer) {
    if (viewer.omniscient()) {
      return state;
    }
    DogfiteState s = state.withDice(DiceStream.hidden());
    Optional<TurnOrder> order = s.turnOrder();
    if (order.isEmpty()) {
      return s;
    }
    TurnOrder concealed = order.get().concealed();
    return concealed == order.get()
        ? s
        : s.withProgress(s.progress().withTurnOrder(Optional.of(concealed)));
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

  @Override
  public List<DogfiteCommand> legalCommands(DogfiteState state, String actor) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(actor, "actor");
    Pending p = state.pending();
    return !(p instanceof Pending.Over) && p.plane().equals(actor)
        ? engine.legal(state)
        : List.of();
  }

  @Override
  public List<DogfiteCommand> legalCommands(DogfiteState state) {
    return engine.legal(state);
  }

  @Override
  public Outcome<DogfiteState> apply(DogfiteState state, DogfiteCommand command, Roller roller) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(command, "command");
    Objects.requireNonNull(roller, "roller");
    return engine.apply(state, command, roller);
  }
}
