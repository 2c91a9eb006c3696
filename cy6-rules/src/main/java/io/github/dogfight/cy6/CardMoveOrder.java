package io.github.dogfight.cy6;

import io.github.dogfight.cards.Asset;
import io.github.dogfight.cards.AssetKind;
import io.github.dogfight.cards.CardAssets;
import io.github.dogfight.cards.CardRounds;
import io.github.dogfight.cards.CardTurn;
import io.github.dogfight.cards.ThreatRule;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.hex.Arc;
import io.github.dogfight.core.hex.Hex;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The Check Your 6! variant that draws activation cards (rules 004) for the movement phase instead
 * of the Move Groups: each turn's movement is one card round through card activation's one path
 * ({@link CardRounds#start}). Formations (one unit, 0 cards) and aircraft out of control, blacked
 * out or on fire move first (5.2), the lowest Awareness first; then the deck is turned and each
 * aircraft moves on its last card (5.3). Wingmen move with their leader and tailers right after
 * their target, as in the Move Groups ("Tailing planes may move in their tailed AC Move Group"); a
 * cycle of tailers is broken as the Move Groups break it (the first of the cycle in Move Group
 * order draws the cards, the others follow it). Fire stays simultaneous within each segment (B), so
 * the card round's firing order is not used.
 *
 * <p>Check Your 6! has no Awareness and no pilot hit points, so the variant maps them; both are
 * assumptions, replaceable with {@link #withAwareness} and {@link #withWounds}:
 *
 * <ul>
 *   <li>Awareness by aircrew skill: Green 11 (2 cards), Skilled 15 (3), Veteran 17 (4), Ace 19 (5),
 *       after the seed's guide "a rookie has 2 activation cards, a normal/good pilot has 3 and good
 *       pilots have 4 or more";
 *   <li>no hit points lost (rules 002 has no wounds that would count).
 * </ul>
 *
 * <p>Threat arcs (4.1): an enemy in the fight in the aircraft's rear arc takes 2 cards, in a side
 * arc 1, at any range and altitude (assumption); {@link ThreatRule#WORST} counts the worse of the
 * two by default.
 */
public final class CardMoveOrder implements MoveOrder, CardAssets<Cy6State> {
  /** The activation's name, as {@code dogfight duel --rules cy6 --activation cards} asks for it. */
  public static final String NAME = "cards";

  /** A crew's Awareness for the card table (rules 004, 4.1). */
  @FunctionalInterface
  public interface AwarenessRule {
    /**
     * The Awareness of {@code plane}'s crew.
     *
     * @param plane the aircraft
     * @return the Awareness
     */
    int awareness(Plane plane);
  }

  /** Hit points a crew has lost (rules 004, 4.1: one card per 3). */
  @FunctionalInterface
  public interface WoundRule {
    /**
     * Hit points lost by {@code plane}'s crew, at least 0.
     *
     * @param plane the aircraft
     * @return the hit points lost
     */
    int hpLost(Plane plane);
  }

  private final AwarenessRule awareness;
  private final WoundRule wounds;
  private final ThreatRule threat;

  private CardMoveOrder(AwarenessRule awareness, WoundRule wounds, ThreatRule threat) {
    this.awareness = Objects.requireNonNull(awareness, "awareness");
    this.wounds = Objects.requireNonNull(wounds, "wounds");
    this.threat = Objects.requireNonNull(threat, "threat");
  }

  /**
   * The variant with its documented mappings and {@link ThreatRule#WORST}.
   *
   * @return the variant with its documented mappings and {@link ThreatRule#WORST}
   */
  public static CardMoveOrder standard() {
    return new CardMoveOrder(CardMoveOrder::standardAwareness, p -> 0, ThreatRule.WORST);
  }

  /**
   * The standard Awareness: Green 11, Skilled 15, Veteran 17, Ace 19.
   *
   * @param plane the aircraft
   * @return the Awareness
   */
  public static int standardAwareness(Plane plane) {
    return switch (plane.crew()) {
      case GREEN -> 11;
      case SKILLED -> 15;
      case VETERAN -> 17;
      case ACE -> 19;
    };
  }

  /**
   * This order with another Awareness mapping.
   *
   * @param rule the Awareness mapping
   * @return the new order
   */
  public CardMoveOrder withAwareness(AwarenessRule rule) {
    return new CardMoveOrder(rule, wounds, threat);
  }

  /**
   * This order with another wound mapping.
   *
   * @param rule the wound mapping
   * @return the new order
   */
  public CardMoveOrder withWounds(WoundRule rule) {
    return new CardMoveOrder(awareness, rule, threat);
  }

  /**
   * This order with another way of counting rear and side threats.
   *
   * @param rule how rear and side threats count
   * @return the new order
   */
  public CardMoveOrder withThreatRule(ThreatRule rule) {
    return new CardMoveOrder(awareness, wounds, rule);
  }

  /**
   * The units that draw cards this turn: every aircraft in the fight except wingmen (they fly with
   * their leader) and tailers whose target flies (they move right after it); of a cycle of tailers,
   * the one {@link MoveGroups} lets move as if it tailed no one draws cards for the cycle.
   */
  private static List<Plane> units(Cy6State state) {
    Set<String> breakers = MoveGroups.cycleBreakers(state);
    List<Plane> out = new ArrayList<>();
    for (Plane p : state.flying()) {
      if (!state.isWingman(p) && !MoveGroups.followsTarget(state, p, breakers)) {
        out.add(p);
      }
    }
    return out;
  }

  /**
   * The assets of this turn's round: one pilot per unit; a formation leader stands for its
   * formation (named by the leader's id).
   *
   * @throws IllegalArgumentException if the wound mapping gives a negative value
   */
  @Override
  public List<Asset> assets(Cy6State state) {
    List<Asset> out = new ArrayList<>();
    for (Plane p : units(state)) {
      boolean rear = false;
      boolean side = false;
      Hex here = p.position().hex();
      for (Plane e : state.flying()) {
        if (e.side().equals(p.side()) || e.position().hex().equals(here)) {
          continue;
        }
        Arc arc = Arc.of(here, p.position().facing(), e.position().hex());
        rear |= arc == Arc.REAR;
        side |= arc == Arc.SIDE;
      }
      AircraftCondition c = p.condition();
      boolean early =
          c.has(Status.OUT_OF_CONTROL)
              || c.has(Status.BLACKOUT)
              || c.has(Status.ON_FIRE)
              || c.has(Status.ON_HEAVY_FIRE);
      out.add(
          new Asset(
              p.id(),
              AssetKind.PILOT,
              awareness.awareness(p),
              wounds.hpLost(p),
              rear,
              side,
              state.leads(p) ? Optional.of(p.id()) : Optional.empty(),
              early));
    }
    return out;
  }

  /**
   * Deals, shuffles and turns this turn's round from the game's dice; the aircraft move in the
   * order the round reveals (early movers, then last cards), each followed by its wingmen and
   * tailers.
   */
  @Override
  public List<String> order(Cy6State state, Roller roller) {
    CardTurn turn = CardRounds.start(state, this, threat, roller);
    List<String> out = new ArrayList<>();
    Optional<CardTurn.Stepped> next = turn.step();
    while (next.isPresent()) {
      CardRounds.Step step = next.get().step();
      if (step.phase() == CardRounds.Phase.EARLY_MOVE || step.phase() == CardRounds.Phase.MOVE) {
        state.plane(step.asset()).ifPresent(p -> MoveGroups.add(state, p, out));
      }
      next = next.get().rest().step();
    }
    // any unit the round did not move (none, when the round is whole) keeps its place at the end
    for (Plane p : units(state)) {
      MoveGroups.add(state, p, out);
    }
    return out;
  }

  @Override
  public String name() {
    return "activation cards";
  }

  @Override
  public String description() {
    return "Cards by Awareness (Green 11, Skilled 15, Veteran 17, Ace 19, an assumption), less"
        + " threats; formations and aircraft out of control or on fire first, then each on its last"
        + " card; wingmen and tailers follow (rules 004 for the movement phase of rules 002).";
  }
}
