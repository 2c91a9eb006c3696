package io.github.dogfight.dogfite;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.event.GameEvent;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Everything that happens in a Dogfite! engagement. */
public sealed interface DogfiteEvent extends GameEvent {
  /** No dice, for events that roll none; events that roll record theirs. */
  @Override
  default List<DiceRoll> dice() {
    return List.of();
  }

  /**
   * An aircraft declared its target.
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param target its target, if any
   */
  record TargetChosen(int turn, String plane, Optional<String> target) implements DogfiteEvent {
    @Override
    public String phase() {
      return "Targeting";
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(plane);
    }

    @Override
    public String narration() {
      return target.map(t -> plane + " targets " + t + ".").orElse(plane + " declares no target.");
    }
  }

  /**
   * Edges were adjusted for the new targets (carryover and position) and the turn's order was set
   * (initiative rolled, or activation cards dealt).
   *
   * @param turn the turn
   * @param edges each aircraft's edge on its target
   * @param order the movement order as far as it is known now: all of it for initiative, the early
   *     movers for activation cards
   * @param tailing tailing aircraft and whom they follow
   * @param complete whether {@code order} is the whole movement order
   * @param dice the initiative d10s and any roll-offs, or the deck's shuffle
   */
  record TurnOrdered(
      int turn,
      Map<String, Integer> edges,
      List<String> order,
      Map<String, String> tailing,
      boolean complete,
      List<DiceRoll> dice)
      implements DogfiteEvent {
    /** Copies the collections. */
    public TurnOrdered {
      edges = Map.copyOf(edges);
      order = List.copyOf(order);
      tailing = Map.copyOf(tailing);
      dice = List.copyOf(dice);
    }

    @Override
    public String phase() {
      return "Targeting";
    }

    @Override
    public Optional<String> actor() {
      return Optional.empty();
    }

    @Override
    public String narration() {
      StringBuilder sb = new StringBuilder("Edges:");
      new java.util.TreeMap<>(edges)
          .forEach((p, e) -> sb.append(' ').append(p).append(' ').append(e));
      if (complete) {
        sb.append(". Movement order: ").append(String.join(", ", order));
      } else if (order.isEmpty()) {
        sb.append(". The movement order is revealed as the cards are turned");
      } else {
        sb.append(". Moving first: ")
            .append(String.join(", ", order))
            .append("; the rest as the cards are turned");
      }
      new java.util.TreeMap<>(tailing)
          .forEach((t, f) -> sb.append(" (").append(t).append(" tails ").append(f).append(')'));
      return sb.append('.').toString();
    }
  }

  /**
   * The next aircraft to move was revealed during the movement phase (a card deck's order).
   *
   * @param turn the turn
   * @param plane the aircraft that moves next
   * @param how how it was revealed, such as "cards turned: Camel, Albatros"
   */
  record Activated(int turn, String plane, String how) implements DogfiteEvent {
    @Override
    public String phase() {
      return "Movement";
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(plane);
    }

    @Override
    public String narration() {
      String lead =
          how.isEmpty() ? "" : Character.toUpperCase(how.charAt(0)) + how.substring(1) + ": ";
      return lead + plane + " moves next.";
    }
  }

  /**
   * An aircraft began its move: vertical move and movement points.
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param vertical the vertical move
   * @param movementPoints movement points available
   * @param holdPassed for a hold, whether its bet passed
   * @param dice the MP die (and a hold bet)
   */
  record MoveBegun(
      int turn,
      String plane,
      VerticalMove vertical,
      int movementPoints,
      Optional<Boolean> holdPassed,
      List<DiceRoll> dice)
      implements DogfiteEvent {
    /** Copies the list. */
    public MoveBegun {
      dice = List.copyOf(dice);
    }

    @Override
    public String phase() {
      return "Movement";
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(plane);
    }

    @Override
    public String narration() {
      String v =
          switch (vertical) {
            case LEVEL -> "";
            case CLIMB -> ", climbing a level";
            case DIVE -> ", diving a level";
            case HALF_CLIMB -> ", pitching up half a level";
            case HALF_DIVE -> ", pitching down half a level";
            case FINISH -> ", finishing its half-level move";
            case HOLD ->
                holdPassed.orElse(false) ? ", holding its level" : ", failing to hold its level";
            case HOLD_COMBINED -> ", holding its level with its first maneuver";
          };
      return plane + " moves with " + movementPoints + " MP" + v + ".";
    }
  }

  /**
   * One movement point spent, with its bet if any.
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param step what it tried
   * @param where where it ended up, in words
   * @param bet the bet's outcome, if one was made
   * @param edge its edge afterwards
   * @param dice the bet and failure dice
   */
  record Moved(
      int turn,
      String plane,
      Step step,
      String where,
      Optional<BetOutcome> bet,
      int edge,
      List<DiceRoll> dice)
      implements DogfiteEvent {
    /** Copies the list. */
    public Moved {
      dice = List.copyOf(dice);
    }

    @Override
    public String phase() {
      return "Movement";
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(plane);
    }

    @Override
    public String narration() {
      String b =
          bet.map(
                  o ->
                      " (level "
                          + o.request().chosenLevel()
                          + " bet "
                          + (o.passed() ? "passed" : "failed by " + -o.margin())
                          + ")")
              .orElse("");
      return plane + " " + step + b + " to " + where + "; edge " + edge + ".";
    }
  }

