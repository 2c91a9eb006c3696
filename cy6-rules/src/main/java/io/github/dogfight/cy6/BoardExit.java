package io.github.dogfight.cy6;

import io.github.dogfight.core.check.Check;
import io.github.dogfight.core.dice.Chance;
import java.util.Objects;

/**
 * The board exit Aircrew Check (rules 002, A7.2): "After exit, take normal aircrew check; apply the
 * additional modifiers" (-2 off an unfriendly edge, -1 off a neutral one, -1 if damaged). "If
 * failed, aircraft is damaged for VP purposes (if already damaged then destroyed). If failed by
 * four or more, aircraft is destroyed for VP purposes."
 *
 * <pre>{@code
 * BoardExit exit = BoardExit.standard();
 * exit.check(Skill.GREEN, BoardEdge.UNFRIENDLY, true, 0).outcomes();   // SAFE / DAMAGED / DESTROYED
 * }</pre>
 */
public final class BoardExit {
  private static final BoardExit STANDARD =
      new BoardExit(Cy6Tables.standard(), AircrewCheck.standard());

  private final Cy6Tables tables;
  private final Check aircrewCheck;

  /**
   * The exit check on {@code tables} with {@code aircrewCheck}.
   *
   * @param tables the tables
   * @param aircrewCheck the Aircrew Check
   */
  public BoardExit(Cy6Tables tables, Check aircrewCheck) {
    this.tables = Objects.requireNonNull(tables, "tables");
    this.aircrewCheck = Objects.requireNonNull(aircrewCheck, "aircrewCheck");
  }

  /**
   * The exit check on the seed's tables and the default Aircrew Check.
   *
   * @return the exit check on the seed's tables and the default Aircrew Check
   */
  public static BoardExit standard() {
    return STANDARD;
  }

  /** What the exit leaves, for victory points. */
  public enum Result {
    /** The check passed. */
    SAFE,
    /** The check failed: damaged for VP purposes. */
    DAMAGED,
    /** Failed by four or more, or failed when already damaged: destroyed for VP purposes. */
    DESTROYED;

    /** In words: "passed", "failed: damaged", "failed: destroyed". */
    @Override
    public String toString() {
      return switch (this) {
        case SAFE -> "passed";
        case DAMAGED -> "failed: damaged";
        case DESTROYED -> "failed: destroyed";
      };
    }
  }

  /**
   * The modifier of leaving by {@code edge}, damaged or not (the {@code board exit} table).
   *
   * @param edge the edge left by
   * @param damaged whether the aircraft is damaged
   * @return the modifier
   */
  public int modifier(BoardEdge edge, boolean damaged) {
    return tables.exitModifier(edge.tableLabel()) + (damaged ? tables.exitModifier("Damaged") : 0);
  }

  /**
   * The check of a crew of {@code skill} leaving by {@code edge}.
   *
   * @param damaged whether the aircraft is damaged (a further -1, and a failure destroys)
   * @param otherModifier any other modifier (damage's -1 to all Aircrew Checks, for example)
   * @param skill the crew's skill
   * @param edge the edge left by
   * @return the exact chance of each result
   */
  public Chance<Result> check(Skill skill, BoardEdge edge, boolean damaged, int otherModifier) {
    int mod = modifier(edge, damaged) + otherModifier;
    return aircrewCheck
        .chance(skill.modifier(), mod)
        .map(
            o -> {
              if (o.passed()) {
                return Result.SAFE;
              }
              return o.margin() <= -4 || damaged ? Result.DESTROYED : Result.DAMAGED;
            })
        .named("board exit Aircrew Check");
  }
}
