package io.github.dogfight.squadron;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.event.Words;
import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Decision;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.game.Outcome;
import io.github.dogfight.core.game.Policy;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.game.TurnSequence;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.view.Piece;
import io.github.dogfight.core.view.View;
import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.squadron.SquadronCommand.ChooseEscapees;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.squadron.SquadronCommand.RemoveFighters;
import io.github.dogfight.squadron.SquadronCommand.SpendSuccesses;
import io.github.dogfight.squadron.SquadronCommand.Strike;
import io.github.dogfight.squadron.SquadronEvent.AircraftEscaped;
import io.github.dogfight.squadron.SquadronEvent.CombatPhaseResolved;
import io.github.dogfight.squadron.SquadronEvent.EngagementEnded;
import io.github.dogfight.squadron.SquadronEvent.FightersRemoved;
import io.github.dogfight.squadron.SquadronEvent.ManeuverChosen;
import io.github.dogfight.squadron.SquadronEvent.ManeuverCommitted;
import io.github.dogfight.squadron.SquadronEvent.ManeuverDeclared;
import io.github.dogfight.squadron.SquadronEvent.ManeuverWithoutEffect;
import io.github.dogfight.squadron.SquadronEvent.SpecialAircraftStruck;
import io.github.dogfight.squadron.SquadronEvent.SquadronRollResolved;
import io.github.dogfight.squadron.SquadronEvent.StrikeWasted;
import io.github.dogfight.squadron.SquadronEvent.SuccessesSpent;
import io.github.dogfight.squadron.SquadronEvent.TacticalSuccessesBanked;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The Squadron Phase rule set (seed 003), discoverable as {@code "squadron"}.
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

  private static final String SEED = " (seed 003)";

  /**
   * The most aircraft a squadron may bring to an engagement ({@link #start}). With Handling at most
   * {@link AircraftType#MAX_HANDLING}, a squadron's pool is at most 120 dice, 180 flying Defend:
   * {@link SquadronOdds#MAX_POOL}, the most whose exact odds are shown.
   */
  public static final int MAX_AIRCRAFT = 100;

  private static final String RULE_PHASE = "The Squadron Phase" + SEED;

  private final SquadronConfig config;
  private final SquadronOdds odds;

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
   * The sample engagement: seed 003's example, RAF 11 Group (3 Spitfires, 2 Wyverns, 4 Hurricanes)
   * against a Luftwaffe swarm (7 Bf 109s, 5 He 111s), from the sample catalog.
   */
  @Override
  public SquadronState sampleEngagement(long seed) {
    AircraftCatalog c = AircraftCatalog.sample();
    Squadron raf =
        Squadron.builder("RAF", Side.WHITE)
            .add(3, c.type("Spitfire Mk I"))
            .add(2, c.type("Wyvern"))
            .add(4, c.type("Hurricane Mk I"))
            .build();
    Squadron luftwaffe =
        Squadron.builder("Luftwaffe", Side.BLACK)
            .add(7, c.type("Bf 109 E"))
            .add(5, c.type("He 111 H"))
            .build();
    return start(raf, luftwaffe, seed);
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
    if (command instanceof SpendSuccesses s) {
      return shotDownOdds(view.state(), s);
    }
    if (!(command instanceof DeclareManeuver d)) {
      return Map.of();
    }
    Map<String, Rational> out = new LinkedHashMap<>();
    for (Maneuver enemy : Maneuver.values()) {
      Rational win =
          d.side() == Side.WHITE
              ? odds.netSuccesses(view, d.maneuver(), enemy).atLeast(1)
              : odds.netSuccesses(view, enemy, d.maneuver()).atMost(-1);
      out.put("P(win) vs " + enemy.title(), win);
    }
    return out;
  }

  /**
   * For each target of {@code spend}, in the order first struck, the chance that it is shot down,
   * following {@link #spend}: each damage roll at a target already down is wasted, the others add
   * the policy's damage (never below zero) until the damage reaches the structure.
   */
  private Map<String, Rational> shotDownOdds(SquadronState state, SpendSuccesses spend) {
    Squadron own = state.squadron(spend.side());
    Squadron enemy = state.squadron(spend.side().opponent());
    Map<String, List<Armament>> byTarget = new LinkedHashMap<>();
    for (Strike strike : spend.strikes()) {
      Optional<Aircraft> target = enemy.find(strike.target());
      Optional<Armament> armament = own.find(strike.shooter()).flatMap(a -> a.type().armament());
      if (target.isEmpty() || !target.get().inFight() || armament.isEmpty()) {
        return Map.of();
      }
      byTarget.computeIfAbsent(strike.target(), t -> new ArrayList<>()).add(armament.get());
    }
    Map<String, Rational> out = new LinkedHashMap<>();
    byTarget.forEach(
        (id, armaments) -> {
          Aircraft target = enemy.find(id).orElseThrow();
          out.put("P(" + id + " shot down)", shotDown(target, armaments));
        });
    return out;
  }

  /** The chance that {@code armaments}' damage rolls, in order, shoot {@code target} down. */
  private Rational shotDown(Aircraft target, List<Armament> armaments) {
    int structure = target.type().structure();
    Map<Integer, Rational> damage = new LinkedHashMap<>();
    damage.put(Math.min(structure, target.damage()), Rational.ONE);
    for (Armament armament : armaments) {
      Map<Integer, Rational> next = new LinkedHashMap<>();
      damage.forEach(
          (taken, p) -> {
            if (taken >= structure) {
              next.merge(taken, p, Rational::add);
              return;
            }
            Aircraft now = ImmutableAircraft.copyOf(target).withDamage(taken);
            config
                .specialDamage()
                .distribution(now, armament)
                .probabilities()
                .forEach(
                    (dealt, q) ->
                        next.merge(
                            Math.min(structure, taken + Math.max(0, dealt)),
                            p.multiply(q),
                            Rational::add));
          });
      damage = next;
    }
    return damage.getOrDefault(structure, Rational.ZERO);
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

  @Override
  public List<OddsQuery> oddsQueries() {
    return List.of(odds.query());
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
   * pool, and the Tactical successes it has banked for the next roll. Squadrons have no height.
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
              forces(sq) + ", pool " + sq.basePool() + (bank > 0 ? ", " + bank + " banked" : ""),
              !sq.inFight().isEmpty()));
    }
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
    if (state.pending().isEmpty()) {
      return Decision.over();
    }
    Pending p = state.pending().get();
    if (p instanceof Pending.Declaration d && d.simultaneous()) {
      List<String> actors = new ArrayList<>(d.waiting().size());
      for (Side side : d.waiting()) {
        actors.add(side.name());
      }
      return Decision.simultaneous(actors, d.describe());
    }
    return Decision.of(p.side().name(), p.describe());
  }

  /**
   * What {@code viewer} may see: the dice are hidden, and while the sides choose their maneuvers
   * simultaneously, a side sees its own choice and never the other's (seed 003: "effects depend on
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
    if (!decision(state).awaits(actor)) {
      return List.of();
    }
    return LegalCommands.of(state, Side.valueOf(actor), !config.damageRollsTogether());
  }

  @Override
  public Outcome<SquadronState> apply(SquadronState state, SquadronCommand command, Roller roller) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(command, "command");
    Objects.requireNonNull(roller, "roller");
    Pending pending =
        state
            .pending()
            .orElseThrow(
                () ->
                    new RuleViolation(
                        RULE_PHASE, "command", command.describe(), "the engagement is over"));
    boolean awaited =
        (pending instanceof Pending.Declaration d && d.simultaneous())
            ? d.waiting().contains(command.side())
            : command.side() == pending.side();
    if (!awaited) {
      throw new RuleViolation(
          RULE_PHASE,
          "side",
          command.side().name(),
          "waiting for " + decision(state) + ", not for " + command.side());
    }
    List<GameEvent> events = new ArrayList<>();
    SquadronState next;
    if (command instanceof DeclareManeuver d && pending instanceof Pending.Declaration p) {
      next = declare(state, p, d, roller, events);
    } else if (command instanceof SpendSuccesses s && pending instanceof Pending.Allocation a) {
      next = spend(state, a, s, roller, events);
    } else if (command instanceof RemoveFighters r && pending instanceof Pending.Removal p) {
      next = remove(state, p, r, roller, events);
    } else if (command instanceof ChooseEscapees e && pending instanceof Pending.Escape p) {
      next = escape(state, p, e, roller, events);
    } else {
      throw new RuleViolation(
          RULE_PHASE,
          "command",
          command.getClass().getSimpleName(),
          "the pending decision is for " + pending.side() + " to " + pending.describe());
    }
    return new Outcome<>(next, events);
  }

  private SquadronState declare(
      SquadronState state,
      Pending.Declaration pending,
      DeclareManeuver command,
      Roller roller,
      List<GameEvent> events) {
    Map<Side, Maneuver> declared = new EnumMap<>(Side.class);
    declared.putAll(state.declared());
    declared.put(command.side(), command.maneuver());
    List<Side> waiting = new ArrayList<>(pending.waiting());
    waiting.remove(command.side());
    String name = state.squadron(command.side()).name();
    // Chosen before the roll and kept secret: the public learns only that a choice was made.
    events.add(new ManeuverChosen(state.turn(), command.side(), name));
    events.add(new ManeuverCommitted(state.turn(), command.side(), name, command.maneuver()));
    if (!waiting.isEmpty()) {
      return ImmutableSquadronState.copyOf(state)
          .withDeclared(declared)
          .withPending(new Pending.Declaration(waiting, pending.simultaneous()));
    }
    SquadronState both = ImmutableSquadronState.copyOf(state).withDeclared(declared);
    for (Side side : Side.values()) {
      events.add(
          new ManeuverDeclared(
              state.turn(), side, state.squadron(side).name(), maneuver(both, side)));
    }
    return roll(both, roller, events);
  }

  /** Seed 003, The Squadron Phase and Squadron Maneuvers: the opposed roll and its effect. */
  private SquadronState roll(SquadronState state, Roller roller, List<GameEvent> events) {
    Maneuver wm = maneuver(state, Side.WHITE);
    Maneuver bm = maneuver(state, Side.BLACK);
    int whitePool = pool(state, Side.WHITE, wm);
    int blackPool = pool(state, Side.BLACK, bm);
    int mark = roller.rollCount();
    DiceRoll w = roller.roll(odds.pool(whitePool), state.white().name() + " squadron roll");
    DiceRoll b = roller.roll(odds.pool(blackPool), state.black().name() + " squadron roll");
    // Tactical: banked successes count as net successes next turn, except for a Tactical
    // maneuver ("Tactical Maneuver successes do not contribute to a Tactical Maneuver in the
    // following turn").
    int whiteBank = config.advantage().advantage(state, Side.WHITE.name(), Side.BLACK.name());
    int blackBank = config.advantage().advantage(state, Side.BLACK.name(), Side.WHITE.name());
    int net = w.result() + whiteBank - (b.result() + blackBank);
    events.add(
        new SquadronRollResolved(
            state.turn(),
            state.white().name(),
            state.black().name(),
            whitePool,
            blackPool,
            w.result(),
            b.result(),
            whiteBank,
            blackBank,
            net,
            roller.rollsSince(mark)));
    SquadronState s = ImmutableSquadronState.copyOf(state).withTacticalBank(Map.of());
    if (net == 0) {
      return endOfSquadronPhase(s, roller, events);
    }
    Side winner = net > 0 ? Side.WHITE : Side.BLACK;
    int successes = Math.abs(net);
    Maneuver m = maneuver(state, winner);
    String name = state.squadron(winner).name();
    switch (m) {
      case TACTICAL -> {
        events.add(new TacticalSuccessesBanked(state.turn(), winner, name, successes));
        return endOfSquadronPhase(
            ImmutableSquadronState.copyOf(s).withTacticalBank(Map.of(winner, successes)),
            roller,
            events);
      }
      case ESCAPE -> {
        List<Aircraft> eligible = escapable(s.squadron(winner));
        int count = Math.min(successes, eligible.size());
        if (count == eligible.size()) {
          return endOfSquadronPhase(
              markAll(s, winner, ids(eligible), Status.ESCAPED, events), roller, events);
        }
        return ImmutableSquadronState.copyOf(s).withPending(new Pending.Escape(winner, count));
      }
      default -> {
        if (canStrike(s, winner, m, successes)) {
          return ImmutableSquadronState.copyOf(s)
              .withPending(new Pending.Allocation(winner, m, successes));
        }
        return removeFighters(s, winner, successes / m.successesPerFighter(), roller, events);
      }
    }
  }

  private Maneuver maneuver(SquadronState state, Side side) {
    Maneuver m = state.declared().get(side);
    if (m == null) {
      throw new IllegalStateException(side + " has not declared a maneuver");
    }
    return m;
  }

  /** Whether the winner has a choice to spend successes on damage rolls. */
  private static boolean canStrike(SquadronState s, Side winner, Maneuver m, int successes) {
    return successes >= m.successesPerDamageRoll()
        && !s.squadron(winner.opponent()).specials().isEmpty()
        && !armedFighters(s.squadron(winner)).isEmpty();
  }

  static List<Aircraft> armedFighters(Squadron squadron) {
    return squadron.fighters().stream().filter(a -> a.type().armament().isPresent()).toList();
  }

  static List<Aircraft> escapable(Squadron squadron) {
    return squadron.inFight().stream().filter(a -> a.type().role() != Role.PC).toList();
  }

  private static List<String> ids(List<Aircraft> aircraft) {
    return aircraft.stream().map(Aircraft::id).toList();
  }

  /** The loser must remove {@code wanted} fighters (fewer if it has fewer). */
  private SquadronState removeFighters(
      SquadronState s, Side winner, int wanted, Roller roller, List<GameEvent> events) {
    Side loser = winner.opponent();
    List<Aircraft> fighters = s.squadron(loser).fighters();
    int count = Math.min(wanted, fighters.size());
    if (count == 0) {
      events.add(
          new ManeuverWithoutEffect(
              s.turn(),
              winner,
              s.squadron(winner).name(),
              wanted == 0
                  ? "too few net successes to remove a fighter"
                  : s.squadron(loser).name() + " has no fighters left to remove"));
      return endOfSquadronPhase(s, roller, events);
    }
    if (count == fighters.size()) {
      return endOfSquadronPhase(
          markAll(s, loser, ids(fighters), Status.REMOVED, events), roller, events);
    }
    return ImmutableSquadronState.copyOf(s).withPending(new Pending.Removal(loser, count));
  }

  private SquadronState markAll(
      SquadronState s, Side side, List<String> ids, Status status, List<GameEvent> events) {
    Squadron sq = s.squadron(side);
    for (String id : ids) {
      sq = sq.update(id, a -> ImmutableAircraft.copyOf(a).withStatus(status));
    }
    if (status == Status.ESCAPED) {
      events.add(new AircraftEscaped(s.turn(), side, sq.name(), ids));
    } else {
      events.add(new FightersRemoved(s.turn(), side, sq.name(), ids));
    }
    return s.with(side, sq);
  }

  private SquadronState spend(
      SquadronState state,
      Pending.Allocation pending,
      SpendSuccesses command,
      Roller roller,
      List<GameEvent> events) {
    String rule = "Squadron Maneuvers: " + pending.maneuver().title() + SEED;
    Side winner = pending.side();
    Side loser = winner.opponent();
    Maneuver m = pending.maneuver();
    if (command.fighters() < 0) {
      throw new RuleViolation(
          rule, "fighters", Integer.toString(command.fighters()), "cannot be negative");
    }
    boolean oneRoll = !config.damageRollsTogether();
    if (oneRoll
        && (command.strikes().size() > 1
            || (command.strikes().size() == 1 && command.fighters() > 0))) {
      throw new RuleViolation(
          rule,
          "strikes",
          Integer.toString(command.strikes().size()),
          "damage rolls are made one at a time: spend successes on one damage roll (and no"
              + " fighters), or on fighters alone; what is left after a damage roll is spent next"
              + " (the variant SquadronConfig.damageRollsTogether chooses them all at once)");
    }
    // Saturating, so that no count in a command overflows into an affordable cost.
    long cost =
        (long) command.fighters() * m.successesPerFighter()
            + (long) command.strikes().size() * m.successesPerDamageRoll();
    if (cost > pending.netSuccesses()) {
      throw new RuleViolation(
          rule,
          "successes",
          Long.toString(cost),
          Words.count(command.fighters(), "fighter")
              + " at "
              + m.successesPerFighter()
              + " and "
              + Words.count(command.strikes().size(), "damage roll")
              + " at "
              + m.successesPerDamageRoll()
              + " cost "
              + cost
              + ", more than the "
              + pending.netSuccesses()
              + " net successes");
    }
    int enemyFighters = state.squadron(loser).fighters().size();
    if (command.fighters() > enemyFighters) {
      throw new RuleViolation(
          rule,
          "fighters",
          Integer.toString(command.fighters()),
          state.squadron(loser).name() + " has only " + enemyFighters + " fighters in the fight");
    }
    for (Strike strike : command.strikes()) {
      Optional<Aircraft> target = state.squadron(loser).find(strike.target());
      if (target.isEmpty() || !target.get().inFight() || !target.get().type().role().isSpecial()) {
        throw new RuleViolation(
            rule,
            "target",
            strike.target(),
            "not a special aircraft of " + state.squadron(loser).name() + " in the fight");
      }
      Optional<Aircraft> shooter = state.squadron(winner).find(strike.shooter());
      if (shooter.isEmpty()
          || !shooter.get().inFight()
          || shooter.get().type().role() != Role.FIGHTER
          || shooter.get().type().armament().isEmpty()) {
        throw new RuleViolation(
            rule,
            "shooter",
            strike.shooter(),
            "damage rolls use one of the winner's fighters' armaments: not an armed fighter of "
                + state.squadron(winner).name()
                + " in the fight");
      }
    }
    int left = pending.netSuccesses() - (int) cost;
    boolean more = oneRoll && !command.strikes().isEmpty() && left > 0;
    if (!more) {
      events.add(
          new SuccessesSpent(
              state.turn(),
              winner,
              state.squadron(winner).name(),
              command.fighters(),
              command.strikes().size(),
              left));
    }
    SquadronState s = state;
    for (Strike strike : command.strikes()) {
      Aircraft target = s.squadron(loser).find(strike.target()).orElseThrow();
      Aircraft shooter = s.squadron(winner).find(strike.shooter()).orElseThrow();
      if (!target.inFight()) {
        events.add(new StrikeWasted(s.turn(), winner, shooter.id(), target.id()));
        continue;
      }
      Armament armament = shooter.type().armament().orElseThrow();
      int mark = roller.rollCount();
      int damage = Math.max(0, config.specialDamage().resolve(target, armament, roller));
      // Saturating: a damage policy may deal any amount, a starting aircraft carry any damage.
      int total = (int) Math.min((long) target.damage() + damage, Integer.MAX_VALUE);
      boolean down = total >= target.type().structure();
      Aircraft hit =
          ImmutableAircraft.copyOf(target)
              .withDamage(total)
              .withStatus(down ? Status.SHOT_DOWN : Status.IN_FIGHT);
      s = s.with(loser, s.squadron(loser).update(target.id(), a -> hit));
      events.add(
          new SpecialAircraftStruck(
              s.turn(),
              winner,
              shooter.id(),
              target.id(),
              armament.name(),
              damage,
              hit.structureLeft(),
              down,
              roller.rollsSince(mark)));
    }
    if (more) {
      // One damage roll made; the winner spends what is left knowing its result.
      if (canStrike(s, winner, m, left)) {
        return ImmutableSquadronState.copyOf(s)
            .withPending(new Pending.Allocation(winner, m, left));
      }
      int fighters = Math.min(left / m.successesPerFighter(), s.squadron(loser).fighters().size());
      events.add(
          new SuccessesSpent(
              s.turn(),
              winner,
              s.squadron(winner).name(),
              fighters,
              0,
              left - fighters * m.successesPerFighter()));
      if (fighters == 0) {
        return endOfSquadronPhase(s, roller, events);
      }
      return removeFighters(s, winner, fighters, roller, events);
    }
    if (command.fighters() == 0) {
      return endOfSquadronPhase(s, roller, events);
    }
    return removeFighters(s, winner, command.fighters(), roller, events);
  }

  private SquadronState remove(
      SquadronState state,
      Pending.Removal pending,
      RemoveFighters command,
      Roller roller,
      List<GameEvent> events) {
    String rule = "Squadron Maneuvers: the loser removes fighters of its choice" + SEED;
    checkChoice(
        rule,
        state.squadron(pending.side()),
        command.aircraft(),
        pending.count(),
        a -> a.type().role() == Role.FIGHTER,
        "a fighter");
    return endOfSquadronPhase(
        markAll(state, pending.side(), command.aircraft(), Status.REMOVED, events), roller, events);
  }

  private SquadronState escape(
      SquadronState state,
      Pending.Escape pending,
      ChooseEscapees command,
      Roller roller,
      List<GameEvent> events) {
    String rule = "Squadron Maneuvers: Escape" + SEED;
    checkChoice(
        rule,
        state.squadron(pending.side()),
        command.aircraft(),
        pending.count(),
        a -> a.type().role() != Role.PC,
        "an aircraft not piloted by a PC");
    return endOfSquadronPhase(
        markAll(state, pending.side(), command.aircraft(), Status.ESCAPED, events), roller, events);
  }

  private static void checkChoice(
      String rule,
      Squadron squadron,
      List<String> chosen,
      int count,
      java.util.function.Predicate<Aircraft> allowed,
      String what) {
    if (chosen.size() != count) {
      throw new RuleViolation(
          rule, "aircraft", chosen.toString(), "exactly " + count + " must be named");
    }
    Set<String> seen = new HashSet<>();
    for (String id : chosen) {
      if (!seen.add(id)) {
        throw new RuleViolation(rule, "aircraft", id, "named twice");
      }
      Optional<Aircraft> a = squadron.find(id);
      if (a.isEmpty() || !a.get().inFight() || !allowed.test(a.get())) {
        throw new RuleViolation(
            rule, "aircraft", id, "not " + what + " of " + squadron.name() + " in the fight");
      }
    }
  }

  /** The Combat Phase, then the end check, then the next turn's declarations. */
  private SquadronState endOfSquadronPhase(
      SquadronState state, Roller roller, List<GameEvent> events) {
    SquadronState s = state;
    if (!s.white().inFight().isEmpty() && !s.black().inFight().isEmpty()) {
      int mark = roller.rollCount();
      CombatPhase.CombatPhaseResult combat = config.combatPhase().resolve(s, roller);
      EngagementEnd.checkCombatResult(s, combat);
      s = s.with(Side.WHITE, combat.white()).with(Side.BLACK, combat.black());
      events.add(new CombatPhaseResolved(s.turn(), combat.narration(), roller.rollsSince(mark)));
    }
    Optional<String> result = EngagementEnd.result(s);
    if (result.isEmpty() && s.turn() >= config.maxRounds()) {
      result = Optional.of("undecided after " + config.maxRounds() + " rounds");
    }
    ImmutableSquadronState base = ImmutableSquadronState.copyOf(s).withDeclared(Map.of());
    if (result.isPresent()) {
      events.add(new EngagementEnded(s.turn(), result.get()));
      return ImmutableSquadronState.builder()
          .from(base)
          .pending(Optional.empty())
          .result(result)
          .winner(EngagementEnd.winner(s))
          .build();
    }
    SquadronState nextRound = base.withTurn(s.turn() + 1);
    return ImmutableSquadronState.copyOf(nextRound)
        .withPending(Declarations.plan(config.declaration(), nextRound, roller));
  }
}
