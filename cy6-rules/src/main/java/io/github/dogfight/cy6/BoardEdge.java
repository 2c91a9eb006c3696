package io.github.dogfight.cy6;

/** A board edge as rules 002 names them: friendly, neutral or unfriendly (A7.2). */
public enum BoardEdge {
  /** A friendly edge: no modifier to the board exit check. */
  FRIENDLY("Friendly Board Edge"),
  /** A neutral edge: -1. */
  NEUTRAL("Neutral Board Edge"),
  /** An unfriendly edge: -2. */
  UNFRIENDLY("Unfriendly Board Edge");

  private final String tableLabel;

  BoardEdge(String tableLabel) {
    this.tableLabel = tableLabel;
  }

  /**
   * Its row of the {@code board exit} table.
   *
   * @return its row of the {@code board exit} table
   */
  public String tableLabel() {
    return tableLabel;
  }

  /**
   * Reads an edge: friendly, neutral or unfriendly, any case.
   *
   * @param text the edge's name
   * @return the edge
   * @throws IllegalArgumentException naming the text and the choices
   */
  public static BoardEdge parse(String text) {
    for (BoardEdge e : values()) {
      if (e.name().equalsIgnoreCase(text.strip())) {
        return e;
      }
    }
    throw new IllegalArgumentException(
        "board edge '" + text + "' is not one of friendly, neutral, unfriendly");
  }
}
