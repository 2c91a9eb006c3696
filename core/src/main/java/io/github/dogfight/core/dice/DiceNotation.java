package io.github.dogfight.core.dice;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Parses dice notation into {@link DiceExpression}s.
 *
 * <p>Grammar (spaces allowed between tokens, {@code d} in any case):
 *
 * <pre>
 * expression := sum [ "vs" sum ]                      opposed: value = left - right
 * sum        := [ "+" | "-" ] term { ( "+" | "-" ) term }
 * term       := INT                                   a constant
 *             | [INT] "d" ( INT | "%" ) [reading] { modifier }  dice of 2 to 1000 sides; the
 *                                                     count defaults to 1; "d%" is d100
 *             | "dbl(" "2d6" [ "," ( "-1" | "+-1" ) ] ")"   1 if doubles (pip adjustment)
 *             | "rolloff(" INT ")"                    d6 roll-off: the winner's index
 * reading    := "(0)"                                 faces read 0..S-1 (a d10 read 0-9)
 *             | "(-)"                                 the top face reads 0 (Check Your 6!)
 * modifier   := ( "kh" | "kl" ) [INT]                 keep highest / lowest INT dice (1)
 *             | ( "dl" | "dh" ) [INT]                 drop lowest / highest INT dice (1)
 *             | ( "r" | "ro" ) reroll                 reroll until the face stands / once
 *             | "s" faces                             count dice showing these faces
 *             | "&gt;=" INT                              shorthand for s{INT..S}
 *             | "!" [ faces ] [ "^" INT ]             explode (default: top face; depth cap)
 * reroll     := INT | "=" INT | "&lt;" INT | "&lt;=" INT | "&gt;" INT | "&gt;=" INT | faces
 *                                                     "&lt;" and "&gt;" are strict
 * faces      := "{" range { "," range } "}" | "&gt;=" INT
 * range      := INT [ "-" INT ]
 * </pre>
 *
 * <p>Examples: {@code 2d6}, {@code 3d6+2}, {@code 2d6-10}, {@code 3d6!} (explode on 6), {@code
 * 2d8!>=6} (explode on 6+), {@code 1d10(0)}, {@code 6d6(-)}, {@code 2d20kl1}, {@code
 * 14d6s{1,6}!{6}} (Heresy Engine pool), {@code 14d6s{1,6}! vs 15d6s{1,6}!}, {@code dbl(2d6,-1)},
 * {@code rolloff(3)}, {@code 1d100} ({@code d%}), {@code 4d6dl1}, {@code 2d6r1}, {@code 2d6r<3}
 * (rerolls 1 and 2), {@code 1d20ro1}. The default explosion depth cap is {@value
 * Explosion#DEFAULT_MAX_DEPTH}. Modifiers may come in any order, each at most once (keep and drop
 * are one modifier); see {@link Reroll} for how rerolls end.
 */
public final class DiceNotation {
  private final String input;
  private int pos;

  private DiceNotation(String input) {
    this.input = input;
  }

  /**
   * Parses {@code text}.
   *
   * @param text the expression, such as {@code 2d6+1}
   * @return the expression
   * @throws DiceNotationException saying what was expected at which character
   */
  public static DiceExpression parse(String text) {
    Objects.requireNonNull(text, "text");
    DiceNotation p = new DiceNotation(text);
    DiceExpression e = p.expression();
    if (p.pos < text.length()) {
      throw p.error("'+', '-', 'vs' or the end of the expression");
    }
    return e;
  }

  private DiceExpression expression() {
    DiceExpression left = sum(); // a sum ends past the spaces after its last term
    if (lookingAt("vs")) {
      pos += 2;
      DiceExpression right = sum();
      return new Opposed(left, right);
    }
    return left;
  }

  private DiceExpression sum() {
    List<DiceExpression> terms = new ArrayList<>();
    List<Boolean> negated = new ArrayList<>();
    skipSpaces();
    boolean negative = false;
    if (peek() == '-' || peek() == '+') {
      negative = peek() == '-';
      pos++;
    }
    terms.add(term());
    negated.add(negative);
    while (true) {
      skipSpaces();
      char c = peek();
      if (c != '+' && c != '-') {
        break;
      }
      pos++;
      terms.add(term());
      negated.add(c == '-');
    }
    if (terms.size() == 1 && !negated.get(0)) {
      return terms.get(0);
    }
    return new Sum(terms, negated);
  }

