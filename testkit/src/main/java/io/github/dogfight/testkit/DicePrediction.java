package io.github.dogfight.testkit;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.DiceScriptException;
import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.view.Viewer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.BiFunction;
import java.util.function.LongFunction;
import org.jspecify.annotations.Nullable;

/**
 * {@link SecrecyCheck}'s prediction from the visible dice: a played game's commands replayed with
 * scripted dice in which every roll a viewer may read keeps its faces and every other roll is
 * redrawn (other faces, from a seeded stream; a few fillings), starting from the same state (or,
 * when the opening events hold dice the viewer may not read, from the engagement of another seed).
 * A named secret, at a step whose own dice it depends on (the step played again with all its dice
 * redrawn changes it), that every filling reproduces is predicted by the viewer.
 *
 * @param <S> the state type
 * @param <C> the command type
 */
final class DicePrediction<S extends GameState, C extends Command> {
  /** The most tries to fit a filling's faces to the dice a step rolls. */
  private static final int MOST_FITS = 200;

  /**
   * A named secret of a state, as a viewer should not be able to tell it.
   *
   * @param <S> the state type
   * @param name the secret, in words
   * @param of the secret of a state for a viewer, null when there is none now
   */
  record Secret<S>(String name, BiFunction<S, Viewer, @Nullable Object> of) {}

  /**
   * One command played: the state before, the rolls in the order drawn, the events.
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param before the state the command was given in
   * @param command the command
   * @param after the state it led to
   * @param rolls the rolls, in the order drawn
   * @param events the events it logged
   */
  record Step<S, C>(S before, C command, S after, List<DiceRoll> rolls, List<GameEvent> events) {}

  private final RuleSet<S, C> rules;
  private final LongFunction<S> engagement;
  private final List<Secret<S>> secrets;
  private final int fillings;

  /**
   * The prediction of {@code secrets} in games of {@code rules}, {@code fillings} fillings each,
   * starting from {@code engagement} of another seed when the opening dice are hidden.
   */
  DicePrediction(
      RuleSet<S, C> rules, LongFunction<S> engagement, List<Secret<S>> secrets, int fillings) {
    this.rules = rules;
    this.engagement = engagement;
    this.secrets = List.copyOf(secrets);
    this.fillings = fillings;
  }

  /**
   * Replays the game of {@code gameSeed}, which opened with {@code first} and {@code opening}, with
   * fillings of each viewer's unread dice, to predict the secrets; the outcome in {@code
   * predicted}.
   */
  void predict(
      long gameSeed,
      S first,
      List<GameEvent> opening,
      List<Viewer> viewers,
      List<Step<S, C>> steps,
      Predictions predicted) {
    int n = steps.size();
    // Per step, the secrets after it played again with every die redrawn (dependence).
    List<List<@Nullable S>> controls = new ArrayList<>();
    for (int t = 0; t < n; t++) {
      Step<S, C> s = steps.get(t);
      List<@Nullable S> redrawn = new ArrayList<>();
      if (!s.rolls().isEmpty()) {
        for (int f = 0; f < fillings; f++) {
          SplittableRandom random =
              new SplittableRandom(DiceStream.derivedSeed(gameSeed, 7919L * t + f));
          boolean[] keep = new boolean[faces(s.rolls()).size()];
          redrawn.add(replayStep(s.before(), s, keep, random));
        }
      }
      controls.add(redrawn);
    }
    for (Viewer v : viewers) {
      List<boolean[]> readable = new ArrayList<>();
      for (Step<S, C> s : steps) {
        readable.add(readable(v, s));
      }
      boolean openingHidden = false;
      for (GameEvent e : opening) {
        if (!e.dice().isEmpty() && !v.sees(e.audience())) {
          openingHidden = true;
        }
      }
      List<List<@Nullable S>> filled = new ArrayList<>();
      for (int f = 0; f < fillings; f++) {
        SplittableRandom random =
            new SplittableRandom(DiceStream.derivedSeed(gameSeed, 104729L + f));
        List<@Nullable S> states = new ArrayList<>();
        @Nullable S state =
            openingHidden
                ? engagement.apply(DiceStream.derivedSeed(gameSeed, 15485863L + f))
                : first;
        for (int t = 0; t < n; t++) {
          state = state == null ? null : replayStep(state, steps.get(t), readable.get(t), random);
          states.add(state);
        }
        filled.add(states);
      }
      for (Secret<S> secret : secrets) {
        for (int t = 0; t < n; t++) {
          Step<S, C> s = steps.get(t);
          @Nullable Object real = secret.of().apply(s.after(), v);
          if (real == null) {
            continue;
          }
          boolean depends = false;
          for (@Nullable S c : controls.get(t)) {
            if (c != null && !real.equals(secret.of().apply(c, v))) {
              depends = true;
            }
          }
          if (!depends) {
            continue;
          }
          int same = 0;
          for (List<@Nullable S> states : filled) {
            @Nullable S fs = states.get(t);
            if (fs != null && real.equals(secret.of().apply(fs, v))) {
              same++;
            }
          }
          predicted.tested(
              secret.name(),
              v.name(),
              real,
              same == fillings
                  ? "game "
                      + gameSeed
                      + ", step "
                      + t
                      + " (turn "
                      + s.before().turn()
                      + ", "
                      + s.before().phase()
                      + "): "
                      + v.name()
                      + " predicts "
                      + secret.name()
                      + " from the dice it reads: every one of "
                      + fillings
                      + " fillings of its unread dice gives "
                      + Findings.quote(real)
                      + " (after '"
                      + s.command().describe()
                      + "')"
                  : null);
        }
      }
    }
  }

