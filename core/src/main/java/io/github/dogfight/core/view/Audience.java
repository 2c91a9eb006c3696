package io.github.dogfight.core.view;

import java.util.Objects;
import java.util.Set;

/**
 * Who may read an event: everyone, or only the named sides or actors (and the referee). A secret
 * maneuver, a plot or a drawn card's identity is addressed to its owner only; the public learns
 * only that something was chosen.
 *
 * <pre>{@code
 * Audience.everyone().includes(Viewer.spectator());         // true
 * Audience.only("WHITE").includes(Viewer.of("BLACK"));      // false
 * }</pre>
 */
public sealed interface Audience {
  /**
   * Whether {@code viewer} may read what is addressed to this audience.
   *
   * @param viewer the viewer
   * @return whether {@code viewer} may read what is addressed to this audience
   */
  boolean includes(Viewer viewer);

  /**
   * Everyone: the public narration.
   *
   * @return the audience
   */
  static Audience everyone() {
    return Everyone.INSTANCE;
  }

  /**
   * The referee alone: no side or actor may read it. Rolls made for a secret no player may know yet
   * (the shuffle that orders an activation deck) are addressed to it, so that the dice do not tell
   * the secret; the full record (a save, the referee's log) keeps them.
   *
   * @return the audience
   */
  static Audience referee() {
    return RefereeOnly.INSTANCE;
  }

  /**
   * Only the named sides or actors (and the referee).
   *
   * @param names the names
   * @return the audience
   */
  static Audience only(String... names) {
    Objects.requireNonNull(names, "names");
    return new Only(Set.of(names));
  }

  /**
   * Only the named sides or actors (and the referee).
   *
   * @param names the names
   * @return the audience
   */
  static Audience only(Set<String> names) {
    return new Only(names);
  }

  /** Everyone. */
  final class Everyone implements Audience {
    static final Everyone INSTANCE = new Everyone();

    private Everyone() {}

    @Override
    public boolean includes(Viewer viewer) {
      return true;
    }

    @Override
    public String toString() {
      return "everyone";
    }
  }

  /** The referee alone. */
  final class RefereeOnly implements Audience {
    static final RefereeOnly INSTANCE = new RefereeOnly();

    private RefereeOnly() {}

    @Override
    public boolean includes(Viewer viewer) {
      return viewer.omniscient();
    }

    @Override
    public String toString() {
      return "the referee";
    }
  }

  /**
   * Only these names.
   *
   * @param names sides or actors
   */
  record Only(Set<String> names) implements Audience {
    /**
     * Checks and copies.
     *
     * @param names sides or actors
     */
    public Only {
      names = Set.copyOf(Objects.requireNonNull(names, "names"));
      if (names.isEmpty()) {
        throw new IllegalArgumentException("an audience names at least one side or actor");
      }
    }

    @Override
    public boolean includes(Viewer viewer) {
      if (viewer.omniscient()) {
        return true;
      }
      for (String n : names) {
        if (viewer.identities().contains(n)) {
          return true;
        }
      }
      return false;
    }
  }
}
