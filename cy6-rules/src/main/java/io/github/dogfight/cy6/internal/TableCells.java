package io.github.dogfight.cy6.internal;

import io.github.dogfight.core.table.Cell;
import io.github.dogfight.core.table.RuleTable;
import io.github.dogfight.cy6.AaBattery;
import io.github.dogfight.cy6.AntiAircraft;
import io.github.dogfight.cy6.Cab;
import io.github.dogfight.cy6.Cy6Tables;
import io.github.dogfight.cy6.RangeBand;
import io.github.dogfight.cy6.WeaponClass;
import io.github.dogfight.cy6.WeaponFacts;
import java.util.EnumSet;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The cell grammar of rules 002's tables, read apart from the typed lookups of {@link Cy6Tables}:
 * thresholds and numbers, yes or no, damage dice, AA to-hit rows and ranges, CAB lists, and the
 * weapons and anti-aircraft summary rows built from them. Each reader names the table, row and cell
 * it could not read.
 */
public final class TableCells {
  public static final Pattern DAMAGE_DIE = Pattern.compile("d(\\d{1,2})\\s*\\(-\\)");
  public static final Pattern AA_DICE = Pattern.compile("(\\d{1,2})d(\\d{1,2})\\s*\\(-\\)");
  public static final Pattern AA_TO_HIT =
      Pattern.compile(
          "(\\d{1,2})(?:\\s*-\\s*(\\d{1,2}))?\\*\\s*(?:/\\s*(\\d{1,2})\\+?)?\\s*(\\(1 hex"
              + " blast\\))?");
  public static final Pattern AA_RANGE = Pattern.compile("(\\d{1,3})\\s*hex(?:es)?");

  private TableCells() {}

  public static boolean yesOrNo(String table, String row, Cell c) {
    String text = c.text().strip().toLowerCase(Locale.ROOT);
    if (!text.equals("yes") && !text.equals("no")) {
      throw new IllegalArgumentException(
          table + ": row '" + row + "' has '" + c.text() + "', not yes or no");
    }
    return text.equals("yes");
  }

  public static int threshold(String table, Cell c) {
    if (c instanceof Cell.AtLeast a) {
      return a.value();
    }
    if (c instanceof Cell.Value v) {
      return v.value();
    }
    throw new IllegalArgumentException(table + ": '" + c.text() + "' is not a number such as 7+");
  }

  public static int number(String table, String row, Cell c) {
    if (c instanceof Cell.Value v) {
      return v.value();
    }
    throw new IllegalArgumentException(
        table + ": row '" + row + "' has '" + c.text() + "', not a number such as -2 or +1");
  }

  public static String luckyColumn(String text) {
    if (!text.equals("LMG/HMG") && !text.equals("Cannon")) {
      throw new IllegalArgumentException(
          Cy6Tables.WEAPON_CLASSES + ": Lucky Hit column '" + text + "' is not LMG/HMG or Cannon");
    }
    return text;
  }

  public static AaBattery.AaToHit aaToHit(String row, String text) {
    Matcher m = AA_TO_HIT.matcher(text.strip());
    if (!m.matches()) {
      throw new IllegalArgumentException(
          Cy6Tables.ANTI_AIRCRAFT
              + ": to-hit '"
              + text
              + "' of "
              + row
              + " is not like 11* / 12, 9-10* / 11+ or 12* (1 hex blast)");
    }
    int from = Integer.parseInt(m.group(1));
    int to = m.group(2) == null ? from : Integer.parseInt(m.group(2));
    OptionalInt hit =
        m.group(3) == null ? OptionalInt.empty() : OptionalInt.of(Integer.parseInt(m.group(3)));
    return new AaBattery.AaToHit(from, to, hit, m.group(4) != null);
  }

  public static OptionalInt aaRange(String row, String text) {
    if (text.strip().equalsIgnoreCase("unlim")) {
      return OptionalInt.empty();
    }
    Matcher m = AA_RANGE.matcher(text.strip());
    if (!m.matches()) {
      throw new IllegalArgumentException(
          Cy6Tables.ANTI_AIRCRAFT
              + ": max range '"
              + text
              + "' of "
              + row
              + " is not N hex or unlim");
    }
    return OptionalInt.of(Integer.parseInt(m.group(1)));
  }

