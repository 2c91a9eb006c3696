package io.github.dogfight.cy6;

import java.util.Locale;

/**
 * How an aircraft attacks a surface target (rules 002, C3.0), and where it must be to do it.
 *
 * <p>Assumptions (the seed gives only the torpedo's position and the dive bomber's CABs): bombs
 * fall on the hex the aircraft is over; rockets and guns reach a target in its hex or one hex ahead
 * in the front arc; a torpedo is dropped at Surface Low TAL 1 at a ship 1 to 4 hexes ahead in the
 * front arc ("S.Low CAB, TAL1, four hex from tgt.", read as at most four).
 */
public enum StrikeKind {
  /** Level bombing, from any CAB: no modifier. */
  LEVEL_BOMB,
  /**
   * Dive bombing: "+1 Dive Bomb"; "Dive Bombers: Must execute their attack in Low or Surface Low
   * CAB; must start minimum one CAB above".
   */
  DIVE_BOMB,
  /** A rocket attack: "+1 Rocket Attack", at Low or Surface Low (an assumption). */
  ROCKETS,
  /** A strafing attack with the forward guns: "+1 Strafing Attack", at Low or Surface Low. */
  STRAFE,
  /** A torpedo attack: "-1 Torpedo Attack (S.Low CAB, TAL1, four hex from tgt.)". */
  TORPEDO;

  /** Its name in commands: level-bomb, dive-bomb, rockets, strafe, torpedo. */
  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /**
   * Whether it needs ordnance {@code o}: bombs, rockets, a torpedo, or none for strafing.
   *
   * @param o the ordnance
   * @return whether an attack of this kind drops or fires {@code o}
   */
  public boolean uses(Ordnance o) {
    return switch (this) {
      case LEVEL_BOMB, DIVE_BOMB -> o.bombs();
      case ROCKETS -> o == Ordnance.ROCKETS;
      case TORPEDO -> o == Ordnance.TORPEDO;
      case STRAFE -> false;
    };
  }
}
