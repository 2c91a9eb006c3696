package io.github.dogfight.wildblue;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.immutables.value.Value;

/**
 * A plane in an engagement: its profile, crew, damage, altitude band, Critical Damage results, the
 * stunts it has used this turn and what they still do. Immutable.
 *
 * <pre>{@code
 * Plane terror = Plane.builder()
 *     .name("Terror").side("Allies").type(planes.type("Terror at 20,000 Feet"))
 *     .pilot(crew.character("Kent Allard")).build();
 * }</pre>
 */
@Value.Immutable
public abstract class Plane {
  Plane() {}

  /**
   * A builder; name, side, type and pilot are required.
   *
   * @return a builder; name, side, type and pilot are required
   */
  public static Builder builder() {
    return new Builder();
  }

  /** The builder. */
  public static final class Builder extends ImmutablePlane.Builder {
    Builder() {}
  }

  /** Lasting effects of stunts and Critical Damage, until the start of the plane's next action. */
  public enum Effect {
    /** Aileron Roll: enemy planes suffer a 3 point penalty to hit. */
    AILERON_ROLL,
    /** Standing 8: all enemies suffer a 6 point penalty to hit. */
    STANDING_8,
    /** Wingover: ground targets suffer a 3 point penalty to hit. */
    WINGOVER,
    /** Spin at +3: 5 points of damage reduction. */
    SPIN_5,
    /** Spin at +6: 10 points of damage reduction. */
    SPIN_10,
    /** Stuck Controls: no stunts. */
    STUCK_CONTROLS,
    /** Push It To The Limit, this turn: may act at Top speed; damage at the end of the turn. */
    PUSH_IT
  }

  /**
   * A plane out of control: why, and how many of its actions are left before it hits the ground ("3
   * actions per level of altitude").
   *
   * @param cause why it went out of control
   * @param actionsLeft its actions left before the ground
   * @param lomcevak whether it is flying a Lomcevak (6 point penalty to regain control; enemy
   *     planes will not attack it)
   */
  public record Fall(String cause, int actionsLeft, boolean lomcevak) {
    /**
     * Checks the fields.
     *
     * @param cause why it went out of control
     * @param actionsLeft its actions left before the ground
     * @param lomcevak whether it is flying a Lomcevak (6 point penalty to regain control; enemy
     *     planes will not attack it)
     */
    public Fall {
      Objects.requireNonNull(cause, "cause");
    }

    /**
     * The band it is falling through.
     *
     * @return the band it is falling through
     */
    public Band band() {
      return Band.of(Math.min(2, Math.max(0, (actionsLeft - 1) / 3)));
    }
  }

  /**
   * Its name in the engagement, unique.
   *
   * @return its name in the engagement, unique
   */
  public abstract String name();

  /**
   * Its side.
   *
   * @return its side
   */
  public abstract String side();

  /**
   * Its profile.
   *
   * @return its profile
   */
  public abstract PlaneType type();

  /**
   * The pilot.
   *
   * @return the pilot
   */
  public abstract Airman pilot();

  /**
   * The gunner, in a two-seater that carries one.
   *
   * @return the gunner, in a two-seater that carries one
   */
  public abstract Optional<Airman> gunner();

  /**
   * Damage taken; hit points left are {@link #hp()}.
   *
   * @return the damage taken
   */
  @Value.Default
  public int damage() {
    return 0;
  }

  /**
   * Damage the pilot has taken (Pilot Hit).
   *
   * @return the pilot's wounds
   */
  @Value.Default
  public int pilotWounds() {
    return 0;
  }

  /**
   * Whether the pilot is conscious.
   *
   * @return whether the pilot is conscious
   */
  @Value.Default
  public boolean pilotConscious() {
    return true;
  }

  /**
   * Its altitude band ("Planes begin at low altitude").
   *
   * @return its altitude band ("Planes begin at low altitude")
   */
  @Value.Default
  public Band band() {
    return Band.LOW;
  }

  /**
   * Actions of straight climb flown toward the next band (0 or 1).
   *
   * @return 0 or 1
   */
  @Value.Default
  public int climb() {
    return 0;
  }

  /**
   * Its active Critical Damage results, in the order taken.
   *
   * @return its active Critical Damage results, in the order taken
   */
  public abstract List<CriticalDamage> criticals();

  /**
   * Magazine uses spent.
   *
   * @return the magazine uses spent
   */
  @Value.Default
  public int magazineUsed() {
    return 0;
  }

  /**
   * Bombs dropped.
   *
   * @return the bombs dropped
   */
  @Value.Default
  public int bombsDropped() {
    return 0;
  }

  /**
   * Grenades thrown.
   *
   * @return the grenades thrown
   */
  @Value.Default
  public int grenadesThrown() {
    return 0;
  }

  /**
   * Out of control, if it is.
   *
   * @return its fall, if out of control
   */
  public abstract Optional<Fall> fall();

  /**
   * Why it is out of the fight (crashed, annihilated), if it is.
   *
   * @return why it is down, if it is
   */
  public abstract Optional<String> down();

