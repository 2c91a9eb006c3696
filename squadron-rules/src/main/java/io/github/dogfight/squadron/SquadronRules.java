package io.github.dogfight.squadron;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Decision;
import io.github.dogfight.core.game.Ending;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.game.Outcome;
import io.github.dogfight.core.game.Policy;
import io.github.dogfight.core.game.Replacements;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.TurnSequence;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.view.Piece;
import io.github.dogfight.core.view.View;
import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.squadron.SquadronCommand.ChooseEscapees;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.squadron.SquadronCommand.RemoveFighters;
import io.github.dogfight.squadron.SquadronCommand.SpendSuccesses;
import io.github.dogfight.squadron.internal.CommandOdds;
import io.github.dogfight.squadron.internal.Context;
import io.github.dogfight.squadron.internal.Engine;
import io.github.dogfight.squadron.internal.Interchangeable;
import io.github.dogfight.squadron.internal.declaration.Declarations;
import io.github.dogfight.squadron.internal.endofturn.EngagementEnd;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The Squadron Phase rule set (rules 003), discoverable as {@code "squadron"}.
 *
 * <p>A round: both sides {@link DeclareManeuver declare} a maneuver; the second declaration rolls
 * the opposed pools; the winner's maneuver takes effect, asking for the decisions the seed gives to
 * players ({@link SpendSuccesses}, {@link RemoveFighters}, {@link ChooseEscapees}); then the host's
 * {@link CombatPhase} runs. Rounds repeat until a side has no aircraft left in the fight.
 *
 * <pre>{@code
 * SquadronRules rules = new SquadronRules();
 * Game<SquadronState, SquadronCommand> game = Game.start(rules, rules.start(raf, luftwaffe, 7));
 * game = game.play(new DeclareManeuver(Side.WHITE, Maneuver.ATTACK));
 * game = game.play(new DeclareManeuver(Side.BLACK, Maneuver.DEFEND)); // rolls
 * }</pre>
 */
public final class SquadronRules implements RuleSet<SquadronState, SquadronCommand> {
  /** The name this rule set is found by. */
  public static final String NAME = "squadron";

  /**
   * The most aircraft a squadron may bring to an engagement ({@link #start}). With Handling at most
   * {@link AircraftType#MAX_HANDLING}, a squadron's pool is at most 120 dice, 180 flying Defend:
   * {@link SquadronOdds#MAX_POOL}, the most whose exact odds are shown.
   */
  public static final int MAX_AIRCRAFT = 100;

  private final SquadronConfig config;
  private final SquadronOdds odds;
  private final Engine engine;
  private final CommandOdds commandOdds;
  private final EngagementOdds engagementOdds;

  /** The rules with the default configuration. */
  public SquadronRules() {
    this(SquadronConfig.defaults());
  }

  /**
   * The rules with {@code config}.
   *
   * @param config the configuration
   */
  public SquadronRules(SquadronConfig config) {
    this.config = Objects.requireNonNull(config, "config");
    this.odds = new SquadronOdds(config);
    Context context = new Context(config, odds, new Edits());
    this.engine = new Engine(context);
    this.commandOdds = new CommandOdds(context);
    this.engagementOdds = new EngagementOdds(this, context);
  }

  /**
   * The configuration.
   *
   * @return the configuration
   */
  public SquadronConfig config() {
    return config;
  }

  /**
   * Exact odds under this configuration.
   *
   * @return the odds
   */
  public SquadronOdds odds() {
    return odds;
  }

