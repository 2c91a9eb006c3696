package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.Cy6RulesTest.EXAMPLE;
import static io.github.dogfight.cy6.Cy6RulesTest.at;
import static io.github.dogfight.cy6.Cy6RulesTest.narration;
import static io.github.dogfight.cy6.Cy6RulesTest.plane;
import static io.github.dogfight.cy6.GroundTest.BOMBER;
import static io.github.dogfight.cy6.GroundTest.flyStraight;
import static io.github.dogfight.cy6.LuckyFollowTest.fire;
import static io.github.dogfight.cy6.LuckyFollowTest.settle;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.odds.Outcomes;
import io.github.dogfight.core.odds.Rational;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * "Next hit destroys aircraft" (Lucky Hit Table rows 10 and 11) and *D's "firepower of 2d6 (as if
 * from HMG fire)" (rules 002). A hit is anything that would go on to roll firepower against the
 * aircraft: a gun's to-hit roll that hits, an anti-aircraft hit or near miss, debris ("immediately
 * suffers a hit"); the Lucky Hit an explosion makes it roll is not one.
 */
class NextHitAndDebrisTest {
  private static final AircraftCondition DOOMED =
      AircraftCondition.INTACT.with(Status.NEXT_HIT_DESTROYS);

  private static Plane at6(String id, String side, int q, int r) {
    return plane(id, side, EXAMPLE, Skill.GREEN, at(q, r, Facing.N), 6, 2, null);
  }

  /** "Hit" faces north at the origin: its tail arc is to the south, where "Behind" flies. */
  private static final Plane HIT = at6("Hit", "Red", 0, 0);

  private static final Plane BEHIND = at6("Behind", "Blue", 0, 2);

  // ------------------------------------------------------------------ *D debris

  /**
   * "(as if from HMG fire)": two HMG damage dice, "HMG d6(-)", "(-) = If highest number on die
   * rolled, count as "0" (zero)": firepower 0 to 10, each 0 and 10 at 1/36.
   */
  @Test
  void debrisRollsTwoHmgDice() {
    Outcomes<Integer> hmg = fire(DamageReadings.standard()).debrisFirepower().outcomes();
    assertThat(hmg.probability(v -> v == 0)).isEqualTo(Rational.of(1, 36));
    assertThat(hmg.probability(v -> v == 10)).isEqualTo(Rational.of(1, 36));
    assertThat(hmg.probability(v -> v > 10)).isEqualTo(Rational.ZERO);
    assertThat(hmg.probability(v -> v == 5)).isEqualTo(Rational.of(6, 36));
    // the other reading, two plain d6: 2 to 12
    Outcomes<Integer> plain =
        fire(DamageReadings.standard().withDebris(DamageReadings.DebrisFire.PLAIN_2D6))
            .debrisFirepower()
            .outcomes();
    assertThat(plain.probability(v -> v < 2)).isEqualTo(Rational.ZERO);
    assertThat(plain.probability(v -> v == 12)).isEqualTo(Rational.of(1, 36));
  }

  /**
   * Double 6 on the HMG dice is 0 + 0: "<1" against R2 is 3+, and the robustness roll 1 + 2 meets
   * it. Read as a plain 2d6 the same dice are 12, "11-15" 7+, and 1 + 2 is 4 lower: "HMG ... 4+
   * lower than "n" factor aircraft destroyed".
   */
  @Test
  void debrisIsResolvedAsHmgFire() {
    LuckyFollowTest.Settled hmg =
        settle(
            fire(DamageReadings.standard()), LuckyEffect.DEBRIS, List.of(HIT, BEHIND), 6, 6, 1, 2);
    assertThat(hmg.narration)
        .containsExactly(
            "debris from Hit hits Behind as HMG fire: firepower 0, robustness 3+: damage"
                + " prevented");
    LuckyFollowTest.Settled plain =
        settle(
            fire(DamageReadings.standard().withDebris(DamageReadings.DebrisFire.PLAIN_2D6)),
            LuckyEffect.DEBRIS,
            List.of(HIT, BEHIND),
            6,
            6,
            1,
            2);
    assertThat(plain.narration)
        .containsExactly(
            "debris from Hit hits Behind with 2d6: firepower 12, robustness 7+: critical failure,"
                + " destroyed");
    assertThat(plain.state.get("Behind").condition().isDestroyed()).isTrue();
  }

