package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.DogfiteActivation.MOVEMENT;
import static io.github.dogfight.testkit.DogfightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.cards.Asset;
import io.github.dogfight.cards.ThreatRule;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.core.turn.Activation;
import io.github.dogfight.core.turn.Segment;
import io.github.dogfight.core.turn.TurnOrder;
import io.github.dogfight.dogfite.event.TurnOrdered;
import io.github.dogfight.testkit.Replay;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The Dogfite! variant with activation cards (rules 004 on rules 000). */
class CardActivationTest {
  private static final AircraftCatalog CATALOG = AircraftCatalog.sample();
  private static final DogfiteRules RULES =
      new DogfiteRules().withActivation(CardActivation.standard());

  private static Plane plane(String side, String id, int experience, int flying, HexPosition at) {
    return Plane.of(
        side,
        CATALOG.type("Sopwith Camel"),
        new Pilot(id, experience, flying, 0),
        new Placement(at, Altitude.at(2)),
        5);
  }

  private static Asset asset(List<Asset> assets, String id) {
    return assets.stream().filter(a -> a.id().equals(id)).findFirst().orElseThrow();
  }

  @Test
  void awarenessMapsExperienceAndFlyingSkill() {
    HexPosition at = HexPosition.middle(Hex.ORIGIN);
    assertThat(CardActivation.standardAwareness(plane("X", "a", 0, 0, at))).isEqualTo(11);
    assertThat(CardActivation.standardAwareness(plane("X", "a", 1, 0, at))).isEqualTo(14);
    assertThat(CardActivation.standardAwareness(plane("X", "a", 1, 1, at))).isEqualTo(16);
    assertThat(CardActivation.standardAwareness(plane("X", "a", 2, 2, at))).isEqualTo(21);
    assertThat(CardActivation.standardAwareness(plane("X", "a", -1, -1, at))).isEqualTo(6);
  }

  @Test
  void woundsCostThreeHitPointsPerPointAndSmokeOrFireNone() {
    Plane p = plane("X", "a", 1, 1, HexPosition.middle(Hex.ORIGIN));
    assertThat(CardActivation.standardHpLost(p)).isZero();
    Plane wounded = p.withCondition(Condition.SOUND.with(CriticalEffect.WOUNDED_1));
    assertThat(CardActivation.standardHpLost(wounded)).isEqualTo(3);
    Plane badly =
        p.withCondition(
            Condition.SOUND.with(CriticalEffect.WOUNDED_1).with(CriticalEffect.WOUNDED_3));
    assertThat(CardActivation.standardHpLost(badly)).isEqualTo(12);
    assertThat(CardActivation.standardHpLost(p.withCondition(Condition.SOUND.smoke()))).isZero();
    assertThat(
            CardActivation.standardHpLost(
                p.withCondition(Condition.SOUND.smoke().with(CriticalEffect.WOUNDED_3).fire())))
        .isEqualTo(9);
  }

  @Test
  void enemiesInRearAndSideArcsCostCards() {
    // "hunted" flies north at the origin; "rear" sits two hexes south, "side" off its right wing.
    Plane hunted = plane("RFC", "hunted", 1, 1, HexPosition.edge(Hex.ORIGIN, Facing.N));
    Plane rear = plane("Jasta", "rear", 0, 0, HexPosition.middle(new Hex(0, 2)));
    Plane side = plane("Jasta", "side", 0, 0, HexPosition.middle(new Hex(2, -1)));
    DogfiteState s = RULES.start(List.of(hunted, rear, side), 1);
    List<Asset> assets = CardActivation.standard().assets(s, Map.of());
    Asset a = asset(assets, "hunted");
    assertThat(a.enemyInRear()).isTrue();
    assertThat(a.enemyInSide()).isTrue();
    assertThat(a.awareness()).isEqualTo(16);
    // 3 cards for Awareness 16, less 2 for the rear (WORST); CUMULATIVE takes 3.
    assertThat(a.cards(ThreatRule.WORST)).isEqualTo(1);
    assertThat(a.cards(ThreatRule.CUMULATIVE)).isZero();
    // Aircraft in a hex middle have no facing and so no threatened arcs.
    assertThat(asset(assets, "rear").enemyInRear()).isFalse();
    assertThat(asset(assets, "rear").enemyInSide()).isFalse();
  }

