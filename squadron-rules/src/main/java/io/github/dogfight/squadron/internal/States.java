package io.github.dogfight.squadron.internal;

import io.github.dogfight.squadron.Aircraft;
import io.github.dogfight.squadron.Maneuver;
import io.github.dogfight.squadron.Pending;
import io.github.dogfight.squadron.Side;
import io.github.dogfight.squadron.Squadron;
import io.github.dogfight.squadron.SquadronState;
import io.github.dogfight.squadron.Status;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How the engine builds new states and aircraft. The generated immutable classes stay
 * package-private in the API package, which hands the engine this (through {@link Context}).
 */
public interface States {
  /**
   * {@code state} waiting for {@code pending}.
   *
   * @param state the state
   * @param pending the next decision
   * @return the new state
   */
  SquadronState withPending(SquadronState state, Pending pending);

  /**
   * {@code state} with {@code declared} as this turn's declarations.
   *
   * @param state the state
   * @param declared the maneuvers declared, by side
   * @return the new state
   */
  SquadronState withDeclared(SquadronState state, Map<Side, Maneuver> declared);

  /**
   * {@code state} with {@code bank} as the banked Tactical successes.
   *
   * @param state the state
   * @param bank the banks, by side
   * @return the new state
   */
  SquadronState withTacticalBank(SquadronState state, Map<Side, Integer> bank);

  /**
   * {@code state} in turn {@code turn}.
   *
   * @param state the state
   * @param turn the turn
   * @return the new state
   */
  SquadronState withTurn(SquadronState state, int turn);

  /**
   * {@code state} ended: no decision pending, {@code result}, {@code winner} and {@code reason}
   * set.
   *
   * @param state the state
   * @param result how it ended
   * @param winner the squadron still in the fight, if one is
   * @param reason why it ended, one of {@link io.github.dogfight.squadron.SquadronRules#endReasons}
   * @return the new state
   */
  SquadronState ended(SquadronState state, String result, Optional<String> winner, String reason);

  /**
   * {@code squadron} with {@code aircraft} (the same aircraft, in the same order, changed).
   *
   * @param squadron the squadron
   * @param aircraft its aircraft
   * @return the changed squadron
   */
  Squadron withAircraft(Squadron squadron, List<Aircraft> aircraft);

  /**
   * {@code aircraft} with {@code damage} and {@code status}.
   *
   * @param aircraft the aircraft
   * @param damage its damage
   * @param status its status
   * @return the changed aircraft
   */
  Aircraft aircraft(Aircraft aircraft, int damage, Status status);
}
