package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.crew;
import static io.github.dogfight.wildblue.Fixtures.duel;
import static io.github.dogfight.wildblue.Fixtures.edit;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.wildblue.internal.Ctx;
import io.github.dogfight.wildblue.internal.attacks.AttackFlow;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The penalties and advantage dice of an attack (rules 001): "Sustained fire ... 3 point penalty",
 * the Immelman's attack at +6, "For each Wing Damage result, the pilot suffers a 1 point penalty",
 * AILERON ROLL "enemy planes suffer a 3 point penalty to hit you", STANDING 8 "all enemies suffer a
 * 6 point penalty", WINGOVER against ground fire, COMBAT altitude's 3 against ground targets; the
 * conditions that give advantage dice (a dive from above 2, a second turn of fire 1, outnumbering
 * 1); a Spin's 5 or 10 points.
 */
class AttackRulesTest {
  private static Attack attack(String attacker, Gun.Mount mount, FireMode mode, boolean immelman) {
    return new Attack(
        attacker,
        mount,
        mode,
        List.of("Hun"),
        immelman,
        Attack.Stage.SCISSORS,
        0,
        Map.of(),
        false,
        Optional.empty(),
        List.of("Hun"),
        Optional.empty());
  }

  private static WildBlueState with(Game<WildBlueState, WildBlueCommand> g, Plane... planes) {
    WildBlueState s = g.state();
    for (Plane p : planes) {
      s = s.withPlane(p);
    }
    return s;
  }

