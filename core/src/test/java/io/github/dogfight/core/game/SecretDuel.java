package io.github.dogfight.core.game;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.view.Audience;
import io.github.dogfight.core.view.Viewer;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A small rule set with every kind of decision, for core's and the test kit's tests. Each round A
 * and B secretly and simultaneously choose an aim from 1 to 3; then A shoots at B and B at A, each
 * hitting on a d6 of at least the aim plus the other's aim; a pilot about to be hit may dodge (an
 * interrupt window with a pass): a d6 of 5 or more dodges. Three hits win; ten rounds end it
 * undecided.
 */
public class SecretDuel implements RuleSet<SecretDuel.State, SecretDuel.Move> {
  /** What the game waits for. */
  public enum Stage {
    /** Both pilots choose an aim, secretly. */
    AIM,
    /** The pilot in {@link State#target()} may dodge a hit. */
    DODGE
  }

  /**
   * The state.
   *
   * @param dice the dice
   * @param turn the round
   * @param stage what the game waits for
   * @param aims aims chosen this round (secret until both have chosen)
   * @param hits hits taken, by pilot
   * @param shooter in {@link Stage#DODGE}, who is shooting: "A" then "B"
   * @param result how it ended
   * @param winner who won
   */
  public record State(
      DiceStream dice,
      int turn,
      Stage stage,
      Map<String, Integer> aims,
      Map<String, Integer> hits,
      String shooter,
      Optional<String> result,
      Optional<String> winner)
      implements GameState {
    /** Copies the maps. */
    public State {
      aims = Map.copyOf(aims);
      hits = Map.copyOf(hits);
    }

    @Override
    public String phase() {
      return stage == Stage.AIM ? "Aim" : "Dodge";
    }

    @Override
    public boolean isOver() {
      return result.isPresent();
    }

    /** The pilot being shot at in {@link Stage#DODGE}. */
    public String target() {
      return shooter.equals("A") ? "B" : "A";
    }

    State with(Stage s, Map<String, Integer> a, Map<String, Integer> h, String shooter) {
      return new State(dice, turn, s, a, h, shooter, result, winner);
    }
  }

  /** A command. */
  public sealed interface Move extends Command {}

  /**
   * Choose an aim, secretly.
   *
   * @param actor the pilot
   * @param aim 1 to 3
   */
  public record Aim(String actor, int aim) implements Move {
    @Override
    public String describe() {
      return actor + " aims " + aim;
    }
  }

  /**
   * Dodge a hit, or pass.
   *
   * @param actor the pilot being hit
   * @param dodge whether it dodges
   */
  public record Dodge(String actor, boolean dodge) implements Move {
    @Override
    public String describe() {
      return actor + (dodge ? " dodges" : " takes the hit");
    }

    @Override
    public boolean isPass() {
      return !dodge;
    }
  }

  /**
   * An event.
   *
   * @param turn the round
   * @param narration what happened
   * @param audience who may read it
   * @param dice dice rolled
   */
  public record Told(int turn, String narration, Audience audience, List<DiceRoll> dice)
      implements GameEvent {
    @Override
    public String phase() {
      return "Duel";
    }

    @Override
    public Optional<String> actor() {
      return Optional.empty();
    }
  }

  @Override
  public String name() {
    return "secret-duel";
  }

  @Override
  public String title() {
    return "Secret duel (test rule set)";
  }

  @Override
  public TurnSequence turnSequence() {
    return TurnSequence.of("Aim", "Dodge");
  }

  @Override
  public List<Policy> policies() {
    return List.of();
  }

  @Override
  public Decision decision(State s) {
    if (s.isOver()) {
      return Decision.over();
    }
    if (s.stage() == Stage.DODGE) {
      return Decision.interrupt(List.of(s.target()), "dodge " + s.shooter() + "'s hit or pass");
    }
    return Decision.simultaneous(
        List.of("A", "B").stream().filter(p -> !s.aims().containsKey(p)).toList(), "choose an aim");
  }

  @Override
  public List<Move> legalCommands(State s, String actor) {
    if (!decision(s).awaits(actor)) {
      return List.of();
    }
    if (s.stage() == Stage.DODGE) {
      return List.of(new Dodge(actor, true), new Dodge(actor, false));
    }
    return List.of(new Aim(actor, 1), new Aim(actor, 2), new Aim(actor, 3));
  }

  @Override
  public State visibleTo(State s, Viewer viewer) {
    State dice = RuleSet.super.visibleTo(s, viewer);
    if (s.stage() != Stage.AIM) {
      return dice;
    }
    Map<String, Integer> mine = new LinkedHashMap<>();
    s.aims()
        .forEach(
            (p, a) -> {
              if (viewer.speaksFor(p)) {
                mine.put(p, a);
              }
            });
    return dice.with(dice.stage(), mine, dice.hits(), dice.shooter());
  }

