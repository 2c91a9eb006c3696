package io.github.dogfight.core.dice;

import java.util.ArrayList;
import java.util.List;

/**
 * The record of one expression being rolled: every raw face drawn, explosions, modifiers. Only
 * {@link Roller} creates these.
 */
public final class RollContext {
  private final FaceSource source;
  private final String purpose;
  private final List<Integer> faces = new ArrayList<>();
  private int explosions;
  private int modifier;

  RollContext(FaceSource source, String purpose) {
    this.source = source;
    this.purpose = purpose;
  }

  /** Draws one raw face of {@code die} and records it. */
  public int face(Die die) {
    int f = source.face(die, purpose);
    faces.add(f);
    return f;
  }

  /** Records that a die exploded. */
  public void exploded() {
    explosions++;
  }

  /** Records a constant modifier that entered the result. */
  public void addModifier(int value) {
    modifier += value;
  }

  List<Integer> faces() {
    return faces;
  }

  int explosions() {
    return explosions;
  }

  int modifier() {
    return modifier;
  }
}
