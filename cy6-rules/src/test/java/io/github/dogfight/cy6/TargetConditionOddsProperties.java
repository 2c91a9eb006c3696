package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.DiceScriptException;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.testkit.TriesLimit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/**
 * The odds a game shows for a fire or flak command ({@code Game.oddsOf}) are the frequencies the
 * engine produces when it plays the command, over every dice outcome, whatever the target's
 * condition: "Next hit destroys aircraft." (Lucky Hit Table, rows 10 and 11), engine or airframe
 * damage already taken (a second of a kind destroys), and the readings of the damage lines.
 *
 * <p>Each command is played once for every sequence of faces the engine asks for, each sequence
 * weighted by its chance, and the target's condition after it tallied. To keep the sequences few
 * the tables are patched: every Lucky Hit Table cell reads "Gun Crew Hit - remove one defensive
 * weapon from aircraft" (the target has no defensive guns, so which cell is rolled changes nothing:
 * one sequence of its dice stands for all 36) and light and medium AA roll fewer damage dice.
 */
@AddLifecycleHook(TriesLimit.class)
class TargetConditionOddsProperties {
  /** The target conditions the property covers. */
  enum Condition {
    INTACT,
    ENGINE_DAMAGED,
    AIRFRAME_DAMAGED,
    BOTH_DAMAGED,
    NEXT_HIT_DESTROYS,
    ENGINE_DAMAGED_NEXT_HIT_DESTROYS;

    AircraftCondition condition() {
      AircraftCondition c = AircraftCondition.INTACT;
      return switch (this) {
        case INTACT -> c;
        case ENGINE_DAMAGED -> c.withDamage(Damage.ENGINE);
        case AIRFRAME_DAMAGED -> c.withDamage(Damage.AIRFRAME);
        case BOTH_DAMAGED -> c.withDamage(Damage.ENGINE).withDamage(Damage.AIRFRAME);
        case NEXT_HIT_DESTROYS -> c.with(Status.NEXT_HIT_DESTROYS);
        case ENGINE_DAMAGED_NEXT_HIT_DESTROYS ->
            c.withDamage(Damage.ENGINE).with(Status.NEXT_HIT_DESTROYS);
      };
    }
  }

  private static final String HARMLESS = "Gun Crew Hit - remove one defensive weapon from aircraft";

  static Cy6Tables tables() {
    Cy6Tables t = Cy6Tables.standard();
    for (int roll = 2; roll <= 12; roll++) {
      for (String column :
          List.of("Fighter LMG/HMG", "Fighter Cannon", "Bomber LMG/HMG", "Bomber Cannon")) {
        t = t.patched("lucky hit", String.valueOf(roll), column, HARMLESS);
      }
    }
    return t.patched("anti-aircraft", "Light (to 23mm)", "Fire-Power", "2d6(-)")
        .patched("anti-aircraft", "Medium (24-70mm)", "Fire-Power", "2d4(-)");
  }

  private static final Cy6Tables TABLES = tables();

  static Cy6Rules rules(boolean luckyHitWhenDestroyed, boolean nearMissIsHit) {
    return new Cy6Rules(
        Cy6Config.defaults()
            .withTables(TABLES)
            .withDamageReadings(
                DamageReadings.standard()
                    .withLuckyHitWhenDestroyed(luckyHitWhenDestroyed)
                    .withNearMissIsHit(nearMissIsHit)));
  }

  /** A fighter with one light machine gun: one firepower die, few sequences. */
  static final AircraftType ONE_GUN =
      new AircraftType("One gun", Role.FIGHTER, 4, 0, 2, 2, Gun.parseMix("1xLMG"));

  @Property(tries = 100)
  void theOddsOfFireAreTheEnginesFrequencies(
      @ForAll Condition condition, @ForAll boolean luckyHitWhenDestroyed) {
    Cy6Rules rules = rules(luckyHitWhenDestroyed, true);
    Cy6State s =
        rules.start(
            List.of("Blue", "Red"),
            Cy6RulesTest.BOARD,
            List.of(
                Cy6RulesTest.plane(
                    "Blue 1",
                    "Blue",
                    ONE_GUN,
                    Skill.GREEN,
                    Cy6RulesTest.at(0, 2, io.github.dogfight.core.hex.Facing.N),
                    6,
                    1,
                    null),
                Cy6RulesTest.plane(
                        "Red 1",
                        "Red",
                        Cy6RulesTest.EXAMPLE,
                        Skill.GREEN,
                        Cy6RulesTest.at(0, 0, io.github.dogfight.core.hex.Facing.N),
                        6,
                        1,
                        null)
                    .with(condition.condition())),
            1);
    Game<Cy6State, Cy6Command> g = GroundTest.flyStraight(Game.start(rules, s));
    assertThat(g.state().waiting()).containsExactly("Blue 1");
    Cy6Command fire = Cy6Command.Fire.at("Blue 1", "Red 1");
    Map<String, Rational> counted = frequencies(g, fire, "Red 1");
    Map<String, Rational> shown = new java.util.LinkedHashMap<>(g.oddsOf(fire));
    shown.keySet().retainAll(counted.keySet());
    assertThat(counted).isEqualTo(shown);
  }

