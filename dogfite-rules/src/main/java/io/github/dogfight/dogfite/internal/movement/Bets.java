package io.github.dogfight.dogfite.internal.movement;

import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.dogfite.BetOutcome;
import io.github.dogfight.dogfite.BetRequest;
import io.github.dogfight.dogfite.DogfiteEvent.Setback;
import io.github.dogfight.dogfite.DogfiteReadings;
import io.github.dogfight.dogfite.DogfiteTables;
import io.github.dogfight.dogfite.FailureResult;
import io.github.dogfight.dogfite.Placement;
import io.github.dogfight.dogfite.Plane;
import io.github.dogfight.dogfite.Step;
import io.github.dogfight.dogfite.internal.Draft;
import io.github.dogfight.dogfite.internal.EdgeRules;
import java.util.Optional;

/**
 * What a bet does to the aircraft that made it and to those targeting it, and how a failed bet's
 * move penalty falls on the tasks it covered (rules 000, EDGE GAIN, EDGE RECORDING, MOVE / MANEUVER
 * BETS - FAILURE).
 */
public final class Bets {
  private Bets() {}

  /**
   * Records {@code o}, made by {@code moverId}: its turn log takes the bet's speed, minimum-speed,
   * power and stress effects; with an enemy target it gains the bet's edge and loses the failure's;
   * aircraft targeting it lose their share of the edge it gained ("aircraft who are targeting it
   * will subtract the bonus from their edge": all of it when the mover targets them, a quarter
   * rounded up when it has another target, half rounded up when it has none).
   */
  public static void record(Draft d, String moverId, BetOutcome o) {
    Plane mover = d.plane(moverId);
    int gained = o.edgeGained();
    int lost = o.failure().map(FailureResult::edgeLoss).orElse(0);
    boolean enemyTarget =
        mover.target().isPresent() && !d.plane(mover.target().get()).side().equals(mover.side());
    d.put(
        new Plane(
            mover.id(),
            mover.side(),
            mover.type(),
            mover.pilot(),
            mover.damage(),
            mover.condition(),
            mover.speed(),
            mover.placement(),
            mover.target(),
            enemyTarget ? mover.edge() + gained - lost : mover.edge(),
            mover.spinning(),
            mover.out(),
            mover.turnLog().with(o)));
    pursuersLose(d, mover, 0, gained);
  }

  /**
   * {@code moverId} gains {@code kept} edge beyond failed bet {@code o}'s own (the aerobatic points
   * it kept, {@link #keptEdge}), {@code o} being already recorded: on an enemy target only. The
   * aircraft targeting it lose their share of the whole bonus the bet gained, its level's edge and
   * the kept edge together, rounded once ("If current aircraft has a different target of its own,
   * then one-quarter of any bonus gained by it (rounded up) is subtracted. If current aircraft has
   * no target, then one-half of any bonus gained by it (rounded up) is subtracted"): what they lose
   * here is that share less the share {@link #record} took for the level's edge.
   */
  public static void gainKept(Draft d, String moverId, BetOutcome o, int kept) {
    if (kept <= 0) {
      return;
    }
    Plane mover = d.plane(moverId);
    if (mover.target().isPresent() && !d.plane(mover.target().get()).side().equals(mover.side())) {
      d.put(mover.withEdge(mover.edge() + kept));
    }
    pursuersLose(d, mover, o.edgeGained(), kept);
  }

  /**
   * The edge the aerobatic points of failed bet {@code request} keep after {@code setback}: "Any
   * edge gained by the successful portion of the move (if any) is retained" (rules 000, MOVE /
   * MANEUVER BETS - FAILURE). Under {@link DogfiteReadings#aerobaticEdgeKept()} the points the move
   * penalty did not take are a successful portion and gain their edge ("one point of edge for each
   * Aerobic Point spent plus pilot's flying skill"); none when the penalty took them all (a dive
   * takes every change), or under the other reading.
   */
  public static int keptEdge(DogfiteReadings readings, BetRequest request, Setback setback) {
    int kept = request.aerobaticPoints() - setback.aerobatics();
    if (!readings.aerobaticEdgeKept() || setback.dive() || kept <= 0) {
      return 0;
    }
    return Math.max(0, kept + request.flyingSkill());
  }

  /**
   * The aircraft targeting {@code mover} lose their share of the {@code gained} edge, a bonus that
   * adds to {@code before} already gained by the same bet: the share of the sum less the share of
   * {@code before}, so that the bet's whole bonus is rounded once.
   */
  private static void pursuersLose(Draft d, Plane mover, int before, int gained) {
    String moverId = mover.id();
    if (gained <= 0) {
      return;
    }
    for (int i = 0; i < d.size(); i++) {
      Plane pursuer = d.plane(i);
      if (pursuer.out()
          || pursuer.side().equals(mover.side())
          || !pursuer.target().filter(moverId::equals).isPresent()) {
        continue;
      }
      EdgeRules.MoverTarget relation =
          mover.target().isEmpty()
              ? EdgeRules.MoverTarget.NONE
              : mover.target().get().equals(pursuer.id())
                  ? EdgeRules.MoverTarget.THE_PURSUER
                  : EdgeRules.MoverTarget.ANOTHER;
      int loss =
          EdgeRules.pursuerLoss(Math.max(0, before) + gained, relation)
              - EdgeRules.pursuerLoss(Math.max(0, before), relation);
      d.put(pursuer.withEdge(pursuer.edge() - loss));
    }
  }

