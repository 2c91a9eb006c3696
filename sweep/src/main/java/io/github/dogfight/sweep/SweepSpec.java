package io.github.dogfight.sweep;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * A balance study: a rule set, the variants of it to compare, how many games each plays, and the
 * master seed. Game i of every variant is seeded from (master seed, i), so variants meet the same
 * dice and any split of the games (threads, machines, Spark partitions) gives the same results.
 *
 * <p>Written as JSON ({@link #parse}); unknown fields, repeated keys and trailing text are refused,
 * each refusal naming the field:
 *
 * <pre>{@code
 * {
 *   "rules": "dogfite",
 *   "games": 10000,
 *   "seed": 1,
 *   "baseline": "initiative",
 *   "variants": [
 *     { "name": "initiative" },
 *     { "name": "cards", "activation": "cards" },
 *     { "name": "spad", "forces": { "Camel": "SPAD XIII" } },
 *     { "name": "easy bets",
 *       "patches": [ { "table": "move / maneuver", "row": "facing 3", "column": "12", "cell": "3" } ] },
 *     { "name": "default bots", "bots": { "RFC": "default" } }
 *   ]
 * }
 * }</pre>
 *
 * @param rules the rule set's name ({@link io.github.dogfight.core.game.RuleSet#name()})
 * @param games games per variant, 1 to {@value #MOST_GAMES}
 * @param seed the master seed
 * @param baseline the variant others are compared against: the first unless named
 * @param variants the variants, 1 to {@value #MOST_VARIANTS}, names unique
 */
public record SweepSpec(
    String rules, long games, long seed, String baseline, List<Variant> variants) {
  /** The most games per variant. */
  public static final long MOST_GAMES = 100_000_000L;

  /** The most variants in one sweep. */
  public static final int MOST_VARIANTS = 64;

  /** The most characters of a spec's text. */
  public static final int MOST_CHARS = 1 << 20;

  /** The most patches, forces or bots of one variant. */
  public static final int MOST_ENTRIES = 256;

  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9 _.+-]{0,63}");

  /**
   * Checks the spec.
   *
   * @param rules the rule set's name ({@link io.github.dogfight.core.game.RuleSet#name()})
   * @param games games per variant, 1 to {@value #MOST_GAMES}
   * @param seed the master seed
   * @param baseline the variant others are compared against: the first unless named
   * @param variants the variants, 1 to {@value #MOST_VARIANTS}, names unique
   * @throws SweepSpecException naming the field and value refused
   */
  public SweepSpec {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(baseline, "baseline");
    if (rules.isBlank()) {
      throw new SweepSpecException("rules", "must name a rule set");
    }
    if (games < 1 || games > MOST_GAMES) {
      throw new SweepSpecException("games", "must be 1 to " + MOST_GAMES + ", was " + games);
    }
    variants = List.copyOf(variants);
    if (variants.isEmpty() || variants.size() > MOST_VARIANTS) {
      throw new SweepSpecException(
          "variants", "must list 1 to " + MOST_VARIANTS + ", listed " + variants.size());
    }
    Set<String> names = new HashSet<>();
    for (int i = 0; i < variants.size(); i++) {
      if (!names.add(variants.get(i).name())) {
        throw new SweepSpecException(
            "variants[" + i + "].name", "'" + variants.get(i).name() + "' is named twice");
      }
    }
    if (!names.contains(baseline)) {
      throw new SweepSpecException(
          "baseline",
          "'" + baseline + "' is not a variant; the variants are " + variantNames(variants));
    }
  }

  private static List<String> variantNames(List<Variant> variants) {
    return variants.stream().map(Variant::name).toList();
  }

  /**
   * The variant named {@code name}.
   *
   * @param name a variant's name
   * @return the variant
   * @throws IllegalArgumentException naming the variants when there is none of that name
   */
  public Variant variant(String name) {
    return variants.stream()
        .filter(v -> v.name().equals(name))
        .findFirst()
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "no variant '" + name + "'; the variants are " + variantNames(variants)));
  }

  /**
   * One variant of the rule set: what it changes from the rule set as it comes.
   *
   * @param name its name, unique in the sweep: letters, digits, space, {@code _ . + -}, at most 64
   * @param activation the activation swapped in ({@code RuleSet.withActivation}), empty for the
   *     rule set's own
   * @param patches table cells replaced, in order
   * @param forces aircraft of the sample engagement given other catalog types, by aircraft id
   * @param bots the bot of each side, by side name, "default" for the others
   */
  public record Variant(
      String name,
      Optional<String> activation,
      List<Patch> patches,
      Map<String, String> forces,
      Map<String, String> bots) {
    /**
     * Checks and copies the parts.
     *
     * @param name its name, unique in the sweep: letters, digits, space, {@code _ . + -}, at most
     *     64
     * @param activation the activation swapped in ({@code RuleSet.withActivation}), empty for the
     *     rule set's own
     * @param patches table cells replaced, in order
     * @param forces aircraft of the sample engagement given other catalog types, by aircraft id
     * @param bots the bot of each side, by side name, "default" for the others
     * @throws SweepSpecException for a bad name
     */
    public Variant {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(activation, "activation");
      if (!NAME.matcher(name).matches()) {
        throw new SweepSpecException(
            "name",
            "'"
                + name
                + "' must be 1 to 64 letters, digits, spaces or _ . + -, starting with a letter"
                + " or digit");
      }
      patches = List.copyOf(patches);
      forces = Collections.unmodifiableMap(new LinkedHashMap<>(forces));
      bots = Collections.unmodifiableMap(new LinkedHashMap<>(bots));
    }

    /**
     * A variant that changes nothing.
     *
     * @param name its name
     * @return the variant
     */
    public static Variant named(String name) {
      return new Variant(name, Optional.empty(), List.of(), Map.of(), Map.of());
    }
  }

  /**
   * One table cell replaced, found by the labels the table prints ({@code RuleSet.withTablePatch}).
   *
   * @param table the table's name
   * @param row the row's label
   * @param column the column's label
   * @param cell the new cell's text
   */
  public record Patch(String table, String row, String column, String cell) {
    /**
     * Checks the parts.
     *
     * @param table the table's name
     * @param row the row's label
     * @param column the column's label
     * @param cell the new cell's text
     * @throws NullPointerException when a part is null
     */
    public Patch {
      Objects.requireNonNull(table, "table");
      Objects.requireNonNull(row, "row");
      Objects.requireNonNull(column, "column");
      Objects.requireNonNull(cell, "cell");
    }
  }

  private static final ObjectMapper MAPPER =
      JsonMapper.builder()
          .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
          .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
          .disable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
          .build();

  static {
    MAPPER
        .getFactory()
        .setStreamReadConstraints(
            StreamReadConstraints.builder().maxNestingDepth(16).maxStringLength(4096).build());
  }

  /**
   * Reads a spec from its JSON text.
   *
   * @param json the spec
   * @return the spec
   * @throws SweepSpecException naming the field refused (or "spec" for text that is not JSON, with
   *     the line and column)
   */
  public static SweepSpec parse(String json) {
    Objects.requireNonNull(json, "json");
    if (json.length() > MOST_CHARS) {
      throw new SweepSpecException(
          "spec", "is " + json.length() + " characters, more than " + MOST_CHARS);
    }
    JsonNode root;
    try {
      root = MAPPER.readTree(json);
    } catch (JsonProcessingException e) {
      String where =
          e.getLocation() == null
              ? ""
              : " at line "
                  + e.getLocation().getLineNr()
                  + ", column "
                  + e.getLocation().getColumnNr();
      throw new SweepSpecException(
          "spec", "is not valid JSON" + where + ": " + e.getOriginalMessage(), e);
    }
    if (root == null || !root.isObject()) {
      throw new SweepSpecException("spec", "must be a JSON object");
    }
    only(root, "", Set.of("rules", "games", "seed", "baseline", "variants"));
    String rules = text(root, "rules", "rules", true).orElseThrow();
    long games = number(root, "games", "games", true, 1000);
    long seed = number(root, "seed", "seed", false, 1);
    JsonNode list = root.get("variants");
    if (list == null || !list.isArray()) {
      throw new SweepSpecException("variants", "must be a list of variants");
    }
    if (list.size() > MOST_VARIANTS) {
      throw new SweepSpecException(
          "variants", "must list 1 to " + MOST_VARIANTS + ", listed " + list.size());
    }
    List<Variant> variants = new ArrayList<>();
    for (int i = 0; i < list.size(); i++) {
      variants.add(variant(list.get(i), "variants[" + i + "]"));
    }
    if (variants.isEmpty()) {
      throw new SweepSpecException("variants", "must list 1 to " + MOST_VARIANTS + ", listed 0");
    }
    String baseline = text(root, "baseline", "baseline", false).orElse(variants.get(0).name());
    return new SweepSpec(rules, games, seed, baseline, variants);
  }

  private static Variant variant(JsonNode node, String path) {
    if (!node.isObject()) {
      throw new SweepSpecException(path, "must be an object with at least a \"name\"");
    }
    only(node, path + ".", Set.of("name", "activation", "patches", "forces", "bots"));
    String name = text(node, "name", path + ".name", true).orElseThrow();
    Optional<String> activation = text(node, "activation", path + ".activation", false);
    List<Patch> patches = new ArrayList<>();
    JsonNode ps = node.get("patches");
    if (ps != null) {
      if (!ps.isArray() || ps.size() > MOST_ENTRIES) {
        throw new SweepSpecException(
            path + ".patches", "must be a list of at most " + MOST_ENTRIES + " patches");
      }
      for (int j = 0; j < ps.size(); j++) {
        JsonNode p = ps.get(j);
        String at = path + ".patches[" + j + "]";
        if (!p.isObject()) {
          throw new SweepSpecException(at, "must be an object: table, row, column, cell");
        }
        only(p, at + ".", Set.of("table", "row", "column", "cell"));
        patches.add(
            new Patch(
                text(p, "table", at + ".table", true).orElseThrow(),
                text(p, "row", at + ".row", true).orElseThrow(),
                text(p, "column", at + ".column", true).orElseThrow(),
                text(p, "cell", at + ".cell", true).orElseThrow()));
      }
    }
    try {
      return new Variant(
          name,
          activation,
          patches,
          names(node, "forces", path + ".forces"),
          names(node, "bots", path + ".bots"));
    } catch (SweepSpecException e) {
      throw new SweepSpecException(path + "." + e.field(), messageOf(e), e);
    }
  }

  private static String messageOf(SweepSpecException e) {
    String m = String.valueOf(e.getMessage());
    return m.substring(e.field().length() + 2);
  }

  private static Map<String, String> names(JsonNode node, String field, String path) {
    JsonNode m = node.get(field);
    Map<String, String> out = new LinkedHashMap<>();
    if (m == null) {
      return out;
    }
    if (!m.isObject() || m.size() > MOST_ENTRIES) {
      throw new SweepSpecException(
          path, "must be an object of at most " + MOST_ENTRIES + " names to names");
    }
    for (Map.Entry<String, JsonNode> e : m.properties()) {
      if (!e.getValue().isTextual()) {
        throw new SweepSpecException(
            path + "." + e.getKey(), "must be a name in quotes, was " + e.getValue());
      }
      out.put(e.getKey(), e.getValue().textValue());
    }
    return out;
  }

  private static void only(JsonNode node, String prefix, Set<String> allowed) {
    for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
      String f = it.next();
      if (!allowed.contains(f)) {
        throw new SweepSpecException(
            prefix + f, "is not a field here; the fields are " + new TreeSet<>(allowed));
      }
    }
  }

  private static Optional<String> text(JsonNode node, String field, String path, boolean required) {
    JsonNode v = node.get(field);
    if (v == null || v.isNull()) {
      if (required) {
        throw new SweepSpecException(path, "is required");
      }
      return Optional.empty();
    }
    if (!v.isTextual() || v.textValue().isBlank()) {
      throw new SweepSpecException(path, "must be a non-empty string, was " + v);
    }
    return Optional.of(v.textValue());
  }

  private static long number(
      JsonNode node, String field, String path, boolean required, long otherwise) {
    JsonNode v = node.get(field);
    if (v == null || v.isNull()) {
      if (required) {
        throw new SweepSpecException(path, "is required");
      }
      return otherwise;
    }
    if (!v.isIntegralNumber() || !v.canConvertToLong()) {
      throw new SweepSpecException(path, "must be a whole number, was " + v);
    }
    return v.longValue();
  }
}
