package io.github.dogfight.dogfite;

/**
 * The damage boxes of an aircraft log (Appendix C shows four sets of six). Rules 000, DAMAGE: one
 * hit marks one box with a slash, set by set; "once all boxes have one mark, return to the first
 * set and begin marking in a second, crossing diagonal slash"; fire damage fills boxes with solid
 * blocks.
 *
 * <ul>
 *   <li>Each set filled with single slashes: -1 to stress tests; each set filled with two marks: -2
 *       to stress tests (instead of -1) and -1 maximum dive speed; every two double-filled sets
 *       lower the bet level that forces a stress test (normally 3) by one.
 *   <li>Assumptions: a hit beyond the last cross is lost, and the aircraft is destroyed once every
 *       box carries a cross; fire blocks are counted apart from the slashes, and the aircraft burns
 *       up when fire has filled every box.
 * </ul>
 *
 * @param sets number of sets of boxes, at least 1
 * @param boxesPerSet boxes in each set, at least 1
 * @param marks slashes and crosses so far: 0 to {@code 2 * boxes()}
 * @param fire boxes filled by fire: 0 to {@code boxes()}
 */
public record DamageTrack(int sets, int boxesPerSet, int marks, int fire) {
  /** The log's standard track: four sets of six boxes. */
  public static final DamageTrack STANDARD = new DamageTrack(4, 6, 0, 0);

  /**
   * Checks the fields.
   *
   * @param sets number of sets of boxes, at least 1
   * @param boxesPerSet boxes in each set, at least 1
   * @param marks slashes and crosses so far: 0 to {@code 2 * boxes()}
   * @param fire boxes filled by fire: 0 to {@code boxes()}
   * @throws IllegalArgumentException naming the field
   */
  public DamageTrack {
    if (sets < 1 || boxesPerSet < 1) {
      throw new IllegalArgumentException(
          "a damage track needs sets >= 1 and boxesPerSet >= 1, was " + sets + "x" + boxesPerSet);
    }
    if (marks < 0 || marks > 2 * sets * boxesPerSet) {
      throw new IllegalArgumentException(
          "marks must be 0.." + 2 * sets * boxesPerSet + ", was " + marks);
    }
    if (fire < 0 || fire > sets * boxesPerSet) {
      throw new IllegalArgumentException("fire must be 0.." + sets * boxesPerSet + ", was " + fire);
    }
  }

  /**
   * An empty track of {@code sets} sets of {@code boxesPerSet} boxes.
   *
   * @param sets number of sets of boxes, at least 1
   * @param boxesPerSet boxes in each set, at least 1
   * @return the track
   */
  public static DamageTrack of(int sets, int boxesPerSet) {
    return new DamageTrack(sets, boxesPerSet, 0, 0);
  }

  /**
   * Total boxes.
   *
   * @return the boxes
   */
  public int boxes() {
    return sets * boxesPerSet;
  }

  /**
   * Boxes with a single slash only.
   *
   * @return the slashed boxes
   */
  public int slashes() {
    return Math.min(marks, boxes()) - crosses();
  }

  /**
   * Boxes with a cross (two marks).
   *
   * @return the crossed boxes
   */
  public int crosses() {
    return Math.max(0, marks - boxes());
  }

  /**
   * This track after {@code hits} hits, one mark each.
   *
   * @param hits the hits, 0 or more
   * @return the new track
   */
  public DamageTrack hit(int hits) {
    if (hits < 0) {
      throw new IllegalArgumentException("hits must be >= 0, was " + hits);
    }
    return new DamageTrack(sets, boxesPerSet, Math.min(2 * boxes(), marks + hits), fire);
  }

  /**
   * This track with the current set filled: the set now receiving marks is marked to its end
   * (structural damage, stress results). When the last mark ended a set, the next set is filled.
   *
   * @return this track with the current set filled: the set now receiving marks is marked to its
   *     end (structural damage, stress results)
   */
  public DamageTrack fillCurrentSet() {
    int filled = Math.min(2 * boxes(), (marks / boxesPerSet + 1) * boxesPerSet);
    return new DamageTrack(sets, boxesPerSet, filled, fire);
  }

  /**
   * This track with the current and the next set filled.
   *
   * @return this track with the current and the next set filled
   */
  public DamageTrack fillCurrentAndNextSet() {
    return fillCurrentSet().fillCurrentSet();
  }

  /**
   * This track with {@code blocks} more boxes filled by fire.
   *
   * @param blocks the boxes burnt, 0 or more
   * @return the new track
   */
  public DamageTrack burn(int blocks) {
    if (blocks < 0) {
      throw new IllegalArgumentException("fire damage must be >= 0, was " + blocks);
    }
    return new DamageTrack(sets, boxesPerSet, marks, Math.min(boxes(), fire + blocks));
  }

  /**
   * Sets whose every box has at least one mark.
   *
   * @return the filled sets
   */
  public int filledSets() {
    return Math.min(marks, boxes()) / boxesPerSet;
  }

  /**
   * Sets whose every box has two marks.
   *
   * @return the double-filled sets
   */
  public int doubleFilledSets() {
    return crosses() / boxesPerSet;
  }

  /**
   * The modifier to stress tests: -1 per set filled once, -2 per set filled twice.
   *
   * @return the modifier to stress tests: -1 per set filled once, -2 per set filled twice
   */
  public int stressModifier() {
    int twice = doubleFilledSets();
    return -(filledSets() - twice) - 2 * twice;
  }

  /**
   * The reduction of maximum dive speed: one per double-filled set.
   *
   * @return the reduction of maximum dive speed: one per double-filled set
   */
  public int maxDiveReduction() {
    return doubleFilledSets();
  }

  /**
   * The bet level at or above which a stress test is forced: 3, minus one per two double sets.
   *
   * @return the bet level at or above which a stress test is forced: 3, minus one per two double
   *     sets
   */
  public int stressBetLevel() {
    return Math.max(0, 3 - doubleFilledSets() / 2);
  }

  /**
   * Whether the damage has destroyed the aircraft (every box crossed, or burnt out).
   *
   * @return whether the damage has destroyed the aircraft (every box crossed, or burnt out)
   */
  public boolean destroyed() {
    return marks == 2 * boxes() || fire == boxes();
  }
}
