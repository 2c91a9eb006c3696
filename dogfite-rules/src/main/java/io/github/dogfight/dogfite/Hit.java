package io.github.dogfight.dogfite;

import java.util.Objects;

/**
 * What a burst did to its target, as the {@link GunDamage} policy returns it: the damage track and
 * the condition afterwards.
 *
 * @param damage the damage track afterwards
 * @param condition the condition afterwards
 */
public record Hit(DamageTrack damage, Condition condition) {
  /**
   * Checks the fields.
   *
   * @param damage the damage track afterwards
   * @param condition the condition afterwards
   */
  public Hit {
    Objects.requireNonNull(damage, "damage");
    Objects.requireNonNull(condition, "condition");
  }

  /**
   * The seed's damage: one box per hit, structural criticals filling sets, the other criticals on
   * the condition, smoke and fire from an engine critical (rules 000, DAMAGE, CRITICAL HITS, ENGINE
   * CRITICAL HITS).
   *
   * @param damage the damage track afterwards
   * @param condition the condition afterwards
   * @param burst the burst
   * @return the hit
   */
  public static Hit of(Burst burst, DamageTrack damage, Condition condition) {
    DamageTrack d = damage.hit(burst.hits());
    Condition c = condition;
    for (CriticalEffect e : burst.criticals()) {
      d = Condition.structural(e, d);
      c = c.with(e);
    }
    if (burst.smoke()) {
      c = c.smoke();
    }
    if (burst.fire()) {
      c = c.fire();
    }
    return new Hit(d, c);
  }
}
