package io.github.dogfight.cards;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.view.Audience;
import io.github.dogfight.core.view.Viewer;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Who may read the dice a round is dealt with (issue 28). */
class DeckDiceTest {
  /** Two 0-card pilots of equal Awareness (a roll-off), and two pilots with 2 and 1 cards. */
  private static final List<Asset> ASSETS =
      List.of(
          // 1 card each, less 1 for 3 HP lost: 0 cards, both of Awareness 4
          new Asset("Zero A", AssetKind.PILOT, 5, 3, false, false, Optional.empty(), false),
          new Asset("Zero B", AssetKind.PILOT, 5, 3, false, false, Optional.empty(), false),
          Asset.pilot("Two", 10), // 2 cards
          Asset.pilot("One", 7)); // 1 card

  private record Host(boolean mixes) implements CardAssets<String> {
    @Override
    public List<Asset> assets(String state) {
      return ASSETS;
    }

    @Override
    public boolean opponentMixes(String state, CardRound.TableView view) {
      return mixes;
    }
  }

  @Test
  @DisplayName(
      "If you still have a tie, determine with a die roll. / Carefully mix all the remaining cards"
          + " from each asset (pilot, gunner, AA etc) into an activation deck. The opponent is"
          + " allowed to mix the deck some more after this.")
  void rollOffsAreForTheTableTheShuffleAndTheMixForTheirAudience() {
    // roll-off: Zero A 6, Zero B 1; shuffle of Two Two One: d3 3, d2 2 (order kept); mix: d3 1,
    // d2 2 (the first and last cards swap).
    ScriptedDice script = ScriptedDice.of(6, 1, 3, 2, 1, 2);
    Roller roller = Roller.scripted(script);
    CardTurn turn = CardRounds.start("table", new Host(true), ThreatRule.WORST, roller);
    assertThat(script.remaining()).isZero();
    assertThat(turn.round().earlyMovers()).containsExactly("Zero A", "Zero B");
    assertThat(turn.round().deck()).containsExactly("One", "Two", "Two");

    DeckDice.Split split = DeckDice.split(roller.rolls());
    assertThat(split.table()).extracting(DiceRoll::faces).containsExactly(List.of(6, 1));
    assertThat(split.shuffle())
        .extracting(DiceRoll::describe)
        .containsExactly(
            "activation deck shuffle 1d3: [3] = 3", "activation deck shuffle 1d2: [2] = 2");
    assertThat(split.mix())
        .extracting(DiceRoll::describe)
        .containsExactly("opponent's mix 1d3: [1] = 1", "opponent's mix 1d2: [2] = 2");
    assertThat(split.shuffle()).allMatch(DeckDice::ordersTheDeck).allMatch(DeckDice::isShuffle);
    assertThat(split.mix()).allMatch(DeckDice::ordersTheDeck).allMatch(DeckDice::isMix);
    assertThat(split.table()).noneMatch(DeckDice::ordersTheDeck);
  }

  @Test
  @DisplayName(
      "Carefully mix all the remaining cards from each asset (pilot, gunner, AA etc) into an"
          + " activation deck: the shuffle's dice are for the referee alone")
  void theShuffleIsForTheRefereeAndTheMixByDefaultToo() {
    assertThat(DeckDice.SHUFFLE_AUDIENCE).isEqualTo(Audience.referee());
    assertThat(DeckDice.SHUFFLE_AUDIENCE.includes(Viewer.referee())).isTrue();
    assertThat(DeckDice.SHUFFLE_AUDIENCE.includes(Viewer.spectator())).isFalse();
    assertThat(DeckDice.SHUFFLE_AUDIENCE.includes(Viewer.of("RFC"))).isFalse();
    // "The opponent is allowed to mix the deck some more after this": by default nobody reads it.
    assertThat(new Host(true).mixAudience("table")).isEqualTo(Audience.referee());
  }

  @Test
  void aRoundWithoutAMixHasNoMixDice() {
    Roller roller = Roller.scripted(ScriptedDice.of(6, 1, 3, 2));
    CardRounds.start("table", new Host(false), ThreatRule.WORST, roller);
    DeckDice.Split split = DeckDice.split(roller.rolls());
    assertThat(split.table()).hasSize(1);
    assertThat(split.shuffle()).hasSize(2);
    assertThat(split.mix()).isEmpty();
  }
}
