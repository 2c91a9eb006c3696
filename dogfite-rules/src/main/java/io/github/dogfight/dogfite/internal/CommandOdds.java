package io.github.dogfight.dogfite.internal;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.DiceScriptException;
import io.github.dogfight.core.dice.RollOff;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Outcome;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.dogfite.BetRequest;
import io.github.dogfight.dogfite.DamageTrack;
import io.github.dogfight.dogfite.DogfiteCommand;
import io.github.dogfight.dogfite.DogfiteOdds;
import io.github.dogfight.dogfite.DogfiteState;
import io.github.dogfight.dogfite.HitsRoll;
import io.github.dogfight.dogfite.MoveState;
import io.github.dogfight.dogfite.Pending;
import io.github.dogfight.dogfite.Plane;
import io.github.dogfight.dogfite.Range;
import io.github.dogfight.dogfite.SpeedRoll;
import io.github.dogfight.dogfite.StallResult;
import io.github.dogfight.dogfite.Step;
import io.github.dogfight.dogfite.StressResult;
import io.github.dogfight.dogfite.TurnProgress;
import io.github.dogfight.dogfite.VerticalMove;
import io.github.dogfight.dogfite.VerticalPlan;
import io.github.dogfight.dogfite.event.LevelHeld;
import io.github.dogfight.dogfite.event.StallChecked;
import io.github.dogfight.dogfite.event.TailingCircle;
import io.github.dogfight.dogfite.internal.endofturn.EndOfTurn;
import io.github.dogfight.dogfite.internal.movement.Movement;
import io.github.dogfight.dogfite.internal.movement.SpinRules;
import io.github.dogfight.dogfite.internal.movement.StallCheck;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;

/**
 * The exact odds of the commands whose dice are not a move's bet (those are {@link
 * DogfiteOdds#advice}): the movement-point die and a held level's bet, spin recovery, the stall /
 * spin check as a move ends, a tailing circle's roll-off, fire, the pip decision, and the end of
 * turn's power or drag roll, stress test and engine trouble. Each figure is worked out with the
 * functions the engine resolves the roll with, from what the deciding aircraft's view shows.
 */
public final class CommandOdds {
  private static final Distribution D6 = Distribution.uniform(1, 6);
  private static final Distribution TWO_D6 = D6.plus(D6);

  /** The most dice {@link #played} enumerates: 6^5 ways. */
  private static final int MOST_DICE = 5;

  private final Context context;
  private final DogfiteOdds odds;
  private final Engine engine;

  /**
   * The odds under {@code context}.
   *
   * @param context the rule set's parts
   * @param odds the rule set's odds
   * @param engine the engine of those parts
   */
  public CommandOdds(Context context, DogfiteOdds odds, Engine engine) {
    this.context = context;
    this.odds = odds;
    this.engine = engine;
  }

  /**
   * The odds of {@code c} in {@code s}, empty when it rolls no dice for its aircraft.
   *
   * @param s the state as the deciding aircraft sees it
   * @param c the command
   * @return the figures, by name
   * @throws RuleViolation when {@code c} is not legal now
   */
  public Map<String, Rational> of(DogfiteState s, DogfiteCommand c) {
    Map<String, Rational> out = new LinkedHashMap<>();
    Pending pending = s.pending();
    if (c instanceof DogfiteCommand.BeginMove b && pending instanceof Pending.StartMove) {
      beginMove(s.plane(b.plane()), b.vertical(), out);
    } else if (c instanceof DogfiteCommand.Tail t && pending instanceof Pending.StartMove sm) {
      if (sm.mayTail().isPresent()) {
        tail(s, t, out);
      }
    } else if (c instanceof DogfiteCommand.EndMove e && pending instanceof Pending.Moving m) {
      moveEnds(s.plane(e.plane()), m.move(), out);
    } else if (c instanceof DogfiteCommand.LeaveHex l && pending instanceof Pending.LeaveHex lh) {
      if (!lh.move().hasPointsLeft()) {
        moveEnds(s.plane(l.plane()), lh.move(), out);
      }
    } else if (c instanceof DogfiteCommand.Move m && pending instanceof Pending.Moving moving) {
      // A step with no bet that spends the last movement point ends the move.
      MoveState ms = moving.move();
      if (ms.movementPoints() - ms.used() == 1
          && Movement.bet(context.tables(), s.plane(m.plane()), ms, m).isEmpty()) {
        moveEnds(s.plane(m.plane()), ms, out);
      }
    } else if (c instanceof DogfiteCommand.ApplyMovePenalty a
        && pending instanceof Pending.MovePenalty) {
      played(s, a, out);
    } else if (c instanceof DogfiteCommand.Fire f && pending instanceof Pending.Firing firing) {
      fire(s, s.plane(f.plane()), f.guns(), firing.range(), out);
    } else if (c instanceof DogfiteCommand.AdjustPip a && pending instanceof Pending.Pip pip) {
      adjustPip(s, s.plane(a.plane()), a.pip(), pip, out);
    } else if (c instanceof DogfiteCommand.ChooseSpeedRoll r
        && pending instanceof Pending.SpeedRolling) {
      speedRoll(s.plane(r.plane()), r.roll(), out);
    }
    return out;
  }

