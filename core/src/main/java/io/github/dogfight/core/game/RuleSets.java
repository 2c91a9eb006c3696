package io.github.dogfight.core.game;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.ServiceLoader;

/** Finds rule sets on the class path or module path through {@link ServiceLoader}. */
public final class RuleSets {
  private RuleSets() {}

  /**
   * Every rule set found, sorted by name.
   *
   * @return every rule set found, sorted by name
   */
  public static List<RuleSet<?, ?>> all() {
    return all(Thread.currentThread().getContextClassLoader());
  }

  /**
   * Every rule set visible to {@code loader}, sorted by name.
   *
   * @param loader the class loader
   * @return the rule sets
   */
  public static List<RuleSet<?, ?>> all(ClassLoader loader) {
    Objects.requireNonNull(loader, "loader");
    List<RuleSet<?, ?>> found = new ArrayList<>();
    for (RuleSet<?, ?> r : ServiceLoader.load(RuleSet.class, loader)) {
      found.add(r);
    }
    found.sort(Comparator.comparing(RuleSet::name));
    return found;
  }

  /**
   * Every odds provider: the rule sets and the other providers registered as {@link OddsProvider},
   * sorted by name.
   *
   * @return every odds provider: the rule sets and the other providers registered as {@link
   *     OddsProvider}, sorted by name
   */
  public static List<OddsProvider> oddsProviders() {
    List<OddsProvider> found = new ArrayList<>(all());
    for (OddsProvider p :
        ServiceLoader.load(OddsProvider.class, Thread.currentThread().getContextClassLoader())) {
      found.add(p);
    }
    found.sort(Comparator.comparing(OddsProvider::name));
    return found;
  }

  /**
   * The rule set called {@code name}, if one is installed.
   *
   * @param name the rule set's name
   * @return the rule set called {@code name}, if one is installed
   */
  public static Optional<RuleSet<?, ?>> find(String name) {
    Objects.requireNonNull(name, "name");
    return all().stream().filter(r -> r.name().equals(name)).findFirst();
  }
}
