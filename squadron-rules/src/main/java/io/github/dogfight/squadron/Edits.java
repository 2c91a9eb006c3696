package io.github.dogfight.squadron;

import io.github.dogfight.squadron.internal.States;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The engine's way to build states: the generated immutable classes are package-private. */
final class Edits implements States {
  @Override
  public SquadronState withPending(SquadronState state, Pending pending) {
    return ImmutableSquadronState.copyOf(state).withPending(pending);
  }

  @Override
  public SquadronState withDeclared(SquadronState state, Map<Side, Maneuver> declared) {
    return ImmutableSquadronState.copyOf(state).withDeclared(declared);
  }

  @Override
  public SquadronState withTacticalBank(SquadronState state, Map<Side, Integer> bank) {
    return ImmutableSquadronState.copyOf(state).withTacticalBank(bank);
  }

  @Override
  public SquadronState withTurn(SquadronState state, int turn) {
    return ImmutableSquadronState.copyOf(state).withTurn(turn);
  }

  @Override
  public SquadronState ended(
      SquadronState state, String result, Optional<String> winner, String reason) {
    return ImmutableSquadronState.builder()
        .from(state)
        .pending(Optional.empty())
        .result(result)
        .winner(winner)
        .endReason(reason)
        .build();
  }

  @Override
  public Squadron withAircraft(Squadron squadron, List<Aircraft> aircraft) {
    return ImmutableSquadron.copyOf(squadron).withAircraft(aircraft);
  }

  @Override
  public Aircraft aircraft(Aircraft aircraft, int damage, Status status) {
    return ImmutableAircraft.copyOf(aircraft).withDamage(damage).withStatus(status);
  }
}
