package io.github.dogfight.dogfite;

import static io.github.dogfight.testkit.DogfightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.DogfiteCommand.AdjustPip;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseTarget;
import io.github.dogfight.dogfite.DogfiteCommand.Fire;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.dogfite.event.GunFired;
import io.github.dogfight.dogfite.internal.Gunnery;
import io.github.dogfight.testkit.Scripted;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The pip a +1 or +2 shooter moves (issue 26), CRITICAL HITS: "+1 pilots may subtract one pip from
 * a die to obtain doubles, +2 pilots may add OR subtract one pip from a die. NOTE: the
 * addition/subtraction is of a *pip* from a single die --not one from the roll result." The
 * standard reading ({@link DogfiteReadings#pipChangesHits()}): the moved die is the die counted, so
 * the 2d6 that gives the hits changes with it; the other reading keeps the hits of the dice as
 * rolled.
 *
 * <p>The Camel (firing +1, shooting as given) and the Albatros sit in the middle of hex (0,0); the
 * Camel keeps the Albatros as its target and carries over the edge given (a target in a hex middle
 * gives no position bonus). The Albatros has no target: only the Camel fires.
 */
class PipAdjustmentTest {
  private static final AircraftCatalog CATALOG = AircraftCatalog.sample();
  private static final DogfiteRules AS_ROLLED =
      Fixtures.RULES.withReadings(DogfiteReadings.standard().withPipChangesHits(false));

  /** The Camel is asked to fire at the Albatros with {@code carried} edge. */
  private static Game<DogfiteState, DogfiteCommand> toCombat(
      DogfiteRules rules, int shooting, int carried) {
    Placement middle = new Placement(HexPosition.middle(Hex.ORIGIN), Altitude.at(2));
    Plane camel =
        Plane.of(
                "RFC", CATALOG.type("Sopwith Camel"), new Pilot("Camel", 1, 1, shooting), middle, 3)
            .withTarget(Optional.of("Albatros"))
            .withEdge(carried);
    Plane albatros =
        Plane.of(
            "Jasta 11", CATALOG.type("Albatros D.III"), new Pilot("Albatros", 0, 0, 0), middle, 3);
    Game<DogfiteState, DogfiteCommand> g =
        Game.start(rules, rules.start(List.of(camel, albatros), 1));
    g = g.play(new ChooseTarget("Camel", Optional.of("Albatros")));
    g = Scripted.play(g, new ChooseTarget("Albatros", Optional.empty()), 5, 2);
    // The Camel's d10 (face 5: 4 + 1) beats the Albatros's (face 2: 1): it moves right after it.
    for (String id : g.state().order()) {
      // d6 1 + speed 3 = 4: one point, spent staying in the middle (a level-0 bet, 2d6 = 6).
      g = Scripted.play(g, new BeginMove(id, VerticalMove.LEVEL), 1);
      g = Scripted.play(g, new Move(id, new Step.ToMiddle(), 0, 0), 3, 3);
    }
    assertThat(g.state().plane("Camel").edge()).isEqualTo(carried);
    assertThat(g.state().pending()).isEqualTo(new Pending.Firing("Camel", Range.ZERO));
    return g;
  }

  private static GunFired shot(Game<DogfiteState, DogfiteCommand> g) {
    return assertThat(g.log()).singleEventOfType(GunFired.class);
  }

  @Test
  @DisplayName(
      "+2 pilots may add OR subtract one pip from a die: a pip added to the lower die adds a hit")
  void aPlusTwoPilotAddsAPipAndTheHitsRiseWithIt() {
    // 2d6 - 10 + 3 edge + 1 firing + 2 shooting = 3 + 4 - 4 = 3 hits. A pip off the 4 makes 3
    // and 3 (2 hits, one critical at 2 per critical); a pip on the 3 makes 4 and 4 (4 hits, two).
    Game<DogfiteState, DogfiteCommand> g =
        Scripted.play(toCombat(Fixtures.RULES, 2, 3), new Fire("Camel", 1), 3, 4);
    assertThat(g.state().pending()).isInstanceOf(Pending.Pip.class);
    assertThat(g.legalCommands())
        .containsExactly(
            new AdjustPip("Camel", -1), new AdjustPip("Camel", 1), new AdjustPip("Camel", 0));
    // The critical hits: 2d6 = 8 and 7, structural damage twice.
    Game<DogfiteState, DogfiteCommand> added =
        Scripted.play(g, new AdjustPip("Camel", 1), 4, 4, 3, 4);
    assertThat(shot(added).hits()).isEqualTo(4);
    assertThat(shot(added).pip()).isEqualTo(1);
    assertThat(shot(added).criticals())
        .containsExactly(CriticalEffect.STRUCTURAL_CURRENT, CriticalEffect.STRUCTURAL_CURRENT);
    assertThat(added.log())
        .narrationContains(
            "Camel fires at Albatros from point blank (2d6: needs 5+ to hit), adding a pip to the"
                + " lower die for doubles:"
                + " 4 hits, critical:");
    Game<DogfiteState, DogfiteCommand> subtracted =
        Scripted.play(g, new AdjustPip("Camel", -1), 4, 4);
    assertThat(shot(subtracted).hits()).isEqualTo(2);
    assertThat(shot(subtracted).criticals()).hasSize(1);
    assertThat(subtracted.log())
        .narrationContains("taking a pip off the higher die for doubles: 2 hits");
    Game<DogfiteState, DogfiteCommand> left = g.play(new AdjustPip("Camel", 0));
    assertThat(shot(left).hits()).isEqualTo(3);
    assertThat(shot(left).criticals()).isEmpty();
  }

  @Test
  @DisplayName("the other reading: the pip only makes doubles, the hits are the dice as rolled")
  void underTheOtherReadingAPipAddedLeavesTheHits() {
    Game<DogfiteState, DogfiteCommand> g =
        Scripted.play(toCombat(AS_ROLLED, 2, 3), new Fire("Camel", 1), 3, 4);
    // 3 hits either way: one critical at 2 per critical.
    Game<DogfiteState, DogfiteCommand> added = Scripted.play(g, new AdjustPip("Camel", 1), 4, 4);
    assertThat(shot(added).hits()).isEqualTo(3);
    assertThat(shot(added).criticals()).hasSize(1);
  }

  @Test
  @DisplayName(
      "+1 pilots may subtract one pip from a die to obtain doubles: the hit it costs can cost the"
          + " critical")
  void aPlusOnePilotIsAskedOnlyWhenThePipStillScoresACritical() {
    // 2d6 - 10 + 4 edge + 1 + 1 = 3 + 4 - 4 = 3 hits. A pip off the 4 makes 3 and 3: 2 hits, no
    // critical at 3 per critical, and a hit fewer: not worth asking, the burst is fired as rolled.
    Game<DogfiteState, DogfiteCommand> g =
        Scripted.play(toCombat(Fixtures.RULES, 1, 4), new Fire("Camel", 1), 3, 4);
    assertThat(g.state().pending()).isNotInstanceOf(Pending.Pip.class);
    assertThat(shot(g).hits()).isEqualTo(3);
    assertThat(shot(g).criticals()).isEmpty();
    // Under the other reading the doubles keep 3 hits: one critical, so the shooter is asked.
    Game<DogfiteState, DogfiteCommand> h =
        Scripted.play(toCombat(AS_ROLLED, 1, 4), new Fire("Camel", 1), 3, 4);
    assertThat(h.state().pending()).isInstanceOf(Pending.Pip.class);
    assertThat(h.legalCommands())
        .containsExactly(new AdjustPip("Camel", -1), new AdjustPip("Camel", 0));
  }

  @Test
  @DisplayName("+1 pilots may subtract one pip: adding one is refused, the state unchanged")
  void aPipTheSkillDoesNotAllowIsRefused() {
    // 2d6 - 10 + 10 + 1 + 1 = 4 + 5 + 2 = 11 hits; 4 and 4 would be 10 hits, three criticals.
    Game<DogfiteState, DogfiteCommand> g =
        Scripted.play(toCombat(Fixtures.RULES, 1, 10), new Fire("Camel", 1), 4, 5);
    assertThat(g.state().pending()).isInstanceOf(Pending.Pip.class);
    assertThat(g)
        .rejects(new AdjustPip("Camel", 1))
        .hasMessageContaining("CRITICAL HITS")
        .hasMessageContaining("pip")
        .hasMessageContaining("may subtract one pip (-1) from the higher die");
    assertThat(g).rejects(new AdjustPip("Camel", 2)).hasMessageContaining("pip = 2 rejected");
  }

  @Test
  void theBotAddsAPipWhereItMayElseTakesOneOff() {
    // The +2 shooter is offered -1, +1 and 0: it adds the pip. The +1 shooter (the other reading)
    // is offered -1 and 0: it takes the pip off.
    Game<DogfiteState, DogfiteCommand> plusTwo =
        Scripted.play(toCombat(Fixtures.RULES, 2, 3), new Fire("Camel", 1), 3, 4);
    assertThat(botChoice(plusTwo)).isEqualTo(new AdjustPip("Camel", 1));
    Game<DogfiteState, DogfiteCommand> plusOne =
        Scripted.play(toCombat(AS_ROLLED, 1, 4), new Fire("Camel", 1), 3, 4);
    assertThat(botChoice(plusOne)).isEqualTo(new AdjustPip("Camel", -1));
  }

  private static DogfiteCommand botChoice(Game<DogfiteState, DogfiteCommand> g) {
    return g.rules().defaultBot().choose(g.viewFor("Camel"), g.legalCommands("Camel"));
  }

  @Test
  void theBotsPipIsTheBestPipTheOddsAssume() {
    // The bot moves the highest pip it is offered; the odds assume Gunnery.bestPip. Whenever the
    // shooter is asked, they agree, under both readings.
    DogfiteTables tables = DogfiteTables.standard();
    for (boolean changes : new boolean[] {true, false}) {
      for (int shooting = 1; shooting <= 2; shooting++) {
        for (int mod = -12; mod <= 6; mod++) {
          for (int a = 1; a <= 6; a++) {
            for (int b = 1; b <= 6; b++) {
              List<Integer> pips = Gunnery.pipMoves(tables.pipAdjustment(shooting), a, b);
              Gunnery.Score asRolled = Gunnery.score(tables, shooting, a, b, 0, mod, changes);
              boolean asked = false;
              int highest = Integer.MIN_VALUE;
              for (int pip : pips) {
                Gunnery.Score s = Gunnery.score(tables, shooting, a, b, pip, mod, changes);
                asked |= s.criticals() > asRolled.criticals() || s.hits() > asRolled.hits();
                highest = Math.max(highest, pip);
              }
              int best = Gunnery.bestPip(tables, shooting, a, b, mod, changes);
              assertThat(best)
                  .as("shooting %s, modifier %s, dice %s %s", shooting, mod, a, b)
                  .isEqualTo(asked ? highest : 0);
            }
          }
        }
      }
    }
  }
}