  /** Which faces of the step's rolls, in the order drawn, {@code v} may read in its events. */
  private boolean[] readable(Viewer v, Step<S, C> s) {
    List<DiceRoll> read = new ArrayList<>();
    for (GameEvent e : s.events()) {
      if (v.sees(e.audience())) {
        read.addAll(e.dice());
      }
    }
    boolean[] keep = new boolean[faces(s.rolls()).size()];
    int i = 0;
    for (DiceRoll r : s.rolls()) {
      boolean known = read.remove(r);
      for (int k = 0; k < r.faceCount(); k++) {
        keep[i++] = known;
      }
    }
    return keep;
  }

  /**
   * The state after {@code s}'s command played from {@code from} with its faces kept where {@code
   * keep} says and other faces elsewhere (and more as the step needs them); null if refused.
   */
  private @Nullable S replayStep(S from, Step<S, C> s, boolean[] keep, SplittableRandom random) {
    List<Integer> original = faces(s.rolls());
    List<Integer> script = new ArrayList<>();
    for (int i = 0; i < original.size(); i++) {
      int o = original.get(i);
      script.add(keep[i] ? o : other(o, Math.max(6, o + 1), random));
    }
    for (int tries = 0; tries < MOST_FITS; tries++) {
      ScriptedDice dice = ScriptedDice.of(script);
      try {
        return Game.step(rules, from, s.command(), Roller.scripted(dice)).state();
      } catch (DiceScriptException misfit) {
        int k = dice.used();
        if (k >= script.size()) {
          script.add(1 + random.nextInt(6));
        } else {
          int o = k < original.size() ? original.get(k) : 0;
          int tooHigh = script.get(k);
          if (tooHigh <= 1) {
            return null;
          }
          script.set(k, other(o, tooHigh - 1, random));
        }
      } catch (RuleViolation refused) {
        return null;
      }
    }
    return null;
  }

  /** A face in 1..{@code most} other than {@code o} where there is one. */
  static int other(int o, int most, SplittableRandom random) {
    if (most <= 1) {
      return 1;
    }
    if (o < 1 || o > most) {
      return 1 + random.nextInt(most);
    }
    int f = 1 + random.nextInt(most - 1);
    return f >= o ? f + 1 : f;
  }

  static List<Integer> faces(List<DiceRoll> rolls) {
    List<Integer> all = new ArrayList<>();
    for (DiceRoll r : rolls) {
      all.addAll(r.faces());
    }
    return all;
  }

  /**
   * The secrets tried, and the predictions, kept until every game is played. A viewer predicts a
   * secret when every filling reproduced it at nine in ten (or more) of the steps it was tested at,
   * so that a secret of a few values (a check passed or failed) that fillings reproduce by chance
   * now and then is not taken for one told by the dice.
   */
  static final class Predictions {
    final Map<String, Set<Object>> values = new LinkedHashMap<>();
    final Map<String, int[]> counts = new LinkedHashMap<>();
    final Map<String, String> secretOf = new LinkedHashMap<>();
    final Map<String, List<String>> breaches = new LinkedHashMap<>();
    int tested;

    void tested(String secret, String viewer, Object value, @Nullable String breach) {
      tested++;
      values.computeIfAbsent(secret, k -> new HashSet<>()).add(value);
      String key = viewer + " predicts " + secret;
      secretOf.put(key, secret);
      int[] c = counts.computeIfAbsent(key, k -> new int[2]);
      c[0]++;
      if (breach != null) {
        c[1]++;
        breaches.computeIfAbsent(key, k -> new ArrayList<>()).add(breach);
      }
    }

    /**
     * Adds the predictions of every secret that is not the same in every game and turn, by a viewer
     * that predicts it.
     */
    void report(Findings findings) {
      breaches.forEach(
          (key, list) -> {
            String secret = secretOf.getOrDefault(key, key);
            int[] c = counts.getOrDefault(key, new int[2]);
            if (values.getOrDefault(secret, Set.of()).size() > 1 && c[1] * 10 >= c[0] * 9) {
              list.forEach(
                  b ->
                      findings.add(
                          key, b + "; predicted at " + c[1] + " of " + c[0] + " steps tested"));
            }
          });
    }
  }
}
