package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.cards.CardRound;
import io.github.dogfight.cards.CardTurn;
import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.turn.TurnOrder;
import io.github.dogfight.testkit.HiddenInformation;
import io.github.dogfight.testkit.TriesLimit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/**
 * Hidden information in Dogfite!: the dice to come, and with activation cards the order of the
 * cards not yet turned. Changing them changes no aircraft's view and no bot's choice.
 */
@AddLifecycleHook(TriesLimit.class)
class ViewProperties {
  private static final DogfiteRules CARDS =
      new DogfiteRules().withActivation(CardActivation.standard());
  private static final DogfiteRules INITIATIVE = new DogfiteRules();

  @Property(tries = 60)
  void theDeckAndTheDiceStayHidden(
      @ForAll long seed,
      @ForAll boolean cards,
      @ForAll @Size(max = 60) List<@IntRange(min = 0, max = 50) Integer> choices,
      @ForAll long otherSeed,
      @ForAll long shuffle) {
    DogfiteRules rules = cards ? CARDS : INITIATIVE;
    Game<DogfiteState, DogfiteCommand> g = Game.start(rules, rules.sampleEngagement(seed));
    for (int c : choices) {
      if (g.isOver()) {
        break;
      }
      String actor = g.decision().actors().get(0);
      List<DogfiteCommand> legal = g.legalCommands(actor);
      g = g.play(legal.get(c % legal.size()));
    }
    DogfiteState s = g.state();
    Optional<TurnOrder> order = s.turnOrder().map(t -> reshuffled(t, shuffle));
    DogfiteState altered =
        s.withDice(new DiceStream(otherSeed, s.dice().position() + 5))
            .withProgress(s.progress().withTurnOrder(order));
    for (Plane p : s.planes()) {
      HiddenInformation.assertUnseen(rules, s, altered, p.id());
    }
    if (s.turnOrder().orElse(null) instanceof CardTurn t) {
      List<String> sorted = new ArrayList<>(t.round().deck());
      Collections.sort(sorted);
      // The view holds the deck in a fixed order, never the real one (unless they coincide).
      assertThat(Game.start(rules, s).viewFor("Camel").state().turnOrder())
          .map(o -> ((CardTurn) o).round().deck())
          .contains(sorted);
    }
  }

  /** The same round with its cards not yet turned in another order. */
  private static TurnOrder reshuffled(TurnOrder t, long shuffle) {
    if (!(t instanceof CardTurn turn)) {
      return t;
    }
    CardRound r = turn.round();
    List<String> deck = new ArrayList<>(r.deck());
    Collections.shuffle(deck, new Random(shuffle));
    return new CardTurn(
        new CardRound(
            r.assets(),
            r.cards(),
            r.earlyMovers(),
            r.formations(),
            deck,
            r.drawn(),
            r.activations()),
        turn.stage(),
        turn.index());
  }
}
