package io.github.dogfight.cy6;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.cy6.internal.States;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Lends the state's package-private copy methods to the engine ({@link States}). */
final class StateAccess implements States.Access {
  @Override
  public Plane get(Cy6State s, String id) {
    return s.get(id);
  }

  @Override
  public Cy6State with(Cy6State s, DiceStream dice) {
    return s.with(dice);
  }

  @Override
  public Cy6State copyWithPlanes(Cy6State s, List<Plane> planes) {
    return s.copyWithPlanes(planes);
  }

  @Override
  public Cy6State withPlane(Cy6State s, Plane plane) {
    return s.withPlane(plane);
  }

  @Override
  public Cy6State copyWithGround(Cy6State s, Ground ground) {
    return s.copyWithGround(ground);
  }

  @Override
  public Cy6State at(Cy6State s, Cy6State.Step step, List<String> waiting) {
    return s.at(step, waiting);
  }

  @Override
  public Cy6State withCommitted(
      Cy6State s,
      List<String> waiting,
      Map<String, String> tails,
      Map<String, Cy6Command.FormationChoice> formationChoices,
      Map<String, Cy6Command.Plot> plots,
      Map<String, String> tailInfo,
      Map<String, Optional<String>> fire) {
    return s.withCommitted(waiting, tails, formationChoices, plots, tailInfo, fire);
  }

  @Override
  public Cy6State withOrders(
      Cy6State s,
      List<String> waiting,
      Map<String, Cy6Command.ByBattery> flak,
      Map<String, Cy6Command.Strike> strikes) {
    return s.withOrders(waiting, flak, strikes);
  }

  @Override
  public Cy6State copyWithStartTals(Cy6State s, Map<String, Integer> startTals) {
    return s.copyWithStartTals(startTals);
  }

  @Override
  public Cy6State copyWithBarrages(Cy6State s, List<Barrage> barrages) {
    return s.copyWithBarrages(barrages);
  }

  @Override
  public Cy6State copyWithSpotted(Cy6State s, Set<String> spotted) {
    return s.copyWithSpotted(spotted);
  }

  @Override
  public Cy6State nextTurn(Cy6State s) {
    return s.nextTurn();
  }

  @Override
  public Cy6State over(Cy6State s, String result, Optional<String> winner) {
    return s.over(result, winner);
  }
}
