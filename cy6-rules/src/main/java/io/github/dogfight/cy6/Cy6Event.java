package io.github.dogfight.cy6;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.view.Audience;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What happens in a game of Check Your 6!. Secrets (a plotted move, a tailing declaration before
 * all are in) are addressed to the aircraft's side only; the rest is public.
 */
public sealed interface Cy6Event extends GameEvent {
  /**
   * The aircraft concerned, if one is.
   *
   * @return the aircraft concerned, if one is
   */
  Optional<String> aircraft();

  @Override
  default Optional<String> actor() {
    return aircraft();
  }

  /**
   * A secret decision was committed: the public learns that it was, its side learns what.
   *
   * @param turn the turn
   * @param phase the phase
   * @param aircraft who decided
   * @param side its side, the audience of {@code what}
   * @param what the decision in words, for its side
   * @param secret whether this is the side's copy (addressed to it only)
   */
  record Committed(
      int turn, String phase, Optional<String> aircraft, String side, String what, boolean secret)
      implements Cy6Event {
    /**
     * Checks the fields.
     *
     * @param turn the turn
     * @param phase the phase
     * @param aircraft who decided
     * @param side its side, the audience of {@code what}
     * @param what the decision in words, for its side
     * @param secret whether this is the side's copy (addressed to it only)
     */
    public Committed {
      Objects.requireNonNull(phase, "phase");
      Objects.requireNonNull(aircraft, "aircraft");
      Objects.requireNonNull(side, "side");
      Objects.requireNonNull(what, "what");
    }

    @Override
    public List<DiceRoll> dice() {
      return List.of();
    }

    @Override
    public String narration() {
      return secret ? what : aircraft.orElse(side) + " has decided (" + phase + ")";
    }

    @Override
    public Audience audience() {
      return secret ? Audience.only(side) : Audience.everyone();
    }
  }

  /**
   * The move order rolled dice (activation cards, rules 004): the 0-card roll-offs for everyone
   * (5.2 "If you still have a tie, determine with a die roll"), the deck's shuffle for the referee
   * alone (4.2 "Carefully mix all the remaining cards ... into an activation deck": its order is
   * secret until the cards are turned), the opponent's mix for the move order's {@code
   * mixAudience}. The full record keeps every die, so a replay draws exactly the same.
   *
   * @param turn the turn
   * @param phase the phase
   * @param narration what the dice were for, in words
   * @param dice the dice, in the order drawn
   * @param audience who may read them
   */
  record MoveOrdered(
      int turn, String phase, String narration, List<DiceRoll> dice, Audience audience)
      implements Cy6Event {
    /**
     * Copies the dice.
     *
     * @param turn the turn
     * @param phase the phase
     * @param narration what the dice were for, in words
     * @param dice the dice, in the order drawn
     * @param audience who may read them
     */
    public MoveOrdered {
      Objects.requireNonNull(phase, "phase");
      Objects.requireNonNull(narration, "narration");
      Objects.requireNonNull(audience, "audience");
      dice = List.copyOf(Objects.requireNonNull(dice, "dice"));
    }

    @Override
    public Optional<String> aircraft() {
      return Optional.empty();
    }
  }

  /**
   * Something happened that every player sees: a declaration revealed, a move, a check, a shot, a
   * formation broken, an exit, the end.
   *
   * @param turn the turn
   * @param phase the phase
   * @param aircraft the aircraft concerned, if one is
   * @param kind what kind of thing it is
   * @param narration what happened
   * @param dice the dice rolled for it
   */
  record Happened(
      int turn,
      String phase,
      Optional<String> aircraft,
      Kind kind,
      String narration,
      List<DiceRoll> dice)
      implements Cy6Event {
    /**
     * Copies.
     *
     * @param turn the turn
     * @param phase the phase
     * @param aircraft the aircraft concerned, if one is
     * @param kind what kind of thing it is
     * @param narration what happened
     * @param dice the dice rolled for it
     */
    public Happened {
      Objects.requireNonNull(phase, "phase");
      Objects.requireNonNull(aircraft, "aircraft");
      Objects.requireNonNull(kind, "kind");
      Objects.requireNonNull(narration, "narration");
      Objects.requireNonNull(dice, "dice");
      dice = List.copyOf(dice);
    }
  }

