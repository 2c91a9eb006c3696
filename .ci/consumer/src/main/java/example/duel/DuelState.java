package example.duel;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.game.GameState;
import java.util.Optional;

/**
 * A two-plane duel: Red and Blue take turns, each with hits left and whether it is evading.
 *
 * @param dice the dice stream
 * @param turn the turn (Red then Blue act in each)
 * @param toAct who acts now: "Red" or "Blue"
 * @param redHits Red's hits left
 * @param blueHits Blue's hits left
 * @param redEvading whether Red evades (a shot at it needs one more)
 * @param blueEvading whether Blue evades
 */
public record DuelState(
    DiceStream dice,
    int turn,
    String toAct,
    int redHits,
    int blueHits,
    boolean redEvading,
    boolean blueEvading)
    implements GameState {
  /** The last turn: after it the duel ends without a winner. */
  public static final int LAST_TURN = 12;

  /** Hits left of {@code plane}. */
  int hits(String plane) {
    return plane.equals("Red") ? redHits : blueHits;
  }

  /** Whether {@code plane} evades. */
  boolean evading(String plane) {
    return plane.equals("Red") ? redEvading : blueEvading;
  }

  /** The other plane. */
  static String enemyOf(String plane) {
    return plane.equals("Red") ? "Blue" : "Red";
  }

  @Override
  public String phase() {
    return "fire";
  }

  @Override
  public boolean isOver() {
    return redHits <= 0 || blueHits <= 0 || turn > LAST_TURN;
  }

  @Override
  public Optional<String> winner() {
    if (redHits <= 0) {
      return Optional.of("Blue");
    }
    return blueHits <= 0 ? Optional.of("Red") : Optional.empty();
  }

  @Override
  public Optional<String> result() {
    if (!isOver()) {
      return Optional.empty();
    }
    return Optional.of(
        winner().map(w -> w + " wins").orElse("no winner after " + LAST_TURN + " turns"));
  }
}
