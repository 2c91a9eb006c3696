package io.github.dogfight.dogfite.internal.narration;

import io.github.dogfight.core.event.Words;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.BetOutcome;
import io.github.dogfight.dogfite.CriticalEffect;
import io.github.dogfight.dogfite.DogfiteEvent;
import io.github.dogfight.dogfite.event.Activated;
import io.github.dogfight.dogfite.event.BetForEdge;
import io.github.dogfight.dogfite.event.BetMissed;
import io.github.dogfight.dogfite.event.DeckShuffled;
import io.github.dogfight.dogfite.event.DuelEnded;
import io.github.dogfight.dogfite.event.GunFired;
import io.github.dogfight.dogfite.event.LeftHex;
import io.github.dogfight.dogfite.event.LevelHeld;
import io.github.dogfight.dogfite.event.MapDrawn;
import io.github.dogfight.dogfite.event.MoveBegun;
import io.github.dogfight.dogfite.event.MoveEnded;
import io.github.dogfight.dogfite.event.Moved;
import io.github.dogfight.dogfite.event.PlaneDown;
import io.github.dogfight.dogfite.event.SpinAttempted;
import io.github.dogfight.dogfite.event.SpinDived;
import io.github.dogfight.dogfite.event.StallChecked;
import io.github.dogfight.dogfite.event.Tailed;
import io.github.dogfight.dogfite.event.TailingCircle;
import io.github.dogfight.dogfite.event.TargetChosen;
import io.github.dogfight.dogfite.event.TurnEnded;
import io.github.dogfight.dogfite.event.TurnOrdered;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;

/**
 * The words of every {@link DogfiteEvent}: each event record holds its values and asks this class
 * for its narration, built in plain words when it is read (numbers with {@link Locale#ROOT}).
 */
public final class Narration {
  private Narration() {}

  /**
   * A hex position in words: {@code (0,-1) edge NE} or {@code (2,3) middle}.
   *
   * @param pos the position
   * @return the position in words
   */
  public static String where(HexPosition pos) {
    return pos instanceof HexPosition.Edge e
        ? "(" + pos.hex().q() + "," + pos.hex().r() + ") edge " + e.facing()
        : "(" + pos.hex().q() + "," + pos.hex().r() + ") middle";
  }

  /**
   * A setback in words, such as "turns 1 hexside less, dives half a level"; "" for none.
   *
   * @param s the setback
   * @return the setback in words
   */
  public static String words(DogfiteEvent.Setback s) {
    List<String> parts = new ArrayList<>();
    if (s.facing() > 0) {
      parts.add("turns " + s.facing() + " hexside" + (s.facing() == 1 ? "" : "s") + " less");
    }
    if (s.stay()) {
      parts.add("cannot stay in the hex middle");
    }
    if (s.hold()) {
      parts.add("cannot hold its level");
    }
    if (s.aerobatics() > 0) {
      parts.add(s.aerobatics() + " aerobatic change" + (s.aerobatics() == 1 ? "" : "s") + " lost");
    }
    if (s.dive()) {
      parts.add("pitched into a half-level dive");
    }
    if (s.keptEdge() > 0) {
      parts.add("the aerobatic points kept still gain " + s.keptEdge() + " edge");
    }
    return String.join(", ", parts);
  }

  /** A bet in words: " (level 1 bet passed)", " (level 2 bet failed by 3: ...)". */
  private static String bet(BetOutcome o, DogfiteEvent.Setback setback) {
    String s =
        " (level "
            + o.request().chosenLevel()
            + (o.request().aerobaticPoints() > 0
                ? " bet with " + Words.count(o.request().aerobaticPoints(), "aerobatic point")
                : " bet")
            + (o.passed() ? " passed" : " failed by " + -o.margin());
    return s + (setback.any() ? ": " + setback.words() : "") + ")";
  }

  /**
   * The narration of {@link TargetChosen}.
   *
   * @param ev the event
   * @return its narration
   */
  public static String of(TargetChosen ev) {
    return ev.target()
        .map(t -> ev.plane() + " targets " + t + ".")
        .orElse(ev.plane() + " declares no target.");
  }