  /**
   * A combined hold that met no maneuver was bet alone at the end of the move.
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param held whether the bet passed (else the half-level move is finished)
   * @param dice the bet
   */
  record LevelHeld(int turn, String plane, boolean held, List<DiceRoll> dice)
      implements DogfiteEvent {
    /** Copies the list. */
    public LevelHeld {
      dice = List.copyOf(dice);
    }

    @Override
    public String phase() {
      return "Movement";
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(plane);
    }

    @Override
    public String narration() {
      return plane
          + (held
              ? " holds its level."
              : " fails to hold its level and finishes its half-level move.");
    }
  }

  /**
   * An aircraft ended its move.
   *
   * @param turn the turn
   * @param plane the aircraft
   */
  record MoveEnded(int turn, String plane) implements DogfiteEvent {
    @Override
    public String phase() {
      return "Movement";
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(plane);
    }

    @Override
    public String narration() {
      return plane + " ends its move.";
    }
  }

  /**
   * One gun fired.
   *
   * @param turn the turn
   * @param plane the shooter
   * @param target the target
   * @param range the range
   * @param hits hits scored
   * @param criticals critical effects
   * @param smoke whether the target started smoking
   * @param dice the dice
   */
  record GunFired(
      int turn,
      String plane,
      String target,
      Range range,
      int hits,
      List<CriticalEffect> criticals,
      boolean smoke,
      List<DiceRoll> dice)
      implements DogfiteEvent {
    /** Copies the lists. */
    public GunFired {
      criticals = List.copyOf(criticals);
      dice = List.copyOf(dice);
    }

    @Override
    public String phase() {
      return "Combat";
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(plane);
    }

    @Override
    public String narration() {
      String r = range == Range.HALF_HEX ? "half a hex" : "one hex";
      String c = criticals.isEmpty() ? "" : ", critical: " + criticals;
      return plane
          + " fires at "
          + target
          + " from "
          + r
          + ": "
          + hits
          + " hit"
          + (hits == 1 ? "" : "s")
          + c
          + (smoke ? ", smoke pours out" : "")
          + ".";
    }
  }

  /**
   * An aircraft's end of turn.
   *
   * @param turn the turn
   * @param plane the aircraft
   * @param speed its new speed
   * @param stress the stress result, if tested
   * @param stall the stall / spin result, if checked
   * @param note anything else (fire, smoke, recovery)
   * @param dice the dice
   */
  record TurnEnded(
      int turn,
      String plane,
      int speed,
      Optional<StressResult> stress,
      Optional<StallResult> stall,
      String note,
      List<DiceRoll> dice)
      implements DogfiteEvent {
    /** Copies the list. */
    public TurnEnded {
      dice = List.copyOf(dice);
    }

    @Override
    public String phase() {
      return "End of turn";
    }

    @Override
    public Optional<String> actor() {
      return Optional.of(plane);
    }

    @Override
    public String narration() {
      StringBuilder sb = new StringBuilder(plane).append(" ends the turn at speed ").append(speed);
      stress.ifPresent(
          s ->
              sb.append(", stress: ")
                  .append(s.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')));
      stall.ifPresent(
          s ->
              sb.append(", ")
                  .append(
                      s == StallResult.NONE
                          ? "no stall"
                          : s.name().toLowerCase(java.util.Locale.ROOT)));
      if (!note.isEmpty()) {
        sb.append(", ").append(note);
      }
      return sb.append('.').toString();
    }
  }

  /**
   * An aircraft left the fight.
   *
   * @param turn the turn
   * @param phase the phase
   * @param plane the aircraft
   * @param reason why
   */
  record PlaneDown(int turn, String phase, String plane, String reason) implements DogfiteEvent {
    @Override
    public Optional<String> actor() {
      return Optional.of(plane);
    }

    @Override
    public String narration() {
      return plane + " is down: " + reason + ".";
    }
  }

  /**
   * The positions at the end of a turn, as a small text map.
   *
   * @param turn the turn
   * @param map the map and legend
   */
  record MapDrawn(int turn, String map) implements DogfiteEvent {
    @Override
    public String phase() {
      return "End of turn";
    }

    @Override
    public Optional<String> actor() {
      return Optional.empty();
    }

    @Override
    public String narration() {
      return "Positions after turn " + turn + ":\n" + map.stripTrailing();
    }
  }

  /**
   * The engagement ended.
   *
   * @param turn the last turn
   * @param result how
   */
  record DuelEnded(int turn, String result) implements DogfiteEvent {
    @Override
    public String phase() {
      return "End of turn";
    }

    @Override
    public Optional<String> actor() {
      return Optional.empty();
    }

    @Override
    public String narration() {
      return "The fight is over: " + result + ".";
    }
  }
}
