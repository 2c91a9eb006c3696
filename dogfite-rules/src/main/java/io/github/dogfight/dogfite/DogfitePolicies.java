package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.DogfiteActivation.MOVEMENT;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.AdvantagePolicy;
import io.github.dogfight.core.game.DamagePolicy;
import io.github.dogfight.core.game.MovementPolicy;
import io.github.dogfight.core.game.Policy;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.core.turn.Activation;
import io.github.dogfight.core.turn.TurnOrder;
import java.util.ArrayList;
import java.util.List;

/** The Dogfite! rule set's policies, as the core SPI describes them. */
final class DogfitePolicies {
  private DogfitePolicies() {}

  static List<Policy> of(DogfiteRules rules) {
    return List.of(
        rules.activation(),
        new Movement(),
        new Edge(),
        new Gunfire(new Resolution(rules.tables())));
  }

  /** Activation: the initiative roll and tailing (INITIATIVE). */
  static final class Initiative implements DogfiteActivation {
    static final Initiative INSTANCE = new Initiative();

    private Initiative() {}

    /**
     * The initiative order, known in full when rolled; a tailing aircraft's activation notes whom
     * it tails ("tails Albatros").
     */
    @Override
    public TurnOrder plan(DogfiteState state, Roller roller) {
      InitiativeOrder order = DogfiteRules.rollInitiative(state, state.formations(), roller);
      List<Activation> moves = new ArrayList<>();
      for (String id : order.order()) {
        String tails = order.tailing().get(id);
        moves.add(Activation.of(MOVEMENT, id).withNote(tails == null ? "" : "tails " + tails));
      }
      return TurnOrder.ofActivations(moves);
    }

    @Override
    public String name() {
      return "initiative and tailing";
    }

    @Override
    public String description() {
      return "1d10 (0-9) + experience + speed modifier; spinning aircraft first, then targeting"
          + " aircraft followed by their tailers, then the rest (seed 000, INITIATIVE).";
    }
  }

  /** Movement: one movement point's step. */
  static final class Movement implements MovementPolicy<HexPosition, Step> {
    @Override
    public HexPosition move(HexPosition piece, Step move, Roller roller) {
      return Step.apply(piece, move);
    }

    @Override
    public String name() {
      return "hex edge and middle steps";
    }

    @Override
    public String description() {
      return "Edge to edge, edge to middle, middle to middle, middle to any edge; facing changes and"
          + " staying in a hex are bets (seed 000, MOVEMENT).";
    }
  }

  /** Advantage: the edge on a target. */
  static final class Edge implements AdvantagePolicy<DogfiteState> {
    @Override
    public int advantage(DogfiteState state, String actor, String opponent) {
      Plane p = state.plane(actor);
      return p.target().filter(opponent::equals).map(t -> p.edge()).orElse(0);
    }

    @Override
    public String name() {
      return "edge";
    }

    @Override
    public String description() {
      return "Edge on this turn's target from carryover, position and bets; at most 10 after"
          + " movement (seed 000, TARGETING / EDGE ADJUSTMENT).";
    }
  }

  /** Damage: a gun's burst on its target. */
  static final class Gunfire implements DamagePolicy<Plane, Resolution.Burst, Resolution.Hit> {
    private final Resolution resolution;

    Gunfire(Resolution resolution) {
      this.resolution = resolution;
    }

    @Override
    public Resolution.Hit resolve(Plane target, Resolution.Burst attack, Roller roller) {
      return Resolution.apply(attack, target.damage(), target.condition());
    }

    @Override
    public String name() {
      return "damage boxes and criticals";
    }

    @Override
    public String description() {
      return "One box per hit, slashes then crosses; criticals on doubles; smoke and fire (seed 000,"
          + " DAMAGE, CRITICAL HITS).";
    }

    Resolution resolution() {
      return resolution;
    }
  }
}
