package io.github.dogfight.wildblue;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.testkit.ContractCheck;
import io.github.dogfight.wildblue.WildBlueCommand.EndAction;
import io.github.dogfight.wildblue.WildBlueCommand.Fire;
import io.github.dogfight.wildblue.WildBlueCommand.Fly;
import io.github.dogfight.wildblue.WildBlueCommand.Maneuver;
import io.github.dogfight.wildblue.WildBlueCommand.Pass;
import io.github.dogfight.wildblue.WildBlueCommand.Perform;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The contract front ends rely on (issue 27), checked by the testkit's {@link ContractCheck} over
 * 20 games of the sample engagement: the bot chooses only listed commands, no command a probe
 * builds beyond the list is accepted unless listed (every target, mount, fire mode, stunt,
 * advantage kind, Immelman order and Critical Damage result for each plane), every command that
 * rolls its actor's dice shows odds, the turn-1 initiative is in the log, and every text is words
 * that do not change under another default locale.
 */
class ContractTest {
  private static final WildBlueRules RULES = new WildBlueRules();

  @Test
  void keepsTheFrontEndContractOverTwentyGames() {
    ContractCheck.Report report =
        ContractCheck.of(RULES).probing((g, a) -> candidates(g, a, false)).games(20, 1).run();
    assertThat(report.games()).isEqualTo(20);
    assertThat(report.rolling()).isGreaterThan(1000);
    assertThat(report.probed()).isGreaterThan(10_000);
  }

  @Test
  void noCommandTheProbeBuildsIsAcceptedUnlisted() {
    ContractCheck.Report report =
        ContractCheck.of(RULES)
            .probing((g, a) -> candidates(g, a, true))
            .games(4, 21)
            .localeGames(0)
            .run();
    assertThat(report.probed()).isGreaterThan(100_000);
  }

  /**
   * Every command {@code actor} could be given, beyond what the rules list: each kind of command at
   * every plane and ground unit (friends included), with every mount, fire mode, move, advantage
   * kind (to gain and to remove), stunt (with and without an enemy), Critical Damage result, and
   * Immelman targets in every order of up to three enemies ({@code everyOrder}; otherwise every
   * single target and every pair of enemies in both orders).
   */
  static List<WildBlueCommand> candidates(
      Game<WildBlueState, WildBlueCommand> g, String actor, boolean everyOrder) {
    WildBlueState s = g.state();
    List<WildBlueCommand> out = new ArrayList<>();
    out.add(new WildBlueCommand.SplitS(actor));
    out.add(new Pass(actor));
    out.add(new WildBlueCommand.Scissors(actor));
    out.add(new WildBlueCommand.RollingScissors(actor));
    out.add(new WildBlueCommand.Spin(actor, false));
    out.add(new WildBlueCommand.Spin(actor, true));
    out.add(new WildBlueCommand.TakeDamage(actor));
    out.add(new WildBlueCommand.RegainControl(actor));
    out.add(new EndAction(actor));
    for (CriticalDamage r : CriticalDamage.values()) {
      out.add(new WildBlueCommand.TakeCritical(actor, r));
    }
    List<String> names = new ArrayList<>();
    s.planes().forEach(p -> names.add(p.name()));
    s.ground().forEach(u -> names.add(u.name()));
    boolean acting = s.step().filter(st -> st.actor().equals(actor)).isPresent();
    if (!acting || !s.splitS().isEmpty() || !s.choices().isEmpty() || s.attack().isPresent()) {
      // Out of the actor's own action: one command of each other kind is enough to try.
      out.add(new Fly(actor, Move.CRUISE));
      for (String n : names) {
        out.add(new Fire(actor, n, Gun.Mount.FIXED, FireMode.BURST));
      }
      return out;
    }
    for (Move m : Move.values()) {
      out.add(new Fly(actor, m));
    }
    for (String n : names) {
      for (AdvantageKind k : AdvantageKind.values()) {
        out.add(Maneuver.gain(actor, n, k));
        out.add(Maneuver.remove(actor, n, k));
      }
      for (Gun.Mount mount : Gun.Mount.values()) {
        for (FireMode mode : FireMode.values()) {
          out.add(new Fire(actor, n, mount, mode));
        }
      }
      out.add(new WildBlueCommand.Bomb(actor, n));
      out.add(new WildBlueCommand.Grenade(actor, n));
      out.add(new WildBlueCommand.Ram(actor, n));
      for (Stunt st : Stunt.values()) {
        out.add(Perform.against(actor, st, n));
      }
    }
    for (Stunt st : Stunt.values()) {
      out.add(Perform.of(actor, st));
    }
    String side = s.sideOf(actor).orElseThrow();
    List<String> enemies = new ArrayList<>();
    s.planes().stream().filter(p -> !p.side().equals(side)).forEach(p -> enemies.add(p.name()));
    s.ground().stream().filter(u -> !u.side().equals(side)).forEach(u -> enemies.add(u.name()));
    List<List<String>> groups = new ArrayList<>();
    for (String a : enemies) {
      groups.add(List.of(a));
      for (String b : enemies) {
        if (!b.equals(a)) {
          groups.add(List.of(a, b));
          for (String c : enemies) {
            if (!c.equals(a) && !c.equals(b)) {
              groups.add(List.of(a, b, c));
            }
          }
        }
      }
    }
    if (!everyOrder) {
      groups.removeIf(t -> t.size() > 2);
    }
    for (List<String> targets : groups) {
      for (Gun.Mount mount : Gun.Mount.values()) {
        for (FireMode mode : FireMode.values()) {
          out.add(new WildBlueCommand.Immelman(actor, targets, mount, mode));
        }
      }
    }
    // A friend among the targets, and the same target twice.
    if (!enemies.isEmpty()) {
      out.add(
          new WildBlueCommand.Immelman(
              actor, List.of(enemies.get(0), actor), Gun.Mount.FIXED, FireMode.BURST));
      out.add(
          new WildBlueCommand.Immelman(
              actor, List.of(enemies.get(0), enemies.get(0)), Gun.Mount.FIXED, FireMode.BURST));
    }
    return out;
  }
}
