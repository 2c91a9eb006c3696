package io.github.dogfight.cli;

import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import java.util.Locale;
import java.util.Map;

/**
 * The JSON form of {@code dogfight odds --json}: {@code {"expression": "...", "distribution":
 * [{"value": v, "probability": "n/d", "decimal": x}, ...], "mean": "n/d"}}, values ascending,
 * fractions in lowest terms (always with a denominator, so one is "1/1"). Rule-set queries add
 * {@code "figures": {"name": "n/d", ...}}.
 */
final class Json {
  private Json() {}

  static String odds(String expression, Distribution d, Map<String, Rational> figures) {
    StringBuilder sb = new StringBuilder("{\"expression\": ").append(string(expression));
    sb.append(", \"distribution\": [");
    boolean first = true;
    for (int v : d.support()) {
      Rational p = d.probability(v);
      if (!first) {
        sb.append(", ");
      }
      first = false;
      sb.append("{\"value\": ")
          .append(v)
          .append(", \"probability\": ")
          .append(string(fraction(p)))
          .append(", \"decimal\": ")
          .append(decimal(p))
          .append('}');
    }
    sb.append("], \"mean\": ").append(string(fraction(d.mean())));
    if (!figures.isEmpty()) {
      sb.append(", \"figures\": {");
      first = true;
      for (Map.Entry<String, Rational> e : figures.entrySet()) {
        if (!first) {
          sb.append(", ");
        }
        first = false;
        sb.append(string(e.getKey())).append(": ").append(string(fraction(e.getValue())));
      }
      sb.append('}');
    }
    return sb.append('}').toString();
  }

  /** {@code n/d} in lowest terms, always with a denominator. */
  static String fraction(Rational r) {
    return r.numerator() + "/" + r.denominator();
  }

  /** A decimal with up to 12 places, no exponent, no trailing zeros. */
  static String decimal(Rational r) {
    String s = r.toDecimal(12).stripTrailingZeros().toPlainString();
    return s.equals("-0") ? "0" : s;
  }

  static String string(String s) {
    StringBuilder sb = new StringBuilder("\"");
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\t' -> sb.append("\\t");
        default -> {
          if (c < 0x20) {
            sb.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.append('"').toString();
  }
}
