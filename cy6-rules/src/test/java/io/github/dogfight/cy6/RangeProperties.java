package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.hex.Facing;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Engagements built from aircraft types, crews, maps and starts at the ends of their documented
 * ranges (and anywhere within), played by the bot to the end or a step cap, under each movement
 * order and with spotting on and off: {@code apply} throws nothing but {@link RuleViolation} for
 * any command {@link ContractTest#candidates} makes up, and nothing at all for the bot's listed
 * choices.
 */
class RangeProperties {
  private static final int STEPS = 300;

  @Property(tries = 40)
  void enginesAtTheEndsOfTheRangesThrowOnlyRuleViolations(
      @ForAll("type") AircraftType first,
      @ForAll("type") AircraftType second,
      @ForAll Skill one,
      @ForAll Skill two,
      @ForAll @IntRange(min = 2, max = Board.MAX_SIDE) int width,
      @ForAll @IntRange(min = 2, max = Board.MAX_SIDE) int height,
      @ForAll @IntRange(min = 1, max = 12) int talOne,
      @ForAll @IntRange(min = 1, max = 12) int talTwo,
      @ForAll boolean cards,
      @ForAll boolean spotting,
      @ForAll long seed) {
    Cy6Config config = Cy6Config.defaults().withMaxTurns(6);
    if (spotting) {
      config = config.withSpotting(Spotting.standard());
    }
    Cy6Rules rules = new Cy6Rules(config);
    if (cards) {
      rules = rules.withActivation(CardMoveOrder.NAME);
    }
    int top = config.tables().topTal();
    Board board =
        new Board(
            width,
            height,
            Board.Compass.EAST,
            Map.of("A", Board.Compass.SOUTH, "B", Board.Compass.NORTH));
    SplittableRandom random = new SplittableRandom(seed);
    Plane a =
        Plane.of(
            "Alpha",
            "A",
            first,
            one,
            new Position(Board.at(0, height - 1), Facing.N),
            Math.min(talOne, top),
            1 + random.nextInt(first.maxSpeed()),
            Optional.empty());
    Plane b =
        Plane.of(
            "Bravo",
            "B",
            second,
            two,
            new Position(Board.at(width - 1, 0), Facing.S),
            Math.min(talTwo, top),
            1 + random.nextInt(second.maxSpeed()),
            Optional.empty());
    Game<Cy6State, Cy6Command> g =
        Game.start(rules, rules.start(List.of("A", "B"), board, List.of(a, b), seed));
    Bot<Cy6State, Cy6Command> bot = rules.defaultBot();
    for (int step = 0; step < STEPS && !g.isOver(); step++) {
      String actor = g.decision().actors().get(0);
      List<Cy6Command> candidates = new ArrayList<>(ContractTest.candidates(g, actor));
      for (int i = 0; i < 5 && !candidates.isEmpty(); i++) {
        Cy6Command c = candidates.remove(random.nextInt(candidates.size()));
        try {
          rules.apply(g.state(), c, Roller.from(g.state().dice()));
        } catch (RuleViolation expected) {
          // refused, naming the rule
        } catch (RuntimeException e) {
          fail("apply threw " + e + " for " + c.describe(), e);
        }
      }
      List<Cy6Command> legal = g.legalCommands(actor);
      assertThat(legal).isNotEmpty();
      g = g.play(bot.choose(g.viewFor(actor), legal));
    }
  }

  @Provide
  Arbitrary<AircraftType> type() {
    Arbitrary<Integer> speed = Arbitraries.integers().between(1, 12);
    Arbitrary<Integer> agility = Arbitraries.integers().between(-5, 5);
    Arbitrary<Integer> climb = Arbitraries.integers().between(0, 10);
    Arbitrary<Integer> robustness = Arbitraries.integers().between(0, 4);
    Arbitrary<String> guns =
        Arbitraries.of(
            "1xLMG",
            "24xLMG",
            "12xHMG, 12xHMG/def",
            "2xLMG, 2xLVC",
            "4xLVHC/low",
            "2xHMG, 11xHMG/def");
    Arbitrary<Role> role = Arbitraries.of(Role.class);
    return Combinators.combine(speed, agility, climb, robustness, guns, role)
        .as((s, a, c, r, g, ro) -> new AircraftType("Type", ro, s, a, c, r, Gun.parseMix(g)));
  }
}
