package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.DogfiteActivation.MOVEMENT;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.Policy;
import io.github.dogfight.core.turn.Activation;
import io.github.dogfight.core.turn.TurnOrder;
import java.util.ArrayList;
import java.util.List;

/** The Dogfite! rule set's policies, and the seed's activation. */
final class DogfitePolicies {
  private DogfitePolicies() {}

  /**
   * The policies the engine calls: the activation, the position bonus, the firing range and the gun
   * damage. Hex steps and the seed's tables are not policies: tables are patched instead.
   */
  static List<Policy> of(DogfiteRules rules) {
    return List.of(rules.activation(), rules.positionBonus(), rules.firingRange(), rules.damage());
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
}
