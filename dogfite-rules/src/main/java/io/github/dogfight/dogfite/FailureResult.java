package io.github.dogfight.dogfite;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * One column of the bet failure table.
 *
 * @param edgeLoss reduction in edge
 * @param moveReduction reduction in the number of facing changes attempted (the player chooses
 *     which tasks when several were attempted)
 * @param speedLoss addition to any speed loss incurred from the test
 * @param stressModifier modifier to a mandatory stress test, when the failure forces one
 */
public record FailureResult(
    int edgeLoss, int moveReduction, int speedLoss, OptionalInt stressModifier) {
  /**
   * Checks the fields.
   *
   * @param edgeLoss reduction in edge
   * @param moveReduction reduction in the number of facing changes attempted (the player chooses
   *     which tasks when several were attempted)
   * @param speedLoss addition to any speed loss incurred from the test
   * @param stressModifier modifier to a mandatory stress test, when the failure forces one
   */
  public FailureResult {
    Objects.requireNonNull(stressModifier, "stressModifier");
  }
}
