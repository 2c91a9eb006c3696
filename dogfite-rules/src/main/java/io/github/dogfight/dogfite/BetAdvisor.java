package io.github.dogfight.dogfite;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.odds.Rational;

/**
 * Exact expectations of a bet, for bots and for players weighing a choice: the chance the maneuver
 * happens, the expected edge change (edge gained minus failure losses), the expected speed change
 * and the chance a failure forces a stress test.
 *
 * <p>It runs {@link Resolution#bet} itself over every one of the 6^4 equally likely dice (the bet
 * roll and the failure roll), so the advice can never disagree with the rules as played.
 */
public final class BetAdvisor {
  private static final int OUTCOMES = 6 * 6 * 6 * 6;

  private final Resolution resolution;

  /** Advice under {@code tables}. */
  public BetAdvisor(DogfiteTables tables) {
    this.resolution = new Resolution(tables);
  }

  /**
   * The expectations of one bet.
   *
   * @param maneuver P(the required level passes: the aircraft moves as desired)
   * @param expectedEdge E(edge gained minus edge lost to the failure table)
   * @param expectedSpeedChange E(speed change from the bet)
   * @param stressFromFailure P(a failure forces a stress test)
   */
  public record Advice(
      Rational maneuver,
      Rational expectedEdge,
      Rational expectedSpeedChange,
      Rational stressFromFailure) {}

  /** The exact expectations of {@code request}. */
  public Advice advise(BetRequest request) {
    int maneuver = 0;
    int edge = 0;
    int speed = 0;
    int stress = 0;
    for (int a = 1; a <= 6; a++) {
      for (int b = 1; b <= 6; b++) {
        for (int c = 1; c <= 6; c++) {
          for (int d = 1; d <= 6; d++) {
            BetOutcome o =
                resolution.bet(request, Roller.scripted(ScriptedDice.of(a, b, c, d)), "advice");
            maneuver += o.maneuverSucceeds() ? 1 : 0;
            edge += o.edgeGained() - o.failure().map(FailureResult::edgeLoss).orElse(0);
            speed += o.speedChange();
            stress += o.stressModifier().isPresent() ? 1 : 0;
          }
        }
      }
    }
    return new Advice(
        Rational.of(maneuver, OUTCOMES),
        Rational.of(edge, OUTCOMES),
        Rational.of(speed, OUTCOMES),
        Rational.of(stress, OUTCOMES));
  }
}
