package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.cards.CardRound;
import io.github.dogfight.cards.CardTurn;
import io.github.dogfight.cards.DeckDice;
import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.core.view.Audience;
import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.dogfite.event.DeckShuffled;
import io.github.dogfight.dogfite.event.TurnOrdered;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The activation deck's order stays secret (rules 004, 4.2; issue 28): the dice that shuffle it are
 * addressed to the referee alone, the opponent's mix to whom the variant names, and no side or
 * spectator can replay the shuffle from the dice it may read.
 */
class CardSecrecyTest {
  private static final AircraftCatalog CATALOG = AircraftCatalog.sample();
  private static final DogfiteRules CARDS =
      new DogfiteRules().withActivation(CardActivation.standard());

  private static Plane plane(String side, String id, int experience, int flying, Hex at) {
    return Plane.of(
        side,
        CATALOG.type("Sopwith Camel"),
        new Pilot(id, experience, flying, 0),
        new Placement(HexPosition.middle(at), Altitude.at(2)),
        5);
  }

  /**
   * "Camel" (RFC, Awareness 16: 3 cards) and "Albatros" (Jasta, 11: 2 cards), far apart and
   * untargeted; both declare no target, the second declaration deals the round with {@code dice}.
   */
  private static Game<DogfiteState, DogfiteCommand> dealt(DogfiteRules rules, int... dice) {
    DogfiteState s =
        rules.start(
            List.of(
                plane("RFC", "Camel", 1, 1, Hex.ORIGIN),
                plane("Jasta", "Albatros", 0, 0, new Hex(0, 9))),
            1);
    Game<DogfiteState, DogfiteCommand> g = Game.start(rules, s);
    g = g.play(new DogfiteCommand.ChooseTarget("Camel", Optional.empty()));
    return g.play(
        new DogfiteCommand.ChooseTarget("Albatros", Optional.empty()), ScriptedDice.of(dice));
  }

  private static List<DiceRoll> diceReadBy(Game<DogfiteState, DogfiteCommand> g, Viewer v) {
    List<DiceRoll> out = new ArrayList<>();
    g.log().visibleTo(v).forEach(e -> out.addAll(e.dice()));
    return out;
  }

  private static List<Viewer> players(Game<DogfiteState, DogfiteCommand> g) {
    List<Viewer> out = new ArrayList<>();
    out.add(Viewer.spectator());
    Set<String> names = new LinkedHashSet<>();
    for (Plane p : g.state().planes()) {
      names.add(p.id());
      names.add(p.side());
    }
    names.forEach(n -> out.add(g.rules().viewer(g.state(), n)));
    return out;
  }

  @Test
  @DisplayName(
      "Carefully mix all the remaining cards from each asset (pilot, gunner, AA etc) into an"
          + " activation deck: the shuffle's dice are the referee's alone")
  void theShuffleDiceAreAddressedToTheRefereeAlone() {
    // Deck Camel Camel Camel Albatros Albatros; each die shows its top face: the order is kept.
    Game<DogfiteState, DogfiteCommand> g = dealt(CARDS, 5, 4, 3, 2);
    TurnOrdered ordered = g.log().ofType(TurnOrdered.class).get(0);
    assertThat(ordered.dice()).isEmpty();
    assertThat(ordered.audience()).isEqualTo(Audience.everyone());
    List<DeckShuffled> shuffled = g.log().ofType(DeckShuffled.class);
    assertThat(shuffled).hasSize(1);
    DeckShuffled s = shuffled.get(0);
    assertThat(s.mix()).isFalse();
    assertThat(s.audience()).isEqualTo(Audience.referee());
    assertThat(s.narration()).isEqualTo("The activation deck is shuffled.");
    assertThat(s.dice())
        .extracting(DiceRoll::describe)
        .containsExactly(
            "activation deck shuffle 1d5: [5] = 5",
            "activation deck shuffle 1d4: [4] = 4",
            "activation deck shuffle 1d3: [3] = 3",
            "activation deck shuffle 1d2: [2] = 2");
    // the full record (the referee's) still holds every die, right after the public turn order
    assertThat(diceReadBy(g, Viewer.referee())).hasSize(4);
    List<GameEvent> all = g.log().events();
    assertThat(all.indexOf(s)).isEqualTo(all.indexOf(ordered) + 1);
    for (Viewer v : players(g)) {
      assertThat(g.log().visibleTo(v)).as(v.name()).doesNotContain(s).contains(ordered);
      assertThat(diceReadBy(g, v)).as(v.name()).isEmpty();
    }
  }

