package example;

import io.github.dogfight.cards.ThreatRule;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.core.view.View;
import io.github.dogfight.dogfite.CardActivation;
import io.github.dogfight.dogfite.DogfiteCommand;
import io.github.dogfight.dogfite.DogfiteRules;
import io.github.dogfight.dogfite.DogfiteState;
import io.github.dogfight.squadron.AircraftCatalog;
import io.github.dogfight.squadron.Maneuver;
import io.github.dogfight.squadron.Side;
import io.github.dogfight.squadron.Squadron;
import io.github.dogfight.squadron.SquadronCommand;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.squadron.SquadronRules;
import io.github.dogfight.squadron.SquadronState;

/** The README's Java examples, compiled and run against the installed artifacts. */
public final class ReadmeExamples {
  private ReadmeExamples() {}

  public static void main(String[] args) {
    // "One squadron round"
    SquadronRules rules = new SquadronRules();
    AircraftCatalog catalog = AircraftCatalog.sample();
    Squadron raf = Squadron.builder("RAF", Side.WHITE)
        .add(3, catalog.type("Spitfire Mk I")).add(4, catalog.type("Hurricane Mk I")).build();
    Squadron luftwaffe = Squadron.builder("Luftwaffe", Side.BLACK)
        .add(7, catalog.type("Bf 109 E")).add(2, catalog.type("He 111 H")).build();
    Game<SquadronState, SquadronCommand> game = Game.start(rules, rules.start(raf, luftwaffe, 42L));
    System.out.println(rules.odds().netSuccesses(12, Maneuver.ATTACK, 0, 12, Maneuver.DEFEND, 0)
        .atLeast(1).toDecimal(4));
    game = game.play(new DeclareManeuver(Side.WHITE, Maneuver.ATTACK));
    game = game.play(new DeclareManeuver(Side.BLACK, Maneuver.DEFEND));
    while (!game.isOver() && game.state().turn() == 1) {
      game = game.play(rules.defaultBot());
    }
    System.out.print(game.log().narration());

    // "Decisions, views and hidden information"
    View<SquadronState> mine = game.viewFor("WHITE");
    System.out.println("P(win) from WHITE's view: "
        + rules.odds().netSuccesses(mine, Maneuver.ATTACK, Maneuver.DEFEND).atLeast(1).toDecimal(4));

    // "Writing a variant"
    DogfiteRules cards = new DogfiteRules()
        .withActivation(CardActivation.standard()
            .withAwareness(plane -> 12 + 2 * plane.pilot().experience())
            .withThreatRule(ThreatRule.CUMULATIVE));
    Game<DogfiteState, DogfiteCommand> duel = Game.start(cards, cards.sampleEngagement(7));
    duel = Simulation.playOut(duel);
    System.out.println("Dogfite! with cards: " + duel.log().events().size() + " events");
  }
}
