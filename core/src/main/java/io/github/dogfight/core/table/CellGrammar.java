package io.github.dogfight.core.table;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads {@link Cell}s. */
final class CellGrammar {
  private static final Pattern NUMBER = Pattern.compile("\\+?(-?\\d{1,9})");
  private static final Pattern AT_LEAST = Pattern.compile("(-?\\d{1,9})\\s*\\+");
  private static final Pattern CODE = Pattern.compile("\\*[A-Z]\\b");

  private CellGrammar() {}

  static Cell parse(String text) {
    String t = text.strip();
    if (t.isEmpty()) {
      throw new IllegalArgumentException("a cell is empty; write - for no entry");
    }
    if (t.equals("-")) {
      return new Cell.Blank();
    }
    if (t.equalsIgnoreCase("auto")) {
      return new Cell.Auto();
    }
    Matcher m = NUMBER.matcher(t);
    if (m.matches()) {
      return new Cell.Value(Integer.parseInt(m.group(1)));
    }
    m = AT_LEAST.matcher(t);
    if (m.matches()) {
      return new Cell.AtLeast(Integer.parseInt(m.group(1)));
    }
    List<String> codes = new ArrayList<>();
    Matcher c = CODE.matcher(t);
    while (c.find()) {
      codes.add(c.group());
    }
    return new Cell.Effect(t, codes);
  }
}
