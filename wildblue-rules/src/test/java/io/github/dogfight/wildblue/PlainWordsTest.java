package io.github.dogfight.wildblue;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.check.Contest;
import io.github.dogfight.core.check.Critical;
import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every event is told in plain words, never a record's or an enum's {@code toString}: the narration
 * and every dice line ({@link DiceRoll#describe()}: purpose, notation, faces and outcome) of whole
 * games, played by the default bot and by random legal commands (which ram and fly Immelmans, as
 * the bot does not).
 */
class PlainWordsTest {
  /** A record's {@code toString}: {@code BombRun[dex=...}. */
  private static final Pattern RECORD = Pattern.compile("\\w+\\[\\w+=");

  /** Every constant of the enums an event or a roll of this rule set could carry. */
  private static final Set<String> CONSTANTS = constants();

  private static Set<String> constants() {
    Set<String> names = new LinkedHashSet<>();
    List<Class<? extends Enum<?>>> enums =
        List.of(
            WildBlueOdds.Result.class,
            WildBlueOdds.Tug.class,
            Contest.Winner.class,
            Critical.class,
            Move.class,
            Band.class,
            Stunt.class,
            Stunt.When.class,
            CriticalDamage.class,
            AdvantageKind.class,
            AdvantageKind.Source.class,
            FireMode.class,
            Gun.Mount.class,
            Plane.Effect.class,
            CriticalChoice.Why.class,
            Attack.Stage.class,
            WildBlueEvent.Kind.class,
            GroundUnit.Reach.class,
            Reading.class);
    for (Class<? extends Enum<?>> e : enums) {
      for (Enum<?> c : e.getEnumConstants()) {
        names.add(c.name());
      }
    }
    return names;
  }

  /** The lines of a game a reader sees: each narration and each dice line. */
  private static List<String> lines(Game<WildBlueState, WildBlueCommand> g) {
    List<String> out = new ArrayList<>();
    for (GameEvent e : g.log().events()) {
      out.add(e.narration());
      for (DiceRoll d : e.dice()) {
        out.add(d.describe());
      }
    }
    return out;
  }

  /** What in {@code line} is not plain words: a record's text, an enum constant's name. */
  static List<String> notPlain(String line) {
    List<String> found = new ArrayList<>();
    Matcher r = RECORD.matcher(line);
    if (r.find()) {
      found.add(r.group());
    }
    Matcher w = Pattern.compile("\\b[A-Z][A-Z0-9_]+\\b").matcher(line);
    while (w.find()) {
      if (CONSTANTS.contains(w.group())) {
        found.add(w.group());
      }
    }
    return found;
  }

  private static void assertPlain(List<String> lines, String game) {
    for (String line : lines) {
      assertThat(notPlain(line)).as("%s: %s", game, line).isEmpty();
    }
  }

  @Test
  void theCheckFindsARecordAndAConstant() {
    assertThat(notPlain("Bristol bombing run: [2] = BombRun[dex=passed by 12, result=FULL]"))
        .containsExactly("BombRun[dex=", "FULL");
    assertThat(notPlain("Ace rams Hun: [2, 10] = Outcome[winner=FIRST, difference=13]"))
        .containsExactly("Outcome[winner=", "FIRST");
    assertThat(notPlain("Bristol has 1 magazine uses left; SUSTAINED uses 2"))
        .containsExactly("SUSTAINED");
    assertThat(
            notPlain(
                "Bristol bombs Supply depot: Dex check passed by 12 — full damage, 6 damage;"
                    + " 75 of 85 HP left (Cunning or INT)"))
        .isEmpty();
  }

  private static DiceRoll lastRoll(Game<WildBlueState, WildBlueCommand> g) {
    List<DiceRoll> all = g.log().events().stream().flatMap(e -> e.dice().stream()).toList();
    return all.get(all.size() - 1);
  }

  /**
   * "When you attack with a bomb (or grenade) from a plane, roll 2 dice. One is a Dex check, the
   * second a Cunning (or INT, if higher)." The roll is named once, by what the plane does, and its
   * outcome is the run in words. Jack Ransom: Dex 7 (14), Cunning 6 (12).
   */
  @Test
  @DisplayName("When you attack with a bomb (or grenade) from a plane, roll 2 dice")
  void aBombingRunsDiceLineIsInWords() {
    GroundUnit depot = GroundUnit.target("Depot", Fixtures.JASTA, true, 40);
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(Fixtures.hun(), Fixtures.bristol().build()), List.of(depot));
    g = Fixtures.play(g, new WildBlueCommand.Fly("Hun", Move.CRUISE));
    g = Fixtures.play(g, new WildBlueCommand.EndAction("Hun"));
    g = Fixtures.play(g, new WildBlueCommand.Fly("Bristol", Move.CRUISE));
    // "If only one passes, you do half damage": 14 passes by 0, 13 fails by 1; 3d6 = 15, half 7
    Game<WildBlueState, WildBlueCommand> bomb =
        Fixtures.play(g, new WildBlueCommand.Bomb("Bristol", "Depot"), 14, 13, 6, 5, 4);
    assertThat(lastRoll(bomb).describe())
        .isEqualTo(
            "Bristol bombs Depot d20 roll-under for Dex and Cunning, 3d6 damage: [14, 13, 6, 5, 4]"
                + " = Dex passed by 0; Cunning failed by 1: half damage, 7");
    // "if neither roll passes, no damage is done"
    Game<WildBlueState, WildBlueCommand> grenade =
        Fixtures.play(g, new WildBlueCommand.Grenade("Bristol", "Depot"), 20, 15);
    assertThat(lastRoll(grenade).describe())
        .isEqualTo(
            "Bristol throws a grenade at Depot d20 roll-under for Dex and Cunning, 2d6 damage:"
                + " [20, 15] = Dex failed by 6, critical failure; Cunning failed by 3: no damage");
  }

  /** A ram's Tug of War: both checks and who wins, in words. */
  @Test
  void aRamsDiceLineIsInWords() {
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.play(Fixtures.duel(), new WildBlueCommand.Fly("Ace", Move.CRUISE));
    // Ace (17) rolls 15, by 2; Hun (16) rolls 2, by 14: Hun evades
    g = Fixtures.play(g, new WildBlueCommand.Ram("Ace", "Hun"), 15, 2);
    assertThat(lastRoll(g).describe())
        .isEqualTo(
            "Ace rams Hun d20 roll-under and d20 roll-under: [15, 2] = Ace passed by 2; Hun passed"
                + " by 14: Hun evades");
  }

  private static Stream<WildBlueRules> rules() {
    WildBlueConfig d = WildBlueConfig.defaults();
    return Stream.of(
        new WildBlueRules(d),
        new WildBlueRules(d.withReadings(EnumSet.allOf(Reading.class))),
        new WildBlueRules(d.withHost(WildBlueProperties.ROLL_HIGH)));
  }

  @Test
  void botGamesAreToldInPlainWords() {
    Set<WildBlueEvent.Kind> seen = EnumSet.noneOf(WildBlueEvent.Kind.class);
    int grenades = 0;
    for (WildBlueRules rules : rules().toList()) {
      for (long seed = 1; seed <= 8; seed++) {
        Game<WildBlueState, WildBlueCommand> g = Game.start(rules, rules.sampleEngagement(seed));
        for (int i = 0; i < 20_000 && !g.isOver(); i++) {
          g = g.play(rules.defaultBot());
        }
        assertThat(g.isOver()).isTrue();
        assertPlain(lines(g), "bot game, seed " + seed);
        g.log().events().forEach(e -> seen.add(((WildBlueEvent) e).kind()));
        grenades += (int) g.log().narration().lines().filter(l -> l.contains("grenade")).count();
      }
    }
    // The games reach bombs and grenades, hits, Critical Damage and collisions' kin.
    assertThat(seen)
        .contains(
            WildBlueEvent.Kind.BOMB,
            WildBlueEvent.Kind.ATTACK,
            WildBlueEvent.Kind.DAMAGE,
            WildBlueEvent.Kind.STUNT,
            WildBlueEvent.Kind.CONTROL);
    assertThat(grenades).isPositive();
  }

  @Test
  void randomLegalGamesAreToldInPlainWords() {
    Set<WildBlueEvent.Kind> seen = EnumSet.noneOf(WildBlueEvent.Kind.class);
    boolean rammed = false;
    for (WildBlueRules rules : rules().toList()) {
      for (long seed = 1; seed <= 8; seed++) {
        SplittableRandom pick = new SplittableRandom(seed);
        Game<WildBlueState, WildBlueCommand> g = Game.start(rules, rules.sampleEngagement(seed));
        for (int i = 0; i < 20_000 && !g.isOver(); i++) {
          List<WildBlueCommand> legal = g.legalCommands();
          // Lean toward rams and attacks, which random play otherwise rarely reaches.
          List<WildBlueCommand> rams =
              legal.stream().filter(WildBlueCommand.Ram.class::isInstance).toList();
          g =
              g.play(
                  !rams.isEmpty() && pick.nextInt(4) == 0
                      ? rams.get(0)
                      : legal.get(pick.nextInt(legal.size())));
        }
        assertThat(g.isOver()).isTrue();
        assertPlain(lines(g), "random game, seed " + seed);
        g.log().events().forEach(e -> seen.add(((WildBlueEvent) e).kind()));
        rammed |=
            g.log().events().stream()
                .flatMap(e -> e.dice().stream())
                .anyMatch(d -> d.purpose().contains(" rams "));
      }
    }
    assertThat(seen).contains(WildBlueEvent.Kind.COLLISION, WildBlueEvent.Kind.BOMB);
    assertThat(rammed).isTrue();
  }
}
