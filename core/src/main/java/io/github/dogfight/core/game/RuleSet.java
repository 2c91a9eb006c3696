package io.github.dogfight.core.game;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.table.TableListing;
import io.github.dogfight.core.view.Piece;
import io.github.dogfight.core.view.View;
import io.github.dogfight.core.view.Viewer;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;

/**
 * A rule set: how commands change state. Implementations are discoverable by name through {@link
 * java.util.ServiceLoader} (see {@link RuleSets}) and must then have a public no-argument
 * constructor that builds the rule set with its default policies.
 *
 * <pre>{@code
 * RuleSet<?, ?> any = RuleSets.find("dogfite").orElseThrow();   // by name, from the class path
 * SquadronRules rules = new SquadronRules();                      // or directly
 * Game<SquadronState, SquadronCommand> game = Game.start(rules, rules.start(raf, luftwaffe, 42L));
 * rules.decision(game.state());                  // who acts: both sides, in secret
 * rules.legalCommands(game.state(), "WHITE");    // what WHITE may do now
 * }</pre>
 *
 * @param <S> the state type
 * @param <C> the command type
 */
public interface RuleSet<S extends GameState, C extends Command> extends OddsProvider {
  /** The short name used on the command line, such as "squadron". */
  @Override
  String name();

  /**
   * A one-line title, such as "Squadron phase (Heresy Engine)".
   *
   * @return a one-line title, such as "Squadron phase (Heresy Engine)"
   */
  String title();

  /**
   * The phases of one turn.
   *
   * @return the phases of one turn
   */
  TurnSequence turnSequence();

  /**
   * The policies this rule set is built from, each one its engine calls.
   *
   * @return the policies this rule set is built from, each one its engine calls
   */
  List<Policy> policies();

  /**
   * Applies {@code command} to {@code state}, rolling with {@code roller}. The returned state's
   * dice stream is ignored by {@link Game#step}, which sets it from the roller.
   *
   * @param state the state
   * @param command the command
   * @param roller the dice
   * @return the new state and its events
   * @throws RuleViolation if the command is not legal now; nothing has changed then
   */
  Outcome<S> apply(S state, C command, Roller roller);

  /**
   * The events that made {@code initial} before any command was given: the rolls a rule set makes
   * while setting up an engagement (The Wild Blue's first initiative, a shuffled activation deck),
   * in order. {@link Game#start} begins its log with them, so that every die rolled is in the log.
   * A rule set whose start methods roll dice keeps these events with the state they return; the
   * default has none.
   *
   * @param initial a state as this rule set's start methods (or {@link #sampleEngagement}) return
   *     it
   * @return the events of setting it up, in order; empty for none
   */
  default List<GameEvent> openingEvents(S initial) {
    Objects.requireNonNull(initial, "initial");
    return List.of();
  }

  /**
   * The pending decision: who must act, whether they commit simultaneously and in secret, whether
   * it is an interrupt window; {@link Decision#over()} when the engagement has ended.
   *
   * @param state the state
   * @return the decision
   */
  Decision decision(S state);

  /**
   * Whether {@code actor} is one of those the pending decision waits for. The default asks {@link
   * #decision}; a rule set may answer more cheaply.
   *
   * @param state the state
   * @param actor the actor
   * @return whether {@code actor} is one of those the pending decision waits for
   */
  default boolean awaits(S state, String actor) {
    return decision(state).awaits(actor);
  }

  /**
   * The legal commands of {@code actor} for the pending decision; empty when it need not act. The
   * list is complete: every command {@link #apply} accepts now is listed, except that choices a
   * player cannot tell apart (two aircraft of the same type and state) may be listed once, by count
   * ("remove 2 Spitfire Mk I"). A front end offers a person exactly this list, and a {@link Bot}
   * chooses from it, so a person is never offered less than a bot. In an interrupt window the list
   * holds a pass. {@code io.github.dogfight.testkit.ContractCheck} checks this over bot games.
   *
   * @param state the state
   * @param actor the actor
   * @return its legal commands
   */
  List<C> legalCommands(S state, String actor);

