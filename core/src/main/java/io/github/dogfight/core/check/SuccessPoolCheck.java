package io.github.dogfight.core.check;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.dogfight.core.dice.Chance;
import io.github.dogfight.core.dice.DicePool;
import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.dice.Explosion;
import io.github.dogfight.core.dice.FaceSet;
import java.util.Objects;
import java.util.Optional;

/**
 * Roll a pool of {@code rating + modifier} dice (none when that is negative), count the dice that
 * show a success face (exploding dice add dice), and pass with at least {@code needed} successes;
 * the margin is the successes beyond it.
 *
 * <pre>{@code
 * SuccessPoolCheck heresy = Check.successPool(Die.D6, FaceSet.of(1, 6), 1)
 *     .exploding(Explosion.onTop(Die.D6));
 * heresy.passChance(3, 0);   // at least one 1 or 6 among 3 exploding dice
 * }</pre>
 */
public final class SuccessPoolCheck implements Check {
  private final Die die;
  private final FaceSet successes;
  private final Optional<Explosion> explosion;
  private final int needed;
  private final String name;
  private final String description;

  private SuccessPoolCheck(
      Die die,
      FaceSet successes,
      Optional<Explosion> explosion,
      int needed,
      String name,
      String description) {
    checkArgument(needed >= 0, "successes needed must be >= 0, was %s", needed);
    this.die = Objects.requireNonNull(die, "die");
    this.successes = Objects.requireNonNull(successes, "successes");
    this.explosion = Objects.requireNonNull(explosion, "explosion");
    this.needed = needed;
    this.name = name;
    this.description = description;
    // Refuses impossible success or explosion faces now rather than at the first roll.
    DicePool.successes(1, die, successes, explosion);
  }

  static SuccessPoolCheck of(Die die, FaceSet successes, int needed) {
    return new SuccessPoolCheck(
        die,
        successes,
        Optional.empty(),
        needed,
        "pool of " + die + " successes " + successes + " >= " + needed,
        "Roll rating plus modifier "
            + die
            + "; pass with "
            + needed
            + " or more showing "
            + successes
            + ".");
  }

  /**
   * This check with exploding dice.
   *
   * @param explosion the explosion rule
   * @return the new check
   */
  public SuccessPoolCheck exploding(Explosion explosion) {
    return new SuccessPoolCheck(die, successes, Optional.of(explosion), needed, name, description);
  }

  /**
   * This check under a name and description of the host game's.
   *
   * @param name the check's name
   * @param description what it is, in a sentence
   * @return the new check
   */
  public SuccessPoolCheck named(String name, String description) {
    return new SuccessPoolCheck(die, successes, explosion, needed, name, description);
  }

  @Override
  public Chance<CheckOutcome> chance(int rating, int modifier) {
    int pool = Math.max(0, Math.addExact(rating, modifier));
    return Chance.of(DicePool.successes(pool, die, successes, explosion))
        .map(s -> CheckOutcome.ofMargin(s - needed))
        .named(name);
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public String description() {
    return description;
  }
}
