package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.testkit.SecrecyCheck;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The stronger hidden-information check ({@link SecrecyCheck}) over bot games of the sample
 * engagement, for both movement orders, with and without the spotting segment: changing the dice to
 * come, the other side's plots and fire orders not yet revealed, or (spotting on) the place of an
 * enemy aircraft the viewer's side has not spotted changes nothing a side or a spectator observes,
 * and no event, refusal or decision names an aircraft a viewer cannot see. A round of activation
 * cards is dealt, shuffled and turned in one step, so no deck order is left to predict.
 */
class SecrecyTest {
  private static final Cy6Rules MOVE_GROUPS = new Cy6Rules();
  private static final Cy6Rules CARDS = MOVE_GROUPS.withActivation("cards");
  private static final Cy6Rules SPOTTING =
      new Cy6Rules(Cy6Config.defaults().withSpotting(Spotting.standard()));
  private static final Cy6Rules SPOTTING_CARDS = SPOTTING.withActivation("cards");

  /** {@code s} without the plots and fire orders of the sides {@code viewer} does not speak for. */
  static Cy6State othersOrdersWithdrawn(Cy6State s, Viewer viewer) {
    Map<String, Cy6Command.Plot> plots = new LinkedHashMap<>();
    s.plots()
        .forEach(
            (id, plot) -> {
              if (viewer.speaksFor(s.get(id).side())) {
                plots.put(id, plot);
              }
            });
    Map<String, Optional<String>> fire = new LinkedHashMap<>();
    s.fire()
        .forEach(
            (id, target) -> {
              if (viewer.speaksFor(s.get(id).side())) {
                fire.put(id, target);
              }
            });
    if (plots.size() == s.plots().size() && fire.size() == s.fire().size()) {
      return s;
    }
    return s.withCommitted(s.waiting(), s.tails(), s.formationChoices(), plots, s.tailInfo(), fire);
  }

  /** {@code s} with the first enemy aircraft {@code viewer}'s side has not spotted a hex ahead. */
  static Cy6State unspottedMoved(Cy6State s, Viewer viewer) {
    for (Plane p : s.planes()) {
      if (p.flying() && !viewer.speaksFor(p.side()) && !s.spotted().contains(p.id())) {
        return s.withPlane(
            new Plane(
                p.id(),
                p.side(),
                p.type(),
                p.crew(),
                p.position().ahead(),
                p.tal(),
                p.speed(),
                p.condition(),
                p.formation(),
                p.outOfAmmunition(),
                p.status(),
                p.exit(),
                p.ordnance(),
                p.equipment()));
      }
    }
    return s;
  }

  static SecrecyCheck.Report check(Cy6Rules rules) {
    SecrecyCheck<Cy6State, Cy6Command> check =
        SecrecyCheck.of(rules)
            .perturbing(
                "the other side's plots and fire orders", SecrecyTest::othersOrdersWithdrawn);
    if (rules.config().spotting().isPresent()) {
      check = check.perturbing("an aircraft it has not spotted moved", SecrecyTest::unspottedMoved);
    }
    SecrecyCheck.Report report = check.games(1, 1).maxSteps(150).run();
    assertThat(report.steps()).isPositive();
    assertThat(report.perturbed()).isGreaterThan(report.steps());
    return report;
  }

  @Test
  void moveGroupsKeepEverySecret() {
    check(MOVE_GROUPS);
  }

  @Test
  void activationCardsKeepEverySecret() {
    check(CARDS);
  }

  @Test
  void moveGroupsWithSpottingKeepEverySecret() {
    check(SPOTTING);
  }

  @Test
  void activationCardsWithSpottingKeepEverySecret() {
    check(SPOTTING_CARDS);
  }
}
