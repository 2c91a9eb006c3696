package io.github.dogfight.dogfite;

import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.view.View;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseSpeedRoll;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseTarget;
import io.github.dogfight.dogfite.DogfiteCommand.EdgeBet;
import io.github.dogfight.dogfite.DogfiteCommand.EndMove;
import io.github.dogfight.dogfite.DogfiteCommand.Fire;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * A simple deterministic pilot that flies a sensible duel.
 *
 * <ul>
 *   <li>Targets the nearest enemy (ties by id).
 *   <li>Finishes half-level moves, tries to recover from spins, climbs or dives a level toward its
 *       target when the table allows and the speed can spare it, otherwise flies level.
 *   <li>Each movement point: the step with the smallest expected distance to its target, weighing
 *       each bet by its exact chance to pass ({@link DogfiteOdds#betPass}); once in the target's
 *       hex it stays in the middle. With no movement points it bets for edge when {@link
 *       BetAdvisor} expects a gain.
 *   <li>Fires every gun it can; powers up when slow, drags when near its dive limit.
 * </ul>
 */
public final class DogfiteBot implements Bot<DogfiteState, DogfiteCommand> {
  private final DogfiteTables tables;
  private final BetAdvisor advisor;

  /** A bot for {@code rules}. */
  public DogfiteBot(DogfiteRules rules) {
    this.tables = rules.tables();
    this.advisor = new BetAdvisor(tables);
  }

  @Override
  public DogfiteCommand choose(View<DogfiteState> view, List<DogfiteCommand> legal) {
    DogfiteState state = view.state();
    DogfiteCommand first = legal.get(0);
    Plane me = state.plane(first.plane());
    if (state.penalty().isPresent()) {
      // Keep the facing change; a failed hold only finishes the half-level move.
      return new DogfiteCommand.ApplyMovePenalty(me.id(), true);
    }
    if (state.pip().isPresent()) {
      // Moving the pip only adds critical hits.
      return new DogfiteCommand.AdjustPip(me.id(), true);
    }
    return switch (state.stage()) {
      case TARGETING -> target(state, me, legal);
      case MOVEMENT -> state.move().isEmpty() ? begin(state, me, legal) : step(state, me, legal);
      case COMBAT -> new Fire(me.id(), me.type().guns());
      case END_OF_TURN -> speed(me, legal);
    };
  }

  private DogfiteCommand target(DogfiteState s, Plane me, List<DogfiteCommand> legal) {
    Hex here = me.placement().position().hex();
    return legal.stream()
        .filter(
            c ->
                c instanceof ChooseTarget t
                    && t.target().isPresent()
                    && !s.plane(t.target().get()).side().equals(me.side()))
        .min(
            Comparator.comparingInt(
                    (DogfiteCommand c) ->
                        here.distance(
                            s.plane(((ChooseTarget) c).target().orElseThrow())
                                .placement()
                                .position()
                                .hex()))
                .thenComparing(c -> ((ChooseTarget) c).target().orElseThrow()))
        .orElse(legal.get(0));
  }

  private DogfiteCommand begin(DogfiteState s, Plane me, List<DogfiteCommand> legal) {
    VerticalMove want = VerticalMove.LEVEL;
    if (me.spinning()) {
      want = VerticalMove.HOLD;
    } else if (me.placement().altitude().pitch()
        != io.github.dogfight.core.hex.Altitude.Pitch.LEVEL) {
      want = VerticalMove.FINISH;
    } else if (me.target().isPresent()) {
      int diff =
          s.plane(me.target().get()).placement().altitude().levelsAbove(me.placement().altitude());
      if (diff > 0 && me.speed() - 3 > me.type().minSpeed() + 1) {
        want = VerticalMove.CLIMB;
      } else if (diff < 0 && me.speed() + 3 < me.type().maxDiveSpeed()) {
        want = VerticalMove.DIVE;
      }
    }
    VerticalMove chosen = want;
    // The bot never spins on purpose: it falls back to the first BeginMove, not to EnterSpin.
    return legal.stream()
        .filter(c -> c instanceof BeginMove b && b.vertical() == chosen)
        .findFirst()
        .or(() -> legal.stream().filter(c -> c instanceof BeginMove).findFirst())
        .orElse(legal.get(0));
  }

  private DogfiteCommand step(DogfiteState s, Plane me, List<DogfiteCommand> legal) {
    Optional<Plane> target = me.target().map(s::plane);
    if (legal.stream().anyMatch(c -> c instanceof EdgeBet)) {
      Rational edge = advice(me, 0, 1).expectedEdge();
      return target.isPresent() && edge.signum() > 0
          ? new EdgeBet(me.id(), 1, 0)
          : new EndMove(me.id());
    }
    if (target.isEmpty()) {
      return legal.stream()
          .filter(c -> c instanceof Move m && m.betLevel() == 0)
          .findFirst()
          .orElse(legal.get(0));
    }
    Hex goal = target.get().placement().position().hex();
    HexPosition from = me.placement().position();
    if (from.hex().equals(goal) && from instanceof HexPosition.Middle) {
      Optional<DogfiteCommand> end = legal.stream().filter(c -> c instanceof EndMove).findFirst();
      if (end.isPresent()) {
        return end.get();
      }
    }
    DogfiteCommand best = legal.get(0);
    Rational bestScore = null;
    for (DogfiteCommand c : legal) {
      if (!(c instanceof Move m)) {
        continue;
      }
      // Also consider raising the bet one level for edge, where the table allows a bet.
      for (int level = m.betLevel(); level <= Math.min(3, m.betLevel() + 1); level++) {
        Move candidate = new Move(m.plane(), m.step(), level, 0);
        Rational score = score(me, from, goal, candidate);
        if (bestScore == null || score.compareTo(bestScore) < 0) {
          bestScore = score;
          best = candidate;
        }
      }
    }
    return best;
  }

  /**
   * Expected closeness after the step, weighted by the exact chance the bet passes, less a third of
   * the expected edge gained: lower is better. An edge position is scored by the hex it will enter
   * next, so turning toward the target pays.
   */
  private Rational score(Plane me, HexPosition from, Hex goal, Move m) {
    int required = m.betLevel();
    boolean bet = m.betLevel() > 0 || Step.maneuver(m.step()).isPresent();
    int success = closeness(Step.apply(from, m.step()), goal);
    int failure = closeness(Step.apply(from, fallbackStep(from)), goal);
    if (!bet) {
      return Rational.of(success);
    }
    int tableLevel = Step.maneuver(m.step()).isPresent() ? Math.min(required, 3) : 0;
    BetAdvisor.Advice a = advice(me, Math.min(tableLevel, m.betLevel()), m.betLevel());
    Rational p = a.maneuver();
    return p.multiply(Rational.of(success))
        .add(Rational.ONE.subtract(p).multiply(Rational.of(failure)))
        .subtract(a.expectedEdge().divide(Rational.of(3)));
  }

  private static int closeness(HexPosition pos, Hex goal) {
    return pos instanceof HexPosition.Edge e ? e.ahead().distance(goal) : pos.hex().distance(goal);
  }

  private BetAdvisor.Advice advice(Plane me, int required, int chosen) {
    BetRequest r =
        new BetRequest(
            required, chosen, 0, me.condition().betModifier(), me.flying(), me.type().aerobatic());
    return ADVICE.computeIfAbsent(new AdviceKey(tables, r), k -> advisor.advise(k.request()));
  }

  /** Advice depends only on the tables and the request; shared by every bot of the same rules. */
  private record AdviceKey(DogfiteTables tables, BetRequest request) {}

  private static final java.util.Map<AdviceKey, BetAdvisor.Advice> ADVICE =
      new java.util.concurrent.ConcurrentHashMap<>();

  private static Step fallbackStep(HexPosition from) {
    return from instanceof HexPosition.Edge ? new Step.Straight() : new Step.ToMiddle();
  }

  private static DogfiteCommand speed(Plane me, List<DogfiteCommand> legal) {
    EndOfTurn.SpeedRoll want;
    int projected = me.speed() + me.turnLog().speedChanges();
    if (projected <= me.type().minSpeed() + 1 || projected < me.type().maxSpeed() - 1) {
      want = EndOfTurn.SpeedRoll.POWER;
    } else if (projected >= me.type().maxDiveSpeed() - me.damage().maxDiveReduction()) {
      want = EndOfTurn.SpeedRoll.DRAG;
    } else {
      want = EndOfTurn.SpeedRoll.NONE;
    }
    EndOfTurn.SpeedRoll chosen = want;
    return legal.stream()
        .filter(c -> c instanceof ChooseSpeedRoll r && r.roll() == chosen)
        .findFirst()
        .orElse(legal.get(0));
  }
}
