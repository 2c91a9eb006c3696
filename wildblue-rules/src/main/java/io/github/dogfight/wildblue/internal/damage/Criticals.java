package io.github.dogfight.wildblue.internal.damage;

import io.github.dogfight.core.dice.DicePool;
import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.Die;
import io.github.dogfight.wildblue.Band;
import io.github.dogfight.wildblue.CriticalChoice;
import io.github.dogfight.wildblue.CriticalDamage;
import io.github.dogfight.wildblue.Plane;
import io.github.dogfight.wildblue.Reading;
import io.github.dogfight.wildblue.WildBlueCommand;
import io.github.dogfight.wildblue.WildBlueEvent;
import io.github.dogfight.wildblue.WildBlueState;
import io.github.dogfight.wildblue.internal.Ctx;
import io.github.dogfight.wildblue.internal.Refusal;
import io.github.dogfight.wildblue.internal.attacks.AttackFlow;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** The effects of the eleven Critical Damage results (rules 001, "Critical Damage"). */
public final class Criticals {
  private Criticals() {}

  /**
   * Why the rules refuse {@code command} as the answer to {@code head}, or {@code null}: a result
   * the plane may still take, or the damage when the result was offered instead of it.
   */
  public static @Nullable Refusal checkChoice(
      WildBlueState s, CriticalChoice head, WildBlueCommand command) {
    return checkChoice(
        head,
        command,
        command instanceof WildBlueCommand.TakeCritical
            ? s.plane(head.plane()).availableCriticals()
            : List.of());
  }

  /**
   * {@link #checkChoice(WildBlueState, CriticalChoice, WildBlueCommand)} with the results the plane
   * may still take worked out once ({@code available}, its {@link Plane#availableCriticals()}), for
   * a legal list that checks every result.
   */
  public static @Nullable Refusal checkChoice(
      CriticalChoice head, WildBlueCommand command, List<CriticalDamage> available) {
    if (command instanceof WildBlueCommand.TakeDamage) {
      return head.why().optional()
          ? null
          : new Refusal(
              "Critical Damage",
              "command",
              command.describe(),
              "this result is not a choice instead of damage: choose one");
    }
    if (command instanceof WildBlueCommand.TakeCritical t) {
      if (!available.contains(t.result())) {
        return new Refusal(
            "Critical Damage",
            "result",
            t.result().title(),
            () ->
                head.plane()
                    + " may take "
                    + String.join(", ", available.stream().map(CriticalDamage::title).toList()));
      }
      return null;
    }
    return new Refusal(
        "Critical Damage",
        "command",
        command.describe(),
        () ->
            "choose a Critical Damage result"
                + (head.why().optional() ? " or take the damage" : ""));
  }

  /**
   * Resolves the choice of a Critical Damage result (or the damage) {@link #checkChoice} accepted.
   */
  public static void choose(Ctx c, WildBlueCommand command) {
    CriticalChoice head = c.state.choices().get(0);
    AttackFlow.pop(c);
    if (command instanceof WildBlueCommand.TakeCritical t) {
      apply(c, head.plane(), t.result(), head.damage());
    } else {
      c.damagePlane(head.plane(), head.damage(), head.source());
    }
  }

  /**
   * Activates {@code result} on {@code name}, with the damage rolled for the hit that brought it.
   */
  public static void apply(Ctx c, String name, CriticalDamage result, int damageRolled) {
    Plane p = c.plane(name);
    if (!p.availableCriticals().contains(result)) {
      throw Ctx.violation(
          "Critical Damage: a CD result may only be chosen once",
          "result",
          result.title(),
          name
              + " may take only "
              + String.join(
                  ", ", p.availableCriticals().stream().map(CriticalDamage::title).toList()));
    }
    List<CriticalDamage> active = new java.util.ArrayList<>(p.criticals());
    active.add(result);
    Plane after = c.copy(p).withCriticals(active);
    c.put(after);
    c.event(
        WildBlueEvent.Kind.CRITICAL,
        name,
        name + " takes Critical Damage: " + result.title() + " (" + effect(result) + ")");
    switch (result) {
      case STUCK_CONTROLS ->
          c.effects(name, java.util.Set.of(Plane.Effect.STUCK_CONTROLS), java.util.Set.of());
      case DAMAGED_AILERON -> {
        // "The plane may not go above Combat Altitude": at High it drops to Combat, unless the
        // result only bars climbing (Reading.AILERON_BARS_CLIMBING_ONLY).
        if (after.band() == Band.HIGH
            && !after.outOfControl()
            && !c.config.reads(Reading.AILERON_BARS_CLIMBING_ONLY)) {
          c.put(c.copy(after).withBand(Band.COMBAT).withClimb(0));
          c.event(
              WildBlueEvent.Kind.MOVE, name, name + " drops to Combat altitude, its ceiling now");
        } else {
          c.put(c.copy(after).withClimb(after.band() == Band.COMBAT ? 0 : after.climb()));
        }
      }
      case DAMAGED_ENGINE -> {
        c.put(c.copy(after).withSpeed(Math.min(after.speed(), after.top())));
        if (damageRolled >= p.type().hitPoints()
            && p.type().criticals().contains(CriticalDamage.ANNIHILATED)) {
          c.event(
              WildBlueEvent.Kind.CRITICAL,
              name,
              "the damage rolled (" + damageRolled + ") equals the plane's total HP: Annihilated");
          c.down(name, "annihilated");
        }
      }
      case PILOT_HIT -> c.damagePilot(name, damageRolled);
      case FIRE -> {
        int leaks = after.count(CriticalDamage.FUEL_LEAK);
        DiceRoll fire = c.roller.roll(DicePool.sum(3 + leaks, Die.D6), "fire damage");
        c.event(
            WildBlueEvent.Kind.DAMAGE,
            name,
            name + " is on fire: " + fire.describe(),
            List.of(fire));
        // Fire damage is damage the plane suffers: its player may take a result instead, at once.
        c.sufferDamage(name, fire.result(), "fire", true);
      }
      case ANNIHILATED -> c.down(name, "annihilated, the pilot falling out of the sky");
      default -> {
        // Wing Damage, Destroyed Weapon, Oil Leak, Damaged Flaps and Fuel Leak are read where
        // they apply: the pilot's penalty, the attack dice, the advantage cap, maneuverability,
        // fire damage.
      }
    }
  }

  /** The effect in plain words. */
  public static String effect(CriticalDamage r) {
    return switch (r) {
      case WING_DAMAGE -> "the pilot suffers a 1 point penalty";
      case STUCK_CONTROLS -> "no stunts till the start of its next turn";
      case DESTROYED_WEAPON -> "attack damage reduced by 1D6";
      case OIL_LEAK -> "maximum advantage reduced by 1D6";
      case DAMAGED_FLAPS -> "maneuverability reduced by 1";
      case DAMAGED_AILERON -> "may not go above Combat altitude";
      case DAMAGED_ENGINE -> "Cruising and Top speed halved";
      case FUEL_LEAK -> "fire damage does 1D6 extra";
      case PILOT_HIT -> "the damage rolled goes to the pilot";
      case FIRE -> "3D6 immediate fire damage";
      case ANNIHILATED -> "reduced to scraps";
    };
  }
}
