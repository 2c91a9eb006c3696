package io.github.dogfight.cy6;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * A Lucky Hit Table result (rules 002, B4.2.4), as the table cell writes it.
 *
 * @param roll the 2d6 roll, 2 to 12
 * @param column the table column, such as {@code Bomber Cannon}
 * @param text the cell as written
 * @param heading the result's name, the cell's words before its first {@code +} or {@code -}, such
 *     as {@code Pilot Killed}
 * @param codes the additional damage codes it names, such as {@code [*C]}
 */
public record LuckyHit(int roll, String column, String text, String heading, List<String> codes) {
  /**
   * Checks and copies.
   *
   * @param roll the 2d6 roll, 2 to 12
   * @param column the table column, such as {@code Bomber Cannon}
   * @param text the cell as written
   * @param heading the result's name, the cell's words before its first {@code +} or {@code -},
   *     such as {@code Pilot Killed}
   * @param codes the additional damage codes it names, such as {@code [*C]}
   */
  public LuckyHit {
    Objects.requireNonNull(codes, "codes");
    Objects.requireNonNull(column, "column");
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(heading, "heading");
    codes = List.copyOf(codes);
  }

  /**
   * What the result does: the effects its words name and those of its codes. Read from the text, so
   * a variant's patched cell is read the same way; {@link Cy6Tables} refuses a cell with words it
   * cannot read.
   *
   * @return what the result does: the effects its words name and those of its codes
   */
  public Set<LuckyEffect> effects() {
    return read(text, codes);
  }

  /** The phrases a cell's consequences may use, each with its effects, in reading order. */
  private static final List<Object[]> PHRASES =
      List.of(
          new Object[] {
            "aircrew check to save plane; pass plane must abort, fail and plane crashes",
            EnumSet.of(LuckyEffect.SAVE_CHECK, LuckyEffect.ABORT_IF_SAVED)
          },
          new Object[] {
            "aircrew check to save plane; fail and plane crashes",
            EnumSet.of(LuckyEffect.SAVE_CHECK)
          },
          new Object[] {"plane crashes", EnumSet.of(LuckyEffect.DESTROYED)},
          new Object[] {"plane destroyed", EnumSet.of(LuckyEffect.DESTROYED)},
          new Object[] {
            "half of aircraft weapons are inoperable for remainder of the game",
            EnumSet.of(LuckyEffect.HALF_WEAPONS)
          },
          new Object[] {
            "aircraft must fire with a -2 to-hit modifier for remainder of the game",
            EnumSet.of(LuckyEffect.GUNSIGHT_DESTROYED)
          },
          new Object[] {
            "aircraft must do right turn next turn", EnumSet.of(LuckyEffect.RIGHT_TURN_NEXT_TURN)
          },
          new Object[] {"check for out-of-control", EnumSet.of(LuckyEffect.OUT_OF_CONTROL_CHECK)},
          new Object[] {
            "aircraft may not special maneuver, powerdive/climb or steep climb/dive for rest of"
                + " mission",
            EnumSet.of(LuckyEffect.NO_SPECIAL_MANEUVERS, LuckyEffect.NO_POWER_OR_STEEP)
          },
          new Object[] {
            "aircraft may not special maneuver, dive or climb for rest of mission, crash land at"
                + " end of mission",
            EnumSet.of(
                LuckyEffect.NO_SPECIAL_MANEUVERS,
                LuckyEffect.NO_CLIMB_OR_DIVE,
                LuckyEffect.CRASH_LAND_AT_END)
          },
          new Object[] {
            "aircraft must crash land at end of mission", EnumSet.of(LuckyEffect.CRASH_LAND_AT_END)
          },
          new Object[] {
            "aircraft on fire, take aircrew check minus one (-1) at start of next move to stop"
                + " fire",
            EnumSet.of(LuckyEffect.HEAVY_FIRE)
          },
          new Object[] {
            "aircraft on fire, take ac minus one (-1) at start of next move to stop fire",
            EnumSet.of(LuckyEffect.HEAVY_FIRE)
          },
          new Object[] {
            "aircraft on fire, take aircrew check at start of next move to stop fire",
            EnumSet.of(LuckyEffect.FIRE)
          },
          new Object[] {
            "if not stopped aircraft is damaged (roll randomly to determine type)",
            EnumSet.noneOf(LuckyEffect.class)
          },
          new Object[] {"if not stopped aircraft is damaged", EnumSet.noneOf(LuckyEffect.class)},
          new Object[] {
            "aircraft may only move at half speed (round down) for remainder of mission",
            EnumSet.of(LuckyEffect.HALF_SPEED)
          },
          new Object[] {
            "no special maneuvers for remainder of mission",
            EnumSet.of(LuckyEffect.NO_SPECIAL_MANEUVERS)
          },
          new Object[] {
            "aircraft must fly forward until aircrew check passed on a subsequent move",
            EnumSet.of(LuckyEffect.FLY_FORWARD)
          },
          new Object[] {
            "must fly forward until aircrew check passed", EnumSet.of(LuckyEffect.FLY_FORWARD)
          },
          new Object[] {
            "roll aircrew check to prevent tank leak", EnumSet.of(LuckyEffect.LEAK_CHECK)
          },
          new Object[] {"if failed, next hit destroys aircraft", EnumSet.noneOf(LuckyEffect.class)},
          new Object[] {"next hit destroys aircraft", EnumSet.of(LuckyEffect.NEXT_HIT_DESTROYS)},
          new Object[] {"next hit destroys ac", EnumSet.of(LuckyEffect.NEXT_HIT_DESTROYS)},
          new Object[] {
            "aircraft may only move at rate of one for remainder of mission",
            EnumSet.of(LuckyEffect.SPEED_ONE)
          },
          new Object[] {
            "remove one defensive weapon from aircraft", EnumSet.of(LuckyEffect.LOSE_DEFENSIVE_GUN)
          },
          new Object[] {
            "aircraft may not turn for rest of mission", EnumSet.of(LuckyEffect.NO_TURNS)
          });

