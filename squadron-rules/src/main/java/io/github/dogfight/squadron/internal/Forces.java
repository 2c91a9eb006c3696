package io.github.dogfight.squadron.internal;

import io.github.dogfight.squadron.Aircraft;
import io.github.dogfight.squadron.Role;
import io.github.dogfight.squadron.Squadron;
import java.util.ArrayList;
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
    List<Aircraft> out = new ArrayList<>();
    for (Aircraft a : squadron.fighters()) {
      if (a.type().armament().isPresent()) {
        out.add(a);
      }
    }
    return out;
  }

  /**
   * Whether {@code squadron} has an armed fighter in the fight.
   *
   * @param squadron the squadron
   * @return whether {@link #armedFighters} is not empty
   */
  public static boolean hasArmedFighter(Squadron squadron) {
    for (Aircraft a : squadron.fighters()) {
      if (a.type().armament().isPresent()) {
        return true;
      }
    }
    return false;
  }

  /**
   * The aircraft in the fight that may escape: every one not piloted by a PC.
   *
   * @param squadron the squadron
   * @return its aircraft that may escape, in order
   */
  public static List<Aircraft> escapable(Squadron squadron) {
    List<Aircraft> out = new ArrayList<>();
    for (Aircraft a : squadron.inFight()) {
      if (a.type().role() != Role.PC) {
        out.add(a);
      }
    }
    return out;
  }

  /**
   * Whether {@code squadron} has an aircraft in the fight that may escape.
   *
   * @param squadron the squadron
   * @return whether {@link #escapable} is not empty
   */
  public static boolean canEscape(Squadron squadron) {
    for (Aircraft a : squadron.inFight()) {
      if (a.type().role() != Role.PC) {
        return true;
      }
    }
    return false;
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