  /**
   * Exact odds of whole engagements under this configuration, and the best secret choice of
   * maneuver (issue 32).
   *
   * @return the engagement odds
   */
  public EngagementOdds engagementOdds() {
    return engagementOdds;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String title() {
    return "Squadron Phase: opposed white/black d6 pools (Heresy Engine dogfights)";
  }

  @Override
  public TurnSequence turnSequence() {
    return TurnSequence.of(SquadronState.SQUADRON_PHASE, SquadronState.COMBAT_PHASE);
  }

  @Override
  public List<Policy> policies() {
    return List.of(
        config.declaration(), config.advantage(), config.specialDamage(), config.combatPhase());
  }

  /**
   * A new engagement between two squadrons, dice seeded with {@code seed}.
   *
   * @param white the white squadron
   * @param black the black squadron
   * @param seed the dice seed
   * @return the first state
   * @throws IllegalArgumentException naming the squadron when it is on the wrong side, shares the
   *     other's name, has no aircraft in the fight, or more than {@value #MAX_AIRCRAFT} aircraft
   */
  public SquadronState start(Squadron white, Squadron black, long seed) {
    Objects.requireNonNull(white, "white");
    Objects.requireNonNull(black, "black");
    if (white.side() != Side.WHITE || black.side() != Side.BLACK) {
      throw new IllegalArgumentException(
          "white must be the WHITE squadron and black the BLACK one, were "
              + white.side()
              + " and "
              + black.side());
    }
    if (white.name().equals(black.name())) {
      throw new IllegalArgumentException(
          "the two squadrons are both called '" + white.name() + "': give each its own name");
    }
    if (white.inFight().isEmpty() || black.inFight().isEmpty()) {
      throw new IllegalArgumentException("both squadrons need at least one aircraft in the fight");
    }
    for (Squadron sq : List.of(white, black)) {
      if (sq.aircraft().size() > MAX_AIRCRAFT) {
        throw new IllegalArgumentException(
            "squadron '"
                + sq.name()
                + "' has "
                + sq.aircraft().size()
                + " aircraft, more than the "
                + MAX_AIRCRAFT
                + " a squadron may bring");
      }
    }
    SquadronState opening =
        ImmutableSquadronState.builder()
            .dice(DiceStream.seeded(seed))
            .turn(1)
            .white(white)
            .black(black)
            .pending(new Pending.Declaration(List.of(Side.WHITE, Side.BLACK), true))
            .build();
    Roller roller = Roller.from(opening.dice());
    Pending.Declaration first = Declarations.plan(config.declaration(), opening, roller);
    return ImmutableSquadronState.copyOf(opening)
        .withPending(first)
        .withDice(roller.stream().orElseThrow());
  }

  /**
   * The sample engagement: rules 003's example, RAF 11 Group (3 Spitfires, 2 Wyverns, 4 Hurricanes)
   * against a Luftwaffe swarm (7 Bf 109s, 5 He 111s), from the sample catalog.
   */
  @Override
  public SquadronState sampleEngagement(long seed) {
    return start(SampleForces.RAF, SampleForces.LUFTWAFFE, seed);
  }

  /**
   * The sample engagement's aircraft, by id ("RAF Spitfire Mk I 1" ... "Luftwaffe He 111 H 5"), in
   * the squadrons' order.
   */
  @Override
  public List<String> replaceableAircraft() {
    return SampleForces.IDS;
  }

  /** The names of the sample catalog's types ({@link AircraftCatalog#sample()}), every role. */
  @Override
  public List<String> aircraftTypes() {
    return SampleForces.TYPES;
  }

  /**
   * The sample engagement with some of its aircraft of other types: each keeps its id (the name it
   * had in the sample, such as "RAF Spitfire Mk I 1", whatever it flies now), squadron and side.
   * Any type of the catalog may replace any aircraft, a fighter a special aircraft too: rules 003
   * sets no limit on a squadron's make-up.
   */
  @Override
  public SquadronState sampleEngagement(long seed, Map<String, String> types) {
    Objects.requireNonNull(types, "types");
    if (types.isEmpty()) {
      return sampleEngagement(seed);
    }
    Replacements.check(types, SampleForces.IDS, SampleForces.TYPES);
    return start(
        SampleForces.retyped(SampleForces.RAF, types),
        SampleForces.retyped(SampleForces.LUFTWAFFE, types),
        seed);
  }

  /** The sample engagement's squadrons, built once from the bundled sample catalog. */
  private static final class SampleForces {
    static final Squadron RAF =
        Squadron.builder("RAF", Side.WHITE)
            .add(3, AircraftCatalog.sample().type("Spitfire Mk I"))
            .add(2, AircraftCatalog.sample().type("Wyvern"))
            .add(4, AircraftCatalog.sample().type("Hurricane Mk I"))
            .build();
    static final Squadron LUFTWAFFE =
        Squadron.builder("Luftwaffe", Side.BLACK)
            .add(7, AircraftCatalog.sample().type("Bf 109 E"))
            .add(5, AircraftCatalog.sample().type("He 111 H"))
            .build();
    static final List<String> IDS =
        java.util.stream.Stream.concat(RAF.aircraft().stream(), LUFTWAFFE.aircraft().stream())
            .map(Aircraft::id)
            .toList();
    static final List<String> TYPES =
        AircraftCatalog.sample().types().stream().map(AircraftType::name).toList();

    static Squadron retyped(Squadron sample, Map<String, String> types) {
      Squadron.Roster roster = Squadron.builder(sample.name(), sample.side());
      for (Aircraft a : sample.aircraft()) {
        String type = types.get(a.id());
        roster.add(type == null ? a : Aircraft.of(a.id(), AircraftCatalog.sample().type(type)));
      }
      return roster.build();
    }
  }

  /**
   * The odds of a command, from its side's view.
   *
   * <ul>
   *   <li>Declaring a maneuver: for each maneuver the enemy may secretly choose, "P(win) vs Attack"
   *       (if the enemy flies Attack) and so on, the chance of at least one net success in the
   *       Squadron Roll ({@link SquadronOdds#netSuccesses(View, Maneuver, Maneuver)}).
   *   <li>Spending successes on damage rolls: for each special aircraft struck, "P(He 111 H 1 shot
   *       down)", the exact chance that the damage rolls aimed at it, made in the command's order
   *       with the damage policy's {@link SpecialAircraftDamage#distribution}, reach its structure.
   *   <li>Removing fighters, escaping and a spending without damage rolls roll nothing and show
   *       none.
   * </ul>
   */
  @Override
  public Map<String, Rational> commandOdds(View<SquadronState> view, SquadronCommand command) {
    Objects.requireNonNull(view, "view");
    Objects.requireNonNull(command, "command");
    return commandOdds.of(view, command);
  }

  /**
   * What a player can tell apart of {@code command} in {@code state}: two commands have equal keys
   * when they differ only by interchangeable aircraft (the same type and damage; a shooter by its
   * type alone) or by the order of their damage rolls. {@link #legalCommands} lists one command per
   * key; a front end or a test can match any command to the listed one by its key ("remove 2
   * Spitfire Mk I and 3 Hurricane Mk I" whichever Spitfires and Hurricanes it names). A command
   * naming an aircraft that is not in the fight, or one aircraft twice, is its own key.
   *
   * @param state the state the command is given in
   * @param command the command
   * @return a value with {@code equals} and {@code hashCode}: equal for interchangeable commands
   */
  public Object interchangeableKey(SquadronState state, SquadronCommand command) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(command, "command");
    return Interchangeable.key(state, command);
  }

