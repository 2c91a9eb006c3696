package io.github.dogfight.cy6;

/** Fighter or bomber: the Lucky Hit Table's target columns and Move Group 1 for bombers. */
public enum Role {
  /** A fighter: the "Fighter Target" columns. */
  FIGHTER("Fighter"),
  /** A bomber (with defensive guns): the "Bomber Target" columns; moves in Move Group 1. */
  BOMBER("Bomber");

  private final String label;

  Role(String label) {
    this.label = label;
  }

  /**
   * The word that begins its Lucky Hit Table columns.
   *
   * @return the word that begins its Lucky Hit Table columns
   */
  public String label() {
    return label;
  }
}
