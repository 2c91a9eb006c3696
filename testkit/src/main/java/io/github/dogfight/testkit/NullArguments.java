package io.github.dogfight.testkit;

import com.google.common.reflect.ClassPath;
import com.google.common.testing.ArbitraryInstances;
import com.google.common.testing.NullPointerTester;
import io.github.dogfight.core.check.CheckOutcome;
import io.github.dogfight.core.dice.DiceExpression;
import io.github.dogfight.core.dice.DiceNotation;
import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.game.Decision;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Outcomes;
import io.github.dogfight.core.view.Viewer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.annotation.Annotation;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The misuse check every module runs: each public constructor and static method of its exported
 * packages, and each public instance method of sample objects, rejects a {@code null} argument with
 * a {@link NullPointerException} ({@code @Nullable} parameters apart), and for constructors and
 * static methods the exception's message names the parameter. It runs Guava's {@link
 * NullPointerTester}, which makes up the other arguments (the core's dice, views, distributions and
 * decisions it is given); {@code guava-testlib} is an optional dependency of the testkit, so a
 * module using this class declares it among its test dependencies.
 *
 * <pre>{@code
 * NullArguments.assertRejected(
 *     NullArguments.publicClasses("io.github.dogfight.squadron", SquadronRules.class),
 *     Map.of(SquadronState.class, rules.sampleEngagement(1)),
 *     List.of(rules));
 * }</pre>
 */
public final class NullArguments {
  private NullArguments() {}

