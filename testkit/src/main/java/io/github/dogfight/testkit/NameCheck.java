package io.github.dogfight.testkit;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Decision;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.view.Piece;
import io.github.dogfight.core.view.View;
import io.github.dogfight.core.view.Viewer;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * {@link SecrecyCheck}'s name check: which actors a viewer sees (it speaks for them or their side,
 * or they are among its view's pieces), and whether a text it reads (narration, a dice line, a
 * refusal, its decision) names an actor it cannot see. Names are matched whole: a hidden "Rot 1" is
 * not found in "Rot 10", nor inside a seen name that contains it.
 *
 * @param <S> the state type
 * @param <C> the command type
 */
final class NameCheck<S extends GameState, C extends Command> {
  private final RuleSet<S, C> rules;

  /** The name check of {@code rules}. */
  NameCheck(RuleSet<S, C> rules) {
    this.rules = rules;
  }

  /** The view {@code viewer} has of {@code state} awaiting {@code decision}. */
  View<S> viewOf(S state, Viewer viewer, Decision decision) {
    return new View<>(
        viewer, rules.visibleTo(state, viewer), rules.visibleDecision(state, viewer, decision));
  }

  /** Whether {@code v} speaks for {@code actor} or its side. */
  boolean owns(S state, Viewer v, String actor) {
    if (v.speaksFor(actor)) {
      return true;
    }
    try {
      return v.speaksFor(rules.sideOf(state, actor));
    } catch (IllegalArgumentException unknown) {
      return false;
    }
  }

  /** The actors {@code v} sees in {@code state}: its view's pieces, and the sides. */
  Set<String> seen(S state, Viewer v) {
    Set<String> seen = new HashSet<>(rules.sides(state));
    View<S> view = viewOf(state, v, rules.decision(state));
    for (Piece p : rules.pieces(view)) {
      seen.add(p.id());
    }
    return seen;
  }

  /**
   * Every actor of {@code state} a picture may show or hide: the referee's pieces and the awaited
   * actors, but the sides (an event's actor that no picture draws, such as one fighter of a
   * squadron drawn as one piece, is no one's secret).
   */
  Set<String> actors(S state) {
    Set<String> all = new LinkedHashSet<>();
    Decision decision = rules.decision(state);
    for (Piece p : rules.pieces(viewOf(state, Viewer.referee(), decision))) {
      all.add(p.id());
    }
    all.addAll(decision.actors());
    rules.sides(state).forEach(all::remove);
    all.removeIf(String::isBlank);
    return all;
  }

  /** Checks an event {@code v} reads for names it cannot see. */
  void names(
      Viewer v,
      S state,
      Set<String> visible,
      Set<String> all,
      GameEvent e,
      String at,
      Findings findings) {
    hidden(v, state, visible, all, e.narration(), at, "an event", findings);
    for (DiceRoll d : e.dice()) {
      hidden(v, state, visible, all, d.describe(), at, "a dice line", findings);
    }
  }

  /** Reports each name of {@code all} that {@code v} cannot see and {@code text} names. */
  void hidden(
      Viewer v,
      S state,
      Set<String> visible,
      Set<String> all,
      String text,
      String at,
      String what,
      Findings findings) {
    for (String name : all) {
      if (visible.contains(name) || owns(state, v, name) || !text.contains(name)) {
        continue;
      }
      String masked = text;
      for (String other : visible) {
        if (other.length() > name.length() && other.contains(name)) {
          masked = masked.replace(other, "\u0000");
        }
      }
      if (Pattern.compile("(?<![\\p{L}\\p{N}])" + Pattern.quote(name) + "(?![\\p{L}\\p{N}])")
          .matcher(masked)
          .find()) {
        findings.add(
            "hidden name in " + (what.startsWith("a refusal") ? "a refusal" : what),
            at
                + ": "
                + v.name()
                + " reads "
                + name
                + ", which it cannot see, in "
                + what
                + ": \""
                + Findings.quote(text)
                + "\"");
      }
    }
  }
}
