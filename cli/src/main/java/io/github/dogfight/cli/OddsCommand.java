package io.github.dogfight.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.dogfight.core.dice.DiceExpression;
import io.github.dogfight.core.dice.DiceNotation;
import io.github.dogfight.core.dice.DiceNotationException;
import io.github.dogfight.core.event.Words;
import io.github.dogfight.core.game.OddsAnswer;
import io.github.dogfight.core.game.OddsProvider;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.game.RuleSets;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.json.GameFileException;
import io.github.dogfight.json.GameJson;
import io.github.dogfight.json.ReadOptions;
import io.github.dogfight.squadron.SquadronRules;
import io.github.dogfight.squadron.SquadronState;
import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/** {@code dogfight odds}: exact distributions of dice expressions and rule-set questions. */
@CommandLine.Command(
    name = "odds",
    description = {
      "Print the exact distribution of a dice expression, e.g. dogfight odds '2d6-10'.",
      "With --rules, answer a rule set's odds query, e.g.",
      "  dogfight odds --rules squadron squadron --white 14 --black 15",
      "Dice notation: 2d6, 3d6+2, 3d6!, 2d8!>=6, 1d10(0), 6d6(-), 2d20kl1,",
      "  14d6s{1,6}!, A vs B, dbl(2d6,-1), rolloff(3), 1d100, d%%, 4d6dl1, 2d20dh1,",
      "  2d6r1, 1d20ro<3. See the core README."
    })
final class OddsCommand implements Runnable {
  @Spec CommandLine.Model.CommandSpec spec;

  @Option(
      names = "--rules",
      paramLabel = "RULES",
      completionCandidates = RuleSetNames.Odds.class,
      description =
          "Ask the odds query of a rule set (or odds provider) instead: ${COMPLETION-CANDIDATES}.")
  Optional<String> rules = Optional.empty();

  @Option(names = "--json", description = "Print JSON: expression, distribution, mean.")
  boolean json;

  @Option(
      names = {"-h", "--help"},
      description = {
        "Show this help; with --rules, the rule set's queries; with --rules and a query, its"
            + " options."
      })
  boolean help;

  @Parameters(
      arity = "0..1",
      paramLabel = "EXPR|QUERY",
      description = "A dice expression, or with --rules the query name.")
  Optional<String> target = Optional.empty();

  @Unmatched List<String> rest = new ArrayList<>();

  @Override
  public void run() {
    CommandLine cl = spec.commandLine();
    if (help && rules.isEmpty()) {
      cl.usage(cl.getOut());
      return;
    }
    if (help) {
      OddsProvider p = provider(cl);
      if (target.isEmpty()) {
        printQueries(p, cl.getOut());
      } else {
        printQuery(p, query(cl, p), cl.getOut());
      }
      return;
    }
    if (target.isEmpty()) {
      throw new CommandLine.ParameterException(cl, "missing EXPR (or, with --rules, a query name)");
    }
    if (rules.isEmpty()) {
      if (!rest.isEmpty()) {
        throw new CommandLine.ParameterException(
            cl,
            "unknown option or extra argument " + rest + "; only --json applies to an expression");
      }
      DiceExpression e;
      try {
        e = DiceNotation.parse(target.get());
      } catch (DiceNotationException ex) {
        throw new CommandLine.ParameterException(cl, "bad dice expression: " + ex.getMessage());
      }
      Distribution d = e.distribution();
      print(e.notation(), d, Map.of(), Optional.of(e), cl.getOut());
      return;
    }
    if (rules.get().equals(SquadronRules.NAME)
        && EngagementText.QUERIES.containsKey(target.get())) {
      engagementQuery(cl);
      return;
    }
    OddsProvider r = provider(cl);
    OddsQuery query = query(cl, r);
    OddsAnswer answer;
    try {
      answer = query.answer(arguments(cl, query));
    } catch (IllegalArgumentException ex) {
      throw new CommandLine.ParameterException(cl, String.valueOf(ex.getMessage()));
    }
    print(
        answer.expression(),
        answer.distribution(),
        answer.figures(),
        cappedExpression(answer.expression(), answer.distribution()),
        cl.getOut());
  }

