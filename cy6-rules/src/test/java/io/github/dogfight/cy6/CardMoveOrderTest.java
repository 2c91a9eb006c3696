package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.cards.Asset;
import io.github.dogfight.cards.ThreatRule;
import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.testkit.Replay;
import io.github.dogfight.testkit.TriesLimit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/** Activation cards (rules 004) as the movement order of Check Your 6!. */
@AddLifecycleHook(TriesLimit.class)
class CardMoveOrderTest {
  static final Cy6Rules CARDS = new Cy6Rules().withActivation(CardMoveOrder.NAME);
  static final AircraftType FIGHTER =
      new AircraftType("Fighter", Role.FIGHTER, 4, 0, 2, 2, Gun.parseMix("4xLMG"));
  static final Board BOARD =
      new Board(
          30,
          30,
          Board.Compass.EAST,
          Map.of("Blue", Board.Compass.SOUTH, "Red", Board.Compass.NORTH));

  static Plane plane(
      String id, String side, Skill s, int col, int row, Facing f, @Nullable String formation) {
    return Plane.of(
        id,
        side,
        FIGHTER,
        s,
        new Position(Board.at(col, row), f),
        6,
        2,
        Optional.ofNullable(formation));
  }

  /** An engagement of {@code planes}, Blue against Red, under the Move Groups order. */
  static Cy6State start(Plane... planes) {
    return new Cy6Rules().start(List.of("Blue", "Red"), BOARD, List.of(planes), 1);
  }

