package io.github.dogfight.dogfite.internal.targeting;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.testkit.TriesLimit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.lifecycle.AddLifecycleHook;

@AddLifecycleHook(TriesLimit.class)
class InitiativeProperties {
  /** Builds aircraft "a0".."aN" from generated numbers; targets point at other aircraft. */
  private static List<InitiativeEntry> entries(List<Integer> seeds) {
    List<InitiativeEntry> out = new ArrayList<>();
    int n = seeds.size();
    for (int i = 0; i < n; i++) {
      int s = Math.abs(seeds.get(i));
      Optional<String> target = s % 3 == 0 ? Optional.empty() : Optional.of("a" + (s / 3) % n);
      out.add(
          new InitiativeEntry(
              "a" + i,
              s % 10,
              s % 10 + (s / 10) % 3,
              (s / 10) % 3,
              s % 4,
              s % 11,
              s % 7 == 0,
              target,
              s % 8));
    }
    return out;
  }

  @Property
  void initiativeOrderIsAPermutationOfTheAircraftPresent(
      @ForAll @Size(min = 1, max = 8) List<@IntRange(max = 10_000) Integer> seeds,
      @ForAll long dice) {
    List<InitiativeEntry> entries = entries(seeds);
    InitiativeOrder o = InitiativeOrder.of(entries, Roller.from(DiceStream.seeded(dice)));
    assertThat(o.order())
        .containsExactlyInAnyOrderElementsOf(entries.stream().map(InitiativeEntry::id).toList());
    // Every aircraft that beats its target's initiative moves right after it (or after others
    // following it); every aircraft offered tailing beats its target only with its edge.
    Map<String, InitiativeEntry> byId = new HashMap<>();
    entries.forEach(e -> byId.put(e.id(), e));
    o.follows()
        .forEach(
            (follower, followed) -> {
              assertThat(o.order().indexOf(follower)).isGreaterThan(o.order().indexOf(followed));
              assertThat(posted(byId, follower)).isGreaterThan(posted(byId, followed));
            });
    o.mayTail()
        .forEach(
            (tailer, target) ->
                assertThat(posted(byId, tailer)).isLessThanOrEqualTo(posted(byId, target)));
    // Spinning aircraft (with whoever tails them) move before every aircraft that tails nobody.
    for (InitiativeEntry spinner : entries) {
      if (!spinner.spinning()) {
        continue;
      }
      for (InitiativeEntry other : entries) {
        if (!other.spinning() && !o.follows().containsKey(other.id())) {
          assertThat(o.order().indexOf(spinner.id())).isLessThan(o.order().indexOf(other.id()));
        }
      }
    }
    // The same dice give the same order.
    assertThat(InitiativeOrder.of(entries, Roller.from(DiceStream.seeded(dice)))).isEqualTo(o);
  }

  @Property
  void anAircraftTargetingAFollowerIsOrderedAgainstItsFormation(
      @ForAll @Size(min = 1, max = 8) List<@IntRange(max = 10_000) Integer> seeds,
      @ForAll @IntRange(min = 1, max = 3) int followers,
      @ForAll long dice) {
    // Followers "f0".."fK" fly with leaders among the entries and roll no initiative; every other
    // aircraft with a target targets one of them.
    int n = seeds.size();
    Map<String, String> formations = new HashMap<>();
    for (int j = 0; j < followers; j++) {
      formations.put("f" + j, "a" + (j % n));
    }
    List<InitiativeEntry> entries = new ArrayList<>();
    for (InitiativeEntry e : entries(seeds)) {
      Optional<String> target = e.target().map(t -> "f" + (e.roll() % followers));
      entries.add(
          new InitiativeEntry(
              e.id(),
              e.roll(),
              e.posted(),
              e.experience(),
              e.altitudeLevel(),
              e.speed(),
              e.spinning(),
              target,
              e.edge()));
    }
    InitiativeOrder o =
        InitiativeOrder.of(entries, formations, Roller.from(DiceStream.seeded(dice)));
    assertThat(o.order())
        .containsExactlyInAnyOrderElementsOf(entries.stream().map(InitiativeEntry::id).toList());
    Map<String, InitiativeEntry> byId = new HashMap<>();
    entries.forEach(e -> byId.put(e.id(), e));
    for (InitiativeEntry e : entries) {
      if (e.spinning() || e.target().isEmpty()) {
        continue;
      }
      String target = e.target().get();
      String leader = java.util.Objects.requireNonNull(formations.get(target), target);
      if (leader.equals(e.id())) {
        continue;
      }
      int pursuer = posted(byId, e.id());
      int formation = posted(byId, leader);
      if (pursuer > formation) {
        // It beats the leader's initiative: right after the whole formation.
        assertThat(o.follows(e.id())).contains(target);
        assertThat(o.order().indexOf(e.id())).isGreaterThan(o.order().indexOf(leader));
      } else if (pursuer + Math.max(0, e.edge()) > formation) {
        // A follower has declared a target of its own: the whole edge counts for tailing.
        assertThat(o.mayTail()).containsEntry(e.id(), target);
      } else {
        assertThat(o.follows(e.id())).isEmpty();
        assertThat(o.mayTail()).doesNotContainKey(e.id());
      }
    }
  }

  private static int posted(Map<String, InitiativeEntry> byId, String id) {
    return java.util.Objects.requireNonNull(byId.get(id), id).posted();
  }
}
