package io.github.dogfight.cy6.internal.map;

import io.github.dogfight.core.view.Piece;
import io.github.dogfight.core.view.View;
import io.github.dogfight.cy6.Barrage;
import io.github.dogfight.cy6.Battery;
import io.github.dogfight.cy6.Cy6Config;
import io.github.dogfight.cy6.Cy6State;
import io.github.dogfight.cy6.Plane;
import io.github.dogfight.cy6.SurfaceTarget;
import io.github.dogfight.cy6.internal.movement.Movement;
import io.github.dogfight.cy6.internal.spotting.Sight;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How the rule set shows an engagement to people: the forces in text, the situation a side sees
 * (forces and map) and the pieces a picture draws. Only what the given view may see is shown.
 */
public final class Cy6Presentation {
  private final Cy6Config config;
  private final Sight sight;

  public Cy6Presentation(Cy6Config config, Sight sight) {
    this.config = config;
    this.sight = sight;
  }

  /** The state as {@code view}'s side sees it: with spotting in play, its spotted enemies only. */
  private Cy6State seen(View<Cy6State> view) {
    return config.spotting().isPresent()
        ? sight.inSight(view.state(), view.viewer()::speaksFor)
        : view.state();
  }

  /**
   * The forces and the labelled map as {@code view}'s side sees them: with spotting in play, only
   * its own aircraft and the enemies it has spotted.
   */
  public String situation(View<Cy6State> view) {
    Cy6State s = seen(view);
    return summary(s) + TextMap.labelled(s) + "\n";
  }

  /**
   * Each aircraft on the hex map (with spotting in play, those the view's side sees), its TAL and
   * band, speed and condition; then the batteries and surface targets, at TAL 0.
   */
  public List<Piece> pieces(View<Cy6State> view) {
    Cy6State s = seen(view);
    List<Piece> out = new ArrayList<>();
    for (Plane p : s.planes()) {
      String status =
          switch (p.status()) {
            case FLYING -> "speed " + p.speed() + ", " + Movement.conditionWords(p);
            case DESTROYED -> "destroyed";
            case EXITED -> "left the map";
          };
      out.add(
          Piece.onMap(
              p.id(),
              p.side(),
              p.position().hex(),
              Optional.of(p.position().facing()),
              p.tal(),
              "TAL " + p.tal() + " (" + config.tables().cab(p.tal()).label() + ")",
              status,
              p.flying()));
    }
    for (Battery b : s.ground().batteries()) {
      out.add(
          Piece.onMap(
              b.id(),
              b.side(),
              b.hex(),
              Optional.empty(),
              0,
              "ground",
              b.type().weaponLabel(),
              true));
    }
    for (SurfaceTarget t : s.ground().targets()) {
      out.add(
          Piece.onMap(
              t.id(),
              t.side(),
              t.hex(),
              Optional.empty(),
              0,
              "ground",
              t.condition(),
              !t.destroyed()));
    }
    return out;
  }

  /** The forces of {@code state}, side by side, in a few lines each. */
  public String summary(Cy6State state) {
    StringBuilder sb = new StringBuilder();
    for (String side : state.sides()) {
      sb.append(side).append(":\n");
      for (Plane p : state.planes()) {
        if (!p.side().equals(side)) {
          continue;
        }
        sb.append("  ")
            .append(p.id())
            .append(" (")
            .append(p.type().name())
            .append(", ")
            .append(p.crew().name().toLowerCase(java.util.Locale.ROOT))
            .append(") ");
        switch (p.status()) {
          case FLYING ->
              sb.append(TextMap.where(p.position()))
                  .append(", TAL ")
                  .append(p.tal())
                  .append(" (")
                  .append(config.tables().cab(p.tal()).label())
                  .append("), speed ")
                  .append(p.speed())
                  .append(", ")
                  .append(Movement.conditionWords(p))
                  .append(p.formation().map(f -> ", formation " + f).orElse(""));
          case DESTROYED -> sb.append("destroyed: ").append(p.condition().destroyed().orElse(""));
          case EXITED ->
              sb.append("left the map, exit check ")
                  .append(
                      p.exit().map(e -> e.name().toLowerCase(java.util.Locale.ROOT)).orElse(""));
        }
        sb.append('\n');
      }
      for (Battery b : state.ground().batteries()) {
        if (b.side().equals(side)) {
          sb.append("  ").append(b).append(" at ").append(TextMap.where(b.hex())).append('\n');
        }
      }
      for (SurfaceTarget t : state.ground().targets()) {
        if (t.side().equals(side)) {
          sb.append("  ")
              .append(t)
              .append(" (")
              .append(t.kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '))
              .append(" target) at ")
              .append(TextMap.where(t.hex()))
              .append(", ")
              .append(t.condition())
              .append('\n');
        }
      }
    }
    for (Barrage b : state.barrages()) {
      sb.append("in the air: ").append(b).append('\n');
    }
    return sb.toString();
  }
}
