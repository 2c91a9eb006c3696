package io.github.dogfight.testkit;

import com.google.common.reflect.ClassPath;
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
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The misuse check every module runs: each public constructor and static method of its exported
 * packages, and each public instance method of sample objects, rejects a {@code null} argument with
 * a {@link NullPointerException} ({@code @Nullable} parameters apart). It runs Guava's {@link
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
    Distribution d6 = Distribution.uniform(1, 6);
    tester
        .setDefault(Roller.class, Roller.from(DiceStream.seeded(1)))
        .setDefault(DiceStream.class, DiceStream.seeded(1))
        .setDefault(DiceExpression.class, DiceNotation.parse("2d6"))
        .setDefault(ScriptedDice.class, ScriptedDice.of(1))
        .setDefault(Viewer.class, Viewer.spectator())
        .setDefault(Distribution.class, d6)
        .setDefault(Outcomes.class, Outcomes.of(d6))
        .setDefault(CheckOutcome.class, CheckOutcome.ofMargin(1))
        .setDefault(Decision.class, Decision.over())
        .setDefault(Hex.class, new Hex(0, 0))
        .setDefault(Altitude.class, Altitude.at(1))
        .setDefault(HexPosition.class, HexPosition.middle(new Hex(0, 0)));
    defaults.forEach((type, value) -> setDefault(tester, type, value));
    List<String> failures = new ArrayList<>();
    for (Class<?> c : classes) {
      for (Constructor<?> k : c.getConstructors()) {
        check(failures, k.toString(), () -> tester.testConstructor(k));
      }
      for (Method m : c.getDeclaredMethods()) {
        if (Modifier.isStatic(m.getModifiers())
            && Modifier.isPublic(m.getModifiers())
            && !m.isSynthetic()) {
          check(failures, m.toString(), () -> tester.testMethod(null, m));
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
