package io.github.dogfight.squadron;

import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.view.View;
import io.github.dogfight.squadron.SquadronCommand.ChooseEscapees;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.squadron.SquadronCommand.RemoveFighters;
import io.github.dogfight.squadron.SquadronCommand.SpendSuccesses;
import io.github.dogfight.squadron.SquadronCommand.Strike;
import io.github.dogfight.squadron.internal.Forces;
import io.github.dogfight.squadron.internal.Interchangeable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * A simple deterministic squadron commander.
 *
 * <p>It chooses only from the commands it is given: where its choice names other aircraft than a
 * listed command interchangeable with it (same type and state), it plays the listed one.
 *
 * <ul>
 *   <li>Maneuver: Escape when its pool is under half the enemy's and something can escape; Defend
 *       when its pool is smaller; otherwise Attack. It never needs dice to decide.
 *   <li>Spending: as many enemy fighters as successes allow, then damage rolls with what is left,
 *       all at the special aircraft with the least structure left. When damage rolls are made one
 *       at a time it makes them first, one command each, then removes the fighters.
 *   <li>Removing or escaping: the aircraft with the lowest Handling first (keeping the squadron's
 *       best Handling in the pool), ties in squadron order.
 * </ul>
 */
public final class SquadronBot implements Bot<SquadronState, SquadronCommand> {
  private final SquadronRules rules;

  /**
   * A bot for {@code rules}.
   *
   * @param rules the rules it plays by
   */
  public SquadronBot(SquadronRules rules) {
    Objects.requireNonNull(rules, "rules");
    this.rules = rules;
  }

  /**
   * Chooses from what its side may see: in a simultaneous declaration it never sees the other
   * side's maneuver, and it does not need to.
   */
  @Override
  public SquadronCommand choose(View<SquadronState> view, List<SquadronCommand> legal) {
    SquadronState state = view.state();
    Pending p = state.pending().orElseThrow(() -> new IllegalStateException("engagement over"));
    Side side = legal.get(0).side();
    SquadronCommand choice;
    if (p instanceof Pending.Declaration) {
      choice = new DeclareManeuver(side, maneuver(state, side));
    } else if (p instanceof Pending.Allocation a) {
      choice = spend(state, a, !rules.config().damageRollsTogether());
    } else if (p instanceof Pending.Removal r) {
      choice = new RemoveFighters(side, lowestHandling(state.squadron(side).fighters(), r.count()));
    } else if (p instanceof Pending.Escape e) {
      choice =
          new ChooseEscapees(
              side, lowestHandling(Forces.escapable(state.squadron(side)), e.count()));
    } else {
      throw new IllegalStateException("unknown decision " + p);
    }
    return listed(state, choice, legal);
  }

  /**
   * The listed command interchangeable with {@code choice} (the list names the first aircraft of
   * each class; the bot may have named others of the same type and state), or the first listed
   * command if none is.
   */
  static SquadronCommand listed(
      SquadronState state, SquadronCommand choice, List<SquadronCommand> legal) {
    if (legal.contains(choice)) {
      return choice;
    }
    Object key = Interchangeable.key(state, choice);
    for (SquadronCommand c : legal) {
      if (Interchangeable.key(state, c).equals(key)) {
        return c;
      }
    }
    return legal.get(0);
  }

  private Maneuver maneuver(SquadronState state, Side side) {
    int mine = rules.pool(state, side, Maneuver.ATTACK);
    int theirs = rules.pool(state, side.opponent(), Maneuver.ATTACK);
    boolean canEscape = Forces.canEscape(state.squadron(side));
    if (canEscape && (2 * mine < theirs || !canHarm(state, side))) {
      return Maneuver.ESCAPE;
    }
    return mine < theirs ? Maneuver.DEFEND : Maneuver.ATTACK;
  }

  /**
   * Whether a win could hurt the enemy at all: it has fighters to remove, or we have an armed
   * fighter to make damage rolls on its special aircraft.
   */
  private static boolean canHarm(SquadronState state, Side side) {
    return !state.squadron(side.opponent()).fighters().isEmpty()
        || Forces.hasArmedFighter(state.squadron(side));
  }

  private static SquadronCommand spend(
      SquadronState state, Pending.Allocation a, boolean oneRollAtATime) {
    Squadron enemy = state.squadron(a.side().opponent());
    Maneuver m = a.maneuver();
    int fighters = Math.min(a.netSuccesses() / m.successesPerFighter(), enemy.fighters().size());
    int left = a.netSuccesses() - fighters * m.successesPerFighter();
    int strikes = left / m.successesPerDamageRoll();
    List<Strike> list = new ArrayList<>();
    if (strikes > 0) {
      Aircraft target =
          enemy.specials().stream()
              .min(Comparator.comparingInt(Aircraft::structureLeft))
              .orElseThrow();
      String shooter = Forces.armedFighters(state.squadron(a.side())).get(0).id();
      for (int i = 0; i < strikes; i++) {
        list.add(new Strike(target.id(), shooter));
      }
      if (oneRollAtATime) {
        // The first of its damage rolls; the rest, and the fighters, when this one is rolled.
        return new SpendSuccesses(a.side(), 0, list.subList(0, 1));
      }
    }
    return new SpendSuccesses(a.side(), fighters, list);
  }

  private static List<String> lowestHandling(List<Aircraft> candidates, int count) {
    List<Aircraft> sorted = new ArrayList<>(candidates);
    sorted.sort(Comparator.comparingInt((Aircraft x) -> x.type().handling()));
    return sorted.subList(0, count).stream().map(Aircraft::id).toList();
  }
}
