package io.github.dogfight.testkit;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Decision;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.game.Outcome;
import io.github.dogfight.core.game.Policy;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.game.TurnSequence;
import io.github.dogfight.core.view.Audience;
import io.github.dogfight.core.view.Piece;
import io.github.dogfight.core.view.View;
import io.github.dogfight.core.view.Viewer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A small rule set with a secret for {@link SecrecyCheck}'s own tests: four pilots (Red 1, Red 2,
 * Blue 1, Blue 2) act in the order of an activation deck shuffled with dice at the start of each of
 * three turns, each firing a d6 that hits on 5+; Blue also has Ghost, which Red and spectators
 * never see and which never acts. As it stands every secret is kept: the shuffle's dice are the
 * referee's, a view shows the unturned cards in a fixed order, no public event names Ghost. Each
 * {@link Leak} breaks one of these on purpose.
 */
class DeckDuel implements RuleSet<DeckDuel.State, DeckDuel.Fire> {
  /** One way to leak a secret. */
  enum Leak {
    /** Keeps every secret. */
    NONE,
    /** The shuffle's dice are told to everyone (the order can be worked out from them). */
    SHUFFLE_DICE,
    /** Every shot's narration names Ghost, which only Blue can see. */
    GHOST_NAMED,
    /** A view keeps the unturned cards in their real order. */
    DECK_IN_VIEW,
    /** A view keeps the dice stream, the dice to come. */
    DICE_IN_VIEW,
    /**
     * A command of a pilot out of turn reaches the rules (every pilot counts as awaited), whose
     * refusal tells that Ghost waits too.
     */
    GHOST_IN_REFUSAL
  }

  static final List<String> PILOTS = List.of("Red 1", "Red 2", "Blue 1", "Blue 2");
  static final String GHOST = "Ghost";

  /** The state: the unturned deck's head acts next. */
  record State(
      DiceStream dice,
      int turn,
      List<String> deck,
      int redHits,
      int blueHits,
      List<GameEvent> opening)
      implements GameState {
    @Override
    public String phase() {
      return "Fire";
    }

    @Override
    public boolean isOver() {
      return turn > 3;
    }

    @Override
    public Optional<String> result() {
      return isOver() ? Optional.of("three turns flown") : Optional.empty();
    }

    @Override
    public Optional<String> winner() {
      return Optional.empty();
    }
  }

  /** The pilot at the head of the deck fires. */
  record Fire(String actor) implements Command {
    @Override
    public String describe() {
      return actor + " fires";
    }
  }

  /** Something that happened. */
  record Told(
      int turn, Optional<String> actor, List<DiceRoll> dice, String narration, Audience audience)
      implements GameEvent {
    @Override
    public String phase() {
      return "Fire";
    }
  }

  private final Leak leak;

  DeckDuel(Leak leak) {
    this.leak = leak;
  }

  /** The unturned cards when at least two are left (their order is then a secret), else null. */
  static @Nullable Object unturned(State state, Viewer viewer) {
    return state.deck().size() >= 2 ? state.deck() : null;
  }

  /** The state with the cards after the head in reverse order. */
  static State reordered(State state, Viewer viewer) {
    if (state.deck().size() < 3) {
      return state;
    }
    List<String> deck = new ArrayList<>(state.deck());
    Collections.reverse(deck.subList(1, deck.size()));
    return new State(
        state.dice(), state.turn(), deck, state.redHits(), state.blueHits(), state.opening());
  }

  private Told shuffle(int turn, List<String> deck, Roller roller) {
    int before = roller.rollCount();
    for (int i = deck.size() - 1; i > 0; i--) {
      int j = roller.roll("1d" + (i + 1), "activation deck shuffle").result() - 1;
      Collections.swap(deck, i, j);
    }
    return new Told(
        turn,
        Optional.empty(),
        roller.rollsSince(before),
        "The activation deck is shuffled.",
        leak == Leak.SHUFFLE_DICE ? Audience.everyone() : Audience.referee());
  }

  @Override
  public String name() {
    return "deck-duel";
  }

  @Override
  public String title() {
    return "Deck duel (test rule set)";
  }

  @Override
  public TurnSequence turnSequence() {
    return TurnSequence.of("Fire");
  }

  @Override
  public List<Policy> policies() {
    return List.of();
  }

