package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.Cy6RulesTest.BOARD;
import static io.github.dogfight.cy6.Cy6RulesTest.RULES;
import static io.github.dogfight.cy6.Cy6RulesTest.at;
import static io.github.dogfight.cy6.Cy6RulesTest.narration;
import static io.github.dogfight.cy6.Cy6RulesTest.plane;
import static io.github.dogfight.testkit.DogfightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.odds.Rational;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What a shot shows before it is fired and tells after: the number its to-hit needs, the chance to
 * hit, the ammunition risk, and what it does when no roll can hit.
 */
class ShotOddsTest {
  private static final AircraftType GUNNER =
      new AircraftType("Gunner", Role.FIGHTER, 4, 0, 2, 2, Gun.parseMix("2xHMG"));

  /**
   * Green "Blue 1" and Ace "Red 1", 2xHMG each, head on 8 hexes apart (Long, 11+) after both fly
   * F11: Blue 1 needs 11 + 3 (skill) + 2 (head-to-head) = 16, Red 1 needs 11 - 3 + 2 = 10.
   */
  private static Game<Cy6State, Cy6Command> headOn(Cy6Rules rules) {
    Cy6State s =
        rules.start(
            List.of("Blue", "Red"),
            BOARD,
            List.of(
                plane("Blue 1", "Blue", GUNNER, Skill.GREEN, at(0, 10, Facing.N), 6, 1, null),
                plane("Red 1", "Red", GUNNER, Skill.ACE, at(0, 0, Facing.S), 6, 1, null)),
            1);
    return GroundTest.flyStraight(Game.start(rules, s));
  }

  /**
   * "Base To-Hit (2d6) ... 11+ (7-10 hexes) = Long", "+/- n Aircrew Skill Difference", "-2
   * Head-to-head or Deflection Shot"; "Check Ammunition: If doubles rolled to-hit, consult the
   * Ammunition Depletion Table". Nothing in B4.0 forbids a shot no roll can hit: it is listed,
   * shows an exact 0 with the number it needs, and its doubles still run a Green crew's machine
   * guns dry ("GREEN (+0) 3+" under All).
   */
  @Test
  void aShotNoRollCanHitIsListedAtZeroAndStillSpendsAmmunition() {
    Game<Cy6State, Cy6Command> g = headOn(RULES);
    assertThat(g.state().waiting()).containsExactly("Blue 1", "Red 1");
    Cy6Command.Fire hopeless = Cy6Command.Fire.at("Blue 1", "Red 1");
    assertThat(g.legalCommands("Blue 1")).contains(hopeless);
    Map<String, Rational> odds = g.oddsOf(hopeless);
    assertThat(odds)
        .containsEntry("P(hit), 2d6 needs 16 or more: cannot hit", Rational.ZERO)
        .containsEntry("P(damaged or destroyed)", Rational.ZERO)
        .containsEntry("P(a weapon runs out of ammunition)", Rational.of(4, 36));
    assertThat(g.oddsOf(Cy6Command.Fire.at("Red 1", "Blue 1")))
        .containsKey("P(hit), 2d6 needs 10 or more");
    g = g.play(hopeless).play(Cy6Command.Fire.hold("Red 1"), ScriptedDice.of(3, 3));
    assertThat(narration(g))
        .anyMatch(
            n ->
                n.startsWith(
                        "Blue 1 fires at Red 1 (range 8, 2xHMG, deflection -2, needs 16 or"
                            + " more: cannot hit): miss")
                    && n.endsWith("out of ammunition for HMG"));
    assertThat(g.state().get("Blue 1").outOfAmmunition()).contains(WeaponClass.HMG);
  }

  /**
   * The other reading ({@link DamageReadings#withFireWithoutChance}): an enemy no roll can hit is
   * not a target, so Blue 1 is not asked to fire and a shot at it is refused.
   */
  @Test
  void theOtherReadingTakesAnEnemyNoRollCanHitOffTheTargets() {
    Cy6Rules strict =
        new Cy6Rules(
            Cy6Config.defaults()
                .withDamageReadings(DamageReadings.standard().withFireWithoutChance(false)));
    Game<Cy6State, Cy6Command> g = headOn(strict);
    assertThat(g.state().waiting()).containsExactly("Red 1");
    assertThat(g.legalCommands("Red 1")).contains(Cy6Command.Fire.at("Red 1", "Blue 1"));
    assertThat(g).rejects(Cy6Command.Fire.at("Blue 1", "Red 1"));
  }

  /**
   * AA to-hit lines name what the roll needs: "Light (to 23mm) 11* / 12" at a fighter, "Heavy
   * (71mm+) 12* (1 hex blast)" at a fighter, "Medium (24-70mm) ... 9-10* / 11+" at a bomber ("*
   * Near-miss").
   */
  @Test
  void anAaToHitNamesWhatItNeeds() {
    AntiAircraftFire aa = new AntiAircraftFire(Cy6Tables.standard(), DamageReadings.standard());
    assertThat(aa.neededWords(AntiAircraft.LIGHT, Role.FIGHTER))
        .isEqualTo("near miss on 11, hit on 12 or more");
    assertThat(aa.neededWords(AntiAircraft.HEAVY, Role.FIGHTER))
        .isEqualTo("near miss on 12, no hit");
    assertThat(aa.neededWords(AntiAircraft.MEDIUM, Role.BOMBER))
        .isEqualTo("near miss on 9 to 10, hit on 11 or more");
  }

  /**
   * "6+ (2 hexes) = Close": a to-hit line shows the number needed, in the narration and in the dice
   * line, and the odds show it beside the chance to hit and the ammunition risk ("GREEN (+0) 3+"
   * under All: doubles of 3 to 6, 4 in 36).
   */
  @Test
  void aToHitLineShowsTheNumberNeeded() {
    Game<Cy6State, Cy6Command> g = CommandOddsTest.behind(RULES, AircraftCondition.INTACT);
    Cy6Command.Fire fire = Cy6Command.Fire.at("Blue 1", "Red 1");
    Map<String, Rational> odds = g.oddsOf(fire);
    assertThat(odds)
        .containsEntry("P(hit), 2d6 needs 6 or more", Rational.of(26, 36))
        .containsEntry("P(a weapon runs out of ammunition)", Rational.of(4, 36));
    g = g.play(fire, ScriptedDice.of(1, 2));
    assertThat(narration(g)).anyMatch(n -> n.endsWith("(range 2, 4xLMG, needs 6 or more): miss"));
    assertThat(g.log().events().stream().flatMap(e -> e.dice().stream()))
        .anyMatch(
            d -> d.describe().startsWith("Blue 1 to-hit on Red 1, needs 6 or more to-hit 2d6"));
  }
}