  /**
   * The narration of {@link TurnOrdered}.
   *
   * @param ev the event
   * @return its narration
   */
  public static String of(TurnOrdered ev) {
    StringBuilder sb = new StringBuilder("Edges:");
    new TreeMap<>(ev.edges()).forEach((p, e) -> sb.append(' ').append(p).append(' ').append(e));
    if (ev.complete()) {
      sb.append(". Movement order: ").append(String.join(", ", ev.order()));
    } else if (ev.order().isEmpty()) {
      sb.append(". The movement order is revealed as the cards are turned");
    } else {
      sb.append(". Moving first: ")
          .append(String.join(", ", ev.order()))
          .append("; the rest as the cards are turned");
    }
    new TreeMap<>(ev.tailing())
        .forEach((t, f) -> sb.append(" (").append(t).append(" follows ").append(f).append(')'));
    return sb.append('.').toString();
  }

  /**
   * The narration of {@link DeckShuffled}.
   *
   * @param ev the event
   * @return its narration
   */
  public static String of(DeckShuffled ev) {
    return ev.mix()
        ? "The opponent mixes the activation deck further."
        : "The activation deck is shuffled.";
  }

  /**
   * The narration of {@link Activated}.
   *
   * @param ev the event
   * @return its narration
   */
  public static String of(Activated ev) {
    String lead =
        ev.how().isEmpty()
            ? ""
            : Character.toUpperCase(ev.how().charAt(0)) + ev.how().substring(1) + ": ";
    return lead + ev.plane() + " moves next.";
  }

  /**
   * The narration of {@link Tailed}.
   *
   * @param ev the event
   * @return its narration
   */
  public static String of(Tailed ev) {
    return ev.plane()
        + " adds its edge to its initiative: it moves right after "
        + ev.target()
        + ".";
  }

  /**
   * The narration of {@link TailingCircle}.
   *
   * @param ev the event
   * @return its narration
   */
  public static String of(TailingCircle ev) {
    return String.join(", ", ev.circle())
        + " wait on each other in a circle: a d6 roll-off lets "
        + ev.first()
        + " go first.";
  }

  /**
   * The narration of {@link MoveBegun}.
   *
   * @param ev the event
   * @return its narration
   */
  public static String of(MoveBegun ev) {
    boolean held = ev.hold().map(BetOutcome::passed).orElse(false);
    String v =
        switch (ev.vertical()) {
          case LEVEL -> "";
          case CLIMB -> ", climbing a level";
          case DIVE -> ", diving a level";
          case HALF_CLIMB -> ", pitching up half a level";
          case HALF_DIVE -> ", pitching down half a level";
          case FINISH -> ", finishing its half-level move";
          case HOLD -> held ? ", holding its level" : ", failing to hold its level";
          case HOLD_COMBINED -> ", holding its level with its first maneuver";
        };
    String b = ev.hold().map(o -> bet(o, ev.setback().withoutHold())).orElse("");
    return ev.plane() + " moves with " + ev.movementPoints() + " MP" + v + b + ".";
  }

  /**
   * The narration of {@link Moved}.
   *
   * @param ev the event
   * @return its narration
   */
  public static String of(Moved ev) {
    String b = ev.bet().map(o -> bet(o, ev.setback())).orElse("");
    return ev.plane() + " " + ev.step() + b + " to " + ev.where() + "; edge " + ev.edge() + ".";
  }

  /**
   * The narration of {@link BetMissed}.
   *
   * @param ev the event
   * @return its narration
   */
  public static String of(BetMissed ev) {
    return ev.plane()
        + " "
        + ev.step()
        + bet(ev.bet(), DogfiteEvent.Setback.NONE)
        + " and shares a move penalty of "
        + ev.penalty()
        + " among its tasks.";
  }

  /**
   * The narration of {@link LeftHex}.
   *
   * @param ev the event
   * @return its narration
   */
  public static String of(LeftHex ev) {
    return ev.plane() + " leaves the hex by its " + ev.exit() + " edge.";
  }

  /**
   * The narration of {@link BetForEdge}.
   *
   * @param ev the event
   * @return its narration
   */
  public static String of(BetForEdge ev) {
    return ev.plane()
        + " has no movement points and bets for edge"
        + bet(ev.bet(), ev.setback())
        + "; edge "
        + ev.edge()
        + ".";
  }

  /**
   * The narration of {@link SpinAttempted}.
   *
   * @param ev the event
   * @return its narration
   */
  public static String of(SpinAttempted ev) {
    return ev.plane()
        + (ev.bet().passed() ? " throws itself into a spin" : " tries to spin and fails")
        + bet(ev.bet(), ev.setback())
        + ".";
  }

