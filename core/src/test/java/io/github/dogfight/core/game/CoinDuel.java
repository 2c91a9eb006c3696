package io.github.dogfight.core.game;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import java.util.List;
import java.util.Optional;

/**
 * A tiny rule set for testing the container: two pilots, A and B, fire in turn; a d6 at or above
 * the declared aim hits; two hits win. Aiming lower than 2 is against the rules.
 */
public class CoinDuel implements RuleSet<CoinDuel.State, CoinDuel.Fire> {
  /** The state. */
  public record State(
      DiceStream dice,
      int turn,
      int hitsOnA,
      int hitsOnB,
      String next,
      Optional<String> result,
      Optional<String> winner)
      implements GameState {
    @Override
    public String phase() {
      return "Fire";
    }

    @Override
    public boolean isOver() {
      return result.isPresent();
    }
  }

  /** Fire at the other pilot, hitting on {@code aim}+. */
  public record Fire(String actor, int aim) implements Command {
    @Override
    public String describe() {
      return actor + " fires aiming " + aim + "+";
    }
  }

  /** One shot. */
  public record Shot(int turn, String shooter, boolean hit, List<DiceRoll> dice)
      implements GameEvent {
    @Override
    public String phase() {
      return "Fire";
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(shooter);
    }

    @Override
    public String narration() {
      return shooter + (hit ? " hits." : " misses.");
    }
  }

  @Override
  public String name() {
    return "coin-duel";
  }

  @Override
  public String title() {
    return "Coin duel (test rule set)";
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
    if (!command.actor().equals(state.next())) {
      throw new RuleViolation(
          "Coin duel: turns alternate",
          "actor",
          command.actor(),
          "it is " + state.next() + "'s turn");
    }
    if (command.aim() < 2 || command.aim() > 6) {
      throw new RuleViolation(
          "Coin duel: aim", "aim", Integer.toString(command.aim()), "aim 2 to 6");
    }
    DiceRoll roll = roller.roll("1d6", command.actor() + " fires");
    boolean hit = roll.result() >= command.aim();
    int onA = state.hitsOnA() + (hit && command.actor().equals("B") ? 1 : 0);
    int onB = state.hitsOnB() + (hit && command.actor().equals("A") ? 1 : 0);
    Optional<String> winner =
        onB >= 2 ? Optional.of("A") : onA >= 2 ? Optional.of("B") : Optional.empty();
    State next =
        new State(
            state.dice(),
            command.actor().equals("B") ? state.turn() + 1 : state.turn(),
            onA,
            onB,
            command.actor().equals("A") ? "B" : "A",
            winner.map(w -> w + " wins"),
            winner);
    return new Outcome<>(
        next, List.of(new Shot(state.turn(), command.actor(), hit, List.of(roll))));
  }

  @Override
  public Decision decision(State state) {
    return state.isOver() ? Decision.over() : Decision.of(state.next(), "fire");
  }

  @Override
  public List<Fire> legalCommands(State state, String actor) {
    if (state.isOver() || !actor.equals(state.next())) {
      return List.of();
    }
    return List.of(new Fire(actor, 4), new Fire(actor, 2));
  }

  @Override
  public String summary(State state) {
    return "A hit " + state.hitsOnA() + " times, B hit " + state.hitsOnB() + " times\n";
  }

  @Override
  public State withDice(State state, DiceStream dice) {
    return new State(
        dice,
        state.turn(),
        state.hitsOnA(),
        state.hitsOnB(),
        state.next(),
        state.result(),
        state.winner());
  }

  @Override
  public State sampleEngagement(long seed) {
    return new State(DiceStream.seeded(seed), 1, 0, 0, "A", Optional.empty(), Optional.empty());
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
