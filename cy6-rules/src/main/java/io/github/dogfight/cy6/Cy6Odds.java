package io.github.dogfight.cy6;

import io.github.dogfight.core.game.OddsAnswer;
import io.github.dogfight.core.game.OddsArgumentException;
import io.github.dogfight.core.game.OddsArguments;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.odds.Outcomes;
import io.github.dogfight.core.odds.Rational;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Exact odds of Check Your 6! as named queries ({@code dogfight odds --rules cy6 QUERY ...}): a
 * shot's to-hit, a gun mix's firepower, a whole shot end to end, an AA shot, a surface attack, the
 * board exit check and a plain Aircrew Check. Every answer comes from the same {@link
 * io.github.dogfight.core.dice.Chance} the rules roll with.
 *
 * <pre>{@code
 * dogfight odds --rules cy6 shot --guns 8xLMG --range 2 --robustness 2 --skill veteran
 * }</pre>
 */
public final class Cy6Odds {
  private static final String SHOT_CODES =
      "0 miss, 1 no damage, 2 engine damage, 3 airframe damage, 4 destroyed";

  /**
   * The most guns, counted across every entry of {@code --guns}, a {@code to-hit}, {@code
   * firepower} or {@code shot} query takes: {@value}. The seed's largest realistic attack is a
   * heavy bomber's guns (the sample catalog's B-17G carries 13, its 11 defensive guns among them),
   * and one entry already holds at most 24 ({@link Gun}); the cap keeps repeated entries (18 times
   * {@code 24xLRHC}, which took a minute and gigabytes of memory) from multiplying the work, so
   * every query answers in well under two seconds. Over it, the query is refused before any work
   * with an {@link OddsArgumentException} naming {@code --guns}, the count and this limit.
   */
  public static final int MAX_GUNS = 24;

  private Cy6Odds() {}

  /**
   * The queries, answered on {@code tables} with the default Aircrew Check and {@link
   * DamageReadings#standard()}.
   *
   * @param tables the tables
   * @return the queries
   */
  public static List<OddsQuery> queries(Cy6Tables tables) {
    return queries(tables, DamageReadings.standard());
  }

