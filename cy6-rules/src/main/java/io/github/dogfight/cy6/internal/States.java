package io.github.dogfight.cy6.internal;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.cy6.Barrage;
import io.github.dogfight.cy6.Cy6Command;
import io.github.dogfight.cy6.Cy6Rules;
import io.github.dogfight.cy6.Cy6State;
import io.github.dogfight.cy6.Ground;
import io.github.dogfight.cy6.Plane;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The engine's way to a new {@link Cy6State}: the copy methods of the state are package-private in
 * the API package (users get states only from the rule set), so the API package lends them to the
 * internal packages through an {@link Access} it installs when {@link Cy6Rules} is initialised.
 */
public final class States {
  private static volatile @Nullable Access access;

  private States() {}

  /** The state's package-private copy methods, lent by the API package. */
  public interface Access {
    /** The aircraft called {@code id}, which must exist. */
    Plane get(Cy6State s, String id);

    /** {@code s} with {@code dice}. */
    Cy6State with(Cy6State s, DiceStream dice);

    /** {@code s} with {@code planes}. */
    Cy6State copyWithPlanes(Cy6State s, List<Plane> planes);

    /** {@code s} with {@code plane} in place of the aircraft of the same id. */
    Cy6State withPlane(Cy6State s, Plane plane);

    /** {@code s} with {@code ground}. */
    Cy6State copyWithGround(Cy6State s, Ground ground);

    /** {@code s} at {@code step}, waiting for {@code waiting}. */
    Cy6State at(Cy6State s, Cy6State.Step step, List<String> waiting);

    /** {@code s} with the declarations and plots committed so far. */
    Cy6State withCommitted(
        Cy6State s,
        List<String> waiting,
        Map<String, String> tails,
        Map<String, Cy6Command.FormationChoice> formationChoices,
        Map<String, Cy6Command.Plot> plots,
        Map<String, String> tailInfo,
        Map<String, Optional<String>> fire);

    /** {@code s} with the AA orders and strikes committed so far. */
    Cy6State withOrders(
        Cy6State s,
        List<String> waiting,
        Map<String, Cy6Command.ByBattery> flak,
        Map<String, Cy6Command.Strike> strikes);

    /** {@code s} with the TALs its aircraft started the move at. */
    Cy6State copyWithStartTals(Cy6State s, Map<String, Integer> startTals);

    /** {@code s} with {@code barrages}. */
    Cy6State copyWithBarrages(Cy6State s, List<Barrage> barrages);

    /** {@code s} with the aircraft {@code spotted}. */
    Cy6State copyWithSpotted(Cy6State s, Set<String> spotted);

    /** {@code s} at the start of the next turn. */
    Cy6State nextTurn(Cy6State s);

    /** {@code s} ended with {@code result}. */
    Cy6State over(Cy6State s, String result, Optional<String> winner);
  }

  /**
   * Installs the API package's access; called once, when {@link Cy6Rules} is initialised.
   *
   * @param lent the access
   */
  public static void install(Access lent) {
    access = lent;
  }

  private static Access access() {
    Access a = access;
    if (a == null) {
      try {
        Class.forName(Cy6Rules.class.getName(), true, Cy6Rules.class.getClassLoader());
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException(e);
      }
      a = access;
      if (a == null) {
        throw new IllegalStateException("Cy6Rules did not install the state access");
      }
    }
    return a;
  }

  /** The aircraft called {@code id} in {@code s}, which must exist. */
  public static Plane get(Cy6State s, String id) {
    return access().get(s, id);
  }

  /** {@code s} with {@code dice}. */
  public static Cy6State with(Cy6State s, DiceStream dice) {
    return access().with(s, dice);
  }

  /** {@code s} with {@code planes}. */
  public static Cy6State copyWithPlanes(Cy6State s, List<Plane> planes) {
    return access().copyWithPlanes(s, planes);
  }

  /** {@code s} with {@code plane} in place of the aircraft of the same id. */
  public static Cy6State withPlane(Cy6State s, Plane plane) {
    return access().withPlane(s, plane);
  }

  /** {@code s} with {@code ground}. */
  public static Cy6State copyWithGround(Cy6State s, Ground ground) {
    return access().copyWithGround(s, ground);
  }

  /** {@code s} at {@code step}, waiting for {@code waiting}. */
  public static Cy6State at(Cy6State s, Cy6State.Step step, List<String> waiting) {
    return access().at(s, step, waiting);
  }

  /** {@code s} with the declarations and plots committed so far. */
  public static Cy6State withCommitted(
      Cy6State s,
      List<String> waiting,
      Map<String, String> tails,
      Map<String, Cy6Command.FormationChoice> formationChoices,
      Map<String, Cy6Command.Plot> plots,
      Map<String, String> tailInfo,
      Map<String, Optional<String>> fire) {
    return access().withCommitted(s, waiting, tails, formationChoices, plots, tailInfo, fire);
  }

  /** {@code s} with the AA orders and strikes committed so far. */
  public static Cy6State withOrders(
      Cy6State s,
      List<String> waiting,
      Map<String, Cy6Command.ByBattery> flak,
      Map<String, Cy6Command.Strike> strikes) {
    return access().withOrders(s, waiting, flak, strikes);
  }

  /** {@code s} with the TALs its aircraft started the move at. */
  public static Cy6State copyWithStartTals(Cy6State s, Map<String, Integer> startTals) {
    return access().copyWithStartTals(s, startTals);
  }

  /** {@code s} with {@code barrages}. */
  public static Cy6State copyWithBarrages(Cy6State s, List<Barrage> barrages) {
    return access().copyWithBarrages(s, barrages);
  }

  /** {@code s} with the aircraft {@code spotted}. */
  public static Cy6State copyWithSpotted(Cy6State s, Set<String> spotted) {
    return access().copyWithSpotted(s, spotted);
  }

  /** {@code s} at the start of the next turn. */
  public static Cy6State nextTurn(Cy6State s) {
    return access().nextTurn(s);
  }

  /** {@code s} ended with {@code result}. */
  public static Cy6State over(Cy6State s, String result, Optional<String> winner) {
    return access().over(s, result, winner);
  }

  /** A copy of {@code map} with {@code key} mapped to {@code value}, in insertion order. */
  public static <K, V> Map<K, V> plus(Map<K, V> map, K key, V value) {
    Map<K, V> out = new LinkedHashMap<>(map);
    out.put(key, value);
    return out;
  }
}
