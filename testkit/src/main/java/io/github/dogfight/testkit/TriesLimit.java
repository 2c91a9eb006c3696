package io.github.dogfight.testkit;

import net.jqwik.api.lifecycle.AroundPropertyHook;
import net.jqwik.api.lifecycle.PropagationMode;
import net.jqwik.api.lifecycle.PropertyExecutionResult;
import net.jqwik.api.lifecycle.PropertyExecutor;
import net.jqwik.api.lifecycle.PropertyLifecycleContext;
import org.jspecify.annotations.Nullable;

/**
 * A jqwik hook that caps the tries of a property when the system property {@value #PROPERTY} is
 * set, and does nothing otherwise.
 *
 * <p>A mutation run (pitest) reruns every test that covers a mutated line for every mutant, so a
 * stateful property with a thousand command sequences turns one mutant into minutes. The build's
 * {@code mutation} profile sets {@code -Ddogfight.tries.max} for pitest's test workers; the normal
 * build does not, and runs each property with the tries its annotation asks for.
 *
 * <pre>{@code
 * @AddLifecycleHook(TriesLimit.class)
 * class GameProperties {
 *   @Property(tries = 1000)
 *   void randomGames(...) { ... }   // 1,000 tries; 50 with -Ddogfight.tries.max=50
 * }
 * }</pre>
 *
 * <p>A value that is not a whole number of at least 1 is refused with an {@link
 * IllegalArgumentException} naming the property, so a mistyped setting does not silently run the
 * full count.
 */
public final class TriesLimit implements AroundPropertyHook {
  /** The system property holding the most tries a property may run. */
  public static final String PROPERTY = "dogfight.tries.max";

  /** Creates the hook; jqwik calls this for {@code @AddLifecycleHook}. */
  public TriesLimit() {}

  @Override
  public PropertyExecutionResult aroundProperty(
      PropertyLifecycleContext context, PropertyExecutor property) {
    Integer cap = cap(System.getProperty(PROPERTY));
    if (cap != null) {
      int asked = context.attributes().tries().orElse(Integer.MAX_VALUE);
      context.attributes().setTries(Math.min(asked, cap));
    }
    return property.execute();
  }

  /**
   * Reads the cap.
   *
   * @param value the system property's value, or {@code null} when it is not set
   * @return the cap, or {@code null} when there is none
   * @throws IllegalArgumentException if the value is not a whole number of at least 1
   */
  static @Nullable Integer cap(@Nullable String value) {
    if (value == null) {
      return null;
    }
    String problem = PROPERTY + " must be a whole number of at least 1, was '" + value + "'";
    int cap;
    try {
      cap = Integer.parseInt(value.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(problem, e);
    }
    if (cap < 1) {
      throw new IllegalArgumentException(problem);
    }
    return cap;
  }

  /** Applies to every property of the annotated class, nested classes included. */
  @Override
  public PropagationMode propagateTo() {
    return PropagationMode.ALL_DESCENDANTS;
  }

  /**
   * Runs inside jqwik's own defaults hook ({@code @PropertyDefaults}, proximity -10), so a class's
   * default tries are capped too.
   */
  @Override
  public int aroundPropertyProximity() {
    return 10;
  }
}