  @Test
  @DisplayName(
      "The opponent is allowed to mix the deck some more after this: by default nobody but the"
          + " referee reads the mix's dice")
  void theOpponentsMixIsTheRefereesByDefault() {
    DogfiteRules rules =
        new DogfiteRules().withActivation(CardActivation.standard().withOpponentMix(true));
    Game<DogfiteState, DogfiteCommand> g = dealt(rules, 5, 4, 3, 2, 1, 1, 1, 1);
    List<DeckShuffled> shuffled = g.log().ofType(DeckShuffled.class);
    assertThat(shuffled).extracting(DeckShuffled::mix).containsExactly(false, true);
    DeckShuffled mix = shuffled.get(1);
    assertThat(mix.narration()).isEqualTo("The opponent mixes the activation deck further.");
    assertThat(mix.audience()).isEqualTo(Audience.referee());
    assertThat(mix.dice())
        .extracting(DiceRoll::describe)
        .containsExactly(
            "opponent's mix 1d5: [1] = 1",
            "opponent's mix 1d4: [1] = 1",
            "opponent's mix 1d3: [1] = 1",
            "opponent's mix 1d2: [1] = 1");
    assertThat(diceReadBy(g, Viewer.referee())).hasSize(8);
    for (Viewer v : players(g)) {
      assertThat(diceReadBy(g, v)).as(v.name()).isEmpty();
    }
  }

  @Test
  @DisplayName(
      "The opponent is allowed to mix the deck some more after this: the variant lets the mixing"
          + " side read its own mix, never the shuffle")
  void theMixingSideMayReadItsOwnMixInTheVariant() {
    DogfiteRules rules =
        new DogfiteRules()
            .withActivation(
                CardActivation.standard()
                    .withOpponentMix(true)
                    .withMixAudience(Audience.only("Jasta")));
    Game<DogfiteState, DogfiteCommand> g = dealt(rules, 5, 4, 3, 2, 1, 1, 1, 1);
    DeckShuffled mix = g.log().ofType(DeckShuffled.class).get(1);
    assertThat(mix.audience()).isEqualTo(Audience.only("Jasta"));
    for (String jasta : List.of("Jasta", "Albatros")) {
      List<DiceRoll> read = diceReadBy(g, rules.viewer(g.state(), jasta));
      assertThat(read).hasSize(4).allMatch(DeckDice::isMix);
    }
    for (Viewer v : List.of(Viewer.spectator(), rules.viewer(g.state(), "RFC"))) {
      assertThat(diceReadBy(g, v)).as(v.name()).isEmpty();
    }
  }

  /** Many bot engagements, with and without the opponent's mix. */
  private static List<Game<DogfiteState, DogfiteCommand>> games() {
    List<Game<DogfiteState, DogfiteCommand>> out = new ArrayList<>();
    for (DogfiteRules rules :
        List.of(
            CARDS,
            new DogfiteRules().withActivation(CardActivation.standard().withOpponentMix(true)))) {
      for (long seed = 1; seed <= 15; seed++) {
        out.add(Simulation.playOut(Game.start(rules, rules.sampleEngagement(seed))));
      }
    }
    return out;
  }

  @Test
  void noSideOrSpectatorReadsADieThatOrdersTheDeck() {
    for (Game<DogfiteState, DogfiteCommand> g : games()) {
      List<DiceRoll> all = diceReadBy(g, Viewer.referee());
      assertThat(all).anyMatch(DeckDice::isShuffle);
      for (Viewer v : players(g)) {
        assertThat(diceReadBy(g, v)).as(v.name()).noneMatch(DeckDice::ordersTheDeck);
        assertThat(g.log().narration(v)).as(v.name()).doesNotContain(CardRound.SHUFFLE);
      }
    }
  }

