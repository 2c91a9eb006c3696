package io.github.dogfight.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import java.math.BigDecimal;
import java.util.Locale;
import java.util.Map;

/**
 * The JSON the command line prints, in one style for every command ({@code odds}, {@code simulate},
 * {@code sweep}): one line of compact JSON (no spaces), keys in camelCase, counts and decimals as
 * JSON numbers, exact fractions as strings {@code "n/d"} in lowest terms (always with a
 * denominator, so one is {@code "1/1"}). The saved-game format ({@code duel --json}, {@code
 * --save}) is the file format of dogfight-json and keeps its own indented layout.
 *
 * <p>{@code dogfight odds --json}: {@code {"expression":"...","distribution":[{"value":v,
 * "probability":"n/d","decimal":x},...],"mean":"n/d"}}, values ascending, decimals to 12 places.
 * Rule-set queries add {@code "figures":{"name":"n/d",...}}.
 */
final class Json {
  private Json() {}

  private static final ObjectMapper MAPPER =
      JsonMapper.builder().enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN).build();

  static String odds(String expression, Distribution d, Map<String, Rational> figures) {
    return write(oddsTree(expression, d, figures));
  }

  /** The tree {@link #odds} writes, for a caller that adds fields after {@code mean}. */
  static ObjectNode oddsTree(String expression, Distribution d, Map<String, Rational> figures) {
    ObjectNode root = JsonNodeFactory.instance.objectNode();
    root.put("expression", expression);
    ArrayNode values = root.putArray("distribution");
    for (int v : d.support()) {
      Rational p = d.probability(v);
      ObjectNode n = values.addObject();
      n.put("value", v);
      n.put("probability", fraction(p));
      n.put("decimal", decimal(p));
    }
    root.put("mean", fraction(d.mean()));
    if (!figures.isEmpty()) {
      ObjectNode f = root.putObject("figures");
      figures.forEach((name, value) -> f.put(name, fraction(value)));
    }
    return root;
  }

  /** {@code node} as one line of compact JSON. */
  static String write(JsonNode node) {
    try {
      return MAPPER.writeValueAsString(node);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a JSON tree could not be written", e);
    }
  }

  /** {@code n/d} in lowest terms, always with a denominator. */
  static String fraction(Rational r) {
    return r.numerator() + "/" + r.denominator();
  }

  /** A decimal with up to 12 places, no exponent, no trailing zeros. */
  static BigDecimal decimal(Rational r) {
    BigDecimal d = r.toDecimal(12).stripTrailingZeros();
    return d.signum() == 0 ? BigDecimal.ZERO : d.scale() < 0 ? d.setScale(0) : d;
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