  /**
   * The legal commands of every actor of the pending decision, actor by actor.
   *
   * @param state the state
   * @return every awaited actor's legal commands
   */
  default List<C> legalCommands(S state) {
    List<C> all = new java.util.ArrayList<>();
    for (String actor : decision(state).actors()) {
      all.addAll(legalCommands(state, actor));
    }
    return all;
  }

  /**
   * The state as {@code viewer} may see it: everything it may not know removed or replaced by a
   * fixed placeholder, so that two states that differ only in what it may not see give equal
   * results. The default hides the dice stream (future dice are nobody's to know) and shows the
   * referee everything; rule sets with secrets (plots, maneuvers, a card deck's order) hide those
   * too.
   *
   * @param state the state
   * @param viewer the viewer
   * @return the state as it sees it
   */
  default S visibleTo(S state, Viewer viewer) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(viewer, "viewer");
    return viewer.omniscient() ? state : withDice(state, DiceStream.hidden());
  }

  /**
   * The pending decision as {@code viewer} may see it, given the full {@code decision} of {@code
   * state}: {@link Game#view} and the views bots choose from carry this one. The default shows the
   * decision unchanged (who must act is public); a rule set in which a side may not know of some
   * actors (Check Your 6!'s unspotted aircraft) leaves those out here, so that neither a view nor a
   * bot learns of them from who is awaited.
   *
   * @param state the state
   * @param viewer the viewer
   * @param decision {@code decision(state)}
   * @return the decision as {@code viewer} may see it
   */
  default Decision visibleDecision(S state, Viewer viewer, Decision decision) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(viewer, "viewer");
    return Objects.requireNonNull(decision, "decision");
  }

  /**
   * The viewer of {@code actorOrSide}: the default sees what is addressed to that name only; rule
   * sets whose actors share their side's secrets say so here.
   *
   * @param state the state
   * @param actorOrSide an actor or a side
   * @return its viewer
   */
  default Viewer viewer(S state, String actorOrSide) {
    Objects.requireNonNull(state, "state");
    return Viewer.of(actorOrSide);
  }

  /**
   * The sides fighting in {@code state}, in order: what a person picks to play ({@code dogfight
   * play --side}), and what {@link #sideOf} answers.
   *
   * @param state a state of this rule set
   * @return the side names, in order
   */
  List<String> sides(S state);

  /**
   * The side {@code actor} fights for; a side's own name is its side.
   *
   * @param state a state of this rule set
   * @param actor an actor (aircraft, pilot, battery, side) of {@code state}
   * @return one of {@link #sides}
   * @throws IllegalArgumentException naming the actor when {@code state} has none such
   */
  String sideOf(S state, String actor);

  /**
   * The forces in {@code state} in a few lines of text, for logs and the command line.
   *
   * @param state the state
   * @return the summary
   */
  String summary(S state);

  /**
   * The situation as {@code view}'s side sees it, for a person about to choose a command: the
   * forces and, where the rule set has one, a map. It shows nothing that side may not know. The
   * default is the {@link #summary} of the view's state.
   *
   * @param view a side's view of the game
   * @return lines of text
   */
  default String situation(View<S> view) {
    return summary(Objects.requireNonNull(view, "view").state());
  }

  /**
   * The pieces a picture of the game draws as {@code view}'s side sees them: each aircraft,
   * squadron or ground unit with its place on the hex map (where the rule set has one), its height
   * and its state in a few words. {@code dogfight duel --html} draws them turn by turn: on a map
   * when they have hexes, on a timeline otherwise. The default draws none.
   *
   * @param view a side's (or a spectator's) view of the game
   * @return the pieces, in the engagement's order
   */
  default List<Piece> pieces(View<S> view) {
    Objects.requireNonNull(view, "view");
    return List.of();
  }

  /**
   * The names of the heights an aircraft can fly at, lowest first (the name of {@link
   * Piece#level()} 0 first), as {@link Piece#height()} writes them, for a rule set with a few named
   * altitude bands: a chart of the game draws a lane for each, flown or not. Empty (the default)
   * when heights are numbers without names of their own or too many to draw as lanes.
   *
   * @return the heights' names, lowest first; empty when the rule set does not name them
   */
  default List<String> heights() {
    return List.of();
  }

  /**
   * {@code state} with its dice stream replaced.
   *
   * @param state the state
   * @param dice the new dice stream
   * @return the new state
   */
  S withDice(S state, DiceStream dice);

  /**
   * The sample engagement played by {@code dogfight duel}, its dice seeded with {@code seed}.
   *
   * @param seed the dice seed
   * @return the first state
   */
  S sampleEngagement(long seed);

  /**
   * The aircraft of the sample engagement that a variant may give another type, by their ids, as
   * {@link #sampleEngagement(long, Map)} takes them; empty (the default) when the rule set offers
   * no such variant.
   *
   * @return the ids of the replaceable aircraft, in the engagement's order
   */
  default List<String> replaceableAircraft() {
    return List.of();
  }

  /**
   * The aircraft types of this rule set's catalog a variant may give an aircraft of the sample
   * engagement, by name; empty (the default) when the rule set offers no such variant.
   *
   * @return the catalog's type names
   */
  default List<String> aircraftTypes() {
    return List.of();
  }

  /**
   * The sample engagement with some of its aircraft of other types from the catalog (a balance
   * study's "forces"): each entry of {@code types} names an aircraft of {@link
   * #replaceableAircraft()} and the type of {@link #aircraftTypes()} it flies instead, everything
   * else (positions, crews, sides) as in {@link #sampleEngagement(long)}. The default accepts only
   * an empty map.
   *
   * @param seed the dice seed
   * @param types aircraft id to catalog type name
   * @return the first state
   * @throws IllegalArgumentException naming an unknown aircraft or type, and the choices
   */
  default S sampleEngagement(long seed, Map<String, String> types) {
    Objects.requireNonNull(types, "types");
    if (!types.isEmpty()) {
      throw new IllegalArgumentException(
          "rule set '"
              + name()
              + "' cannot replace the sample engagement's aircraft (asked for "
              + String.join(", ", new TreeSet<>(types.keySet()))
              + ")");
    }
    return sampleEngagement(seed);
  }

  /**
   * The names of the tables a variant may patch with {@link #withTablePatch}; empty (the default)
   * when the rule set has none.
   *
   * @return the table names
   */
  default List<String> patchableTables() {
    return List.of();
  }

  /**
   * Every data table of this rule set as the engine uses it: its name, citation, row and column
   * labels and cells as text, and whether {@link #withTablePatch} accepts it (the {@link
   * #patchableTables()}, in their order, then tables listed for reference only). A variant can be
   * written from this listing alone ({@link TableListing#PATCH_SYNTAX}); {@code dogfight tables}
   * prints it. Empty (the default) when the rule set keeps no tables as data.
   *
   * @return the tables, patchable ones first
   */
  default List<TableListing> tableListings() {
    return List.of();
  }

  /**
   * This rule set with one cell of one of its tables replaced, the cell found by the row and column
   * labels the table prints (a variant's patch, as the modules' own {@code patched(table, row,
   * column, cell)} methods do).
   *
   * @param table a name of {@link #patchableTables()}
   * @param row the row's label
   * @param column the column's label
   * @param cell the new cell's text
   * @return the new rule set
   * @throws IllegalArgumentException naming the table, label or cell refused, and why
   */
  default RuleSet<S, C> withTablePatch(String table, String row, String column, String cell) {
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(row, "row");
    Objects.requireNonNull(column, "column");
    Objects.requireNonNull(cell, "cell");
    throw new IllegalArgumentException(
        "rule set '" + name() + "' has no tables to patch (asked for '" + table + "')");
  }

  /**
   * The names of the bots {@link #bot(String)} offers, "default" ({@link #defaultBot()}) first.
   *
   * @return the bots' names
   */
  default List<String> botNames() {
    return List.of("default");
  }

  /**
   * The bot named {@code name}, one of {@link #botNames()}.
   *
   * @param name the bot's name
   * @return the bot
   * @throws IllegalArgumentException naming the bot and the choices
   */
  default Bot<S, C> bot(String name) {
    Objects.requireNonNull(name, "name");
    if (name.equals("default")) {
      return defaultBot();
    }
    throw new IllegalArgumentException(
        "rule set '"
            + name()
            + "' has no bot '"
            + name
            + "'; it offers "
            + String.join(", ", botNames()));
  }

  /**
   * A simple deterministic bot that plays either side, choosing from its views.
   *
   * @return a simple deterministic bot that plays either side, choosing from its views
   */
  Bot<S, C> defaultBot();

  /**
   * The exact odds of playing {@code command} now, for the side {@code view} belongs to: named
   * figures in display order (such as {@code "P(bet passes)"} or {@code "P(destroyed)"}); empty
   * when the command rolls no dice or the rule set knows no odds for it. A rule set reads only
   * {@code view.state()}, what that side may see, so the figures carry no hidden information. The
   * default knows none.
   *
   * <pre>{@code
   * View<S> mine = game.viewFor(actor);
   * for (C c : game.legalCommands(actor)) {
   *   rules.commandOdds(mine, c).forEach((name, p) -> System.out.println(name + " = " + p));
   * }
   * }</pre>
   *
   * @param view the acting side's view of the game
   * @param command one of that side's legal commands
   * @return the named figures, in display order; empty for none
   */
  default Map<String, Rational> commandOdds(View<S> view, C command) {
    Objects.requireNonNull(view, "view");
    Objects.requireNonNull(command, "command");
    return Map.of();
  }

  /** Exact-odds questions this rule set answers from text arguments, by name. */
  @Override
  List<OddsQuery> oddsQueries();

  /**
   * The reasons an engagement of this rule set can end for, as {@link Ending#reason()} names them
   * (for example "destroyed", "left the map", "turn limit"), in a fixed order a report lists them
   * in. The default, for a rule set that does not say, is the one reason "over".
   *
   * @return the reasons, none repeated
   */
  default List<String> endReasons() {
    return List.of("over");
  }

  /**
   * How the finished engagement {@code state} ended: the winner, one of {@link #endReasons()}, and
   * each side's aircraft still in play. The default, for a rule set that does not say, gives the
   * reason "over" and no survivors.
   *
   * @param state a finished engagement
   * @return how it ended
   * @throws IllegalArgumentException when the engagement is not over
   */
  default Ending ending(S state) {
    if (!state.isOver()) {
      throw new IllegalArgumentException(
          "the engagement is not over (turn " + state.turn() + ", " + state.phase() + ")");
    }
    return new Ending(state.winner(), "over", Map.of());
  }

  /**
   * Names of the activations this rule set can swap in with {@link #withActivation(String)}, its
   * own first; empty (the default) when it offers no choice.
   *
   * @return the activations' names
   */
  default List<String> activations() {
    return List.of();
  }

  /**
   * This rule set with the activation named {@code activation} (one of {@link #activations()}), as
   * {@code dogfight duel --activation} asks for.
   *
   * @param activation the activation's name
   * @return the new rule set
   * @throws IllegalArgumentException naming the rule set, the activation and the choices
   */
  default RuleSet<S, C> withActivation(String activation) {
    throw unknownActivation(this, activation);
  }

  /**
   * The error for an activation {@code rules} does not offer, naming the rule set, the activation
   * and the choices; for implementations of {@link #withActivation(String)}.
   *
   * @param rules the rule set
   * @param activation the name asked for
   * @return the error, to throw
   */
  static IllegalArgumentException unknownActivation(RuleSet<?, ?> rules, String activation) {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(activation, "activation");
    return new IllegalArgumentException(
        "rule set '"
            + rules.name()
            + "' has no activation '"
            + activation
            + "'; it offers "
            + (rules.activations().isEmpty()
                ? "only its own"
                : String.join(", ", rules.activations())));
  }
}
