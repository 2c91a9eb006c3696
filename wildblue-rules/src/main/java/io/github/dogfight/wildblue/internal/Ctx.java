package io.github.dogfight.wildblue.internal;

import io.github.dogfight.core.check.CheckOutcome;
import io.github.dogfight.core.check.CheckResult;
import io.github.dogfight.core.check.Critical;
import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.wildblue.AdvantageKind;
import io.github.dogfight.wildblue.Band;
import io.github.dogfight.wildblue.CriticalChoice;
import io.github.dogfight.wildblue.CriticalDamage;
import io.github.dogfight.wildblue.Host;
import io.github.dogfight.wildblue.Plane;
import io.github.dogfight.wildblue.Reading;
import io.github.dogfight.wildblue.Stunt;
import io.github.dogfight.wildblue.WildBlueConfig;
import io.github.dogfight.wildblue.WildBlueEvent;
import io.github.dogfight.wildblue.WildBlueState;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One step's working context: the state as it changes, the roller and the events so far. Lives for
 * one command; a rule violation thrown at any point discards it, so the game's state is unchanged.
 */
public final class Ctx {
  /** The seed every refusal names. */
  public static final String SEED = " (rules 001)";

  /** The configuration. */
  public final WildBlueConfig config;

  /** The step's dice. */
  public final Roller roller;

  /** The events so far. */
  public final List<GameEvent> events = new ArrayList<>();

  /** The state as the step has changed it so far. */
  public WildBlueState state;

  /** A step from {@code state}. */
  public Ctx(WildBlueConfig config, WildBlueState state, Roller roller) {
    this.config = config;
    this.state = state;
    this.roller = roller;
  }

  /** The host's check and initiative. */
  public Host host() {
    return config.host();
  }

  /** The plane called {@code name} now. */
  public Plane plane(String name) {
    return state.plane(name);
  }

  /** Replaces the plane of the same name. */
  public void put(Plane p) {
    state = state.withPlane(p);
  }

  /** The plane to change with its copy methods (the value itself: it is immutable). */
  public Plane copy(Plane p) {
    return p;
  }

  /** Records an event of the step. */
  public void event(
      WildBlueEvent.Kind kind, Optional<String> who, String text, List<DiceRoll> dice) {
    events.add(new WildBlueEvent(state.turn(), state.phase(), who, kind, text, dice));
  }

  /** Records an event about {@code who}, with its dice. */
  public void event(WildBlueEvent.Kind kind, String who, String text, List<DiceRoll> dice) {
    event(kind, Optional.of(who), text, dice);
  }

  /** Records an event about {@code who}. */
  public void event(WildBlueEvent.Kind kind, String who, String text) {
    event(kind, Optional.of(who), text, List.of());
  }

  /** A plane's hit points in words: "7 of 12 HP left". */
  public static String hp(Plane p) {
    return p.hp() + " of " + p.type().hitPoints() + " HP left";
  }

  /**
   * A refusal naming the rule, the field and the value in words: an enum constant as lower-case
   * words ("top speed", "behind"), a list as its items joined by commas.
   */
  public static RuleViolation violation(String rule, String field, Object value, String reason) {
    return new RuleViolation(rule + SEED, field, words(value), reason);
  }

