package io.github.dogfight.core.game;

/** A decision made by a player (or a bot) and given to the rule set as one step. */
public interface Command {
  /**
   * Who gives the command: a side, pilot or aircraft name.
   *
   * @return who gives the command: a side, pilot or aircraft name
   */
  String actor();

  /**
   * The command in words, for logs.
   *
   * @return the command in words, for logs
   */
  String describe();

  /**
   * Whether this command declines to act: the pass an interrupt window always offers. Default
   * false.
   *
   * @return whether this command declines to act: the pass an interrupt window always offers
   */
  default boolean isPass() {
    return false;
  }
}