  /**
   * The public top-level classes of {@code basePackage} and its subpackages, {@code internal}
   * packages left out, from the same directory or jar as {@code anchor} (so that test classes
   * sharing the package are not included).
   *
   * @param basePackage the package, such as {@code io.github.dogfight.squadron}
   * @param anchor a class of the code to check
   * @return the classes, sorted by name
   */
  public static List<Class<?>> publicClasses(String basePackage, Class<?> anchor) {
    try {
      String home = anchor.getProtectionDomain().getCodeSource().getLocation().toString();
      List<Class<?>> out = new ArrayList<>();
      for (ClassPath.ClassInfo info :
          ClassPath.from(anchor.getClassLoader()).getTopLevelClassesRecursive(basePackage)) {
        if (info.getPackageName().contains(".internal")) {
          continue;
        }
        Class<?> c = info.load();
        if (Modifier.isPublic(c.getModifiers())
            && c.getProtectionDomain().getCodeSource().getLocation().toString().equals(home)) {
          out.add(c);
          for (Class<?> nested : c.getDeclaredClasses()) {
            if (Modifier.isPublic(nested.getModifiers())) {
              out.add(nested);
            }
          }
        }
      }
      out.sort(Comparator.comparing(Class::getName));
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Asserts that every public constructor and static method of {@code classes}, and every public
   * instance method of {@code samples} (those declared by dogfight types; {@code equals} apart),
   * rejects {@code null}.
   *
   * @param classes the classes whose constructors and static methods to check
   * @param defaults an argument to pass for each parameter type the tester cannot make up (a rule
   *     set, a state)
   * @param samples objects whose public instance methods to check
   * @throws AssertionError listing every method that accepts a {@code null} or could not be tried
   */
  public static void assertRejected(
      List<Class<?>> classes, Map<Class<?>, Object> defaults, List<Object> samples) {
    NullPointerTester tester = new NullPointerTester();
    CORE_DEFAULTS.forEach((type, value) -> setDefault(tester, type, value));
    defaults.forEach((type, value) -> setDefault(tester, type, value));
    List<String> failures = new ArrayList<>();
    Map<Class<?>, Object> values = new HashMap<>(CORE_DEFAULTS);
    values.putAll(defaults);
    for (Class<?> c : classes) {
      for (Constructor<?> k : c.getConstructors()) {
        check(failures, k.toString(), () -> tester.testConstructor(k));
        checkMessages(failures, k, values, args -> k.newInstance(args));
      }
      for (Method m : c.getDeclaredMethods()) {
        if (Modifier.isStatic(m.getModifiers())
            && Modifier.isPublic(m.getModifiers())
            && !m.isSynthetic()) {
          check(failures, m.toString(), () -> tester.testMethod(null, m));
          if (!(c.isEnum() && m.getName().equals("valueOf"))) {
            // An enum's valueOf is the JDK's: its "Name is null" is not the library's to word.
            checkMessages(failures, m, values, args -> m.invoke(null, args));
          }
        }
      }
    }
    for (Object sample : samples) {
      for (Method m : sample.getClass().getMethods()) {
        if (!Modifier.isStatic(m.getModifiers())
            && !m.isBridge()
            && !m.isSynthetic()
            && !m.getName().equals("equals")
            && m.getDeclaringClass().getPackageName().startsWith("io.github.dogfight")) {
          check(failures, m.toString(), () -> tester.testMethod(sample, m));
        }
      }
    }
    if (!failures.isEmpty()) {
      throw new AssertionError(
          failures.size()
              + " methods accept null or could not be tried:\n  "
              + String.join("\n  ", failures));
    }
  }

  /** Arguments for the message check: the core values NullPointerTester is given. */
  private static final Map<Class<?>, Object> CORE_DEFAULTS = coreDefaults();

  private static Map<Class<?>, Object> coreDefaults() {
    Distribution d6 = Distribution.uniform(1, 6);
    Map<Class<?>, Object> m = new HashMap<>();
    m.put(Roller.class, Roller.from(DiceStream.seeded(1)));
    m.put(DiceStream.class, DiceStream.seeded(1));
    m.put(DiceExpression.class, DiceNotation.parse("2d6"));
    m.put(ScriptedDice.class, ScriptedDice.of(1));
    m.put(Viewer.class, Viewer.spectator());
    m.put(Distribution.class, d6);
    m.put(Outcomes.class, Outcomes.of(d6));
    m.put(CheckOutcome.class, CheckOutcome.ofMargin(1));
    m.put(Decision.class, Decision.over());
    m.put(Hex.class, new Hex(0, 0));
    m.put(Altitude.class, Altitude.at(1));
    m.put(HexPosition.class, HexPosition.middle(new Hex(0, 0)));
    return m;
  }

  /** Calls a constructor or method reflectively. */
  @FunctionalInterface
  private interface Call {
    Object call(@Nullable Object[] args) throws ReflectiveOperationException;
  }

  /**
   * Passes null to each non-nullable reference parameter of {@code e} in turn, the other arguments
   * made up, and records a failure when the NullPointerException's message does not name the
   * parameter. Executables whose other arguments cannot be made up are left to NullPointerTester.
   */
  private static void checkMessages(
      List<String> failures, Executable e, Map<Class<?>, Object> values, Call call) {
    Parameter[] params = e.getParameters();
    @Nullable Object[] args = new Object[params.length];
    for (int i = 0; i < params.length; i++) {
      Class<?> type = params[i].getType();
      Object v = values.containsKey(type) ? values.get(type) : ArbitraryInstances.get(type);
      if (v == null && !isNullable(e, i)) {
        return;
      }
      args[i] = v;
    }
    for (int i = 0; i < params.length; i++) {
      if (params[i].getType().isPrimitive() || isNullable(e, i)) {
        continue;
      }
      @Nullable Object[] withNull = args.clone();
      withNull[i] = null;
      try {
        call.call(withNull);
      } catch (InvocationTargetException thrown) {
        Throwable cause = thrown.getCause();
        if (cause instanceof NullPointerException npe
            && !String.valueOf(npe.getMessage()).contains(params[i].getName())) {
          failures.add(
              e
                  + ": null "
                  + params[i].getName()
                  + " is refused with a message that does not name it: "
                  + npe.getMessage());
        }
      } catch (ReflectiveOperationException | RuntimeException other) {
        // Not callable this way (an abstract class, access rules): NullPointerTester covers it.
        return;
      }
    }
  }

  private static boolean isNullable(Executable e, int i) {
    for (Annotation a : e.getAnnotatedParameterTypes()[i].getAnnotations()) {
      if (a.annotationType().getSimpleName().equals("Nullable")) {
        return true;
      }
    }
    for (Annotation a : e.getParameterAnnotations()[i]) {
      if (a.annotationType().getSimpleName().equals("Nullable")) {
        return true;
      }
    }
    return false;
  }

  private static void check(List<String> failures, String what, Runnable test) {
    try {
      test.run();
    } catch (AssertionError | RuntimeException e) {
      String why = String.valueOf(e.getMessage()).lines().findFirst().orElse(String.valueOf(e));
      failures.add(why.startsWith("No exception thrown") ? why : what + ": " + why);
    }
  }

  @SuppressWarnings("unchecked")
  private static <T> void setDefault(NullPointerTester tester, Class<T> type, Object value) {
    tester.setDefault(type, (T) value);
  }
}
