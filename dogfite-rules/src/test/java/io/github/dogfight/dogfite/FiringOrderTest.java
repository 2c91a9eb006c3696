package io.github.dogfight.dogfite;

import static io.github.dogfight.testkit.DogfightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.core.turn.Segment;
import io.github.dogfight.core.turn.TurnOrder;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseTarget;
import io.github.dogfight.dogfite.DogfiteCommand.Fire;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.dogfite.event.GunFired;
import io.github.dogfight.dogfite.event.PlaneDown;
import io.github.dogfight.testkit.Scripted;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The firing order (issue 26). COMBAT says who may fire ("Firing is only possible on an aircraft
 * that has been logged as that turn's target and upon which an edge of at least one is held by the
 * firing aircraft") but not in what order. The standard reading is simultaneous fire ({@link
 * DogfiteReadings#simultaneousFire()}): every aircraft that may fire as the combat phase begins
 * fires, with its shooting skill as it was then. The other reading fires in movement order, each
 * burst taking effect before the next. An activation with a firing order of its own (card
 * activation, rules 004: "The last plane that moves shoots first") is played in that order.
 *
 * <p>The Camel (shooting +1) and the Albatros (shooting 0) sit in the middle of hex (0,0) at level
 * 2 and speed 3, each keeping the other as its target with 10 edge: both may fire, at point blank.
 * The Albatros moves first (d10 face 2: 1 + 0 + 0; the Camel's face 5: 4 + 1 + 0 beats it), so in
 * movement order it fires first.
 */
class FiringOrderTest {
  private static final AircraftCatalog CATALOG = AircraftCatalog.sample();

  private static Plane plane(String side, String type, Pilot pilot, String target) {
    return Plane.of(
            side,
            CATALOG.type(type),
            pilot,
            new Placement(HexPosition.middle(Hex.ORIGIN), Altitude.at(2)),
            3)
        .withTarget(Optional.of(target))
        .withEdge(10);
  }

  /** Both aircraft have moved (each stays in its hex middle); the combat phase begins. */
  private static Game<DogfiteState, DogfiteCommand> toCombat(DogfiteRules rules) {
    Plane camel = plane("RFC", "Sopwith Camel", new Pilot("Camel", 1, 1, 1), "Albatros");
    Plane albatros = plane("Jasta 11", "Albatros D.III", new Pilot("Albatros", 0, 0, 0), "Camel");
    Game<DogfiteState, DogfiteCommand> g =
        Game.start(rules, rules.start(List.of(camel, albatros), 1));
    g = g.play(new ChooseTarget("Camel", Optional.of("Albatros")));
    g = Scripted.play(g, new ChooseTarget("Albatros", Optional.of("Camel")), 5, 2);
    for (String id : g.state().order()) {
      // d6 1 + speed 3 = 4: one point, spent staying in the middle (a level-0 bet, 2d6 = 6).
      g = Scripted.play(g, new BeginMove(id, VerticalMove.LEVEL), 1);
      g = Scripted.play(g, new Move(id, new Step.ToMiddle(), 0, 0), 3, 3);
    }
    assertThat(g.state().phase()).isEqualTo("Combat");
    return g;
  }

  /**
   * The Albatros fires one gun: 2d6 - 10 + 10 + 1 = 6 + 6 + 1 = 13 hits on doubles, 13 / 4 = 3
   * critical hits, the first {@code first}, then two of structural damage (8).
   */
  private static Game<DogfiteState, DogfiteCommand> albatrosFires(
      Game<DogfiteState, DogfiteCommand> g, int... first) {
    assertThat(g.state().pending()).isEqualTo(new Pending.Firing("Albatros", Range.ZERO));
    return Scripted.play(g, new Fire("Albatros", 1), 6, 6, first[0], first[1], 4, 4, 4, 4);
  }

  @Test
  @DisplayName(
      "Firing is only possible on an aircraft that has been logged as that turn's target: fire is"
          + " simultaneous, so an aircraft shot down before its turn to fire still fires")
  void anAircraftShotDownInTheCombatPhaseStillFires() {
    Game<DogfiteState, DogfiteCommand> g = albatrosFires(toCombat(Fixtures.RULES), 6, 6);
    // Its pilot is killed; it leaves the fight once every shot is resolved.
    assertThat(g.state().plane("Camel").condition().pilotKilled()).isTrue();
    assertThat(g.state().plane("Camel").out()).isFalse();
    // Its burst was under way when the phase began: 2d6 - 10 + 10 + 1 + 1 = 1 + 3 + 2 = 6 hits.
    assertThat(g.state().pending()).isEqualTo(new Pending.Firing("Camel", Range.ZERO));
    assertThat(g.legalCommands()).contains(new Fire("Camel", 1));
    g = Scripted.play(g, new Fire("Camel", 1), 1, 3);
    assertThat(g.log().ofType(GunFired.class))
        .extracting(GunFired::plane, GunFired::hits)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("Albatros", 13),
            org.assertj.core.groups.Tuple.tuple("Camel", 6));
    assertThat(g.state().plane("Albatros").damage().marks()).isEqualTo(6);
    assertThat(g.state().plane("Camel").out()).isTrue();
    assertThat(g.log()).narrationContains("Camel is down");
    assertThat(g.state().phase()).isEqualTo("End of turn");
  }

  @Test
  @DisplayName(
      "simultaneous fire: an aircraft shot down is announced once every shot of the phase is"
          + " resolved, after its own fire")
  void theDownsAreAnnouncedAfterAllFire() {
    // The Albatros kills the Camel's pilot (critical 12); the Camel's burst still comes, and only
    // then is the Camel down.
    Game<DogfiteState, DogfiteCommand> g = albatrosFires(toCombat(Fixtures.RULES), 6, 6);
    assertThat(g.state().plane("Camel").condition().pilotKilled()).isTrue();
    assertThat(g.log().ofType(PlaneDown.class)).isEmpty();
    g = Scripted.play(g, new Fire("Camel", 1), 1, 3);
    assertThat(g.log().events())
        .filteredOn(e -> e.phase().equals("Combat"))
        .extracting(e -> e.narration())
        .containsExactly(
            "Albatros fires at Camel from point blank (2d6: any roll hits): 13 hits, critical:"
                + " pilot killed; structural damage (fill current set); structural damage (fill"
                + " current set).",
            "Camel fires at Albatros from point blank (2d6: any roll hits): 6 hits.",
            "Camel is down: its pilot is killed.");
    assertThat(g.state().plane("Camel").out()).isTrue();
    assertThat(g.state().plane("Albatros").out()).isFalse();
  }

  @Test
  @DisplayName(
      "simultaneous fire: two aircraft that shoot each other down are both announced after all"
          + " fire, in movement order")
  void twoAircraftThatShootEachOtherDownAreAnnouncedAfterAllFire() {
    // The Camel's burst: 2d6 - 10 + 10 + 1 + 1 = 14 hits on doubles, 14 / 3 = 4 critical hits
    // for a +1 shooter: pilot killed (12), then three of structural damage (8).
    Game<DogfiteState, DogfiteCommand> g = albatrosFires(toCombat(Fixtures.RULES), 6, 6);
    g = Scripted.play(g, new Fire("Camel", 1), 6, 6, 6, 6, 4, 4, 4, 4, 4, 4);
    assertThat(g.log().events())
        .filteredOn(e -> e.phase().equals("Combat"))
        .extracting(e -> e.getClass().getSimpleName() + " " + e.actor().orElseThrow())
        .containsExactly(
            "GunFired Albatros", "GunFired Camel", "PlaneDown Albatros", "PlaneDown Camel");
    assertThat(g.state().plane("Camel").out()).isTrue();
    assertThat(g.state().plane("Albatros").out()).isTrue();
  }

  @Test
  @DisplayName("the other reading: in movement order, a destroyed aircraft fires no more")
  void inMovementOrderAnAircraftShotDownFiresNoMore() {
    DogfiteRules inOrder =
        Fixtures.RULES.withReadings(DogfiteReadings.standard().withSimultaneousFire(false));
    Game<DogfiteState, DogfiteCommand> g = albatrosFires(toCombat(inOrder), 6, 6);
    assertThat(g.state().plane("Camel").out()).isTrue();
    assertThat(g.state().phase()).isEqualTo("End of turn");
    // Down at once, announced right after the burst that downed it.
    assertThat(g.log().events())
        .filteredOn(e -> e.phase().equals("Combat"))
        .extracting(e -> e.getClass().getSimpleName() + " " + e.actor().orElseThrow())
        .containsExactly("GunFired Albatros", "PlaneDown Camel");
  }

  @Test
  @DisplayName("simultaneous fire: a pilot wounded before his turn to fire shoots as he could")
  void aPilotWoundedInTheCombatPhaseFiresWithHisSkillAsItBegan() {
    // The first critical is 11, "pilot wounded (-3 to all skills)": the Camel's shooting falls to
    // -2. Fire is simultaneous: it fires with +1, 2d6 - 10 + 10 + 1 + 1 = 2 + 5 + 2 = 9 hits.
    Game<DogfiteState, DogfiteCommand> g = albatrosFires(toCombat(Fixtures.RULES), 5, 6);
    assertThat(g.state().plane("Camel").shooting()).isEqualTo(-2);
    g = Scripted.play(g, new Fire("Camel", 1), 2, 5);
    assertThat(g.log().ofType(GunFired.class).get(1).hits()).isEqualTo(9);
    // In movement order the wound counts at once: 2 + 5 - 10 + 10 + 1 - 2 = 6 hits.
    DogfiteRules inOrder =
        Fixtures.RULES.withReadings(DogfiteReadings.standard().withSimultaneousFire(false));
    Game<DogfiteState, DogfiteCommand> h = albatrosFires(toCombat(inOrder), 5, 6);
    h = Scripted.play(h, new Fire("Camel", 1), 2, 5);
    assertThat(h.log().ofType(GunFired.class).get(1).hits()).isEqualTo(6);
  }

  @Test
  @DisplayName(
      "The last plane that moves shoots first (rules 004): an activation's own firing order is"
          + " played in order, each burst before the next")
  void anActivationsFiringOrderIsPlayedInOrder() {
    DogfiteActivation order =
        new DogfiteActivation() {
          @Override
          public TurnOrder plan(DogfiteState state, Roller roller) {
            return TurnOrder.of(
                Segment.sequential(DogfiteActivation.MOVEMENT, List.of("Albatros", "Camel")),
                Segment.sequential(DogfiteActivation.FIRE, List.of("Albatros", "Camel")));
          }

          @Override
          public String name() {
            return "fixed";
          }

          @Override
          public String description() {
            return "the Albatros moves and fires first";
          }
        };
    Game<DogfiteState, DogfiteCommand> g =
        albatrosFires(toCombatWithoutInitiative(Fixtures.RULES.withActivation(order)), 6, 6);
    assertThat(g.state().plane("Camel").out()).isTrue();
    assertThat(g.state().phase()).isEqualTo("End of turn");
  }

  /** As {@link #toCombat}, with an activation that rolls no initiative. */
  private static Game<DogfiteState, DogfiteCommand> toCombatWithoutInitiative(DogfiteRules rules) {
    Plane camel = plane("RFC", "Sopwith Camel", new Pilot("Camel", 1, 1, 1), "Albatros");
    Plane albatros = plane("Jasta 11", "Albatros D.III", new Pilot("Albatros", 0, 0, 0), "Camel");
    Game<DogfiteState, DogfiteCommand> g =
        Game.start(rules, rules.start(List.of(camel, albatros), 1));
    g = g.play(new ChooseTarget("Camel", Optional.of("Albatros")));
    g = g.play(new ChooseTarget("Albatros", Optional.of("Camel")));
    for (String id : List.of("Albatros", "Camel")) {
      g = Scripted.play(g, new BeginMove(id, VerticalMove.LEVEL), 1);
      g = Scripted.play(g, new Move(id, new Step.ToMiddle(), 0, 0), 3, 3);
    }
    assertThat(g.state().phase()).isEqualTo("Combat");
    return g;
  }
}
