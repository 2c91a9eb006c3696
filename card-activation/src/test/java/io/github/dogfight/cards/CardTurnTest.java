package io.github.dogfight.cards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.cards.CardRounds.Phase;
import io.github.dogfight.cards.CardRounds.Step;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.turn.Activation;
import io.github.dogfight.core.turn.TurnOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The round as a turn order, step by step: the path every host takes. */
class CardTurnTest {
  private static final List<Asset> RE8 = CardRoundTest.RE8;
  private static final List<String> SEED_ORDER = CardRoundTest.SEED_ORDER;

  @Test
  void theSeedsExampleStepByStep() {
    CardTurn turn =
        CardTurn.of(
            CardRound.dealInOrder(
                RE8, ThreatRule.WORST, SEED_ORDER, Roller.scripted(ScriptedDice.of())));
    List<Step> steps = new ArrayList<>();
    List<List<String>> turned = new ArrayList<>();
    Optional<CardTurn.Stepped> s = turn.step();
    while (s.isPresent()) {
      steps.add(s.get().step());
      turned.add(s.get().turned());
      s = s.get().rest().step();
    }
    // "Since that was the last card of B.Schneider he moves his plane at once ... Next card was
    // Hawkeye again ... He activates ... next to activate is Rienhardt ... the last two cards is
    // the gunners, L.Bennett! ... L.Bennett ... will be the first to shoot. Reinhardt will be the
    // next."
    assertThat(steps)
        .containsExactly(
            new Step(Phase.MOVE, "B.Schneider"),
            new Step(Phase.MOVE, "Hawkeye"),
            new Step(Phase.MOVE, "A.Reinhardt"),
            new Step(Phase.READY, "L.Bennett"),
            new Step(Phase.FIRE, "L.Bennett"),
            new Step(Phase.FIRE, "A.Reinhardt"),
            new Step(Phase.FIRE, "Hawkeye"),
            new Step(Phase.FIRE, "B.Schneider"),
            new Step(Phase.END, ""));
    assertThat(turned.get(0))
        .containsExactly(
            "A.Reinhardt",
            "Hawkeye",
            "B.Schneider",
            "A.Reinhardt",
            "Hawkeye",
            "Hawkeye",
            "B.Schneider");
    assertThat(turned.get(1)).containsExactly("Hawkeye");
  }

  @Test
  void asATurnOrderEachStepIsAnActivation() {
    TurnOrder order =
        CardTurn.of(
            CardRound.dealInOrder(
                RE8, ThreatRule.WORST, SEED_ORDER, Roller.scripted(ScriptedDice.of())));
    List<Activation> all = order.remaining();
    assertThat(all.get(0).segment()).isEqualTo("move");
    assertThat(all.get(0).actor()).isEqualTo("B.Schneider");
    assertThat(all.get(0).note()).startsWith("cards turned: A.Reinhardt, Hawkeye, B.Schneider");
    assertThat(all.get(3).segment()).isEqualTo("ready");
    assertThat(all.get(4)).isEqualTo(Activation.of("fire", "L.Bennett"));
    assertThat(all.get(all.size() - 1).segment()).isEqualTo("end of round");
    assertThat(order.known()).isEmpty();
  }

  @Test
  void theRemainingStepsAreThoseTheTurnGivesOneByOne() {
    Asset zero = new Asset("Rookie", AssetKind.PILOT, 5, 6, false, false, Optional.empty(), false);
    List<Asset> assets = new ArrayList<>(RE8);
    assets.add(Asset.ground("AA"));
    assets.add(zero);
    TurnOrder order =
        CardTurn.of(
            CardRound.deal(
                assets,
                ThreatRule.WORST,
                Roller.from(io.github.dogfight.core.dice.DiceStream.seeded(5))));
    while (true) {
      List<Activation> walked = new ArrayList<>();
      Optional<TurnOrder.Next> n = order.next();
      while (n.isPresent()) {
        walked.add(n.get().activation());
        n = n.get().rest().next();
      }
      assertThat(order.remaining()).isEqualTo(walked);
      Optional<TurnOrder.Next> first = order.next();
      if (first.isEmpty()) {
        break;
      }
      order = first.get().rest();
    }
  }

