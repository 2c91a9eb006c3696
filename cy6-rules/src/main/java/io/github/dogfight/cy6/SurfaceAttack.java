package io.github.dogfight.cy6;

import io.github.dogfight.core.dice.Chance;
import io.github.dogfight.core.dice.Die;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Surface attack (rules 002, C3.0): 2d6 plus the modifiers against the base to-hit of the
 * attacker's CAB (10+ at Surface Low, 12+ at Low and Medium, 14+ at High, 16+ at Very and Extremely
 * High). The modifiers are rows of the {@code surface attack modifiers} table, named as written
 * ({@code Night Attack}, {@code Heavy (4000lb+)}) plus the aircrew skill. "Hits: A target can take
 * a number of hits as defined by the scenario before it is damaged/destroyed."
 *
 * <pre>{@code
 * SurfaceAttack s = SurfaceAttack.standard();
 * s.toHit(Cab.LOW, Skill.VETERAN, List.of("Heavy (4000lb+)", "Dive Bomb/Rocket Attack/Strafing Attack"))
 *     .outcomes();   // 2d6 + 2 + 2 + 1 >= 12: 5/12
 * }</pre>
 *
 * <p>Rules checked (each an {@link IllegalArgumentException} naming the row): at most one bomb load
 * and one special equipment row; one ship size; "Dive Bombers: Must execute their attack in Low or
 * Surface Low CAB" (assumed to bound the whole "Dive Bomb/Rocket Attack/Strafing Attack" row); a
 * torpedo attack is made at Surface Low ("S.Low CAB, TAL1, four hex from tgt.": the TAL and the
 * distance belong to the game, which knows the map).
 */
public final class SurfaceAttack {
  private static final SurfaceAttack STANDARD = new SurfaceAttack(Cy6Tables.standard());
  private static final List<String> LOADS =
      List.of("Very Light (<500lb)", "Light (500-1500lb)", "Med (1501-4000lb)", "Heavy (4000lb+)");
  private static final List<String> EQUIPMENT =
      List.of("Special Equipment & Training (hindering)", "Special Equipment & Training (helping)");
  private static final List<String> SHIPS = List.of("Small Ship / Surfaced Sub", "Large Ship");
  private static final String DIVE = "Dive Bomb/Rocket Attack/Strafing Attack";
  private static final String TORPEDO = "Torpedo Attack";

  private final Cy6Tables tables;

  /**
   * Surface attack read from {@code tables}.
   *
   * @param tables the tables
   */
  public SurfaceAttack(Cy6Tables tables) {
    this.tables = Objects.requireNonNull(tables, "tables");
  }

  /**
   * Surface attack on the seed's tables.
   *
   * @return surface attacks on the seed's tables
   */
  public static SurfaceAttack standard() {
    return STANDARD;
  }

  /**
   * The rows of {@code names} as the table writes them, matched without regard to case.
   *
   * @param names the modifiers' names
   * @return the rows of {@code names} as the table writes them, matched without regard to case
   * @throws IllegalArgumentException naming a row the table does not have, and listing its rows
   */
  public List<String> rows(List<String> names) {
    List<String> all = tables.surfaceModifierRows();
    List<String> out = new ArrayList<>();
    for (String n : names) {
      String found = null;
      for (String r : all) {
        if (r.toLowerCase(Locale.ROOT).equals(n.strip().toLowerCase(Locale.ROOT))) {
          found = r;
        }
      }
      if (found == null) {
        throw new IllegalArgumentException(
            "surface attack modifier '" + n + "' is not one of: " + String.join("; ", all));
      }
      if (out.contains(found)) {
        throw new IllegalArgumentException("surface attack modifier '" + found + "' given twice");
      }
      out.add(found);
    }
    return out;
  }

  /**
   * The total modifier: the aircrew skill and the rows' values.
   *
   * @param cab the attacker's CAB
   * @param skill the crew's skill
   * @param modifiers the modifiers' names
   * @return the modifier
   * @throws IllegalArgumentException if the rows break a rule above
   */
  public int modifier(Cab cab, Skill skill, List<String> modifiers) {
    List<String> rows = rows(modifiers);
    atMostOne(rows, LOADS, "bomb load");
    atMostOne(rows, EQUIPMENT, "special equipment & training");
    atMostOne(rows, SHIPS, "ship size");
    if (rows.contains(DIVE) && cab != Cab.LOW && cab != Cab.SURFACE_LOW) {
      throw new IllegalArgumentException(
          "Dive Bombers: Must execute their attack in Low or Surface Low CAB, not " + cab);
    }
    if (rows.contains(TORPEDO) && cab != Cab.SURFACE_LOW) {
      throw new IllegalArgumentException(
          "a Torpedo Attack is made from S.Low CAB, TAL1, four hex from the target; not " + cab);
    }
    int m = skill.modifier();
    for (String r : rows) {
      m += tables.surfaceModifier(r);
    }
    return m;
  }

  private static void atMostOne(List<String> rows, List<String> group, String what) {
    if (rows.stream().filter(group::contains).count() > 1) {
      throw new IllegalArgumentException(
          "at most one " + what + " applies: " + rows.stream().filter(group::contains).toList());
    }
  }

  /**
   * The roll: hits when 2d6 plus the modifier reaches the CAB's base to-hit.
   *
   * @param cab the attacker's CAB
   * @param skill the crew's skill
   * @param modifiers the modifiers' names
   * @return the exact chance of a hit
   */
  public Chance<Boolean> toHit(Cab cab, Skill skill, List<String> modifiers) {
    int base = tables.surfaceToHit(cab);
    int m = modifier(cab, skill, modifiers);
    return Chance.dice(Die.D6, 2)
        .map(d -> d.get(0) + d.get(1) + m >= base)
        .named("surface attack 2d6");
  }
}
