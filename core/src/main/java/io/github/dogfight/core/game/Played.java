package io.github.dogfight.core.game;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A command as it was played: with the state's own dice (the usual way; replaying from the same
 * state rolls the same faces), or with scripted dice, whose faces are kept so that a replay rolls
 * them again.
 *
 * @param command the command
 * @param scriptedFaces the raw faces drawn from a {@link io.github.dogfight.core.dice.ScriptedDice}
 *     script, in order; empty when the command rolled from the state's dice stream
 * @param <C> the command type
 */
public record Played<C extends Command>(C command, Optional<List<Integer>> scriptedFaces) {
  /**
   * Checks and copies the parts.
   *
   * @param command the command
   * @param scriptedFaces the raw faces drawn from a {@link
   *     io.github.dogfight.core.dice.ScriptedDice} script, in order; empty when the command rolled
   *     from the state's dice stream
   * @throws NullPointerException naming a null part
   */
  public Played {
    Objects.requireNonNull(command, "command");
    Objects.requireNonNull(scriptedFaces, "scriptedFaces");
    scriptedFaces = scriptedFaces.map(List::copyOf);
  }

  /**
   * A command played with the state's dice.
   *
   * @param command the command
   * @param <C> the command type
   * @return the command as played
   */
  public static <C extends Command> Played<C> rolled(C command) {
    return new Played<>(command, Optional.empty());
  }

  /**
   * A command played with scripted dice that drew {@code faces}.
   *
   * @param command the command
   * @param faces the raw faces drawn, in order
   * @param <C> the command type
   * @return the command as played
   */
  public static <C extends Command> Played<C> scripted(C command, List<Integer> faces) {
    return new Played<>(command, Optional.of(faces));
  }
}
