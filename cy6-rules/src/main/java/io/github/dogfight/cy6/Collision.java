package io.github.dogfight.cy6;

import io.github.dogfight.core.check.Check;
import io.github.dogfight.core.check.CheckResult;
import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.Policy;
import io.github.dogfight.core.game.PolicyKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The collision rules, which rules 002 refers to ("roll for collision as per collision rules but
 * Lucky Hit aircraft does not attempt to evade") but does not contain. The default is {@link
 * #evasion()}.
 */
public interface Collision extends Policy {
  /**
   * What a collision roll found.
   *
   * @param collided whether the two aircraft collided
   * @param rolls the dice rolled
   */
  record Result(boolean collided, List<DiceRoll> rolls) {
    /**
     * Copies.
     *
     * @param collided whether the two aircraft collided
     * @param rolls the dice rolled
     */
    public Result {
      Objects.requireNonNull(rolls, "rolls");
      rolls = List.copyOf(rolls);
    }
  }

  /**
   * Rolls for a collision between {@code a} and {@code b}.
   *
   * @param aEvades whether {@code a} attempts to evade (not a Lucky Hit aircraft)
   * @param bEvades whether {@code b} attempts to evade
   * @param a one aircraft
   * @param b the other
   * @param check the Aircrew Check
   * @param roller the dice
   * @return what happened
   */
  Result roll(Plane a, boolean aEvades, Plane b, boolean bEvades, Check check, Roller roller);

  @Override
  default PolicyKind kind() {
    return PolicyKind.DAMAGE;
  }

  /**
   * Assumption: each aircraft that attempts to evade takes an Aircrew Check (with its damage
   * modifiers); if any passes they miss each other, otherwise they collide, and a collision
   * destroys both. Checked for a *C lucky hit and for two aircraft that end their moves in the same
   * hex at the same TAL.
   *
   * @return the rule
   */
  static Collision evasion() {
    return new Collision() {
      @Override
      public String name() {
        return "evasion check";
      }

      @Override
      public String description() {
        return "assumption (collision rules are not in rules 002): each evading crew takes an"
            + " Aircrew Check; if none passes, both aircraft are destroyed";
      }

      @Override
      public Result roll(
          Plane a, boolean aEvades, Plane b, boolean bEvades, Check check, Roller roller) {
        List<DiceRoll> rolls = new ArrayList<>();
        for (Plane p :
            aEvades
                ? (bEvades ? List.of(a, b) : List.of(a))
                : (bEvades ? List.of(b) : List.<Plane>of())) {
          CheckResult r =
              check.roll(
                  p.crew().modifier(),
                  p.condition().checkModifier(),
                  roller,
                  p.id() + ", evading a collision:");
          rolls.add(r.roll());
          if (r.passed()) {
            return new Result(false, rolls);
          }
        }
        return new Result(true, rolls);
      }
    };
  }
}
