package io.github.dogfight.dogfite;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.DamagePolicy;

/**
 * What a gun's burst does to its target's log: the damage policy the engine calls for every burst
 * that hits. The default, {@link #standard()}, is the seed's: one box per hit, slashes then
 * crosses, and the critical results already rolled (rules 000, DAMAGE, CRITICAL HITS). A variant
 * replaces it with {@link DogfiteRules#withDamage}.
 */
public interface GunDamage extends DamagePolicy<Plane, Burst, Hit> {
  /**
   * The seed's damage boxes and criticals ({@link Hit#of}).
   *
   * @return the seed's damage boxes and criticals ({@link Hit#of})
   */
  static GunDamage standard() {
    return new GunDamage() {
      @Override
      public Hit resolve(Plane target, Burst burst, Roller roller) {
        return Hit.of(burst, target.damage(), target.condition());
      }

      @Override
      public String name() {
        return "damage boxes and criticals";
      }

      @Override
      public String description() {
        return "One box per hit, slashes then crosses; criticals on doubles; smoke and fire (rules"
            + " 000, DAMAGE, CRITICAL HITS).";
      }
    };
  }
}
