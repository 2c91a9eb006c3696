package io.github.dogfight.squadron;

import io.github.dogfight.core.dice.Explosion;
import io.github.dogfight.core.dice.FaceSet;
import io.github.dogfight.core.game.AdvantagePolicy;
import io.github.dogfight.core.turn.TurnOrderPolicy;
import org.immutables.value.Value;

/**
 * The tunable parts of the squadron rules. Every default is the seed's rule or, where the seed is
 * silent, a documented assumption.
 *
 * <pre>{@code
 * SquadronConfig cfg = SquadronConfig.builder()
 *     .successFaces(FaceSet.range(5, 6))   // a host system where 5+ succeeds
 *     .combatPhase(myHostCombat)
 *     .build();
 * SquadronRules rules = new SquadronRules(cfg);
 * }</pre>
 */
@Value.Immutable
@Value.Style(
    visibility = Value.Style.ImplementationVisibility.PACKAGE,
    overshadowImplementation = true,
    jdkOnly = true,
    allowedClasspathAnnotations = {Override.class})
public interface SquadronConfig {
  /**
   * Faces that count as successes. Default {1, 6}: the Heresy Engine, the seed's host system,
   * counts a die showing 1 or 6 as a success.
   *
   * @return the success faces
   */
  @Value.Default
  default FaceSet successFaces() {
    return FaceSet.of(1, 6);
  }

  /**
   * Faces that add another die. Default {6}: "any 6s rolled by black dice explode just like the
   * white" (rules 003, The Squadron Phase).
   *
   * @return the exploding faces
   */
  @Value.Default
  default FaceSet explosionFaces() {
    return FaceSet.of(6);
  }

  /**
   * Most extra dice one die can add by exploding, so that exact odds and rolls agree.
   *
   * @return the most extra dice per die
   */
  @Value.Default
  default int explosionDepth() {
    return Explosion.DEFAULT_MAX_DEPTH;
  }

  /**
   * Rounds after which an engagement ends undecided (an assumption that guarantees an end, for
   * example when both sides keep choosing Tactical).
   *
   * @return the most rounds
   */
  @Value.Default
  default int maxRounds() {
    return 100;
  }

  /**
   * Who declares a maneuver each round, and how: default {@link SimultaneousDeclaration}, both
   * sides at once and in secret. A variant may plan a sequential declaration segment instead.
   *
   * @return who declares a maneuver each round, and how: default {@link SimultaneousDeclaration},
   *     both sides at once and in secret
   */
  @Value.Default
  default TurnOrderPolicy<SquadronState> declaration() {
    return new SimultaneousDeclaration();
  }

  /**
   * The banked successes each side adds to a roll; default {@link TacticalAdvantage}.
   *
   * @return the banked successes each side adds to a roll; default {@link TacticalAdvantage}
   */
  @Value.Default
  default AdvantagePolicy<SquadronState> advantage() {
    return new TacticalAdvantage();
  }

  /**
   * The host's Combat Phase; default resolves nothing.
   *
   * @return the host's Combat Phase; default resolves nothing
   */
  @Value.Default
  default CombatPhase combatPhase() {
    return CombatPhase.none();
  }

  /**
   * Damage dealt by one damage roll; default the armament's dice total.
   *
   * @return the damage policy
   */
  @Value.Default
  default SpecialAircraftDamage specialDamage() {
    return SpecialAircraftDamage.armamentTotal();
  }

  /**
   * Whether the winner chooses all its damage rolls, and the fighters removed, in one command
   * before any is rolled. Default {@code false}: each damage roll is a command of its own, rolled
   * at once, and the winner spends what is left (on another damage roll or on fighters) knowing its
   * result. Rules 003 says only "for every 3 successes spent they make a damage roll against their
   * chosen targets" (Attack), not whether the targets are chosen before the first roll; one at a
   * time keeps the legal list small (a handful of commands per choice, where choosing all rolls
   * together lists every allocation: 890,295 commands for 18 net successes against four classes of
   * special aircraft with four types of armed fighters). {@code true} is the other reading: one
   * {@link SquadronCommand.SpendSuccesses} names every damage roll, and the list grows
   * combinatorially with net successes, target classes and shooter types.
   *
   * @return whether every damage roll is chosen in one command before any is rolled
   */
  @Value.Default
  default boolean damageRollsTogether() {
    return false;
  }

  /**
   * The default configuration.
   *
   * @return the default configuration
   */
  static SquadronConfig defaults() {
    return builder().build();
  }

  /**
   * A builder starting from the defaults.
   *
   * @return a builder starting from the defaults
   */
  static Builder builder() {
    return new Builder();
  }

  /** Builds a configuration; every part left unset keeps its default. */
  final class Builder extends ImmutableSquadronConfig.Builder {
    /** An empty builder: every part keeps its default until set. */
    public Builder() {}
  }

  /** Checks the values. */
  @Value.Check
  default void check() {
    if (successFaces().isEmpty() || successFaces().max() > 6) {
      throw new IllegalArgumentException(
          "successFaces must be a non-empty set of d6 faces, was " + successFaces());
    }
    if (explosionFaces().max() > 6) {
      throw new IllegalArgumentException(
          "explosionFaces must be d6 faces, was " + explosionFaces());
    }
    if (explosionFaces().countUpTo(6) == 6) {
      throw new IllegalArgumentException("explosionFaces cannot be every face of the d6");
    }
    if (explosionDepth() < 1 || explosionDepth() > 100) {
      throw new IllegalArgumentException("explosionDepth must be 1..100, was " + explosionDepth());
    }
    if (maxRounds() < 1) {
      throw new IllegalArgumentException("maxRounds must be >= 1, was " + maxRounds());
    }
  }
}