  /**
   * The stunts it has used this turn.
   *
   * @return the stunts it has used this turn
   */
  public abstract List<Stunt> stunts();

  /**
   * Lasting effects.
   *
   * @return its lasting effects
   */
  public abstract Set<Effect> effects();

  /**
   * The enemies it is flying The Scissors against (until the start of its next action).
   *
   * @return the enemies it is flying The Scissors against (until the start of its next action)
   */
  public abstract Set<String> scissorsAgainst();

  /**
   * Consecutive failed piloting checks at High altitude.
   *
   * @return the consecutive failures
   */
  @Value.Default
  public int highFailures() {
    return 0;
  }

  /**
   * The enemies it fired on in its last action, for "two or more turns of fire on a target".
   *
   * @return the enemies it fired on in its last action, for "two or more turns of fire on a target"
   */
  public abstract List<String> lastTargets();

  /**
   * Whether it has taken an action yet (a surprised or flat-footed plane has not).
   *
   * @return whether it has taken an action yet (a surprised or flat-footed plane has not)
   */
  @Value.Default
  public boolean acted() {
    return false;
  }

  /**
   * The speed of its last move in kph (Cruising until it flies).
   *
   * @return the speed of its last move in kph (Cruising until it flies)
   */
  @Value.Default
  public int speed() {
    return cruising();
  }

  /**
   * The move of its last action, until it moves again: whether it is "flying at Top speed". Empty
   * before its first move, and once it goes out of control.
   *
   * @return the move of its last action, if it is flying under control
   */
  public abstract Optional<Move> lastMove();

  /**
   * Whether its last move was flown pushed to the limit (PUSH IT TO THE LIMIT "You may fly at top
   * speed and still act"): a Top speed move made under Push It To The Limit. It stays so after the
   * stunt's effect ends with the turn, until the plane moves again.
   *
   * @return whether its last move was flown pushed to the limit
   */
  @Value.Default
  public boolean lastMovePushed() {
    return false;
  }

  /**
   * This turn's initiative result.
   *
   * @return this turn's initiative result
   */
  @Value.Default
  public int initiative() {
    return 0;
  }

  /**
   * Hit points left; 0 or less puts it out of control.
   *
   * @return the hit points left
   */
  public int hp() {
    return type().hitPoints() - damage();
  }

  /**
   * Whether it is still in the fight.
   *
   * @return whether it is still in the fight
   */
  public boolean flying() {
    return down().isEmpty();
  }

  /**
   * Whether it is out of control.
   *
   * @return whether it is out of control
   */
  public boolean outOfControl() {
    return fall().isPresent();
  }

  /**
   * The band it is in, or falling through.
   *
   * @return the band it is in, or falling through
   */
  public Band altitude() {
    Optional<Fall> f = fall();
    return f.isPresent() ? f.get().band() : band();
  }

  /**
   * How many of {@code result} are active.
   *
   * @param result a Critical Damage result
   * @return how many of {@code result} are active
   */
  public int count(CriticalDamage result) {
    Objects.requireNonNull(result, "result");
    int n = 0;
    for (CriticalDamage c : criticals()) {
      if (c == result) {
        n++;
      }
    }
    return n;
  }

  /**
   * Maneuverability less Damaged Flaps: stunts per turn.
   *
   * @return its maneuverability now
   */
  public int maneuverability() {
    return Math.max(0, type().maneuverability() - count(CriticalDamage.DAMAGED_FLAPS));
  }

  /**
   * Cruising speed, halved by a Damaged Engine.
   *
   * @return its cruising speed now
   */
  public int cruising() {
    return halved(type().cruising());
  }

  /**
   * Top speed, halved by a Damaged Engine.
   *
   * @return its top speed now
   */
  public int top() {
    return halved(type().top());
  }

  private int halved(int kph) {
    int v = kph;
    for (int i = 0; i < count(CriticalDamage.DAMAGED_ENGINE); i++) {
      v /= 2;
    }
    return v;
  }

  /**
   * Magazine uses left.
   *
   * @return the magazine uses left
   */
  public int magazineLeft() {
    return type().magazine() - magazineUsed();
  }

  /**
   * Bombs left.
   *
   * @return the bombs left
   */
  public int bombsLeft() {
    return type().bombs().map(b -> b.count() - bombsDropped()).orElse(0);
  }

  /**
   * Grenades left.
   *
   * @return the grenades left
   */
  public int grenadesLeft() {
    return type().grenades().map(b -> b.count() - grenadesThrown()).orElse(0);
  }

  /**
   * The Critical Damage results it may still take: each entry of its list once, less those active;
   * Annihilated "only available if all other CD results are already active".
   *
   * @return the Critical Damage results it may still take: each entry of its list once, less those
   *     active; Annihilated "only available if all other CD results are already active"
   */
  public List<CriticalDamage> availableCriticals() {
    List<CriticalDamage> left = new ArrayList<>(type().criticals());
    for (CriticalDamage c : criticals()) {
      left.remove(c);
    }
    boolean othersActive = left.stream().allMatch(c -> c == CriticalDamage.ANNIHILATED);
    if (!othersActive) {
      left.removeIf(c -> c == CriticalDamage.ANNIHILATED);
    }
    return left.stream().distinct().toList();
  }

