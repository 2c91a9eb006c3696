package io.github.dogfight.squadron;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.squadron.SquadronCommand.ChooseEscapees;
import io.github.dogfight.squadron.SquadronCommand.RemoveFighters;
import io.github.dogfight.squadron.SquadronCommand.SpendSuccesses;
import io.github.dogfight.squadron.SquadronCommand.Strike;
import io.github.dogfight.testkit.ContractCheck;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The contract front ends rely on ({@link ContractCheck}) over bot games of the sample engagement,
 * with a probe that tries every subset of aircraft a removal, an escape or a spending could name
 * (all of them where there are at most {@value #MOST} of a size, a seeded sample beyond), so that a
 * command the rules accept but the list lacks, up to interchangeable aircraft, is caught.
 */
class ContractTest {
  static final SquadronRules RULES = new SquadronRules();

  /** Most candidates of one size (or one number of fighters and damage rolls) tried per step. */
  static final int MOST = 400;

  /** The check with the probe and the rule set's interchangeable key, over {@code games} games. */
  static ContractCheck<SquadronState, SquadronCommand> check(SquadronRules rules, int games) {
    return ContractCheck.of(rules)
        .probing((game, actor) -> candidates(game.state(), Side.valueOf(actor)))
        .interchangeableIn(rules::interchangeableKey)
        .games(games, 1);
  }

  @Test
  void botGamesKeepTheContract() {
    ContractCheck.Report report = check(RULES, 20).run();
    assertThat(report.games()).isEqualTo(20);
    assertThat(report.probed()).isPositive();
    // the squadrons' rolls are matched to the side that gave the command
    assertThat(report.rolling()).isPositive();
  }

  @Test
  void everyDamageRollPlayedShowedItsOdds() {
    // ContractCheck finds these rolls through sideOf (a damage roll's actor is its shooter, the
    // command's a side); here every struck roll's odds also name its targets.
    Bot<SquadronState, SquadronCommand> bot = RULES.defaultBot();
    int spendings = 0;
    for (long seed = 1; seed <= 20; seed++) {
      Game<SquadronState, SquadronCommand> g = Game.start(RULES, RULES.sampleEngagement(seed));
      while (!g.isOver()) {
        String actor = g.decision().actors().get(0);
        SquadronCommand c = bot.choose(g.viewFor(actor), g.legalCommands(actor));
        int before = g.log().size();
        var odds = g.oddsOf(c);
        g = g.play(c);
        List<GameEvent> events = g.log().events().subList(before, g.log().size());
        boolean struck =
            events.stream().anyMatch(e -> e instanceof SquadronEvent.SpecialAircraftStruck);
        if (struck) {
          spendings++;
          assertThat(odds).as(c.describe()).isNotEmpty();
          assertThat(odds.keySet()).allMatch(k -> k.endsWith(" shot down)"));
        }
      }
    }
    assertThat(spendings).isPositive();
  }

  /** Every command of the pending kind a rule might accept, by subsets of aircraft. */
  static List<SquadronCommand> candidates(SquadronState state, Side side) {
    if (state.pending().isEmpty() || state.pending().get().side() != side) {
      return List.of();
    }
    Pending p = state.pending().get();
    SplittableRandom random = new SplittableRandom(state.dice().position() * 31 + state.turn());
    List<String> inFight = ids(state.squadron(side).inFight());
    List<SquadronCommand> out = new ArrayList<>();
    if (p instanceof Pending.Removal r) {
      for (List<String> ids : subsets(inFight, r.count(), random)) {
        out.add(new RemoveFighters(side, ids));
      }
    } else if (p instanceof Pending.Escape e) {
      for (List<String> ids : subsets(inFight, e.count(), random)) {
        out.add(new ChooseEscapees(side, ids));
      }
    } else if (p instanceof Pending.Allocation a) {
      Squadron enemy = state.squadron(side.opponent());
      List<Strike> pairs = new ArrayList<>();
      for (Aircraft target : enemy.inFight()) {
        for (Aircraft shooter : state.squadron(side).inFight()) {
          pairs.add(new Strike(target.id(), shooter.id()));
        }
      }
      Maneuver m = a.maneuver();
      int mostStrikes = a.netSuccesses() / m.successesPerDamageRoll();
      for (int strikes : spread(mostStrikes + 1)) {
        List<List<Strike>> sequences = sequences(pairs, strikes, random);
        int left = a.netSuccesses() - strikes * m.successesPerDamageRoll();
        int mostFighters = Math.max(0, left / m.successesPerFighter()) + 1;
        for (int fighters : spread(mostFighters)) {
          for (List<Strike> list : sequences) {
            out.add(new SpendSuccesses(side, fighters, list));
          }
        }
      }
    }
    return out;
  }

  /**
   * 0 to {@code most}, every count when there are few, else both ends and the middle: large forces
   * with exploding dice bank hundreds of successes, and every count times every sequence would be
   * millions of probes.
   */
  static List<Integer> spread(int most) {
    if (most <= 8) {
      return java.util.stream.IntStream.rangeClosed(0, most).boxed().toList();
    }
    return List.of(0, 1, 2, most / 2, most - 2, most - 1, most);
  }

  private static List<String> ids(List<Aircraft> aircraft) {
    return aircraft.stream().map(Aircraft::id).toList();
  }

  /** Every subset of {@code size} items, or {@link #MOST} drawn at random when there are more. */
  static List<List<String>> subsets(List<String> items, int size, SplittableRandom random) {
    if (size > items.size()) {
      return List.of();
    }
    if (binomial(items.size(), size) <= MOST) {
      List<List<String>> out = new ArrayList<>();
      every(items, 0, size, new ArrayList<>(), out);
      return out;
    }
    Set<List<String>> out = new LinkedHashSet<>();
    while (out.size() < MOST) {
      List<String> pool = new ArrayList<>(items);
      List<String> pick = new ArrayList<>();
      for (int i = 0; i < size; i++) {
        pick.add(pool.remove(random.nextInt(pool.size())));
      }
      out.add(List.copyOf(pick));
    }
    return new ArrayList<>(out);
  }

  private static void every(
      List<String> items, int from, int size, List<String> chosen, List<List<String>> out) {
    if (size == 0) {
      out.add(List.copyOf(chosen));
      return;
    }
    for (int i = from; i <= items.size() - size; i++) {
      chosen.add(items.get(i));
      every(items, i + 1, size - 1, chosen, out);
      chosen.remove(chosen.size() - 1);
    }
  }

  private static long binomial(int n, int k) {
    long c = 1;
    for (int i = 1; i <= k; i++) {
      c = c * (n - k + i) / i;
      if (c > Integer.MAX_VALUE) {
        return c;
      }
    }
    return c;
  }

  /** Every sequence of {@code length} strikes, or {@link #MOST} at random when there are more. */
  static List<List<Strike>> sequences(List<Strike> pairs, int length, SplittableRandom random) {
    if (length == 0) {
      return List.of(List.of());
    }
    if (pairs.isEmpty()) {
      return List.of();
    }
    if (Math.pow(pairs.size(), length) <= MOST) {
      List<List<Strike>> out = new ArrayList<>(List.of(List.of()));
      for (int i = 0; i < length; i++) {
        List<List<Strike>> longer = new ArrayList<>();
        for (List<Strike> s : out) {
          for (Strike p : pairs) {
            List<Strike> next = new ArrayList<>(s);
            next.add(p);
            longer.add(next);
          }
        }
        out = longer;
      }
      return out;
    }
    List<List<Strike>> out = new ArrayList<>();
    for (int n = 0; n < MOST; n++) {
      List<Strike> s = new ArrayList<>();
      for (int i = 0; i < length; i++) {
        s.add(pairs.get(random.nextInt(pairs.size())));
      }
      out.add(s);
    }
    return out;
  }
}
