package example.duel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import example.duel.DuelCommand.Aim;
import example.duel.DuelCommand.Evade;
import example.duel.DuelCommand.Fire;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.view.View;
import io.github.dogfight.testkit.ContractCheck;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The front-end contract, checked for a rule set written outside dogfight, as its author would. */
class TwoPlaneDuelContractTest {
  /** Every command a plane can be told: both aims and both ways to evade. */
  static List<DuelCommand> everyCommand(Game<DuelState, DuelCommand> game, String actor) {
    return List.of(
        new Fire(actor, Aim.STEADY),
        new Fire(actor, Aim.SNAP),
        new Evade(actor, true),
        new Evade(actor, false));
  }

  /** Breaking left or right is the same to the rules: a list shows one of them. */
  static Object whatAPersonCanTellApart(DuelCommand c) {
    return c instanceof Evade e ? "evade " + e.actor() : c;
  }

  @Test
  void theDuelKeepsTheFrontEndContract() {
    ContractCheck.Report report =
        ContractCheck.of(new TwoPlaneDuel())
            .probing(TwoPlaneDuelContractTest::everyCommand)
            .interchangeable(TwoPlaneDuelContractTest::whatAPersonCanTellApart)
            .games(20, 1)
            .run(); // fails listing every breach
    assertEquals(20, report.games());
    assertTrue(report.rolling() > 0, "some commands rolled dice: " + report);
    assertTrue(report.probed() > 0, "the probe tried commands beyond the lists: " + report);
  }

  @Test
  void theCheckFindsAShotWithoutOdds() {
    TwoPlaneDuel withoutOdds =
        new TwoPlaneDuel() {
          @Override
          public Map<String, Rational> commandOdds(View<DuelState> view, DuelCommand command) {
            return Map.of();
          }
        };
    ContractCheck.Report report =
        ContractCheck.of(withoutOdds).withBot((view, legal) -> legal.get(0)).games(2, 1).inspect();
    assertTrue(
        report.breaches().stream().anyMatch(b -> b.contains("but shows no odds")),
        String.join("\n", report.breaches()));
  }

  @Test
  void theCheckFindsACommandTheListLeavesOut() {
    TwoPlaneDuel withoutSnapShots =
        new TwoPlaneDuel() {
          @Override
          public List<DuelCommand> legalCommands(DuelState state, String actor) {
            return super.legalCommands(state, actor).stream()
                .filter(c -> !(c instanceof Fire f && f.aim() == Aim.SNAP))
                .toList();
          }
        };
    ContractCheck.Report report =
        ContractCheck.of(withoutSnapShots)
            .probing(TwoPlaneDuelContractTest::everyCommand)
            .interchangeable(TwoPlaneDuelContractTest::whatAPersonCanTellApart)
            .games(2, 1)
            .inspect();
    assertTrue(
        report.breaches().stream()
            .anyMatch(
                b -> b.contains("takes a snap shot at") && b.contains("is accepted but not listed")),
        String.join("\n", report.breaches()));
  }
}