  @Override
  public Bot<SquadronState, SquadronCommand> defaultBot() {
    return new SquadronBot(this);
  }

  /** The name of the bot that declares by the equilibrium mix ({@link EquilibriumBot}). */
  public static final String EQUILIBRIUM_BOT = "equilibrium";

  /** The seed of the random stream of the bot named {@value #EQUILIBRIUM_BOT}. */
  public static final long EQUILIBRIUM_BOT_SEED = 1L;

  /**
   * {@code default} ({@link SquadronBot}) and {@value #EQUILIBRIUM_BOT} ({@link EquilibriumBot}).
   */
  @Override
  public List<String> botNames() {
    return List.of("default", EQUILIBRIUM_BOT);
  }

  /**
   * The bot named {@code name}: {@code default} or {@value #EQUILIBRIUM_BOT}, a new {@link
   * EquilibriumBot} whose own stream is seeded with {@value #EQUILIBRIUM_BOT_SEED} (construct one
   * for another seed).
   */
  @Override
  public Bot<SquadronState, SquadronCommand> bot(String name) {
    Objects.requireNonNull(name, "name");
    if (name.equals(EQUILIBRIUM_BOT)) {
      return new EquilibriumBot(this, EQUILIBRIUM_BOT_SEED);
    }
    return RuleSet.super.bot(name);
  }

  @Override
  public List<OddsQuery> oddsQueries() {
    return List.of(odds.query());
  }

  /**
   * A squadron has no aircraft left in the fight, its last ones removed by enemy successes or shot
   * down: "they remove enemy fighters from the dogfight for every 3 successes or damage special
   * aircraft for every 6" (rules 003, Squadron Maneuvers).
   */
  public static final String REMOVED = "removed";