  /**
   * The narration of {@link SpinDived}.
   *
   * @param ev the event
   * @return its narration
   */
  public static String of(SpinDived ev) {
    if (ev.grounded()) {
      return ev.plane() + " spins in " + where(ev.to()) + " with no level left below it.";
    }
    String spin = ev.plane() + " spins down to level " + ev.level() + " in " + where(ev.to());
    return ev.recovery()
        .map(
            o ->
                spin
                    + (o.passed() ? " and recovers" : " and fails to recover")
                    + bet(o, DogfiteEvent.Setback.NONE)
                    + ".")
        .orElse(spin + ".");
  }

  /**
   * The narration of {@link LevelHeld}.
   *
   * @param ev the event
   * @return its narration
   */
  public static String of(LevelHeld ev) {
    return ev.plane()
        + (ev.bet().passed()
            ? " holds its level"
            : " fails to hold its level and finishes its half-level move")
        + bet(ev.bet(), ev.setback().withoutHold())
        + ".";
  }

  /**
   * The narration of {@link MoveEnded}.
   *
   * @param ev the event
   * @return its narration
   */
  public static String of(MoveEnded ev) {
    return ev.plane() + " ends its move.";
  }

  /**
   * The narration of {@link StallChecked}.
   *
   * @param ev the event
   * @return its narration
   */
  public static String of(StallChecked ev) {
    String at =
        ev.plane()
            + " ends its move at speed "
            + ev.speed()
            + (ev.speed() < ev.minimum() ? ", below" : ", at")
            + " its minimum "
            + ev.minimum();
    return at
        + switch (ev.result()) {
          case NONE -> ": no stall.";
          case STALL -> ": it stalls, " + stall(ev) + " and loses its target.";
          case SPIN -> ": it spins in " + where(ev.to()) + " and loses its target.";
        };
  }

  /**
   * A stall in words: the dive (the one it was in already, or none at the lowest level), then where
   * it flies.
   */
  private static String stall(StallChecked ev) {
    String dive =
        ev.dives()
            ? "noses into a half-level dive"
                + (ev.speedGain() > 0 ? " that gains " + ev.speedGain() + " speed" : "")
            : ev.alreadyDiving()
                ? "keeps the half-level dive it is in"
                : "cannot dive below the lowest level";
    String ahead =
        ev.to() instanceof HexPosition.Edge
            ? "flies on to " + where(ev.to())
            : "stays in " + where(ev.to()) + " with no facing to fly on";
    return dive + ", " + ahead;
  }

  /**
   * The narration of {@link GunFired}.
   *
   * @param ev the event
   * @return its narration
   */
  public static String of(GunFired ev) {
    List<String> c = new ArrayList<>();
    for (CriticalEffect e : ev.criticals()) {
      c.add(e.label());
    }
    return ev.plane()
        + " fires at "
        + ev.target()
        + " from "
        + ev.range().words()
        + " (2d6: "
        + ev.neededWords()
        + ")"
        + (ev.pip() < 0
            ? ", taking a pip off the higher die for doubles"
            : ev.pip() > 0 ? ", adding a pip to the lower die for doubles" : "")
        + ": "
        + ev.hits()
        + " hit"
        + (ev.hits() == 1 ? "" : "s")
        + (c.isEmpty() ? "" : ", critical: " + String.join("; ", c))
        + (ev.smoke() ? ", smoke pours out" : "")
        + (ev.fire() ? " and the engine catches fire" : "")
        + ".";
  }

  /**
   * The narration of {@link TurnEnded}.
   *
   * @param ev the event
   * @return its narration
   */
  public static String of(TurnEnded ev) {
    StringBuilder sb =
        new StringBuilder(ev.plane()).append(" ends the turn at speed ").append(ev.speed());
    ev.stress().ifPresent(s -> sb.append(", stress: ").append(s.label().toLowerCase(Locale.ROOT)));
    if (!ev.note().isEmpty()) {
      sb.append(", ").append(ev.note());
    }
    return sb.append('.').toString();
  }

  /**
   * The narration of {@link PlaneDown}.
   *
   * @param ev the event
   * @return its narration
   */
  public static String of(PlaneDown ev) {
    return ev.plane() + " is down: " + ev.reason() + ".";
  }

  /**
   * The narration of {@link MapDrawn}.
   *
   * @param ev the event
   * @return its narration
   */
  public static String of(MapDrawn ev) {
    return "Positions after turn " + ev.turn() + ":\n" + ev.map().stripTrailing();
  }

  /**
   * The narration of {@link DuelEnded}.
   *
   * @param ev the event
   * @return its narration
   */
  public static String of(DuelEnded ev) {
    return "The fight is over: " + ev.result() + ".";
  }
}
