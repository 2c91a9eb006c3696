package io.github.dogfight.cards;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.cards.CardRounds.Phase;
import io.github.dogfight.cards.CardRounds.Step;
import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Whole rounds against a host that records what it is asked to do. */
class CardRoundsTest {
  /** A host whose state is the list of what it did. */
  static final class Recorder implements CardHost<List<String>> {
    private final List<Asset> assets;
    private final boolean mixes;
    final List<Integer> deckSizesSeen = new ArrayList<>();

    Recorder(List<Asset> assets, boolean mixes) {
      this.assets = assets;
      this.mixes = mixes;
    }

    private static List<String> plus(List<String> s, String line) {
      List<String> out = new ArrayList<>(s);
      out.add(line);
      return List.copyOf(out);
    }

    @Override
    public List<Asset> assets(List<String> state) {
      return assets;
    }

    @Override
    public boolean opponentMixes(List<String> state, CardRound.TableView view) {
      deckSizesSeen.add(view.deckSize());
      return mixes;
    }

    @Override
    public List<String> move(List<String> state, String asset, Roller roller) {
      return plus(state, "move " + asset);
    }

    @Override
    public List<String> fire(List<String> state, String asset, Roller roller) {
      return plus(state, "fire " + asset);
    }

    @Override
    public List<String> formationGunnersFire(List<String> state, String formation, Roller roller) {
      return plus(state, "gunners of " + formation);
    }

    @Override
    public List<String> endOfRound(List<String> state, CardRound round, Roller roller) {
      return plus(state, "end with " + round.deck().size() + " cards left");
    }
  }

  @Test
  void aRoundWithALandUnitMovesItFirstAndFiresItByItsCard() {
    List<Asset> assets =
        List.of(
            Asset.ground("AA"),
            Asset.pilot("Hawkeye", 18),
            Asset.pilot("A.Reinhardt", 15),
            Asset.pilot("B.Schneider", 10),
            Asset.gunner("L.Bennett", 10));
    // 12 cards; each Fisher-Yates die shows its top face, so the deck stays in dealing order:
    // AA, Hawkeye x4, Reinhardt x3, Schneider x2, Bennett x2.
    ScriptedDice dice = ScriptedDice.of(12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2);
    Recorder host = new Recorder(assets, false);
    CardRounds.Result<List<String>> r =
        CardRounds.play(List.of(), host, ThreatRule.WORST, Roller.scripted(dice));
    assertThat(dice.used()).isEqualTo(11);
    assertThat(r.state())
        .containsExactly(
            "move AA",
            "move Hawkeye",
            "move A.Reinhardt",
            "move B.Schneider",
            "fire L.Bennett",
            "fire B.Schneider",
            "fire A.Reinhardt",
            "fire Hawkeye",
            "fire AA",
            "end with 0 cards left");
    assertThat(r.steps())
        .startsWith(
            new Step(Phase.LAND_MOVE, "AA"),
            new Step(Phase.READY, "AA"),
            new Step(Phase.MOVE, "Hawkeye"))
        .contains(new Step(Phase.READY, "L.Bennett"))
        .endsWith(new Step(Phase.FIRE, "AA"), new Step(Phase.END, ""));
    assertThat(r.round().over()).isTrue();
    assertThat(host.deckSizesSeen).containsExactly(12);
  }

  @Test
  void earlyMoversAndFormationsComeFirstAndTheOpponentMayMix() {
    Asset spinner =
        new Asset("Spinner", AssetKind.PILOT, 10, 0, false, false, Optional.empty(), true);
    Asset f1 = new Asset("F1", AssetKind.PILOT, 12, 0, false, false, Optional.of("Flight"), false);
    Asset f2 = new Asset("F2", AssetKind.PILOT, 14, 0, false, false, Optional.of("Flight"), false);
    List<Asset> assets = List.of(spinner, f1, f2, Asset.pilot("Hun", 10));
    // 4 cards (Spinner x2, Hun x2): shuffle d4 d3 d2 at the top face, then the mix d4 d3 d2 the
    // same: the deck stays Spinner Spinner Hun Hun.
    ScriptedDice dice = ScriptedDice.of(4, 3, 2, 4, 3, 2);
    Recorder host = new Recorder(assets, true);
    CardRounds.Result<List<String>> r =
        CardRounds.play(List.of(), host, ThreatRule.WORST, Roller.scripted(dice));
    assertThat(dice.used()).isEqualTo(6);
    // The spinning plane (Awareness 10) before the formation (its lowest, 12); the spinner's last
    // card only places it in the shooting deck; the formation's gunners fire first and its planes,
    // which moved without a card, last ("The last plane that moves shoots first").
    assertThat(r.state())
        .containsExactly(
            "move Spinner",
            "move Flight",
            "move Hun",
            "gunners of Flight",
            "fire Hun",
            "fire Spinner",
            "fire F1",
            "fire F2",
            "end with 0 cards left");
    assertThat(r.steps())
        .containsSubsequence(
            new Step(Phase.EARLY_MOVE, "Spinner"),
            new Step(Phase.EARLY_MOVE, "Flight"),
            new Step(Phase.READY, "Spinner"),
            new Step(Phase.MOVE, "Hun"),
            new Step(Phase.FORMATION_FIRE, "Flight"));
  }

  @Test
  void aHostWithDefaultsNeedsOnlyAssetsMoveAndFire() {
    CardHost<Integer> counter =
        new CardHost<>() {
          @Override
          public List<Asset> assets(Integer state) {
            return List.of(Asset.pilot("A", 20), Asset.pilot("B", 8));
          }

          @Override
          public Integer move(Integer state, String asset, Roller roller) {
            return state + 1;
          }

          @Override
          public Integer fire(Integer state, String asset, Roller roller) {
            return state + 100;
          }
        };
    Roller roller = Roller.from(DiceStream.seeded(5));
    CardRounds.Result<Integer> r = CardRounds.play(0, counter, ThreatRule.WORST, roller);
    assertThat(r.state()).isEqualTo(202);
    assertThat(r.round().activations()).containsExactlyInAnyOrder("A", "B");
    CardRounds.Result<Integer> again =
        CardRounds.play(0, counter, ThreatRule.WORST, Roller.from(DiceStream.seeded(5)));
    assertThat(again.steps()).isEqualTo(r.steps());
  }
}
