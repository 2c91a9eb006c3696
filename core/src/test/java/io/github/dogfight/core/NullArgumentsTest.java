package io.github.dogfight.core;

import com.google.common.reflect.ClassPath;
import com.google.common.testing.NullPointerTester;
import io.github.dogfight.core.check.CheckOutcome;
import io.github.dogfight.core.dice.Chance;
import io.github.dogfight.core.dice.DiceExpression;
import io.github.dogfight.core.dice.DiceNotation;
import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.dice.Explosion;
import io.github.dogfight.core.dice.FaceSet;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.fixtures.CoinDuel;
import io.github.dogfight.core.game.Decision;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Outcomes;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.table.Axis;
import io.github.dogfight.core.table.Citation;
import io.github.dogfight.core.table.Labels;
import io.github.dogfight.core.view.Viewer;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * API misuse: every public constructor and static method of the exported packages, and the public
 * instance methods of a game, reject a {@code null} argument with a {@link NullPointerException}
 * ({@code @Nullable} parameters apart). The rule modules run the same check through the testkit's
 * {@code NullArguments}; core cannot depend on the testkit, so it runs Guava's tester directly.
 */
class NullArgumentsTest {
  static List<Class<?>> exported() throws Exception {
    String home = Game.class.getProtectionDomain().getCodeSource().getLocation().toString();
    List<Class<?>> out = new ArrayList<>();
    for (ClassPath.ClassInfo info :
        ClassPath.from(Game.class.getClassLoader())
            .getTopLevelClassesRecursive("io.github.dogfight.core")) {
      Class<?> c = info.load();
      if (!info.getPackageName().contains(".internal")
          && Modifier.isPublic(c.getModifiers())
          && c.getProtectionDomain().getCodeSource().getLocation().toString().equals(home)) {
        out.add(c);
      }
    }
    return out;
  }

  @Test
  void everyPublicConstructorAndStaticMethodRejectsNull() throws Exception {
    NullPointerTester tester = tester();
    List<String> failures = new ArrayList<>();
    for (Class<?> c : exported()) {
      for (java.lang.reflect.Constructor<?> k : c.getConstructors()) {
        try {
          tester.testConstructor(k);
        } catch (AssertionError | RuntimeException e) {
          failures.add(String.valueOf(e.getMessage()).lines().findFirst().orElse(""));
        }
      }
      for (java.lang.reflect.Method m : c.getMethods()) {
        if (Modifier.isStatic(m.getModifiers()) && m.getDeclaringClass() == c) {
          try {
            tester.testMethod(null, m);
          } catch (AssertionError | RuntimeException e) {
            failures.add(String.valueOf(e.getMessage()).lines().findFirst().orElse(""));
          }
        }
      }
    }
    org.assertj.core.api.Assertions.assertThat(failures).isEmpty();
  }

  /** The tester, with an example of each type it cannot make up. */
  static NullPointerTester tester() {
    CoinDuel rules = new CoinDuel();
    Game<CoinDuel.State, CoinDuel.Fire> game = Game.start(rules, rules.sampleEngagement(1));
    Distribution d6 = Distribution.uniform(1, 6);
    return new NullPointerTester()
        .setDefault(RuleSet.class, rules)
        .setDefault(Game.class, game)
        .setDefault(Decision.class, Decision.over())
        .setDefault(DiceRoll.class, Roller.from(DiceStream.seeded(1)).roll("1d6", "a test"))
        .setDefault(Roller.class, Roller.from(DiceStream.seeded(1)))
        .setDefault(ScriptedDice.class, ScriptedDice.of(1))
        .setDefault(FaceSet.class, FaceSet.of(6))
        .setDefault(Explosion.class, Explosion.onTop(Die.D6))
        .setDefault(Distribution.class, d6)
        .setDefault(Outcomes.class, Outcomes.of(d6))
        .setDefault(Citation.class, new Citation("rules 000", "TABLES"))
        .setDefault(Viewer.class, Viewer.spectator())
        .setDefault(Chance.class, Chance.of(DiceNotation.parse("1d6")))
        .setDefault(CheckOutcome.class, CheckOutcome.ofMargin(1))
        .setDefault(DiceExpression.class, DiceNotation.parse("2d6"))
        .setDefault(HexPosition.class, HexPosition.middle(new Hex(0, 0)))
        .setDefault(Axis.class, Labels.of("column", "a", "b"));
  }

  /** The value types a user calls most, each with its public instance methods. */
  @Test
  void theMainTypesInstanceMethodsRejectNull() {
    CoinDuel rules = new CoinDuel();
    NullPointerTester tester = tester();
    List<String> failures = new ArrayList<>();
    Game<CoinDuel.State, CoinDuel.Fire> game = Game.start(rules, rules.sampleEngagement(1));
    for (Object sample :
        List.of(
            game,
            game.log(),
            Distribution.uniform(1, 6),
            Rational.of(1, 3),
            DiceNotation.parse("2d6+1"),
            Roller.from(DiceStream.seeded(1)),
            DiceStream.seeded(1),
            Viewer.of("A"),
            new Hex(0, 0))) {
      for (java.lang.reflect.Method m : sample.getClass().getMethods()) {
        if (!Modifier.isStatic(m.getModifiers())
            && m.getDeclaringClass() != Object.class
            && !m.getName().equals("equals")
            && m.getDeclaringClass().getPackageName().startsWith("io.github.dogfight")) {
          try {
            tester.testMethod(sample, m);
          } catch (AssertionError | RuntimeException e) {
            failures.add(String.valueOf(e.getMessage()).lines().findFirst().orElse(""));
          }
        }
      }
    }
    org.assertj.core.api.Assertions.assertThat(failures).isEmpty();
  }
}
