package io.github.dogfight.squadron;

/**
 * The one instance of {@link CombatPhase#none()}, so that the exact odds can tell the default phase
 * (which reads nothing, the round included) from a host's.
 */
final class NoCombatPhase {
  private NoCombatPhase() {}

  static final CombatPhase NONE =
      CombatPhase.of(
          "no combat phase",
          "Assumption: rules 003 defers the Combat Phase to the host game, so by default it"
              + " resolves nothing; plug in the host's individual actions here.",
          (state, roller) ->
              new CombatPhase.CombatPhaseResult(
                  state.white(), state.black(), "no individual actions are resolved"));
}
