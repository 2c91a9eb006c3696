package io.github.dogfight.wildblue.internal;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.Decision;
import io.github.dogfight.core.game.Outcome;
import io.github.dogfight.wildblue.ActionStep;
import io.github.dogfight.wildblue.CriticalChoice;
import io.github.dogfight.wildblue.CriticalDamage;
import io.github.dogfight.wildblue.Gun;
import io.github.dogfight.wildblue.Pending;
import io.github.dogfight.wildblue.Plane;
import io.github.dogfight.wildblue.WildBlueCommand;
import io.github.dogfight.wildblue.WildBlueCommand.EndAction;
import io.github.dogfight.wildblue.WildBlueCommand.Fire;
import io.github.dogfight.wildblue.WildBlueCommand.Fly;
import io.github.dogfight.wildblue.WildBlueConfig;
import io.github.dogfight.wildblue.WildBlueEvent;
import io.github.dogfight.wildblue.WildBlueState;
import io.github.dogfight.wildblue.internal.actions.Actions;
import io.github.dogfight.wildblue.internal.actions.Stunts;
import io.github.dogfight.wildblue.internal.altitude.Altitude;
import io.github.dogfight.wildblue.internal.attacks.AttackFlow;
import io.github.dogfight.wildblue.internal.attacks.Attacks;
import io.github.dogfight.wildblue.internal.attacks.Interrupts;
import io.github.dogfight.wildblue.internal.damage.Criticals;
import io.github.dogfight.wildblue.internal.initiative.Flow;
import io.github.dogfight.wildblue.internal.initiative.Windows;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The engine: dispatches a command on the {@link Pending} decision, first through the checks
 * ({@link #check}), then through the phase that resolves it, and settles what needs no one's
 * decision. The legal list and {@code apply} share the checks, so they cannot disagree.
 */
public final class Engine {
  private static final String ENGAGEMENT = "The Wild Blue";

  private Engine() {}

  /**
   * The decision {@code pending} is, in core's terms.
   *
   * @param pending the pending decision
   * @return the decision
   */
  public static Decision decision(Pending pending) {
    if (pending instanceof Pending.Over) {
      return Decision.over();
    }
    if (pending instanceof Pending.SplitSWindow w) {
      return Decision.interrupt(
          w.planes(), "Split S: re-roll initiative at a 3 point penalty, or pass");
    }
    if (pending instanceof Pending.ChooseCritical ch) {
      var c = ch.choice();
      return Decision.of(
          c.chooser(),
          "choose a Critical Damage result for "
              + c.plane()
              + (c.why().optional()
                  ? ", or take the " + c.damage() + " damage from " + c.source()
                  : ""));
    }
    if (pending instanceof Pending.ScissorsWindow w) {
      var a = w.attack();
      return Decision.interrupt(
          List.of(a.current()),
          a.attacker() + " is rolling to hit " + a.current() + ": The Scissors, or pass");
    }
    if (pending instanceof Pending.RollingScissorsWindow w) {
      return Decision.interrupt(
          List.of(w.attack().attacker()),
          "an enemy is using The Scissors: Rolling Scissors, or pass");
    }
    if (pending instanceof Pending.SpinWindow w) {
      return Decision.interrupt(
          List.of(w.target()),
          w.attack().attacker() + " is rolling damage against " + w.target() + ": Spin, or pass");
    }
    String actor = step(pending).actor();
    return Decision.of(actor, actor + "'s action");
  }

  private static ActionStep step(Pending pending) {
    if (pending instanceof Pending.PlaneAction a) {
      return a.step();
    }
    if (pending instanceof Pending.OutOfControl a) {
      return a.step();
    }
    if (pending instanceof Pending.GroundAction a) {
      return a.step();
    }
    throw new IllegalStateException("not an action: " + pending);
  }

  /**
   * Plays {@code command}: checks it, resolves it, then settles whatever needs no one's decision.
   *
   * @param config the configuration
   * @param state the state
   * @param command the command
   * @param roller the step's dice
   * @return the new state and the events
   * @throws io.github.dogfight.core.game.RuleViolation if the rules refuse {@code command}
   */
  public static Outcome<WildBlueState> apply(
      WildBlueConfig config, WildBlueState state, WildBlueCommand command, Roller roller) {
    Pending pending = state.pending();
    Refusal.require(check(config, state, pending, command));
    Ctx c = new Ctx(config, state, roller);
    resolve(c, pending, command);
    settle(c);
    WildBlueState after =
        c.state.withDice(roller.stream().orElse(state.dice())).withOpening(List.of());
    return new Outcome<>(after, c.events);
  }

  /**
   * The commands the rules accept from {@code actor} now: every candidate that passes the checks.
   *
   * @param config the configuration
   * @param state the state
   * @param actor the one deciding
   * @return the legal commands
   */
  public static List<WildBlueCommand> legal(
      WildBlueConfig config, WildBlueState state, String actor) {
    Pending pending = state.pending();
    if (!pending.actors().contains(actor)) {
      return List.of();
    }
    // A plane's action: the checks check() makes, with the plane looked up once for the whole
    // list, and the Immelmans' target-free checks made once (none listed if they refuse).
    ActionStep step = null;
    Plane p = null;
    Stunts.@Nullable ImmelmanCheck immelmans = null;
    if (pending instanceof Pending.PlaneAction || pending instanceof Pending.OutOfControl) {
      step = step(pending);
      p = state.plane(step.actor());
      if (pending instanceof Pending.PlaneAction) {
        immelmans = new Stunts.ImmelmanCheck(state, step, p);
      }
    }
    // A Critical Damage choice: the results the plane may still take, worked out once.
    List<CriticalDamage> available = List.of();
    @Nullable CriticalChoice head = null;
    if (pending instanceof Pending.ChooseCritical ch) {
      head = ch.choice();
      available = state.plane(head.plane()).availableCriticals();
    }
    boolean anyImmelman = immelmans == null || immelmans.possible();
    // A plane's action: an enemy no attempt at advantage, shot or ram may be aimed at (not flying,
    // or not in the plane's band), and a target no Immelman may name, take no candidates.
    Candidates.@Nullable Gate gate = null;
    if (pending instanceof Pending.PlaneAction && p != null && immelmans != null) {
      gate = new TargetGate(state, p, immelmans);
    }
    List<WildBlueCommand> candidates = Candidates.of(state, actor, anyImmelman, gate);
    List<WildBlueCommand> legal = new ArrayList<>(candidates.size());
    for (WildBlueCommand c : candidates) {
      boolean ok;
      if (head != null) {
        ok = Criticals.checkChoice(head, c, available) == null;
      } else if (immelmans != null && c instanceof WildBlueCommand.Immelman im) {
        ok = immelmans.accepts(im);
      } else if (step != null && p != null) {
        ok = checkPlane(config, state, pending, step, p, c) == null;
      } else {
        ok = check(config, state, pending, c) == null;
      }
      if (ok) {
        legal.add(c);
      }
    }
    return legal;
  }

  /**
   * The checks of a plane's action that depend on the target alone: {@link Actions#checkManeuver},
   * {@link Attacks#checkTarget} and {@link Attacks#checkRam} refuse an enemy that is not flying or
   * not in the plane's band; {@link Stunts.ImmelmanCheck#mayTarget} for an Immelman's targets.
   */
  private static final class TargetGate implements Candidates.Gate {
    private final WildBlueState state;
    private final Plane p;
    private final Stunts.ImmelmanCheck immelmans;

    TargetGate(WildBlueState state, Plane p, Stunts.ImmelmanCheck immelmans) {
      this.state = state;
      this.p = p;
      this.immelmans = immelmans;
    }

    @Override
    public boolean plane(Plane e) {
      // A ground unit of the same name would be checked as a ground target: leave those to the
      // checks.
      if (state.findGround(e.name()).isPresent()) {
        return true;
      }
      Plane found = Actions.enemy(state, p, e.name());
      return found != null && Actions.sameBand(p, found);
    }

    @Override
    public boolean immelman(Gun.Mount mount, String target) {
      return immelmans.mayTarget(mount, target);
    }
  }

  /**
   * Why the rules refuse {@code command} now, or {@code null} if they accept it: every rule of The
   * Wild Blue is checked here, before any die is rolled.
   *
   * @param config the configuration
   * @param s the state
   * @param pending the state's pending decision
   * @param command the command
   * @return the refusal, or {@code null}
   */
  public static @Nullable Refusal check(
      WildBlueConfig config, WildBlueState s, Pending pending, WildBlueCommand command) {
    if (pending instanceof Pending.Over) {
      return new Refusal("The engagement", "command", command.describe(), "the game is over");
    }
    if (!pending.actors().contains(command.actor())) {
      Decision d = decision(pending);
      return new Refusal(
          "Initiative",
          "actor",
          command.actor(),
          () -> "the game waits for " + String.join(", ", d.actors()) + " (" + d.about() + ")");
    }
    if (pending instanceof Pending.SplitSWindow) {
      return Windows.checkSplitS(s, config, command);
    }
    if (pending instanceof Pending.ChooseCritical ch) {
      return Criticals.checkChoice(s, ch.choice(), command);
    }
    if (pending instanceof Pending.ScissorsWindow
        || pending instanceof Pending.RollingScissorsWindow
        || pending instanceof Pending.SpinWindow) {
      return Interrupts.check(pending, command);
    }
    if (pending instanceof Pending.GroundAction a) {
      if (command instanceof Fire f) {
        return Attacks.checkGroundFire(s, config, s.findGround(a.step().actor()).orElseThrow(), f);
      }
      if (command instanceof EndAction) {
        return null;
      }
      return new Refusal(
          Actions.ATTACKING,
          "command",
          command.describe(),
          "a ground unit fires or ends its action");
    }
    ActionStep step = step(pending);
    return checkPlane(config, s, pending, step, s.plane(step.actor()), command);
  }

  /** {@link #check} in a plane's action ({@code step}, in or out of control) of {@code p}. */
  private static @Nullable Refusal checkPlane(
      WildBlueConfig config,
      WildBlueState s,
      Pending pending,
      ActionStep step,
      Plane p,
      WildBlueCommand command) {
    if (pending instanceof Pending.OutOfControl) {
      if (command instanceof WildBlueCommand.RegainControl) {
        return p.pilotConscious()
            ? null
            : new Refusal(
                Actions.CONTROL, "command", command.describe(), "the pilot is unconscious");
      }
      if (command instanceof EndAction) {
        return null;
      }
      return new Refusal(
          Actions.CONTROL,
          "command",
          command.describe(),
          () -> p.name() + " is out of control: it may only try to regain control, or fall");
    }
    if (command instanceof Fly f) {
      return Altitude.checkFly(step, p, f.move());
    }
    if (command instanceof WildBlueCommand.Maneuver m) {
      return Actions.checkManeuver(s, config, step, p, m);
    }
    if (command instanceof Fire f) {
      return Attacks.checkFire(s, config, step, p, f);
    }
    if (command instanceof WildBlueCommand.Bomb b) {
      return Attacks.checkBomb(s, step, p, b);
    }
    if (command instanceof WildBlueCommand.Grenade gr) {
      return Attacks.checkGrenade(s, config, step, p, gr);
    }
    if (command instanceof WildBlueCommand.Immelman im) {
      return Stunts.checkImmelman(s, step, p, im);
    }
    if (command instanceof WildBlueCommand.Ram r) {
      return Attacks.checkRam(s, step, p, r);
    }
    if (command instanceof WildBlueCommand.Perform perform) {
      return Stunts.checkPerform(s, step, p, perform);
    }
    if (command instanceof EndAction) {
      return step.flown()
          ? null
          : new Refusal(
              Actions.MOVEMENT, "command", command.describe(), "aircraft MUST move each action");
    }
    return new Refusal(
        ENGAGEMENT, "command", command.describe(), "not a command of a plane's own action");
  }

  /** Resolves {@code command}, which {@link #check} has accepted. */
  private static void resolve(Ctx c, Pending pending, WildBlueCommand command) {
    if (pending instanceof Pending.SplitSWindow) {
      Windows.splitS(c, command);
      return;
    }
    if (pending instanceof Pending.ChooseCritical) {
      Criticals.choose(c, command);
      return;
    }
    if (pending instanceof Pending.ScissorsWindow
        || pending instanceof Pending.RollingScissorsWindow
        || pending instanceof Pending.SpinWindow) {
      Interrupts.answer(c, command);
      return;
    }
    if (pending instanceof Pending.GroundAction a) {
      if (command instanceof Fire f) {
        Attacks.groundFire(c, c.state.findGround(a.step().actor()).orElseThrow(), f);
      } else {
        Flow.endAction(c, true);
      }
      return;
    }
    Plane p = c.state.plane(step(pending).actor());
    if (pending instanceof Pending.OutOfControl) {
      if (command instanceof WildBlueCommand.RegainControl) {
        Altitude.regain(c, p);
      } else {
        Flow.endAction(c, false);
      }
      return;
    }
    if (command instanceof Fly f) {
      Altitude.fly(c, p, f.move());
    } else if (command instanceof WildBlueCommand.Maneuver m) {
      Actions.maneuver(c, p, m);
    } else if (command instanceof Fire f) {
      Attacks.fire(c, p, f);
    } else if (command instanceof WildBlueCommand.Bomb b) {
      Attacks.bomb(c, p, b);
    } else if (command instanceof WildBlueCommand.Grenade gr) {
      Attacks.grenade(c, p, gr);
    } else if (command instanceof WildBlueCommand.Immelman im) {
      Stunts.immelman(c, p, im);
    } else if (command instanceof WildBlueCommand.Ram r) {
      Attacks.ram(c, p, r);
    } else if (command instanceof WildBlueCommand.Perform perform) {
      Stunts.perform(c, p, perform);
    } else if (command instanceof EndAction) {
      Flow.endAction(c, true);
    } else {
      throw new IllegalStateException("checked, yet not resolved: " + command.describe());
    }
  }

  /**
   * Starts the first turn of a new engagement: initiative and the Split S window.
   *
   * @param config the configuration
   * @param s the engagement before its first turn
   * @return the first state, with the opening events
   */
  public static WildBlueState begin(WildBlueConfig config, WildBlueState s) {
    Roller roller = Roller.from(s.dice());
    Ctx c = new Ctx(config, s, roller);
    Flow.beginTurn(c, 1);
    List<WildBlueEvent> events = new ArrayList<>();
    for (var e : c.events) {
      events.add((WildBlueEvent) e);
    }
    return c.state.withDice(roller.stream().orElseThrow()).withOpening(events);
  }

  /** Runs on whatever needs no one's decision. */
  private static void settle(Ctx c) {
    for (int guard = 0; guard < 10_000; guard++) {
      if (c.state.isOver()) {
        return;
      }
      AttackFlow.settleChoices(c);
      if (!c.state.choices().isEmpty()) {
        return;
      }
      if (c.state.attack().isPresent()) {
        AttackFlow.advance(c);
        if (c.state.attack().isPresent() || !c.state.choices().isEmpty()) {
          return;
        }
        continue;
      }
      Flow.checkEnd(c);
      if (c.state.isOver()) {
        return;
      }
      Optional<ActionStep> step = c.state.step();
      if (step.isEmpty()
          && c.state.splitS().isEmpty()
          && c.state.next() >= c.state.order().size()) {
        // The end of a turn that waited for Critical Damage choices.
        Flow.endTurn(c);
        continue;
      }
      if (step.isPresent() && step.get().inControl()) {
        Optional<Plane> p = c.state.findPlane(step.get().actor());
        if (p.isPresent() && (!p.get().flying() || p.get().outOfControl())) {
          Flow.endAction(c, true);
          continue;
        }
      }
      return;
    }
    throw new IllegalStateException("the engagement did not settle");
  }
}