  /** Reads the seed's CAB lists: {@code S.Low}, {@code S Low & Low}, {@code Low-V High}. */
  public static Set<Cab> cabs(String row, String text) {
    Set<Cab> out = EnumSet.noneOf(Cab.class);
    for (String part : text.split("&", -1)) {
      String p = part.strip();
      int dash = p.indexOf('-');
      if (dash > 0) {
        Cab from = cabWord(row, p.substring(0, dash));
        Cab to = cabWord(row, p.substring(dash + 1));
        out.addAll(EnumSet.range(from, to));
      } else {
        out.add(cabWord(row, p));
      }
    }
    return out;
  }

  public static Cab cabWord(String row, String word) {
    String w = word.strip().toLowerCase(Locale.ROOT).replace(".", " ").replaceAll("\\s+", " ");
    return switch (w) {
      case "s low", "surface low" -> Cab.SURFACE_LOW;
      case "low" -> Cab.LOW;
      case "med", "medium" -> Cab.MEDIUM;
      case "high" -> Cab.HIGH;
      case "v high", "very high" -> Cab.VERY_HIGH;
      case "ex high", "extremely high" -> Cab.EXTREMELY_HIGH;
      default ->
          throw new IllegalArgumentException(
              Cy6Tables.ANTI_AIRCRAFT + ": CAB '" + word.strip() + "' of " + row + " is not a CAB");
    };
  }

  /**
   * The weapons summary row of {@code w}, with its ammunition and Lucky Hit columns.
   *
   * @param weapons the {@value Cy6Tables#WEAPONS} table
   * @param classes the {@value Cy6Tables#WEAPON_CLASSES} table
   * @param w the weapon class
   * @param criticalMargin its critical damage margin
   * @return the row, decoded
   */
  public static WeaponFacts weapon(
      RuleTable<String, String> weapons,
      RuleTable<String, String> classes,
      WeaponClass w,
      int criticalMargin) {
    String die = weapons.cell(w.name(), "Dmg Die").text();
    Matcher m = DAMAGE_DIE.matcher(die);
    if (!m.matches()) {
      throw new IllegalArgumentException(
          Cy6Tables.WEAPONS
              + ": damage die '"
              + die
              + "' of "
              + w
              + " is not dN(-), such as d6(-)");
    }
    return new WeaponFacts(
        w,
        Integer.parseInt(m.group(1)),
        RangeBand.ofLabel(weapons.cell(w.name(), "Max Range").text()),
        weapons.cell(w.name(), "Notes").text().contains("-2 at Medium Range"),
        classes.cell(w.name(), "Ammunition").text(),
        luckyColumn(classes.cell(w.name(), "Lucky Hit").text()),
        criticalMargin);
  }

  /**
   * The anti-aircraft summary row of {@code a}.
   *
   * @param aa the {@value Cy6Tables#ANTI_AIRCRAFT} table
   * @param a the battery type
   * @return the row, decoded
   */
  public static AaBattery battery(RuleTable<String, String> aa, AntiAircraft a) {
    String row = a.tableLabel();
    String dice = aa.cell(row, "Fire-Power").text();
    Matcher m = AA_DICE.matcher(dice);
    if (!m.matches()) {
      throw new IllegalArgumentException(
          Cy6Tables.ANTI_AIRCRAFT + ": fire-power '" + dice + "' of " + row + " is not NdM(-)");
    }
    return new AaBattery(
        a,
        aaToHit(row, aa.cell(row, "Fighter").text()),
        aaToHit(row, aa.cell(row, "Bomber").text()),
        aaRange(row, aa.cell(row, "Max Range").text()),
        Integer.parseInt(m.group(1)),
        Integer.parseInt(m.group(2)),
        cabs(row, aa.cell(row, "Alt CABs").text()));
  }
}
