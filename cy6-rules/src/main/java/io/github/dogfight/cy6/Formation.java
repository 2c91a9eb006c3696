package io.github.dogfight.cy6;

import io.github.dogfight.core.hex.Hex;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The formation rules (rules 002, C1.0): "A formation must consist of at least two (2) aircraft
 * (Formation Leader &amp; Wingmen)"; "Formations must move at one less than the maximum speed of
 * the slowest undamaged aircraft in the formation or may move at speed 1 if maximum speed is 1";
 * "Aircraft in formations must fly at the same Tactical Altitude Level"; wingmen that cannot reach
 * a formation hex break formation.
 *
 * <p>Assumption (the formation hex diagram is not in the text): the formation hexes of a leader are
 * the hexes behind it to either side, rear-left and rear-right (two hexsides off its facing), and
 * for a larger formation those behind them on the same lines, alternating left and right. A
 * wingman's facing is not part of it: in the seed's example one wingman turns with the leader and
 * the other slips without turning, and both are in formation.
 *
 * <p>Assumption: a wingman that stays in formation flies its leader's maneuver type ("Flight Leader
 * climbs ... Wingmen climb and move into formation hexes") at its own speed or one more or less
 * (the example's right wingman flies R44 from speed 3), and must end in a formation hex; with no
 * such code on its chart it breaks formation involuntarily and "must fly straight and level at
 * start speed of formation leader". Both parts of the seed's example play so.
 *
 * <p>In a game a wingman's condition counts as well: it keeps formation only with one of these
 * codes that breaks none of its restrictions (those every plot obeys, and "must fly forward"), and
 * otherwise breaks formation as when it has none; breaking formation with a jammed rudder ("must do
 * right turn next turn") it turns right, level, at its leader's start speed.
 */
public final class Formation {
  private Formation() {}

  /**
   * The first {@code wingmen} formation hexes of a leader at {@code leader}: rear-left, rear-right,
   * then two hexes back on each line, and so on.
   *
   * @param leader the leader's position
   * @param wingmen how many wingmen, 1 or more
   * @return the hexes
   */
  public static List<Hex> formationHexes(Position leader, int wingmen) {
    Objects.requireNonNull(leader, "leader");
    if (wingmen < 1) {
      throw new IllegalArgumentException(
          "a formation has a leader and at least one wingman (at least two aircraft), not "
              + wingmen
              + " wingmen");
    }
    List<Hex> out = new ArrayList<>();
    for (int i = 0; out.size() < wingmen; i++) {
      int steps = i / 2 + 1;
      int side = i % 2 == 0 ? -2 : 2;
      out.add(leader.hex().step(leader.facing().turn(side), steps));
    }
    return out;
  }

  /**
   * Whether a wingman at {@code wingman}, TAL {@code wingmanTal}, is in one of the leader's
   * formation hexes at its TAL.
   *
   * @param leader the leader's position
   * @param leaderTal the leader's TAL
   * @param wingman the wingman's hex
   * @param wingmanTal the wingman's TAL
   * @param wingmen how many wingmen
   * @return whether a wingman at {@code wingman}, TAL {@code wingmanTal}, is in one of the leader's
   *     formation hexes at its TAL
   */
  public static boolean inFormation(
      Position leader, int leaderTal, Hex wingman, int wingmanTal, int wingmen) {
    Objects.requireNonNull(leader, "leader");
    Objects.requireNonNull(wingman, "wingman");
    return leaderTal == wingmanTal && formationHexes(leader, wingmen).contains(wingman);
  }

  /**
   * The codes a wingman at {@code wingman}, flying at {@code speed} (its maximum {@code maxSpeed}),
   * may fly with its leader's maneuver type {@code maneuver} to end in one of {@code hexes}; empty
   * means it must break formation. Its condition's restrictions are not applied here: a game keeps
   * only the codes they allow.
   *
   * @param chart the wingman's move chart
   * @param maneuver the leader's maneuver
   * @param wingman the wingman's position
   * @param speed the wingman's speed
   * @param maxSpeed the wingman's maximum speed
   * @param hexes the free formation hexes
   * @return the codes, by speed
   */
  public static List<TurnCode> codesIntoFormation(
      MoveChart chart,
      Maneuver maneuver,
      Position wingman,
      int speed,
      int maxSpeed,
      List<Hex> hexes) {
    Objects.requireNonNull(chart, "chart");
    Objects.requireNonNull(maneuver, "maneuver");
    Objects.requireNonNull(wingman, "wingman");
    Objects.requireNonNull(hexes, "hexes");
    List<TurnCode> out = new ArrayList<>();
    for (int s = Math.max(1, speed - 1); s <= Math.min(maxSpeed, speed + 1); s++) {
      for (TurnCode c : chart.codes(s, maneuver)) {
        if (hexes.contains(c.fly(wingman).hex())) {
          out.add(c);
        }
      }
    }
    return out;
  }

  /**
   * The speed a formation flies at: one less than the slowest undamaged member's maximum speed, or
   * 1 when that maximum is 1.
   *
   * @param maxSpeeds the maximum speeds of the formation's undamaged aircraft (at least one)
   * @return the formation's speed
   */
  public static int speed(List<Integer> maxSpeeds) {
    int slowest =
        maxSpeeds.stream()
            .mapToInt(Integer::intValue)
            .min()
            .orElseThrow(
                () ->
                    new IllegalArgumentException("a formation's speed needs an undamaged member"));
    return slowest <= 1 ? 1 : slowest - 1;
  }
}
