package io.github.dogfight.dogfite;

import io.github.dogfight.cards.Asset;
import io.github.dogfight.cards.AssetKind;
import io.github.dogfight.cards.CardAssets;
import io.github.dogfight.cards.CardRound;
import io.github.dogfight.cards.CardRounds;
import io.github.dogfight.cards.ThreatRule;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.hex.Arc;
import io.github.dogfight.core.turn.TurnOrder;
import io.github.dogfight.core.view.Audience;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The Dogfite! variant that draws activation cards (rules 004) instead of rolling initiative: each
 * turn is one card round. Pilots with no cards, formations, and aircraft spinning or on fire move
 * first (5.2); then the deck is turned and each aircraft moves when its last card comes up (5.3);
 * in combat the aircraft fire in reverse activation order (6), and aircraft that moved early and
 * hold no card in the shooting deck fire last, the last of them to move first.
 *
 * <p>Dogfite! has no Awareness and no pilot hit points, so the variant maps them; both mappings are
 * assumptions of the variant and can be replaced with {@link #withAwareness} and {@link
 * #withWounds}:
 *
 * <ul>
 *   <li>Awareness = 11 + 3 x experience + 2 x flying skill, from the pilot's unwounded log: a
 *       rookie (0, 0) has 11 (2 cards), a pilot with experience 1 and flying 1 has 16 (3 cards),
 *       experience 2 and flying 2 has 21 (6 cards), in line with the seed's guide (rookie 2, normal
 *       3, good 4 or more).
 *   <li>Hit points lost = 3 per point of wound modifier (critical results 10 and 11 take 1 and 3
 *       from all pilot numbers), so each point costs one card; smoke and fire do not count as
 *       wounds.
 * </ul>
 *
 * <p>Threat arcs (4.1) use the core arcs of the aircraft's hex-edge position: an enemy in play in
 * its rear arc (more than 120 degrees off the facing) or a side arc (60 to 120 degrees), at any
 * range and altitude; an aircraft in a hex middle has no facing and no threatened arcs. Whether
 * rear and side losses add is the {@link ThreatRule} ({@link ThreatRule#WORST} by default). Stalls
 * are resolved at once in Dogfite!, so no aircraft begins a turn stalling.
 *
 * <pre>{@code
 * DogfiteRules cards = new DogfiteRules().withActivation(
 *     CardActivation.standard().withThreatRule(ThreatRule.CUMULATIVE));
 * Game<DogfiteState, DogfiteCommand> game = Game.start(cards, cards.sampleEngagement(7));
 * game.decision();   // the first card turned: the aircraft it names moves
 * }</pre>
 *
 * <p>The round is played through card activation's one path ({@link CardRounds#start}): the deck is
 * shuffled when the turn's order is planned, and a card is turned only when the engine needs the
 * next aircraft to move, so the order is revealed as the seed reveals it and stays hidden in every
 * view until then. Aircraft fire in the round's firing order: reverse activation, then the planes
 * that moved early without a card, the last of them to move first.
 */
public final class CardActivation implements DogfiteActivation, CardAssets<DogfiteState> {
  /** The activation's name, as {@code dogfight duel --activation cards} asks for it. */
  public static final String NAME = "cards";

  /** A pilot's Awareness for the card table (rules 004, 4.1). */
  @FunctionalInterface
  public interface AwarenessRule {
    /**
     * The Awareness of {@code plane}'s pilot, before wounds.
     *
     * @param plane the aircraft
     * @return the Awareness
     */
    int awareness(Plane plane);
  }

  /** Hit points a pilot has lost to wounds (rules 004, 4.1: one card per 3). */
  @FunctionalInterface
  public interface WoundRule {
    /**
     * Hit points lost by {@code plane}'s pilot, at least 0.
     *
     * @param plane the aircraft
     * @return the hit points lost
     */
    int hpLost(Plane plane);
  }

  private final AwarenessRule awareness;
  private final WoundRule wounds;
  private final ThreatRule threat;
  private final boolean opponentMixes;
  private final Audience mixAudience;

  private CardActivation(
      AwarenessRule awareness,
      WoundRule wounds,
      ThreatRule threat,
      boolean opponentMixes,
      Audience mixAudience) {
    this.awareness = awareness;
    this.wounds = wounds;
    this.threat = threat;
    this.opponentMixes = opponentMixes;
    this.mixAudience = mixAudience;
  }

  /**
   * The variant with its documented mappings and {@link ThreatRule#WORST}.
   *
   * @return the variant with its documented mappings and {@link ThreatRule#WORST}
   */
  public static CardActivation standard() {
    return new CardActivation(
        CardActivation::standardAwareness,
        CardActivation::standardHpLost,
        ThreatRule.WORST,
        false,
        Audience.referee());
  }

  /**
   * The standard Awareness mapping: 11 + 3 x experience + 2 x flying skill (unwounded).
   *
   * @param plane the aircraft
   * @return the standard Awareness mapping: 11 + 3 x experience + 2 x flying skill (unwounded)
   */
  public static int standardAwareness(Plane plane) {
    return 11 + 3 * plane.pilot().experience() + 2 * plane.pilot().flying();
  }

  /**
   * The standard wound mapping: 3 hit points per point of wound modifier, the skill modifier less
   * smoke's -1 and fire's -3.
   *
   * @param plane the aircraft
   * @return the standard wound mapping: 3 hit points per point of wound modifier, the skill
   *     modifier less smoke's -1 and fire's -3
   */
  public static int standardHpLost(Plane plane) {
    Condition c = plane.condition();
    int woundPoints = -c.skillModifier() - (c.smoking() ? 1 : 0) - (c.onFire() ? 3 : 0);
    return 3 * Math.max(0, woundPoints);
  }

  /**
   * This activation with another Awareness mapping.
   *
   * @param rule the Awareness mapping
   * @return the new activation
   */
  public CardActivation withAwareness(AwarenessRule rule) {
    return new CardActivation(rule, wounds, threat, opponentMixes, mixAudience);
  }

  /**
   * This activation with another wound mapping.
   *
   * @param rule the wound mapping
   * @return the new activation
   */
  public CardActivation withWounds(WoundRule rule) {
    return new CardActivation(awareness, rule, threat, opponentMixes, mixAudience);
  }

  /**
   * This activation with another way of counting rear and side threats.
   *
   * @param rule how rear and side threats count
   * @return the new activation
   */
  public CardActivation withThreatRule(ThreatRule rule) {
    return new CardActivation(awareness, wounds, rule, opponentMixes, mixAudience);
  }

  /**
   * This activation with or without the opponent's mix (4.2): when {@code mixes}, the shuffled deck
   * is mixed once more from the game's dice before it is turned. Off by default: a deck shuffled
   * from the dice is already uniform, so the mix changes the dice drawn, not the odds.
   *
   * @param mixes whether the opponent mixes the deck
   * @return the new activation
   */
  public CardActivation withOpponentMix(boolean mixes) {
    return new CardActivation(awareness, wounds, threat, mixes, mixAudience);
  }

  /**
   * This activation with the opponent's mix's dice addressed to {@code audience} (4.2 "The opponent
   * is allowed to mix the deck some more after this"). By default ({@link Audience#referee()}) no
   * player reads them: they reorder a deck nobody may know. {@code Audience.only(side)} lets the
   * mixing side read its own mix, as a player sees their own hands mix the face-down deck; the
   * shuffle's dice stay with the referee either way, so the mix alone tells that side nothing of
   * the order.
   *
   * @param audience who may read the mix's dice
   * @return the new activation
   */
  public CardActivation withMixAudience(Audience audience) {
    Objects.requireNonNull(audience, "audience");
    return new CardActivation(awareness, wounds, threat, opponentMixes, audience);
  }

  /**
   * The assets of this turn's round, one pilot per aircraft that acts for itself; a leader with
   * followers flies in the formation named by its id.
   *
   * @param state the state at the start of the turn
   * @param formations followers to their leaders, this turn
   * @return the assets, in the engagement's order
   * @throws IllegalArgumentException if the wound mapping gives a negative value
   */
  public List<Asset> assets(DogfiteState state, Map<String, String> formations) {
    Set<String> leaders = new HashSet<>(formations.values());
    List<Asset> out = new ArrayList<>();
    for (Plane p : state.inPlay()) {
      if (formations.containsKey(p.id())) {
        continue;
      }
      boolean rear = false;
      boolean side = false;
      for (Plane e : state.inPlay()) {
        if (e.side().equals(p.side())) {
          continue;
        }
        Optional<Arc> arc = Arc.of(p.placement().position(), e.placement().position().hex());
        if (arc.isPresent()) {
          rear |= arc.get() == Arc.REAR;
          side |= arc.get() == Arc.SIDE;
        }
      }
      out.add(
          new Asset(
              p.id(),
              AssetKind.PILOT,
              awareness.awareness(p),
              wounds.hpLost(p),
              rear,
              side,
              leaders.contains(p.id()) ? Optional.of(p.id()) : Optional.empty(),
              p.spinning() || p.condition().onFire()));
    }
    return out;
  }

  /** The assets of this turn's round, formations as {@link DogfiteState#formations()} sets them. */
  @Override
  public List<Asset> assets(DogfiteState state) {
    return assets(state, state.formations());
  }

  @Override
  public boolean opponentMixes(DogfiteState state, CardRound.TableView view) {
    return opponentMixes;
  }

  /** Who may read the opponent's mix's dice: {@link #withMixAudience}, the referee by default. */
  @Override
  public Audience mixAudience(DogfiteState state) {
    return mixAudience;
  }

  /**
   * Deals this turn's round through card activation's one path ({@link CardRounds#start}): the
   * returned order turns the cards only as the engine takes its steps, so the deck stays secret
   * until each aircraft's turn to move comes up.
   */
  @Override
  public TurnOrder plan(DogfiteState state, Roller roller) {
    return CardRounds.start(state, this, threat, roller);
  }

  @Override
  public String name() {
    return "activation cards";
  }

  @Override
  public String description() {
    return "Cards by Awareness (11 + 3 x experience + 2 x flying, an assumption), less threats and"
        + " wounds; early movers first, then each aircraft on its last card; fire in reverse"
        + " activation order (rules 004).";
  }
}
