package io.github.dogfight.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.view.View;
import io.github.dogfight.squadron.EngagementDistribution;
import io.github.dogfight.squadron.EngagementTooLargeException;
import io.github.dogfight.squadron.Equilibrium;
import io.github.dogfight.squadron.Maneuver;
import io.github.dogfight.squadron.Pending;
import io.github.dogfight.squadron.Side;
import io.github.dogfight.squadron.SquadronCommand;
import io.github.dogfight.squadron.SquadronRules;
import io.github.dogfight.squadron.SquadronState;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The squadron rules' whole-engagement odds on the command line (issue 32): {@code dogfight odds
 * --rules squadron engagement|equilibrium [--from SAVE] [--json]}, and the lines {@code play} shows
 * beside each maneuver.
 */
final class EngagementText {
  /** The two queries answered here, with what they answer. */
  static final Map<String, String> QUERIES =
      Map.of(
          "engagement",
          "who wins the whole engagement, why and in which round, both sides by the default bot"
              + " (--from SAVE: from a saved position)",
          "equilibrium",
          "the best secret choice: both sides' optimal mixes of maneuvers and P(white wins)"
              + " (--from SAVE: from a saved position at a declaration)");

  /**
   * The largest estimate (by round, {@code EngagementOdds.estimate}) at which {@code play} works
   * out the equilibrium mix at a declaration: above it, a declaration could take seconds (a search
   * of up to 500,000 states), so {@code play} names the limit and the query that computes it.
   */
  static final long PLAY_EQUILIBRIUM_ESTIMATE = 100_000L;

  private EngagementText() {}

  /** {@code odds --rules squadron engagement}: the text. */
  static void engagement(SquadronRules rules, SquadronState state, boolean json, PrintWriter out) {
    EngagementDistribution d = rules.engagementOdds().engagement(state);
    if (json) {
      ObjectNode root = JsonNodeFactory.instance.objectNode();
      root.put("query", "engagement");
      root.put("white", d.white());
      root.put("black", d.black());
      root.put("turn", state.turn());
      root.put("strategies", "default bot, both sides");
      ObjectNode f = root.putObject("figures");
      f.put("P(white wins)", d.whiteWins());
      f.put("P(black wins)", d.blackWins());
      f.put("P(no winner)", d.noWinner());
      f.put("E(round)", d.meanRound());
      ObjectNode e = root.putObject("endings");
      d.endings().forEach(e::put);
      ArrayNode rounds = root.putArray("rounds");
      d.rounds()
          .forEach(
              (r, p) -> {
                ObjectNode n = rounds.addObject();
                n.put("round", r);
                n.put("probability", p);
              });
      if (d.isExact()) {
        ObjectNode x = root.putObject("exact");
        d.exact().forEach((k, v) -> x.put(k, Json.fraction(v)));
      }
      root.put("errorBound", d.errorBound());
      root.put("states", d.states());
      root.put("estimate", d.estimate());
      out.println(Json.write(root));
      return;
    }
    out.println(
        "Engagement odds: "
            + d.white()
            + " (white) vs "
            + d.black()
            + " (black) from round "
            + state.turn()
            + ", both sides by the default bot");
    int width = ("P(" + longer(d.white(), d.black()) + " wins)").length();
    for (String k : d.endings().keySet()) {
      width = Math.max(width, k.length() + 2);
    }
    int w = width;
    out.println(line("P(" + d.white() + " wins)", d.whiteWins(), w));
    out.println(line("P(" + d.black() + " wins)", d.blackWins(), w));
    out.println(line("P(no winner)", d.noWinner(), w));
    out.println("  endings:");
    d.endings().forEach((k, p) -> out.println("  " + line(k, p, w - 2)));
    out.println(String.format(Locale.ROOT, "  mean round = %.3f; ends in round:", d.meanRound()));
    d.rounds()
        .forEach(
            (r, p) -> {
              if (p >= 0.0005) {
                out.println(String.format(Locale.ROOT, "    %3d  %7s", r, percent(p)));
              }
            });
    out.println("    (rounds under 0.05% left out; --json lists every round)");
    out.println(
        String.format(
            Locale.ROOT,
            "  %s; %d states (estimate %d, limit %d)",
            d.isExact()
                ? "exact fractions in --json"
                : String.format(Locale.ROOT, "each figure within %.1e (doubles)", d.errorBound()),
            d.states(),
            d.estimate(),
            io.github.dogfight.squadron.EngagementOdds.MAX_ESTIMATE));
  }

