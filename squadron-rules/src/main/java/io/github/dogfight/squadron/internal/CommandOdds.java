package io.github.dogfight.squadron.internal;

import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.view.View;
import io.github.dogfight.squadron.Aircraft;
import io.github.dogfight.squadron.Armament;
import io.github.dogfight.squadron.Maneuver;
import io.github.dogfight.squadron.Side;
import io.github.dogfight.squadron.Squadron;
import io.github.dogfight.squadron.SquadronCommand;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.squadron.SquadronCommand.SpendSuccesses;
import io.github.dogfight.squadron.SquadronCommand.Strike;
import io.github.dogfight.squadron.SquadronState;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The odds a command shows, from its side's view (see {@code SquadronRules#commandOdds}). */
public final class CommandOdds {
  private final Context context;

  /**
   * The odds under {@code context}.
   *
   * @param context the rule set's context
   */
  public CommandOdds(Context context) {
    this.context = context;
  }

  /**
   * The odds of {@code command}: a declaration's chance to win against each enemy maneuver, a
   * spending's chance to shoot down each special aircraft struck; none for the other commands.
   *
   * @param view the commanding side's view
   * @param command the command
   * @return the odds by label, in order
   */
  public Map<String, Rational> of(View<SquadronState> view, SquadronCommand command) {
    if (command instanceof SpendSuccesses s) {
      return shotDownOdds(view.state(), s);
    }
    if (!(command instanceof DeclareManeuver d)) {
      return Map.of();
    }
    Map<String, Rational> out = new LinkedHashMap<>();
    for (Maneuver enemy : Maneuver.values()) {
      Rational win =
          d.side() == Side.WHITE
              ? context.odds().netSuccesses(view, d.maneuver(), enemy).atLeast(1)
              : context.odds().netSuccesses(view, enemy, d.maneuver()).atMost(-1);
      out.put("P(win) vs " + enemy.title(), win);
    }
    return out;
  }

  /**
   * For each target of {@code spend}, in the order first struck, the chance that it is shot down,
   * following the spending rule: each damage roll at a target already down is wasted, the others
   * add the policy's damage (never below zero) until the damage reaches the structure.
   */
  private Map<String, Rational> shotDownOdds(SquadronState state, SpendSuccesses spend) {
    Squadron own = state.squadron(spend.side());
    Squadron enemy = state.squadron(spend.side().opponent());
    Map<String, List<Armament>> byTarget = new LinkedHashMap<>();
    for (Strike strike : spend.strikes()) {
      Optional<Aircraft> target = enemy.find(strike.target());
      Optional<Armament> armament = own.find(strike.shooter()).flatMap(a -> a.type().armament());
      if (target.isEmpty() || !target.get().inFight() || armament.isEmpty()) {
        return Map.of();
      }
      byTarget.computeIfAbsent(strike.target(), t -> new ArrayList<>()).add(armament.get());
    }
    Map<String, Rational> out = new LinkedHashMap<>();
    byTarget.forEach(
        (id, armaments) -> {
          Aircraft target = enemy.find(id).orElseThrow();
          out.put("P(" + id + " shot down)", shotDown(target, armaments));
        });
    return out;
  }

  /** The chance that {@code armaments}' damage rolls, in order, shoot {@code target} down. */
  private Rational shotDown(Aircraft target, List<Armament> armaments) {
    int structure = target.type().structure();
    Map<Integer, Rational> damage = new LinkedHashMap<>();
    damage.put(Math.min(structure, target.damage()), Rational.ONE);
    for (Armament armament : armaments) {
      Map<Integer, Rational> next = new LinkedHashMap<>();
      damage.forEach(
          (taken, p) -> {
            if (taken >= structure) {
              next.merge(taken, p, Rational::add);
              return;
            }
            Aircraft now = context.states().aircraft(target, taken, target.status());
            context
                .config()
                .specialDamage()
                .distribution(now, armament)
                .probabilities()
                .forEach(
                    (dealt, q) ->
                        next.merge(
                            Math.min(structure, taken + Math.max(0, dealt)),
                            p.multiply(q),
                            Rational::add));
          });
      damage = next;
    }
    return damage.getOrDefault(structure, Rational.ZERO);
  }
}