  @Test
  void theRuleSetOffersBothOrdersByName() {
    assertThat(new Cy6Rules().activations())
        .containsExactly("move-groups", "cards", "move-groups+spotting", "cards+spotting");
    assertThat(CARDS.config().moveOrder()).isInstanceOf(CardMoveOrder.class);
    assertThat(CARDS.withActivation("move-groups").config().moveOrder())
        .isInstanceOf(MoveGroups.class);
    assertThatThrownBy(() -> new Cy6Rules().withActivation("initiative"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("initiative")
        .hasMessageContaining("cards");
  }

  /**
   * "As a guide a rookie has 2 activation cards, a normal/good pilot has 3 and good pilots have 4
   * or more": Green 11 (8-14: 2), Skilled 15 (15-16: 3), Veteran 17 (17-18: 4), Ace 19 (19-20: 5).
   */
  @Test
  void awarenessFollowsTheSkill() {
    Map<Skill, Integer> expected =
        Map.of(Skill.GREEN, 11, Skill.SKILLED, 15, Skill.VETERAN, 17, Skill.ACE, 19);
    expected.forEach(
        (skill, a) ->
            assertThat(
                    CardMoveOrder.standardAwareness(
                        plane("P", "Blue", skill, 5, 5, Facing.N, null)))
                .isEqualTo(a));
  }

  /**
   * "Plane in rear arc - 2 cards, Plane in Side arc -1 card"; "Planes in formation also has 0 cards
   * and is regarded as one plane": wingmen draw no cards, the leader stands for them.
   */
  @Test
  void assetsCountThreatsAndFormations() {
    Cy6State s =
        start(
            plane("Lead", "Blue", Skill.ACE, 10, 10, Facing.N, "F"),
            plane("Wing", "Blue", Skill.GREEN, 9, 11, Facing.N, "F"),
            plane("Hunted", "Blue", Skill.SKILLED, 20, 10, Facing.N, null),
            plane("Hunter", "Red", Skill.VETERAN, 20, 13, Facing.N, null));
    List<Asset> assets = CardMoveOrder.standard().assets(s);
    assertThat(assets).extracting(Asset::id).containsExactly("Lead", "Hunted", "Hunter");
    assertThat(assets.get(0).formation()).contains("Lead");
    Asset hunted = assets.get(1);
    assertThat(hunted.enemyInRear()).isTrue();
    assertThat(hunted.awareness()).isEqualTo(15);
    assertThat(assets.get(2).formation()).isEmpty();
    // the formation moves first (5.2), its wingman right after its leader
    List<String> order = CardMoveOrder.standard().order(s, Roller.from(DiceStream.seeded(3)));
    assertThat(order)
        .startsWith("Lead", "Wing")
        .containsExactlyInAnyOrder("Lead", "Wing", "Hunted", "Hunter");
  }

  /**
   * A side-arc enemy sets the side threat, friends and enemies in the same hex set none (Alone
   * shares Same's hex, facing south towards Beside); burning, blacked-out or out-of-control
   * aircraft move early; other mappings of Awareness and wounds are used as given.
   */
  @Test
  void assetsReadSideThreatsEarlyMoversAndTheGivenMappings() {
    Plane burning =
        plane("Burning", "Blue", Skill.GREEN, 10, 10, Facing.N, null)
            .with(AircraftCondition.INTACT.with(Status.ON_FIRE));
    Cy6State s =
        start(
            burning,
            plane("Friend", "Blue", Skill.GREEN, 10, 13, Facing.N, null),
            plane("Beside", "Red", Skill.GREEN, 13, 10, Facing.N, null),
            plane("Same", "Red", Skill.GREEN, 10, 2, Facing.N, null),
            plane("Alone", "Blue", Skill.GREEN, 10, 2, Facing.S, null));
    List<Asset> assets =
        CardMoveOrder.standard()
            .withAwareness(p -> p.id().length())
            .withWounds(p -> p.id().equals("Friend") ? 3 : 0)
            .withThreatRule(ThreatRule.CUMULATIVE)
            .assets(s);
    assertThat(assets)
        .extracting(Asset::id)
        .containsExactly("Burning", "Friend", "Beside", "Same", "Alone");
    Asset b = assets.get(0);
    assertThat(b.enemyInSide()).isTrue();
    assertThat(b.enemyInRear()).isFalse();
    assertThat(b.movesEarly()).isTrue();
    assertThat(b.awareness()).isEqualTo("Burning".length());
    assertThat(assets.get(1).hpLost()).isEqualTo(3);
    assertThat(assets.get(1).movesEarly()).isFalse();
    Asset alone = assets.get(4);
    assertThat(alone.enemyInRear()).isFalse();
    assertThat(alone.enemyInSide()).isFalse();
    for (Status early : List.of(Status.OUT_OF_CONTROL, Status.BLACKOUT, Status.ON_HEAVY_FIRE)) {
      Cy6State st = s.withPlane(s.get("Alone").with(AircraftCondition.INTACT.with(early)));
      assertThat(CardMoveOrder.standard().assets(st).get(4).movesEarly()).as(early.name()).isTrue();
    }
    Cy6State fly =
        s.withPlane(s.get("Alone").with(AircraftCondition.INTACT.with(Status.FLY_FORWARD)));
    assertThat(CardMoveOrder.standard().assets(fly).get(4).movesEarly()).isFalse();
    assertThat(CardMoveOrder.standard().name()).isEqualTo("activation cards");
    assertThat(CardMoveOrder.standard().description()).isNotBlank();
  }

  /**
   * A tailer whose target flies draws no cards (it moves right after its target); one whose target
   * is gone draws its own.
   */
  @Test
  void tailersDrawNoCardsWhileTheirTargetFlies() {
    Cy6State s =
        start(
            plane("Prey", "Blue", Skill.GREEN, 10, 10, Facing.N, null),
            plane("Hunter", "Red", Skill.GREEN, 10, 12, Facing.N, null),
            plane("Other", "Blue", Skill.GREEN, 20, 20, Facing.N, null));
    Cy6State tailing =
        ((ImmutableCy6State) ImmutableCy6State.copyOf(s)).withTails(Map.of("Hunter", "Prey"));
    assertThat(CardMoveOrder.standard().assets(tailing))
        .extracting(Asset::id)
        .containsExactly("Prey", "Other");
    List<String> order = CardMoveOrder.standard().order(tailing, Roller.from(DiceStream.seeded(5)));
    assertThat(order.indexOf("Hunter")).isEqualTo(order.indexOf("Prey") + 1);
    Cy6State gone =
        tailing.withPlane(s.get("Prey").with(AircraftCondition.INTACT.destroy("a test")));
    assertThat(CardMoveOrder.standard().assets(gone))
        .extracting(Asset::id)
        .containsExactly("Hunter", "Other");
  }

  /**
   * "Tailing planes may move in their tailed AC Move Group": of two aircraft tailing each other,
   * the first in Move Group order (Green, group 1) draws the cards and the other moves right after
   * it. Before the fix neither drew cards and neither moved.
   */
  @Test
  void twoAircraftTailingEachOtherBothMoveTheFirstInGroupOrderDrawing() {
    Cy6State s =
        start(
            plane("Ace", "Blue", Skill.ACE, 10, 10, Facing.N, null),
            plane("Green", "Red", Skill.GREEN, 10, 12, Facing.S, null),
            plane("Other", "Blue", Skill.GREEN, 20, 20, Facing.N, null));
    Cy6State mutual =
        ((ImmutableCy6State) ImmutableCy6State.copyOf(s))
            .withTails(Map.of("Ace", "Green", "Green", "Ace"));
    assertThat(CardMoveOrder.standard().assets(mutual))
        .extracting(Asset::id)
        .containsExactly("Green", "Other");
    List<String> order = CardMoveOrder.standard().order(mutual, Roller.from(DiceStream.seeded(5)));
    assertThat(order).containsExactlyInAnyOrder("Ace", "Green", "Other");
    assertThat(order.indexOf("Ace")).isEqualTo(order.indexOf("Green") + 1);
  }

  /** Every aircraft in the fight moves exactly once, whatever the shuffle. */
  @Property(tries = 200)
  void everyAircraftMovesOnce(@ForAll @IntRange(min = 0, max = 100_000) int seed) {
    Cy6State s = CARDS.sampleEngagement(seed);
    List<String> order = CardMoveOrder.standard().order(s, Roller.from(DiceStream.seeded(seed)));
    assertThat(order)
        .doesNotHaveDuplicates()
        .containsExactlyInAnyOrderElementsOf(s.flying().stream().map(Plane::id).toList());
  }

  @Test
  void aGameWithCardsIsDeterministicAndEnds() {
    Cy6State start = CARDS.sampleEngagement(9);
    Game<Cy6State, Cy6Command> end = Simulation.playOut(Game.start(CARDS, start));
    assertThat(end.isOver()).isTrue();
    Replay.assertDeterministic(CARDS, start, Replay.record(CARDS, start, CARDS.defaultBot()));
    Replay.assertThreadCountIndependent(CARDS, 9, 4, 2, g -> g.state().result().orElse(""));
  }
}
