package io.github.dogfight.wildblue;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.event.Words;
import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Decision;
import io.github.dogfight.core.game.Ending;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.game.Outcome;
import io.github.dogfight.core.game.Policy;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.TurnSequence;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.table.Citation;
import io.github.dogfight.core.table.TableListing;
import io.github.dogfight.core.view.Piece;
import io.github.dogfight.core.view.View;
import io.github.dogfight.wildblue.WildBlueCommand.EndAction;
import io.github.dogfight.wildblue.WildBlueCommand.Fire;
import io.github.dogfight.wildblue.WildBlueCommand.Fly;
import io.github.dogfight.wildblue.WildBlueCommand.Pass;
import io.github.dogfight.wildblue.internal.Ctx;
import io.github.dogfight.wildblue.internal.Engine;
import io.github.dogfight.wildblue.internal.actions.Actions;
import io.github.dogfight.wildblue.internal.bot.BotTables;
import io.github.dogfight.wildblue.internal.bot.WildBlueBot;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The Wild Blue (rules 001) as a rule set, discoverable as {@code "wildblue"}: pulp dogfighting on
 * the host game's check ({@link Host}).
 *
 * <p>A turn: initiative, a window for Split S, then each plane and armed ground unit acts in order.
 * A plane's action: {@link Fly} (it must move), one attempt at advantage ({@link
 * WildBlueCommand.Maneuver}; more by forgoing the attack), an attack ({@link Fire}, {@link
 * WildBlueCommand.Bomb}, {@link WildBlueCommand.Grenade}, {@link WildBlueCommand.Immelman}, {@link
 * WildBlueCommand.Ram}), its gunner's rear gun, stunts ({@link WildBlueCommand.Perform}), then
 * {@link EndAction}. An attack opens windows for The Scissors, Rolling Scissors and Spin ({@link
 * Decision#interrupt}), each with a {@link Pass}; Critical Damage results are chosen by the player
 * the seed names.
 *
 * <pre>{@code
 * WildBlueRules rules = new WildBlueRules();
 * Game<WildBlueState, WildBlueCommand> game = Game.start(rules, rules.sampleEngagement(7));
 * while (!game.isOver()) {
 *   game = game.play(rules.defaultBot());
 * }
 * }</pre>
 */
public final class WildBlueRules implements RuleSet<WildBlueState, WildBlueCommand> {
  /** The name this rule set is found by. */
  public static final String NAME = "wildblue";

  private final WildBlueConfig config;
  private final WildBlueOdds odds;
  private final CommandOdds commandOdds;
  private final BotTables botTables;

  /** The rules with the default host and settings. */
  public WildBlueRules() {
    this(WildBlueConfig.defaults());
  }

  /**
   * The rules with {@code config}.
   *
   * @param config the configuration
   */
  public WildBlueRules(WildBlueConfig config) {
    this.config = java.util.Objects.requireNonNull(config, "config");
    this.odds = new WildBlueOdds(config);
    this.commandOdds = new CommandOdds(config);
    this.botTables = new BotTables(odds, config.host());
  }

  /**
   * The configuration.
   *
   * @return the configuration
   */
  public WildBlueConfig config() {
    return config;
  }

  /**
   * Exact odds under this configuration's host.
   *
   * @return the odds
   */
  public WildBlueOdds odds() {
    return odds;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String title() {
    return "The Wild Blue: pulp dogfighting with advantage dice, stunts and critical damage";
  }

  @Override
  public TurnSequence turnSequence() {
    return TurnSequence.of("initiative", "actions");
  }

  @Override
  public List<Policy> policies() {
    return List.of(config.host());
  }

  /**
   * A new engagement.
   *
   * @param planes the planes of exactly two sides, names unique
   * @param ground ground units of those sides
   * @param opening advantage held from the start of play: surprised or flat-footed opponents
   * @param seed the dice seed
   * @return the first state
   * @throws IllegalArgumentException naming the problem
   */
  public WildBlueState start(
      List<Plane> planes, List<GroundUnit> ground, List<Held> opening, long seed) {
    Objects.requireNonNull(planes, "planes");
    Objects.requireNonNull(ground, "ground");
    Objects.requireNonNull(opening, "opening");
    Set<String> sides = new LinkedHashSet<>();
    Set<String> names = new HashSet<>();
    for (Plane p : planes) {
      sides.add(p.side());
      if (!names.add(p.name())) {
        throw new IllegalArgumentException("two planes are called '" + p.name() + "'");
      }
      if (p.gunner().isPresent() && p.type().seats() < 2) {
        throw new IllegalArgumentException(
            "plane '" + p.name() + "': a " + p.type().name() + " has no seat for a gunner");
      }
    }
    if (sides.size() != 2) {
      throw new IllegalArgumentException(
          "an engagement needs planes of exactly two sides, had " + sides);
    }
    for (GroundUnit g : ground) {
      if (!sides.contains(g.side())) {
        throw new IllegalArgumentException(
            "ground unit '" + g.name() + "' is of side '" + g.side() + "', not one of " + sides);
      }
      if (!names.add(g.name())) {
        throw new IllegalArgumentException("two units are called '" + g.name() + "'");
      }
    }
    for (Held h : opening) {
      if (h.kind().source() != AdvantageKind.Source.START) {
        throw new IllegalArgumentException(
            "advantage "
                + h.kind().words()
                + " is not held from the start of play: only surprised and flat-footed are");
      }
      Plane holder =
          planes.stream()
              .filter(p -> p.name().equals(h.holder()))
              .findFirst()
              .orElseThrow(
                  () ->
                      new IllegalArgumentException(
                          "no plane '" + h.holder() + "' to hold advantage"));
      Plane target =
          planes.stream()
              .filter(p -> p.name().equals(h.target()))
              .findFirst()
              .orElseThrow(
                  () ->
                      new IllegalArgumentException(
                          "no plane '" + h.target() + "' to be surprised"));
      if (holder.side().equals(target.side())) {
        throw new IllegalArgumentException(h.holder() + " and " + h.target() + " are on one side");
      }
    }
    WildBlueState s =
        ImmutableWildBlueState.builder()
            .dice(DiceStream.seeded(seed))
            .turn(0)
            .sides(List.copyOf(sides))
            .planes(planes)
            .ground(ground)
            .advantage(opening)
            .build();
    return Engine.begin(config, s);
  }

  /**
   * The sample dogfight, from the sample catalogs: Kent Allard's "Terror at 20,000 Feet" and a
   * Bristol Fighter carrying bombs for a supply depot, against a Fokker Dr.I and two Albatros D.Vs
   * of Jasta 11, with a flak gun at the depot. Two against three: the Jasta's planes attack an
   * outnumbered opponent.
   */
  @Override
  public WildBlueState sampleEngagement(long seed) {
    return sampleEngagement(seed, Map.of());
  }

  /**
   * The sample's five planes: "Terror", "Bristol", "Red Dreidecker", "Albatros 1", "Albatros 2".
   */
  @Override
  public List<String> replaceableAircraft() {
    return WildBlueSample.PLANES;
  }

  /** The names of the sample plane catalog's types ({@link PlaneCatalog#sample()}). */
  @Override
  public List<String> aircraftTypes() {
    return WildBlueSample.typeNames();
  }

  /**
   * The sample dogfight with its planes of the named types: the same names, sides and crews, the
   * ground unchanged. A gunner stays aboard only a two-seater; a single-seater given a two-seater
   * type flies it without a gunner (its rear guns unmanned), an assumption: the sample's crew
   * catalog names no spare gunner.
   */
  @Override
  public WildBlueState sampleEngagement(long seed, Map<String, String> types) {
    return start(WildBlueSample.planes(types), WildBlueSample.ground(), List.of(), seed);
  }

  /** The stunts' listing, built once from {@link Stunt}. */
  private static final TableListing STUNTS = stunts();

  /**
   * The stunts (rules 001, "MANEUVERABILITY AND STUNTS") for reference: each one's penalty to the
   * Dex+Piloting roll, when it is played and its prerequisite, as {@link Stunt} holds them. They
   * are Java, not a table file, so {@link #withTablePatch} patches none of them.
   */
  @Override
  public List<TableListing> tableListings() {
    return List.of(STUNTS);
  }

  private static TableListing stunts() {
    List<String> rows = new ArrayList<>();
    List<List<String>> cells = new ArrayList<>();
    for (Stunt s : Stunt.values()) {
      rows.add(s.title());
      cells.add(
          List.of(
              Integer.toString(s.penalty()),
              s.when().name().toLowerCase(Locale.ROOT).replace('_', ' '),
              s.prerequisite()));
    }
    return new TableListing(
        "stunts",
        new Citation("001_8847a9d961414690.txt", "MANEUVERABILITY AND STUNTS"),
        "Stunt",
        rows,
        "",
        List.of("penalty", "when", "prerequisite"),
        cells,
        false);
  }

  /**
   * The first turn's initiative rolls (and the order they give) that {@link #start} made: every
   * plane's and armed ground unit's roll, so that a Split S re-roll in turn 1 re-rolls a number the
   * log has shown. Empty for a state a command has been played on.
   */
  @Override
  public List<GameEvent> openingEvents(WildBlueState initial) {
    Objects.requireNonNull(initial, "initial");
    return List.copyOf(initial.opening());
  }

  @Override
  public Bot<WildBlueState, WildBlueCommand> defaultBot() {
    return new WildBlueBot(this, botTables);
  }

  /**
   * The exact odds of a command before it is played, from the acting side's view and the code that
   * resolves it (issue 27). Every command whose resolution rolls dice for its actor shows some:
   *
   * <ul>
   *   <li>fire (every mount and fire mode, a ground unit's too): "P(hit)", "P(critical hit)", "mean
   *       damage of a hit" (gun and advantage dice exploding at the mode's face, within the soft
   *       cap, less a Spin in effect), "P(a hit for at least the N HP T has left)";
   *   <li>an Immelman: its maneuver roll's "P(pass)", then "P(hit T)" for each target, "P(critical
   *       hit)" and the mean damage of a hit on the first target;
   *   <li>a stunt, Split S, The Scissors, Rolling Scissors, Spin and an advantage attempt: the
   *       Dex+Piloting roll's "P(pass)" and "P(out of control on a failed roll)" (a critical
   *       failure; at High after a failed check, any failure); Split S also the chance of a higher
   *       initiative, The Scissors the chance of ignoring the attack if no Rolling Scissors
   *       answers, Rolling Scissors (and the attacker's pass in its window) the chance of each hit;
   *   <li>a bomb or grenade: "P(full damage)", "P(half damage)", "P(no damage)", "mean damage"; a
   *       ram: "P(the planes collide)"; regaining control: "P(regain control)";
   *   <li>Fire! as a Critical Damage result: its mean fire damage; ending the action of a plane
   *       pushed to the limit: the mean damage at the end of the turn.
   * </ul>
   *
   * <p>Everything in The Wild Blue is declared and rolled in the open; a figure counts the stunts
   * already answered and the effects already in play, not answers still to come (The Scissors, Spin
   * against a shot about to be fired).
   */
  @Override
  public Map<String, Rational> commandOdds(View<WildBlueState> view, WildBlueCommand command) {
    Objects.requireNonNull(view, "view");
    Objects.requireNonNull(command, "command");
    return commandOdds.of(view.state(), command);
  }

  @Override
  public List<OddsQuery> oddsQueries() {
    return odds.queries();
  }

  /** A side's planes all down: one side is left with planes in the fight. */
  public static final String DESTROYED = "destroyed";

  /** The last planes of both sides went down at once: no winner. */
  public static final String BOTH_DESTROYED = "both destroyed";

  /** Both sides still fly after the last turn ({@link WildBlueConfig#maxTurns()}): no winner. */
  public static final String TURN_LIMIT = "turn limit";

  /**
   * {@value #DESTROYED}, {@value #BOTH_DESTROYED}, {@value #TURN_LIMIT}. Rules 001 says how a plane
   * leaves the fight, not when the fight is over: an out-of-control plane "falls toward the ground,
   * at Top speed" and may recover "up until the moment their plane hits the ground" (it crashes);
   * "ANNIHILATED: The plane is reduced to little less than scraps"; a collision. The engine ends
   * the engagement when a side has no plane in the fight, or at its own turn limit (an assumption,
   * the seed has none). Planes fly in altitude bands, with no map edge to leave by.
   */
  @Override
  public List<String> endReasons() {
    return List.of(DESTROYED, BOTH_DESTROYED, TURN_LIMIT);
  }

  /**
   * The winner, the reason ({@value #DESTROYED} when there is a winner, {@value #BOTH_DESTROYED}
   * when no plane of either side flies, else {@value #TURN_LIMIT}), and each side's planes still in
   * the fight (not crashed, annihilated or destroyed in a collision; an out-of-control plane still
   * falling counts). Ground units are not counted.
   */
  @Override
  public Ending ending(WildBlueState state) {
    Objects.requireNonNull(state, "state");
    if (!state.isOver()) {
      throw new IllegalArgumentException(
          "the engagement is not over (turn " + state.turn() + ", " + state.phase() + ")");
    }
    Map<String, Integer> survivors = new LinkedHashMap<>();
    int flying = 0;
    for (String side : state.sides()) {
      int n = state.flying(side).size();
      survivors.put(side, n);
      flying += n;
    }
    String reason =
        state.winner().isPresent() ? DESTROYED : flying == 0 ? BOTH_DESTROYED : TURN_LIMIT;
    return new Ending(state.winner(), reason, survivors);
  }

  @Override
  public List<String> sides(WildBlueState state) {
    return state.sides();
  }

  @Override
  public String sideOf(WildBlueState state, String actor) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(actor, "actor");
    if (state.sides().contains(actor)) {
      return actor;
    }
    return state
        .sideOf(actor)
        .orElseThrow(() -> new IllegalArgumentException("no plane or ground unit '" + actor + "'"));
  }

  /**
   * Each plane off the map, on a timeline: its altitude band (Low 0, Combat 1, High 2), hit points,
   * fall, advantage dice held and criticals, with its hit points and advantage dice as {@link
   * Piece.Measure}s; then the ground units, at band 0, with their hit points.
   */
  @Override
  public List<Piece> pieces(View<WildBlueState> view) {
    WildBlueState s = view.state();
    List<Piece> out = new ArrayList<>();
    for (Plane p : s.planes()) {
      int level = p.altitude().index();
      out.add(
          Piece.offMap(
                  p.name(),
                  p.side(),
                  level,
                  p.altitude().words(),
                  p.flying() ? details(s, p) : p.down().orElseThrow(),
                  p.flying())
              .withMeasures(
                  List.of(
                      Piece.Measure.outOf(Piece.Measure.HIT_POINTS, p.hp(), p.type().hitPoints()),
                      Piece.Measure.of(Piece.Measure.ADVANTAGE_DICE, advantageDice(s, p)))));
    }
    for (GroundUnit g : s.ground()) {
      out.add(
          Piece.offMap(
                  g.name(),
                  g.side(),
                  0,
                  "ground",
                  g.destroyed() ? "destroyed" : g.hp() + " of " + g.hitPoints() + " HP",
                  !g.destroyed())
              .withMeasures(
                  List.of(Piece.Measure.outOf(Piece.Measure.HIT_POINTS, g.hp(), g.hitPoints()))));
    }
    return out;
  }

  /**
   * The three altitude bands (rules 001, "Altitude"), Low first: a plane's {@link Piece#level()} is
   * its band's {@link Band#index()}.
   */
  @Override
  public List<String> heights() {
    return Arrays.stream(Band.values()).map(Band::words).toList();
  }

  /** The advantage dice {@code p} holds on all enemies together. */
  private static int advantageDice(WildBlueState s, Plane p) {
    int dice = 0;
    for (Held h : s.advantage()) {
      if (h.holder().equals(p.name())) {
        dice += h.dice();
      }
    }
    return dice;
  }

  @Override
  public String summary(WildBlueState state) {
    StringBuilder sb = new StringBuilder();
    for (String side : state.sides()) {
      sb.append(side).append(":\n");
      for (Plane p : state.planes()) {
        if (p.side().equals(side)) {
          sb.append("  ").append(describe(state, p)).append('\n');
        }
      }
      for (GroundUnit g : state.ground()) {
        if (g.side().equals(side)) {
          sb.append("  ")
              .append(g.name())
              .append(
                  g.destroyed() ? ": destroyed" : ": " + g.hp() + " of " + g.hitPoints() + " HP")
              .append('\n');
        }
      }
    }
    return sb.toString();
  }

  /** One plane in a line: band, HP, who it is on the tail of, results, state. */
  static String describe(WildBlueState s, Plane p) {
    String head = p.name() + " (" + p.type().name() + "): ";
    if (!p.flying()) {
      return head + p.down().orElseThrow();
    }
    return head + p.altitude().words() + ", " + details(s, p);
  }

  /** A flying plane's hit points, fall, advantage dice held, criticals and pilot, in words. */
  static String details(WildBlueState s, Plane p) {
    StringBuilder sb = new StringBuilder(Ctx.hp(p));
    p.fall()
        .ifPresent(
            f ->
                sb.append(", OUT OF CONTROL (")
                    .append(Words.count(f.actionsLeft(), "action"))
                    .append(" to the ground)"));
    List<String> adv = new ArrayList<>();
    for (Plane e : s.planes()) {
      List<Held> h = s.held(p.name(), e.name());
      if (!h.isEmpty()) {
        adv.add(Actions.describe(h) + " on " + e.name());
      }
    }
    if (!adv.isEmpty()) {
      sb.append("; advantage ").append(String.join("; ", adv));
    }
    if (!p.criticals().isEmpty()) {
      sb.append("; Critical Damage: ")
          .append(String.join(", ", p.criticals().stream().map(CriticalDamage::title).toList()));
    }
    if (!p.pilotConscious()) {
      sb.append("; pilot unconscious");
    }
    return sb.toString();
  }

  @Override
  public WildBlueState withDice(WildBlueState state, DiceStream dice) {
    return state.copy().withDice(dice);
  }

  @Override
  public Decision decision(WildBlueState s) {
    return Engine.decision(s.pending());
  }

  @Override
  public Outcome<WildBlueState> apply(WildBlueState state, WildBlueCommand command, Roller roller) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(command, "command");
    Objects.requireNonNull(roller, "roller");
    return Engine.apply(config, state, command, roller);
  }

  /**
   * The commands {@code actor} may play now: every candidate the rules' checks accept, the same
   * checks {@link #apply} makes before it rolls a die, so the list and {@code apply} agree.
   */
  @Override
  public List<WildBlueCommand> legalCommands(WildBlueState state, String actor) {
    return Engine.legal(config, state, actor);
  }

  /**
   * Whether {@code command} would be accepted now: it passes the checks {@link #apply} makes before
   * any die is rolled, which are every rule of this module.
   *
   * @param state the state
   * @param command the command
   * @return whether {@code command} would be accepted now
   */
  public boolean isLegal(WildBlueState state, WildBlueCommand command) {
    return Engine.check(config, state, state.pending(), command) == null;
  }
}