  // ---- Movement -----------------------------------------------------------------------------

  /**
   * The movement-point die ("Sum of speed and die roll: < 4 = 0 MP, 4 - 9 = 1 MP, 10+= 2 MP"),
   * after a held level's bet when the move holds one; a spinning aircraft's recovery bet.
   */
  private void beginMove(Plane p, VerticalMove vertical, Map<String, Rational> out) {
    if (p.spinning()) {
      if (vertical == VerticalMove.HOLD && p.placement().altitude().level() > 0) {
        BetRequest r = SpinRules.recovery(p.flying(), p.condition().betModifier());
        out.put(
            "P(recovers from the spin)",
            odds.betPass(r.chosenLevel(), r.aerobaticPoints(), r.modifier()));
      }
      return;
    }
    VerticalPlan plan;
    try {
      plan = context.climbDive().plan(p.placement().altitude(), p.speed(), vertical);
    } catch (IllegalArgumentException e) {
      throw new RuleViolation(
          "CLIMBING / DIVING (rules 000)",
          "vertical",
          vertical.name(),
          String.valueOf(e.getMessage()));
    }
    Map<Integer, Rational> mp = movementPoints(p, plan);
    if (plan.move() == VerticalMove.HOLD) {
      BetRequest hold =
          BetRequest.of(plan.holdBetLevel().orElseThrow(), p.condition().betModifier());
      DogfiteOdds.BetAdvice a =
          odds.advice(hold, new DogfiteOdds.StepTasks(new Step.Straight(), 0, true));
      out.put("P(level held)", a.pass());
      out.put("E(edge)", a.expectedEdge());
      if (a.stressFromFailure().signum() > 0) {
        out.put("P(stress test)", a.stressFromFailure());
      }
      if (a.dive().signum() > 0) {
        out.put("P(dive)", a.dive());
      }
      // A failed hold finishes the half-level move: its movement points are the finish's.
      VerticalPlan finish =
          context.climbDive().plan(p.placement().altitude(), p.speed(), VerticalMove.FINISH);
      Map<Integer, Rational> failed = movementPoints(p, finish);
      Rational miss = Rational.ONE.subtract(a.pass());
      Map<Integer, Rational> mixed = new TreeMap<>();
      mp.forEach((n, q) -> mixed.merge(n, q.multiply(a.pass()), Rational::add));
      failed.forEach((n, q) -> mixed.merge(n, q.multiply(miss), Rational::add));
      mp = mixed;
    }
    out.put("P(no movement point)", mp.getOrDefault(0, Rational.ZERO));
    out.put("P(1 movement point)", mp.getOrDefault(1, Rational.ZERO));
    out.put("P(2 movement points)", mp.getOrDefault(2, Rational.ZERO));
  }

  /** The movement points of {@code plan}'s die, by number, as {@link Movement#beginMove} counts. */
  private Map<Integer, Rational> movementPoints(Plane p, VerticalPlan plan) {
    return D6.map(d -> Movement.movementPoints(context.tables(), d, p.speed(), plan, false))
        .probabilities();
  }