  /** {@code odds --rules squadron equilibrium}: the mixes and the value. */
  static void equilibrium(SquadronRules rules, SquadronState state, boolean json, PrintWriter out) {
    Equilibrium e = rules.engagementOdds().equilibrium(state);
    String white = state.white().name();
    String black = state.black().name();
    if (json) {
      ObjectNode root = JsonNodeFactory.instance.objectNode();
      root.put("query", "equilibrium");
      root.put("white", white);
      root.put("black", black);
      root.put("turn", state.turn());
      root.put("payoff", "P(white wins)");
      root.put("value", Json.fraction(e.value()));
      root.put("decimal", Json.decimal(e.value()));
      for (Side side : Side.values()) {
        ObjectNode m = root.putObject(side == Side.WHITE ? "whiteMix" : "blackMix");
        e.mix(side).forEach((k, v) -> m.put(k.title(), Json.fraction(v)));
      }
      ArrayNode rows = root.putArray("payoffs");
      for (List<Rational> row : e.payoffs()) {
        ArrayNode r = rows.addArray();
        row.forEach(x -> r.add(Json.decimal(x)));
      }
      root.put("errorBound", e.errorBound());
      root.put("states", e.states());
      out.println(Json.write(root));
      return;
    }
    out.println(
        "Equilibrium of the secret maneuver declaration: "
            + white
            + " (white) vs "
            + black
            + " (black), round "
            + state.turn());
    out.println(
        "  payoff: P("
            + white
            + " wins the engagement); "
            + black
            + " minimizes it (its wins and no winner alike). Later declarations by the"
            + " equilibrium, every other choice by the default bot.");
    out.println("  value = " + percent(e.value().doubleValue()) + " P(" + white + " wins)");
    out.println("  " + white + " mix: " + mix(e.white()));
    out.println("  " + black + " mix: " + mix(e.black()));
    out.println("  P(" + white + " wins) by pair (rows " + white + ", columns " + black + "):");
    StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "    %-9s", ""));
    e.maneuvers().forEach(m -> head.append(String.format(Locale.ROOT, " %9s", m.title())));
    out.println(head);
    for (int i = 0; i < e.maneuvers().size(); i++) {
      StringBuilder row =
          new StringBuilder(String.format(Locale.ROOT, "    %-9s", e.maneuvers().get(i).title()));
      for (Rational x : e.payoffs().get(i)) {
        row.append(String.format(Locale.ROOT, " %9s", percent(x.doubleValue())));
      }
      out.println(row);
    }
    out.println(
        String.format(
            Locale.ROOT,
            "  no pure maneuver improves either side's value (checked exactly); %s; %d states",
            e.errorBound() == 0
                ? "exact"
                : String.format(Locale.ROOT, "payoffs within %.1e", e.errorBound()),
            e.states()));
  }

  /**
   * In {@code play}, at a squadron declaration: a line saying what the figures beside the maneuvers
   * are, and for each listed maneuver its figures; empty for anything else.
   */
  static Map<Integer, String> playNotes(
      Game<?, ?> game, String actor, List<?> legal, PrintWriter out) {
    Map<Integer, String> notes = new LinkedHashMap<>();
    Optional<Declaring> at = declaring(game, actor);
    if (at.isEmpty()) {
      return notes;
    }
    SquadronRules rules = at.get().rules();
    SquadronState state = at.get().state();
    View<SquadronState> view = at.get().view();
    Side side = Side.valueOf(rules.sideOf(state, actor));
    Map<Maneuver, Double> chances;
    try {
      chances = rules.engagementOdds().winChances(view, side);
    } catch (EngagementTooLargeException tooLarge) {
      out.println("  (engagement odds: " + tooLarge.getMessage() + ")");
      return notes;
    }
    Equilibrium e = null;
    String refused = "";
    long estimate = rules.engagementOdds().estimate(view.state());
    if (estimate > PLAY_EQUILIBRIUM_ESTIMATE) {
      refused =
          "not worked out at each declaration above an estimate of "
              + PLAY_EQUILIBRIUM_ESTIMATE
              + " states (here "
              + estimate
              + "); type 'mix' to work it out";
    } else {
      try {
        e = rules.engagementOdds().equilibrium(view.state());
      } catch (EngagementTooLargeException tooLarge) {
        refused = tooLarge.getMessage();
      }
    }
    out.println(
        "  Beside each maneuver: P(engagement won) = the chance that "
            + state.squadron(side).name()
            + " wins the engagement if it flies it and both sides then follow the default bot"
            + (e != null
                ? "; mix = the equilibrium's share of it."
                : ". (equilibrium mix: " + refused + ")"));
    for (int i = 0; i < legal.size(); i++) {
      if (legal.get(i) instanceof SquadronCommand.DeclareManeuver m) {
        Double p = chances.get(m.maneuver());
        if (p == null) {
          continue;
        }
        String note = "P(engagement won) = " + percent(p);
        if (e != null) {
          Rational share = e.mix(side).getOrDefault(m.maneuver(), Rational.ZERO);
          note += ", mix = " + percent(share.doubleValue());
        }
        notes.put(i, note);
      }
    }
    return notes;
  }

  /**
   * {@code play}'s {@code mix}: the equilibrium of the declaration {@code actor} is to make, worked
   * out on request (at any estimate within the limits), from its side's view: its own mix, the
   * enemy's and the value.
   */
  static void playMix(Game<?, ?> game, String actor, PrintWriter out) {
    Optional<Declaring> at = declaring(game, actor);
    if (at.isEmpty()) {
      out.println("'mix' works out the equilibrium at a squadron maneuver declaration only.");
      return;
    }
    SquadronState state = at.get().state();
    Equilibrium e;
    try {
      e = at.get().rules().engagementOdds().equilibrium(at.get().view().state());
    } catch (EngagementTooLargeException tooLarge) {
      out.println("  (equilibrium mix: " + tooLarge.getMessage() + ")");
      return;
    }
    String white = state.white().name();
    out.println(
        "  Equilibrium: value = "
            + percent(e.value().doubleValue())
            + " P("
            + white
            + " wins); "
            + white
            + " mix: "
            + mix(e.white())
            + "; "
            + state.black().name()
            + " mix: "
            + mix(e.black())
            + " ("
            + e.states()
            + " states)");
  }

  /** A squadron game at a simultaneous maneuver declaration, and the asking side's view of it. */
  private record Declaring(SquadronRules rules, SquadronState state, View<SquadronState> view) {}

  /** {@code game} as a squadron declaration {@code actor} is to make; empty for anything else. */
  private static Optional<Declaring> declaring(Game<?, ?> game, String actor) {
    if (!(game.rules() instanceof SquadronRules rules)
        || !(game.state() instanceof SquadronState state)
        || !(state.pending().orElse(null) instanceof Pending.Declaration d)
        || !d.simultaneous()) {
      return Optional.empty();
    }
    @SuppressWarnings("unchecked")
    View<SquadronState> view = (View<SquadronState>) (View<?>) game.viewFor(actor);
    return Optional.of(new Declaring(rules, state, view));
  }

  private static String mix(Map<Maneuver, Rational> mix) {
    StringBuilder sb = new StringBuilder();
    mix.forEach(
        (m, p) -> {
          if (p.signum() > 0) {
            sb.append(sb.length() == 0 ? "" : ", ")
                .append(m.title())
                .append(' ')
                .append(percent(p.doubleValue()));
            if (p.denominator().bitLength() <= 32) {
              sb.append(" (").append(p).append(')');
            }
          }
        });
    return sb.toString();
  }

  private static String longer(String a, String b) {
    return a.length() >= b.length() ? a : b;
  }

  private static String line(String name, double p, int width) {
    return String.format(Locale.ROOT, "  %-" + width + "s = %8s", name, percent(p));
  }

  /** A probability as a percentage with two decimals: "61.37%", "<0.01%", ">99.99%". */
  static String percent(double p) {
    if (p > 0 && p < 0.00005) {
      return "<0.01%";
    }
    if (p < 1 && p > 0.99995) {
      return ">99.99%";
    }
    return String.format(Locale.ROOT, "%.2f%%", 100 * p);
  }
}