  /**
   * {@code odds --rules squadron engagement|equilibrium [--from SAVE]}: the whole engagement's odds
   * from the sample engagement or a saved squadron game's position.
   */
  private void engagementQuery(CommandLine cl) {
    SquadronRules squadron = new SquadronRules();
    SquadronState state = squadron.sampleEngagement(1);
    for (int i = 0; i < rest.size(); i++) {
      if (!rest.get(i).equals("--from") || i + 1 >= rest.size()) {
        throw new CommandLine.ParameterException(
            cl, "unexpected argument '" + rest.get(i) + "'; options: --from SAVE, --json");
      }
      Path file = Path.of(rest.get(++i));
      GameJson.Saved saved;
      try {
        saved = GameJson.read(file, ReadOptions.defaults());
      } catch (IOException e) {
        throw new CommandLine.ParameterException(
            cl, "--from: " + FileProblem.cannotRead(file, e), e);
      } catch (GameFileException e) {
        throw new CommandLine.ParameterException(cl, "--from: " + e.getMessage(), e);
      }
      if (!(saved.game().rules() instanceof SquadronRules r)
          || !(saved.game().state() instanceof SquadronState s)) {
        throw new CommandLine.ParameterException(
            cl,
            "--from: "
                + file
                + " is a game of rule set '"
                + saved.game().rules().name()
                + "', not squadron");
      }
      squadron = r;
      state = s;
    }
    try {
      if (target.orElse("").equals("engagement")) {
        EngagementText.engagement(squadron, state, json, cl.getOut());
      } else {
        EngagementText.equilibrium(squadron, state, json, cl.getOut());
      }
    } catch (IllegalArgumentException ex) {
      throw new CommandLine.ParameterException(cl, String.valueOf(ex.getMessage()), ex);
    }
  }

  /**
   * A rule set's answer written as dice notation whose distribution it is, so that its explosion
   * caps can be stated; empty for any other answer (a to-hit chance, a table).
   */
  private static Optional<DiceExpression> cappedExpression(String expression, Distribution d) {
    try {
      DiceExpression e = DiceNotation.parse(expression);
      return !e.explosionCaps().isEmpty() && e.distribution().equals(d)
          ? Optional.of(e)
          : Optional.empty();
    } catch (IllegalArgumentException | ArithmeticException notDice) {
      return Optional.empty();
    }
  }

  /**
   * The words on a capped distribution: "explosions capped at 10 extra dice per die (longer chains
   * count as the capped one); uncapped mean = 4.2 (21/5)", or empty when nothing explodes.
   */
  static Optional<String> capNote(DiceExpression e) {
    List<Integer> caps = e.explosionCaps();
    if (caps.isEmpty()) {
      return Optional.empty();
    }
    String at =
        caps.size() == 1
            ? String.valueOf(caps.get(0))
            : caps.get(0) + " to " + caps.get(caps.size() - 1);
    Rational uncapped = e.uncappedMean();
    String fraction = Figures.fraction("mean", uncapped);
    return Optional.of(
        "explosions capped at "
            + at
            + " extra "
            + (caps.size() == 1 && caps.get(0) == 1 ? "die" : "dice")
            + " per die (longer chains count as the capped one); uncapped mean = "
            + Figures.shown("mean", uncapped)
            + (fraction.isEmpty() ? "" : " (" + fraction + ")"));
  }

