package io.github.dogfight.core.game;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.List;
import java.util.Objects;

/**
 * The decision a game waits for: who must act, and how.
 *
 * <ul>
 *   <li>{@link #of one actor}, or {@link #anyOf several} in any order, each seeing what the others
 *       chose before;
 *   <li>{@link #simultaneous}: each actor commits without seeing the others' choices, and the step
 *       resolves when all have committed (the actors listed are those still to commit);
 *   <li>{@link #interrupt}: a window in which the actors may react to what is happening or pass (a
 *       pass is always among their legal commands; see {@link Command#isPass()});
 *   <li>{@link #over}: the game has ended; no one acts.
 * </ul>
 *
 * <pre>{@code
 * Decision d = rules.decision(state);
 * if (d.simultaneous()) { ... each of d.actors() commits secretly ... }
 * }</pre>
 *
 * @param actors who must act now, in the order a simulation asks them; empty when over
 * @param simultaneous whether they commit secretly and the step resolves when all have
 * @param interrupt whether this is a window to react or pass
 * @param about what is being decided, in words
 */
public record Decision(List<String> actors, boolean simultaneous, boolean interrupt, String about) {
  private static final Decision OVER = new Decision(List.of(), false, false, "the game is over");

  /**
   * Checks and copies.
   *
   * @param actors who must act now, in the order a simulation asks them; empty when over
   * @param simultaneous whether they commit secretly and the step resolves when all have
   * @param interrupt whether this is a window to react or pass
   * @param about what is being decided, in words
   * @throws IllegalArgumentException for repeated actors, or a flag on a decision without actors
   */
  public Decision {
    Objects.requireNonNull(actors, "actors");
    actors = List.copyOf(actors);
    Objects.requireNonNull(about, "about");
    for (int i = 1; i < actors.size(); i++) {
      checkArgument(
          !actors.subList(0, i).contains(actors.get(i)), "an actor is listed twice in %s", actors);
    }
    checkArgument(
        !actors.isEmpty() || !(simultaneous || interrupt),
        "a decision without actors is the end of the game");
  }

  /**
   * No one acts: the game is over.
   *
   * @return the decision
   */
  public static Decision over() {
    return OVER;
  }

  /**
   * One actor decides.
   *
   * @param about what is being decided, in words
   * @param actor the actor
   * @return the decision
   */
  public static Decision of(String actor, String about) {
    Objects.requireNonNull(actor, "actor");
    return new Decision(List.of(actor), false, false, about);
  }

  /**
   * Several actors decide in any order, each seeing the choices made before.
   *
   * @param actors who must act now, in the order a simulation asks them; empty when over
   * @param about what is being decided, in words
   * @return the decision
   */
  public static Decision anyOf(List<String> actors, String about) {
    Objects.requireNonNull(actors, "actors");
    return new Decision(actors, false, false, about);
  }

  /**
   * The actors commit secretly; the step resolves when all of them have.
   *
   * @param actors who must act now, in the order a simulation asks them; empty when over
   * @param about what is being decided, in words
   * @return the decision
   */
  public static Decision simultaneous(List<String> actors, String about) {
    Objects.requireNonNull(actors, "actors");
    return new Decision(actors, true, false, about);
  }

  /**
   * The actors may react or pass.
   *
   * @param actors who must act now, in the order a simulation asks them; empty when over
   * @param about what is being decided, in words
   * @return the decision
   */
  public static Decision interrupt(List<String> actors, String about) {
    Objects.requireNonNull(actors, "actors");
    return new Decision(actors, false, true, about);
  }

  /**
   * Whether the game is over.
   *
   * @return whether the game is over
   */
  public boolean isOver() {
    return actors.isEmpty();
  }

  /**
   * Whether {@code actor} is among those who must act now.
   *
   * @param actor the actor
   * @return whether {@code actor} is among those who must act now
   */
  public boolean awaits(String actor) {
    return actors.contains(actor);
  }

  /** {@code "WHITE, BLACK (simultaneous): choose a squadron maneuver"}. */
  @Override
  public String toString() {
    if (isOver()) {
      return about;
    }
    String how = simultaneous ? " (simultaneous)" : interrupt ? " (may react or pass)" : "";
    return String.join(", ", actors) + how + ": " + about;
  }
}
