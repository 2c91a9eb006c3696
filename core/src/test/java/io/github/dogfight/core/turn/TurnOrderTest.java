package io.github.dogfight.core.turn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.game.PolicyKind;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TurnOrderTest {
  @Test
  void aFixedOrderRevealsItsActivationsOneByOne() {
    TurnOrder order =
        TurnOrder.of(
            Segment.sequential("movement", List.of("Camel", "Albatros")),
            Segment.simultaneous("air-to-air fire", List.of("Albatros", "Camel")));
    assertThat(order.known()).hasSize(3);
    TurnOrder.Next first = order.next().orElseThrow();
    assertThat(first.activation()).isEqualTo(Activation.of("movement", "Camel"));
    TurnOrder.Next second = first.rest().next().orElseThrow();
    assertThat(second.activation().actor()).isEqualTo("Albatros");
    TurnOrder.Next fire = second.rest().next().orElseThrow();
    assertThat(fire.activation().mode()).isEqualTo(Mode.SIMULTANEOUS);
    assertThat(fire.activation().actors()).containsExactly("Albatros", "Camel");
    assertThat(fire.rest().next()).isEmpty();
    assertThat(fire.rest().known()).isEmpty();
    assertThat(order.remaining()).hasSize(3);
    assertThat(order.concealed()).isSameAs(order);
    assertThat(order.next().orElseThrow().rest()).isEqualTo(first.rest());
  }

  @Test
  void anActorActsOncePerSegment() {
    assertThatThrownBy(() -> Segment.sequential("movement", List.of("Camel", "Camel")))
        .hasMessage("segment 'movement': Camel is listed twice; an actor acts once per segment");
    assertThat(Segment.simultaneous("fire", List.of()).activations()).isEmpty();
    assertThatThrownBy(() -> new Activation("x", Mode.SEQUENTIAL, List.of(), ""))
        .hasMessageContaining("at least one actor");
    assertThat(Activation.of("m", "A").withNote("tails B").note()).isEqualTo("tails B");
  }

  record Plane(String id, int group, boolean tailed, int altitude) {}

  @Test
  void groupsThenPrioritiesThenARollOff() {
    // Check Your 6! B: move groups by skill; inside a group tailed aircraft first, then lower
    // altitude; ties by a roll-off.
    GroupedOrder<Plane> moves =
        GroupedOrder.byGroup(Plane::group)
            .thenPriority("A) tailed aircraft", Comparator.comparing((Plane p) -> !p.tailed()))
            .thenPriority("C) lower altitude", Comparator.comparingInt(Plane::altitude));
    List<Plane> planes =
        List.of(
            new Plane("ace", 4, false, 1),
            new Plane("green high", 1, false, 5),
            new Plane("green tailed", 1, true, 9),
            new Plane("green low", 1, false, 2),
            new Plane("skilled a", 2, false, 3),
            new Plane("skilled b", 2, false, 3));
    // The roll-off between the two skilled pilots at the same altitude: 2 then 5, b wins.
    List<Plane> order = moves.order(planes, Roller.scripted(ScriptedDice.of(2, 5)), "tie");
    assertThat(order)
        .extracting(Plane::id)
        .containsExactly(
            "green tailed", "green low", "green high", "skilled b", "skilled a", "ace");
    assertThat(moves.order(planes, Comparator.comparing(Plane::id)))
        .extracting(Plane::id)
        .containsExactly(
            "green tailed", "green low", "green high", "skilled a", "skilled b", "ace");
    assertThat(moves.priorities()).containsExactly("A) tailed aircraft", "C) lower altitude");
  }

  @Test
  void simultaneousSegmentsResolveAgainstTheirStart() {
    // A and B shoot each other down in the same segment: both shots count.
    Map<String, Integer> start = Map.of("A", 1, "B", 1);
    List<String> shooters = List.of("A", "B");
    Map<String, Integer> end =
        Simultaneous.resolve(
            start,
            shooters,
            (s, shooter) -> s.getOrDefault(shooter, 0) > 0 ? (shooter.equals("A") ? "B" : "A") : "",
            (s, target) -> {
              if (target.isEmpty()) {
                return s;
              }
              Map<String, Integer> next = new java.util.HashMap<>(s);
              next.put(target, 0);
              return Map.copyOf(next);
            });
    assertThat(end).containsEntry("A", 0).containsEntry("B", 0);
  }

  @Test
  void policiesFromFunctions() {
    TurnOrderPolicy<String> p =
        TurnOrderPolicy.of(
            "both at once",
            "Both sides declare at once.",
            (state, roller) ->
                TurnOrder.of(Segment.simultaneous("declare", List.of("WHITE", "BLACK"))));
    assertThat(p.kind()).isEqualTo(PolicyKind.ACTIVATION);
    assertThat(p.plan("s", Roller.scripted(ScriptedDice.of())).known()).hasSize(1);
    assertThat(p.name()).isEqualTo("both at once");
  }
}
