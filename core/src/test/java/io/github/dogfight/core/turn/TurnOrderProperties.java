package io.github.dogfight.core.turn;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

class TurnOrderProperties {
  record Piece(String id, int group, int priority) {}

  static List<Piece> pieces(List<Integer> groups, List<Integer> priorities) {
    List<Piece> out = new ArrayList<>();
    for (int i = 0; i < Math.min(groups.size(), priorities.size()); i++) {
      out.add(new Piece("p" + i, groups.get(i), priorities.get(i)));
    }
    return out;
  }

  /** Every piece acts exactly once, and groups and priorities are respected. */
  @Property(tries = 200)
  void everyPieceActsOncePerSegmentInGroupAndPriorityOrder(
      @ForAll @Size(max = 12) List<@IntRange(min = 1, max = 4) Integer> groups,
      @ForAll @Size(max = 12) List<@IntRange(min = 0, max = 2) Integer> priorities,
      @ForAll long seed) {
    List<Piece> ps = pieces(groups, priorities);
    List<Piece> order =
        GroupedOrder.byGroup(Piece::group)
            .thenPriority("priority", Comparator.comparingInt(Piece::priority))
            .order(ps, Roller.from(DiceStream.seeded(seed)), "tie");
    assertThat(order).containsExactlyInAnyOrderElementsOf(ps);
    for (int i = 1; i < order.size(); i++) {
      Piece a = order.get(i - 1);
      Piece b = order.get(i);
      assertThat(a.group() < b.group() || (a.group() == b.group() && a.priority() <= b.priority()))
          .as("%s before %s", a, b)
          .isTrue();
    }
    List<String> ids = order.stream().map(Piece::id).toList();
    List<String> reversed = new ArrayList<>(ids);
    Collections.reverse(reversed);
    TurnOrder turn =
        TurnOrder.of(
            Segment.sequential("movement", ids),
            Segment.simultaneous("fire", ids),
            Segment.sequential("return fire", reversed));
    Map<String, List<String>> actedIn = new HashMap<>();
    for (Activation a : turn.remaining()) {
      actedIn.computeIfAbsent(a.segment(), k -> new ArrayList<>()).addAll(a.actors());
    }
    for (String segment : List.of("movement", "fire", "return fire")) {
      assertThat(actedIn.getOrDefault(segment, List.of())).containsExactlyInAnyOrderElementsOf(ids);
    }
  }

  record Shot(int shooter, int target, int damage) {}

  /** In a simultaneous segment the order of the actions does not change the result. */
  @Property(tries = 200)
  void theOrderOfSimultaneousShotsChangesNothing(
      @ForAll @Size(min = 1, max = 8) List<@IntRange(min = 0, max = 4) Integer> targets,
      @ForAll @Size(min = 1, max = 8) List<@IntRange(min = 0, max = 3) Integer> damage,
      @ForAll long shuffleSeed) {
    List<Shot> shots = new ArrayList<>();
    for (int i = 0; i < Math.min(targets.size(), damage.size()); i++) {
      shots.add(new Shot(i % 5, targets.get(i), damage.get(i)));
    }
    List<Integer> start = List.of(3, 3, 3, 3, 3);
    List<Shot> shuffled = new ArrayList<>(shots);
    Collections.shuffle(shuffled, new java.util.Random(shuffleSeed));
    assertThat(resolve(start, shuffled)).isEqualTo(resolve(start, shots));
  }

  private static List<Integer> resolve(List<Integer> start, List<Shot> shots) {
    return Simultaneous.resolve(
        start,
        shots,
        // A shooter fires if it is up at the segment's start, whatever happens to it in the
        // segment.
        (s, shot) ->
            new Shot(shot.shooter(), shot.target(), s.get(shot.shooter()) > 0 ? shot.damage() : 0),
        (s, hit) -> {
          List<Integer> next = new ArrayList<>(s);
          next.set(hit.target(), Math.max(0, next.get(hit.target()) - hit.damage()));
          return List.copyOf(next);
        });
  }
}