  /**
   * The queries, answered on {@code tables} with the default Aircrew Check, the damage lines read
   * as {@code readings} say.
   *
   * @param tables the tables
   * @param readings the readings of the damage lines open to more than one
   * @return the queries
   */
  public static List<OddsQuery> queries(Cy6Tables tables, DamageReadings readings) {
    AirToAir fire = new AirToAir(tables, readings);
    AntiAircraftFire aa = new AntiAircraftFire(tables, readings);
    SurfaceAttack surface = new SurfaceAttack(tables);
    BoardExit exit = new BoardExit(tables, AircrewCheck.standard());
    List<OddsQuery> q = new ArrayList<>();
    String[] shotOptions = {
      "guns", "the guns that bear, such as 8xLMG or 2xLMG,2xLVC or 1xLVHC/low (required)",
      "range", "range in hexes, 1 (Point Blank) to 10 (Long) (required)",
      "skill", "attacking crew: green, skilled, veteran or ace (default green)",
      "target-skill", "target pilot: green, skilled, veteran or ace (default green)",
      "agility", "attacker's agility minus the target's (default 0)",
      "deflection", "a flag: head-to-head or deflection shot (-2)",
      "speed-zero", "a flag: the target is at speed 0 (+2)",
      "gunsight-destroyed", "a flag: the attacker's gunsight is destroyed (-2)",
      "modifier", "any other to-hit modifier (default 0)"
    };
    q.add(
        OddsQuery.of(
            "to-hit",
            "the to-hit roll of an air-to-air attack: 2d6 + modifiers against the range's base"
                + " number, with ammunition depletion on doubles",
            OddsQuery.parameters(shotOptions),
            a -> {
              AirAttack attack = attack(fire, a, false);
              Outcomes<ToHit> o = fire.toHit(attack).outcomes();
              int common = fire.commonModifier(attack);
              int base = tables.baseToHit(attack.range());
              int firing = fire.inRange(attack.guns(), attack.range()).size();
              Map<String, Rational> f = new LinkedHashMap<>();
              f.put("P(hit)", o.probability(ToHit::hit));
              f.put("P(every gun in range hits)", o.probability(t -> t.hitting().size() == firing));
              f.put("P(doubles)", o.probability(t -> t.doubles().isPresent()));
              f.put(
                  "P(a weapon runs out of ammunition)",
                  o.probability(t -> !t.outOfAmmunition().isEmpty()));
              return new OddsAnswer(
                  "2d6"
                      + signed(common)
                      + " vs "
                      + base
                      + "+ ("
                      + tables.rangeBand(attack.range()).label()
                      + ")",
                  o.toDistribution(t -> t.natural() + common),
                  f);
            }));
    q.add(
        OddsQuery.of(
            "firepower",
            "the firepower of a gun mix: one damage die per gun, its top face counting 0",
            OddsQuery.parameters("guns", "the guns, such as 8xLMG or 4xHMG,2xMC (required)"),
            a -> {
              List<Gun> guns =
                  checkedTotal(
                      a, option(a, "guns", k -> Gun.parseMix(a.required(k, "such as 4xHMG,2xMC"))));
              return new OddsAnswer(
                  notation(tables, guns),
                  fire.firepower(guns).outcomes().toDistribution(Integer::intValue),
                  Map.of());
            }));
    String[] wholeShot = Arrays.copyOf(shotOptions, shotOptions.length + 8);
    int n = shotOptions.length;
    wholeShot[n] = "robustness";
    wholeShot[n + 1] = "target robustness, 0 (R0) to 4 (R4) (required)";
    wholeShot[n + 2] = "target";
    wholeShot[n + 3] = "fighter or bomber (default fighter): the Lucky Hit Table's columns";
    wholeShot[n + 4] = "special-weapons";
    wholeShot[n + 5] = "special weapons, one Robustness Table column right each (default 0)";
    wholeShot[n + 6] = "special-armor";
    wholeShot[n + 7] = "special armor, one column left each (default 0)";
    q.add(
        OddsQuery.of(
            "shot",
            "a whole air-to-air shot at an intact aircraft, end to end: to-hit, firepower,"
                + " robustness and lucky hit; the value is the result ("
                + SHOT_CODES
                + "); in a game the odds of a shot count the target's damage and \"Next hit"
                + " destroys aircraft\"",
            OddsQuery.parameters(wholeShot),
            a -> {
              AirAttack attack = attack(fire, a, true);
              Outcomes<ShotOutcome> o = fire.shot(attack).outcomes();
              Map<String, Rational> f = new LinkedHashMap<>();
              for (ShotOutcome.Result r : ShotOutcome.Result.values()) {
                f.put("P(" + words(r) + ")", o.probability(x -> x.result() == r));
              }
              f.put("P(damaged or destroyed)", o.probability(ShotOutcome::damages));
              f.put("P(lucky hit)", o.probability(x -> x.luckyHit().isPresent()));
              f.put(
                  "P(a weapon runs out of ammunition)", o.probability(ShotOutcome::ammunitionOut));
              return new OddsAnswer(
                  "shot result (" + SHOT_CODES + ")", o.toDistribution(x -> code(x.result())), f);
            }));
    q.add(
        OddsQuery.of(
            "aa",
            "an anti-aircraft shot at an intact aircraft, end to end: to-hit (misdirection on"
                + " double 1s or 2s, near miss, hit), damage dice, robustness and lucky hit; the"
                + " value is the result ("
                + SHOT_CODES
                + "); in a game the odds of a shot count the target's damage and \"Next hit"
                + " destroys aircraft\"",
            OddsQuery.parameters(
                "type", "the battery: light, medium or heavy (required)",
                "target", "fighter or bomber (default fighter)",
                "robustness", "target robustness, 0 (R0) to 4 (R4) (required)"),
            a -> {
              AntiAircraft type =
                  option(
                      a,
                      "type",
                      t -> AntiAircraft.parse(a.required("type", "light, medium or heavy")));
              Role role = role(a);
              int rob = a.integer("robustness", 0, 4);
              Outcomes<AaOutcome> o = aa.shot(type, role, rob).outcomes();
              Map<String, Rational> f = new LinkedHashMap<>();
              for (AaOutcome.AaToHitResult t : AaOutcome.AaToHitResult.values()) {
                f.put("P(" + words(t) + ")", o.probability(x -> x.toHit() == t));
              }
              for (ShotOutcome.Result r : ShotOutcome.Result.values()) {
                if (r != ShotOutcome.Result.MISS) {
                  f.put("P(" + words(r) + ")", o.probability(x -> x.result() == r));
                }
              }
              f.put("P(lucky hit)", o.probability(x -> x.luckyHit().isPresent()));
              return new OddsAnswer(
                  type.tableLabel()
                      + " AA at a "
                      + words(role)
                      + " R"
                      + rob
                      + " ("
                      + SHOT_CODES
                      + ")",
                  o.toDistribution(x -> code(x.result())),
                  f);
            }));
    q.add(
        OddsQuery.of(
            "surface",
            "a surface attack: 2d6 + aircrew skill + modifiers against the CAB's base to-hit",
            OddsQuery.parameters(
                "cab",
                "the attacker's CAB: surface-low, low, medium, high, very-high, extremely-high"
                    + " (required)",
                "skill",
                "attacking crew: green, skilled, veteran or ace (default green)",
                "modifiers",
                "rows of the surface attack modifiers, comma-separated, such as"
                    + " \"Heavy (4000lb+),Night Attack\" (default none)"),
            a -> {
              Cab cab = option(a, "cab", t -> Cab.parse(a.required("cab", "a CAB")));
              Skill skill = skill(a, "skill");
              List<String> mods =
                  a.text("modifiers").map(t -> List.of(t.split(",", -1))).orElse(List.of());
              int m = option(a, "modifiers", t -> surface.modifier(cab, skill, mods));
              int base = tables.surfaceToHit(cab);
              Outcomes<Integer> roll =
                  io.github.dogfight.core.dice.Chance.dice(io.github.dogfight.core.dice.Die.D6, 2)
                      .map(d -> d.get(0) + d.get(1) + m)
                      .outcomes();
              Map<String, Rational> f = new LinkedHashMap<>();
              f.put(
                  "P(hit)",
                  surface.toHit(cab, skill, mods).outcomes().probability(Boolean::booleanValue));
              return new OddsAnswer(
                  "2d6" + signed(m) + " vs " + base + "+ (" + cab.label() + ")",
                  roll.toDistribution(Integer::intValue),
                  f);
            }));
    q.add(
        OddsQuery.of(
            "exit",
            "the board exit Aircrew Check; the value is the result (0 safe, 1 damaged, 2"
                + " destroyed, for victory points)",
            OddsQuery.parameters(
                "skill", "the crew: green, skilled, veteran or ace (default green)",
                "edge", "the edge left by: friendly, neutral or unfriendly (required)",
                "damaged", "a flag: the aircraft is damaged",
                "modifier", "any other modifier to the check (default 0)"),
            a -> {
              Skill skill = skill(a, "skill");
              BoardEdge edge =
                  option(
                      a,
                      "edge",
                      t -> BoardEdge.parse(a.required("edge", "friendly, neutral or unfriendly")));
              boolean damaged = a.flag("damaged");
              int other = a.optional("modifier", 0, -20, 20);
              Outcomes<BoardExit.Result> o = exit.check(skill, edge, damaged, other).outcomes();
              Map<String, Rational> f = new LinkedHashMap<>();
              for (BoardExit.Result r : BoardExit.Result.values()) {
                f.put("P(" + words(r) + ")", o.probability(r));
              }
              return new OddsAnswer(
                  "Aircrew Check"
                      + signed(skill.modifier() + exit.modifier(edge, damaged) + other)
                      + " (0 safe, 1 damaged, 2 destroyed)",
                  o.toDistribution(
                      r ->
                          switch (r) {
                            case SAFE -> 0;
                            case DAMAGED -> 1;
                            case DESTROYED -> 2;
                          }),
                  f);
            }));
    q.add(
        OddsQuery.of(
            "aircrew-check",
            "the Aircrew Check (an assumption: 2d6 + skill + modifiers >= 7); the value is the"
                + " margin, 0 or more passes",
            OddsQuery.parameters(
                "skill", "the crew: green, skilled, veteran or ace (default green)",
                "modifier", "modifiers to the check (default 0)"),
            a -> {
              Skill skill = skill(a, "skill");
              int m = a.optional("modifier", 0, -20, 20);
              var o = AircrewCheck.standard().odds(skill.modifier(), m);
              Map<String, Rational> f = new LinkedHashMap<>();
              f.put("P(pass)", o.probability(x -> x.passed()));
              return new OddsAnswer(
                  "2d6" + signed(skill.modifier() + m) + " - " + AircrewCheck.TARGET,
                  o.toDistribution(x -> x.margin()),
                  f);
            }));
    return List.copyOf(q);
  }

