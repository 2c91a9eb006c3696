package io.github.dogfight.cards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.odds.Rational;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CardRoundTest {
  static final List<Asset> RE8 =
      List.of(
          Asset.pilot("Hawkeye", 18), // "Awerness score of 18": 4 cards
          Asset.pilot("A.Reinhardt", 15), // 3 cards
          Asset.pilot("B.Schneider", 10), // 2 cards
          Asset.gunner("L.Bennett", 10)); // 2 cards

  /**
   * The deck in the order the seed narrates: four cards before the snapshot (Reinhardt and
   * Schneider one card from activating, Hawkeye with one drawn), then Hawkeye, Hawkeye, Schneider,
   * Hawkeye, Reinhardt, and Bennett's two cards last.
   */
  static final List<String> SEED_ORDER =
      List.of(
          "A.Reinhardt",
          "Hawkeye",
          "B.Schneider",
          "A.Reinhardt",
          "Hawkeye",
          "Hawkeye",
          "B.Schneider",
          "Hawkeye",
          "A.Reinhardt",
          "L.Bennett",
          "L.Bennett");

  @Test
  void theSeedsWorkedExample() {
    List<String> order = SEED_ORDER;
    CardRound round =
        CardRound.dealInOrder(RE8, ThreatRule.WORST, order, Roller.scripted(ScriptedDice.of()));
    assertThat(round.cards())
        .containsEntry("Hawkeye", 4)
        .containsEntry("A.Reinhardt", 3)
        .containsEntry("B.Schneider", 2)
        .containsEntry("L.Bennett", 2);
    List<String> activated = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      CardRound.Draw d = round.draw();
      d.activated().ifPresent(activated::add);
      round = d.round();
    }
    // "A.Reinhardt have only one card left ... The same is true for B.Schneider. Hawkeye is safe,
    // he have to get 3 more cards"
    assertThat(round.left("A.Reinhardt")).isEqualTo(1);
    assertThat(round.left("B.Schneider")).isEqualTo(1);
    assertThat(round.left("Hawkeye")).isEqualTo(3);
    assertThat(round.view().before("B.Schneider", "Hawkeye")).isEqualTo(Rational.of(3, 4));
    while (!round.over()) {
      CardRound.Draw d = round.draw();
      d.activated().ifPresent(activated::add);
      round = d.round();
    }
    assertThat(activated).containsExactly("B.Schneider", "Hawkeye", "A.Reinhardt", "L.Bennett");
    // "L.Bennett ... will then be the first to shoot. Reinhardt will be the next."
    assertThat(round.shootingOrder())
        .containsExactly("L.Bennett", "A.Reinhardt", "Hawkeye", "B.Schneider");
    CardRound finished = round;
    assertThatThrownBy(finished::draw).hasMessageContaining("round is over");
  }

  @Test
  void earlyMoversFormationsAndTies() {
    List<Asset> assets =
        List.of(
            new Asset("Lead", AssetKind.PILOT, 12, 0, false, false, Optional.of("Blue"), false),
            new Asset("Wing", AssetKind.PILOT, 9, 0, false, false, Optional.of("Blue"), false),
            new Asset("Tail", AssetKind.GUNNER, 10, 0, false, false, Optional.of("Blue"), false),
            new Asset("Burning", AssetKind.PILOT, 20, 0, false, false, Optional.empty(), true),
            new Asset(
                "Hunted", AssetKind.PILOT, 9, 0, true, false, Optional.empty(), false), // 2 - 2 = 0
            Asset.pilot("Ace", 27));
    // "Hunted" (9) ties the formation's lowest member (9): a d6 roll-off, formation wins (5 vs 2...
    // first goes first).
    ScriptedDice dice = ScriptedDice.of(2, 5);
    Roller roller = Roller.scripted(dice);
    CardRound r =
        CardRound.dealInOrder(
            assets,
            ThreatRule.WORST,
            List.of(
                "Burning", "Burning", "Burning", "Burning", "Burning", "Ace", "Ace", "Ace", "Ace",
                "Ace", "Ace", "Ace", "Ace"),
            roller);
    assertThat(r.cards())
        .containsEntry("Lead", 0)
        .containsEntry("Hunted", 0)
        .containsEntry("Tail", 0)
        .containsEntry("Burning", 5);
    assertThat(r.earlyMovers()).containsExactly("formation Blue", "Hunted", "Burning");
    // The roll-off's dice line names the tied in words, not as a Java list.
    assertThat(roller.rolls()).hasSize(1);
    assertThat(roller.rolls().get(0).describe())
        .startsWith("0-card tie roll-off between Hunted and formation Blue rolloff(2)");
    // "Remember to place 1 card for the formation as the first card face down in the Gunnery deck"
    assertThat(r.shootingOrder()).containsExactly("formation Blue");
    CardRound turned = r;
    while (!turned.over()) {
      turned = turned.draw().round();
    }
    // The formation's card, placed first, lies at the bottom: cards placed later are above it.
    assertThat(turned.shootingOrder()).containsExactly("Ace", "Burning", "formation Blue");
    // Its gunners fire before everyone, its planes (Lead, Wing) after everyone: they moved first.
    assertThat(turned.firingOrder())
        .containsExactly(
            new CardRounds.Step(CardRounds.Phase.FORMATION_FIRE, "Blue"),
            new CardRounds.Step(CardRounds.Phase.FIRE, "Ace"),
            new CardRounds.Step(CardRounds.Phase.FIRE, "Burning"),
            new CardRounds.Step(CardRounds.Phase.FIRE, "Hunted"),
            new CardRounds.Step(CardRounds.Phase.FIRE, "Lead"),
            new CardRounds.Step(CardRounds.Phase.FIRE, "Wing"));
    assertThatThrownBy(
            () ->
                CardRound.dealInOrder(
                    RE8, ThreatRule.WORST, List.of("Hawkeye"), Roller.scripted(ScriptedDice.of())))
        .hasMessageContaining("does not hold the cards dealt");
    assertThatThrownBy(
            () ->
                CardRound.deal(
                    List.of(Asset.pilot("a", 1), Asset.pilot("a", 2)),
                    ThreatRule.WORST,
                    Roller.from(DiceStream.seeded(1))))
        .hasMessageContaining("duplicate asset id 'a'");
  }

  @Test
  void theViewHidesTheOrderAndTheOpponentMayMix() {
    CardRound r = CardRound.deal(RE8, ThreatRule.WORST, Roller.from(DiceStream.seeded(9)));
    CardRound.TableView v = r.view();
    assertThat(v.deckSize()).isEqualTo(11);
    assertThat(v.left()).containsEntry("Hawkeye", 4);
    assertThat(v.within("L.Bennett", 11)).isEqualTo(Rational.ONE);
    assertThat(v.within("L.Bennett", 1)).isEqualTo(Rational.ZERO);
    // The record exposes no deck order: the view's components are counts and activations.
    assertThat(CardRound.TableView.class.getRecordComponents())
        .extracting(c -> c.getName())
        .containsExactly("drawn", "left", "deckSize", "activations", "shootingOrder");
    CardRound mixed = r.mix(Roller.from(DiceStream.seeded(10)));
    assertThat(mixed.deck()).containsExactlyInAnyOrderElementsOf(r.deck());
    assertThat(mixed.view()).isEqualTo(r.view());
  }

  @Test
  void bigDecksShuffleWithTwoD64s() {
    List<String> many = new ArrayList<>();
    for (int i = 0; i < 100; i++) {
      many.add("c" + i);
    }
    List<String> shuffled = CardRound.shuffle(many, Roller.from(DiceStream.seeded(3)), "big");
    assertThat(shuffled).containsExactlyInAnyOrderElementsOf(many).isNotEqualTo(many);
    assertThat(CardRound.uniformIndex(100, Roller.scripted(ScriptedDice.of(64, 64, 1, 50)), "x"))
        .isEqualTo(49);
  }

  @Test
  void oddsFromCounts() {
    assertThat(CardOdds.before(2, 3)).isEqualTo(Rational.of(3, 5));
    assertThat(CardOdds.before(0, 3)).isEqualTo(Rational.ONE);
    assertThat(CardOdds.within(2, 10, 4)).isEqualTo(Rational.of(6, 45));
    assertThat(CardOdds.within(0, 10, 0)).isEqualTo(Rational.ONE);
    assertThat(CardOdds.within(3, 5, 9)).isEqualTo(Rational.ONE);
    assertThatThrownBy(() -> CardOdds.before(0, 0)).hasMessageContaining("not both 0");
    assertThatThrownBy(() -> CardOdds.within(3, 2, 1))
        .hasMessageContaining("cards of X <= cards left");
  }
}
