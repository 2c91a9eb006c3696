package io.github.dogfight.sweep;

import java.util.List;
import java.util.Objects;

/**
 * A sweep's outcome: its spec and each variant's tally, in the spec's order.
 *
 * @param spec the sweep played
 * @param tallies each variant's tally, in the spec's order
 */
public record SweepResult(SweepSpec spec, List<Tally> tallies) {
  /**
   * Checks and copies the parts.
   *
   * @param spec the sweep played
   * @param tallies each variant's tally, in the spec's order
   * @throws IllegalArgumentException when the tallies are not the spec's variants in order
   */
  public SweepResult {
    Objects.requireNonNull(spec, "spec");
    tallies = List.copyOf(tallies);
    List<String> names = tallies.stream().map(Tally::variant).toList();
    List<String> wanted = spec.variants().stream().map(SweepSpec.Variant::name).toList();
    if (!names.equals(wanted)) {
      throw new IllegalArgumentException(
          "tallies of " + names + " do not match the spec's variants " + wanted);
    }
  }

  /**
   * The tally of the variant named {@code name}.
   *
   * @param name a variant's name
   * @return its tally
   * @throws IllegalArgumentException naming the variants when there is none of that name
   */
  public Tally tally(String name) {
    return tallies.stream()
        .filter(t -> t.variant().equals(name))
        .findFirst()
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "no variant '"
                        + name
                        + "'; the variants are "
                        + tallies.stream().map(Tally::variant).toList()));
  }

  /**
   * The baseline variant's tally.
   *
   * @return the baseline's tally
   */
  public Tally baseline() {
    return tally(spec.baseline());
  }
}