  /** A value as a person reads it: no enum constant names, no list brackets. */
  public static String words(Object value) {
    if (value instanceof Enum<?> e) {
      return e.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
    if (value instanceof List<?> list) {
      return String.join(", ", list.stream().map(Ctx::words).toList());
    }
    return String.valueOf(value);
  }

  /**
   * Marks {@code stunt} used this turn by {@code name}: "Each Stunt may only be used once per
   * turn".
   */
  public void useStunt(String name, Stunt stunt) {
    Plane p = plane(name);
    List<Stunt> used = new ArrayList<>(p.stunts());
    used.add(stunt);
    put(copy(p).withStunts(used));
    state
        .step()
        .filter(s -> s.actor().equals(name))
        .ifPresent(s -> state = state.withStep(s.flewStunt(stunt)));
  }

  /** Adds and removes lasting effects of {@code name}. */
  public void effects(String name, Set<Plane.Effect> add, Set<Plane.Effect> remove) {
    Plane p = plane(name);
    Set<Plane.Effect> effects = EnumSet.noneOf(Plane.Effect.class);
    effects.addAll(p.effects());
    effects.removeAll(remove);
    effects.addAll(add);
    put(copy(p).withEffects(effects));
  }

  /** The penalty every check of the pilot takes: 1 per Wing Damage. */
  public static int pilotPenalty(Plane p) {
    return p.count(CriticalDamage.WING_DAMAGE);
  }

  /** The penalty of a piloting check: Wing Damage, and 3 at High altitude. */
  public static int pilotingPenalty(Plane p) {
    return pilotPenalty(p) + (p.altitude() == Band.HIGH ? 3 : 0);
  }

  /** The pilot's Dex+Piloting rating under the host. */
  public int piloting(Plane p) {
    return host().skillRating(p.pilot().dex(), p.pilot().piloting());
  }

  /**
   * A piloting check: Dex+Piloting with {@code penalty} on top of the plane's own; a critical
   * failure puts the plane out of control, and 2 consecutive failures at High altitude mean Engine
   * Failure (a stall: out of control).
   */
  public CheckOutcome pilotingCheck(Plane plane, int penalty, String purpose) {
    CheckResult r =
        host().check().roll(piloting(plane), -(penalty + pilotingPenalty(plane)), roller, purpose);
    afterPilotingCheck(plane.name(), r.outcome(), r.roll(), purpose);
    return r.outcome();
  }

  /** Bookkeeping after a piloting check already rolled (a Tug of War). */
  public void afterPilotingCheck(String name, CheckOutcome o, DiceRoll roll, String purpose) {
    Plane p = plane(name);
    event(
        WildBlueEvent.Kind.STUNT,
        name,
        name + "'s " + purpose + ": " + o.describe(),
        List.of(roll));
    if (p.altitude() == Band.HIGH && !p.outOfControl()) {
      int fails = o.passed() ? 0 : p.highFailures() + 1;
      put(copy(p).withHighFailures(fails));
      if (fails >= 2) {
        outOfControl(name, "Engine Failure: a stall after 2 failed piloting checks at High");
        return;
      }
    }
    if (o.critical() == Critical.FAILURE && !plane(name).outOfControl()) {
      outOfControl(name, "a critical failure on a piloting check");
    }
  }

  /** The plane goes out of control and falls from where it is. */
  public void outOfControl(String name, String cause) {
    outOfControl(name, cause, false);
  }

  /** The plane goes out of control, or throws itself into a Lomcevak. */
  public void outOfControl(String name, String cause, boolean lomcevak) {
    Plane p = plane(name);
    if (!p.flying() || p.outOfControl()) {
      return;
    }
    int actions = 3 * (p.band().index() + 1);
    put(
        copy(p)
            .withFall(new Plane.Fall(cause, actions, lomcevak))
            .withLastMove(Optional.empty())
            .withClimb(0)
            .withSpeed(p.top())
            .withHighFailures(0)
            .withScissorsAgainst(java.util.Set.of()));
    // An out-of-control plane holds no position on anyone.
    state =
        state.withAdvantage(
            state.advantage().stream()
                .filter(
                    h ->
                        !h.holder().equals(name)
                            || h.kind().source() != AdvantageKind.Source.GAINED)
                .toList());
    event(
        WildBlueEvent.Kind.CONTROL,
        name,
        name
            + (lomcevak ? " throws itself into a Lomcevak" : " goes out of control: " + cause)
            + ", falling at Top speed from "
            + p.band().words()
            + " with "
            + actions
            + " actions before the ground");
  }

  /**
   * Damage a plane suffers from {@code source} (a collision, fire, Push It To The Limit's strain):
   * "If a plane suffers damage, the controlling player may elect to ignore the damage rolled, and
   * select one of their plane's CD results". While the plane has hit points left, its player is
   * asked ({@link CriticalChoice.Why#INSTEAD_OF_DAMAGE}, first in the queue when {@code first});
   * otherwise, or under {@link Reading#CRITICAL_INSTEAD_OF_HIT_DAMAGE_ONLY}, the damage is taken.
   */
  public void sufferDamage(String name, int amount, String source, boolean first) {
    Plane p = plane(name);
    if (amount <= 0 || !p.flying()) {
      return;
    }
    if (p.hp() <= 0 || config.reads(Reading.CRITICAL_INSTEAD_OF_HIT_DAMAGE_ONLY)) {
      damagePlane(name, amount, source);
      return;
    }
    List<CriticalChoice> queue = new ArrayList<>(state.choices());
    CriticalChoice choice =
        new CriticalChoice(name, name, CriticalChoice.Why.INSTEAD_OF_DAMAGE, amount, source);
    if (first) {
      queue.add(0, choice);
    } else {
      queue.add(choice);
    }
    state = state.withChoices(queue);
  }

  /** Damage to a plane; at 0 or less it goes out of control. */
  public void damagePlane(String name, int amount, String what) {
    if (amount <= 0) {
      return;
    }
    Plane p = plane(name);
    boolean wasUp = p.hp() > 0;
    Plane hit = copy(p).withDamage(p.damage() + amount);
    put(hit);
    event(
        WildBlueEvent.Kind.DAMAGE,
        name,
        name + " takes " + amount + " damage from " + what + ": " + hp(hit));
    if (wasUp && hit.hp() <= 0) {
      outOfControl(name, "reduced to " + hit.hp() + " HP");
    }
  }

  /** Damage to the pilot (Pilot Hit): out cold, the plane goes out of control. */
  public void damagePilot(String name, int amount) {
    Plane p = plane(name);
    int wounds = p.pilotWounds() + Math.max(0, amount);
    boolean conscious = host().conscious(p.pilot(), wounds);
    put(copy(p).withPilotWounds(wounds).withPilotConscious(conscious));
    event(
        WildBlueEvent.Kind.DAMAGE,
        name,
        p.pilot().name()
            + ", "
            + name
            + "'s pilot, takes "
            + amount
            + " damage"
            + (conscious ? "" : " and is knocked out"));
    if (!conscious) {
      Plane now = plane(name);
      if (now.outOfControl()) {
        return;
      }
      outOfControl(name, "the pilot lost consciousness");
    }
  }

  /** The plane leaves the fight. */
  public void down(String name, String why) {
    Plane p = plane(name);
    if (!p.flying()) {
      return;
    }
    put(copy(p).withDown(why).withFall(Optional.empty()));
    state =
        state.withAdvantage(
            state.advantage().stream()
                .filter(h -> !h.holder().equals(name) && !h.target().equals(name))
                .toList());
    event(WildBlueEvent.Kind.CONTROL, name, name + " is out of the fight: " + why);
  }
}
