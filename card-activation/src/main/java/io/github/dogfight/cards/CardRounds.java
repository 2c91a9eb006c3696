package io.github.dogfight.cards;

import io.github.dogfight.core.dice.Roller;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Card rounds (rules 004, 4.1 to 6), the one path for every host: {@link #start} deals and shuffles
 * from the game's dice, lets the opponent mix, and returns a {@link CardTurn} that reveals the
 * round step by step (5.1 land units move, 5.2 early movers move, 5.3 cards are turned and each
 * pilot moves on its last card, 6 the firing order, end-of-round effects); {@link #play} plays a
 * whole round against a {@link CardHost} that acts synchronously (bots, simulations) by taking
 * those same steps. The next round starts again at 4.1.
 *
 * <pre>{@code
 * CardTurn turn = CardRounds.start(state, assets, ThreatRule.WORST, roller);  // 4.1 to 5.2
 * for (Optional<CardTurn.Stepped> s = turn.step(); s.isPresent(); s = s.get().rest().step()) {
 *   s.get().step();   // one step revealed: the asset that moves (or fires) now
 * }
 * CardRounds.Result<S> whole = CardRounds.play(state, host, ThreatRule.WORST, roller);  // bots
 * }</pre>
 */
public final class CardRounds {
  private CardRounds() {}

  /** A step of a round, in the order played. */
  public enum Phase {
    /** 5.1: a land unit moved. */
    LAND_MOVE,
    /** 5.2: a plane moved before the cards (0 cards, formation, fire, spin, stall). */
    EARLY_MOVE,
    /** 5.3: a plane moved on its last card. */
    MOVE,
    /** 5.3: a gunner or land unit activated: its card went to the shooting deck. */
    READY,
    /** 6: formation gunners fired. */
    FORMATION_FIRE,
    /**
     * 6: an asset fired: by its card, or, without one, after every card (planes that moved early,
     * then gunners dealt no cards).
     */
    FIRE,
    /** End-of-round effects. */
    END
  }

  /**
   * One step.
   *
   * @param phase what happened
   * @param asset who (the formation for {@link Phase#FORMATION_FIRE}, empty for {@link Phase#END})
   */
  public record Step(Phase phase, String asset) {
    /**
     * Checks the fields.
     *
     * @param phase what happened
     * @param asset who (the formation for {@link Phase#FORMATION_FIRE}, empty for {@link
     *     Phase#END})
     */
    public Step {
      Objects.requireNonNull(phase, "phase");
      Objects.requireNonNull(asset, "asset");
    }
  }

  /**
   * A played round.
   *
   * @param state the host's state after the round
   * @param round the round, deck empty
   * @param steps what happened, in order
   * @param <S> the host's state type
   */
  public record Result<S>(S state, CardRound round, List<Step> steps) {
    /**
     * Copies the steps.
     *
     * @param state the host's state after the round
     * @param round the round, deck empty
     * @param steps what happened, in order
     */
    public Result {
      Objects.requireNonNull(state, "state");
      Objects.requireNonNull(round, "round");
      Objects.requireNonNull(steps, "steps");
      steps = List.copyOf(steps);
    }
  }

  /**
   * Deals a round for {@code host}'s assets in {@code state} (4.1), shuffles it from the game's
   * dice and lets the opponent mix it (4.2), and returns it as a turn to play step by step: the
   * path for hosts that play their own commands between the steps. The dice drawn are the same as
   * {@link #play} draws before its first move.
   *
   * @param state the host's state after the round
   * @param <S> the host's state type
   * @param host what the state's assets are
   * @param threat how rear and side threats cost cards
   * @param roller the dice the shuffle draws
   * @return the turn order of the new round
   */
  public static <S> CardTurn start(S state, CardAssets<S> host, ThreatRule threat, Roller roller) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(host, "host");
    Objects.requireNonNull(threat, "threat");
    Objects.requireNonNull(roller, "roller");
    CardRound round = CardRound.deal(host.assets(state), threat, roller);
    if (host.opponentMixes(state, round.view())) {
      round = round.mix(roller);
    }
    return CardTurn.of(round);
  }

  /**
   * Plays one round from {@code state}, all dice from {@code roller}.
   *
   * @param state the host's state after the round
   * @param <S> the host's state type
   * @param host the host that moves and fires the assets
   * @param threat how rear and side threats cost cards
   * @param roller the dice
   * @return the state after the round, with the steps taken
   */
  public static <S> Result<S> play(S state, CardHost<S> host, ThreatRule threat, Roller roller) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(host, "host");
    Objects.requireNonNull(threat, "threat");
    Objects.requireNonNull(roller, "roller");
    CardTurn turn = start(state, host, threat, roller);
    List<Step> steps = new ArrayList<>();
    S s = state;
    Optional<CardTurn.Stepped> next = turn.step();
    while (next.isPresent()) {
      Step step = next.get().step();
      turn = next.get().rest();
      s =
          switch (step.phase()) {
            case LAND_MOVE, EARLY_MOVE, MOVE -> host.move(s, step.asset(), roller);
            case READY -> s;
            case FORMATION_FIRE -> host.formationGunnersFire(s, step.asset(), roller);
            case FIRE -> host.fire(s, step.asset(), roller);
            case END -> host.endOfRound(s, turn.round(), roller);
          };
      steps.add(step);
      next = turn.step();
    }
    return new Result<>(s, turn.round(), steps);
  }
}
