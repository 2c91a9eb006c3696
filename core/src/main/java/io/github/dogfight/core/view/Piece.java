package io.github.dogfight.core.view;

import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import java.util.Objects;
import java.util.Optional;

/**
 * One aircraft, squadron or ground unit as a picture of the game draws it ({@link
 * io.github.dogfight.core.game.RuleSet#pieces}): where it is on the hex map for rule sets with one,
 * how high, and the rest in a few words for a timeline.
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
 */
public record Piece(
    String id,
    String side,
    Optional<Hex> hex,
    Optional<Facing> facing,
    int level,
    String height,
    String status,
    boolean inPlay) {
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