  /**
   * "Land units move first", then the aircraft dealt no cards (rules 004): both are known to every
   * player from the deal, so at every step {@code known()} is exactly the leading land and early
   * moves of what remains, and nothing once the cards decide.
   */
  @Test
  void atEveryStepTheKnownStepsAreTheLeadingLandAndEarlyMoves() {
    Asset rookie =
        new Asset("Rookie", AssetKind.PILOT, 5, 6, false, false, Optional.empty(), false);
    Asset novice =
        new Asset("Novice", AssetKind.PILOT, 4, 9, false, false, Optional.empty(), false);
    List<Asset> assets = new ArrayList<>(RE8);
    assets.add(Asset.ground("AA"));
    assets.add(rookie);
    assets.add(Asset.ground("Flak"));
    assets.add(novice);
    TurnOrder order =
        CardTurn.of(
            CardRound.deal(
                assets,
                ThreatRule.WORST,
                Roller.from(io.github.dogfight.core.dice.DiceStream.seeded(11))));
    int steps = 0;
    while (true) {
      List<Activation> leading = new ArrayList<>();
      for (Activation a : order.remaining()) {
        if (!a.segment().equals("land move") && !a.segment().equals("early move")) {
          break;
        }
        leading.add(a);
      }
      if (steps == 0) {
        assertThat(leading).hasSize(4);
      }
      assertThat(order.known()).as("step %s", steps).isEqualTo(leading);
      Optional<TurnOrder.Next> first = order.next();
      if (first.isEmpty()) {
        break;
      }
      order = first.get().rest();
      steps++;
    }
    assertThat(steps).isGreaterThan(4);
  }

  @Test
  void earlyMoversAreKnownBeforeAnyCardIsTurned() {
    Asset zero = new Asset("Rookie", AssetKind.PILOT, 5, 6, false, false, Optional.empty(), false);
    List<Asset> assets = List.of(Asset.ground("AA"), zero, Asset.pilot("Ace", 20));
    CardTurn turn =
        CardTurn.of(
            CardRound.dealInOrder(
                assets,
                ThreatRule.WORST,
                List.of("Ace", "AA", "Ace", "Ace", "Ace", "Ace"),
                Roller.scripted(ScriptedDice.of())));
    assertThat(turn.known())
        .containsExactly(Activation.of("land move", "AA"), Activation.of("early move", "Rookie"));
    // The rookie (0 cards) moved first, so it fires last, after the AA and the Ace.
    assertThat(
            turn.remaining().stream()
                .filter(a -> a.segment().equals("fire"))
                .map(Activation::actor))
        .containsExactly("Ace", "AA", "Rookie");
  }

  @Test
  void gunnersDealtNoCardsFireLast() {
    Asset wounded =
        new Asset("Gunner", AssetKind.GUNNER, 8, 6, false, false, Optional.empty(), false);
    CardRound round =
        CardRound.dealInOrder(
            List.of(wounded, Asset.pilot("Pilot", 10)),
            ThreatRule.WORST,
            List.of("Pilot", "Pilot"),
            Roller.scripted(ScriptedDice.of()));
    assertThat(round.cards()).containsEntry("Gunner", 0);
    CardTurn turn = CardTurn.of(round);
    assertThat(
            turn.remaining().stream()
                .filter(a -> a.segment().equals("fire"))
                .map(Activation::actor))
        .containsExactly("Pilot", "Gunner");
  }

  @Test
  void aConcealedTurnHidesTheDecksOrderOnly() {
    CardRound a =
        CardRound.dealInOrder(
            RE8, ThreatRule.WORST, SEED_ORDER, Roller.scripted(ScriptedDice.of()));
    List<String> other = new ArrayList<>(SEED_ORDER);
    java.util.Collections.reverse(other);
    CardRound b =
        CardRound.dealInOrder(RE8, ThreatRule.WORST, other, Roller.scripted(ScriptedDice.of()));
    assertThat(CardTurn.of(a)).isNotEqualTo(CardTurn.of(b));
    assertThat(CardTurn.of(a).concealed()).isEqualTo(CardTurn.of(b).concealed());
    assertThat(a.view()).isEqualTo(b.view());
  }

  @Test
  void oddsAskedForAnUnknownAssetAreRefused() {
    CardRound.TableView view =
        CardRound.dealInOrder(RE8, ThreatRule.WORST, SEED_ORDER, Roller.scripted(ScriptedDice.of()))
            .view();
    assertThatThrownBy(() -> view.before("Hawkeye", "Biggles"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "no asset 'Biggles' in this round; assets: Hawkeye, A.Reinhardt, B.Schneider,"
                + " L.Bennett");
    assertThatThrownBy(() -> view.within("Biggles", 3)).hasMessageContaining("no asset 'Biggles'");
  }

  @Test
  void theOrderIsFullyKnownOnlyWhenTheRoundIsDoneAndConcealsItsDeck() {
    TurnOrder order =
        CardTurn.of(
            CardRound.dealInOrder(
                RE8, ThreatRule.WORST, SEED_ORDER, Roller.scripted(ScriptedDice.of())));
    CardTurn start = (CardTurn) order;
    assertThat(start.concealed()).isNotNull();
    assertThat(start.concealed().remaining()).hasSameSizeAs(start.remaining());
    int steps = 0;
    while (true) {
      Optional<TurnOrder.Next> n = order.next();
      if (n.isEmpty()) {
        break;
      }
      assertThat(order.fullyKnown()).as("before step %d", steps).isFalse();
      order = n.get().rest();
      steps++;
    }
    assertThat(steps).isEqualTo(9);
    assertThat(order.fullyKnown()).isTrue();
    assertThat(order.remaining()).isEmpty();
    assertThat(order.known()).isEmpty();
  }
}
