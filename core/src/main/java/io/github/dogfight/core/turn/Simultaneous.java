package io.github.dogfight.core.turn;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.BiFunction;

/**
 * Resolves a simultaneous segment: every action's effect is worked out against the state at the
 * segment's start, and only then are the effects applied, so an aircraft shot down in the segment
 * still fires in it, and the order in which the actions are listed changes nothing as long as the
 * effects themselves commute (damage adds up).
 *
 * <pre>{@code
 * State after = Simultaneous.resolve(start, shots,
 *     (s, shot) -> rollDamage(s, shot, roller),       // against the segment's start
 *     (s, damage) -> s.withDamage(damage));           // applied afterwards
 * }</pre>
 */
public final class Simultaneous {
  private Simultaneous() {}

  /**
   * The state after {@code actions}, each effect worked out against {@code start}.
   *
   * @param start the state at the segment's start
   * @param actions the segment's actions
   * @param effectOf an action's effect, from the start state
   * @param apply applies one effect
   * @param <S> the state type
   * @param <A> the action type
   * @param <E> the effect type
   * @return the state after every effect
   */
  public static <S, A, E> S resolve(
      S start, List<A> actions, BiFunction<S, A, E> effectOf, BiFunction<S, E, S> apply) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(actions, "actions");
    Objects.requireNonNull(effectOf, "effectOf");
    Objects.requireNonNull(apply, "apply");
    List<E> effects = new ArrayList<>(actions.size());
    for (A a : actions) {
      effects.add(effectOf.apply(start, a));
    }
    S s = start;
    for (E e : effects) {
      s = apply.apply(s, e);
    }
    return s;
  }
}