  /**
   * Whether it may fly a stunt now: conscious, in control, controls free, stunts left.
   *
   * @param stunt the stunt
   * @return whether it may fly a stunt now: conscious, in control, controls free, stunts left
   */
  public boolean canStunt(Stunt stunt) {
    Objects.requireNonNull(stunt, "stunt");
    return flying()
        && pilotConscious()
        && !outOfControl()
        && !effects().contains(Effect.STUCK_CONTROLS)
        && !stunts().contains(stunt)
        && stunts().size() < maneuverability();
  }

  /**
   * A copy with another value: the climb actions so far.
   *
   * @param value the climb actions so far
   * @return the copy
   */
  public abstract Plane withClimb(int value);

  /**
   * A copy with another value: the band.
   *
   * @param value the band
   * @return the copy
   */
  public abstract Plane withBand(Band value);

  /**
   * A copy with another value: the speed.
   *
   * @param value the speed
   * @return the copy
   */
  public abstract Plane withSpeed(int value);

  /**
   * A copy with another value: the failed piloting checks at High in a row.
   *
   * @param value the failed piloting checks at High in a row
   * @return the copy
   */
  public abstract Plane withHighFailures(int value);

  /**
   * A copy with another value: the fall.
   *
   * @param value the fall
   * @return the copy
   */
  public abstract Plane withFall(Plane.Fall value);

  /**
   * A copy with another value: the fall, if any.
   *
   * @param value the fall, if any
   * @return the copy
   */
  public abstract Plane withFall(Optional<? extends Plane.Fall> value);

  /**
   * A copy with another value: the damage.
   *
   * @param value the damage
   * @return the copy
   */
  public abstract Plane withDamage(int value);

  /**
   * A copy with another value: the attackers it flies The Scissors against.
   *
   * @param value the attackers it flies The Scissors against
   * @return the copy
   */
  public abstract Plane withScissorsAgainst(Iterable<String> value);

  /**
   * A copy with another value: the stunts used this turn.
   *
   * @param value the stunts used this turn
   * @return the copy
   */
  public abstract Plane withStunts(Iterable<? extends Stunt> value);

  /**
   * A copy with another value: the last move.
   *
   * @param value the last move
   * @return the copy
   */
  public abstract Plane withLastMove(Move value);

  /**
   * A copy with another value: the last move, if any.
   *
   * @param value the last move, if any
   * @return the copy
   */
  public abstract Plane withLastMove(Optional<? extends Move> value);

  /**
   * A copy with another value: the initiative.
   *
   * @param value the initiative
   * @return the copy
   */
  public abstract Plane withInitiative(int value);

  /**
   * A copy with another value: the pilot's wounds.
   *
   * @param value the pilot's wounds
   * @return the copy
   */
  public abstract Plane withPilotWounds(int value);

  /**
   * A copy with another value: whether the pilot is conscious.
   *
   * @param value whether the pilot is conscious
   * @return the copy
   */
  public abstract Plane withPilotConscious(boolean value);

  /**
   * A copy with another value: the magazine uses spent.
   *
   * @param value the magazine uses spent
   * @return the copy
   */
  public abstract Plane withMagazineUsed(int value);

  /**
   * A copy with another value: the targets of its last action.
   *
   * @param value the targets of its last action
   * @return the copy
   */
  public abstract Plane withLastTargets(Iterable<String> value);

  /**
   * A copy with another value: whether the last move was pushed to the limit.
   *
   * @param value whether the last move was pushed to the limit
   * @return the copy
   */
  public abstract Plane withLastMovePushed(boolean value);

  /**
   * A copy with another value: the grenades thrown.
   *
   * @param value the grenades thrown
   * @return the copy
   */
  public abstract Plane withGrenadesThrown(int value);

  /**
   * A copy with another value: the lasting effects.
   *
   * @param value the lasting effects
   * @return the copy
   */
  public abstract Plane withEffects(Iterable<Plane.Effect> value);

  /**
   * A copy with another value: why it is out of the fight.
   *
   * @param value why it is out of the fight
   * @return the copy
   */
  public abstract Plane withDown(String value);

  /**
   * A copy with another value: the Critical Damage results taken.
   *
   * @param value the Critical Damage results taken
   * @return the copy
   */
  public abstract Plane withCriticals(Iterable<? extends CriticalDamage> value);

  /**
   * A copy with another value: the bombs dropped.
   *
   * @param value the bombs dropped
   * @return the copy
   */
  public abstract Plane withBombsDropped(int value);

  /**
   * A copy with another value: whether it has acted this turn.
   *
   * @param value whether it has acted this turn
   * @return the copy
   */
  public abstract Plane withActed(boolean value);
}