  private static AirAttack attack(AirToAir fire, OddsArguments a, boolean whole) {
    List<Gun> guns =
        checkedTotal(a, option(a, "guns", t -> Gun.parseMix(a.required("guns", "such as 8xLMG"))));
    AirAttack.Builder b =
        AirAttack.builder()
            .guns(guns)
            .range(a.integer("range", 1, 10))
            .attackerSkill(skill(a, "skill"))
            .targetSkill(skill(a, "target-skill"))
            .attackerAgility(a.optional("agility", 0, -10, 10))
            .headOnOrDeflection(a.flag("deflection"))
            .targetSpeedZero(a.flag("speed-zero"))
            .gunsightDestroyed(a.flag("gunsight-destroyed"))
            .otherModifier(a.optional("modifier", 0, -20, 20));
    if (whole) {
      b.targetRobustness(a.integer("robustness", 0, 4))
          .targetRole(role(a))
          .specialWeapons(a.optional("special-weapons", 0, 0, 8))
          .specialArmor(a.optional("special-armor", 0, 0, 8));
    } else {
      b.targetRobustness(0);
    }
    AirAttack attack = b.build();
    if (fire.inRange(guns, attack.range()).isEmpty()) {
      throw a.fail("range", "--range: no gun of " + guns + " reaches range " + attack.range());
    }
    return attack;
  }

