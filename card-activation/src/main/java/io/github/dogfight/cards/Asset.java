package io.github.dogfight.cards;

import java.util.Objects;
import java.util.Optional;

/**
 * What the host rule set tells the card system about one asset at the start of a round (4.1).
 *
 * @param id a unique name, as on its cards
 * @param kind pilot, gunner or ground asset
 * @param awareness its Awareness score
 * @param hpLost hit points lost to wounds (one card less per 3)
 * @param enemyInRear for pilots: an enemy plane in its rear arc
 * @param enemyInSide for pilots: an enemy plane in a side arc
 * @param formation for pilots and their gunners: the formation it flies in, if any
 * @param movesEarly for pilots: its plane is on fire, spinning or stalling (5.2 moves it early)
 */
public record Asset(
    String id,
    AssetKind kind,
    int awareness,
    int hpLost,
    boolean enemyInRear,
    boolean enemyInSide,
    Optional<String> formation,
    boolean movesEarly) {
  /**
   * Checks the fields.
   *
   * @param id a unique name, as on its cards
   * @param kind pilot, gunner or ground asset
   * @param awareness its Awareness score
   * @param hpLost hit points lost to wounds (one card less per 3)
   * @param enemyInRear for pilots: an enemy plane in its rear arc
   * @param enemyInSide for pilots: an enemy plane in a side arc
   * @param formation for pilots and their gunners: the formation it flies in, if any
   * @param movesEarly for pilots: its plane is on fire, spinning or stalling (5.2 moves it early)
   * @throws IllegalArgumentException naming the field
   */
  public Asset {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(formation, "formation");
    if (id.isBlank()) {
      throw new IllegalArgumentException("asset id is blank");
    }
    if (hpLost < 0) {
      throw new IllegalArgumentException(id + ": hpLost must be >= 0, was " + hpLost);
    }
  }

  /**
   * A pilot with no threats, wounds or formation.
   *
   * @param id a unique name, as on its cards
   * @param awareness its Awareness score
   * @return the pilot asset
   */
  public static Asset pilot(String id, int awareness) {
    return new Asset(id, AssetKind.PILOT, awareness, 0, false, false, Optional.empty(), false);
  }

  /**
   * A rear gunner.
   *
   * @param id a unique name, as on its cards
   * @param awareness its Awareness score
   * @return the gunner asset
   */
  public static Asset gunner(String id, int awareness) {
    return new Asset(id, AssetKind.GUNNER, awareness, 0, false, false, Optional.empty(), false);
  }

  /**
   * A ground or mission asset.
   *
   * @param id a unique name, as on its cards
   * @return the ground asset
   */
  public static Asset ground(String id) {
    return new Asset(id, AssetKind.GROUND, 0, 0, false, false, Optional.empty(), false);
  }

  /**
   * The cards this asset puts in the deck this round (4.1): its base cards, less threats for
   * pilots, less one per 3 HP lost for pilots and gunners, never below 0; pilots in a formation
   * have none.
   *
   * @param threat how rear and side threats cost cards
   * @return the cards this asset draws into the deck, at least 1
   */
  public int cards(ThreatRule threat) {
    if (kind == AssetKind.GROUND) {
      return 1;
    }
    if (formation.isPresent()) {
      return 0;
    }
    int cards = CardTables.baseCards(kind, awareness) - hpLost / 3;
    if (kind == AssetKind.PILOT) {
      cards -= threat.cardsLost(enemyInRear, enemyInSide);
    }
    return Math.max(0, cards);
  }

  /**
   * Awareness for ordering 0-card pilots, "subtracted for wounds as usual": an assumption of one
   * point per 3 HP lost, like the cards.
   *
   * @return the Awareness less 1 per 3 hit points lost
   */
  public int effectiveAwareness() {
    return awareness - hpLost / 3;
  }
}