  private DiceExpression term() {
    skipSpaces();
    if (lookingAt("dbl(")) {
      return doubles();
    }
    if (lookingAt("rolloff(")) {
      pos += "rolloff(".length();
      int n = integer("the number of contestants");
      expect(')');
      try {
        return new RollOff(n);
      } catch (IllegalArgumentException e) {
        throw error("2 to 64 contestants");
      }
    }
    int start = pos;
    Optional<Integer> count = Optional.empty();
    if (Character.isDigit(peek())) {
      count = Optional.of(integer("a number"));
    }
    if (peek() != 'd' && peek() != 'D') {
      if (count.isPresent()) {
        return new Constant(count.get());
      }
      throw error("a number, dice such as 2d6, dbl( or rolloff(");
    }
    pos++;
    int sidesAt = pos;
    int sides;
    if (peek() == '%') {
      pos++;
      sides = 100;
    } else {
      if (!Character.isDigit(peek())) {
        throw error("a number of sides after 'd'");
      }
      sides = integer("a number of sides after 'd'");
    }
    if (sides < 2 || sides > Die.MAX_SIDES) {
      pos = sidesAt;
      throw error("2 to " + Die.MAX_SIDES + " sides");
    }
    Reading reading = Reading.STANDARD;
    if (lookingAt("(0)")) {
      reading = Reading.ZERO_BASED;
      pos += 3;
    } else if (lookingAt("(-)")) {
      reading = Reading.TOP_ZERO;
      pos += 3;
    }
    Die die = new Die(sides, reading);
    Optional<FaceSet> successes = Optional.empty();
    Optional<Explosion> explosion = Optional.empty();
    Optional<Integer> keep = Optional.empty();
    Optional<Reroll> reroll = Optional.empty();
    boolean highest = true;
    boolean drop = false;
    int dice = count.orElse(1);
    while (true) {
      int beforeSpaces = pos;
      skipSpaces();
      if (lookingAt("kh") || lookingAt("kl") || lookingAt("dl") || lookingAt("dh")) {
        if (keep.isPresent()) {
          throw error("at most one keep modifier (dl and dh keep the other dice)");
        }
        drop = Character.toLowerCase(input.charAt(pos)) == 'd';
        boolean high = Character.toLowerCase(input.charAt(pos + 1)) == 'h';
        pos += 2;
        int countAt = nextNonSpace();
        int n = Character.isDigit(charAt(countAt)) ? integer("how many dice") : 1;
        if (drop && n >= dice) {
          pos = countAt;
          throw error("a number of dice to drop below the " + dice + " rolled");
        }
        highest = drop ? !high : high;
        keep = Optional.of(drop ? dice - n : n);
      } else if (peek() == 'r' || peek() == 'R') {
        if (reroll.isPresent()) {
          throw error("at most one reroll modifier");
        }
        int rerollAt = pos;
        pos++;
        boolean once = peek() == 'o' || peek() == 'O';
        if (once) {
          pos++;
        }
        Reroll rule = new Reroll(rerollFaces(sides), once);
        if (rule.standing(die).isEmpty()) {
          pos = rerollAt;
          throw error(
              "a reroll that leaves at least one face of the d"
                  + sides
                  + " standing (ro rerolls once whatever the faces)");
        }
        reroll = Optional.of(rule);
      } else if (peek() == 's' || lookingAt(">=")) {
        if (successes.isPresent()) {
          throw error("at most one success modifier");
        }
        if (peek() == 's') {
          pos++;
        }
        successes = Optional.of(faces(sides));
      } else if (peek() == '!') {
        if (explosion.isPresent()) {
          throw error("at most one explosion modifier");
        }
        int explosionAt = pos;
        pos++;
        FaceSet exploding = FaceSet.of(sides);
        if (peek() == '{' || lookingAt(">=")) {
          exploding = faces(sides);
        }
        int depth = Explosion.DEFAULT_MAX_DEPTH;
        if (peek() == '^') {
          pos++;
          int depthAt = pos;
          depth = integer("an explosion depth cap");
          if (depth < 1 || depth > 100) {
            pos = depthAt;
            throw error("an explosion depth cap of 1 to 100");
          }
        }
        if (exploding.countUpTo(sides) == sides) {
          pos = explosionAt;
          throw error(
              "an explosion that leaves at least one face of the d"
                  + sides
                  + " not exploding (when every face explodes only the depth cap stops the roll)");
        }
        explosion = Optional.of(new Explosion(exploding, depth));
      } else {
        pos = beforeSpaces;
        break;
      }
    }
    try {
      return new DicePool(dice, die, successes, explosion, keep, highest, reroll, drop);
    } catch (IllegalArgumentException e) {
      pos = start;
      throw error("a valid dice term (" + e.getMessage() + ")");
    }
  }

