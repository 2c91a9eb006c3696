package io.github.dogfight.squadron;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.testkit.HiddenInformation;
import io.github.dogfight.testkit.TriesLimit;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/**
 * Hidden information in the Squadron Phase: a maneuver chosen before the roll stays with its side
 * until both have chosen; changing it, or the dice, changes neither the other side's view nor its
 * bot's choice.
 */
@AddLifecycleHook(TriesLimit.class)
class ViewProperties {
  private static final SquadronRules RULES = new SquadronRules();

  @Property(tries = 150)
  void whatASideCannotSeeChangesNothingItSees(
      @ForAll long seed,
      @ForAll @Size(max = 40) List<@IntRange(min = 0, max = 7) Integer> choices,
      @ForAll Maneuver secret,
      @ForAll long otherSeed) {
    Game<SquadronState, SquadronCommand> g = Game.start(RULES, RULES.sampleEngagement(seed));
    for (int c : choices) {
      if (g.isOver()) {
        break;
      }
      String actor = g.decision().actors().get(0);
      List<SquadronCommand> legal = g.legalCommands(actor);
      g = g.play(legal.get(c % legal.size()));
    }
    SquadronState s = g.state();
    for (Side viewer : Side.values()) {
      Side other = viewer.opponent();
      Map<Side, Maneuver> declared = new EnumMap<>(Side.class);
      declared.putAll(s.declared());
      boolean secretPending =
          s.pending().orElse(null) instanceof Pending.Declaration d
              && d.simultaneous()
              && declared.containsKey(other);
      if (secretPending) {
        declared.put(other, secret);
      }
      SquadronState altered =
          ImmutableSquadronState.copyOf(s)
              .withDeclared(declared)
              .withDice(new DiceStream(otherSeed, s.dice().position() + 7));
      HiddenInformation.assertUnseen(RULES, s, altered, viewer.name());
    }
  }

  @Property(tries = 50)
  void theOtherSidesChoiceReachesNoViewBeforeTheRoll(@ForAll Maneuver white, @ForAll long seed) {
    Game<SquadronState, SquadronCommand> g =
        Game.start(RULES, RULES.sampleEngagement(seed))
            .play(new DeclareManeuver(Side.WHITE, white));
    assertThat(g.viewFor("BLACK").state().declared()).isEmpty();
    assertThat(g.viewFor("Luftwaffe").state().declared()).isEmpty();
    assertThat(g.viewFor("WHITE").state().declared()).containsExactly(Map.entry(Side.WHITE, white));
    assertThat(g.view(Viewer.spectator()).state().declared()).isEmpty();
    assertThat(g.view(Viewer.referee()).state().declared()).containsKey(Side.WHITE);
    assertThat(g.log().narration(RULES.viewer(g.state(), "BLACK")))
        .isEqualTo("RAF has chosen its maneuver.\n");
    assertThat(g.log().narration(RULES.viewer(g.state(), "RAF")))
        .contains("RAF chose the " + white.title() + " maneuver (secret until the roll).");
  }

  /** Odds asked from a side's view are the odds of the roll that follows. */
  @Property(tries = 20)
  void oddsFromAViewAreTheRollsOdds(
      @ForAll Maneuver white, @ForAll Maneuver black, @ForAll long seed) {
    Game<SquadronState, SquadronCommand> g = Game.start(RULES, RULES.sampleEngagement(seed));
    SquadronState s = g.state();
    assertThat(RULES.odds().netSuccesses(g.viewFor("WHITE"), white, black))
        .isEqualTo(
            RULES
                .odds()
                .netSuccesses(
                    s.white().basePool(),
                    white,
                    s.bank(Side.WHITE),
                    s.black().basePool(),
                    black,
                    s.bank(Side.BLACK)));
    assertThat(RULES.odds().netSuccesses(g.viewFor("BLACK"), white, black))
        .isEqualTo(RULES.odds().netSuccesses(g.viewFor("WHITE"), white, black));
  }
}
