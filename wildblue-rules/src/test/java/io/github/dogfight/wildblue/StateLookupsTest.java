package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.duel;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Game;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The state's phase, lookups and who acts. */
class StateLookupsTest {
  @Test
  void thePhaseIsInitiativeActionsOrOver() {
    WildBlueRules rules = Fixtures.rules();
    WildBlueState start =
        rules.start(List.of(Fixtures.ace(), Fixtures.hun()), List.of(), List.of(), 1);
    assertThat(start.splitS()).isNotEmpty();
    assertThat(start.phase()).isEqualTo("initiative");
    assertThat(start.acting()).isEmpty();
    WildBlueState acting = duel().state();
    assertThat(acting.phase()).isEqualTo("actions");
    assertThat(acting.acting()).contains("Ace");
    WildBlueState over =
        ((ImmutableWildBlueState) ImmutableWildBlueState.copyOf(acting)).withResult("a test");
    assertThat(over.phase()).isEqualTo("over");
    assertThat(over.acting()).isEmpty();
    WildBlueState done =
        ((ImmutableWildBlueState) ImmutableWildBlueState.copyOf(acting))
            .withNext(acting.order().size());
    assertThat(done.acting()).isEmpty();
    WildBlueState last =
        ((ImmutableWildBlueState) ImmutableWildBlueState.copyOf(acting))
            .withNext(acting.order().size() - 1);
    assertThat(last.acting()).contains(acting.order().get(acting.order().size() - 1));
  }

  @Test
  void lookupsBySideAndName() {
    GroundUnit depot = GroundUnit.target("Depot", Fixtures.JASTA, true, 40);
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(Fixtures.ace(), Fixtures.hun()), List.of(depot));
    WildBlueState s = g.state();
    assertThat(s.sideOf("Ace")).contains(Fixtures.ALLIES);
    assertThat(s.sideOf("Depot")).contains(Fixtures.JASTA);
    assertThat(s.sideOf("Nobody")).isEmpty();
    assertThat(s.enemyOf(Fixtures.ALLIES)).isEqualTo(Fixtures.JASTA);
    assertThat(s.enemyOf(Fixtures.JASTA)).isEqualTo(Fixtures.ALLIES);
    assertThatThrownBy(() -> s.plane("Nobody"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("no plane 'Nobody'; the planes are Ace, Hun");
    assertThat(s.withGroundUnit(depot.withDamage(5)).findGround("Depot").orElseThrow().damage())
        .isEqualTo(5);
    assertThatThrownBy(() -> s.withGroundUnit(GroundUnit.target("Barn", Fixtures.JASTA, true, 4)))
        .hasMessage("no ground unit Barn");
  }
}
