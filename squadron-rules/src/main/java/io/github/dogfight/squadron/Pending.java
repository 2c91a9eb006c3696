package io.github.dogfight.squadron;

import java.util.List;
import java.util.Objects;

/** The decision the engagement is waiting for. */
public sealed interface Pending {
  /**
   * The side that must decide (for a declaration, the first still to declare).
   *
   * @return the side that must decide (for a declaration, the first still to declare)
   */
  Side side();

  /**
   * What is being decided, in words.
   *
   * @return what is being decided, in words
   */
  String describe();

  /**
   * The sides in {@code waiting} must choose a squadron maneuver before the roll. When the choice
   * is {@code simultaneous} (the seed's rule) each side commits without seeing the other's, in any
   * order; otherwise they declare openly in the order listed.
   *
   * @param waiting sides still to declare, in order
   * @param simultaneous whether the declarations are simultaneous and secret
   */
  record Declaration(List<Side> waiting, boolean simultaneous) implements Pending {
    /**
     * Copies the list.
     *
     * @param waiting sides still to declare, in order
     * @param simultaneous whether the declarations are simultaneous and secret
     */
    public Declaration {
      Objects.requireNonNull(waiting, "waiting");
      waiting = List.copyOf(waiting);
      if (waiting.isEmpty()) {
        throw new IllegalArgumentException("a declaration waits for at least one side");
      }
    }

    /** The first side still to declare (the only one, when declarations are in order). */
    @Override
    public Side side() {
      return waiting.get(0);
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
    /**
     * Checks the fields.
     *
     * @param side the winner
     * @param maneuver Attack or Defend
     * @param netSuccesses the net successes to spend
     */
    public Allocation {
      Objects.requireNonNull(side, "side");
      Objects.requireNonNull(maneuver, "maneuver");
    }

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
    /**
     * Checks the fields.
     *
     * @param side the loser
     * @param count how many fighters it must remove
     */
    public Removal {
      Objects.requireNonNull(side, "side");
    }

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
    /**
     * Checks the fields.
     *
     * @param side the escaping side
     * @param count how many aircraft escape
     */
    public Escape {
      Objects.requireNonNull(side, "side");
    }

    @Override
    public String describe() {
      return "choose " + count + " aircraft to escape";
    }
  }
}