  @Override
  public Outcome<State> apply(State state, Fire command, Roller roller) {
    if (!command.actor().equals(state.deck().get(0))) {
      throw new RuleViolation(
          "Deck duel: activation",
          "actor",
          command.actor(),
          "it is "
              + state.deck().get(0)
              + "'s activation"
              + (leak == Leak.GHOST_IN_REFUSAL ? " while Ghost waits" : ""));
    }
    DiceRoll roll = roller.roll("1d6", command.actor() + " fires");
    boolean hit = roll.result() >= 5;
    boolean red = command.actor().startsWith("Red");
    List<GameEvent> events = new ArrayList<>();
    events.add(
        new Told(
            state.turn(),
            Optional.of(command.actor()),
            List.of(roll),
            command.actor()
                + (hit ? " hits." : " misses.")
                + (leak == Leak.GHOST_NAMED ? " Ghost watches." : ""),
            Audience.everyone()));
    List<String> deck = new ArrayList<>(state.deck().subList(1, state.deck().size()));
    int turn = state.turn();
    if (deck.isEmpty()) {
      turn++;
      if (turn <= 3) {
        deck.addAll(PILOTS);
        events.add(shuffle(turn, deck, roller));
      }
    }
    return new Outcome<>(
        new State(
            state.dice(),
            turn,
            List.copyOf(deck),
            state.redHits() + (hit && red ? 1 : 0),
            state.blueHits() + (hit && !red ? 1 : 0),
            state.opening()),
        events);
  }

  @Override
  public List<GameEvent> openingEvents(State initial) {
    return initial.opening();
  }

  @Override
  public Decision decision(State state) {
    return state.isOver() ? Decision.over() : Decision.of(state.deck().get(0), "fire");
  }

  @Override
  public boolean awaits(State state, String actor) {
    return leak == Leak.GHOST_IN_REFUSAL
        ? !state.isOver() && PILOTS.contains(actor)
        : RuleSet.super.awaits(state, actor);
  }

  @Override
  public List<Fire> legalCommands(State state, String actor) {
    return !state.isOver() && state.deck().get(0).equals(actor)
        ? List.of(new Fire(actor))
        : List.of();
  }

  @Override
  public State visibleTo(State state, Viewer viewer) {
    if (viewer.omniscient()) {
      return state;
    }
    List<String> deck = new ArrayList<>(state.deck());
    if (leak != Leak.DECK_IN_VIEW && deck.size() > 1) {
      Collections.sort(deck.subList(1, deck.size()));
    }
    return new State(
        leak == Leak.DICE_IN_VIEW ? state.dice() : DiceStream.hidden(),
        state.turn(),
        List.copyOf(deck),
        state.redHits(),
        state.blueHits(),
        List.of());
  }

  @Override
  public Viewer viewer(State state, String actorOrSide) {
    return sides(state).contains(actorOrSide)
        ? Viewer.of(actorOrSide)
        : Viewer.of(actorOrSide, sideOf(state, actorOrSide));
  }

  @Override
  public List<String> sides(State state) {
    return List.of("Red", "Blue");
  }

  @Override
  public String sideOf(State state, String actor) {
    if (actor.equals("Red") || actor.equals("Red 1") || actor.equals("Red 2")) {
      return "Red";
    }
    if (actor.equals("Blue") || actor.equals("Blue 1") || actor.equals("Blue 2")) {
      return "Blue";
    }
    if (actor.equals(GHOST)) {
      return "Blue";
    }
    throw new IllegalArgumentException("no actor '" + actor + "'");
  }

  @Override
  public String summary(State state) {
    return "Red hit " + state.redHits() + " times, Blue " + state.blueHits() + " times";
  }

  @Override
  public List<Piece> pieces(View<State> view) {
    List<Piece> pieces = new ArrayList<>();
    for (String p : PILOTS) {
      pieces.add(Piece.offMap(p, p.startsWith("Red") ? "Red" : "Blue", 0, "", "flying", true));
    }
    if (view.viewer().speaksFor("Blue")) {
      pieces.add(Piece.offMap(GHOST, "Blue", 0, "", "watching", true));
    }
    return pieces;
  }

  @Override
  public State withDice(State state, DiceStream dice) {
    return new State(
        dice, state.turn(), state.deck(), state.redHits(), state.blueHits(), state.opening());
  }

  @Override
  public State sampleEngagement(long seed) {
    Roller roller = Roller.from(DiceStream.seeded(seed));
    List<String> deck = new ArrayList<>(PILOTS);
    Told shuffled = shuffle(1, deck, roller);
    return new State(roller.stream().orElseThrow(), 1, List.copyOf(deck), 0, 0, List.of(shuffled));
  }

  @Override
  public Bot<State, Fire> defaultBot() {
    return (view, legal) -> legal.get(0);
  }

  @Override
  public List<OddsQuery> oddsQueries() {
    return List.of();
  }
}
