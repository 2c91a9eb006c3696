package io.github.dogfight.dogfite;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.dogfite.event.GunFired;
import io.github.dogfight.dogfite.event.LevelHeld;
import io.github.dogfight.dogfite.event.MoveBegun;
import io.github.dogfight.dogfite.event.PlaneDown;
import io.github.dogfight.dogfite.event.SpinDived;
import io.github.dogfight.dogfite.event.StallChecked;
import io.github.dogfight.dogfite.event.TurnEnded;
import io.github.dogfight.testkit.DiceOutcomes;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * The odds shown beside each command are the engine's own: each figure equals the chance (or the
 * mean) that playing the command with every face its dice can show gives ({@link DiceOutcomes}),
 * over every legal command of whole games. A figure whose events the command does not roll itself
 * (fire whose doubles wait for a pip, a speed roll the other aircraft's choices hold back) is
 * compared only when the command's own dice settle it.
 */
class ExactCommandOddsTest {
  static final DogfiteRules RULES = new DogfiteRules();

  /** The most dice enumerated per command (6^4 ways). */
  static final int MOST_DICE = 4;

  /** The figures this test works out from the engine's events. */
  static final Set<String> MAPPED =
      Set.of(
          "P(no movement point)",
          "P(1 movement point)",
          "P(2 movement points)",
          "P(level held)",
          "P(recovers from the spin)",
          "P(stall)",
          "P(spin)",
          "E(speed after the turn)",
          "P(stress test)",
          "P(stress damage)",
          "P(destroyed)",
          "P(at least one hit)",
          "E(hits)");

  private final Map<String, Integer> compared = new TreeMap<>();

  @Test
  void everyFigureIsTheChanceThatTheEngineItselfGives() {
    for (long seed = 1; seed <= 4; seed++) {
      checkGame(Game.start(RULES, RULES.sampleEngagement(seed)), null);
    }
    // Aircraft flown at random (a seeded choice among the legal commands) reach what the bots
    // avoid: half-level moves and their held level, spins, stalls, fires.
    for (long seed = 1; seed <= 4; seed++) {
      checkGame(Game.start(RULES, RULES.sampleEngagement(seed)), new Random(seed));
    }
    for (long seed = 1; seed <= 2; seed++) {
      checkGame(
          Game.start(RULES.withActivation(CardActivation.standard()), RULES.sampleEngagement(seed)),
          null);
    }
    // Each kind of figure was compared somewhere, so the check is not vacuous.
    assertThat(compared)
        .containsKeys(
            "P(no movement point)",
            "P(1 movement point)",
            "P(2 movement points)",
            "P(level held)",
            "P(recovers from the spin)",
            "P(stall)",
            "P(spin)",
            "E(speed after the turn)",
            "P(stress test)",
            "P(at least one hit)",
            "E(hits)");
  }

  /**
   * A half-level move held ("OR succeed in a 1-level bet to remain at its current level", rules
   * 000, CLIMBING / DIVING): the Camel, halfway up from level 2, begins its move; the hold's bet
   * and the movement points of a held or a failed hold (the finish's) are mixed by the bet's
   * chance, and each figure equals the engine's own over every face of the dice.
   */
  @Test
  void aHeldHalfLevelMovesFiguresAreTheEnginesOwn() {
    for (int speed = 3; speed <= 7; speed++) {
      Plane camel =
          Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 2, speed)
              .withPlacement(
                  new Placement(
                      HexPosition.edge(Hex.ORIGIN, Facing.N),
                      new Altitude(2, Altitude.Pitch.CLIMBING)));
      Game<DogfiteState, DogfiteCommand> g =
          Fixtures.declare(
              Fixtures.start(
                  camel, Fixtures.albatros(HexPosition.edge(new Hex(0, -9), Facing.S), 2, 5)),
              List.of("", ""),
              5,
              6);
      while (!(g.state().pending() instanceof Pending.StartMove m && m.plane().equals("Camel"))) {
        g = g.play(RULES.defaultBot());
      }
      DogfiteCommand.BeginMove hold = new DogfiteCommand.BeginMove("Camel", VerticalMove.HOLD);
      assertThat(g.legalCommands("Camel")).contains(hold);
      Map<String, Rational> shown = g.oddsOf(hold);
      assertThat(shown).containsKeys("P(level held)", "P(1 movement point)");
      check(g, hold, shown, 5);
    }
    assertThat(compared)
        .containsKeys("P(level held)", "P(no movement point)", "P(1 movement point)");
  }

  /** Plays {@code start} with its bot, or with {@code random} choices when given. */
  private void checkGame(Game<DogfiteState, DogfiteCommand> start, @Nullable Random random) {
    Game<DogfiteState, DogfiteCommand> g = start;
    for (int step = 0; step < 600 && !g.isOver(); step++) {
      for (String actor : g.decision().actors()) {
        for (DogfiteCommand c : g.legalCommands(actor)) {
          Map<String, Rational> shown = g.oddsOf(c);
          if (!shown.isEmpty()) {
            // A betting step's figures are its bet's advice (DogfiteOdds), checked on their own.
            boolean bets = c instanceof DogfiteCommand.Move m && m.betLevel() > 0;
            if (!bets && shown.keySet().stream().anyMatch(MAPPED::contains)) {
              check(g, c, shown);
            }
          }
        }
      }
      if (random == null) {
        g = g.play(RULES.defaultBot());
      } else {
        String actor = g.decision().actors().get(0);
        List<DogfiteCommand> legal = g.legalCommands(actor);
        g = g.play(legal.get(random.nextInt(legal.size())));
      }
    }
  }

  private void check(
      Game<DogfiteState, DogfiteCommand> g, DogfiteCommand c, Map<String, Rational> shown) {
    check(g, c, shown, MOST_DICE);
  }

  private void check(
      Game<DogfiteState, DogfiteCommand> g,
      DogfiteCommand c,
      Map<String, Rational> shown,
      int mostDice) {
    Optional<DiceOutcomes<DogfiteState>> all = DiceOutcomes.of(g.rules(), g.state(), c, mostDice);
    if (all.isEmpty()) {
      return;
    }
    DiceOutcomes<DogfiteState> ways = all.get();
    String plane = c.plane();
    for (Map.Entry<String, Rational> figure : shown.entrySet()) {
      Optional<Rational> engine = engineFigure(ways, plane, figure.getKey());
      if (engine.isPresent()) {
        assertThat(figure.getValue())
            .as("%s of %s in %s", figure.getKey(), c.describe(), g.state().pending())
            .isEqualTo(engine.get());
        compared.merge(figure.getKey(), 1, Integer::sum);
      }
    }
  }

  /**
   * The figure as the engine's ways give it, or empty when this command's dice do not settle it.
   */
  private static Optional<Rational> engineFigure(
      DiceOutcomes<DogfiteState> ways, String plane, String name) {
    return switch (name) {
      case "P(no movement point)" -> begun(ways, plane, m -> m.movementPoints() == 0);
      case "P(1 movement point)" -> begun(ways, plane, m -> m.movementPoints() == 1);
      case "P(2 movement points)" -> begun(ways, plane, m -> m.movementPoints() == 2);
      case "P(level held)" -> levelHeld(ways, plane);
      case "P(recovers from the spin)" ->
          settled(
              ways,
              SpinDived.class,
              plane,
              s -> s.recovery().map(BetOutcome::passed).orElse(false));
      case "P(stall)" ->
          settled(ways, StallChecked.class, plane, s -> s.result() == StallResult.STALL);
      case "P(spin)" ->
          settled(ways, StallChecked.class, plane, s -> s.result() == StallResult.SPIN);
      case "E(speed after the turn)" ->
          mean(ways, TurnEnded.class, plane, t -> Rational.of(t.speed()));
      case "P(stress test)" -> settled(ways, TurnEnded.class, plane, t -> t.stress().isPresent());
      case "P(stress damage)" ->
          settled(
              ways,
              TurnEnded.class,
              plane,
              t ->
                  t.stress().isPresent()
                      && (t.stress().get() == StressResult.FILL_CURRENT
                          || t.stress().get() == StressResult.FILL_CURRENT_AND_NEXT));
      case "P(destroyed)" ->
          settled(ways, TurnEnded.class, plane, t -> true)
              .map(x -> ways.chance(events -> has(events, PlaneDown.class, plane, d -> true)));
      case "P(at least one hit)" ->
          settled(ways, GunFired.class, plane, f -> true)
              .map(
                  x ->
                      ways.chance(events -> has(events, GunFired.class, plane, f -> f.hits() > 0)));
      case "E(hits)" -> mean(ways, GunFired.class, plane, f -> Rational.of(f.hits()));
      default -> Optional.empty();
    };
  }

  /** A held level's bet: with the move's first die, or as the move it settles ends. */
  private static Optional<Rational> levelHeld(DiceOutcomes<DogfiteState> ways, String plane) {
    if (every(ways, events -> has(events, MoveBegun.class, plane, m -> m.hold().isPresent()))) {
      return begun(ways, plane, m -> m.hold().orElseThrow().passed());
    }
    return settled(ways, LevelHeld.class, plane, h -> h.bet().passed());
  }

  private static Optional<Rational> begun(
      DiceOutcomes<DogfiteState> ways, String plane, Predicate<MoveBegun> test) {
    return settled(ways, MoveBegun.class, plane, test);
  }

  /**
   * The chance of {@code test} on the plane's event of {@code type}, when every way has one (and
   * none a pip still to choose: its gun's dice are not settled yet).
   */
  private static <E extends GameEvent> Optional<Rational> settled(
      DiceOutcomes<DogfiteState> ways, Class<E> type, String plane, Predicate<E> test) {
    if (!every(ways, events -> has(events, type, plane, e -> true))
        || ways.ways().stream()
            .anyMatch(w -> w.outcome().state().pending() instanceof Pending.Pip)) {
      return Optional.empty();
    }
    return Optional.of(ways.chance(events -> has(events, type, plane, test)));
  }

  private static <E extends GameEvent> Optional<Rational> mean(
      DiceOutcomes<DogfiteState> ways, Class<E> type, String plane, Function<E, Rational> f) {
    if (!every(ways, events -> count(events, type, plane) == 1)
        || ways.ways().stream()
            .anyMatch(w -> w.outcome().state().pending() instanceof Pending.Pip)) {
      return Optional.empty();
    }
    return Optional.of(ways.mean(events -> f.apply(first(events, type, plane))));
  }

  private static boolean every(DiceOutcomes<DogfiteState> ways, Predicate<List<GameEvent>> test) {
    return ways.ways().stream().allMatch(w -> test.test(w.outcome().events()));
  }

  private static <E extends GameEvent> boolean has(
      List<GameEvent> events, Class<E> type, String plane, Predicate<E> test) {
    return events.stream()
        .filter(type::isInstance)
        .map(type::cast)
        .anyMatch(e -> e.actor().equals(Optional.of(plane)) && test.test(e));
  }

  private static <E extends GameEvent> long count(
      List<GameEvent> events, Class<E> type, String plane) {
    return events.stream()
        .filter(type::isInstance)
        .filter(e -> e.actor().equals(Optional.of(plane)))
        .count();
  }

  private static <E extends GameEvent> E first(
      List<GameEvent> events, Class<E> type, String plane) {
    return events.stream()
        .filter(type::isInstance)
        .map(type::cast)
        .filter(e -> e.actor().equals(Optional.of(plane)))
        .findFirst()
        .orElseThrow();
  }
}
