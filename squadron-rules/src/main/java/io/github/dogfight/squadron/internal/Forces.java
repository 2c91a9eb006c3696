package io.github.dogfight.squadron.internal;

import io.github.dogfight.squadron.Aircraft;
import io.github.dogfight.squadron.Role;
import io.github.dogfight.squadron.Squadron;
import java.util.List;

/** The aircraft of a squadron that may take part in a choice. */
public final class Forces {
  private Forces() {}

  /**
   * The fighters in the fight with an armament, which may make damage rolls.
   *
   * @param squadron the squadron
   * @return its armed fighters in the fight, in order
   */
  public static List<Aircraft> armedFighters(Squadron squadron) {
    return squadron.fighters().stream().filter(a -> a.type().armament().isPresent()).toList();
  }

  /**
   * The aircraft in the fight that may escape: every one not piloted by a PC.
   *
   * @param squadron the squadron
   * @return its aircraft that may escape, in order
   */
  public static List<Aircraft> escapable(Squadron squadron) {
    return squadron.inFight().stream().filter(a -> a.type().role() != Role.PC).toList();
  }

  /**
   * The ids of {@code aircraft}.
   *
   * @param aircraft the aircraft
   * @return their ids, in order
   */
  public static List<String> ids(List<Aircraft> aircraft) {
    return aircraft.stream().map(Aircraft::id).toList();
  }
}
