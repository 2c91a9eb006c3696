package io.github.dogfight.squadron;

import java.util.Set;

/** The decision the engagement is waiting for. */
public sealed interface Pending {
  /** The side that must decide. */
  Side side();

  /** What is being decided, in words. */
  String describe();

  /**
   * Both sides choose a squadron maneuver before the roll; {@code waiting} have not yet.
   *
   * @param waiting sides still to declare; white declares first when both wait
   */
  record Declaration(Set<Side> waiting) implements Pending {
    /** Copies the set. */
    public Declaration {
      waiting = Set.copyOf(waiting);
      if (waiting.isEmpty()) {
        throw new IllegalArgumentException("a declaration waits for at least one side");
      }
    }

    @Override
    public Side side() {
      return waiting.contains(Side.WHITE) ? Side.WHITE : Side.BLACK;
    }

    @Override
    public String describe() {
      return "choose a squadron maneuver";
    }
  }

  /**
   * The winner of an Attack or Defend splits its net successes between removing enemy fighters and
   * damage rolls against special aircraft.
   *
   * @param side the winner
   * @param maneuver Attack or Defend
   * @param netSuccesses the net successes to spend
   */
  record Allocation(Side side, Maneuver maneuver, int netSuccesses) implements Pending {
    @Override
    public String describe() {
      return "spend " + netSuccesses + " net successes of a winning " + maneuver.title();
    }
  }

  /**
   * The loser chooses which of its fighters leave the dogfight.
   *
   * @param side the loser
   * @param count how many fighters it must remove
   */
  record Removal(Side side, int count) implements Pending {
    @Override
    public String describe() {
      return "remove " + count + " fighter" + (count == 1 ? "" : "s");
    }
  }

  /**
   * The winner of an Escape chooses which aircraft leave the battle.
   *
   * @param side the escaping side
   * @param count how many aircraft escape
   */
  record Escape(Side side, int count) implements Pending {
    @Override
    public String describe() {
      return "choose " + count + " aircraft to escape";
    }
  }
}
