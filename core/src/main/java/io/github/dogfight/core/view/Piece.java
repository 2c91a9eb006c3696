package io.github.dogfight.core.view;

import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One aircraft, squadron or ground unit as a picture of the game draws it ({@link
 * io.github.dogfight.core.game.RuleSet#pieces}): where it is on the hex map for rule sets with one,
 * how high, the rest in a few words, and the numbers a chart draws ({@link Measure}).
 *
 * <pre>{@code
 * for (Piece p : rules.pieces(game.view(Viewer.spectator()))) {
 *   System.out.println(p.id() + " " + p.hex().map(Hex::toString).orElse("") + " " + p.height());
 * }
 * }</pre>
 *
 * @param id its name
 * @param side the side it fights for
 * @param hex where it is on the hex map; empty in rule sets without a map
 * @param facing the hexside it faces; empty without a map or in the middle of a hex
 * @param level how high it flies, 0 the lowest (an altitude level, a TAL, a band); 0 for pieces
 *     that have no height
 * @param height how high, in the rule set's words ("TAL 9 (High)", "level 3", "Low"); empty for
 *     none
 * @param status the rest in a few words: damage, hit points, advantage dice, aircraft left
 * @param inPlay whether it is still in the fight (not destroyed, escaped or gone)
 * @param measures the numbers a chart draws of it (hit points, advantage dice, aircraft by type and
 *     status), as every viewer of the view may know them; empty when the rule set gives none
 */
public record Piece(
    String id,
    String side,
    Optional<Hex> hex,
    Optional<Facing> facing,
    int level,
    String height,
    String status,
    boolean inPlay,
    List<Measure> measures) {
  /**
   * Checks the fields.
   *
   * @param id its name
   * @param side the side it fights for
   * @param hex where it is on the hex map; empty in rule sets without a map
   * @param facing the hexside it faces; empty without a map or in the middle of a hex
   * @param level how high it flies, 0 the lowest (an altitude level, a TAL, a band); 0 for pieces
   *     that have no height
   * @param height how high, in the rule set's words ("TAL 9 (High)", "level 3", "Low"); empty for
   *     none
   * @param status the rest in a few words: damage, hit points, advantage dice, aircraft left
   * @param inPlay whether it is still in the fight (not destroyed, escaped or gone)
   * @param measures the numbers a chart draws of it; empty when the rule set gives none
   */
  public Piece {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(hex, "hex");
    Objects.requireNonNull(facing, "facing");
    Objects.requireNonNull(height, "height");
    Objects.requireNonNull(status, "status");
    if (level < 0) {
      throw new IllegalArgumentException("level: " + level + " is below 0 (the lowest)");
    }
    measures = List.copyOf(Objects.requireNonNull(measures, "measures"));
  }

  /**
   * A piece without measures.
   *
   * @param id its name
   * @param side the side it fights for
   * @param hex where it is on the hex map; empty in rule sets without a map
   * @param facing the hexside it faces; empty without a map or in the middle of a hex
   * @param level how high it flies, 0 the lowest; 0 for pieces that have no height
   * @param height how high, in the rule set's words; empty for none
   * @param status the rest in a few words: damage, hit points, advantage dice, aircraft left
   * @param inPlay whether it is still in the fight (not destroyed, escaped or gone)
   */
  public Piece(
      String id,
      String side,
      Optional<Hex> hex,
      Optional<Facing> facing,
      int level,
      String height,
      String status,
      boolean inPlay) {
    this(id, side, hex, facing, level, height, status, inPlay, List.of());
  }

  /**
   * This piece with {@code measures} in place of its own.
   *
   * <pre>{@code
   * Piece.offMap("Camel", "RFC", 1, "Combat", "20 of 30 HP left", true)
   *     .withMeasures(List.of(Piece.Measure.outOf(Piece.Measure.HIT_POINTS, 20, 30)));
   * }</pre>
   *
   * @param measures the numbers a chart draws of it
   * @return the piece with them
   */
  public Piece withMeasures(List<Measure> measures) {
    return new Piece(id, side, hex, facing, level, height, status, inPlay, measures);
  }

  /**
   * The first measure named {@code name} of the piece as a whole (its {@link Measure#of()} empty).
   *
   * @param name the measure's name, such as {@link Measure#HIT_POINTS}
   * @return the measure, or empty if the piece has none of that name
   */
  public Optional<Measure> measure(String name) {
    Objects.requireNonNull(name, "name");
    return measures.stream().filter(m -> m.name().equals(name) && m.of().isEmpty()).findFirst();
  }

  /**
   * One number of a piece that a chart draws over the turns.
   *
   * @param name what is counted: {@link #HIT_POINTS}, {@link #ADVANTAGE_DICE}, {@link #BANKED}, or
   *     a status of a squadron's aircraft ("in the fight", "shot down")
   * @param of the part of the piece it counts ("Spitfire Mk I" for one aircraft type of a
   *     squadron); empty for the piece as a whole
   * @param value the number
   * @param max the most it can be (the hit points when undamaged), if it has a most
   */
  public record Measure(String name, String of, int value, OptionalInt max) {
    /** Hit points left; the {@link #max()} is the hit points when undamaged. */
    public static final String HIT_POINTS = "hit points";

    /** Advantage dice held on any enemy. */
    public static final String ADVANTAGE_DICE = "advantage dice";

    /** Successes banked for the next roll. */
    public static final String BANKED = "banked successes";

    /**
     * Checks the fields.
     *
     * @param name what is counted
     * @param of the part of the piece it counts; empty for the piece as a whole
     * @param value the number
     * @param max the most it can be, if it has a most
     */
    public Measure {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(of, "of");
      Objects.requireNonNull(max, "max");
      if (name.isBlank()) {
        throw new IllegalArgumentException("a measure needs a name");
      }
      if (max.isPresent() && (max.getAsInt() < 0 || value > max.getAsInt())) {
        throw new IllegalArgumentException(
            name + ": " + value + " is not within its most, " + max.getAsInt());
      }
    }

    /**
     * A number of the whole piece without a most.
     *
     * @param name what is counted
     * @param value the number
     * @return the measure
     */
    public static Measure of(String name, int value) {
      return new Measure(name, "", value, OptionalInt.empty());
    }

    /**
     * A number of the whole piece out of a most.
     *
     * @param name what is counted
     * @param value the number
     * @param max the most it can be
     * @return the measure
     */
    public static Measure outOf(String name, int value, int max) {
      return new Measure(name, "", value, OptionalInt.of(max));
    }

    /**
     * A number of one part of the piece.
     *
     * @param name what is counted ("in the fight")
     * @param of the part it counts ("Spitfire Mk I")
     * @param value the number
     * @return the measure
     */
    public static Measure ofPart(String name, String of, int value) {
      return new Measure(name, of, value, OptionalInt.empty());
    }
  }

  /**
   * A piece on a hex map.
   *
   * @param id its name
   * @param side the side it fights for
   * @param hex where it is on the hex map; empty in rule sets without a map
   * @param facing the hexside it faces; empty without a map or in the middle of a hex
   * @param level how high it flies, 0 the lowest (an altitude level, a TAL, a band); 0 for pieces
   *     that have no height
   * @param height how high, in the rule set's words ("TAL 9 (High)", "level 3", "Low"); empty for
   *     none
   * @param status the rest in a few words: damage, hit points, advantage dice, aircraft left
   * @param inPlay whether it is still in the fight (not destroyed, escaped or gone)
   * @return the piece
   */
  public static Piece onMap(
      String id,
      String side,
      Hex hex,
      Optional<Facing> facing,
      int level,
      String height,
      String status,
      boolean inPlay) {
    Objects.requireNonNull(hex, "hex");
    return new Piece(id, side, Optional.of(hex), facing, level, height, status, inPlay);
  }

  /**
   * A piece of a rule set without a map.
   *
   * @param id its name
   * @param side the side it fights for
   * @param level how high it flies, 0 the lowest (an altitude level, a TAL, a band); 0 for pieces
   *     that have no height
   * @param height how high, in the rule set's words ("TAL 9 (High)", "level 3", "Low"); empty for
   *     none
   * @param status the rest in a few words: damage, hit points, advantage dice, aircraft left
   * @param inPlay whether it is still in the fight (not destroyed, escaped or gone)
   * @return the piece
   */
  public static Piece offMap(
      String id, String side, int level, String height, String status, boolean inPlay) {
    return new Piece(id, side, Optional.empty(), Optional.empty(), level, height, status, inPlay);
  }
}
