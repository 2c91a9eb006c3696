package io.github.dogfight.wildblue;

import io.github.dogfight.core.check.CheckOutcome;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * An attack under way: who fires at whom with what, and how far it has got. It waits at each window
 * the seed opens for the other player: The Scissors when "enemy craft is rolling to hit", Rolling
 * Scissors when "an enemy is using The Scissors", Spin when "an enemy is rolling damage", and the
 * choices of Critical Damage.
 *
 * @param attacker the plane or ground unit firing
 * @param mount the guns fired
 * @param mode burst or sustained fire
 * @param targets its targets in order (up to 3 with an Immelman)
 * @param immelman whether this is an Immelman's attack
 * @param stage how far it has got
 * @param cursor the target the stage is at, an index into {@code targets}
 * @param scissors targets that declared The Scissors against it, with the margin of their roll
 * @param rolling whether the attacker's Rolling Scissors succeeded
 * @param toHit the roll to hit, once rolled
 * @param hits targets hit, once the roll is in
 * @param damage the damage rolled, once rolled
 */
public record Attack(
    String attacker,
    Gun.Mount mount,
    FireMode mode,
    List<String> targets,
    boolean immelman,
    Stage stage,
    int cursor,
    Map<String, CheckOutcome> scissors,
    boolean rolling,
    Optional<CheckOutcome> toHit,
    List<String> hits,
    Optional<Integer> damage) {
  /** The stages of an attack. */
  public enum Stage {
    /** Asking each plane targeted whether it flies The Scissors. */
    SCISSORS,
    /** Asking the attacker whether it answers with Rolling Scissors. */
    ROLLING_SCISSORS,
    /** Asking each plane hit whether it Spins before the damage roll. */
    SPIN,
    /** Damage rolled: each target hit takes it, or a Critical Damage result instead. */
    DAMAGE
  }

  /**
   * Copies.
   *
   * @param attacker the plane or ground unit firing
   * @param mount the guns fired
   * @param mode burst or sustained fire
   * @param targets its targets in order (up to 3 with an Immelman)
   * @param immelman whether this is an Immelman's attack
   * @param stage how far it has got
   * @param cursor the target the stage is at, an index into {@code targets}
   * @param scissors targets that declared The Scissors against it, with the margin of their roll
   * @param rolling whether the attacker's Rolling Scissors succeeded
   * @param toHit the roll to hit, once rolled
   * @param hits targets hit, once the roll is in
   * @param damage the damage rolled, once rolled
   */
  public Attack {
    Objects.requireNonNull(mount, "mount");
    Objects.requireNonNull(mode, "mode");
    Objects.requireNonNull(targets, "targets");
    Objects.requireNonNull(stage, "stage");
    Objects.requireNonNull(scissors, "scissors");
    Objects.requireNonNull(toHit, "toHit");
    Objects.requireNonNull(hits, "hits");
    Objects.requireNonNull(damage, "damage");
    Objects.requireNonNull(attacker, "attacker");
    targets = List.copyOf(targets);
    scissors = Map.copyOf(scissors);
    hits = List.copyOf(hits);
  }

  /**
   * The target the stage is at.
   *
   * @return the target the stage is at
   */
  public String current() {
    return targets.get(cursor);
  }

  /**
   * An attack just declared: at The Scissors of its first target, nothing rolled yet.
   *
   * @param attacker the attacking plane
   * @param mount the guns fired
   * @param mode the fire mode
   * @param targets the targets, in order
   * @param immelman whether it is an Immelman's attack
   * @return the attack
   */
  public static Attack declared(
      String attacker, Gun.Mount mount, FireMode mode, List<String> targets, boolean immelman) {
    return new Attack(
        attacker,
        mount,
        mode,
        targets,
        immelman,
        Stage.SCISSORS,
        0,
        Map.of(),
        false,
        Optional.empty(),
        List.of(),
        Optional.empty());
  }

  /**
   * This attack at another stage and target.
   *
   * @param s the stage
   * @param c the index of the target the stage is at
   * @return the attack there
   */
  public Attack at(Stage s, int c) {
    return new Attack(
        attacker, mount, mode, targets, immelman, s, c, scissors, rolling, toHit, hits, damage);
  }

  /**
   * This attack with the targets' Scissors rolls.
   *
   * @param s each target's Tug of War roll
   * @return the attack with them
   */
  public Attack withScissors(Map<String, CheckOutcome> s) {
    return new Attack(
        attacker, mount, mode, targets, immelman, stage, cursor, s, rolling, toHit, hits, damage);
  }

  /**
   * This attack with the Rolling Scissors answered.
   *
   * @param r whether the attacker's Rolling Scissors passed
   * @return the attack with it
   */
  public Attack withRolling(boolean r) {
    return new Attack(
        attacker, mount, mode, targets, immelman, stage, cursor, scissors, r, toHit, hits, damage);
  }

  /**
   * This attack with its roll to hit made.
   *
   * @param hit the roll's outcome
   * @param h the targets hit
   * @return the attack with it
   */
  public Attack rolled(CheckOutcome hit, List<String> h) {
    return new Attack(
        attacker,
        mount,
        mode,
        targets,
        immelman,
        stage,
        cursor,
        scissors,
        rolling,
        Optional.of(hit),
        h,
        damage);
  }

  /**
   * This attack with its damage rolled.
   *
   * @param d the damage
   * @return the attack with it
   */
  public Attack withDamage(int d) {
    return new Attack(
        attacker,
        mount,
        mode,
        targets,
        immelman,
        stage,
        cursor,
        scissors,
        rolling,
        toHit,
        hits,
        Optional.of(d));
  }
}