  private DiceExpression doubles() {
    pos += "dbl(".length();
    skipSpaces();
    if (!lookingAt("2d6")) {
      throw error("2d6 inside dbl(...)");
    }
    pos += 3;
    skipSpaces();
    PipAdjustment adjustment = PipAdjustment.NONE;
    if (peek() == ',') {
      pos++;
      skipSpaces();
      if (lookingAt("+-1")) {
        adjustment = PipAdjustment.ADD_OR_SUBTRACT_ONE;
        pos += 3;
      } else if (lookingAt("-1")) {
        adjustment = PipAdjustment.SUBTRACT_ONE;
        pos += 2;
      } else {
        throw error("a pip adjustment of -1 or +-1");
      }
    }
    expect(')');
    return new Doubles(adjustment);
  }

  private FaceSet faces(int sides) {
    if (lookingAt(">=")) {
      pos += 2;
      int at = pos;
      int t = integer("a face threshold after '>='");
      if (t < 1 || t > sides) {
        pos = at;
        throw error("a face from 1 to " + sides);
      }
      return FaceSet.range(t, sides);
    }
    expect('{');
    FaceSet set = FaceSet.of();
    do {
      skipSpaces();
      int at = pos;
      int from = integer("a face");
      int to = from;
      if (peek() == '-') {
        pos++;
        to = integer("the end of a face range");
      }
      if (from < 1 || to > sides || from > to) {
        pos = at;
        throw error("faces within 1 to " + sides);
      }
      set = set.union(FaceSet.range(from, to));
      skipSpaces();
    } while (consume(','));
    expect('}');
    return set;
  }

  /**
   * The faces after {@code r} or {@code ro}: {@code N}, {@code =N}, {@code <N}, {@code <=N}, {@code
   * >N}, {@code >=N} or a face set {@code {...}}.
   */
  private FaceSet rerollFaces(int sides) {
    if (peek() == '{') {
      return faces(sides);
    }
    int from;
    int to;
    String op;
    if (lookingAt("<=") || lookingAt(">=")) {
      op = input.substring(pos, pos + 2);
      pos += 2;
    } else if (peek() == '<' || peek() == '>' || peek() == '=') {
      op = String.valueOf(peek());
      pos++;
    } else {
      op = "=";
    }
    int at = nextNonSpace();
    int t = integer("a face to reroll (such as r1, r<3, r>5, r=2 or r{1,2})");
    switch (op) {
      case "<" -> {
        from = 1;
        to = t - 1;
      }
      case "<=" -> {
        from = 1;
        to = t;
      }
      case ">" -> {
        from = t + 1;
        to = sides;
      }
      case ">=" -> {
        from = t;
        to = sides;
      }
      default -> {
        from = t;
        to = t;
      }
    }
    if (from < 1 || to > sides || from > to) {
      pos = at;
      throw error("a reroll threshold that names faces within 1 to " + sides);
    }
    return FaceSet.range(from, to);
  }

  /** The position of the next character that is not a space, without moving. */
  private int nextNonSpace() {
    int p = pos;
    while (p < input.length() && Character.isWhitespace(input.charAt(p))) {
      p++;
    }
    return p;
  }

  private char charAt(int p) {
    return p < input.length() ? input.charAt(p) : '\0';
  }

  private int integer(String what) {
    skipSpaces();
    int start = pos;
    while (pos < input.length() && Character.isDigit(input.charAt(pos))) {
      pos++;
    }
    if (start == pos) {
      throw error(what);
    }
    if (pos - start > 6) {
      pos = start;
      throw error(what + " below 1000000");
    }
    return Integer.parseInt(input.substring(start, pos));
  }

  private void expect(char c) {
    skipSpaces();
    if (peek() != c) {
      throw error("'" + c + "'");
    }
    pos++;
  }

  private boolean consume(char c) {
    if (peek() == c) {
      pos++;
      return true;
    }
    return false;
  }

  private boolean lookingAt(String token) {
    return input.regionMatches(true, pos, token, 0, token.length());
  }

  private char peek() {
    return pos < input.length() ? input.charAt(pos) : '\0';
  }

  private void skipSpaces() {
    while (pos < input.length() && Character.isWhitespace(input.charAt(pos))) {
      pos++;
    }
  }

  private DiceNotationException error(String expected) {
    return new DiceNotationException(input, pos, expected);
  }
}
