package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.cards.Asset;
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

/** Activation cards (seed 004) as the movement order of Check Your 6!. */
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

  @Test
  void theRuleSetOffersBothOrdersByName() {
    assertThat(new Cy6Rules().activations()).containsExactly("move-groups", "cards");
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
        new Cy6Rules()
            .start(
                List.of("Blue", "Red"),
                BOARD,
                List.of(
                    plane("Lead", "Blue", Skill.ACE, 10, 10, Facing.N, "F"),
                    plane("Wing", "Blue", Skill.GREEN, 9, 11, Facing.N, "F"),
                    plane("Hunted", "Blue", Skill.SKILLED, 20, 10, Facing.N, null),
                    plane("Hunter", "Red", Skill.VETERAN, 20, 13, Facing.N, null)),
                1);
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
