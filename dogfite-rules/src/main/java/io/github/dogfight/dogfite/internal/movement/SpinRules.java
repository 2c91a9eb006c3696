package io.github.dogfight.dogfite.internal.movement;

import io.github.dogfight.dogfite.BetRequest;

/**
 * Entering and leaving a spin on purpose (rules 000, STALL / SPIN): "Aircraft may enter a spin
 * voluntarily by succeeding in a bet --the level of which equals that required to pay one aerobatic
 * point. NOTE: Aircraft aerobatic rating is not used to modify the required bet level, but pilot
 * flying skill is. Recovery from a spin is made by succeeding in a bet as with voluntary entry, but
 * with a -1 penalty to the roll in addition to any modification by pilot flying skill."
 *
 * <p>A bet allows {@code level + flying skill} aerobatic points here (no aerobatic rating), so one
 * point needs level {@code 1 - flying skill}, at least 0 and at most 3. Assumption: "any
 * modification by pilot flying skill" is already in that level, so the roll itself takes only the
 * -1 for recovery.
 */
public final class SpinRules {
  private SpinRules() {}

  /** The bet level that enters a spin voluntarily. */
  public static int entryLevel(int flyingSkill) {
    return Math.max(0, Math.min(3, 1 - flyingSkill));
  }

  /** The bet that enters a spin. */
  public static BetRequest entry(int flyingSkill, int rollModifier) {
    return BetRequest.of(entryLevel(flyingSkill), rollModifier);
  }

  /** The bet that recovers from a spin: the entry level, with -1 to the roll. */
  public static BetRequest recovery(int flyingSkill, int rollModifier) {
    return BetRequest.of(entryLevel(flyingSkill), rollModifier - 1);
  }
}