  /**
   * Reads a cell: its consequences (the words after the heading and codes) must be a sequence of
   * the known phrases, separated by {@code ;}, {@code ,} or {@code .}.
   *
   * @throws IllegalArgumentException naming the words that are not a known phrase
   */
  static Set<LuckyEffect> read(String text, List<String> codes) {
    Set<LuckyEffect> out = EnumSet.noneOf(LuckyEffect.class);
    for (String c : codes) {
      out.add(LuckyEffect.ofCode(c));
    }
    String rest = consequences(text).toLowerCase(Locale.ROOT);
    while (!rest.isEmpty()) {
      boolean matched = false;
      for (Object[] p : PHRASES) {
        String phrase = (String) p[0];
        if (rest.startsWith(phrase)) {
          @SuppressWarnings("unchecked")
          Set<LuckyEffect> effects = (Set<LuckyEffect>) p[1];
          out.addAll(effects);
          rest = rest.substring(phrase.length()).replaceFirst("^[\\s;,.]+", "");
          matched = true;
          break;
        }
      }
      if (!matched) {
        throw new IllegalArgumentException(
            "lucky hit '" + text + "': cannot read '" + rest + "' (see LuckyHit for the phrases)");
      }
    }
    if (out.isEmpty()) {
      throw new IllegalArgumentException("lucky hit '" + text + "' names no effect");
    }
    return out;
  }

  /**
   * The words after the heading and the codes: "Gun Damage + *B - Half of ..." gives "Half of ...".
   */
  static String consequences(String text) {
    String rest = text.substring(headingOf(text).length()).strip();
    rest = rest.replaceAll("^(\\+\\s*\\*[A-Z]\\s*)*", "").strip();
    if (rest.startsWith("-")) {
      rest = rest.substring(1).strip();
    }
    return rest;
  }

  /** The cell's heading: its words before the first {@code " +"} or {@code "-"}. */
  static String headingOf(String text) {
    int cut = text.length();
    int plus = text.indexOf(" +");
    if (plus >= 0) {
      cut = plus;
    }
    int dash = text.indexOf('-');
    if (dash >= 0 && dash < cut) {
      cut = dash;
    }
    return text.substring(0, cut).strip();
  }

  /** "7: Fire" (the roll and the result's heading). */
  @Override
  public String toString() {
    return roll + ": " + heading;
  }
}
