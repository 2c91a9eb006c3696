package io.github.dogfight.squadron;

import static io.github.dogfight.testkit.DogfightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.AdvantagePolicy;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.Simulation;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.turn.Segment;
import io.github.dogfight.core.turn.TurnOrder;
import io.github.dogfight.core.turn.TurnOrderPolicy;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.testkit.Scripted;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every policy the rule set lists is one the engine calls: each swapped for a recording one. */
class PoliciesTest {
  private final List<String> calls = new ArrayList<>();

  private SquadronRules recordingRules() {
    SquadronConfig defaults = SquadronConfig.defaults();
    TurnOrderPolicy<SquadronState> declaration = defaults.declaration();
    AdvantagePolicy<SquadronState> advantage = defaults.advantage();
    SpecialAircraftDamage damage = defaults.specialDamage();
    CombatPhase combat = defaults.combatPhase();
    return new SquadronRules(
        SquadronConfig.builder()
            .declaration(
                TurnOrderPolicy.of(
                    "recording declaration",
                    "records its calls",
                    (s, r) -> {
                      calls.add("declaration");
                      return declaration.plan(s, r);
                    }))
            .advantage(
                new AdvantagePolicy<SquadronState>() {
                  @Override
                  public int advantage(SquadronState s, String actor, String opponent) {
                    calls.add("advantage");
                    return advantage.advantage(s, actor, opponent);
                  }

                  @Override
                  public String name() {
                    return "recording advantage";
                  }

                  @Override
                  public String description() {
                    return "records its calls";
                  }
                })
            .specialDamage(
                new SpecialAircraftDamage() {
                  @Override
                  public Integer resolve(Aircraft target, Armament armament, Roller roller) {
                    calls.add("damage");
                    return damage.resolve(target, armament, roller);
                  }

                  @Override
                  public Distribution distribution(Aircraft target, Armament armament) {
                    calls.add("damage odds");
                    return damage.distribution(target, armament);
                  }

                  @Override
                  public String name() {
                    return "recording damage";
                  }

                  @Override
                  public String description() {
                    return "records its calls";
                  }
                })
            .combatPhase(
                CombatPhase.of(
                    "recording combat phase",
                    "records its calls",
                    (s, r) -> {
                      calls.add("combat phase");
                      return combat.resolve(s, r);
                    }))
            .build());
  }

  @Test
  void theEngineCallsEveryListedPolicy() {
    SquadronRules rules = recordingRules();
    assertThat(rules.policies())
        .extracting(p -> p.name())
        .containsExactly(
            "recording declaration",
            "recording advantage",
            "recording damage",
            "recording combat phase");
    for (long seed = 1; seed < 40 && !calls.contains("damage"); seed++) {
      Simulation.playOut(Game.start(rules, rules.sampleEngagement(seed)));
    }
    assertThat(calls).contains("declaration", "advantage", "damage", "combat phase");
    assertThat(calls).doesNotContain("damage odds");
    // The odds of a spending on damage rolls come from the policy too.
    SquadronState small = Fixtures.small(4, 0, 0, 1).state();
    Game<SquadronState, SquadronCommand> g =
        Game.start(rules, rules.start(small.white(), small.black(), 1))
            .play(new DeclareManeuver(Side.WHITE, Maneuver.ATTACK));
    g =
        Scripted.play(
            g, new DeclareManeuver(Side.BLACK, Maneuver.ATTACK), Fixtures.roll(8, 3, 2, 0));
    g.oddsOf(
        new SquadronCommand.SpendSuccesses(
            Side.WHITE,
            0,
            List.of(new SquadronCommand.Strike("Axis He 111 H 1", "Allies Hurricane Mk I 1"))));
    assertThat(calls).contains("damage odds");
  }

  @Test
  void aSequentialDeclarationIsOpenAndInOrder() {
    // A variant where the Gamemaster's squadron (black) declares openly after the players'.
    SquadronRules open =
        new SquadronRules(
            SquadronConfig.builder()
                .declaration(
                    TurnOrderPolicy.of(
                        "players first",
                        "white declares, then black, openly",
                        (s, r) ->
                            TurnOrder.of(
                                Segment.sequential(
                                    SimultaneousDeclaration.DECLARATION,
                                    List.of("WHITE", "BLACK")))))
                .build());
    Game<SquadronState, SquadronCommand> g = Game.start(open, open.sampleEngagement(3));
    assertThat(g.decision().simultaneous()).isFalse();
    assertThat(g.decision().actors()).containsExactly("WHITE");
    g = g.play(new DeclareManeuver(Side.WHITE, Maneuver.DEFEND));
    assertThat(g).isAwaiting("BLACK");
    assertThat(g.viewFor("BLACK").state().declared()).containsEntry(Side.WHITE, Maneuver.DEFEND);
  }

  @Test
  void aDeclarationPolicyMustHaveBothSidesDeclare() {
    SquadronRules broken =
        new SquadronRules(
            SquadronConfig.builder()
                .declaration(
                    TurnOrderPolicy.of(
                        "white only",
                        "forgets black",
                        (s, r) ->
                            TurnOrder.of(Segment.simultaneous("declaration", List.of("WHITE")))))
                .build());
    assertThatThrownBy(() -> broken.sampleEngagement(1))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(
            "declaration policy 'white only' must have WHITE and BLACK declare, once each; it gave"
                + " declarations by [WHITE]");
  }

  @Test
  void aDeclarationPolicyNamingAnotherActorIsRefusedByName() {
    SquadronRules broken =
        new SquadronRules(
            SquadronConfig.builder()
                .declaration(
                    TurnOrderPolicy.of(
                        "green team",
                        "names a third side",
                        (s, r) ->
                            TurnOrder.of(
                                Segment.simultaneous("declaration", List.of("WHITE", "GREEN")))))
                .build());
    assertThatThrownBy(() -> broken.sampleEngagement(1))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(
            "declaration policy 'green team' must have WHITE and BLACK declare, once each; it gave"
                + " actor GREEN");
  }

  @Test
  void aViewerIsNamedBySideOrSquadronAndAnyOtherNameIsItsOwn() {
    SquadronState s = Fixtures.seedExample().state();
    SquadronRules rules = Fixtures.RULES;
    assertThat(rules.viewer(s, "RAF")).isEqualTo(rules.viewer(s, "WHITE"));
    assertThat(rules.viewer(s, "RAF").speaksFor("WHITE")).isTrue();
    assertThat(rules.viewer(s, "Luftwaffe").speaksFor("BLACK")).isTrue();
    assertThat(rules.viewer(s, "Umpire"))
        .isEqualTo(io.github.dogfight.core.view.Viewer.of("Umpire"));
    assertThat(rules.viewer(s, "Umpire").speaksFor("WHITE")).isFalse();
  }
}
