/**
 * Checks: the pass-or-fail rolls that rules borrow from their host game (Check Your 6!'s Aircrew
 * Check, The Wild Blue's Dex+Piloting). A {@link io.github.dogfight.core.check.Check} is a policy a
 * rule set is built with: a target number on dice, a roll under a skill, a success pool, or the
 * better or worse of two rolls; a {@link io.github.dogfight.core.check.Contest} opposes two checks
 * (a tug of war). Every check has its exact outcome distribution from the same definition it rolls
 * with, and a host application plugs in its own.
 */
@NullMarked
package io.github.dogfight.core.check;

import org.jspecify.annotations.NullMarked;
