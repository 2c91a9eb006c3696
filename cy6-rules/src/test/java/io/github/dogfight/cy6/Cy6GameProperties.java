package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.testkit.HiddenInformation;
import io.github.dogfight.testkit.Replay;
import io.github.dogfight.testkit.TriesLimit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.state.Action;
import net.jqwik.api.state.ActionChain;
import net.jqwik.api.state.Transformer;

/** Invariants of the rule set over random engagements and random command sequences. */
@AddLifecycleHook(TriesLimit.class)
class Cy6GameProperties {
  private static final Cy6Rules RULES = new Cy6Rules();

  /** The variant with activation cards and the spotting segment. */
  private static final Cy6Rules CARDS_AND_SPOTTING =
      new Cy6Rules(Cy6Config.defaults().withSpotting(Spotting.standard())).withActivation("cards");

  /** Plays the bots until the first fire step with at least two shooters, if any. */
  private static Optional<Game<Cy6State, Cy6Command>> toFire(long seed) {
    Game<Cy6State, Cy6Command> g = Game.start(RULES, RULES.sampleEngagement(seed));
    while (!g.isOver()) {
      if (g.state().step() == Cy6State.Step.FIRE && g.state().waiting().size() >= 2) {
        return Optional.of(g);
      }
      g = g.play(RULES.defaultBot());
    }
    return Optional.empty();
  }

  @Property(tries = 25)
  void simultaneousFireGivesTheSameResultWhateverTheOrderOfShots(@ForAll long seed) {
    Optional<Game<Cy6State, Cy6Command>> at = toFire(seed);
    if (at.isEmpty()) {
      return;
    }
    Game<Cy6State, Cy6Command> g = at.get();
    List<Cy6Command> shots = new ArrayList<>();
    for (String id : g.state().waiting()) {
      List<Cy6Command> legal = g.legalCommands(id);
      shots.add(legal.get(legal.size() - 1));
    }
    Game<Cy6State, Cy6Command> inOrder = g;
    for (Cy6Command c : shots) {
      inOrder = inOrder.play(c);
    }
    List<Cy6Command> shuffled = new ArrayList<>(shots);
    Collections.shuffle(shuffled, new Random(seed));
    Collections.reverse(shuffled);
    Game<Cy6State, Cy6Command> otherOrder = g;
    for (Cy6Command c : shuffled) {
      otherOrder = otherOrder.play(c);
    }
    assertThat(otherOrder.state()).isEqualTo(inOrder.state());
    assertThat(otherOrder.log().visibleTo(Viewer.spectator()))
        .isEqualTo(inOrder.log().visibleTo(Viewer.spectator()));
  }

  @Property(tries = 25)
  void plotsStayHiddenFromTheOtherSidesViewAndBot(@ForAll long seed) {
    Game<Cy6State, Cy6Command> g = Game.start(RULES, RULES.sampleEngagement(seed));
    for (int step = 0; step < 60 && !g.isOver(); step++) {
      Cy6State s = g.state();
      if ((s.step() == Cy6State.Step.PLOTTING || s.step() == Cy6State.Step.TAILER_PLOTTING)
          && s.waiting().size() >= 2) {
        String first = s.waiting().get(0);
        String side = s.get(first).side();
        List<Cy6Command> legal = g.legalCommands(first);
        Cy6State a = g.play(legal.get(0)).state();
        Cy6State b = g.play(legal.get(legal.size() - 1)).state();
        for (String other : a.waiting()) {
          if (!a.get(other).side().equals(side)) {
            HiddenInformation.assertUnseen(RULES, a, b, other);
          }
        }
        List<String> enemyNarration = new ArrayList<>();
        for (GameEvent e : g.play(legal.get(0)).log().visibleTo(RULES.viewer(a, s.enemyOf(side)))) {
          enemyNarration.add(e.narration());
        }
        assertThat(enemyNarration).noneMatch(n -> n.startsWith(first + " plots "));
      }
      g = g.play(RULES.defaultBot());
    }
  }

  @Property(tries = 1000)
  void randomCommandSequencesKeepTheInvariants(
      @ForAll("engagements") ActionChain<Game<Cy6State, Cy6Command>> chain) {
    Game<Cy6State, Cy6Command> last =
        chain.withInvariant("invariants", Cy6GameProperties::invariants).run();
    // Whatever the sequence left, random legal play ends the game (its turn limit included).
    Game<Cy6State, Cy6Command> end = Replay.playToEnd(last, last.log().size(), 5_000);
    assertThat(end.isOver()).isTrue();
    invariants(end);
  }

