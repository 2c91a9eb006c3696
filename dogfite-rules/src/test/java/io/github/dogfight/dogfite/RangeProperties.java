package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Engagements built from aircraft types, pilots and starts at the ends of their documented ranges
 * (and anywhere within), played by the bot to the end or a step cap, under each activation: {@code
 * apply} throws nothing but {@link RuleViolation} for any command {@link ContractTest#everyCommand}
 * makes up, and nothing at all for the bot's listed choices.
 */
class RangeProperties {
  private static final int STEPS = 400;

  @Property(tries = 60)
  void enginesAtTheEndsOfTheRangesThrowOnlyRuleViolations(
      @ForAll("type") AircraftType first,
      @ForAll("type") AircraftType second,
      @ForAll("pilot") Pilot one,
      @ForAll("pilot") Pilot two,
      @ForAll @IntRange(min = 0, max = AircraftType.MAX_SPEED) int speedOne,
      @ForAll @IntRange(min = 0, max = AircraftType.MAX_SPEED) int speedTwo,
      @ForAll @IntRange(min = 0, max = 6) int level,
      @ForAll boolean cards,
      @ForAll long seed) {
    DogfiteRules rules =
        cards ? new DogfiteRules().withActivation(CardActivation.NAME) : new DogfiteRules();
    Plane a =
        Plane.of(
            "RFC",
            first,
            new Pilot("One", one.experience(), one.flying(), one.shooting()),
            new Placement(HexPosition.edge(new Hex(0, 2), Facing.N), Altitude.at(level)),
            speedOne);
    Plane b =
        Plane.of(
            "Jasta",
            second,
            new Pilot("Two", two.experience(), two.flying(), two.shooting()),
            new Placement(HexPosition.edge(new Hex(0, -2), Facing.S), Altitude.at(level)),
            speedTwo);
    Game<DogfiteState, DogfiteCommand> g = Game.start(rules, rules.start(List.of(a, b), seed));
    Bot<DogfiteState, DogfiteCommand> bot = rules.defaultBot();
    SplittableRandom random = new SplittableRandom(seed);
    for (int step = 0; step < STEPS && !g.isOver(); step++) {
      String actor = g.decision().actors().get(0);
      List<DogfiteCommand> candidates = new ArrayList<>(ContractTest.everyCommand(g, actor));
      for (int i = 0; i < 6 && !candidates.isEmpty(); i++) {
        DogfiteCommand c = candidates.remove(random.nextInt(candidates.size()));
        try {
          rules.apply(g.state(), c, Roller.from(g.state().dice()));
        } catch (RuleViolation expected) {
          // refused, naming the rule
        } catch (RuntimeException e) {
          fail("apply threw " + e + " for " + c.describe(), e);
        }
      }
      List<DogfiteCommand> legal = g.legalCommands(actor);
      assertThat(legal).isNotEmpty();
      g = g.play(bot.choose(g.viewFor(actor), legal));
    }
  }

  @Provide
  Arbitrary<AircraftType> type() {
    Arbitrary<Integer> firing =
        Arbitraries.integers().between(-AircraftType.MAX_FIRING, AircraftType.MAX_FIRING);
    Arbitrary<Integer> modifier =
        Arbitraries.integers()
            .between(-AircraftType.MAX_ROLL_MODIFIER, AircraftType.MAX_ROLL_MODIFIER);
    Arbitrary<Integer> aerobatic =
        Arbitraries.integers().between(-AircraftType.MAX_AEROBATIC, AircraftType.MAX_AEROBATIC);
    Arbitrary<int[]> speeds =
        Arbitraries.integers()
            .between(0, AircraftType.MAX_SPEED)
            .list()
            .ofSize(3)
            .filter(l -> l.stream().distinct().count() >= 2 || l.get(0) > 0)
            .map(
                l -> {
                  int[] s = l.stream().mapToInt(Integer::intValue).sorted().toArray();
                  if (s[0] == s[1]) {
                    s[0] = s[1] - 1;
                  }
                  return s;
                })
            .filter(s -> s[0] >= 0 && s[1] > s[0]);
    Arbitrary<Integer> sets = Arbitraries.integers().between(1, AircraftType.MAX_DAMAGE_SETS);
    Arbitrary<Integer> boxes = Arbitraries.integers().between(1, AircraftType.MAX_BOXES_PER_SET);
    Arbitrary<Integer> guns = Arbitraries.integers().between(1, 2);
    return net.jqwik.api.Combinators.combine(
            List.of(firing, guns, modifier, modifier, modifier, modifier, aerobatic, sets, boxes))
        .as(l -> l)
        .flatMap(
            l ->
                speeds.map(
                    s ->
                        new AircraftType(
                            "Type", l.get(0), l.get(1), l.get(2), l.get(3), l.get(4), l.get(5),
                            l.get(6), s[0], s[1], s[2], l.get(7), l.get(8))));
  }

  @Provide
  Arbitrary<Pilot> pilot() {
    Arbitrary<Integer> skill = Arbitraries.integers().between(-Pilot.MAX_SKILL, Pilot.MAX_SKILL);
    return net.jqwik.api.Combinators.combine(skill, skill, skill)
        .as((e, f, s) -> new Pilot("P", e, f, s));
  }
}