  @Test
  void theCommonPenaltyAddsModeImmelmanAndThePilotsWingDamage() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    WildBlueState s = g.state();
    assertThat(AttackFlow.commonPenalty(s, attack("Ace", Gun.Mount.FIXED, FireMode.BURST, false)))
        .isZero();
    assertThat(
            AttackFlow.commonPenalty(s, attack("Ace", Gun.Mount.FIXED, FireMode.SUSTAINED, true)))
        .isEqualTo(3 + 6);
    WildBlueState winged =
        with(
            g,
            edit(g, "Ace").withCriticals(CriticalDamage.WING_DAMAGE, CriticalDamage.WING_DAMAGE));
    assertThat(
            AttackFlow.commonPenalty(winged, attack("Ace", Gun.Mount.FIXED, FireMode.BURST, false)))
        .isEqualTo(2);
  }

  /** A gunner's rear gun does not feel the pilot's Wing Damage; a ground unit has none. */
  @Test
  void aGunnersShotIgnoresThePilotsWingDamage() {
    Plane bristol =
        Fixtures.bristol()
            .gunner(crew("Nora Vane"))
            .criticals(List.of(CriticalDamage.WING_DAMAGE))
            .build();
    GroundUnit rifles = Fixtures.rifles();
    WildBlueState s = Fixtures.start(List.of(Fixtures.hun(), bristol), List.of(rifles)).state();
    assertThat(
            AttackFlow.commonPenalty(s, attack("Bristol", Gun.Mount.REAR, FireMode.BURST, false)))
        .isZero();
    assertThat(
            AttackFlow.commonPenalty(s, attack("Bristol", Gun.Mount.FIXED, FireMode.BURST, false)))
        .isEqualTo(1);
    assertThat(
            AttackFlow.commonPenalty(
                s, attack("Rifles", Gun.Mount.FLEXIBLE, FireMode.SUSTAINED, false)))
        .isEqualTo(3);
  }

  @Test
  void theTargetsPenaltyFollowsItsStuntsAndTheAttacker() {
    GroundUnit rifles = Fixtures.rifles();
    GroundUnit depot = GroundUnit.target("Depot", Fixtures.JASTA, true, 40);
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(Fixtures.ace(), Fixtures.hun()), List.of(rifles, depot));
    WildBlueState plain = g.state();
    assertThat(AttackFlow.targetPenalty(plain, "Hun", "Ace")).isZero();
    WildBlueState rolled =
        with(g, edit(g, "Ace").withEffects(EnumSet.of(Plane.Effect.AILERON_ROLL)));
    assertThat(AttackFlow.targetPenalty(rolled, "Hun", "Ace")).isEqualTo(3);
    assertThat(AttackFlow.targetPenalty(rolled, "Rifles", "Ace")).isZero();
    WildBlueState eight =
        with(
            g,
            edit(g, "Ace")
                .withEffects(EnumSet.of(Plane.Effect.AILERON_ROLL, Plane.Effect.STANDING_8)));
    assertThat(AttackFlow.targetPenalty(eight, "Hun", "Ace")).isEqualTo(9);
    assertThat(AttackFlow.targetPenalty(eight, "Rifles", "Ace")).isEqualTo(6);
    WildBlueState over = with(g, edit(g, "Ace").withEffects(EnumSet.of(Plane.Effect.WINGOVER)));
    assertThat(AttackFlow.targetPenalty(over, "Rifles", "Ace")).isEqualTo(3);
    assertThat(AttackFlow.targetPenalty(over, "Hun", "Ace")).isZero();
    // a ground target: 3 from Combat altitude, none from Low
    assertThat(AttackFlow.targetPenalty(plain, "Ace", "Depot")).isZero();
    WildBlueState combat = with(g, edit(g, "Ace").withBand(Band.COMBAT));
    assertThat(AttackFlow.targetPenalty(combat, "Ace", "Depot")).isEqualTo(3);
  }

  @Test
  void conditionsGiveAdvantageDice() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    WildBlueState s = g.state();
    assertThat(AttackFlow.advantage(s, "Ace", "Hun")).isZero();
    // a second turn of fire on the same target
    WildBlueState again = with(g, edit(g, "Ace").withLastTargets("Hun"));
    assertThat(AttackFlow.advantage(again, "Ace", "Hun")).isEqualTo(1);
    // gained Behind adds its die (each kind counts the larger of its held dice and its condition)
    WildBlueState behind =
        ((ImmutableWildBlueState) ImmutableWildBlueState.copyOf(again))
            .withAdvantage(new Held("Ace", "Hun", AdvantageKind.BEHIND, 1));
    assertThat(AttackFlow.advantage(behind, "Ace", "Hun")).isEqualTo(2);
    // a power dive from a higher band: 2
    ActionStep dived =
        new ActionStep(
            "Ace", Optional.of(Move.POWERDIVE), Band.COMBAT, 0, false, false, false, true);
    WildBlueState dive =
        ((ImmutableWildBlueState) ImmutableWildBlueState.copyOf(s)).withStep(dived);
    assertThat(AttackFlow.advantage(dive, "Ace", "Hun")).isEqualTo(2);
    ActionStep level =
        new ActionStep("Ace", Optional.of(Move.POWERDIVE), Band.LOW, 0, false, false, false, true);
    WildBlueState flat =
        ((ImmutableWildBlueState) ImmutableWildBlueState.copyOf(s)).withStep(level);
    assertThat(AttackFlow.advantage(flat, "Ace", "Hun")).isZero();
    ActionStep cruise =
        new ActionStep("Ace", Optional.of(Move.CRUISE), Band.COMBAT, 0, false, false, false, true);
    WildBlueState cruising =
        ((ImmutableWildBlueState) ImmutableWildBlueState.copyOf(s)).withStep(cruise);
    assertThat(AttackFlow.advantage(cruising, "Ace", "Hun")).isZero();
    // outnumbering: two Allies against one
    Plane wing = ((ImmutablePlane) ImmutablePlane.copyOf(Fixtures.ace())).withName("Wing");
    WildBlueState two =
        ((ImmutableWildBlueState) ImmutableWildBlueState.copyOf(s))
            .withPlanes(s.plane("Ace"), s.plane("Hun"), wing);
    assertThat(AttackFlow.advantage(two, "Ace", "Hun")).isEqualTo(1);
    assertThat(AttackFlow.advantage(two, "Hun", "Ace")).isZero();
    assertThat(AttackFlow.advantage(s, "Ace", "Nobody")).isZero();
  }

  @Test
  void aSpinReducesDamageByFiveOrTen() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    assertThat(AttackFlow.reduction(g.state().plane("Hun"))).isZero();
    assertThat(AttackFlow.reduction(edit(g, "Hun").withEffects(EnumSet.of(Plane.Effect.SPIN_5))))
        .isEqualTo(5);
    assertThat(AttackFlow.reduction(edit(g, "Hun").withEffects(EnumSet.of(Plane.Effect.SPIN_10))))
        .isEqualTo(10);
    // High altitude adds 3 to piloting checks
    assertThat(Ctx.pilotingPenalty(edit(g, "Hun").withBand(Band.HIGH))).isEqualTo(3);
    assertThat(Ctx.pilotingPenalty(g.state().plane("Hun"))).isZero();
  }
}