  @Override
  public Outcome<State> apply(State s, Move command, Roller roller) {
    if (command instanceof Aim a && s.stage() == Stage.AIM) {
      if (a.aim() < 1 || a.aim() > 3) {
        throw new RuleViolation("Secret duel: aim", "aim", Integer.toString(a.aim()), "1 to 3");
      }
      Map<String, Integer> aims = new LinkedHashMap<>(s.aims());
      aims.put(a.actor(), a.aim());
      List<GameEvent> events = new java.util.ArrayList<>();
      events.add(new Told(s.turn(), a.actor() + " has chosen.", Audience.everyone(), List.of()));
      events.add(
          new Told(
              s.turn(), a.actor() + " aims " + a.aim() + ".", Audience.only(a.actor()), List.of()));
      if (aims.size() < 2) {
        return new Outcome<>(s.with(Stage.AIM, aims, s.hits(), "A"), events);
      }
      events.add(
          new Told(
              s.turn(),
              "A aims " + aims.get("A") + ", B aims " + aims.get("B") + ".",
              Audience.everyone(),
              List.of()));
      return shoot(s.with(Stage.AIM, aims, s.hits(), "A"), "A", roller, events);
    }
    if (command instanceof Dodge d && s.stage() == Stage.DODGE) {
      List<GameEvent> events = new java.util.ArrayList<>();
      boolean dodged = false;
      if (d.dodge()) {
        DiceRoll r = roller.roll("1d6", d.actor() + " dodges");
        dodged = r.result() >= 5;
        events.add(
            new Told(
                s.turn(),
                d.actor() + (dodged ? " dodges." : " fails to dodge."),
                Audience.everyone(),
                List.of(r)));
      }
      Map<String, Integer> hits = new LinkedHashMap<>(s.hits());
      if (!dodged) {
        hits.merge(d.actor(), 1, Integer::sum);
        events.add(new Told(s.turn(), d.actor() + " is hit.", Audience.everyone(), List.of()));
      }
      State next = s.with(Stage.AIM, s.aims(), hits, s.shooter());
      return s.shooter().equals("A") ? shoot(next, "B", roller, events) : endRound(next, events);
    }
    throw new RuleViolation(
        "Secret duel: turn sequence", "command", command.describe(), "not allowed now");
  }

  private Outcome<State> shoot(State s, String shooter, Roller roller, List<GameEvent> events) {
    String target = shooter.equals("A") ? "B" : "A";
    int need = s.aims().getOrDefault(shooter, 0) + s.aims().getOrDefault(target, 0);
    DiceRoll r = roller.roll("1d6", shooter + " shoots at " + target);
    events.add(
        new Told(
            s.turn(),
            shooter + (r.result() >= need ? " hits." : " misses."),
            Audience.everyone(),
            List.of(r)));
    if (r.result() >= need) {
      return new Outcome<>(s.with(Stage.DODGE, s.aims(), s.hits(), shooter), events);
    }
    return shooter.equals("A") ? shoot(s, "B", roller, events) : endRound(s, events);
  }

  private Outcome<State> endRound(State s, List<GameEvent> events) {
    int onA = s.hits().getOrDefault("A", 0);
    int onB = s.hits().getOrDefault("B", 0);
    Optional<String> winner =
        onB >= 3 && onA < 3
            ? Optional.of("A")
            : onA >= 3 && onB < 3 ? Optional.of("B") : Optional.empty();
    Optional<String> result =
        winner
            .map(w -> w + " wins")
            .or(() -> onA >= 3 ? Optional.of("both down") : Optional.empty())
            .or(() -> s.turn() >= 10 ? Optional.of("undecided after 10 rounds") : Optional.empty());
    State next =
        new State(
            s.dice(),
            result.isPresent() ? s.turn() : s.turn() + 1,
            Stage.AIM,
            Map.of(),
            s.hits(),
            "A",
            result,
            winner);
    return new Outcome<>(next, events);
  }

  @Override
  public String summary(State s) {
    return "A hit "
        + s.hits().getOrDefault("A", 0)
        + ", B hit "
        + s.hits().getOrDefault("B", 0)
        + "\n";
  }

  @Override
  public State withDice(State s, DiceStream dice) {
    return new State(
        dice, s.turn(), s.stage(), s.aims(), s.hits(), s.shooter(), s.result(), s.winner());
  }

  @Override
  public State sampleEngagement(long seed) {
    return new State(
        DiceStream.seeded(seed),
        1,
        Stage.AIM,
        Map.of(),
        Map.of(),
        "A",
        Optional.empty(),
        Optional.empty());
  }

  /**
   * A bot that would cheat if it could: when the other pilot's aim is in its view it picks the aim
   * that beats it; otherwise it aims from what is public. It always dodges.
   */
  @Override
  public Bot<State, Move> defaultBot() {
    return (view, legal) -> {
      String me = view.decision().actors().get(0);
      String other = me.equals("A") ? "B" : "A";
      if (view.state().stage() == Stage.DODGE) {
        return legal.get(0);
      }
      Integer theirs = view.state().aims().get(other);
      int aim =
          theirs != null
              ? 4 - theirs
              : 1 + (view.state().turn() + view.state().hits().getOrDefault(me, 0)) % 3;
      return legal.get(aim - 1);
    };
  }

  @Override
  public List<OddsQuery> oddsQueries() {
    return List.of();
  }
}
