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

  private static int posted(Map<String, InitiativeEntry> byId, String id) {
    return java.util.Objects.requireNonNull(byId.get(id), id).posted();
  }
}