  /** A bet of {@code plane} needing {@code required}, bet at {@code chosen}, with its modifiers. */
  public static BetRequest request(
      Plane plane, int required, int chosen, int aerobatics, int extraModifier) {
    return new BetRequest(
        required,
        chosen,
        aerobatics,
        plane.condition().betModifier() + extraModifier,
        plane.flying(),
        plane.type().aerobatic());
  }

  /**
   * The tasks of a failed bet and what its move penalty takes from them.
   *
   * @param maneuver facing changes (hexsides) or stay-in-hex (1) attempted; 0 for none
   * @param turn whether the maneuver is a facing change (else a stay-in-hex, or none)
   * @param hold 1 when the bet also held a half-level move's level
   * @param aerobatics aerobatic points spent
   * @param stayKept whether a stay-in-hex is kept whatever the penalty (the roll met its target)
   * @param penalty the failure's move penalty
   */
  public record Tasks(
      int maneuver, boolean turn, int hold, int aerobatics, boolean stayKept, int penalty) {
    /**
     * The tasks of failed bet {@code o} on {@code step} (with a held level when {@code hold}): a
     * move to or stay in a hex middle is kept when the roll met the target of the stay's own level
     * {@code maneuverLevel} (rules 000, MOVE / MANEUVER BETS - STAYING IN HEX: "If the roll matches
     * / exceeds the target number required to stay-in-hex, failure does not require leaving the
     * hex"); the penalty is the failure's "move" result.
     */
    public static Tasks failed(
        DogfiteTables tables, Step step, boolean hold, int maneuverLevel, BetOutcome o) {
      int aerobatics = o.request().aerobaticPoints();
      boolean stayKept =
          step instanceof Step.ToMiddle
              && o.target() + o.margin() >= tables.betLevel(maneuverLevel).target(aerobatics);
      return of(step, hold, aerobatics, stayKept, Movement.penalty(o));
    }

    /** The tasks of {@code step} (with a held level when {@code hold}). */
    public static Tasks of(Step step, boolean hold, int aerobatics, boolean stayKept, int penalty) {
      int maneuver =
          step instanceof Step.Turn t
              ? Math.abs(t.hexsides())
              : step instanceof Step.ToMiddle ? 1 : 0;
      return new Tasks(
          maneuver, step instanceof Step.Turn, hold ? 1 : 0, aerobatics, stayKept, penalty);
    }

    /**
     * The changes attempted: "If the 'move' penalty is greater than the number of facing /
     * stay-in-hex / aerobatic changes attempted, place the aircraft in a one-point, half-move dive
     * state". A held level counts as one change (it is one of the tasks a test may cover).
     */
    public int attempted() {
      return maneuver + hold + aerobatics;
    }

    /** The changes the penalty may take: all but a kept stay. */
    public int shareable() {
      return (stayKept ? 0 : maneuver) + hold + aerobatics;
    }

    /** The changes the penalty takes, however it is shared: as many as it may, up to its size. */
    public int taken() {
      return Math.min(penalty, shareable());
    }

    /** Whether the penalty exceeds the changes attempted. */
    public boolean dives() {
      return penalty > attempted();
    }

    /**
     * Whether the player must say where the penalty falls: it takes some but not all of the
     * shareable changes, and they belong to more than one task.
     */
    public boolean needsChoice() {
      int kinds =
          (stayKept || maneuver == 0 ? 0 : 1) + (hold > 0 ? 1 : 0) + (aerobatics > 0 ? 1 : 0);
      return kinds > 1 && penalty < shareable();
    }

    /**
     * What the penalty takes when there is no choice to make: everything shareable when it covers
     * them all, otherwise the one task there is.
     */
    public Setback automatic() {
      if (needsChoice()) {
        throw new IllegalStateException("the player decides where this penalty falls: " + this);
      }
      return maneuverFirst();
    }

    /**
     * The penalty on the maneuver first, then the held level, then the aerobatic points: what
     * {@link #automatic} takes when there is no choice, and otherwise the player's choice that
     * leaves the aerobatic points their edge where it can ({@link #keptEdge}); the odds assume it.
     */
    public Setback maneuverFirst() {
      int left = penalty;
      int onManeuver = stayKept ? 0 : Math.min(left, maneuver);
      left -= onManeuver;
      int onHold = Math.min(left, hold);
      left -= onHold;
      int onAerobatics = Math.min(left, aerobatics);
      return setback(onManeuver, onHold, onAerobatics);
    }

    /**
     * The setback of a player's shares, or why they are not allowed.
     *
     * @return the setback, or empty when the shares do not fit
     */
    public Optional<Setback> chosen(int onManeuver, int onHold, int onAerobatics) {
      boolean fits =
          onManeuver >= 0
              && onHold >= 0
              && onAerobatics >= 0
              && onManeuver <= (stayKept ? 0 : maneuver)
              && onHold <= hold
              && onAerobatics <= aerobatics
              && onManeuver + onHold + onAerobatics == Math.min(penalty, shareable());
      return fits ? Optional.of(setback(onManeuver, onHold, onAerobatics)) : Optional.empty();
    }

    /** The setback of these shares, with the dive when the penalty exceeds the changes. */
    Setback setback(int onManeuver, int onHold, int onAerobatics) {
      return new Setback(
          turn ? onManeuver : 0, !turn && onManeuver > 0, onHold > 0, onAerobatics, dives());
    }
  }

  /** Pitches {@code p} into a one-point, half-move dive (not below the lowest level). */
  public static Plane dive(Plane p) {
    Altitude a = p.placement().altitude();
    if (a.level() == 0) {
      return p;
    }
    return p.withPlacement(
        new Placement(p.placement().position(), a.leaving(Altitude.Pitch.DIVING)));
  }
}
