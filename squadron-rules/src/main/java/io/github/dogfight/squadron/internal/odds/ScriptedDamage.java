package io.github.dogfight.squadron.internal.odds;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.squadron.Aircraft;
import io.github.dogfight.squadron.Armament;
import io.github.dogfight.squadron.SpecialAircraftDamage;
import java.util.ArrayList;
import java.util.List;

/**
 * The rule set's damage policy with its rolls replaced by given values, so that the engine can be
 * stepped once for each damage a roll may deal: each {@link #resolve} takes the next scripted value
 * and, past the script, asks for the roll's law ({@link NeedDamage}) instead of rolling. Not
 * thread-safe: one per computation.
 */
final class ScriptedDamage implements SpecialAircraftDamage {
  private final SpecialAircraftDamage policy;
  private List<Integer> script = List.of();
  private int next;

  ScriptedDamage(SpecialAircraftDamage policy) {
    this.policy = policy;
  }

  /** The next step's damage values, in order of the rolls. */
  void script(List<Integer> values) {
    script = new ArrayList<>(values);
    next = 0;
  }

  @Override
  public Integer resolve(Aircraft target, Armament armament, Roller roller) {
    if (next >= script.size()) {
      throw new NeedDamage(target, armament);
    }
    return script.get(next++);
  }

  @Override
  public Distribution distribution(Aircraft target, Armament armament) {
    return policy.distribution(target, armament);
  }

  @Override
  public String name() {
    return policy.name();
  }

  @Override
  public String description() {
    return policy.description();
  }

  /** A damage roll past the script: its target and armament, whose law the caller branches on. */
  static final class NeedDamage extends RuntimeException {
    private static final long serialVersionUID = 1L;

    @SuppressWarnings("serial")
    final Aircraft target;

    @SuppressWarnings("serial")
    final Armament armament;

    NeedDamage(Aircraft target, Armament armament) {
      super(null, null, false, false);
      this.target = target;
      this.armament = armament;
    }
  }
}