  @Test
  void earlyMoversFirstThenLastCardsAndFireInReverse() {
    HexPosition far = HexPosition.middle(new Hex(0, 9));
    Plane spinning = plane("RFC", "A", 0, 0, HexPosition.middle(Hex.ORIGIN)).withSpinning(true);
    Plane b = plane("Jasta", "B", 1, 1, far);
    Plane c = plane("Jasta", "C", 0, 0, HexPosition.middle(new Hex(3, 3)));
    DogfiteState s = RULES.start(List.of(spinning, b, c), 1);
    // Deck A A B B B C C; each Fisher-Yates die shows its top face, so the deck stays in order.
    ScriptedDice script = ScriptedDice.of(7, 6, 5, 4, 3, 2);
    Orders order = Orders.of(CardActivation.standard().plan(s, Roller.scripted(script)));
    assertThat(script.used()).isEqualTo(6);
    // A spins, so it moves first (5.2); its last card (2nd) only marks its place in the
    // shooting deck. B's last card is the 5th, C's the 7th.
    assertThat(order.moves()).containsExactly("A", "B", "C");
    assertThat(order.fires()).containsExactly("C", "B", "A");

    // The opponent's mix (4.2) shuffles once more: six more dice, here here moving a C to the top.
    ScriptedDice mixed = ScriptedDice.of(7, 6, 5, 4, 3, 2, 1, 6, 5, 4, 3, 2);
    Orders afterMix =
        Orders.of(CardActivation.standard().withOpponentMix(true).plan(s, Roller.scripted(mixed)));
    assertThat(mixed.used()).isEqualTo(12);
    // Deck A A B B B C C; the first swap (i = 6, j = 0) gives C A B B B C A: B's last card is the
    // 5th, C's the 6th, A's the 7th. A moved early (spinning) but its last card fires first.
    assertThat(afterMix.moves()).containsExactly("A", "B", "C");
    assertThat(afterMix.fires()).containsExactly("A", "C", "B");

    // All the 1s: the deck turns C A A B B B C... the shuffle decides; every aircraft once.
    Orders other =
        Orders.of(
            CardActivation.standard().plan(s, Roller.scripted(ScriptedDice.of(1, 1, 1, 1, 1, 1))));
    assertThat(other.moves()).startsWith("A").containsExactlyInAnyOrder("A", "B", "C");
    assertThat(other.fires()).containsExactlyInAnyOrder("A", "B", "C");
  }

  @Test
  void aFormationMovesEarlyAsOnePlaneAndZeroCardPilotsFireLast() {
    Plane leader = plane("RFC", "lead", 1, 1, HexPosition.middle(Hex.ORIGIN));
    Plane wing = plane("RFC", "wing", 1, 1, HexPosition.middle(new Hex(1, 0)));
    Plane enemy = plane("Jasta", "hun", 1, 1, HexPosition.middle(new Hex(0, 5)));
    DogfiteState s = RULES.start(List.of(leader, wing, enemy), 1);
    CardActivation cards = CardActivation.standard();
    List<Asset> assets = cards.assets(s, Map.of("wing", "lead"));
    assertThat(assets).extracting(Asset::id).containsExactly("lead", "hun");
    assertThat(asset(assets, "lead").formation()).contains("lead");
    assertThat(asset(assets, "lead").cards(ThreatRule.WORST)).isZero();
    // Only hun's 3 cards are shuffled: d3, d2.
    Orders order =
        Orders.of(
            cards.plan(
                s.withProgress(s.progress().withFormations(Map.of("wing", "lead"))),
                Roller.scripted(ScriptedDice.of(3, 2))));
    assertThat(order.moves()).containsExactly("lead", "hun");
    assertThat(order.fires()).containsExactly("hun", "lead");
  }

