package io.github.dogfight.squadron;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.github.dogfight.core.dice.DiceNotation;
import io.github.dogfight.core.dice.FaceSet;
import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.RuleViolation;
import java.util.ArrayList;
import java.util.List;
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
 * Engagements built from aircraft types and configurations at the ends of their documented ranges
 * (and anywhere within), played by the bot to the end or a step cap: {@code apply} throws nothing
 * but {@link RuleViolation}, for the bot's listed choices never even that, for any commands the
 * probe of {@link ContractTest} makes up.
 */
class RangeProperties {
  private static final int STEPS = 300;

  @Property(tries = 40)
  void enginesAtTheEndsOfTheRangesThrowOnlyRuleViolations(
      @ForAll("types") List<AircraftType> types,
      @ForAll("config") SquadronConfig config,
      @ForAll @IntRange(min = 1, max = SquadronRules.MAX_AIRCRAFT) int whiteSize,
      @ForAll @IntRange(min = 1, max = SquadronRules.MAX_AIRCRAFT) int blackSize,
      @ForAll long seed) {
    SquadronRules rules = new SquadronRules(config);
    // Choosing every damage roll together lists every allocation: kept to small forces.
    int most = config.damageRollsTogether() ? 6 : SquadronRules.MAX_AIRCRAFT;
    SplittableRandom random = new SplittableRandom(seed);
    Squadron white = squadron("W", Side.WHITE, types, Math.min(whiteSize, most), random);
    Squadron black = squadron("B", Side.BLACK, types, Math.min(blackSize, most), random);
    Game<SquadronState, SquadronCommand> g = Game.start(rules, rules.start(white, black, seed));
    Bot<SquadronState, SquadronCommand> bot = rules.defaultBot();
    for (int step = 0; step < STEPS && !g.isOver(); step++) {
      String actor = g.decision().actors().get(0);
      List<SquadronCommand> candidates =
          new ArrayList<>(ContractTest.candidates(g.state(), Side.valueOf(actor)));
      for (int i = 0; i < 5 && !candidates.isEmpty(); i++) {
        SquadronCommand c = candidates.remove(random.nextInt(candidates.size()));
        try {
          rules.apply(g.state(), c, io.github.dogfight.core.dice.Roller.from(g.state().dice()));
        } catch (RuleViolation expected) {
          // refused, naming the rule
        } catch (RuntimeException e) {
          fail("apply threw " + e + " for " + c.describe(), e);
        }
      }
      List<SquadronCommand> legal = g.legalCommands(actor);
      assertThat(legal).isNotEmpty();
      g = g.play(bot.choose(g.viewFor(actor), legal));
    }
  }

  private static Squadron squadron(
      String name, Side side, List<AircraftType> types, int size, SplittableRandom random) {
    Squadron.Roster r = Squadron.builder(name, side);
    for (int i = 0; i < size; i++) {
      AircraftType t = types.get(random.nextInt(types.size()));
      r.add(Aircraft.of(name + " " + t.name() + " " + (i + 1), t));
    }
    return r.build();
  }

  @Provide
  Arbitrary<List<AircraftType>> types() {
    Arbitrary<Integer> handling =
        Arbitraries.integers().between(AircraftType.MIN_HANDLING, AircraftType.MAX_HANDLING);
    Arbitrary<Integer> structure = Arbitraries.integers().between(1, AircraftType.MAX_STRUCTURE);
    Arbitrary<Optional<Armament>> armament =
        Arbitraries.of("1d6", "3d6!", "166d6", "0", "1d2-1", "-")
            .map(
                n ->
                    n.equals("-")
                        ? Optional.<Armament>empty()
                        : Optional.of(new Armament("Guns " + n, DiceNotation.parse(n))));
    Arbitrary<Role> role = Arbitraries.of(Role.class);
    return Combinators.combine(handling, structure, armament, role)
        .as((h, s, a, r) -> List.of(h, s, a, r))
        .list()
        .ofMinSize(1)
        .ofMaxSize(8)
        .map(
            rows -> {
              List<AircraftType> out = new ArrayList<>();
              for (int i = 0; i < rows.size(); i++) {
                List<?> row = rows.get(i);
                @SuppressWarnings("unchecked")
                Optional<Armament> a = (Optional<Armament>) row.get(2);
                out.add(
                    new AircraftType(
                        "T" + i, (Role) row.get(3), (Integer) row.get(0), (Integer) row.get(1), a));
              }
              return out;
            });
  }

  @Provide
  Arbitrary<SquadronConfig> config() {
    Arbitrary<FaceSet> success =
        Arbitraries.of(FaceSet.of(1, 6), FaceSet.of(6), FaceSet.range(1, 6), FaceSet.range(5, 6));
    Arbitrary<FaceSet> explosion = Arbitraries.of(FaceSet.of(6), FaceSet.of(), FaceSet.range(2, 6));
    Arbitrary<Integer> depth = Arbitraries.of(1, 10, 100);
    Arbitrary<Integer> rounds = Arbitraries.of(1, 2, 100, Integer.MAX_VALUE);
    Arbitrary<Boolean> together = Arbitraries.of(false, false, true);
    return Combinators.combine(success, explosion, depth, rounds, together)
        .as(
            (s, e, d, r, t) ->
                SquadronConfig.builder()
                    .successFaces(s)
                    .explosionFaces(e)
                    .explosionDepth(d)
                    .maxRounds(r)
                    .damageRollsTogether(t)
                    .build());
  }
}
