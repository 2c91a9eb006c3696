package io.github.dogfight.dogfite.internal.movement;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.dogfite.DogfiteActivation;
import io.github.dogfight.dogfite.DogfiteCommand;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import io.github.dogfight.dogfite.DogfiteReadings;
import io.github.dogfight.dogfite.DogfiteRules;
import io.github.dogfight.dogfite.DogfiteState;
import io.github.dogfight.dogfite.DogfiteTables;
import io.github.dogfight.dogfite.FiringRange;
import io.github.dogfight.dogfite.GunDamage;
import io.github.dogfight.dogfite.Pending;
import io.github.dogfight.dogfite.PositionBonus;
import io.github.dogfight.dogfite.Step;
import io.github.dogfight.dogfite.internal.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/** The moving lists a rule set keeps are the lists worked out afresh (issue 29). */
class MovementListsTest {
  @Test
  void keptListsEqualFreshOnesAtEveryMovementDecisionOfBotDuels() {
    assertThat(check(12, null)).isGreaterThan(300);
  }

  /**
   * Aircraft flown at random (a seeded choice among the legal commands) reach the decisions bots
   * avoid: a half-level move's held level, a move of no movement points from a hex edge, spins.
   */
  @Test
  void keptListsEqualFreshOnesWhenAircraftAreFlownAtRandom() {
    assertThat(check(80, new Random(29))).isGreaterThan(300);
  }

  /**
   * Checks every movement decision of {@code games} sample duels played by the bots, or with {@code
   * random} choices when given; returns how many moving decisions were checked.
   */
  private static int check(int games, @Nullable Random random) {
    DogfiteTables tables = DogfiteTables.standard();
    Context context =
        Context.of(
            tables,
            PositionBonus.standard(),
            FiringRange.standard(),
            DogfiteActivation.initiative(tables),
            GunDamage.standard(),
            DogfiteReadings.standard());
    MovementCommands kept = new MovementCommands(context);
    DogfiteRules rules = new DogfiteRules();
    int moving = 0;
    for (long seed = 1; seed <= games; seed++) {
      Game<DogfiteState, DogfiteCommand> g = Game.start(rules, rules.sampleEngagement(seed));
      while (!g.isOver()) {
        DogfiteState s = g.state();
        Pending p = s.pending();
        if (!(p instanceof Pending.Targeting
            || p instanceof Pending.Firing
            || p instanceof Pending.Pip
            || p instanceof Pending.SpeedRolling)) {
          List<DogfiteCommand> fresh = MovementCommands.of(context, s);
          assertThat(kept.of(s)).isEqualTo(fresh);
          assertThat(kept.of(s)).isEqualTo(fresh);
          assertThat(rules.legalCommands(s)).isEqualTo(fresh);
          if (p instanceof Pending.Moving m) {
            assertThat(kept.of(s)).isSameAs(kept.of(s));
            // The plain moves kept with a list are those worked out from it afresh.
            assertThat(kept.plainMoves(s.plane(m.plane()), m.move(), kept.of(s)))
                .isEqualTo(MovementCommands.plainMoves(fresh))
                .isEqualTo(kept.plainMoves(s.plane(m.plane()), m.move(), fresh))
                .isEqualTo(plainMovesByDefinition(fresh));
            moving++;
          }
        }
        if (random == null) {
          g = g.play(rules.defaultBot());
        } else {
          List<DogfiteCommand> legal = g.legalCommands(g.decision().actors().get(0));
          g = g.play(legal.get(random.nextInt(legal.size())));
        }
      }
    }
    return moving;
  }

  /**
   * {@link MovementCommands.PlainMove}'s definition, read literally: for each step listed, in the
   * order their plain moves are listed, the first move at the step's lowest listed bet level
   * without aerobatic points (none when that level is listed only with aerobatic points), and the
   * same step one level higher without aerobatic points when listed.
   */
  static List<MovementCommands.PlainMove> plainMovesByDefinition(List<DogfiteCommand> legal) {
    List<Move> moves = legal.stream().filter(Move.class::isInstance).map(Move.class::cast).toList();
    List<MovementCommands.PlainMove> out = new ArrayList<>();
    for (int at = 0; at < moves.size(); at++) {
      Move m = moves.get(at);
      int lowest =
          moves.stream()
              .filter(o -> o.step().equals(m.step()))
              .mapToInt(Move::betLevel)
              .min()
              .orElseThrow();
      Move first =
          moves.stream()
              .filter(
                  o ->
                      o.step().equals(m.step())
                          && o.betLevel() == lowest
                          && o.aerobaticPoints() == 0)
              .findFirst()
              .orElse(null);
      if (first != null && moves.indexOf(first) == at) {
        Move raised = new Move(m.plane(), m.step(), m.betLevel() + 1, 0);
        out.add(new MovementCommands.PlainMove(m, moves.contains(raised) ? raised : null));
      }
    }
    return out;
  }

  /** A list whose steps are not grouped, and whose lowest level comes after a higher one. */
  @Test
  void plainMovesOfAnUngroupedListFollowTheDefinition() {
    Step left = new Step.Turn(-1);
    Step straight = new Step.Straight();
    List<DogfiteCommand> legal =
        List.of(
            new Move("Camel", left, 2, 0),
            new Move("Camel", straight, 0, 1),
            new Move("Camel", left, 1, 1),
            new Move("Camel", straight, 0, 0),
            new Move("Camel", left, 1, 0),
            new Move("Camel", straight, 1, 0),
            new Move("Camel", left, 3, 0),
            new Move("Camel", left, 2, 1));
    assertThat(MovementCommands.plainMoves(legal))
        .isEqualTo(plainMovesByDefinition(legal))
        .containsExactly(
            new MovementCommands.PlainMove(
                new Move("Camel", straight, 0, 0), new Move("Camel", straight, 1, 0)),
            new MovementCommands.PlainMove(
                new Move("Camel", left, 1, 0), new Move("Camel", left, 2, 0)));
    // A step whose lowest level is listed only with aerobatic points has no plain move.
    List<DogfiteCommand> aerobatic =
        List.of(new Move("Camel", left, 1, 1), new Move("Camel", left, 2, 0));
    assertThat(MovementCommands.plainMoves(aerobatic)).isEmpty();
    // A plain move at level 3 has no raised move.
    assertThat(MovementCommands.plainMoves(List.of(new Move("Camel", left, 3, 0))))
        .containsExactly(new MovementCommands.PlainMove(new Move("Camel", left, 3, 0), null));
  }
}