  /**
   * Something that only one side may know: the move of an aircraft the enemy has not spotted, a
   * side's own map, a spotting check that found nothing (C4.0, when the engagement plays the
   * spotting segment).
   *
   * @param turn the turn
   * @param phase the phase
   * @param aircraft the aircraft concerned, if one is
   * @param side the side that learns it
   * @param kind what kind of thing it is
   * @param narration what happened
   * @param dice the dice rolled for it
   */
  record Private(
      int turn,
      String phase,
      Optional<String> aircraft,
      String side,
      Kind kind,
      String narration,
      List<DiceRoll> dice)
      implements Cy6Event {
    /**
     * Copies.
     *
     * @param turn the turn
     * @param phase the phase
     * @param aircraft the aircraft concerned, if one is
     * @param side the side that learns it
     * @param kind what kind of thing it is
     * @param narration what happened
     * @param dice the dice rolled for it
     */
    public Private {
      Objects.requireNonNull(phase, "phase");
      Objects.requireNonNull(aircraft, "aircraft");
      Objects.requireNonNull(side, "side");
      Objects.requireNonNull(kind, "kind");
      Objects.requireNonNull(narration, "narration");
      Objects.requireNonNull(dice, "dice");
      dice = List.copyOf(dice);
    }

    @Override
    public Audience audience() {
      return Audience.only(side);
    }
  }

  /**
   * Something only the referee may read: a roll made for a secret no side may know, such as a
   * spotting check that found nothing (C4.0, with {@link Spotting.Misses#NO_CONTACT}), which names
   * the enemy looked for and its distance. The full record (a save) keeps it.
   *
   * @param turn the turn
   * @param phase the phase
   * @param aircraft the aircraft concerned, if one is
   * @param kind what kind of thing it is
   * @param narration what happened
   * @param dice the dice rolled for it
   */
  record Refereed(
      int turn,
      String phase,
      Optional<String> aircraft,
      Kind kind,
      String narration,
      List<DiceRoll> dice)
      implements Cy6Event {
    /**
     * Copies.
     *
     * @param turn the turn
     * @param phase the phase
     * @param aircraft the aircraft concerned, if one is
     * @param kind what kind of thing it is
     * @param narration what happened
     * @param dice the dice rolled for it
     */
    public Refereed {
      Objects.requireNonNull(phase, "phase");
      Objects.requireNonNull(aircraft, "aircraft");
      Objects.requireNonNull(kind, "kind");
      Objects.requireNonNull(narration, "narration");
      Objects.requireNonNull(dice, "dice");
      dice = List.copyOf(dice);
    }

    @Override
    public Audience audience() {
      return Audience.referee();
    }
  }

  /** The kinds of public event. */
  enum Kind {
    /** A tailing declaration, revealed. */
    TAIL,
    /** A spotting check (C4.0). */
    SPOT,
    /** A formation kept, dropped out of, broken up or broken. */
    FORMATION,
    /** Checks at the start of a move. */
    MOVE_START,
    /** A move flown. */
    MOVE,
    /** A board exit and its check. */
    EXIT,
    /** A collision roll. */
    COLLISION,
    /** Anti-aircraft fire: an aimed shot, a barrage ordered, a burst. */
    AA,
    /** An air-to-air shot. */
    SHOT,
    /** A surface attack. */
    SURFACE,
    /** Damage from a lucky hit's additional effects (debris, explosion, out of control). */
    EFFECT,
    /** The map after movement. */
    MAP,
    /** The end of the engagement. */
    END
  }
}
