package io.github.dogfight.wildblue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.RuleViolation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Engagements built from plane types, characters and configurations at the ends of their documented
 * ranges (and anywhere within), played by the bot to the end or a step cap: {@code apply} throws
 * nothing but {@link RuleViolation} for any command {@link ContractTest#candidates} makes up, and
 * nothing at all for the bot's listed choices.
 */
class RangeProperties {
  private static final int STEPS = 300;

  @Property(tries = 30)
  void enginesAtTheEndsOfTheRangesThrowOnlyRuleViolations(
      @ForAll("type") PlaneType first,
      @ForAll("type") PlaneType second,
      @ForAll("airman") Airman one,
      @ForAll("airman") Airman two,
      @ForAll("airman") Airman gunner,
      @ForAll("config") WildBlueConfig config,
      @ForAll long seed) {
    WildBlueRules rules = new WildBlueRules(config);
    Plane a =
        Plane.builder()
            .name("Alpha")
            .side("A")
            .type(first)
            .pilot(rename(one, "One"))
            .gunner(first.seats() == 2 ? Optional.of(rename(gunner, "Gunner")) : Optional.empty())
            .build();
    Plane b =
        Plane.builder().name("Bravo").side("B").type(second).pilot(rename(two, "Two")).build();
    Game<WildBlueState, WildBlueCommand> g =
        Game.start(rules, rules.start(List.of(a, b), List.of(), List.of(), seed));
    Bot<WildBlueState, WildBlueCommand> bot = rules.defaultBot();
    SplittableRandom random = new SplittableRandom(seed);
    for (int step = 0; step < STEPS && !g.isOver(); step++) {
      String actor = g.decision().actors().get(0);
      List<WildBlueCommand> candidates = new ArrayList<>(ContractTest.candidates(g, actor, false));
      for (int i = 0; i < 5 && !candidates.isEmpty(); i++) {
        WildBlueCommand c = candidates.remove(random.nextInt(candidates.size()));
        try {
          rules.apply(g.state(), c, Roller.from(g.state().dice()));
        } catch (RuleViolation expected) {
          // refused, naming the rule
        } catch (RuntimeException e) {
          fail("apply threw " + e + " for " + c.describe(), e);
        }
      }
      List<WildBlueCommand> legal = g.legalCommands(actor);
      assertThat(legal).isNotEmpty();
      g = g.play(bot.choose(g.viewFor(actor), legal));
    }
  }

  private static Airman rename(Airman a, String name) {
    return new Airman(
        name, a.dex(), a.cunning(), a.intelligence(), a.piloting(), a.firearms(), a.hitPoints());
  }

  @Provide
  Arbitrary<PlaneType> type() {
    Arbitrary<Integer> cruising = Arbitraries.integers().between(10, 2000);
    Arbitrary<Integer> size = Arbitraries.integers().between(0, 100);
    Arbitrary<Integer> hp = Arbitraries.integers().between(1, 10_000);
    Arbitrary<Integer> maneuverability = Arbitraries.integers().between(0, 14);
    Arbitrary<String> guns =
        Arbitraries.of(
            "fixed 1d6",
            "fixed 6d20",
            "fixed 6d20, flexible 6d20, rear 6d20",
            "fixed 6d20, fixed 6d20, fixed 6d20, fixed 6d20",
            "rear 2d8",
            "fixed 1d6, rear 2d8");
    Arbitrary<Integer> magazine = Arbitraries.integers().between(0, 1000);
    Arbitrary<Optional<PlaneType.Bombs>> bombs =
        Arbitraries.of(
            Optional.<PlaneType.Bombs>empty(),
            Optional.of(new PlaneType.Bombs(1, 1)),
            Optional.of(new PlaneType.Bombs(PlaneType.Bombs.MAX, PlaneType.Bombs.MAX)));
    Arbitrary<Integer> seats = Arbitraries.integers().between(1, 2);
    return Combinators.combine(cruising, size, hp, maneuverability, guns, magazine, bombs, seats)
        .as(
            (c, s, h, m, g, mag, b, seat) ->
                new PlaneType(
                    "Type",
                    c,
                    c + (2000 - c) / 2,
                    s,
                    h,
                    m,
                    Gun.parseAll(g),
                    mag,
                    b,
                    seat,
                    Arrays.asList(CriticalDamage.values()),
                    b));
  }

  @Provide
  Arbitrary<Airman> airman() {
    Arbitrary<Integer> score = Arbitraries.integers().between(0, 100);
    Arbitrary<Integer> hp = Arbitraries.integers().between(1, 1000);
    return Combinators.combine(score, score, score, score, score, hp)
        .as((d, c, i, p, f, h) -> new Airman("A", d, c, i, p, f, h));
  }

  @Provide
  Arbitrary<WildBlueConfig> config() {
    return Combinators.combine(
            Arbitraries.of(1, 6, 30), Arbitraries.of(1, 5, 1000), Arbitraries.of(1, 3, 5))
        .as(
            (cap, turns, attempts) ->
                WildBlueConfig.defaults()
                    .withSoftCap(cap)
                    .withMaxTurns(turns)
                    .withAttemptsWhenForgoing(attempts));
  }
}