  /** {@code guns}, refused over {@link #MAX_GUNS} in all before any odds are computed. */
  private static List<Gun> checkedTotal(OddsArguments a, List<Gun> guns) {
    int total = guns.stream().mapToInt(Gun::count).sum();
    if (total > MAX_GUNS) {
      throw a.fail(
          "guns",
          "--guns: "
              + total
              + " guns in all ("
              + guns.size()
              + " entries), over the limit of "
              + MAX_GUNS
              + " guns per query (Cy6Odds.MAX_GUNS; the seed's largest attacks need 13)");
    }
    return guns;
  }

  private static Skill skill(OddsArguments a, String key) {
    return option(a, key, t -> a.text(key).map(Skill::parse).orElse(Skill.GREEN));
  }

  private static Role role(OddsArguments a) {
    return option(
        a,
        "target",
        t ->
            a.text("target")
                .map(
                    v -> {
                      for (Role r : Role.values()) {
                        if (r.name().equalsIgnoreCase(v.strip())) {
                          return r;
                        }
                      }
                      throw new IllegalArgumentException("'" + v + "' is not fighter or bomber");
                    })
                .orElse(Role.FIGHTER));
  }

  /** Reads an option, naming the query and option in the error. */
  private static <T> T option(OddsArguments a, String key, Function<String, T> read) {
    try {
      return read.apply(key);
    } catch (IllegalArgumentException e) {
      if (e instanceof OddsArgumentException) {
        throw e;
      }
      throw a.fail(key, "--" + key + ": " + e.getMessage(), e);
    }
  }

  private static String notation(Cy6Tables tables, List<Gun> guns) {
    List<String> parts = new ArrayList<>();
    for (Gun g : guns) {
      parts.add(g.count() + "d" + tables.weapon(g.weapon()).sides() + "(-)");
    }
    return String.join(" + ", parts);
  }

  /** The result's value in answers: {@value #SHOT_CODES}. */
  private static int code(ShotOutcome.Result r) {
    return switch (r) {
      case MISS -> 0;
      case NO_DAMAGE -> 1;
      case ENGINE_DAMAGE -> 2;
      case AIRFRAME_DAMAGE -> 3;
      case DESTROYED -> 4;
    };
  }

  private static String words(Enum<?> e) {
    return e.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
  }

  private static String signed(int n) {
    return n == 0 ? "" : n > 0 ? "+" + n : String.valueOf(n);
  }
}