  /**
   * A squadron has no aircraft left in the fight because its own Escape took the last of them out:
   * "For every net success, 1 friendly aircraft safely leaves the battle to fight another day"
   * (rules 003, Escape). The squadron phase's way of leaving the map.
   */
  public static final String ESCAPED = "escaped";

  /** Neither squadron has aircraft left in the fight (the host's Combat Phase took the last). */
  public static final String BOTH_OUT = "both out";

  /**
   * Both squadrons still fight after the last round ({@link SquadronConfig#maxRounds()}, an
   * assumption: the seed's rounds go on "If the fight remains unresolved").
   */
  public static final String TURN_LIMIT = "turn limit";

  /**
   * {@value #REMOVED}, {@value #ESCAPED}, {@value #BOTH_OUT}, {@value #TURN_LIMIT}: the engine ends
   * the engagement at the end of a round when a squadron has no aircraft left in the fight, or at
   * the round limit.
   */
  @Override
  public List<String> endReasons() {
    return List.of(REMOVED, ESCAPED, BOTH_OUT, TURN_LIMIT);
  }

  /**
   * The winner (the squadron's name), the reason recorded where the engagement ended ({@link
   * SquadronState#endReason()}; for a finished state built without one: {@value #ESCAPED} when the
   * squadron out of the fight lost aircraft by escaping only), and each side's aircraft in the
   * fight ({@link Squadron#inFight()}: not removed, shot down or escaped).
   */
  @Override
  public Ending ending(SquadronState state) {
    Objects.requireNonNull(state, "state");
    if (!state.isOver()) {
      throw new IllegalArgumentException(
          "the engagement is not over (turn " + state.turn() + ", " + state.phase() + ")");
    }
    Map<String, Integer> survivors = new LinkedHashMap<>();
    for (Side side : Side.values()) {
      survivors.put(side.name(), state.squadron(side).inFight().size());
    }
    String reason =
        state.endReason().orElseGet(() -> EngagementEnd.reason(state, escapedOnly(state)));
    return new Ending(state.winner(), reason, survivors);
  }

  private static boolean escapedOnly(SquadronState state) {
    for (Side side : Side.values()) {
      Squadron sq = state.squadron(side);
      if (sq.inFight().isEmpty()
          && sq.count(Status.ESCAPED) > 0
          && sq.count(Status.REMOVED) + sq.count(Status.SHOT_DOWN) == 0) {
        return true;
      }
    }
    return false;
  }

  /** Each squadron's aircraft in the fight by type, and what it has lost. */
  @Override
  public List<String> sides(SquadronState state) {
    Objects.requireNonNull(state, "state");
    return List.of(Side.WHITE.name(), Side.BLACK.name());
  }

