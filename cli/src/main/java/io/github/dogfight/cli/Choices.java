package io.github.dogfight.cli;

import io.github.dogfight.core.event.Words;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.odds.Rational;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The legal commands of one decision of {@code dogfight play}, numbered as {@link Menu} groups
 * them, each with its exact odds: printed whole or one group at a time, explained figure by figure
 * ({@code odds N}), and an answer ("3", "3.2", or a member's number in an open group) resolved to a
 * {@link Choice}.
 *
 * @param <S> the state type
 * @param <C> the command type
 */
final class Choices<S extends GameState, C extends Command> {
  /** The width a line of choices keeps to when it can. */
  static final int WIDTH = 100;

  final Game<S, C> game;
  final List<C> legal;
  final PrintWriter out;
  final Menu menu;

  /** Words shown beside some commands besides their odds, by index in {@link #legal}. */
  Map<Integer, String> notes = Map.of();

  /** The group being shown (an index into the menu's entries), or -1 for the whole list. */
  int open = -1;

  /** The numbered list of {@code legal}, the commands of one decision in {@code game}. */
  Choices(Game<S, C> game, List<C> legal, PrintWriter out) {
    this.game = game;
    this.legal = legal;
    this.out = out;
    this.menu = Menu.of(legal.stream().map(Command::describe).toList());
  }

  /** Prints the whole list, or the open group's commands. */
  void print() {
    List<Menu.Entry> entries = menu.entries();
    if (open >= 0) {
      Menu.Entry group = entries.get(open);
      out.println(
          "  "
              + (open + 1)
              + ". "
              + group.label()
              + " ...: "
              + Words.count(group.members().size(), "command")
              + " ('back' shows the whole list)");
      List<Integer> members = group.members();
      int width = ((open + 1) + "." + members.size() + ".").length();
      for (int m = 0; m < members.size(); m++) {
        printCommand((open + 1) + "." + (m + 1), members.get(m), width);
      }
      return;
    }
    for (int i = 0; i < entries.size(); i++) {
      Menu.Entry e = entries.get(i);
      if (e.isGroup()) {
        out.println(
            String.format(
                Locale.ROOT,
                "  %3d. %s ...   (%s)",
                i + 1,
                e.label(),
                Words.count(e.members().size(), "command")));
      } else {
        printCommand(String.valueOf(i + 1), e.members().get(0), 4);
      }
    }
    if (menu.grouped()) {
      out.println(
          "  "
              + Words.count(legal.size(), "command")
              + " in "
              + entries.size()
              + " entries: a group's number lists its commands; N.M plays the M-th of group N.");
    }
  }

  /** One command with its odds: " 12. Camel turns 2 right [P(bet passes) = ...]". */
  private void printCommand(String number, int index, int width) {
    C c = legal.get(index);
    String line = String.format(Locale.ROOT, "  %" + width + "s %s", number + ".", c.describe());
    List<String> odds = new ArrayList<>(odds(game.oddsOf(c), number));
    if (notes.containsKey(index)) {
      odds.add(notes.get(index));
    }
    String beside = odds.isEmpty() ? "" : "   [" + String.join(", ", odds) + "]";
    // the odds beside the command when they fit a terminal's width, else below it, on as
    // many lines of at most WIDTH characters as they need
    if (line.length() + beside.length() <= WIDTH) {
      out.println(line + beside);
      return;
    }
    out.println(line);
    String indent = " ".repeat(width + 3);
    StringBuilder below = new StringBuilder(indent).append('[');
    for (int i = 0; i < odds.size(); i++) {
      String part = odds.get(i) + (i == odds.size() - 1 ? "]" : ",");
      if (below.length() > indent.length() + 1 && below.length() + 1 + part.length() > WIDTH) {
        out.println(below);
        below = new StringBuilder(indent).append(' ');
      } else if (below.length() > indent.length() + 1) {
        below.append(' ');
      }
      below.append(part);
    }
    out.println(below);
  }

  /** {@code odds N}: every figure of one command, each with its whole exact fraction. */
  void explain(String which) {
    if (which.isEmpty()) {
      out.println("odds needs a command number: odds N (or N.M in a group)");
      return;
    }
    Choice choice = resolve(which);
    if (choice instanceof Choice.Problem p) {
      out.println(p.message());
      return;
    }
    if (choice instanceof Choice.Open o) {
      out.println(
          "Entry "
              + (o.entry() + 1)
              + " is a group of commands: odds "
              + (o.entry() + 1)
              + ".M for its M-th.");
      return;
    }
    C c = legal.get(((Choice.Play) choice).index());
    Map<String, Rational> figures = game.oddsOf(c);
    out.println("  " + c.describe());
    if (figures.isEmpty()) {
      out.println("    no odds: the rule set foresees no roll for it");
    }
    figures.forEach((name, value) -> out.println("    " + Figures.full(name, value)));
  }

  /** What an answer such as "3", "3.2" (or a member's number in an open group) chooses. */
  Choice resolve(String answer) {
    List<Menu.Entry> entries = menu.entries();
    String[] parts = answer.split("\\.", -1);
    int[] numbers = new int[parts.length];
    boolean numeric = parts.length <= 2;
    for (int i = 0; i < parts.length && numeric; i++) {
      try {
        numbers[i] = Integer.parseInt(parts[i]);
      } catch (NumberFormatException e) {
        numeric = false;
      }
    }
    if (!numeric) {
      return new Choice.Problem(
          "'"
              + answer
              + "' is not a command number ("
              + range()
              + "), back, odds N, undo, save FILE, look, help or quit.");
    }
    if (parts.length == 1 && open >= 0) {
      return member(open, numbers[0]);
    }
    int n = numbers[0];
    if (n < 1 || n > entries.size()) {
      return new Choice.Problem("No command " + n + ": choose 1 to " + entries.size() + ".");
    }
    Menu.Entry e = entries.get(n - 1);
    if (parts.length == 2) {
      return member(n - 1, numbers[1]);
    }
    return e.isGroup() ? new Choice.Open(n - 1) : new Choice.Play(e.members().get(0));
  }

  private Choice member(int entry, int m) {
    List<Integer> members = menu.entries().get(entry).members();
    if (m < 1 || m > members.size()) {
      return new Choice.Problem(
          "No command "
              + (entry + 1)
              + "."
              + m
              + ": choose "
              + (entry + 1)
              + ".1 to "
              + (entry + 1)
              + "."
              + members.size()
              + ".");
    }
    return new Choice.Play(members.get(m - 1));
  }

  private String range() {
    if (open >= 0) {
      int g = open + 1;
      return g + ".1 to " + g + "." + menu.entries().get(open).members().size();
    }
    return "1 to " + menu.entries().size();
  }

  /** What an answer chooses: a command to play, a group to open, or why it chooses nothing. */
  sealed interface Choice {
    /** The command at {@code index} of the legal list. */
    record Play(int index) implements Choice {}

    /** The group at {@code entry} of the menu. */
    record Open(int entry) implements Choice {}

    /** Nothing: the message says why. */
    record Problem(String message) implements Choice {}
  }

  /**
   * The odds of one command as parts of a line: "P(pass) = 58.3% (7/12)", "E(edge) = 0.917
   * (11/12)"; when a fraction is too long for the line, a last part points to {@code odds NUMBER},
   * which shows it whole.
   */
  static List<String> odds(Map<String, Rational> figures, String number) {
    List<String> parts = new ArrayList<>();
    boolean anyLong = false;
    for (Map.Entry<String, Rational> f : figures.entrySet()) {
      parts.add(Figures.compact(f.getKey(), f.getValue()));
      anyLong |= Figures.isLong(f.getKey(), f.getValue());
    }
    if (anyLong) {
      parts.add("fractions: odds " + number);
    }
    return parts;
  }
}