  @Test
  void mappingsAndThreatRuleAreReplaceable() {
    Plane hunted = plane("RFC", "hunted", 1, 1, HexPosition.edge(Hex.ORIGIN, Facing.N));
    Plane rear = plane("Jasta", "rear", 0, 0, HexPosition.middle(new Hex(0, 2)));
    DogfiteState s = RULES.start(List.of(hunted, rear), 1);
    CardActivation custom =
        CardActivation.standard()
            .withAwareness(p -> 27)
            .withWounds(p -> 6)
            .withThreatRule(ThreatRule.CUMULATIVE);
    Asset a = asset(custom.assets(s, Map.of()), "hunted");
    assertThat(a.awareness()).isEqualTo(27);
    assertThat(a.hpLost()).isEqualTo(6);
    // 8 cards, less 2 for wounds, less 2 for the rear.
    assertThat(a.cards(ThreatRule.CUMULATIVE)).isEqualTo(4);
  }

  @Test
  void theVariantPlaysWholeEngagementsDeterministically() {
    assertThat(RULES.title()).contains("activation cards");
    assertThat(RULES.activation()).isInstanceOf(CardActivation.class);
    assertThat(RULES.policies()).contains(RULES.activation());
    DogfiteState start = RULES.sampleEngagement(7);
    List<DogfiteCommand> commands = Replay.record(RULES, start, RULES.defaultBot());
    Replay.assertDeterministic(RULES, start, commands);
    Game<DogfiteState, DogfiteCommand> end = Simulation.playOut(Game.start(RULES, start));
    assertThat(end.isOver()).isTrue();
    assertThat(end.log()).eventsOfType(TurnOrdered.class).isNotEmpty();
  }

  /** The root README's "Writing a variant" example, as written there. */
  @Test
  void theReadmeVariantExampleRuns() {
    DogfiteRules cards =
        new DogfiteRules()
            .withActivation(
                CardActivation.standard()
                    .withAwareness(plane -> 12 + 2 * plane.pilot().experience())
                    .withThreatRule(ThreatRule.CUMULATIVE));
    Game<DogfiteState, DogfiteCommand> game = Game.start(cards, cards.sampleEngagement(7));
    game = Simulation.playOut(game);
    assertThat(game.isOver()).isTrue();
    assertThat(game.log().narration())
        .isEqualTo(
            Simulation.playOut(Game.start(cards, cards.sampleEngagement(7))).log().narration());
  }

  @Test
  void activationsAreChosenByName() {
    DogfiteRules seed = new DogfiteRules();
    assertThat(seed.activations()).containsExactly("initiative", "cards");
    assertThat(seed.withActivation("cards").activation()).isInstanceOf(CardActivation.class);
    assertThat(seed.withActivation("cards").withActivation("initiative").title())
        .isEqualTo(seed.title());
    assertThatThrownBy(() -> seed.withActivation("chits"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'chits'")
        .hasMessageContaining("initiative, cards");
  }

  @Test
  void anActivationThatMissesAnAircraftIsRefused() {
    DogfiteActivation broken =
        new DogfiteActivation() {
          @Override
          public TurnOrder plan(DogfiteState state, Roller roller) {
            return TurnOrder.of(Segment.sequential(MOVEMENT, List.of("Camel")));
          }

          @Override
          public String name() {
            return "broken";
          }

          @Override
          public String description() {
            return "orders one aircraft only";
          }
        };
    DogfiteRules rules = new DogfiteRules().withActivation(broken);
    Game<DogfiteState, DogfiteCommand> g = Game.start(rules, rules.sampleEngagement(1));
    g = g.play(new DogfiteCommand.ChooseTarget("Camel", Optional.of("Albatros")));
    Game<DogfiteState, DogfiteCommand> last = g;
    assertThatThrownBy(
            () -> last.play(new DogfiteCommand.ChooseTarget("Albatros", Optional.of("Camel"))))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("activation 'broken'")
        .hasMessageContaining("[Albatros, Camel]");
  }

  /** An order's movers and shooters, from all its activations. */
  record Orders(List<String> moves, List<String> fires) {
    static Orders of(TurnOrder order) {
      List<String> moves = new java.util.ArrayList<>();
      List<String> fires = new java.util.ArrayList<>();
      for (Activation a : order.remaining()) {
        if (DogfiteActivation.moves(a)) {
          moves.add(a.actor());
        } else if (DogfiteActivation.fires(a)) {
          fires.add(a.actor());
        }
      }
      return new Orders(moves, fires);
    }
  }
}
