package io.github.dogfight.dogfite.internal.targeting;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.turn.Activation;
import io.github.dogfight.core.turn.TurnOrder;
import io.github.dogfight.dogfite.DogfiteActivation;
import io.github.dogfight.dogfite.DogfiteState;
import io.github.dogfight.dogfite.DogfiteTables;
import io.github.dogfight.dogfite.Plane;
import io.github.dogfight.dogfite.internal.Dice;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The seed's activation: the initiative roll and tailing (rules 000, INITIATIVE, EDGE ADJUSTMENT TO
 * INITIATIVE), known in full once rolled. An aircraft that moves right after its target carries the
 * note {@code follows X}; one that may add its edge to do so carries {@code may tail X}.
 */
public final class Initiative implements DogfiteActivation {
  private final DogfiteTables tables;

  /** Initiative on {@code tables}' speed modifiers. */
  public Initiative(DogfiteTables tables) {
    this.tables = tables;
  }

  /**
   * Rolls initiative for every aircraft in the fight except followers in formation (who move with
   * their leaders), and orders them; a friendly target counts as no target here, except that an
   * aircraft that declared one has "declared a target of its own" for those tailing it. An aircraft
   * targeting a follower is ordered against the follower's formation.
   */
  public InitiativeOrder roll(DogfiteState s, Roller roller) {
    List<InitiativeEntry> entries = new ArrayList<>();
    for (Plane p : s.planes()) {
      if (p.out() || s.formations().containsKey(p.id())) {
        continue;
      }
      int d10 = roller.roll(Dice.D10_ZERO, p.id(), "initiative").result();
      Optional<String> enemyTarget = p.target().filter(t -> !s.plane(t).side().equals(p.side()));
      entries.add(
          new InitiativeEntry(
              p.id(),
              d10,
              d10 + p.experience() + tables.initiativeModifier(p.speed()),
              p.experience(),
              p.placement().altitude().level(),
              p.speed(),
              p.spinning(),
              enemyTarget,
              p.edge(),
              p.target().isPresent()));
    }
    return InitiativeOrder.of(entries, s.formations(), roller);
  }

  @Override
  public TurnOrder plan(DogfiteState state, Roller roller) {
    InitiativeOrder order = roll(state, roller);
    List<Activation> moves = new ArrayList<>(order.order().size());
    for (String id : order.order()) {
      String follows = order.follows().get(id);
      String mayTail = order.mayTail().get(id);
      moves.add(
          follows != null
              ? DogfiteActivation.following(id, follows)
              : mayTail != null
                  ? DogfiteActivation.mayTail(id, mayTail)
                  : Activation.of(DogfiteActivation.MOVEMENT, id));
    }
    return TurnOrder.ofActivations(moves);
  }

  /** The tables whose speed modifiers it uses. */
  public DogfiteTables tables() {
    return tables;
  }

  @Override
  public String name() {
    return "initiative and tailing";
  }

  @Override
  public String description() {
    return "1d10 (0-9) + experience + speed modifier; spinning aircraft first, then targeting"
        + " aircraft followed by those targeting them, then the rest; tailing adds edge at the"
        + " tailer's choice (rules 000, INITIATIVE).";
  }
}
