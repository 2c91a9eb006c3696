package io.github.dogfight.squadron;

import io.github.dogfight.core.game.Game;
import java.util.ArrayList;
import java.util.List;

/** Shared set-ups for squadron tests. */
final class Fixtures {
  static final SquadronRules RULES = new SquadronRules();
  static final AircraftCatalog CATALOG = AircraftCatalog.sample();

  /** The variant where the winner chooses every damage roll in one command before any is rolled. */
  static final SquadronRules TOGETHER =
      new SquadronRules(SquadronConfig.builder().damageRollsTogether(true).build());

  private Fixtures() {}

  /** Rules 003's example: RAF 3 Spitfires, 2 Wyverns, 4 Hurricanes vs 7 Bf 109s, 5 He 111s. */
  static Game<SquadronState, SquadronCommand> seedExample() {
    return Game.start(RULES, RULES.sampleEngagement(7));
  }

  /** A small engagement: white and black fighters and specials as given. */
  static Game<SquadronState, SquadronCommand> small(
      int whiteFighters, int whiteSpecials, int blackFighters, int blackSpecials) {
    return small(RULES, whiteFighters, whiteSpecials, blackFighters, blackSpecials);
  }

  /** A small engagement under {@code rules}: white and black fighters and specials as given. */
  static Game<SquadronState, SquadronCommand> small(
      SquadronRules rules,
      int whiteFighters,
      int whiteSpecials,
      int blackFighters,
      int blackSpecials) {
    Squadron white =
        Squadron.builder("Allies", Side.WHITE)
            .add(whiteFighters, CATALOG.type("Hurricane Mk I"))
            .add(whiteSpecials, CATALOG.type("PC Sky Yacht"))
            .build();
    Squadron black =
        Squadron.builder("Axis", Side.BLACK)
            .add(blackFighters, CATALOG.type("Bf 109 E"))
            .add(blackSpecials, CATALOG.type("He 111 H"))
            .build();
    return Game.start(rules, rules.start(white, black, 1));
  }

  /** Two Hurricanes against one Bf 109 under {@code rules}: pools of 6 and 4 dice. */
  static Game<SquadronState, SquadronCommand> twoVsOne(SquadronRules rules) {
    SquadronState s = small(2, 0, 1, 0).state();
    return Game.start(rules, rules.start(s.white(), s.black(), 3));
  }

  /**
   * Raw d6 faces for a pool of {@code dice} dice rolling exactly {@code successes} successes with
   * no explosions: ones for the successes, then twos to fives.
   */
  static List<Integer> pool(int dice, int successes) {
    List<Integer> faces = new ArrayList<>();
    for (int i = 0; i < dice; i++) {
      faces.add(i < successes ? 1 : 2 + (i % 4));
    }
    return faces;
  }

  /** The faces of a white pool followed by a black pool. */
  static int[] roll(int whiteDice, int whiteSuccesses, int blackDice, int blackSuccesses) {
    List<Integer> all = new ArrayList<>(pool(whiteDice, whiteSuccesses));
    all.addAll(pool(blackDice, blackSuccesses));
    return all.stream().mapToInt(Integer::intValue).toArray();
  }
}
