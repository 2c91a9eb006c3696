package io.github.dogfight.cards;

import io.github.dogfight.core.turn.Activation;
import io.github.dogfight.core.turn.Mode;
import io.github.dogfight.core.turn.TurnOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One round of card activation as a {@link TurnOrder}, revealed step by step (rules 004, 5 and 6):
 * the one path every host takes, whether it plays the steps itself ({@link CardRounds#start}) or
 * lets {@link CardRounds#play} call it. Immutable: {@link #step()} returns the next step and the
 * turn after it, turning cards as it goes; the deck's order stays secret until a card is turned
 * ({@link #concealed()} hides it in views).
 *
 * <p>Steps, in order: {@code LAND_MOVE} for each land unit (5.1); {@code EARLY_MOVE} for each early
 * mover, a formation by its name (5.2); then cards are turned, and each asset's last card gives
 * {@code MOVE} (a pilot) or {@code READY} (a gunner, a land unit, or a plane that has already moved
 * early) (5.3); then the {@link CardRound#firingOrder() firing order} ({@code FORMATION_FIRE} and
 * {@code FIRE}, 6); then {@code END}.
 *
 * <p>As a {@link TurnOrder}, each step is an {@link Activation} whose segment is its phase's name
 * ({@link #segment}) and whose note lists the cards turned since the last step.
 *
 * @param round the round, its deck turned as far as the steps taken
 * @param stage where the round is
 * @param index steps taken within the stage (land units, early movers, firing order)
 */
public record CardTurn(CardRound round, Stage stage, int index) implements TurnOrder {
  /** Where a round is. */
  public enum Stage {
    /** 5.1: land units move. */
    LAND,
    /** 5.2: early movers move. */
    EARLY,
    /** 5.3: cards are turned. */
    DRAW,
    /** 6: the firing order. */
    FIRE,
    /** End-of-round effects. */
    END,
    /** The round is over. */
    DONE
  }

  /**
   * A step and the turn after it.
   *
   * @param step what happens
   * @param turned the cards turned for it (in 5.3), in order
   * @param rest the turn after it
   */
  public record Stepped(CardRounds.Step step, List<String> turned, CardTurn rest) {
    /**
     * Copies the list.
     *
     * @param step what happens
     * @param turned the cards turned for it (in 5.3), in order
     * @param rest the turn after it
     */
    public Stepped {
      Objects.requireNonNull(step, "step");
      Objects.requireNonNull(turned, "turned");
      Objects.requireNonNull(rest, "rest");
      turned = List.copyOf(turned);
    }
  }

  /**
   * Checks the position.
   *
   * @param round the round being turned
   * @param stage the stage of the round
   * @param index the next card's place in the stage
   */
  public CardTurn {
    Objects.requireNonNull(round, "round");
    Objects.requireNonNull(stage, "stage");
    if (index < 0) {
      throw new IllegalArgumentException("index must be >= 0, was " + index);
    }
  }

  /**
   * A round about to be played from its first step.
   *
   * @param round a dealt round
   * @return the turn order at the round's first stage
   */
  public static CardTurn of(CardRound round) {
    return new CardTurn(round, Stage.LAND, 0);
  }

  /**
   * The segment name of a phase, as in the activations this order gives.
   *
   * @param phase a phase of the round
   * @return the segment's name in the turn order
   */
  public static String segment(CardRounds.Phase phase) {
    return switch (phase) {
      case LAND_MOVE -> "land move";
      case EARLY_MOVE -> "early move";
      case MOVE -> "move";
      case READY -> "ready";
      case FORMATION_FIRE -> "formation fire";
      case FIRE -> "fire";
      case END -> "end of round";
    };
  }

  /**
   * The next step, or empty when the round is over.
   *
   * @return the next step, or empty when the round is over
   */
  public Optional<Stepped> step() {
    switch (stage) {
      case LAND -> {
        List<String> land = landUnits();
        if (index < land.size()) {
          return stepped(
              CardRounds.Phase.LAND_MOVE, land.get(index), List.of(), round, Stage.LAND, index + 1);
        }
        return new CardTurn(round, Stage.EARLY, 0).step();
      }
      case EARLY -> {
        if (index < round.earlyMovers().size()) {
          String e = round.earlyMovers().get(index);
          return stepped(
              CardRounds.Phase.EARLY_MOVE,
              CardRound.formation(e).orElse(e),
              List.of(),
              round,
              Stage.EARLY,
              index + 1);
        }
        return new CardTurn(round, Stage.DRAW, 0).step();
      }
      case DRAW -> {
        CardRound r = round;
        List<String> turned = new ArrayList<>();
        while (!r.over()) {
          CardRound.Draw d = r.draw();
          r = d.round();
          turned.add(d.card());
          if (d.activated().isPresent()) {
            String id = d.activated().get();
            CardRounds.Phase phase =
                movesOnItsCard(id) ? CardRounds.Phase.MOVE : CardRounds.Phase.READY;
            return stepped(phase, id, turned, r, Stage.DRAW, 0);
          }
        }
        return new CardTurn(r, Stage.FIRE, 0).step();
      }
      case FIRE -> {
        List<CardRounds.Step> fire = round.firingOrder();
        if (index < fire.size()) {
          return Optional.of(
              new Stepped(fire.get(index), List.of(), new CardTurn(round, Stage.FIRE, index + 1)));
        }
        return new CardTurn(round, Stage.END, 0).step();
      }
      case END -> {
        return stepped(CardRounds.Phase.END, "", List.of(), round, Stage.DONE, 0);
      }
      default -> {
        return Optional.empty();
      }
    }
  }

  private static Optional<Stepped> stepped(
      CardRounds.Phase phase, String asset, List<String> turned, CardRound r, Stage s, int i) {
    return Optional.of(
        new Stepped(new CardRounds.Step(phase, asset), turned, new CardTurn(r, s, i)));
  }

  /** A pilot moves on its last card unless it has already moved early (5.2). */
  private boolean movesOnItsCard(String id) {
    if (round.earlyMovers().contains(id)) {
      return false;
    }
    for (Asset a : round.assets()) {
      if (a.id().equals(id) && a.kind() == AssetKind.PILOT) {
        return true;
      }
    }
    return false;
  }

  private List<String> landUnits() {
    List<String> out = List.of();
    for (Asset a : round.assets()) {
      if (a.kind() == AssetKind.GROUND) {
        if (out.isEmpty()) {
          out = new ArrayList<>();
        }
        out.add(a.id());
      }
    }
    return out;
  }

  /**
   * The next step as an activation: its phase's {@link #segment} name, its asset (a formation by
   * its name; {@code END} names no asset and is given as the round itself, {@code "round"}), and
   * the cards turned for it as the note.
   */
  @Override
  public Optional<Next> next() {
    return step()
        .map(
            s ->
                new Next(
                    new Activation(
                        segment(s.step().phase()),
                        Mode.SEQUENTIAL,
                        List.of(s.step().asset().isEmpty() ? "round" : s.step().asset()),
                        s.turned().isEmpty()
                            ? ""
                            : "cards turned: " + String.join(", ", s.turned())),
                    s.rest()));
  }

  /**
   * The steps every player already knows: the land units and early movers still to move, known when
   * the round is dealt; nothing that depends on a card not yet turned.
   */
  @Override
  public List<Activation> known() {
    // The land units and early movers still to move, read from the round: no card is turned.
    List<Activation> out = new ArrayList<>();
    if (stage == Stage.LAND) {
      int i = 0;
      for (Asset a : round.assets()) {
        if (a.kind() == AssetKind.GROUND && i++ >= index) {
          out.add(Activation.of(segment(CardRounds.Phase.LAND_MOVE), a.id()));
        }
      }
    }
    if (stage == Stage.LAND || stage == Stage.EARLY) {
      List<String> early = round.earlyMovers();
      for (int i = stage == Stage.EARLY ? index : 0; i < early.size(); i++) {
        String e = early.get(i);
        out.add(
            Activation.of(segment(CardRounds.Phase.EARLY_MOVE), CardRound.formation(e).orElse(e)));
      }
    }
    return out;
  }

  /**
   * Never while steps remain: {@link #known()} holds only the moves fixed when the round was dealt,
   * not what the cards and the firing order will give.
   */
  @Override
  public boolean fullyKnown() {
    return stage == Stage.DONE;
  }

  /**
   * Every remaining step as an activation, in order: the cards are turned as {@link #next} would
   * turn them, and the firing order is worked out once rather than once per shot.
   */
  @Override
  public List<Activation> remaining() {
    List<Activation> out = new ArrayList<>();
    TurnOrder t = this;
    while (t instanceof CardTurn c && c.stage() != Stage.FIRE && c.stage() != Stage.DONE) {
      Optional<Next> n = c.next();
      if (n.isEmpty()) {
        return out;
      }
      out.add(n.get().activation());
      t = n.get().rest();
    }
    if (t instanceof CardTurn c && c.stage() == Stage.FIRE) {
      List<CardRounds.Step> fire = c.round().firingOrder();
      for (int i = c.index(); i < fire.size(); i++) {
        CardRounds.Step st = fire.get(i);
        out.add(Activation.of(segment(st.phase()), st.asset()));
      }
      out.add(Activation.of(segment(CardRounds.Phase.END), "round"));
    }
    return out;
  }

  /** This turn with the undrawn cards in a fixed order, for views. */
  @Override
  public CardTurn concealed() {
    return new CardTurn(round.concealed(), stage, index);
  }
}