  private OddsProvider provider(CommandLine cl) {
    List<OddsProvider> providers = RuleSets.oddsProviders();
    String name = rules.orElse("");
    return providers.stream()
        .filter(x -> x.name().equals(name))
        .findFirst()
        .orElseThrow(
            () ->
                new CommandLine.ParameterException(
                    cl,
                    "unknown rule set '"
                        + name
                        + "'; choose from: "
                        + String.join(", ", providers.stream().map(OddsProvider::name).toList())));
  }

  private OddsQuery query(CommandLine cl, OddsProvider r) {
    String name = target.orElse("");
    return r.oddsQueries().stream()
        .filter(q -> q.name().equals(name))
        .findFirst()
        .orElseThrow(
            () ->
                new CommandLine.ParameterException(
                    cl,
                    "unknown odds query '"
                        + name
                        + "' for rule set "
                        + r.name()
                        + "; choose from: "
                        + String.join(
                            ", ", r.oddsQueries().stream().map(OddsQuery::name).toList())));
  }

  /** {@code dogfight odds --rules R --help}: each query with its options. */
  private static void printQueries(OddsProvider p, PrintWriter out) {
    printQueryList(p, out);
    if (p.name().equals(SquadronRules.NAME)) {
      EngagementText.QUERIES.forEach(
          (name, about) -> {
            out.println();
            out.println(
                "dogfight odds --rules " + p.name() + " " + name + " [--from SAVE] [--json]");
            out.println("  " + about);
          });
    }
  }

  private static void printQueryList(OddsProvider p, PrintWriter out) {
    out.println(
        "Odds queries of '"
            + p.name()
            + "': dogfight odds --rules "
            + p.name()
            + " QUERY [--OPTION VALUE ...] [--json]");
    for (OddsQuery q : p.oddsQueries()) {
      out.println();
      printQuery(p, q, out);
    }
  }

  /** {@code dogfight odds --rules R QUERY --help}: the query's options. */
  private static void printQuery(OddsProvider p, OddsQuery q, PrintWriter out) {
    StringBuilder usage = new StringBuilder("dogfight odds --rules " + p.name() + " " + q.name());
    q.parameters().keySet().forEach(k -> usage.append(" --").append(k).append(" V"));
    out.println(usage.append(" [--json]"));
    out.println("  " + q.description());
    int width = q.parameters().keySet().stream().mapToInt(String::length).max().orElse(0) + 2;
    q.parameters()
        .forEach(
            (k, d) ->
                out.println(String.format(Locale.ROOT, "    %-" + width + "s  %s", "--" + k, d)));
  }

  private Map<String, String> arguments(CommandLine cl, OddsQuery query) {
    Map<String, String> args = new LinkedHashMap<>();
    for (int i = 0; i < rest.size(); i++) {
      String token = rest.get(i);
      if (!token.startsWith("--") || token.length() == 2) {
        throw new CommandLine.ParameterException(
            cl,
            "unexpected argument '"
                + token
                + "'; options: --"
                + String.join(", --", query.parameters().keySet()));
      }
      String key = token.substring(2);
      String value;
      int eq = key.indexOf('=');
      if (eq >= 0) {
        value = key.substring(eq + 1);
        key = key.substring(0, eq);
      } else if (i + 1 < rest.size() && !rest.get(i + 1).startsWith("--")) {
        value = rest.get(++i);
      } else {
        // A flag such as --below-min: the query decides whether it needs a value.
        value = "";
      }
      args.put(key, value);
    }
    return args;
  }