  @Override
  public String sideOf(SquadronState state, String actor) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(actor, "actor");
    for (Side side : Side.values()) {
      Squadron squadron = state.squadron(side);
      if (side.name().equals(actor)
          || squadron.name().equals(actor)
          || squadron.aircraft().stream().anyMatch(a -> a.id().equals(actor))) {
        return side.name();
      }
    }
    throw new IllegalArgumentException("no side, squadron or aircraft '" + actor + "'");
  }

  /**
   * Each squadron off the map, on a timeline: the aircraft it still has in the fight by type, its
   * pool, and the Tactical successes it has banked for the next roll; as {@link Piece.Measure}s,
   * its aircraft by status and type and its banked successes. Squadrons have no height.
   */
  @Override
  public List<Piece> pieces(View<SquadronState> view) {
    SquadronState s = view.state();
    List<Piece> out = new ArrayList<>();
    for (Side side : Side.values()) {
      Squadron sq = s.squadron(side);
      int bank = config.advantage().advantage(s, side.name(), side.opponent().name());
      out.add(
          Piece.offMap(
                  sq.name(),
                  side.name(),
                  0,
                  "",
                  forces(sq)
                      + ", pool "
                      + sq.basePool()
                      + (bank > 0 ? ", " + bank + " banked" : ""),
                  !sq.inFight().isEmpty())
              .withMeasures(measures(sq, bank)));
    }
    return out;
  }

  /**
   * The aircraft of {@code sq} by status ("in the fight", "escaped", "removed", "shot down") and
   * type, each count above 0, then its banked successes.
   */
  private static List<Piece.Measure> measures(Squadron sq, int bank) {
    List<Piece.Measure> out = new ArrayList<>();
    for (Status status :
        List.of(Status.IN_FIGHT, Status.ESCAPED, Status.REMOVED, Status.SHOT_DOWN)) {
      Map<String, Integer> byType = new LinkedHashMap<>();
      for (Aircraft a : sq.aircraft()) {
        byType.merge(a.type().name(), a.status() == status ? 1 : 0, Integer::sum);
      }
      String words =
          status == Status.IN_FIGHT
              ? "in the fight"
              : status.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
      byType.forEach(
          (type, n) -> {
            if (n > 0) {
              out.add(Piece.Measure.ofPart(words, type, n));
            }
          });
    }
    out.add(Piece.Measure.of(Piece.Measure.BANKED, bank));
    return out;
  }

  @Override
  public String summary(SquadronState state) {
    StringBuilder sb = new StringBuilder();
    for (Side side : Side.values()) {
      Squadron sq = state.squadron(side);
      sb.append(sq.name())
          .append(" (")
          .append(side.name().toLowerCase(java.util.Locale.ROOT))
          .append(", pool ")
          .append(sq.basePool())
          .append("): ")
          .append(forces(sq))
          .append('\n');
    }
    return sb.toString();
  }

  @Override
  public SquadronState withDice(SquadronState state, DiceStream dice) {
    return ImmutableSquadronState.copyOf(state).withDice(dice);
  }

  @Override
  public Decision decision(SquadronState state) {
    return Engine.decision(state);
  }

  /**
   * What {@code viewer} may see: the dice are hidden, and while the sides choose their maneuvers
   * simultaneously, a side sees its own choice and never the other's (rules 003: "effects depend on
   * the Squadron Maneuver chosen before the roll"; the maneuvers are revealed together).
   */
  @Override
  public SquadronState visibleTo(SquadronState state, Viewer viewer) {
    SquadronState s = RuleSet.super.visibleTo(state, viewer);
    if (viewer.omniscient()
        || !(s.pending().orElse(null) instanceof Pending.Declaration d)
        || !d.simultaneous()) {
      return s;
    }
    Map<Side, Maneuver> seen = new EnumMap<>(Side.class);
    s.declared()
        .forEach(
            (side, m) -> {
              if (viewer.speaksFor(side.name())) {
                seen.put(side, m);
              }
            });
    return ImmutableSquadronState.copyOf(s).withDeclared(seen);
  }

  /**
   * The viewer of a side, named by its {@link Side} ({@code WHITE}) or its squadron's name: it
   * shares the secrets of both names.
   */
  @Override
  public Viewer viewer(SquadronState state, String actorOrSide) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(actorOrSide, "actorOrSide");
    for (Side side : Side.values()) {
      String squadron = state.squadron(side).name();
      if (side.name().equals(actorOrSide) || squadron.equals(actorOrSide)) {
        return Viewer.of(side.name(), squadron);
      }
    }
    return Viewer.of(actorOrSide);
  }

  /** The aircraft {@code sq} has in the fight, by type: "3 Spitfire Mk I, 2 Wyvern". */
  private static String forces(Squadron sq) {
    Map<String, Integer> byType = new LinkedHashMap<>();
    for (Aircraft a : sq.inFight()) {
      byType.merge(a.type().name(), 1, Integer::sum);
    }
    List<String> parts = new ArrayList<>();
    byType.forEach((type, n) -> parts.add(n + " " + type));
    return parts.isEmpty() ? "none in the fight" : String.join(", ", parts);
  }

  /**
   * The Squadron Roll pool of {@code side} if it flies {@code maneuver}.
   *
   * @param state the state
   * @param side the side
   * @param maneuver the maneuver it would fly
   * @return the dice it would roll
   */
  public int pool(SquadronState state, Side side, Maneuver maneuver) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(maneuver, "maneuver");
    return SquadronOdds.poolFor(state.squadron(side).basePool(), maneuver);
  }

  @Override
  public List<SquadronCommand> legalCommands(SquadronState state, String actor) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(actor, "actor");
    return engine.legal(state, actor);
  }

  @Override
  public Outcome<SquadronState> apply(SquadronState state, SquadronCommand command, Roller roller) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(command, "command");
    Objects.requireNonNull(roller, "roller");
    return engine.apply(state, command, roller);
  }
}
