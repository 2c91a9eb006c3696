package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.testkit.TriesLimit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/**
 * Random legal play of two pairs that may fly in formation and target each other's followers (issue
 * 26): whatever the targets, tailing and circles, every aircraft moves exactly once in each
 * movement phase, with initiative and with activation cards.
 */
@AddLifecycleHook(TriesLimit.class)
class FormationPursuitProperties {
  private static List<Plane> twoPairs() {
    // The RFC's Camel and Zed's SE5a share (0,0); Jasta 11's Albatros and Dr.I the hex two north.
    Hex north = new Hex(0, -2);
    return List.of(
        Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 2, 5),
        Fixtures.se5a("Zed", HexPosition.edge(Hex.ORIGIN, Facing.N), 2, 5),
        Fixtures.albatros(HexPosition.edge(north, Facing.S), 2, 5),
        Plane.of(
            "Jasta 11",
            Fixtures.CATALOG.type("Fokker Dr.I"),
            new Pilot("Dr.I", 0, 0, 0),
            new Placement(HexPosition.edge(north, Facing.S), Altitude.at(2)),
            5));
  }

  /**
   * A random legal command, leaning toward flying in formation, targeting a follower and tailing,
   * so that those paths are taken often.
   */
  private static DogfiteCommand choose(DogfiteState s, List<DogfiteCommand> legal, Random choices) {
    List<DogfiteCommand> preferred = new ArrayList<>();
    for (DogfiteCommand c : legal) {
      if (c instanceof DogfiteCommand.Tail) {
        preferred.add(c);
      } else if (c instanceof DogfiteCommand.ChooseTarget t && t.target().isPresent()) {
        Plane me = s.plane(t.plane());
        Plane target = s.plane(t.target().get());
        String declared = s.declared().getOrDefault(target.id(), "");
        boolean follower = !declared.isEmpty() && s.plane(declared).side().equals(target.side());
        if (target.side().equals(me.side()) || follower) {
          preferred.add(c);
        }
      }
    }
    if (!preferred.isEmpty() && choices.nextInt(4) > 0) {
      return preferred.get(choices.nextInt(preferred.size()));
    }
    return legal.get(choices.nextInt(legal.size()));
  }

  @Property(tries = 60)
  void everyAircraftMovesOncePerMovementPhase(@ForAll long seed, @ForAll boolean cards) {
    DogfiteRules rules =
        cards ? Fixtures.RULES.withActivation(CardActivation.standard()) : Fixtures.RULES;
    Game<DogfiteState, DogfiteCommand> g = Game.start(rules, rules.start(twoPairs(), seed));
    Random choices = new Random(seed);
    int phases = 0;
    for (int step = 0; step < 3_000 && !g.isOver(); step++) {
      List<DogfiteCommand> legal = g.legalCommands();
      boolean moving = g.state().stage() == DogfiteState.Stage.MOVEMENT;
      Game<DogfiteState, DogfiteCommand> next = g.play(choose(g.state(), legal, choices));
      DogfiteState s = next.state();
      if (moving && s.stage() != DogfiteState.Stage.MOVEMENT) {
        phases++;
        List<String> moved = s.progress().moved();
        assertThat(new HashSet<>(moved)).hasSameSizeAs(moved);
        List<String> flying = new ArrayList<>();
        for (Plane p : s.planes()) {
          if (!p.out()) {
            flying.add(p.id());
          }
        }
        assertThat(moved).containsAll(flying);
      }
      g = next;
    }
    assertThat(phases).isPositive();
  }
}
