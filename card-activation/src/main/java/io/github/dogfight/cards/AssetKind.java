package io.github.dogfight.cards;

/** What an asset in the activation deck is (rules 004). */
public enum AssetKind {
  /** A pilot: activating moves its plane. */
  PILOT,
  /** A rear gunner: activating places its card in the shooting deck. */
  GUNNER,
  /** Troops, AA, flaming onions and other ground or mission assets: one card each. */
  GROUND
}
