package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.testkit.TriesLimit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/**
 * What each side learns with the spotting segment (seed 002, C4.0: "Spotting Segment (optional):
 * Aircrew Checks for spotting"), over bot games: no event a side may read names an enemy aircraft
 * it has not spotted.
 */
@AddLifecycleHook(TriesLimit.class)
class SpottingSecrecyProperties {
  static Cy6Rules rules(boolean cards) {
    Cy6Rules r = new Cy6Rules(Cy6Config.defaults().withSpotting(Spotting.standard()));
    return cards ? r.withActivation(CardMoveOrder.NAME) : r;
  }

  /** Whether {@code text} names aircraft {@code id} (as a whole name: "Rot 1" is not "Rot 10"). */
  static boolean names(String text, String id) {
    return Pattern.compile("(?<![\\p{L}\\p{N}])" + Pattern.quote(id) + "(?![\\p{L}\\p{N}])")
        .matcher(text)
        .find();
  }

  /** The words of an event as a reader gets them: its narration and its dice lines. */
  static String words(GameEvent e) {
    StringBuilder b = new StringBuilder(e.narration());
    for (DiceRoll d : e.dice()) {
      b.append('\n').append(d.describe());
    }
    return b.toString();
  }

  /**
   * Events {@code viewer} may read among {@code events} that name an aircraft of {@code hidden}, as
   * "aircraft: words".
   */
  static List<String> leaks(List<GameEvent> events, Viewer viewer, List<Plane> hidden) {
    List<String> out = new ArrayList<>();
    for (GameEvent e : events) {
      if (!e.audience().includes(viewer)) {
        continue;
      }
      String w = words(e);
      for (Plane p : hidden) {
        if (names(w, p.id())) {
          out.add(p.id() + ": " + w);
        }
      }
    }
    return out;
  }

  /** The enemies of {@code side} (all aircraft for none) it has not spotted in {@code s}. */
  static List<Plane> unspotted(Cy6State s, Optional<String> side) {
    return s.planes().stream()
        .filter(p -> side.map(x -> !x.equals(p.side())).orElse(true))
        .filter(p -> !s.spotted().contains(p.id()))
        .toList();
  }

  @Property(tries = 30)
  void noEventASideMayReadNamesAnEnemyItHasNotSpotted(@ForAll long seed, @ForAll boolean cards) {
    Cy6Rules rules = rules(cards);
    Game<Cy6State, Cy6Command> g = Game.start(rules, rules.sampleEngagement(seed));
    List<GameEvent> seen = new ArrayList<>(g.log().events());
    check(rules, g.state(), seen);
    for (int step = 0; step < 400 && !g.isOver(); step++) {
      int before = g.log().events().size();
      g = g.play(rules.defaultBot());
      check(rules, g.state(), g.log().events().subList(before, g.log().events().size()));
    }
  }

  static void check(Cy6Rules rules, Cy6State s, List<GameEvent> events) {
    for (String side : s.sides()) {
      assertThat(leaks(events, rules.viewer(s, side), unspotted(s, Optional.of(side))))
          .as("what %s reads", side)
          .isEmpty();
    }
    assertThat(leaks(events, Viewer.spectator(), unspotted(s, Optional.empty())))
        .as("what a spectator reads")
        .isEmpty();
  }
}
