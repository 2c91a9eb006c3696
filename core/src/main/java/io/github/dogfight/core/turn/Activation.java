package io.github.dogfight.core.turn;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.List;
import java.util.Objects;

/**
 * The next step of a turn: the actors of a segment who act now. In a sequential segment each
 * activation holds one actor; in a simultaneous segment one activation holds all its actors.
 *
 * @param segment the segment's name, such as "movement", "air-to-air fire" or "move"
 * @param mode whether the actors act in order or simultaneously
 * @param actors who acts, at least one
 * @param note why, in words, for narration ("last card turned", "tails Albatros"); may be empty
 */
public record Activation(String segment, Mode mode, List<String> actors, String note) {
  /**
   * Checks and copies.
   *
   * @param segment the segment's name, such as "movement", "air-to-air fire" or "move"
   * @param mode whether the actors act in order or simultaneously
   * @param actors who acts, at least one
   * @param note why, in words, for narration ("last card turned", "tails Albatros"); may be empty
   */
  public Activation {
    Objects.requireNonNull(actors, "actors");
    Objects.requireNonNull(segment, "segment");
    Objects.requireNonNull(mode, "mode");
    Objects.requireNonNull(note, "note");
    actors = List.copyOf(actors);
    checkArgument(!actors.isEmpty(), "an activation has at least one actor");
  }

  /**
   * One actor of a sequential segment.
   *
   * @param segment the segment's name, such as "movement", "air-to-air fire" or "move"
   * @param actor the actor
   * @return the activation
   */
  public static Activation of(String segment, String actor) {
    Objects.requireNonNull(actor, "actor");
    return new Activation(segment, Mode.SEQUENTIAL, List.of(actor), "");
  }

  /**
   * The only actor of a sequential activation (the first of a simultaneous one).
   *
   * @return the only actor of a sequential activation (the first of a simultaneous one)
   */
  public String actor() {
    return actors.get(0);
  }

  /**
   * This activation with a note.
   *
   * @param text the note
   * @return the new activation
   */
  public Activation withNote(String text) {
    return new Activation(segment, mode, actors, text);
  }
}