  /**
   * The attack of issue 28: replay the Fisher-Yates shuffle from the dice a side may read (a die it
   * cannot read is guessed as a 1) and predict the deck as dealt. With the shuffle's dice in the
   * public turn order this predicted every turn (153 of 153 over 15 seeds); now it is right no more
   * often than a guess. The same replay from the referee's dice (the full record) gives the deck
   * exactly, every turn.
   */
  @Test
  void aSideCannotPredictTheDeckFromTheDiceItReads() {
    int turns = 0;
    int hits = 0;
    double expected = 0;
    double variance = 0;
    for (DogfiteRules rules :
        List.of(
            CARDS,
            new DogfiteRules().withActivation(CardActivation.standard().withOpponentMix(true)))) {
      for (long seed = 1; seed <= 15; seed++) {
        Game<DogfiteState, DogfiteCommand> g = Game.start(rules, rules.sampleEngagement(seed));
        while (!g.isOver()) {
          int before = g.log().size();
          g = g.play(rules.defaultBot());
          List<GameEvent> fresh = g.log().events().subList(before, g.log().size());
          if (fresh.stream().noneMatch(e -> e instanceof TurnOrdered)
              || !(g.state().turnOrder().orElse(null) instanceof CardTurn turn)) {
            continue;
          }
          // what every side knows: each asset's cards, dealt in the host's order (its view)
          CardRound seen =
              ((CardTurn)
                      g.viewFor(g.state().planes().get(0).id()).state().turnOrder().orElseThrow())
                  .round();
          List<String> unshuffled = new ArrayList<>();
          seen.cards().forEach((id, n) -> unshuffled.addAll(Collections.nCopies(n, id)));
          if (new LinkedHashSet<>(unshuffled).size() < 2) {
            continue; // one asset's cards only: nothing to predict
          }
          List<String> dealt = deck(unshuffled, fresh, Viewer.referee());
          int drawn = unshuffled.size() - turn.round().deck().size();
          assertThat(dealt.subList(drawn, dealt.size())).isEqualTo(turn.round().deck());
          turns++;
          for (Plane p : g.state().planes()) {
            if (deck(unshuffled, fresh, rules.viewer(g.state(), p.side())).equals(dealt)) {
              hits++;
            }
            double chance = chance(unshuffled);
            expected += chance;
            variance += chance * (1 - chance);
          }
        }
      }
    }
    assertThat(turns).isGreaterThan(100);
    // a guess is right with probability (product of each asset's cards factorial) / n!
    assertThat((double) hits).isLessThanOrEqualTo(expected + 4 * Math.sqrt(variance) + 2);
  }

  /** The deck as {@code viewer} can replay it from the dice it reads among {@code events}. */
  private static List<String> deck(List<String> unshuffled, List<GameEvent> events, Viewer viewer) {
    List<DiceRoll> read = new ArrayList<>();
    boolean mixed = false;
    for (GameEvent e : events) {
      mixed |= e.dice().stream().anyMatch(DeckDice::isMix);
      if (viewer.sees(e.audience())) {
        read.addAll(e.dice());
      }
    }
    List<String> deck = fisherYates(unshuffled, faces(read, CardRound.SHUFFLE));
    return mixed ? fisherYates(deck, faces(read, CardRound.MIX)) : deck;
  }

  private static List<Integer> faces(List<DiceRoll> read, String purpose) {
    return read.stream().filter(d -> d.purpose().equals(purpose)).map(DiceRoll::result).toList();
  }

  /** {@code CardRound}'s shuffle: i from the last index down, j from a d(i+1); unread dice: 1. */
  private static List<String> fisherYates(List<String> cards, List<Integer> faces) {
    List<String> deck = new ArrayList<>(cards);
    int k = 0;
    for (int i = deck.size() - 1; i > 0; i--) {
      int face = k < faces.size() ? faces.get(k) : 1;
      k++;
      Collections.swap(deck, i, face - 1);
    }
    return deck;
  }

  /** The chance that a fixed guess is the deck's order: prod(c!) / n!. */
  private static double chance(List<String> deck) {
    Map<String, Integer> counts = new java.util.HashMap<>();
    deck.forEach(c -> counts.merge(c, 1, Integer::sum));
    double p = 1;
    int n = deck.size();
    for (int i = 2; i <= n; i++) {
      p /= i;
    }
    for (int c : counts.values()) {
      for (int i = 2; i <= c; i++) {
        p *= i;
      }
    }
    return p;
  }
}