  private static void invariants(Game<Cy6State, Cy6Command> g) {
    Cy6State s = g.state();
    for (Plane p : s.flying()) {
      assertThat(s.board().contains(p.position().hex())).as(p.id() + " on the map").isTrue();
      assertThat(p.tal()).isBetween(1, RULES.config().tables().topTal());
      assertThat(p.speed()).isBetween(1, Math.max(1, p.type().maxSpeed()));
      assertThat(p.condition().isDestroyed()).isFalse();
    }
    for (String f : s.flying().stream().flatMap(p -> p.formation().stream()).distinct().toList()) {
      assertThat(s.formation(f)).as("formation " + f).hasSizeGreaterThanOrEqualTo(2);
      assertThat(s.formation(f).stream().map(Plane::tal).distinct()).hasSize(1);
    }
    assertThat(s.turn()).isLessThanOrEqualTo(RULES.config().maxTurns());
    if (!s.isOver()) {
      assertThat(s.waiting()).isNotEmpty();
    }
  }

  @Provide
  Arbitrary<ActionChain<Game<Cy6State, Cy6Command>>> engagements() {
    return Arbitraries.of(RULES, CARDS_AND_SPOTTING)
        .flatMap(
            rules ->
                Arbitraries.longs()
                    .flatMap(
                        seed ->
                            ActionChain.<Game<Cy6State, Cy6Command>>startWith(
                                    () -> Game.start(rules, rules.sampleEngagement(seed)))
                                .withAction(4, new LegalCommand())
                                .withAction(1, new AnyCommand())
                                .withMaxTransformations(80)));
  }

  /** Plays one of the listed legal commands. */
  static final class LegalCommand implements Action.Dependent<Game<Cy6State, Cy6Command>> {
    @Override
    public boolean precondition(Game<Cy6State, Cy6Command> g) {
      return !g.isOver();
    }

    @Override
    public Arbitrary<Transformer<Game<Cy6State, Cy6Command>>> transformer(
        Game<Cy6State, Cy6Command> g) {
      return Arbitraries.of(g.legalCommands())
          .map(c -> Transformer.transform("legal " + c.describe(), game -> game.play(c)));
    }
  }

  /** Plays an arbitrary command, usually illegal: if rejected, nothing may change. */
  static final class AnyCommand implements Action.Dependent<Game<Cy6State, Cy6Command>> {
    @Override
    public Arbitrary<Transformer<Game<Cy6State, Cy6Command>>> transformer(
        Game<Cy6State, Cy6Command> g) {
      List<String> ids = new ArrayList<>(g.state().planes().stream().map(Plane::id).toList());
      g.state().ground().batteries().forEach(b -> ids.add(b.id()));
      ids.add("no such aircraft");
      Arbitrary<String> target = Arbitraries.of("Rail yard", "Sally B", "nothing");
      Arbitrary<io.github.dogfight.core.hex.Hex> hex =
          Arbitraries.integers()
              .between(-2, 22)
              .flatMap(c -> Arbitraries.integers().between(-2, 26).map(r -> Board.at(c, r)));
      Arbitrary<String> id = Arbitraries.of(ids);
      Arbitrary<Cy6Command> commands =
          Arbitraries.oneOf(
              id.flatMap(a -> id.map(t -> (Cy6Command) Cy6Command.Tail.of(a, t))),
              id.flatMap(
                  a ->
                      Arbitraries.of(Cy6Command.FormationChoice.class)
                          .map(c -> (Cy6Command) new Cy6Command.FormationStatus(a, c))),
              id.flatMap(
                  a ->
                      Arbitraries.of(Maneuver.class)
                          .flatMap(
                              m ->
                                  Arbitraries.of(
                                          "F11", "F21", "L32", "R44", "F31R", "R25", "Z99", "F91")
                                      .map(code -> (Cy6Command) new Cy6Command.Plot(a, m, code)))),
              id.flatMap(a -> id.map(t -> (Cy6Command) Cy6Command.Fire.at(a, t))),
              id.flatMap(a -> id.map(t -> (Cy6Command) Cy6Command.Flak.at(a, t))),
              id.flatMap(
                  a ->
                      hex.flatMap(
                          h ->
                              Arbitraries.of(Cab.class)
                                  .map(c -> (Cy6Command) new Cy6Command.OrderBarrage(a, h, c)))),
              id.flatMap(
                  a ->
                      target.flatMap(
                          t ->
                              Arbitraries.of(StrikeKind.class)
                                  .map(k -> (Cy6Command) Cy6Command.Strike.at(a, t, k)))));
      return commands.map(
          c ->
              Transformer.transform(
                  "any " + c.describe(), game -> Replay.playOrUnchanged(game, c)));
    }
  }
}