  /**
   * The answer first (each figure, then the mean: fraction and percent or decimal), then the
   * distribution without its zero tails (values whose probability rounds to 0.0% at either end).
   */
  private void print(
      String expression,
      Distribution d,
      Map<String, Rational> figures,
      Optional<DiceExpression> dice,
      PrintWriter out) {
    Optional<String> capped = dice.flatMap(OddsCommand::capNote);
    if (json) {
      ObjectNode odds = Json.oddsTree(expression, d, figures);
      if (capped.isPresent()) {
        DiceExpression e = dice.orElseThrow();
        // The caps beside the mean: the depth caps, the uncapped mean and the same words.
        ArrayNode caps = odds.putArray("explosionCaps");
        e.explosionCaps().forEach(caps::add);
        odds.put("uncappedMean", Json.fraction(e.uncappedMean()));
        odds.put("note", capped.get());
      }
      out.println(Json.write(odds));
      return;
    }
    out.println(expression);
    int width = Math.max(4, figures.keySet().stream().mapToInt(String::length).max().orElse(0));
    figures.forEach((name, value) -> out.println(figure(name, value, width)));
    out.println(figure("mean", d.mean(), width));
    capped.ifPresent(note -> out.println("  " + note));
    out.println();

    // Percentages straight from the integer weights, and P(>=) as one running sum from the top:
    // fast even when the exact weights run to thousands of digits.
    BigInteger total = d.totalWeight();
    boolean shortFractions = total.bitLength() <= 80;
    List<Integer> support = d.support();
    String[] atLeast = new String[support.size()];
    String[] percents = new String[support.size()];
    String[] atLeastExact = new String[support.size()];
    BigInteger tail = BigInteger.ZERO;
    int first = -1;
    int last = -1;
    for (int i = support.size() - 1; i >= 0; i--) {
      BigInteger w = d.weight(support.get(i));
      tail = tail.add(w);
      atLeast[i] = Figures.percent(tail, total);
      atLeastExact[i] = shortFractions ? shortFraction(Rational.of(tail, total)) : "";
      percents[i] = Figures.percent(w, total);
      if (!percents[i].startsWith("<")) {
        first = i;
        last = last < 0 ? i : last;
      }
    }
    if (first < 0) { // every value under 0.05%: show them all rather than nothing
      first = 0;
      last = support.size() - 1;
    }
    out.println(
        String.format(
                Locale.ROOT,
                "  %6s  %-24s %9s %9s  %s",
                "value",
                "probability",
                "percent",
                "P(>=)",
                shortFractions ? "P(>=) exact" : "")
            .stripTrailing());
    for (int i = first; i <= last; i++) {
      int v = support.get(i);
      out.println(
          String.format(
                  Locale.ROOT,
                  "  %6d  %-24s %8s%% %8s%%  %s",
                  v,
                  shortFractions
                      ? shortFraction(Rational.of(d.weight(v), total))
                      : "(exact: see --json)",
                  percents[i],
                  atLeast[i],
                  atLeastExact[i])
              .stripTrailing());
    }
    if (first > 0 || last < support.size() - 1) {
      List<String> cut = new ArrayList<>();
      if (first > 0) {
        cut.add(Words.count(first, "value") + " below " + support.get(first));
      }
      if (last < support.size() - 1) {
        cut.add(Words.count(support.size() - 1 - last, "value") + " above " + support.get(last));
      }
      out.println(
          "  (" + Words.list(cut) + " left out: each under 0.05%; --json lists every value)");
    }
  }

  /**
   * One figure of the answer: a probability (a name such as "P(...)") as a percentage, anything
   * else (a mean, an expectation) as a decimal, each followed by its exact fraction in parentheses
   * ({@link Figures}): "P(pass) = 72.222% (13/18)"; a fraction over 40 characters is left to {@code
   * --json}.
   */
  private static String figure(String name, Rational value, int width) {
    String shown = Figures.shown(name, value);
    String fraction = Figures.fraction(name, value);
    String exact =
        fraction.isEmpty()
            ? ""
            : fraction.length() <= 40 ? " (" + fraction + ")" : " (exact fraction: see --json)";
    return String.format(Locale.ROOT, "  %-" + width + "s = %10s%s", name, shown, exact);
  }

  /** The fraction when it fits a table column; long exact fractions are in the --json output. */
  private static String shortFraction(Rational r) {
    String f = r.toString();
    return f.length() <= 24 ? f : "(exact: see --json)";
  }
}
