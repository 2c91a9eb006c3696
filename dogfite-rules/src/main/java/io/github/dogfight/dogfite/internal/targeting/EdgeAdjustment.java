package io.github.dogfight.dogfite.internal.targeting;

import com.google.common.collect.ImmutableMap;
import io.github.dogfight.dogfite.Placement;
import io.github.dogfight.dogfite.PositionBonus;
import io.github.dogfight.dogfite.internal.EdgeRules;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The edge adjustment at the start of a turn (rules 000, TARGETING / EDGE ADJUSTMENT): every
 * aircraft's edge on this turn's target from last turn's edges, all computed from the state before
 * anyone's adjustment.
 *
 * <ul>
 *   <li>No target: edge 0.
 *   <li>A new target: 0, or minus the edge the new target holds on this aircraft; then the position
 *       bonus.
 *   <li>The same target: carryover, then the position bonus.
 * </ul>
 *
 * <p>Assumption: "a new target ... that has an existing edge on the aircraft" means a positive edge
 * held by the new target, which targeted this aircraft last turn.
 */
public final class EdgeAdjustment {
  private final PositionBonus positionBonus;

  /** Edge adjustment with {@code positionBonus}. */
  public EdgeAdjustment(PositionBonus positionBonus) {
    this.positionBonus = positionBonus;
  }

  /**
   * One aircraft's standing before the adjustment.
   *
   * @param id the aircraft
   * @param placement where it is
   * @param lastTarget last turn's target
   * @param edge its edge on last turn's target
   * @param newTarget this turn's declared target
   */
  public record Standing(
      String id,
      Placement placement,
      Optional<String> lastTarget,
      int edge,
      Optional<String> newTarget) {}

  /**
   * Each aircraft's edge on its new target.
   *
   * @throws IllegalArgumentException if a target is not among the aircraft
   */
  public Map<String, Integer> adjust(List<Standing> aircraft) {
    ImmutableMap.Builder<String, Integer> edges =
        ImmutableMap.builderWithExpectedSize(aircraft.size());
    for (int i = 0; i < aircraft.size(); i++) {
      Standing me = aircraft.get(i);
      if (me.newTarget().isEmpty()) {
        edges.put(me.id(), 0);
        continue;
      }
      String targetId = me.newTarget().get();
      Standing target = find(aircraft, targetId);
      if (target == null || targetId.equals(me.id())) {
        throw new IllegalArgumentException(
            "TARGETING: "
                + me.id()
                + " cannot target '"
                + targetId
                + "': not another aircraft here");
      }
      int edge;
      if (me.lastTarget().equals(me.newTarget())) {
        edge = EdgeRules.carryover(me.edge(), me.placement(), target.placement());
      } else {
        Optional<Integer> theirs =
            target.lastTarget().filter(me.id()::equals).map(t -> target.edge()).filter(e -> e > 0);
        edge = EdgeRules.newTargetEdge(theirs);
      }
      edge += positionBonus.bonus(me.placement().position(), target.placement().position());
      edges.put(me.id(), edge);
    }
    return edges.buildOrThrow();
  }

  private static @Nullable Standing find(List<Standing> aircraft, String id) {
    for (int i = 0; i < aircraft.size(); i++) {
      if (aircraft.get(i).id().equals(id)) {
        return aircraft.get(i);
      }
    }
    return null;
  }
}
