package io.github.dogfight.core.dice;

import com.google.common.primitives.ImmutableIntArray;
import org.jspecify.annotations.Nullable;

/**
 * The record of one expression being rolled: every raw face drawn, explosions, modifiers. Only
 * {@link Roller} creates these.
 */
public final class RollContext {
  private final FaceSource source;
  private final String subject;
  private final @Nullable String action;
  private final ImmutableIntArray.Builder faces;
  private int explosions;
  private int modifier;

  RollContext(FaceSource source, String subject, @Nullable String action, int expectedFaces) {
    this.source = source;
    this.subject = subject;
    this.action = action;
    this.faces = ImmutableIntArray.builder(Math.max(2, expectedFaces));
  }

  /**
   * Draws one raw face of {@code die} and records it.
   *
   * @param die the die
   * @return the raw face
   */
  public int face(Die die) {
    int f = source.face(die, this);
    faces.add(f);
    return f;
  }

  /** Records that a die exploded. */
  public void exploded() {
    explosions++;
  }

  /**
   * Records a constant modifier that entered the result.
   *
   * @param value the modifier
   */
  public void addModifier(int value) {
    modifier += value;
  }

  /** The faces drawn so far; later draws do not change the returned array. */
  ImmutableIntArray faces() {
    return faces.build();
  }

  /** What the roll is for. */
  String purpose() {
    return action == null ? subject : subject + " " + action;
  }

  int explosions() {
    return explosions;
  }

  int modifier() {
    return modifier;
  }
}
