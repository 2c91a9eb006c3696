package io.github.dogfight.core.view;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Who is looking: a side or an actor, with every name whose secrets it shares (a pilot shares its
 * side's; a side shares its pilots'), or the referee who sees everything, or a spectator who sees
 * only what is public. Rule sets build the viewer of an actor with {@link
 * io.github.dogfight.core.game.RuleSet#viewer}.
 *
 * <pre>{@code
 * Viewer raf = Viewer.of("WHITE");                        // a squadron side
 * Viewer camel = Viewer.of("Camel", "RFC");               // a pilot who shares the RFC's secrets
 * raf.sees(Audience.only("WHITE"));                       // true
 * Viewer.spectator().sees(Audience.only("WHITE"));        // false
 * }</pre>
 *
 * @param name the viewer's name, as in narration and commands
 * @param identities the names whose private information this viewer may see, its own included
 * @param omniscient whether it sees everything (the referee)
 */
public record Viewer(String name, Set<String> identities, boolean omniscient) {
  /**
   * Checks and copies.
   *
   * @param name the viewer's name, as in narration and commands
   * @param identities the names whose private information this viewer may see, its own included
   * @param omniscient whether it sees everything (the referee)
   */
  public Viewer {
    Objects.requireNonNull(identities, "identities");
    Objects.requireNonNull(name, "name");
    identities = Set.copyOf(identities);
  }

  /**
   * The referee, who sees everything: hidden plots, the card deck's order, the dice.
   *
   * @return the referee, who sees everything: hidden plots, the card deck's order, the dice
   */
  public static Viewer referee() {
    return new Viewer("referee", Set.of(), true);
  }

  /**
   * A spectator, who sees only what everyone sees.
   *
   * @return a spectator, who sees only what everyone sees
   */
  public static Viewer spectator() {
    return new Viewer("spectator", Set.of(), false);
  }

  /**
   * The viewer {@code name}, who also shares the secrets of {@code alsoSees}.
   *
   * @param name the viewer's name, as in narration and commands
   * @param alsoSees other identities it speaks for
   * @return the viewer
   */
  public static Viewer of(String name, String... alsoSees) {
    Objects.requireNonNull(name, "name");
    if (alsoSees.length == 0) {
      return new Viewer(name, Set.of(name), false);
    }
    if (alsoSees.length == 1 && !alsoSees[0].equals(name)) {
      return new Viewer(name, Set.of(name, alsoSees[0]), false);
    }
    Set<String> ids = new LinkedHashSet<>();
    ids.add(name);
    ids.addAll(List.of(alsoSees));
    return new Viewer(name, ids, false);
  }

  /**
   * Whether this viewer may see what is private to {@code identity}.
   *
   * @param identity a name
   * @return whether this viewer may see what is private to {@code identity}
   */
  public boolean speaksFor(String identity) {
    return omniscient || identities.contains(identity);
  }

  /**
   * Whether this viewer may read something addressed to {@code audience}.
   *
   * @param audience the audience
   * @return whether this viewer may read something addressed to {@code audience}
   */
  public boolean sees(Audience audience) {
    return audience.includes(this);
  }
}
