package io.github.dogfight.core.game;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The check every {@link RuleSet#sampleEngagement(long, Map)} makes of the aircraft it is asked to
 * re-type: each names an aircraft of the engagement and a type of the catalog, or the request is
 * refused naming the bad name and the choices.
 *
 * <pre>{@code
 * Replacements.check(types, List.of("Camel", "Albatros"), catalogTypeNames);
 * }</pre>
 */
public final class Replacements {
  private Replacements() {}

  /**
   * Checks {@code types} (aircraft id to type name) against the engagement's {@code aircraft} and
   * the catalog's {@code typeNames}, in the aircraft ids' order.
   *
   * @param types aircraft id to catalog type name
   * @param aircraft the replaceable aircraft's ids
   * @param typeNames the catalog's type names
   * @throws IllegalArgumentException naming an unknown aircraft and the aircraft, or an unknown
   *     type, the aircraft asked for and the types
   * @throws NullPointerException for a null argument, id or type name
   */
  public static void check(
      Map<String, String> types, List<String> aircraft, List<String> typeNames) {
    Objects.requireNonNull(types, "types");
    Objects.requireNonNull(aircraft, "aircraft");
    Objects.requireNonNull(typeNames, "typeNames");
    for (Map.Entry<String, String> e : new TreeMap<>(types).entrySet()) {
      Objects.requireNonNull(e.getValue(), e.getKey());
      if (!aircraft.contains(e.getKey())) {
        throw new IllegalArgumentException(
            "the sample engagement has no aircraft '"
                + e.getKey()
                + "'; its aircraft are "
                + String.join(", ", aircraft));
      }
      if (!typeNames.contains(e.getValue())) {
        throw new IllegalArgumentException(
            "the catalog has no aircraft type '"
                + e.getValue()
                + "' (asked for "
                + e.getKey()
                + "); its types are "
                + String.join(", ", typeNames));
      }
    }
  }
}
