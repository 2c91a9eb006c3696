package io.github.dogfight.cy6;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A move of a move chart: its code and the path it flies. Rules 002 names moves by turn codes (L32,
 * R44, F31R, R25) chosen "based on current aircraft speed from Move Chart", but its charts are not
 * in the text; this grammar is an assumption, and every chart file follows it.
 *
 * <pre>
 * code  = D S N [slip]     L32, R44, F31R, R25
 *   D     L (the move turns left), R (right) or F (no turn)
 *   S     the speed column, 1-9: the hexes the move covers
 *   N     the move's number in its column, 1-9
 *   slip  L or R: the move slips sideways to that side
 * path  = tokens separated by spaces, flown in order
 *   F     one hex ahead
 *   SL SR one hex to the front-left / front-right, keeping the facing (a slip)
 *   L R   a turn of one hexside in the hex
 * </pre>
 *
 * <p>A code must read as its path: the path covers S hexes, turns left overall for L, right for R
 * and not at all for F, and slips only to the side its code names.
 *
 * <pre>{@code
 * TurnCode l32 = TurnCode.of("L32", "F F F L");
 * l32.fly(Position.of(0, 0, Facing.N));      // (0,-3) NW
 * }</pre>
 *
 * @param code the code
 * @param path the path tokens
 */
public record TurnCode(String code, List<String> path) {
  private static final Pattern SPACES = Pattern.compile("\\s+");
  private static final Pattern CODE = Pattern.compile("([LRF])([1-9])([1-9])([LR])?");

  /**
   * Checks that the code reads as its path.
   *
   * @param code the code
   * @param path the path tokens
   * @throws IllegalArgumentException naming the code and what does not fit
   */
  public TurnCode {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(code, "code");
    path = List.copyOf(path);
    Matcher m = CODE.matcher(code);
    if (!m.matches()) {
      throw new IllegalArgumentException(
          "turn code '" + code + "' is not D S N [slip], such as L32, R44, F31R");
    }
    int hexes = 0;
    int turn = 0;
    boolean slipsLeft = false;
    boolean slipsRight = false;
    for (String t : path) {
      switch (t) {
        case "F" -> hexes++;
        case "SL" -> {
          hexes++;
          slipsLeft = true;
        }
        case "SR" -> {
          hexes++;
          slipsRight = true;
        }
        case "L" -> turn--;
        case "R" -> turn++;
        default ->
            throw new IllegalArgumentException(
                "turn code " + code + ": path token '" + t + "' is not F, SL, SR, L or R");
      }
    }
    if (path.isEmpty() || (!path.get(0).equals("F") && !path.get(0).startsWith("S"))) {
      throw new IllegalArgumentException(
          "turn code " + code + ": a path starts with a hex (F, SL or SR), was " + path);
    }
    int speed = Integer.parseInt(m.group(2));
    if (hexes != speed) {
      throw new IllegalArgumentException(
          "turn code "
              + code
              + " is in speed column "
              + speed
              + " but its path covers "
              + hexes
              + " hexes");
    }
    String d = m.group(1);
    if ((d.equals("L") && turn >= 0)
        || (d.equals("R") && turn <= 0)
        || (d.equals("F") && turn != 0)) {
      throw new IllegalArgumentException(
          "turn code "
              + code
              + " must turn "
              + (d.equals("L") ? "left" : d.equals("R") ? "right" : "not at all")
              + " but its path turns "
              + turn
              + " hexsides");
    }
    String slip = m.group(4) == null ? "" : m.group(4);
    if ((slipsLeft && !slip.equals("L"))
        || (slipsRight && !slip.equals("R"))
        || (!slip.isEmpty() && !slipsLeft && !slipsRight)) {
      throw new IllegalArgumentException(
          "turn code " + code + ": its slip suffix '" + slip + "' does not match its path " + path);
    }
  }

  /**
   * A code with its path written as tokens separated by spaces ({@code "F F SR"}).
   *
   * @param code the code
   * @param path the path tokens
   * @return the turn code
   * @throws IllegalArgumentException if the code does not read as its path
   */
  public static TurnCode of(String code, String path) {
    return new TurnCode(
        code.strip().toUpperCase(Locale.ROOT),
        List.of(SPACES.split(path.strip().toUpperCase(Locale.ROOT), -1)));
  }

  /**
   * The speed column: the hexes the move covers.
   *
   * @return the speed column: the hexes the move covers
   */
  public int speed() {
    return Character.digit(code.charAt(1), 10);
  }

  /**
   * The facing change over the move, in hexsides (positive is right).
   *
   * @return the facing change over the move, in hexsides (positive is right)
   */
  public int facingChange() {
    return (int) path.stream().filter(t -> t.equals("R")).count()
        - (int) path.stream().filter(t -> t.equals("L")).count();
  }

  /**
   * Whether the move changes facing ({@code false} for a code that aircraft barred from turning
   * fly).
   *
   * @return whether the move changes facing ({@code false} for a code that aircraft barred from
   *     turning fly)
   */
  public boolean turns() {
    return path.contains("L") || path.contains("R");
  }

  /**
   * Every position the move passes through, one per token, from {@code start}.
   *
   * @param start where the move starts
   * @return each position on the way
   */
  public List<Position> trace(Position start) {
    List<Position> out = new ArrayList<>();
    Position p = start;
    for (String t : path) {
      p =
          switch (t) {
            case "F" -> p.ahead();
            case "SL" -> p.slip(-1);
            case "SR" -> p.slip(1);
            case "L" -> p.turn(-1);
            default -> p.turn(1);
          };
      out.add(p);
    }
    return out;
  }

  /**
   * Where the move ends from {@code start}.
   *
   * @param start where the move starts
   * @return where it ends
   */
  public Position fly(Position start) {
    List<Position> t = trace(start);
    return t.get(t.size() - 1);
  }

  @Override
  public String toString() {
    return code + " (" + String.join(" ", path) + ")";
  }
}
