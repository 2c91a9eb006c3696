package io.github.dogfight.core.turn;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;

/**
 * A segment of a turn: a name, how its actors act, and the actors in order. An actor acts at most
 * once in a segment.
 *
 * <pre>{@code
 * Segment moves = Segment.sequential("movement", List.of("Camel", "Albatros"));
 * Segment fire = Segment.simultaneous("air-to-air fire", List.of("Spitfire", "Bf 109"));
 * }</pre>
 *
 * @param name the segment's name
 * @param mode in order or simultaneously
 * @param actors the actors in order, each once
 */
public record Segment(String name, Mode mode, List<String> actors) {
  /**
   * Checks and copies.
   *
   * @param name the segment's name
   * @param mode in order or simultaneously
   * @param actors the actors in order, each once
   * @throws IllegalArgumentException if an actor is listed twice
   */
  public Segment {
    Objects.requireNonNull(actors, "actors");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(mode, "mode");
    actors = List.copyOf(actors);
    HashSet<String> seen = new HashSet<>();
    for (String a : actors) {
      checkArgument(
          seen.add(a), "segment '%s': %s is listed twice; an actor acts once per segment", name, a);
    }
  }

  /**
   * Actors acting one after another.
   *
   * @param name the segment's name
   * @param actors the actors in order, each once
   * @return the segment
   */
  public static Segment sequential(String name, List<String> actors) {
    Objects.requireNonNull(actors, "actors");
    return new Segment(name, Mode.SEQUENTIAL, actors);
  }

  /**
   * Actors acting all at once.
   *
   * @param name the segment's name
   * @param actors the actors in order, each once
   * @return the segment
   */
  public static Segment simultaneous(String name, List<String> actors) {
    Objects.requireNonNull(actors, "actors");
    return new Segment(name, Mode.SIMULTANEOUS, actors);
  }

  /**
   * The activations of this segment: one per actor in order, or one for all at once.
   *
   * @return the activations of this segment: one per actor in order, or one for all at once
   */
  public List<Activation> activations() {
    if (actors.isEmpty()) {
      return List.of();
    }
    if (mode == Mode.SIMULTANEOUS) {
      return List.of(new Activation(name, mode, actors, ""));
    }
    return actors.stream().map(a -> Activation.of(name, a)).toList();
  }
}