  /**
   * As a move ends: a half-level move's level held with the first maneuver that met none is bet
   * alone; otherwise the stall / spin check, when the aircraft is at or below its minimum speed.
   */
  private void moveEnds(Plane p, MoveState ms, Map<String, Rational> out) {
    if (ms.pendingHold()) {
      BetRequest hold =
          BetRequest.of(ms.plan().holdBetLevel().orElse(0), p.condition().betModifier());
      out.put("P(level held)", odds.betPass(hold.chosenLevel(), 0, hold.modifier()));
      return;
    }
    Optional<Boolean> due = StallCheck.due(p);
    if (due.isPresent()) {
      Distribution stall = odds.stall(p.type().spin(), p.flying(), due.get());
      out.put("P(stall)", stall.probability(1));
      out.put("P(spin)", stall.probability(2));
    }
  }

  /**
   * The dice that follow a command that rolls none of its own (the stall / spin check, or a held
   * level's bet, as the move it settles ends): the engine plays it with every sequence of d6 faces
   * the dice it rolls can show, and each way is weighed by its chance. No figures when it would
   * roll more than {@link #MOST_DICE} dice, or any die but a d6.
   */
  private void played(DogfiteState s, DogfiteCommand c, Map<String, Rational> out) {
    Map<String, Rational> found = new LinkedHashMap<>();
    found.put("P(level held)", Rational.ZERO);
    found.put("P(stall)", Rational.ZERO);
    found.put("P(spin)", Rational.ZERO);
    Set<String> seen = new HashSet<>();
    if (!enumerate(s, c, new ArrayList<>(), Rational.ONE, found, seen)) {
      return;
    }
    for (String name : found.keySet()) {
      if (seen.contains(name)) {
        out.put(name, found.get(name));
      }
    }
  }

  /** Plays every continuation of {@code faces}; false when the dice are beyond enumeration. */
  private boolean enumerate(
      DogfiteState s,
      DogfiteCommand c,
      List<Integer> faces,
      Rational weight,
      Map<String, Rational> found,
      Set<String> seen) {
    Outcome<DogfiteState> o;
    try {
      o = engine.apply(s, c, Roller.scripted(ScriptedDice.of(faces)));
    } catch (DiceScriptException more) {
      if (faces.size() >= MOST_DICE) {
        return false;
      }
      for (int face = 1; face <= 6; face++) {
        List<Integer> next = new ArrayList<>(faces);
        next.add(face);
        if (!enumerate(s, c, next, weight.multiply(Rational.of(1, 6)), found, seen)) {
          return false;
        }
      }
      return true;
    }
    for (GameEvent e : o.events()) {
      for (DiceRoll d : e.dice()) {
        if (!d.notation().endsWith("d6")) {
          return false;
        }
      }
      if (e instanceof LevelHeld held && held.plane().equals(c.plane())) {
        seen.add("P(level held)");
        if (held.bet().passed()) {
          found.merge("P(level held)", weight, Rational::add);
        }
      } else if (e instanceof StallChecked stall && stall.plane().equals(c.plane())) {
        seen.add("P(stall)");
        seen.add("P(spin)");
        if (stall.result() == StallResult.STALL) {
          found.merge("P(stall)", weight, Rational::add);
        } else if (stall.result() == StallResult.SPIN) {
          found.merge("P(spin)", weight, Rational::add);
        }
      }
    }
    return true;
  }

  /**
   * A tailing circle's d6 roll-off, when tailing closes one (the aircraft's own wait, or the waits
   * the activation then reveals): the chance this aircraft wins it and moves first. The engine
   * plays the tailing on the aircraft's view with a roll-off the first member wins, which names the
   * circle. Only an activation whose order every player knows offers tailing (the seed's
   * initiative), so the view plays the real order.
   */
  private void tail(DogfiteState s, DogfiteCommand.Tail t, Map<String, Rational> out) {
    List<Integer> faces = new ArrayList<>();
    faces.add(6);
    for (int i = 1; i < s.planes().size(); i++) {
      faces.add(1);
    }
    Outcome<DogfiteState> o;
    try {
      o = engine.apply(s, t, Roller.scripted(ScriptedDice.of(faces)));
    } catch (DiceScriptException e) {
      return;
    }
    for (GameEvent e : o.events()) {
      if (e instanceof TailingCircle circle && circle.circle().contains(t.plane())) {
        out.put(
            "P(moves first in the tailing circle)",
            new RollOff(circle.circle().size())
                .distribution()
                .probability(circle.circle().indexOf(t.plane()) + 1));
      }
    }
  }