  @Property(tries = 100)
  void theOddsOfFlakAreTheEnginesFrequencies(
      @ForAll Condition condition, @ForAll AntiAircraft type, @ForAll boolean nearMissIsHit) {
    Cy6Rules rules = rules(true, nearMissIsHit);
    // light and medium aim at TAL 2 (Surface Low), heavy at TAL 4 (Low)
    int tal = type == AntiAircraft.HEAVY ? 4 : 2;
    Cy6State s =
        rules.start(
            List.of("Blue", "Red"),
            GroundTest.BOARD,
            List.of(
                GroundTest.plane("Red 1", "Red", GroundTest.FIGHTER, 10, 8, tal)
                    .with(condition.condition())),
            Ground.none().with(new Battery("Flak", "Blue", type, Board.at(10, 10))),
            1);
    Game<Cy6State, Cy6Command> g = GroundTest.flyStraight(Game.start(rules, s));
    assertThat(g.state().waiting()).containsExactly("Flak");
    Cy6Command flak = Cy6Command.Flak.at("Flak", "Red 1");
    assertThat(frequencies(g, flak, "Red 1")).isEqualTo(g.oddsOf(flak));
  }

  private static final Pattern EXHAUSTED =
      Pattern.compile("dice script exhausted: die #\\d+ \\(d(\\d+)\\S* for '(.*)'\\) has no");

  /**
   * What {@code command} did to {@code target}, over every sequence of faces: "P(damaged or
   * destroyed)", "P(destroyed)" and "P(lucky hit)", each the sum of the chances of the sequences
   * that end so.
   */
  static Map<String, Rational> frequencies(
      Game<Cy6State, Cy6Command> g, Cy6Command command, String target) {
    Rational[] tally = {Rational.ZERO, Rational.ZERO, Rational.ZERO};
    AircraftCondition before = g.state().get(target).condition();
    play(g, command, target, before, new ArrayList<>(), Rational.ONE, false, tally);
    Map<String, Rational> out = new LinkedHashMap<>();
    out.put("P(damaged or destroyed)", tally[0]);
    out.put("P(destroyed)", tally[1]);
    out.put("P(lucky hit)", tally[2]);
    return out;
  }

  private static void play(
      Game<Cy6State, Cy6Command> g,
      Cy6Command command,
      String target,
      AircraftCondition before,
      List<Integer> faces,
      Rational chance,
      boolean lucky,
      Rational[] tally) {
    Game<Cy6State, Cy6Command> after;
    try {
      after = g.play(command, ScriptedDice.of(faces));
    } catch (DiceScriptException e) {
      Matcher m = EXHAUSTED.matcher(e.getMessage());
      if (!m.find()) {
        throw e;
      }
      int sides = Integer.parseInt(m.group(1));
      if (m.group(2).startsWith("lucky hit on " + target)) {
        // every cell of the patched Lucky Hit Table does the same: one face stands for all
        faces.add(1);
        play(g, command, target, before, faces, chance, true, tally);
      } else {
        for (int f = 1; f <= sides; f++) {
          faces.add(f);
          play(g, command, target, before, faces, chance.divide(Rational.of(sides)), lucky, tally);
          faces.remove(faces.size() - 1);
        }
        return;
      }
      faces.remove(faces.size() - 1);
      return;
    }
    AircraftCondition c = after.state().get(target).condition();
    boolean destroyed = c.isDestroyed();
    boolean damaged =
        destroyed
            || (c.engineDamaged() && !before.engineDamaged())
            || (c.airframeDamaged() && !before.airframeDamaged());
    if (damaged) {
      tally[0] = tally[0].add(chance);
    }
    if (destroyed) {
      tally[1] = tally[1].add(chance);
    }
    if (lucky) {
      tally[2] = tally[2].add(chance);
    }
  }
}
