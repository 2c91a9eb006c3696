package io.github.dogfight.wildblue;

import io.github.dogfight.core.game.Command;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * What a player may do in The Wild Blue. Each names its actor: a plane (its pilot, or its gunner
 * firing the rear gun), or an armed ground unit. {@link WildBlueRules#legalCommands} lists what is
 * legal now; anything else is refused with a {@link io.github.dogfight.core.game.RuleViolation}.
 */
public sealed interface WildBlueCommand extends Command {
  /** Split S at the start of a turn: re-roll initiative with a 3 point penalty. */
  record SplitS(String actor) implements WildBlueCommand {
    /**
     * Checks the fields.
     *
     * @param actor the plane acting
     */
    public SplitS {
      Objects.requireNonNull(actor, "actor");
    }

    @Override
    public String describe() {
      return actor + " flies a Split S to re-roll initiative";
    }
  }

  /** No stunt in this window (Split S, The Scissors, Rolling Scissors, Spin). */
  record Pass(String actor) implements WildBlueCommand {
    /**
     * Checks the fields.
     *
     * @param actor the plane passing
     */
    public Pass {
      Objects.requireNonNull(actor, "actor");
    }

    @Override
    public String describe() {
      return actor + " passes";
    }

    @Override
    public boolean isPass() {
      return true;
    }
  }

  /** The move half of an action. */
  record Fly(String actor, Move move) implements WildBlueCommand {
    /**
     * Checks the arguments.
     *
     * @param actor the plane acting
     * @param move the move flown
     */
    public Fly {
      Objects.requireNonNull(actor, "actor");
      Objects.requireNonNull(move, "move");
    }

    @Override
    public String describe() {
      return actor
          + switch (move) {
            case CRUISE -> " flies at Cruising speed";
            case TOP_SPEED -> " flies at Top speed";
            case CLIMB -> " climbs";
            case POWERDIVE -> " powerdives";
          };
    }
  }

  /**
   * A Dex+Piloting check on the move half of an action: gain a die of advantage on an enemy, or
   * remove a die of an enemy's advantage on you.
   *
   * @param actor the plane
   * @param enemy the enemy plane
   * @param kind the kind to gain (above, behind, sun) or to remove
   * @param remove whether to remove the enemy's die rather than gain one
   */
  record Maneuver(String actor, String enemy, AdvantageKind kind, boolean remove)
      implements WildBlueCommand {
    /**
     * Checks the arguments.
     *
     * @param actor the plane
     * @param enemy the enemy plane
     * @param kind the kind to gain (above, behind, sun) or to remove
     * @param remove whether to remove the enemy's die rather than gain one
     */
    public Maneuver {
      Objects.requireNonNull(actor, "actor");
      Objects.requireNonNull(enemy, "enemy");
      Objects.requireNonNull(kind, "kind");
    }

    /**
     * Gain a die of {@code kind} on {@code enemy}.
     *
     * @param actor the plane
     * @param enemy the enemy plane
     * @param kind the kind to gain (above, behind, sun) or to remove
     * @return the command
     */
    public static Maneuver gain(String actor, String enemy, AdvantageKind kind) {
      return new Maneuver(actor, enemy, kind, false);
    }

    /**
     * Remove a die of {@code enemy}'s {@code kind} on {@code actor}.
     *
     * @param actor the plane
     * @param enemy the enemy plane
     * @param kind the kind to gain (above, behind, sun) or to remove
     * @return the command
     */
    public static Maneuver remove(String actor, String enemy, AdvantageKind kind) {
      return new Maneuver(actor, enemy, kind, true);
    }

    @Override
    public String describe() {
      return remove
          ? actor + " tries to shake " + enemy + "'s advantage " + kind.words()
          : actor + " tries to gain advantage " + kind.words() + " on " + enemy;
    }
  }

  /**
   * Fire the guns of one mount at a target: fixed forward guns on the pilot's Dex+Piloting, a
   * flexible or rear gun on Dex+Firearms (a ground unit fires its gun so).
   */
  record Fire(String actor, String target, Gun.Mount mount, FireMode mode)
      implements WildBlueCommand {
    /**
     * Checks the arguments.
     *
     * @param actor the plane or ground unit firing
     * @param target the target
     * @param mount the guns fired
     * @param mode burst or sustained
     */
    public Fire {
      Objects.requireNonNull(actor, "actor");
      Objects.requireNonNull(target, "target");
      Objects.requireNonNull(mount, "mount");
      Objects.requireNonNull(mode, "mode");
    }

    @Override
    public String describe() {
      return actor
          + " fires "
          + (mode == FireMode.SUSTAINED ? "sustained" : "a burst")
          + " from its "
          + mount.name().toLowerCase(Locale.ROOT)
          + " guns at "
          + target;
    }
  }

  /** Drop a bomb on a ground target: a Dex check and a Cunning (or INT) check. */
  record Bomb(String actor, String target) implements WildBlueCommand {
    /**
     * Checks the arguments.
     *
     * @param actor the plane acting
     * @param target the ground target
     */
    public Bomb {
      Objects.requireNonNull(actor, "actor");
      Objects.requireNonNull(target, "target");
    }

    @Override
    public String describe() {
      return actor + " bombs " + target;
    }
  }

  /**
   * Throw a grenade at a ground target, as a bomb is dropped ("When you attack with a bomb (or
   * grenade) from a plane"): a Dex check and a Cunning (or INT) check.
   */
  record Grenade(String actor, String target) implements WildBlueCommand {
    /**
     * Checks the arguments.
     *
     * @param actor the plane acting
     * @param target the ground target
     */
    public Grenade {
      Objects.requireNonNull(actor, "actor");
      Objects.requireNonNull(target, "target");
    }

    @Override
    public String describe() {
      return actor + " throws a grenade at " + target;
    }
  }

  /** The Immelman: up to 3 targets, a maneuver roll at +3 and one attack roll at +6. */
  record Immelman(String actor, List<String> targets, Gun.Mount mount, FireMode mode)
      implements WildBlueCommand {
    /**
     * Copies.
     *
     * @param actor the plane acting
     * @param targets its targets, up to 3
     * @param mount the guns fired
     * @param mode burst or sustained
     */
    public Immelman {
      Objects.requireNonNull(actor, "actor");
      Objects.requireNonNull(targets, "targets");
      targets = List.copyOf(targets);
      Objects.requireNonNull(mount, "mount");
      Objects.requireNonNull(mode, "mode");
    }

    @Override
    public String describe() {
      return actor
          + " flies an Immelman at "
          + String.join(", ", targets)
          + ", "
          + (mode == FireMode.SUSTAINED ? "sustained fire" : "a burst")
          + " from its "
          + mount.name().toLowerCase(Locale.ROOT)
          + " guns";
    }
  }

  /**
   * Ram an enemy plane in the same band: a Tug of War of Dex+Piloting; if the rammer wins, the
   * planes collide. (The seed gives the collision, not how one comes about: an assumption.)
   */
  record Ram(String actor, String target) implements WildBlueCommand {
    /**
     * Checks the arguments.
     *
     * @param actor the plane acting
     * @param target the plane rammed
     */
    public Ram {
      Objects.requireNonNull(actor, "actor");
      Objects.requireNonNull(target, "target");
    }

    @Override
    public String describe() {
      return actor + " tries to ram " + target;
    }
  }

  /**
   * A stunt on the plane's own action (Aileron Roll, Barrel Roll, Chandelle, Lomcevak, Push It To
   * The Limit, Snap Roll, Standing 8, Tailslide, Wingover); the enemy for those that need one.
   */
  record Perform(String actor, Stunt stunt, Optional<String> enemy) implements WildBlueCommand {
    /**
     * Checks the arguments.
     *
     * @param actor the plane acting
     * @param stunt the stunt
     * @param enemy the enemy, for stunts that need one
     */
    public Perform {
      Objects.requireNonNull(actor, "actor");
      Objects.requireNonNull(stunt, "stunt");
      Objects.requireNonNull(enemy, "enemy");
    }

    /**
     * A stunt that needs no enemy.
     *
     * @param actor the plane acting
     * @param stunt the stunt
     * @return the command
     */
    public static Perform of(String actor, Stunt stunt) {
      return new Perform(actor, stunt, Optional.empty());
    }

    /**
     * A stunt against {@code enemy}.
     *
     * @param actor the plane acting
     * @param stunt the stunt
     * @param enemy the enemy
     * @return the command
     */
    public static Perform against(String actor, Stunt stunt, String enemy) {
      return new Perform(actor, stunt, Optional.of(Objects.requireNonNull(enemy, "enemy")));
    }

    @Override
    public String describe() {
      return actor + " flies " + stunt.title() + enemy.map(e -> " against " + e).orElse("");
    }
  }

  /** The Scissors, as the attacker rolls to hit: a Tug of War to ignore the attack. */
  record Scissors(String actor) implements WildBlueCommand {
    /**
     * Checks the fields.
     *
     * @param actor the plane attacked
     */
    public Scissors {
      Objects.requireNonNull(actor, "actor");
    }

    @Override
    public String describe() {
      return actor + " flies The Scissors";
    }
  }

  /** Rolling Scissors, against an enemy's Scissors: roll to hit twice and keep the better. */
  record RollingScissors(String actor) implements WildBlueCommand {
    /**
     * Checks the fields.
     *
     * @param actor the attacker
     */
    public RollingScissors {
      Objects.requireNonNull(actor, "actor");
    }

    @Override
    public String describe() {
      return actor + " answers with Rolling Scissors";
    }
  }

  /** Spin as the enemy rolls damage: at +3 for 5 points of damage reduction, at +6 for 10. */
  record Spin(String actor, boolean hard) implements WildBlueCommand {
    /**
     * Checks the fields.
     *
     * @param actor the plane hit
     * @param hard a hard Spin (10 points of reduction) rather than a soft one (5)
     */
    public Spin {
      Objects.requireNonNull(actor, "actor");
    }

    @Override
    public String describe() {
      return actor + " spins (" + (hard ? "+6, 10" : "+3, 5") + " points of damage reduction)";
    }
  }

  /** Choose a Critical Damage result for the plane the pending choice names. */
  record TakeCritical(String actor, CriticalDamage result) implements WildBlueCommand {
    /**
     * Checks the arguments.
     *
     * @param actor the player choosing
     * @param result the result chosen
     */
    public TakeCritical {
      Objects.requireNonNull(actor, "actor");
      Objects.requireNonNull(result, "result");
    }

    @Override
    public String describe() {
      return actor + " chooses " + result.title();
    }
  }

  /** Decline to take a Critical Damage result instead of the damage: take the damage. */
  record TakeDamage(String actor) implements WildBlueCommand {
    /**
     * Checks the fields.
     *
     * @param actor the player choosing
     */
    public TakeDamage {
      Objects.requireNonNull(actor, "actor");
    }

    @Override
    public String describe() {
      return actor + " takes the damage";
    }
  }

  /** An attempt to regain control, at a 12 point penalty (6 in a Lomcevak). */
  record RegainControl(String actor) implements WildBlueCommand {
    /**
     * Checks the fields.
     *
     * @param actor the plane acting
     */
    public RegainControl {
      Objects.requireNonNull(actor, "actor");
    }

    @Override
    public String describe() {
      return actor + " tries to regain control";
    }
  }

  /** End the action (an out-of-control plane: make no attempt; a Lomcevak: continue it). */
  record EndAction(String actor) implements WildBlueCommand {
    /**
     * Checks the fields.
     *
     * @param actor the plane acting
     */
    public EndAction {
      Objects.requireNonNull(actor, "actor");
    }

    @Override
    public String describe() {
      return actor + " ends its action";
    }
  }
}