  // ---- Combat -------------------------------------------------------------------------------

  /** The shooting skill {@code p} fires with: as the phase began when fire is simultaneous. */
  private static int shooting(DogfiteState s, Plane p) {
    for (TurnProgress.Shooter shooter : s.progress().shooters()) {
      if (shooter.plane().equals(p.id())) {
        return shooter.shooting();
      }
    }
    return p.shooting();
  }

  /**
   * Each gun's hits and critical hits ({@link DogfiteOdds#hits}, {@link DogfiteOdds#criticalHits}:
   * a pip moved for doubles where it scores best), and the chance that at least one gun hits.
   */
  private void fire(DogfiteState s, Plane p, int guns, Range range, Map<String, Rational> out) {
    if (guns < 1 || guns > p.type().guns()) {
      return;
    }
    int shooting = shooting(s, p);
    Distribution hits = odds.hits(p.edge(), range, p.type().firingBonus(), shooting);
    Distribution criticals = odds.criticalHits(p.edge(), range, p.type().firingBonus(), shooting);
    out.put("P(at least one hit)", Rational.ONE.subtract(power(hits.probability(0), guns)));
    perGun(guns, hits, criticals, out);
  }

  private static void perGun(
      int guns, Distribution hits, Distribution criticals, Map<String, Rational> out) {
    String each = guns == 1 ? "" : " per gun";
    out.put("E(hits" + each + ")", hits.mean());
    out.put("P(critical hit" + each + ")", criticals.atLeast(1));
    out.put("E(critical hits" + each + ")", criticals.mean());
  }

  /**
   * The gun whose dice are rolled, with the pip chosen: its hits and critical hits; then each gun
   * still to fire.
   */
  private void adjustPip(
      DogfiteState s, Plane p, int pip, Pending.Pip pending, Map<String, Rational> out) {
    if (pip != 0 && !pending.pips().contains(pip)) {
      return;
    }
    int shooting = shooting(s, p);
    HitsRoll roll = pending.roll();
    int modifier = Gunnery.modifier(p.edge(), p.type().firingBonus(), shooting, pending.range());
    Gunnery.Score score =
        Gunnery.score(
            context.tables(),
            shooting,
            roll.first(),
            roll.second(),
            pip,
            modifier,
            context.readings().pipChangesHits());
    out.put("hits of this gun", Rational.of(score.hits()));
    out.put("critical hits of this gun", Rational.of(score.criticals()));
    int left = pending.guns() - pending.gun();
    if (left > 0) {
      Distribution hits = odds.hits(p.edge(), pending.range(), p.type().firingBonus(), shooting);
      Distribution criticals =
          odds.criticalHits(p.edge(), pending.range(), p.type().firingBonus(), shooting);
      String next = left == 1 ? "the next gun" : "each gun to come";
      out.put("P(" + next + " hits)", hits.atLeast(1));
      out.put("E(hits of " + next + ")", hits.mean());
      out.put("P(critical hit by " + next + ")", criticals.atLeast(1));
    }
  }

  private static Rational power(Rational r, int n) {
    Rational out = Rational.ONE;
    for (int i = 0; i < n; i++) {
      out = out.multiply(r);
    }
    return out;
  }

  // ---- End of turn --------------------------------------------------------------------------

