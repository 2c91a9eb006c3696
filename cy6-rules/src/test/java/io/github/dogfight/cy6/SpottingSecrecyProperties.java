package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.testkit.HiddenInformation;
import io.github.dogfight.testkit.TriesLimit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/**
 * What each side learns with the spotting segment (rules 002, C4.0: "Spotting Segment (optional):
 * Aircrew Checks for spotting"), over bot games: no event a side may read, nor the decision of its
 * view, names an enemy aircraft it has not spotted, and where such an enemy is changes nothing the
 * side sees.
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

  /**
   * A side's views, decisions, legal commands, odds and bot choices do not change when an enemy it
   * has not spotted is somewhere else (two hexes on, facing another way, one TAL higher).
   */
  @Property(tries = 15)
  void aSideSeesNothingOfWhereAnUnspottedEnemyIs(@ForAll long seed, @ForAll boolean cards) {
    Cy6Rules rules = rules(cards);
    Game<Cy6State, Cy6Command> g = Game.start(rules, rules.sampleEngagement(seed));
    for (int step = 0; step < 400 && !g.isOver(); step++) {
      Cy6State s = g.state();
      for (String side : s.sides()) {
        for (Plane e : unspotted(s, Optional.of(side))) {
          if (!e.flying()) {
            continue;
          }
          Cy6State moved = s.copyWithPlanes(movedAway(s, e));
          List<String> actors = new ArrayList<>(List.of(side));
          s.waiting().stream()
              .filter(a -> s.plane(a).map(p -> p.side().equals(side)).orElse(false))
              .forEach(actors::add);
          for (String actor : actors) {
            HiddenInformation.assertUnseen(rules, s, moved, actor);
            assertThat(Game.start(rules, moved).viewFor(actor).decision())
                .isEqualTo(Game.start(rules, s).viewFor(actor).decision());
          }
        }
      }
      g = g.play(rules.defaultBot());
    }
  }

  /** {@code s}'s aircraft with {@code e} two hexes on, facing right, one TAL higher if it can. */
  static List<Plane> movedAway(Cy6State s, Plane e) {
    Position at = e.position();
    io.github.dogfight.core.hex.Hex hex = at.hex();
    for (int i = 0; i < 2; i++) {
      io.github.dogfight.core.hex.Hex next = hex.neighbor(at.facing());
      if (s.board().contains(next)) {
        hex = next;
      }
    }
    Plane there =
        e.at(
            new Position(hex, at.facing().turn(1)),
            Math.min(e.tal() + 1, Cy6Tables.standard().topTal()),
            e.speed());
    return s.planes().stream().map(p -> p.id().equals(e.id()) ? there : p).toList();
  }

  @Property(tries = 30)
  void noEventASideMayReadNamesAnEnemyItHasNotSpotted(@ForAll long seed, @ForAll boolean cards) {
    Cy6Rules rules = rules(cards);
    Game<Cy6State, Cy6Command> g = Game.start(rules, rules.sampleEngagement(seed));
    List<GameEvent> seen = new ArrayList<>(g.log().events());
    check(rules, g, seen);
    for (int step = 0; step < 400 && !g.isOver(); step++) {
      int before = g.log().events().size();
      g = g.play(rules.defaultBot());
      check(rules, g, g.log().events().subList(before, g.log().events().size()));
    }
  }

  static void check(Cy6Rules rules, Game<Cy6State, Cy6Command> g, List<GameEvent> events) {
    Cy6State s = g.state();
    for (String side : s.sides()) {
      // nor does the decision of its view
      List<String> hidden = unspotted(s, Optional.of(side)).stream().map(Plane::id).toList();
      assertThat(g.viewFor(side).decision().actors())
          .as("the decision %s sees", side)
          .noneMatch(hidden::contains);
      assertThat(leaks(events, rules.viewer(s, side), unspotted(s, Optional.of(side))))
          .as("what %s reads", side)
          .isEmpty();
      // a spotted enemy's formation would tell of an unspotted wingman: shown only when the side
      // sees every member, and the enemy's formation changes are its own side's to read
      Cy6State view = g.viewFor(side).state();
      for (Plane p : view.planes()) {
        if (!p.side().equals(side) && p.formation().isPresent()) {
          assertThat(s.formation(p.formation().get()))
              .as("%s's formation as %s sees it", p.id(), side)
              .allMatch(m -> s.spotted().contains(m.id()));
        }
      }
      for (GameEvent e : events) {
        if (e instanceof Cy6Event.Happened h
            && h.kind() == Cy6Event.Kind.FORMATION
            && e.audience().includes(rules.viewer(s, side))) {
          assertThat(e.actor().flatMap(s::plane).map(Plane::side))
              .as("a formation change %s reads: %s", side, e.narration())
              .contains(side);
        }
      }
    }
    assertThat(leaks(events, Viewer.spectator(), unspotted(s, Optional.empty())))
        .as("what a spectator reads")
        .isEmpty();
  }
}
