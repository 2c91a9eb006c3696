package io.github.dogfight.wildblue.internal.initiative;

import io.github.dogfight.core.dice.DicePool;
import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.dice.Rolled;
import io.github.dogfight.core.event.Words;
import io.github.dogfight.wildblue.ActionStep;
import io.github.dogfight.wildblue.AdvantageKind;
import io.github.dogfight.wildblue.Airman;
import io.github.dogfight.wildblue.Band;
import io.github.dogfight.wildblue.GroundUnit;
import io.github.dogfight.wildblue.Plane;
import io.github.dogfight.wildblue.Stunt;
import io.github.dogfight.wildblue.WildBlueEvent;
import io.github.dogfight.wildblue.internal.Ctx;
import io.github.dogfight.wildblue.internal.actions.Stunts;
import io.github.dogfight.wildblue.internal.attacks.AttackFlow;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The turn: initiative (the host's, "pilots may always substitute their Pilot skill for their
 * Cunning bonus"), the Split S window, each plane's and armed ground unit's action in order, the
 * end of the turn (Push It To The Limit's damage) and the end of the engagement.
 */
public final class Flow {
  private static final Set<Plane.Effect> UNTIL_NEXT_ACTION =
      EnumSet.of(
          Plane.Effect.AILERON_ROLL,
          Plane.Effect.STANDING_8,
          Plane.Effect.WINGOVER,
          Plane.Effect.SPIN_5,
          Plane.Effect.SPIN_10,
          Plane.Effect.STUCK_CONTROLS);

  private Flow() {}

  /** The initiative bonus: Cunning, or the Pilot skill for a pilot if higher. */
  public static int bonus(Airman c, boolean pilot) {
    return pilot ? Math.max(c.cunning(), c.piloting()) : c.cunning();
  }

  /** Starts turn {@code turn}: initiative, then the Split S window or the first action. */
  public static void beginTurn(Ctx c, int turn) {
    c.state = c.state.withTurn(turn);
    List<Plane> planes = new ArrayList<>();
    for (Plane p : c.state.planes()) {
      Plane q = c.copy(p).withStunts(List.of());
      if (p.flying()) {
        Airman pilot = p.pilot();
        Rolled<Integer> r =
            c.roller.roll(c.host().initiative(bonus(pilot, true), 0), p.name() + " initiative");
        q = c.copy(q).withInitiative(r.value());
        c.events.add(
            new WildBlueEvent(
                turn,
                "initiative",
                Optional.of(p.name()),
                WildBlueEvent.Kind.INITIATIVE,
                p.name() + " (" + pilot.name() + ") rolls initiative " + r.value(),
                List.of(r.roll())));
      }
      planes.add(q);
    }
    c.state = c.state.withPlanes(planes);
    List<Integer> groundInit = new ArrayList<>();
    for (GroundUnit g : c.state.ground()) {
      if (g.armed()) {
        Airman gunner = g.gunner().orElseThrow();
        Rolled<Integer> r =
            c.roller.roll(c.host().initiative(bonus(gunner, false), 0), g.name() + " initiative");
        groundInit.add(r.value());
        c.events.add(
            new WildBlueEvent(
                turn,
                "initiative",
                Optional.of(g.name()),
                WildBlueEvent.Kind.INITIATIVE,
                g.name() + " (" + gunner.name() + ") rolls initiative " + r.value(),
                List.of(r.roll())));
      } else {
        groundInit.add(Integer.MIN_VALUE);
      }
    }
    c.state = c.state.withGroundInitiative(groundInit);
    List<String> window = new ArrayList<>();
    for (Plane p : c.state.planes()) {
      if (Stunts.mayStuntOutOfAction(c.config, p, Stunt.SPLIT_S)) {
        window.add(p.name());
      }
    }
    c.state = c.state.withSplitS(window).withStep(Optional.empty()).withNext(0);
    if (window.isEmpty()) {
      startActions(c);
    }
  }

  /** Fixes the order from the initiative results and starts the first action. */
  public static void startActions(Ctx c) {
    record Entry(String name, int result, int bonus, int index) {}
    List<Entry> entries = new ArrayList<>();
    int i = 0;
    for (Plane p : c.state.planes()) {
      if (p.flying()) {
        entries.add(new Entry(p.name(), p.initiative(), bonus(p.pilot(), true), i));
      }
      i++;
    }
    for (int g = 0; g < c.state.ground().size(); g++) {
      GroundUnit u = c.state.ground().get(g);
      if (u.armed()) {
        entries.add(
            new Entry(
                u.name(),
                c.state.groundInitiative().get(g),
                bonus(u.gunner().orElseThrow(), false),
                i + g));
      }
    }
    // Ties: the higher bonus first, then the engagement's order (an assumption).
    entries.sort(
        Comparator.comparingInt(Entry::result)
            .reversed()
            .thenComparing(Comparator.comparingInt(Entry::bonus).reversed())
            .thenComparingInt(Entry::index));
    List<String> order = entries.stream().map(Entry::name).toList();
    c.state = c.state.withOrder(order).withNext(0).withSplitS(List.of());
    c.event(
        WildBlueEvent.Kind.INITIATIVE,
        Optional.empty(),
        "Turn " + c.state.turn() + " order: " + String.join(", ", order),
        List.of());
    startAction(c);
  }

  /** Starts the action of the next one in the order that can act, or ends the turn. */
  public static void startAction(Ctx c) {
    while (true) {
      if (c.state.isOver()) {
        return;
      }
      if (c.state.next() >= c.state.order().size()) {
        endTurn(c);
        return;
      }
      String actor = c.state.order().get(c.state.next());
      Optional<Plane> plane = c.state.findPlane(actor);
      if (plane.isPresent()) {
        Plane p = plane.get();
        if (!p.flying()) {
          c.state = c.state.withNext(c.state.next() + 1);
          continue;
        }
        // "Until the start of your next turn": effects of the plane's last stunts end.
        c.effects(actor, Set.of(), UNTIL_NEXT_ACTION);
        p = c.copy(c.plane(actor)).withScissorsAgainst(Set.of());
        c.put(p);
        if (p.outOfControl() && !p.pilotConscious()) {
          c.state = c.state.withStep(ActionStep.start(actor, p.altitude(), false));
          c.event(
              WildBlueEvent.Kind.CONTROL,
              actor,
              actor + "'s pilot is unconscious: no attempt to regain control");
          // endAction starts whatever comes next (the next action, or the next turn).
          endAction(c, false);
          return;
        }
        c.state = c.state.withStep(ActionStep.start(actor, p.altitude(), !p.outOfControl()));
        return;
      }
      GroundUnit g = c.state.findGround(actor).orElseThrow();
      if (!g.armed()) {
        c.state = c.state.withNext(c.state.next() + 1);
        continue;
      }
      c.state = c.state.withStep(ActionStep.start(actor, Band.LOW, true));
      return;
    }
  }

  /**
   * Ends the current action: an out-of-control plane that did not regain control falls an action's
   * worth; the next one acts.
   */
  public static void endAction(Ctx c, boolean regained) {
    ActionStep step = c.state.step().orElseThrow();
    String actor = step.actor();
    Optional<Plane> plane = c.state.findPlane(actor);
    if (plane.isPresent() && plane.get().flying()) {
      Plane p = plane.get();
      p = c.copy(p).withActed(true).withLastTargets(c.state.firedOn());
      c.put(p);
      // A surprised or flat-footed plane is so no longer once it has acted (an assumption).
      c.state =
          c.state.withAdvantage(
              c.state.advantage().stream()
                  .filter(
                      h ->
                          !(h.target().equals(actor)
                              && h.kind().source() == AdvantageKind.Source.START))
                  .toList());
      if (p.outOfControl() && !regained) {
        fall(c, p);
      }
    }
    c.state =
        c.state.withStep(Optional.empty()).withNext(c.state.next() + 1).withFiredOn(List.of());
    checkEnd(c);
    startAction(c);
  }

  /** One action of falling: a band every 3 actions, the ground at the last. */
  public static void fall(Ctx c, Plane p) {
    Plane.Fall f = p.fall().orElseThrow();
    int left = f.actionsLeft() - 1;
    if (left <= 0) {
      c.event(WildBlueEvent.Kind.CONTROL, p.name(), p.name() + " hits the ground");
      c.down(p.name(), "crashed");
      return;
    }
    Plane.Fall next = new Plane.Fall(f.cause(), left, f.lomcevak());
    c.put(c.copy(p).withFall(next).withBand(next.band()));
    c.event(
        WildBlueEvent.Kind.CONTROL,
        p.name(),
        p.name()
            + " falls through "
            + next.band().words()
            + ", "
            + Words.count(left, "action")
            + " before the ground");
  }

  /**
   * The end of the turn: Push It To The Limit's damage (its player may take a Critical Damage
   * result instead: the turn then ends once the choices are made), the turn limit, the next turn.
   */
  public static void endTurn(Ctx c) {
    for (Plane p : c.state.planes()) {
      if (p.flying() && p.effects().contains(Plane.Effect.PUSH_IT)) {
        int dice = p.speed() / 20;
        DiceRoll r = c.roller.roll(DicePool.sum(dice, Die.D6), p.name() + " pushed to the limit");
        c.event(
            WildBlueEvent.Kind.DAMAGE,
            p.name(),
            p.name() + " pushed it to the limit at " + p.speed() + " kph: " + r.describe(),
            List.of(r));
        c.effects(p.name(), Set.of(), Set.of(Plane.Effect.PUSH_IT));
        c.sufferDamage(p.name(), r.result(), "the strain of Top speed", false);
      }
    }
    AttackFlow.settleChoices(c);
    if (!c.state.choices().isEmpty()) {
      return; // the rules' settle step ends the turn once the choices are made
    }
    checkEnd(c);
    if (c.state.isOver()) {
      return;
    }
    if (c.state.turn() >= c.config.maxTurns()) {
      c.state =
          c.state
              .withResult("no winner after " + Words.count(c.state.turn(), "turn"))
              .withStep(Optional.empty());
      c.event(WildBlueEvent.Kind.END, Optional.empty(), c.state.result().orElseThrow(), List.of());
      return;
    }
    beginTurn(c, c.state.turn() + 1);
  }

  /** Ends the engagement when a side has no plane in the fight. */
  public static void checkEnd(Ctx c) {
    if (c.state.isOver()) {
      return;
    }
    String a = c.state.sides().get(0);
    String b = c.state.sides().get(1);
    boolean aUp = !c.state.flying(a).isEmpty();
    boolean bUp = !c.state.flying(b).isEmpty();
    if (aUp && bUp) {
      return;
    }
    String result;
    Optional<String> winner;
    if (!aUp && !bUp) {
      result = "no plane of either side is left in the fight";
      winner = Optional.empty();
    } else {
      String w = aUp ? a : b;
      result = w + " wins: no plane of " + (aUp ? b : a) + " is left in the fight";
      winner = Optional.of(w);
    }
    c.state =
        c.state
            .withResult(result)
            .withWinner(winner)
            .withStep(Optional.empty())
            .withAttack(Optional.empty())
            .withChoices(List.of())
            .withSplitS(List.of());
    c.event(WildBlueEvent.Kind.END, Optional.empty(), result, List.of());
  }
}
