package io.github.dogfight.dogfite.internal.movement;

import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.Placement;
import io.github.dogfight.dogfite.Plane;
import io.github.dogfight.dogfite.StallResult;
import io.github.dogfight.dogfite.Step;
import io.github.dogfight.dogfite.event.StallChecked;
import io.github.dogfight.dogfite.internal.Draft;
import io.github.dogfight.dogfite.internal.Resolution;
import java.util.List;
import java.util.Optional;

/**
 * The stall / spin check as an aircraft ends its move (rules 000, STALL / SPIN): "If an aircraft
 * ends its move at or below its minimum speed, player must immediately roll 1d6 (modified by spin
 * rating and flying skill)". A stalling or spinning aircraft does so before combat.
 *
 * <p>Assumptions: the speed compared is the aircraft's speed with the turn's maneuvering changes so
 * far (climbs, dives, bet levels, aerobatics, failures), since those are what its move did to it,
 * though they are only written down at the end of the turn ("Speed changes from maneuvering ... are
 * applied at the end of the turn"); the minimum speed is raised by the turn's highest bet ("min.spd
 * +1", "+4"). A stalling aircraft in a hex middle has no facing and stays where it is; one at a hex
 * edge flies one hex straight ahead.
 *
 * <p>Reading ({@link io.github.dogfight.dogfite.DogfiteReadings#stallDiveGainsSpeed()}): the
 * stall's "one-point, half-move dive" gains its one point of speed at the end of the turn and
 * counts as a one-point dive for the drag roll, as any one-point dive does; only the dive of a
 * failed bet says "(but do not apply any speed gain)". At the lowest level there is no dive, so no
 * gain; an aircraft already in a half-level dive stays in it and gains nothing more.
 */
public final class StallCheck {
  /** The points of a stall's dive: "a one-point, half-move dive". */
  private static final int STALL_DIVE_POINTS = 1;

  private StallCheck() {}

  /** Checks {@code id} as it ends its move, applying a stall or a spin. */
  public static void check(Draft d, String id) {
    Plane p = d.plane(id);
    Optional<Boolean> due = due(p);
    if (due.isEmpty()) {
      return;
    }
    int speed = Math.max(0, p.speed() + p.turnLog().speedChanges());
    int minimum = p.type().minSpeed() + p.turnLog().minSpeedIncrease();
    Resolution.StallRoll roll =
        d.context().resolution().stall(p.type().spin(), p.flying(), due.get(), d.roller(), id);
    Plane after = apply(p, roll.result());
    Altitude before = p.placement().altitude();
    boolean stalls = roll.result() == StallResult.STALL;
    // An aircraft already pitched into a half-level dive stays in it: no new dive to gain from.
    boolean alreadyDiving = stalls && before.pitch() == Altitude.Pitch.DIVING;
    boolean dives = stalls && before.level() > 0 && !alreadyDiving;
    int gain = dives && d.context().readings().stallDiveGainsSpeed() ? STALL_DIVE_POINTS : 0;
    if (gain > 0) {
      after = after.withTurnLog(after.turnLog().withDiveGain(gain));
    }
    d.put(after);
    d.add(
        new StallChecked(
            d.turn(),
            id,
            speed,
            minimum,
            roll.result(),
            after.placement().position(),
            dives,
            alreadyDiving,
            gain,
            List.of(roll.roll())));
  }

  /**
   * Whether {@code p}, ending its move now, must roll for a stall or spin: empty when not, else
   * whether it is below its minimum speed (true) or at it (false).
   *
   * @param p the aircraft as it ends its move
   * @return empty for no check, else whether the speed is below the minimum
   */
  public static Optional<Boolean> due(Plane p) {
    if (p.out() || p.spinning()) {
      return Optional.empty();
    }
    int speed = Math.max(0, p.speed() + p.turnLog().speedChanges());
    int minimum = p.type().minSpeed() + p.turnLog().minSpeedIncrease();
    return speed > minimum ? Optional.empty() : Optional.of(speed < minimum);
  }

  /**
   * {@code p} after {@code result}: "Spinning aircraft dive (2-point) at speed 0 in middle of
   * current hex, and stalling aircraft have pitch set at a one-point, half-move dive and move
   * straight ahead on current facing. Both spinning and stalling aircraft lose their current
   * target."
   */
  public static Plane apply(Plane p, StallResult result) {
    Placement at = p.placement();
    return switch (result) {
      case NONE -> p;
      case STALL -> {
        HexPosition pos = at.position();
        HexPosition ahead =
            pos instanceof HexPosition.Edge ? Step.apply(pos, new Step.Straight()) : pos;
        Altitude a = at.altitude();
        Altitude pitched = a.level() > 0 ? a.leaving(Altitude.Pitch.DIVING) : a;
        yield p.withPlacement(new Placement(ahead, pitched))
            .withTarget(Optional.empty())
            .withEdge(0);
      }
      case SPIN ->
          p.withSpinning(true)
              .withPlacement(
                  new Placement(
                      HexPosition.middle(at.position().hex()), Altitude.at(at.altitude().level())))
              .withTarget(Optional.empty())
              .withEdge(0);
    };
  }
}