  /**
   * "Lucky Hit: if doubles rolled for robustness"; debris "immediately suffers a hit with firepower
   * of 2d6 (as if from HMG fire)": read literally, as for any hit, the robustness doubles (2 + 2)
   * give a lucky hit, on the Lucky Hit Table's LMG/HMG column (as if from HMG fire): 3 + 4 = "7:
   * Fire".
   */
  @Test
  void debrisRollsALuckyHitAsIfFromHmgFire() {
    LuckyFollowTest.Settled s =
        settle(
            fire(DamageReadings.standard()),
            LuckyEffect.DEBRIS,
            List.of(HIT, BEHIND),
            5,
            5,
            2,
            2,
            3,
            4);
    assertThat(s.narration)
        .containsExactly(
            "debris from Hit hits Behind as HMG fire: firepower 10, robustness 6+: engine damage;"
                + " lucky hit 7: Fire - Aircraft on fire, take Aircrew Check at start of next move"
                + " to stop fire. If not stopped aircraft is damaged (roll randomly to determine"
                + " type)");
    assertThat(s.state.get("Behind").condition().statuses()).contains(Status.ON_FIRE);
  }

  /**
   * The other reading ({@link DamageReadings#withDebrisLuckyHit}): debris rolls no lucky hit of its
   * own, and its robustness doubles (2 + 2) stop there.
   */
  @Test
  void readingDebrisWithoutALuckyHit() {
    LuckyFollowTest.Settled s =
        settle(
            fire(DamageReadings.standard().withDebrisLuckyHit(false)),
            LuckyEffect.DEBRIS,
            List.of(HIT, BEHIND),
            5,
            5,
            2,
            2);
    assertThat(s.narration)
        .containsExactly(
            "debris from Hit hits Behind as HMG fire: firepower 10, robustness 6+: engine damage");
  }

  /**
   * The chain is bounded: the lucky hit of a debris hit throws no further debris. Behind's "12:
   * Fuel Tank Explodes + *D + *E - Plane destroyed" (6 + 6) destroys it; its *D would hit Further,
   * two hexes behind it, but debris from debris is not thrown (its *E rolls nothing: Behind carries
   * no ordnance). Its other effects do follow: "2: Pilot Killed + *C" (1 + 1) makes it collide with
   * Close, the one aircraft within 1 hex, which fails to evade (1 + 1).
   */
  @Test
  void theLuckyHitOfADebrisHitThrowsNoFurtherDebris() {
    Plane further = at6("Further", "Blue", 0, 4);
    LuckyFollowTest.Settled s =
        settle(
            fire(DamageReadings.standard()),
            LuckyEffect.DEBRIS,
            List.of(HIT, BEHIND, further),
            5,
            5,
            2,
            2,
            6,
            6);
    assertThat(s.narration)
        .containsExactly(
            "debris from Hit hits Behind as HMG fire: firepower 10, robustness 6+: engine damage;"
                + " lucky hit 12: Fuel Tank Explodes + *D + *E - Plane destroyed");
    assertThat(s.state.get("Behind").condition().isDestroyed()).isTrue();
    assertThat(s.state.get("Further").condition()).isEqualTo(AircraftCondition.INTACT);
    Plane close = at6("Close", "Red", 1, 2);
    LuckyFollowTest.Settled c =
        settle(
            fire(DamageReadings.standard()),
            LuckyEffect.DEBRIS,
            List.of(HIT, BEHIND, close),
            5,
            5,
            2,
            2,
            1,
            1,
            1,
            1);
    assertThat(c.narration)
        .containsExactly(
            "debris from Hit hits Behind as HMG fire: firepower 10, robustness 6+: engine damage;"
                + " lucky hit 2: Pilot Killed + *C - Plane Crashes",
            "Behind, going down, and Close collide: Close is destroyed");
  }

  // ------------------------------------------------------------------ next hit destroys

  /**
   * "10: Fuel on Windscreen + *P - must fly forward until Aircrew Check passed. Next hit destroys
   * aircraft.": debris "immediately suffers a hit", so it destroys an aircraft waiting for its next
   * hit, without a roll.
   */
  @Test
  void debrisIsAHit() {
    LuckyFollowTest.Settled s =
        settle(
            fire(DamageReadings.standard()), LuckyEffect.DEBRIS, List.of(HIT, BEHIND.with(DOOMED)));
    assertThat(s.narration)
        .containsExactly(
            "debris from Hit hits Behind as HMG fire: the next hit destroys it: destroyed");
    assertThat(s.state.get("Behind").condition().destroyed()).hasValue("the next hit destroys it");
  }

