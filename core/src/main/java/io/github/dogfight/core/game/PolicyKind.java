package io.github.dogfight.core.game;

/** The kinds of pluggable policy a rule set is built from. */
public enum PolicyKind {
  /** Who acts when: initiative dice, move groups, card decks, simultaneous declaration. */
  ACTIVATION,
  /** How pieces move: move charts, altitude levels or bands. */
  MOVEMENT,
  /** Positional advantage: edge, advantage dice, tactical successes. */
  ADVANTAGE,
  /** What hits do: damage boxes, robustness, hit points, removal. */
  DAMAGE,
  /** Pass-or-fail rolls a host game supplies: an Aircrew Check, Dex+Piloting. */
  CHECK,
  /** Anything else a rule set makes pluggable, such as a host system's combat phase. */
  OTHER
}
