package io.github.dogfight.wildblue;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.testkit.SecrecyCheck;
import org.junit.jupiter.api.Test;

/**
 * The stronger hidden-information check ({@link SecrecyCheck}) over bot games of the sample
 * engagement: The Wild Blue keeps no secret but the dice to come, so changing them changes nothing
 * a side or a spectator observes (view, legal commands, odds, the bot's choice, refusals), and no
 * event, refusal or decision names an actor a viewer cannot see.
 */
class SecrecyTest {
  @Test
  void aSideLearnsNothingOfTheDiceToCome() {
    SecrecyCheck.Report report = SecrecyCheck.of(new WildBlueRules()).run();
    assertThat(report.steps()).isPositive();
    assertThat(report.perturbed()).isGreaterThanOrEqualTo(report.steps());
  }
}
