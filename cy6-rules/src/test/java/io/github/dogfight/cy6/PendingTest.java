package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link Pending}, the decision a state waits for, read from states of engagements in play: one
 * kind per step of the Play Sequence (B), rules 002, naming the step it belongs to and the aircraft
 * or batteries still awaited.
 */
class PendingTest {
  private static final Cy6Rules RULES = new Cy6Rules();

  /** Checks the decision {@code s} waits for against its step; returns the step. */
  private static Cy6State.Step check(Cy6State s) {
    Pending p = Pending.of(s);
    assertThat(p.step()).as("the step of %s", p).isEqualTo(s.step());
    assertThat(p.waiting()).isEqualTo(s.waiting());
    switch (s.step()) {
      case TAILING -> assertThat(p).isInstanceOf(Pending.Tailing.class);
      case FORMATION -> assertThat(p).isInstanceOf(Pending.FormationStatus.class);
      case PLOTTING -> assertThat(p).isEqualTo(new Pending.Plotting(s.waiting(), false));
      case TAILER_PLOTTING -> assertThat(p).isEqualTo(new Pending.Plotting(s.waiting(), true));
      case AA_FIRE -> assertThat(p).isInstanceOf(Pending.AntiAircraftFire.class);
      case FIRE -> assertThat(p).isInstanceOf(Pending.AirFire.class);
      case SURFACE_ATTACK -> assertThat(p).isInstanceOf(Pending.SurfaceAttack.class);
      case OVER -> {
        assertThat(p).isEqualTo(new Pending.Over());
        assertThat(p.waiting()).isEmpty();
      }
    }
    return s.step();
  }

  /**
   * The sample engagement (escorts, interceptors, flak and a rail yard) played by its bot to the
   * end, over a few seeds: every state's decision is of its step's kind, and together the games
   * pass through every step of the turn, tailers' plotting and the end included.
   */
  @Test
  void everyStateOfPlayWaitsForTheDecisionOfItsStep() {
    Set<Cy6State.Step> seen = EnumSet.noneOf(Cy6State.Step.class);
    for (long seed = 1; seed <= 6 && seen.size() < Cy6State.Step.values().length; seed++) {
      Game<Cy6State, Cy6Command> g = Game.start(RULES, RULES.sampleEngagement(seed));
      seen.add(check(g.state()));
      while (!g.isOver()) {
        g = g.play(RULES.defaultBot());
        seen.add(check(g.state()));
      }
    }
    assertThat(seen).containsExactlyInAnyOrder(Cy6State.Step.values());
  }

  /** Each kind names its own step, whatever it waits for, and keeps a copy of who it awaits. */
  @Test
  void eachKindNamesItsStep() {
    List<String> w = List.of("Rot 1", "Flak 88");
    assertThat(new Pending.Tailing(w).step()).isEqualTo(Cy6State.Step.TAILING);
    assertThat(new Pending.FormationStatus(w).step()).isEqualTo(Cy6State.Step.FORMATION);
    assertThat(new Pending.Plotting(w, false).step()).isEqualTo(Cy6State.Step.PLOTTING);
    assertThat(new Pending.Plotting(w, true).step()).isEqualTo(Cy6State.Step.TAILER_PLOTTING);
    assertThat(new Pending.AntiAircraftFire(w).step()).isEqualTo(Cy6State.Step.AA_FIRE);
    assertThat(new Pending.AirFire(w).step()).isEqualTo(Cy6State.Step.FIRE);
    assertThat(new Pending.SurfaceAttack(w).step()).isEqualTo(Cy6State.Step.SURFACE_ATTACK);
    assertThat(new Pending.Over().step()).isEqualTo(Cy6State.Step.OVER);
    List<String> mutable = new ArrayList<>(w);
    Pending p = new Pending.AirFire(mutable);
    mutable.clear();
    assertThat(p.waiting()).containsExactly("Rot 1", "Flak 88");
  }
}
