package io.github.dogfight.cy6;

import java.util.Objects;

/**
 * What a Lucky Hit Table result does (rules 002, B4.2.4), read from the cell's words and codes by
 * {@link LuckyHit#effects()}. Each constant quotes the words it stands for and says how long it
 * lasts.
 */
public enum LuckyEffect {
  /** "Plane Crashes", "Plane destroyed": destroyed at once. */
  DESTROYED,
  /** "Aircrew Check to save plane; fail and Plane Crashes": a check at once. */
  SAVE_CHECK,
  /** "pass plane must abort": with {@link #SAVE_CHECK}, a pass makes the aircraft abort. */
  ABORT_IF_SAVED,
  /** "Half of aircraft weapons are inoperable for remainder of the game". */
  HALF_WEAPONS,
  /** "Aircraft must fire with a -2 to-hit modifier for remainder of the game". */
  GUNSIGHT_DESTROYED,
  /** "Aircraft must do right turn next turn": the next move only. */
  RIGHT_TURN_NEXT_TURN,
  /** "check for OUT-OF-CONTROL": an out-of-control check the game makes. */
  OUT_OF_CONTROL_CHECK,
  /** "No special maneuvers for remainder of mission" (also part of the elevator results). */
  NO_SPECIAL_MANEUVERS,
  /** "may not ... powerdive/climb or steep climb/dive for rest of mission" (Elevator Hit). */
  NO_POWER_OR_STEEP,
  /** "may not ... dive or climb for rest of mission" (Elevator Destroyed). */
  NO_CLIMB_OR_DIVE,
  /** "crash land at end of mission". */
  CRASH_LAND_AT_END,
  /**
   * "Aircraft on fire, take Aircrew Check at start of next move to stop fire. If not stopped
   * aircraft is damaged (roll randomly to determine type)".
   */
  FIRE,
  /** Heavy Fire: as {@link #FIRE}, the check "minus one (-1)". */
  HEAVY_FIRE,
  /** "Aircraft may only move at half speed (round down) for remainder of mission". */
  HALF_SPEED,
  /** "Aircraft may only move at rate of one for remainder of mission". */
  SPEED_ONE,
  /** "must fly forward until Aircrew Check passed" (on a subsequent move). */
  FLY_FORWARD,
  /** "Next hit destroys aircraft": for the rest of the game. */
  NEXT_HIT_DESTROYS,
  /** "roll Aircrew Check to prevent tank leak. If failed, next hit destroys aircraft." */
  LEAK_CHECK,
  /** "remove one defensive weapon from aircraft". */
  LOSE_DEFENSIVE_GUN,
  /** "Aircraft may not turn for rest of mission". */
  NO_TURNS,
  /**
   * *B Pilot Blackout: random moves "until Aircrew Check passed (check at start of subsequent
   * moves)".
   */
  BLACKOUT,
  /**
   * *C Possible Collision: with a random aircraft within 1 hex, also when the lucky hit crashes the
   * aircraft (the game resolves it).
   */
  COLLISION,
  /**
   * *D Debris: a hit "with firepower of 2d6 (as if from HMG fire)" on the nearest aircraft behind,
   * two HMG dice by default ({@link DamageReadings#debris()}; the game resolves it).
   */
  DEBRIS,
  /** *E Possible Ordnance Explosion: a d6 if loaded with heavy weapons, 1-3 explodes. */
  ORDNANCE,
  /** *H Crew Heroic: an Aircrew Check; passed, fire one level better, deplete one worse. */
  HEROIC,
  /**
   * *O Oxygen System Hit: a d6 "if flying at MEDIUM-TOP CAB or above" (the altitude table's column:
   * TAL 8, the top of Medium, and up), 1-3 must exit the board by dive.
   */
  OXYGEN,
  /** *P Crew Panic: "No firing until Aircrew Check passed at start of a subsequent move". */
  PANIC;

  /**
   * The effect of an additional damage code.
   *
   * @param code the code
   * @return the effect
   * @throws IllegalArgumentException for a code other than *B *C *D *E *H *O *P
   */
  public static LuckyEffect ofCode(String code) {
    Objects.requireNonNull(code, "code");
    return switch (code) {
      case "*B" -> BLACKOUT;
      case "*C" -> COLLISION;
      case "*D" -> DEBRIS;
      case "*E" -> ORDNANCE;
      case "*H" -> HEROIC;
      case "*O" -> OXYGEN;
      case "*P" -> PANIC;
      default ->
          throw new IllegalArgumentException(
              "additional damage code '" + code + "' is not one of *B *C *D *E *H *O *P");
    };
  }
}
