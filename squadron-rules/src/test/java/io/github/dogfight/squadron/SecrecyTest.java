package io.github.dogfight.squadron;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.testkit.SecrecyCheck;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The stronger hidden-information check ({@link SecrecyCheck}) over bot games of the sample
 * engagement: changing the dice to come, or the maneuver the other side has declared in secret
 * before the roll, changes nothing a side (or a spectator) observes, and no event, refusal or
 * decision names an aircraft a viewer cannot see. The squadron phase rolls no dice for a secret, so
 * there is nothing to predict.
 */
class SecrecyTest {
  private static final SquadronRules RULES = new SquadronRules();

  /**
   * {@code s} with every maneuver declared in secret by a side {@code viewer} does not speak for
   * changed.
   */
  static SquadronState otherDeclarations(SquadronState s, Viewer viewer) {
    boolean secretPending =
        s.pending().orElse(null) instanceof Pending.Declaration d && d.simultaneous();
    if (!secretPending) {
      return s;
    }
    Map<Side, Maneuver> declared = new EnumMap<>(Side.class);
    declared.putAll(s.declared());
    s.declared()
        .forEach(
            (side, m) -> {
              if (!viewer.speaksFor(side.name())) {
                declared.put(side, m == Maneuver.ATTACK ? Maneuver.ESCAPE : Maneuver.ATTACK);
              }
            });
    return ImmutableSquadronState.copyOf(s).withDeclared(declared);
  }

  @Test
  void aSideLearnsNothingItMayNotKnow() {
    SecrecyCheck.Report report =
        SecrecyCheck.of(RULES)
            .perturbing("the other side's secret maneuver", SecrecyTest::otherDeclarations)
            .games(8, 1)
            .run();
    assertThat(report.steps()).isPositive();
    assertThat(report.perturbed()).isGreaterThan(report.steps());
  }
}