  /**
   * The speed roll, then the stress test it may make due and the engine trouble, enumerated over
   * every die as {@link EndOfTurn#resolve} and the turn's end resolve them.
   */
  private void speedRoll(Plane p, SpeedRoll choice, Map<String, Rational> out) {
    EndOfTurn.Turn turn =
        new EndOfTurn.Turn(
            p.type(),
            p.damage(),
            p.speed(),
            p.turnLog(),
            p.condition().powerModifier(),
            p.spinning(),
            p.condition().engineDestroyed());
    if ((turn.spinning() && choice != SpeedRoll.NONE)
        || (!turn.spinning() && turn.engineDestroyed() && choice != SpeedRoll.DRAG)) {
      return;
    }
    Resolution resolution = context.resolution();
    int base = EndOfTurn.base(turn);
    Map<Integer, Rational> change = new TreeMap<>();
    if (turn.spinning() || choice == SpeedRoll.NONE) {
      change.put(0, Rational.ONE);
    } else {
      Rational sixth = Rational.of(1, 6);
      for (int die = 1; die <= 6; die++) {
        int rolled =
            choice == SpeedRoll.POWER
                ? resolution.powerGain(
                    die, p.type().power(), EndOfTurn.powerModifier(turn), base, p.type().maxSpeed())
                : -resolution.dragLoss(die, p.type().drag(), p.turnLog().divePoints());
        change.merge(rolled, sixth, Rational::add);
      }
    }
    Rational stressTest = Rational.ZERO;
    Rational stressDamage = Rational.ZERO;
    Rational destroyed = Rational.ZERO;
    Rational speedAfter = Rational.ZERO;
    boolean burning = p.condition().onFire();
    boolean smokeRoll = !burning && p.condition().smoking() && !p.turnLog().smokeRolled();
    Rational survives = Rational.ZERO;
    for (Map.Entry<Integer, Rational> c : change.entrySet()) {
      int speed = turn.spinning() ? 0 : Math.max(0, base + c.getKey());
      speedAfter = speedAfter.add(c.getValue().multiply(Rational.of(speed)));
      OptionalInt modifier = EndOfTurn.stressModifier(turn, speed);
      if (modifier.isEmpty()) {
        survives = survives.add(c.getValue());
        destroyed = destroyed.add(c.getValue().multiply(burnsUp(p.damage(), burning)));
        continue;
      }
      stressTest = stressTest.add(c.getValue());
      for (int roll : TWO_D6.support()) {
        Rational pr = c.getValue().multiply(TWO_D6.probability(roll));
        StressResult r = context.tables().stress(roll + modifier.getAsInt());
        DamageTrack after = Resolution.stressed(p.damage(), r);
        if (r == StressResult.FILL_CURRENT || r == StressResult.FILL_CURRENT_AND_NEXT) {
          stressDamage = stressDamage.add(pr);
        }
        if (r == StressResult.DESTROYED || after.destroyed()) {
          destroyed = destroyed.add(pr);
        } else {
          survives = survives.add(pr);
          destroyed = destroyed.add(pr.multiply(burnsUp(after, burning)));
        }
      }
    }
    if (choice == SpeedRoll.POWER) {
      for (Map.Entry<Integer, Rational> c : change.entrySet()) {
        out.put("P(gains " + c.getKey() + " speed)", c.getValue());
      }
    } else if (choice == SpeedRoll.DRAG) {
      for (Map.Entry<Integer, Rational> c : change.entrySet()) {
        out.put("P(loses " + -c.getKey() + " speed)", c.getValue());
      }
    }
    if (choice != SpeedRoll.NONE) {
      out.put("E(speed after the turn)", speedAfter);
    }
    if (stressTest.signum() > 0) {
      out.put("P(stress test)", stressTest);
      out.put("P(stress damage)", stressDamage);
    }
    if (smokeRoll) {
      Rational fire = Rational.ZERO;
      for (int die = 1; die <= 6; die++) {
        if (context.tables().catchesFire(die)) {
          fire = fire.add(Rational.of(1, 6));
        }
      }
      // The engine's roll is made only by an aircraft the stress test left flying.
      out.put("P(engine catches fire)", fire.multiply(survives));
    }
    if (burning) {
      out.put("E(fire damage)", D6.mean());
    }
    if (destroyed.signum() > 0) {
      out.put("P(destroyed)", destroyed);
    }
  }

  /** The chance fire destroys an aircraft of {@code damage}: its 1d6 of blocks fill every box. */
  private static Rational burnsUp(DamageTrack damage, boolean burning) {
    if (!burning) {
      return Rational.ZERO;
    }
    Rational p = Rational.ZERO;
    for (int die = 1; die <= 6; die++) {
      if (damage.burn(die).destroyed()) {
        p = p.add(Rational.of(1, 6));
      }
    }
    return p;
  }
}
