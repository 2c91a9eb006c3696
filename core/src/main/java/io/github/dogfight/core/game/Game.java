package io.github.dogfight.core.game;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.event.EventLog;
import io.github.dogfight.core.internal.AppendOnlyList;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.view.View;
import io.github.dogfight.core.view.Viewer;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * An immutable game: a rule set, the current state and the event log so far. {@link #play} returns
 * a new game; the old one is an undo point. Only an actor of the pending {@link #decision()} may
 * play; {@link #view} shows the game as one player may see it.
 *
 * <pre>{@code
 * Game<SquadronState, SquadronCommand> game = Game.start(rules, rules.sampleEngagement(7));
 * game = game.play(new DeclareManeuver(Side.WHITE, Maneuver.ATTACK));
 * game.log().narration();
 * }</pre>
 *
 * <p>A game works out its pending {@link #decision()} once, and the {@link #legalCommands(String)
 * legal commands} of the actor last asked about once: later calls (from any thread) get the same
 * answer, and {@link #play} checks the actor against the known decision. A game is safe to share
 * between threads.
 *
 * @param <S> the state type
 * @param <C> the command type
 */
public final class Game<S extends GameState, C extends Command> {
  private final RuleSet<S, C> rules;
  private final S initialState;
  private final S state;
  private final EventLog log;
  private final AppendOnlyList<Played<C>> played;

  /** {@code rules.decision(state)}, once worked out (racing threads work out equal values). */
  private volatile @Nullable Decision decision;

  /** The legal commands of the actor last asked about, once worked out. */
  private volatile @Nullable Legal<C> legal;

  /** An actor's legal commands, unmodifiable. */
  private record Legal<C>(String actor, List<C> commands) {}

  private Game(
      RuleSet<S, C> rules,
      S initialState,
      S state,
      EventLog log,
      AppendOnlyList<Played<C>> played) {
    this.rules = rules;
    this.initialState = initialState;
    this.state = state;
    this.log = log;
    this.played = played;
  }

  /**
   * A game starting at {@code state}, its log begun with the events that set it up ({@link
   * RuleSet#openingEvents}).
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param rules the rule set
   * @param state the first state
   * @return the game
   * @throws NullPointerException naming a null argument
   */
  public static <S extends GameState, C extends Command> Game<S, C> start(
      RuleSet<S, C> rules, S state) {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(state, "state");
    return new Game<>(
        rules, state, state, EventLog.of(rules.openingEvents(state)), AppendOnlyList.empty());
  }

  /**
   * The game reached by playing {@code played} from {@code initialState}: each command with the
   * state's dice, or with its scripted faces. The same rule set, state and commands give the same
   * events.
   *
   * <pre>{@code
   * Game<S, C> again = Game.replay(game.rules(), game.initialState(), game.played());
   * again.log().equals(game.log());   // true
   * }</pre>
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param rules the rule set
   * @param initialState the state it started from
   * @param played the commands played, in order
   * @return the game
   * @throws RuleViolation if a command is rejected (its message names the rule; {@link #replayOne}
   *     replays step by step)
   * @throws NullPointerException naming a null argument
   */
  public static <S extends GameState, C extends Command> Game<S, C> replay(
      RuleSet<S, C> rules, S initialState, List<Played<C>> played) {
    Objects.requireNonNull(initialState, "initialState");
    Objects.requireNonNull(played, "played");
    Game<S, C> game = start(rules, initialState);
    for (Played<C> p : played) {
      game = game.replayOne(p);
    }
    return game;
  }

  /**
   * {@code game} with {@code played} applied, as {@link #replay} does one step: with the state's
   * dice, or with its scripted faces (all of which must be drawn).
   *
   * @param played the command, with its scripted faces if any
   * @return the game after it
   * @throws RuleViolation if the command is rejected
   * @throws io.github.dogfight.core.dice.DiceScriptException if the scripted faces do not fit
   */
  public Game<S, C> replayOne(Played<C> played) {
    Objects.requireNonNull(played, "played");
    if (played.scriptedFaces().isEmpty()) {
      return play(played.command());
    }
    ScriptedDice dice = ScriptedDice.of(played.scriptedFaces().get());
    Game<S, C> next = play(played.command(), dice);
    dice.assertFullyUsed();
    return next;
  }

  /**
   * One pure step: applies {@code command} to {@code state} rolling with {@code roller}, and sets
   * the new state's dice stream to where the roller left it (unchanged for scripted dice).
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param rules the rule set
   * @param state the state
   * @param command the command
   * @param roller the dice
   * @return the new state and its events
   * @throws RuleViolation if the command is rejected
   */
  public static <S extends GameState, C extends Command> Outcome<S> step(
      RuleSet<S, C> rules, S state, C command, Roller roller) {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(command, "command");
    Objects.requireNonNull(roller, "roller");
    if (state.isOver()) {
      throw new RuleViolation(
          "Game over",
          "command",
          command.describe(),
          "the engagement has ended: " + state.result().orElse("over"));
    }
    if (!rules.awaits(state, command.actor())) {
      // the decision as the command's actor may see it: a refusal names no actor hidden from it
      Decision shown =
          rules.visibleDecision(state, rules.viewer(state, command.actor()), rules.decision(state));
      throw new RuleViolation(
          "Turn sequence",
          "actor",
          command.actor(),
          "waiting for " + shown + "; " + command.actor() + " may not act now");
    }
    Outcome<S> outcome = rules.apply(state, command, roller);
    S next = rules.withDice(outcome.state(), roller.stream().orElse(state.dice()));
    return new Outcome<>(next, outcome.events());
  }

  /**
   * Plays {@code command} with dice from the state's stream.
   *
   * @param command the command
   * @return the game after it
   * @throws RuleViolation if the command is rejected; this game is unchanged
   */
  public Game<S, C> play(C command) {
    Objects.requireNonNull(command, "command");
    return play(Played.rolled(command), Roller.from(state.dice()));
  }

  /**
   * Plays {@code command} with scripted dice (the stream does not advance).
   *
   * @param command the command
   * @param dice the faces it must draw
   * @return the game after it
   * @throws RuleViolation if the command is rejected; this game is unchanged
   */
  public Game<S, C> play(C command, ScriptedDice dice) {
    Objects.requireNonNull(command, "command");
    Objects.requireNonNull(dice, "dice");
    int before = dice.used();
    Outcome<S> outcome = step(command, Roller.scripted(dice));
    List<Integer> faces = dice.faces().subList(before, dice.used());
    return next(outcome, Played.scripted(command, faces));
  }

  /**
   * Plays what {@code bot} chooses for the first actor of the pending decision, from that actor's
   * view and legal commands.
   *
   * @param bot the bot
   * @return the game after its command
   * @throws IllegalStateException if the game is over
   * @throws RuleViolation if the bot's choice is rejected; this game is unchanged
   */
  public Game<S, C> play(Bot<S, C> bot) {
    Decision d = decision();
    if (d.isOver()) {
      throw new IllegalStateException("the game is over: no one is left to decide");
    }
    String actor = d.actors().get(0);
    return play(bot.choose(viewFor(actor), legalCommands(actor)));
  }

  private Game<S, C> play(Played<C> command, Roller roller) {
    return next(step(command.command(), roller), command);
  }

  /**
   * {@link #step(RuleSet, GameState, Command, Roller)} from this game's state, asking whether the
   * actor is awaited of the pending decision when it is already known.
   */
  private Outcome<S> step(C command, Roller roller) {
    Decision known = decision;
    if (known == null || state.isOver() || !known.awaits(command.actor())) {
      return step(rules, state, command, roller);
    }
    Outcome<S> outcome = rules.apply(state, command, roller);
    S next = rules.withDice(outcome.state(), roller.stream().orElse(state.dice()));
    return new Outcome<>(next, outcome.events());
  }

  private Game<S, C> next(Outcome<S> outcome, Played<C> command) {
    return new Game<>(
        rules, initialState, outcome.state(), log.append(outcome.events()), played.append(command));
  }

  /**
   * The rule set.
   *
   * @return the rule set
   */
  public RuleSet<S, C> rules() {
    return rules;
  }

  /**
   * The current state.
   *
   * @return the current state
   */
  public S state() {
    return state;
  }

  /**
   * The state the game started from ({@link #start}).
   *
   * @return the state the game started from ({@link #start})
   */
  public S initialState() {
    return initialState;
  }

  /**
   * Every command played so far, in order, with the scripted faces of those played with scripted
   * dice: with {@link #initialState()} and {@link #replay}, everything needed to play the game
   * again (to save it, see the {@code dogfight-json} module).
   *
   * @return every command played so far, in order, with the scripted faces of those played with
   *     scripted dice: with {@link #initialState()} and {@link #replay}, everything needed to play
   *     the game again (to save it, see the {@code dogfight-json} module)
   */
  public List<Played<C>> played() {
    return played;
  }

  /**
   * Every event so far.
   *
   * @return every event so far
   */
  public EventLog log() {
    return log;
  }

  /**
   * The legal commands of every actor of the pending decision.
   *
   * @return the legal commands of every actor of the pending decision
   */
  public List<C> legalCommands() {
    return rules.legalCommands(state);
  }

  /**
   * The legal commands of {@code actor}; empty when it need not act now. Worked out once for the
   * actor asked about last: asking again for the same actor returns the same unmodifiable list.
   *
   * @param actor the actor
   * @return its legal commands, unmodifiable
   */
  public List<C> legalCommands(String actor) {
    Objects.requireNonNull(actor, "actor");
    Legal<C> known = legal;
    if (known != null && known.actor().equals(actor)) {
      return known.commands();
    }
    List<C> commands = Collections.unmodifiableList(rules.legalCommands(state, actor));
    legal = new Legal<>(actor, commands);
    return commands;
  }

  /**
   * The pending decision: who must act and how; {@link Decision#over()} when over. Worked out once
   * per game.
   *
   * @return the pending decision: who must act and how; {@link Decision#over()} when over
   */
  public Decision decision() {
    Decision known = decision;
    if (known == null) {
      known = rules.decision(state);
      decision = known;
    }
    return known;
  }

  /**
   * The game as {@code viewer} sees it: the state by {@link RuleSet#visibleTo} and the pending
   * decision by {@link RuleSet#visibleDecision}.
   *
   * @param viewer the viewer
   * @return the view
   */
  public View<S> view(Viewer viewer) {
    return new View<>(
        viewer, rules.visibleTo(state, viewer), rules.visibleDecision(state, viewer, decision()));
  }

  /**
   * The game as {@code actorOrSide} sees it (its viewer from the rule set).
   *
   * @param actorOrSide an actor or a side
   * @return the view
   */
  public View<S> viewFor(String actorOrSide) {
    return view(rules.viewer(state, actorOrSide));
  }

  /** The game as {@code actorOrSide} sees it, the pending decision already known. */
  View<S> viewFor(String actorOrSide, Decision decision) {
    Viewer viewer = rules.viewer(state, actorOrSide);
    return new View<>(
        viewer, rules.visibleTo(state, viewer), rules.visibleDecision(state, viewer, decision));
  }

  /**
   * The exact odds of {@code command} as its actor sees the game ({@link RuleSet#commandOdds}):
   * named figures in display order, empty when the rule set knows none.
   *
   * @param command a legal command
   * @return the named figures
   */
  public Map<String, Rational> oddsOf(C command) {
    Objects.requireNonNull(command, "command");
    return rules.commandOdds(viewFor(command.actor()), command);
  }

  /**
   * Whether the engagement has ended.
   *
   * @return whether the engagement has ended
   */
  public boolean isOver() {
    return state.isOver();
  }
}
