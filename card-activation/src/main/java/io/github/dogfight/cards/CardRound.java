package io.github.dogfight.cards;

import com.google.common.collect.ImmutableMap;
import io.github.dogfight.core.dice.DiceExpression;
import io.github.dogfight.core.dice.DiceNotation;
import io.github.dogfight.core.dice.RollOff;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.Words;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * One round of card activation (rules 004, 4.1 to 6), immutable: {@link #draw()} returns the next
 * round.
 *
 * <ol>
 *   <li>{@link #deal}: each asset's cards (Awareness table, threats, wounds); pilots with 0 cards,
 *       planes in formation and planes on fire, spinning or stalling move early, in order of lowest
 *       Awareness (a formation counts as one plane), ties by a d6 roll-off; a formation puts one
 *       card first in the shooting deck; the rest are shuffled from the dice stream.
 *   <li>{@link #mix}: the opponent may mix the deck further.
 *   <li>{@link #draw}: turn the top card; when it is an asset's last, the asset activates: its card
 *       goes to the shooting deck (a pilot's plane moves now, a gunner or ground asset will fire in
 *       turn).
 *   <li>{@link #shootingOrder}: the shooting deck, last activated on top, the formations' cards at
 *       the bottom; {@link #firingOrder}: formation gunners first, then the deck, then those who
 *       moved early without a card.
 * </ol>
 *
 * <p>Assumptions: a plane moving early (5.2) still has its cards dealt, and its last card only
 * marks its place in the shooting order; the shuffle is a Fisher-Yates shuffle whose indices come
 * from the game's dice (a d{@code n} for up to 64 cards, two d64 with rejection beyond), so the
 * deck depends only on the seed.
 *
 * @param assets the assets dealt, in the host's order
 * @param cards cards dealt per asset
 * @param earlyMovers aircraft that move in 5.2, in order
 * @param formations formations, each with one card first in the shooting deck
 * @param deck the undrawn cards, top first, each the id of its asset (secret: see {@link #view})
 * @param drawn cards drawn per asset
 * @param activations assets activated so far, in order
 */
public record CardRound(
    List<Asset> assets,
    Map<String, Integer> cards,
    List<String> earlyMovers,
    List<String> formations,
    List<String> deck,
    Map<String, Integer> drawn,
    List<String> activations) {
  /**
   * How a formation is named among {@link #earlyMovers} and in {@link #shootingOrder}: this prefix
   * and the formation's name.
   */
  public static final String FORMATION_CARD = "formation ";

  /**
   * The purpose of every die the deck's shuffle draws (4.2 "Carefully mix all the remaining cards
   * ... into an activation deck"). These dice order the deck, which no player may know: a host
   * addresses them to the referee alone ({@link DeckDice}).
   */
  public static final String SHUFFLE = "activation deck shuffle";

  /**
   * The purpose of every die the opponent's mix draws (4.2 "The opponent is allowed to mix the deck
   * some more after this"). A host addresses them to {@link CardAssets#mixAudience} ({@link
   * DeckDice}).
   */
  public static final String MIX = "opponent's mix";

  /**
   * The formation an entry of {@link #earlyMovers} or {@link #shootingOrder} stands for, or empty
   * when it is a single asset.
   *
   * @param entry a deck entry
   * @return the formation the entry is the card of; empty for an asset's card
   */
  public static Optional<String> formation(String entry) {
    return entry.startsWith(FORMATION_CARD)
        ? Optional.of(entry.substring(FORMATION_CARD.length()))
        : Optional.empty();
  }

  /**
   * Copies the collections.
   *
   * @param assets the assets dealt, in the host's order
   * @param cards cards dealt per asset
   * @param earlyMovers aircraft that move in 5.2, in order
   * @param formations formations, each with one card first in the shooting deck
   * @param deck the undrawn cards, top first, each the id of its asset (secret: see {@link #view})
   * @param drawn cards drawn per asset
   * @param activations assets activated so far, in order
   */
  public CardRound {
    Objects.requireNonNull(assets, "assets");
    Objects.requireNonNull(cards, "cards");
    Objects.requireNonNull(earlyMovers, "earlyMovers");
    Objects.requireNonNull(formations, "formations");
    Objects.requireNonNull(deck, "deck");
    Objects.requireNonNull(drawn, "drawn");
    Objects.requireNonNull(activations, "activations");
    assets = List.copyOf(assets);
    // Guava's immutable maps keep the order and are not copied again when passed back in.
    cards = ImmutableMap.copyOf(cards);
    earlyMovers = List.copyOf(earlyMovers);
    formations = List.copyOf(formations);
    // The deck and the drawn counts change with every card turned: their immutable forms are
    // taken as they are, and turning a card shares the deck and changes one count.
    deck = Deck.copyOf(deck);
    drawn = Counts.copyOf(drawn);
    activations = List.copyOf(activations);
  }

  /**
   * Deals a round and shuffles the deck with {@code roller}.
   *
   * @param assets the assets dealt, in the host's order
   * @param threat how rear and side threats cost cards
   *     <p>The shuffle's dice have the purpose {@link #SHUFFLE}; they tell the deck's order, so a
   *     host puts them in an event for the referee alone ({@link DeckDice#split}). The 0-card tie
   *     roll-offs (5.2) are rolled before them, at the table.
   * @param roller the dice the shuffle draws
   * @return the dealt round
   * @throws IllegalArgumentException if two assets share an id
   */
  public static CardRound deal(List<Asset> assets, ThreatRule threat, Roller roller) {
    Objects.requireNonNull(assets, "assets");
    Objects.requireNonNull(threat, "threat");
    Objects.requireNonNull(roller, "roller");
    CardRound r = dealUnshuffled(assets, threat, roller);
    return r.withDeck(shuffle(r.deck(), roller, SHUFFLE));
  }

  /**
   * Deals a round with the deck in a given order (top first), for tests and for tables that shuffle
   * physical cards. The order must hold exactly each asset's cards.
   *
   * @param assets the assets dealt, in the host's order
   * @param threat how rear and side threats cost cards
   * @param order the deck, top first
   * @param roller the dice (for the opponent's mix, if any)
   * @return the dealt round
   * @throws IllegalArgumentException if {@code order} does not match the cards dealt
   */
  public static CardRound dealInOrder(
      List<Asset> assets, ThreatRule threat, List<String> order, Roller roller) {
    Objects.requireNonNull(assets, "assets");
    Objects.requireNonNull(threat, "threat");
    Objects.requireNonNull(order, "order");
    Objects.requireNonNull(roller, "roller");
    CardRound r = dealUnshuffled(assets, threat, roller);
    List<String> expected = new ArrayList<>(r.deck());
    List<String> given = new ArrayList<>(order);
    Collections.sort(expected);
    Collections.sort(given);
    if (!expected.equals(given)) {
      throw new IllegalArgumentException(
          "the deck order " + order + " does not hold the cards dealt " + r.cards());
    }
    return r.withDeck(order);
  }

  private static CardRound dealUnshuffled(List<Asset> assets, ThreatRule threat, Roller roller) {
    Map<String, Integer> cards = new LinkedHashMap<>();
    for (Asset a : assets) {
      if (cards.put(a.id(), a.cards(threat)) != null) {
        throw new IllegalArgumentException("duplicate asset id '" + a.id() + "'");
      }
    }
    Set<String> formationSet = new LinkedHashSet<>();
    for (Asset a : assets) {
      a.formation().ifPresent(formationSet::add);
    }
    List<String> formations = new ArrayList<>(formationSet);
    List<String> early = earlyOrder(assets, cards, roller);
    List<String> deck = new ArrayList<>();
    for (Asset a : assets) {
      int n = cards.getOrDefault(a.id(), 0);
      for (int i = 0; i < n; i++) {
        deck.add(a.id());
      }
    }
    Counts drawn = Counts.of(cards.keySet(), cards.size(), 0);
    return new CardRound(assets, cards, early, formations, deck, drawn, List.of());
  }

  /**
   * Early movers (5.2): pilots with 0 cards, planes in formation (one entry per formation) and
   * planes on fire, spinning or stalling, by lowest Awareness (a formation by its lowest member),
   * ties by a d6 roll-off.
   */
  private static List<String> earlyOrder(
      List<Asset> assets, Map<String, Integer> cards, Roller roller) {
    Map<String, Integer> awareness = new LinkedHashMap<>();
    for (Asset a : assets) {
      if (a.kind() != AssetKind.PILOT) {
        continue;
      }
      boolean early =
          cards.getOrDefault(a.id(), 0) == 0 || a.movesEarly() || a.formation().isPresent();
      if (!early) {
        continue;
      }
      String key = a.formation().map(f -> FORMATION_CARD + f).orElse(a.id());
      awareness.merge(key, a.effectiveAwareness(), Math::min);
    }
    List<String> keys = new ArrayList<>(awareness.keySet());
    keys.sort(
        Comparator.comparingInt((String k) -> awareness.get(k))
            .thenComparing(Comparator.naturalOrder()));
    List<String> out = new ArrayList<>();
    int i = 0;
    while (i < keys.size()) {
      int j = i + 1;
      while (j < keys.size()
          && awareness
              .getOrDefault(keys.get(j), 0)
              .equals(awareness.getOrDefault(keys.get(i), 0))) {
        j++;
      }
      List<String> tied = new ArrayList<>(keys.subList(i, j));
      while (tied.size() > 1) {
        int first =
            roller
                    .roll(
                        new RollOff(tied.size()), "0-card tie roll-off between " + Words.list(tied))
                    .result()
                - 1;
        out.add(tied.remove(first));
      }
      out.addAll(tied);
      i = j;
    }
    return out;
  }

  /** A Fisher-Yates shuffle whose indices are drawn from the dice. */
  static List<String> shuffle(List<String> cards, Roller roller, String purpose) {
    List<String> deck = new ArrayList<>(cards);
    for (int i = deck.size() - 1; i > 0; i--) {
      int j = uniformIndex(i + 1, roller, purpose);
      Collections.swap(deck, i, j);
    }
    return deck;
  }

  /** One die of each size from 2 to 64, parsed once: {@code DIE[n]} is {@code 1dn}. */
  private static final DiceExpression[] DIE = new DiceExpression[65];

  static {
    for (int n = 2; n <= 64; n++) {
      DIE[n] = DiceNotation.parse("1d" + n);
    }
  }

  /** A uniform index in {@code [0, n)}: one d{@code n} up to 64, else two d64 with rejection. */
  static int uniformIndex(int n, Roller roller, String purpose) {
    if (n <= 64) {
      return roller.roll(DIE[n], purpose).result() - 1;
    }
    int limit = (4096 / n) * n;
    while (true) {
      int v =
          (roller.roll(DIE[64], purpose).result() - 1) * 64
              + roller.roll(DIE[64], purpose).result()
              - 1;
      if (v < limit) {
        return v % n;
      }
    }
  }

  private CardRound withDeck(List<String> order) {
    return new CardRound(assets, cards, earlyMovers, formations, order, drawn, activations);
  }

  /**
   * The opponent mixes the deck further (4.2). The mix's dice have the purpose {@link #MIX}.
   *
   * @param roller the dice the mix draws
   * @return this round with its deck mixed
   */
  public CardRound mix(Roller roller) {
    return withDeck(shuffle(deck, roller, MIX));
  }

  /**
   * Whether the round is over: no cards left (6: "When there is no more cards ... the round ends").
   *
   * @return whether the round is over: no cards left (6: "When there is no more cards ..
   */
  public boolean over() {
    return deck.isEmpty();
  }

  /** The result of turning one card. */
  public record Draw(CardRound round, String card, Optional<String> activated) {
    /**
     * Checks the fields.
     *
     * @param round the round after the draw
     * @param card the card turned
     * @param activated the asset (or formation) the card activates
     */
    public Draw {
      Objects.requireNonNull(round, "round");
      Objects.requireNonNull(card, "card");
      Objects.requireNonNull(activated, "activated");
    }
  }

  /**
   * Turns the top card; if it is its asset's last, the asset activates.
   *
   * @return the card turned and the round after it
   * @throws IllegalStateException when the deck is empty
   */
  public Draw draw() {
    if (deck.isEmpty()) {
      throw new IllegalStateException("the activation deck is empty: the round is over");
    }
    String card = deck.get(0);
    Counts counts = (Counts) drawn;
    int count = counts.count(card) + 1;
    List<String> acts = activations;
    Optional<String> activated = Optional.empty();
    if (count == cards.getOrDefault(card, 0)) {
      acts = new ArrayList<>(activations.size() + 1);
      acts.addAll(activations);
      acts.add(card);
      activated = Optional.of(card);
    }
    return new Draw(
        new CardRound(
            assets,
            cards,
            earlyMovers,
            formations,
            ((Deck) deck).rest(),
            counts.with(card, count),
            acts),
        card,
        activated);
  }

  /**
   * Cards of {@code asset} still in the deck.
   *
   * @param asset an asset of the round
   * @return its cards still in the deck
   */
  public int left(String asset) {
    Objects.requireNonNull(asset, "asset");
    return cards.getOrDefault(asset, 0) - drawn.getOrDefault(asset, 0);
  }

  /**
   * The shooting deck as it lies on the table, from the top (the first to shoot) down: the cards of
   * the assets activated so far, last activated on top ("The last plane to activate shoots first"),
   * and at the bottom one card per formation, placed first ("place 1 card for the formation as the
   * first card face down in the Gunnery deck"). {@link #firingOrder()} adds who fires without a
   * card, and the formations' gunners, who fire before everyone.
   *
   * @return the shooting deck as it lies on the table, from the top (the first to shoot) down: the
   *     cards of the assets activated so far, last activated on top ("The last plane to activate
   *     shoots first"), and at the bottom one card per formation, placed first ("place 1 card for
   *     the formation as the first card face down in the Gunnery deck")
   */
  public List<String> shootingOrder() {
    List<String> out = new ArrayList<>(activations);
    Collections.reverse(out);
    List<String> bottom = new ArrayList<>();
    formations.forEach(f -> bottom.add(FORMATION_CARD + f));
    Collections.reverse(bottom);
    out.addAll(bottom);
    return out;
  }

  /**
   * Who fires, in order, once the deck is turned (6.1 "in reverse activation order ... The last
   * plane to activate shoots first"):
   *
   * <ol>
   *   <li>the gunners of each formation ({@link CardRounds.Phase#FORMATION_FIRE}), "before any
   *       attacking plane";
   *   <li>the assets of the shooting deck, last activated first;
   *   <li>the planes that moved early without a card in the shooting deck (0-card pilots and the
   *       planes of formations), the last of them to move first: they moved before everyone, so
   *       they fire after everyone;
   *   <li>gunners dealt no cards (wounded, not in a formation), in the host's order: an assumption,
   *       the seed gives them no card to place; like a pilot without cards they come last.
   * </ol>
   *
   * <p>Each asset fires once: a plane that moved early but kept cards (on fire, spinning, stalling)
   * fires by its card.
   *
   * @return who fires, in order, once the deck is turned (6.1 "in reverse activation order ..
   */
  public List<CardRounds.Step> firingOrder() {
    List<CardRounds.Step> out = new ArrayList<>();
    for (String f : formations) {
      out.add(new CardRounds.Step(CardRounds.Phase.FORMATION_FIRE, f));
    }
    List<String> reversed = new ArrayList<>(activations);
    Collections.reverse(reversed);
    for (String id : reversed) {
      out.add(new CardRounds.Step(CardRounds.Phase.FIRE, id));
    }
    List<String> early = new ArrayList<>(earlyMovers);
    Collections.reverse(early);
    for (String e : early) {
      Optional<String> formation = formation(e);
      if (formation.isPresent()) {
        for (Asset a : assets) {
          if (a.kind() == AssetKind.PILOT && a.formation().equals(formation)) {
            out.add(new CardRounds.Step(CardRounds.Phase.FIRE, a.id()));
          }
        }
      } else if (!activations.contains(e)) {
        out.add(new CardRounds.Step(CardRounds.Phase.FIRE, e));
      }
    }
    for (Asset a : assets) {
      if (a.kind() == AssetKind.GUNNER
          && a.formation().isEmpty()
          && cards.getOrDefault(a.id(), 0) == 0) {
        out.add(new CardRounds.Step(CardRounds.Phase.FIRE, a.id()));
      }
    }
    return out;
  }

  /**
   * This round with its undrawn cards in a fixed order (sorted), for views: two rounds that differ
   * only in the deck's secret order conceal to equal rounds.
   *
   * @return this round with its undrawn cards in a fixed order (sorted), for views: two rounds that
   *     differ only in the deck's secret order conceal to equal rounds
   */
  public CardRound concealed() {
    Deck sorted = ((Deck) deck).sorted();
    return sorted == deck ? this : withDeck(sorted);
  }

  /**
   * What every player at the table sees: counts, drawn cards and the shooting deck; never the
   * order.
   *
   * @return what every player at the table sees: counts, drawn cards and the shooting deck; never
   *     the order
   */
  public TableView view() {
    Counts left = Counts.left(cards, (Counts) drawn);
    return new TableView(drawn, left, deck.size(), activations, shootingOrder());
  }

  /**
   * A viewer's view of the round.
   *
   * @param drawn cards drawn per asset
   * @param left cards left in the deck per asset
   * @param deckSize cards left in all
   * @param activations assets activated so far, in order
   * @param shootingOrder the shooting order so far
   */
  public record TableView(
      Map<String, Integer> drawn,
      Map<String, Integer> left,
      int deckSize,
      List<String> activations,
      List<String> shootingOrder) {
    /**
     * Copies the collections.
     *
     * @param drawn cards drawn per asset
     * @param left cards left in the deck per asset
     * @param deckSize cards left in all
     * @param activations assets activated so far, in order
     * @param shootingOrder the shooting order so far
     */
    public TableView {
      Objects.requireNonNull(drawn, "drawn");
      Objects.requireNonNull(left, "left");
      Objects.requireNonNull(activations, "activations");
      Objects.requireNonNull(shootingOrder, "shootingOrder");
      drawn = immutable(drawn);
      left = immutable(left);
      activations = List.copyOf(activations);
      shootingOrder = List.copyOf(shootingOrder);
    }

    /** A round's own counts as they are (immutable already); any other map copied, in order. */
    private static Map<String, Integer> immutable(Map<String, Integer> counts) {
      return counts instanceof Counts
          ? counts
          : Collections.unmodifiableMap(new LinkedHashMap<>(counts));
    }

    /**
     * P({@code x} activates before {@code y}), exactly, from this view.
     *
     * @param x an asset of the round
     * @param y another asset of the round
     * @return the exact probability
     * @throws IllegalArgumentException naming an id that has no cards in this round
     */
    public io.github.dogfight.core.odds.Rational before(String x, String y) {
      return CardOdds.before(cardsLeft(x), cardsLeft(y));
    }

    /**
     * P({@code x} activates within the next {@code k} cards), exactly, from this view.
     *
     * @param x an asset of the round
     * @param k how many cards
     * @return the exact probability
     * @throws IllegalArgumentException naming an id that has no cards in this round
     */
    public io.github.dogfight.core.odds.Rational within(String x, int k) {
      return CardOdds.within(cardsLeft(x), deckSize, k);
    }

    private int cardsLeft(String asset) {
      Integer n = left.get(asset);
      if (n == null) {
        throw new IllegalArgumentException(
            "no asset '" + asset + "' in this round; assets: " + String.join(", ", left.keySet()));
      }
      return n;
    }
  }

  /**
   * Ids of every asset dealt in this round (with or without cards).
   *
   * @return the assets with cards this round
   */
  public Set<String> assetIds() {
    return cards.keySet();
  }
}
