package io.github.dogfight.cards;

import io.github.dogfight.core.dice.Roller;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Plays whole card rounds (seed 004, 4.1 to 6) against a {@link CardHost}: deal and shuffle from
 * the game's dice, the opponent's mix, 5.1 land units move, 5.2 early movers move, 5.3 cards are
 * turned and each pilot moves on its last card, 6 the shooting deck fires (formation gunners first,
 * then the reverse of activation), then the host's end-of-round effects. The next round starts
 * again at 4.1 with a new call.
 *
 * <p>Hosts that interleave their own commands with the draws (a player moving by hand) use {@link
 * CardRound} directly; this loop is for hosts that can act synchronously, such as bots and
 * simulations.
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
    /** 6: an asset fired. */
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
  public record Step(Phase phase, String asset) {}

  /**
   * A played round.
   *
   * @param state the host's state after the round
   * @param round the round, deck empty
   * @param steps what happened, in order
   * @param <S> the host's state type
   */
  public record Result<S>(S state, CardRound round, List<Step> steps) {
    /** Copies the steps. */
    public Result {
      steps = List.copyOf(steps);
    }
  }

  /** Plays one round from {@code state}, all dice from {@code roller}. */
  public static <S> Result<S> play(S state, CardHost<S> host, ThreatRule threat, Roller roller) {
    List<Asset> assets = host.assets(state);
    CardRound round = CardRound.deal(assets, threat, roller);
    if (host.opponentMixes(state, round.view())) {
      round = round.mix(roller);
    }
    List<Step> steps = new ArrayList<>();
    S s = state;
    for (Asset a : assets) {
      if (a.kind() == AssetKind.GROUND) {
        s = host.move(s, a.id(), roller);
        steps.add(new Step(Phase.LAND_MOVE, a.id()));
      }
    }
    List<String> early = new ArrayList<>();
    for (String e : round.earlyMovers()) {
      String id = CardRound.formation(e).orElse(e);
      early.add(id);
      s = host.move(s, id, roller);
      steps.add(new Step(Phase.EARLY_MOVE, id));
    }
    List<String> pilots = new ArrayList<>();
    for (Asset a : assets) {
      if (a.kind() == AssetKind.PILOT) {
        pilots.add(a.id());
      }
    }
    while (!round.over()) {
      CardRound.Draw d = round.draw();
      round = d.round();
      if (d.activated().isEmpty()) {
        continue;
      }
      String id = d.activated().get();
      if (pilots.contains(id) && !early.contains(id)) {
        s = host.move(s, id, roller);
        steps.add(new Step(Phase.MOVE, id));
      } else {
        steps.add(new Step(Phase.READY, id));
      }
    }
    for (String shooter : round.shootingOrder()) {
      Optional<String> formation = CardRound.formation(shooter);
      if (formation.isPresent()) {
        s = host.formationGunnersFire(s, formation.get(), roller);
        steps.add(new Step(Phase.FORMATION_FIRE, formation.get()));
      } else {
        s = host.fire(s, shooter, roller);
        steps.add(new Step(Phase.FIRE, shooter));
      }
    }
    s = host.endOfRound(s, round, roller);
    steps.add(new Step(Phase.END, ""));
    return new Result<>(s, round, steps);
  }
}