  /** A gun's to-hit roll that hits (6 + 5) destroys it with no firepower roll. */
  @Test
  void aGunHitIsAHit() {
    Cy6State s =
        Cy6RulesTest.RULES.start(
            List.of("Blue", "Red"),
            Cy6RulesTest.BOARD,
            List.of(
                plane("Blue 1", "Blue", EXAMPLE, Skill.GREEN, at(0, 3, Facing.N), 6, 1, null),
                plane("Red 1", "Red", EXAMPLE, Skill.GREEN, at(0, -2, Facing.S), 6, 1, null)
                    .with(DOOMED)),
            1);
    Game<Cy6State, Cy6Command> g = Game.start(Cy6RulesTest.RULES, s);
    g = g.play(new Cy6Command.Plot("Blue 1", Maneuver.LEVEL, "F11"));
    g = g.play(new Cy6Command.Plot("Red 1", Maneuver.LEVEL, "F11"));
    g = g.play(Cy6Command.Fire.hold("Red 1"));
    ScriptedDice dice = ScriptedDice.of(6, 5);
    g = g.play(Cy6Command.Fire.at("Blue 1", "Red 1"), dice);
    dice.assertFullyUsed();
    assertThat(narration(g))
        .contains(
            "Blue 1 fires at Red 1 (range 3, 4xLMG, deflection -2, needs 9 or more): hit, the next hit destroys it:"
                + " destroyed");
  }

  private static Game<Cy6State, Cy6Command> flak(Cy6Rules rules, int... dice) {
    Battery medium = new Battery("Flak", "Blue", AntiAircraft.MEDIUM, Board.at(10, 10));
    Plane bomber = GroundTest.plane("Bomber", "Red", BOMBER, 10, 8, 4).with(DOOMED);
    Cy6State s =
        rules.start(
            List.of("Blue", "Red"),
            GroundTest.BOARD,
            List.of(bomber),
            Ground.none().with(medium),
            1);
    Game<Cy6State, Cy6Command> g = flyStraight(Game.start(rules, s));
    ScriptedDice script = ScriptedDice.of(dice);
    g = g.play(Cy6Command.Flak.at("Flak", "Bomber"), script);
    script.assertFullyUsed();
    return g;
  }

  /**
   * "* Near-miss= half number of Damage Dice": a near miss rolls damage dice as a hit does, so it
   * is a hit: Medium AA's 4 + 5 = 9 on a bomber ("9-10* / 11+") destroys it; so does a hit (5 + 6).
   */
  @Test
  void anAaNearMissIsAHit() {
    assertThat(narration(flak(GroundTest.RULES, 4, 5)))
        .contains(
            "Flak (Medium AA) fires at Bomber: near miss, the next hit destroys it: destroyed");
    assertThat(narration(flak(GroundTest.RULES, 5, 6)))
        .contains("Flak (Medium AA) fires at Bomber: hit, the next hit destroys it: destroyed");
  }

  /**
   * The other reading ({@link DamageReadings#withNearMissIsHit}): a "Near-miss" is a miss, and the
   * bomber takes the half dice (2d10: 3 + 4 = 7) and its robustness roll (6 + 5) as usual.
   */
  @Test
  void readingANearMissAsAMissRollsItsDamage() {
    Cy6Rules rules =
        new Cy6Rules(
            Cy6Config.defaults()
                .withDamageReadings(DamageReadings.standard().withNearMissIsHit(false)));
    Game<Cy6State, Cy6Command> g = flak(rules, 4, 5, 3, 4, 6, 5);
    assertThat(narration(g))
        .anyMatch(n -> n.startsWith("Flak (Medium AA) fires at Bomber: near miss, firepower 7"));
    assertThat(g.state().get("Bomber").flying()).isTrue();
    assertThat(narration(flak(rules, 5, 6)))
        .contains("Flak (Medium AA) fires at Bomber: hit, the next hit destroys it: destroyed");
  }

  /**
   * An explosion's "any aircraft within 2 hexes must roll on a Lucky Hit" is not a hit: "7: Heavy
   * Fire + *P" (3 + 4) sets the doomed aircraft on fire and no more.
   */
  @Test
  void anExplosionsLuckyHitIsNotAHit() {
    LuckyFollowTest.Settled s =
        settle(
            fire(DamageReadings.standard()),
            LuckyEffect.ORDNANCE,
            List.of(
                HIT.with(AircraftCondition.INTACT.destroy("shot")),
                at6("Near", "Blue", 0, 1).with(DOOMED),
                at6("Spare", "Red", 9, 9)),
            3,
            4);
    assertThat(s.state.get("Near").condition().isDestroyed()).isFalse();
    assertThat(s.state.get("Near").condition().statuses())
        .contains(Status.ON_HEAVY_FIRE, Status.PANIC, Status.NEXT_HIT_DESTROYS);
  }
}
