package io.github.dogfight.core.dice;

import java.util.Objects;

/**
 * Rerolling a die that shows one of {@code faces}: until it shows another face ({@code r1}, {@code
 * r<3}), or once, the second roll standing whatever it shows ({@code ro1}).
 *
 * <p>A reroll until the face is outside the set needs at least one face outside it (a pool that
 * would reroll every face is refused); it then ends with probability 1, after {@code sides / (sides
 * - rerolled)} draws on average (at most 1000 for a d1000 that rerolls all but one face). Every
 * face drawn is recorded, the rerolled ones included.
 *
 * @param faces raw faces that are rolled again, not empty
 * @param once roll again only once, the second roll standing ({@code ro}); otherwise until the face
 *     is outside {@code faces} ({@code r})
 */
public record Reroll(FaceSet faces, boolean once) {
  /**
   * Checks the faces.
   *
   * @param faces raw faces that are rolled again, not empty
   * @param once roll again only once, the second roll standing ({@code ro}); otherwise until the
   *     face is outside {@code faces} ({@code r})
   * @throws IllegalArgumentException if {@code faces} is empty
   */
  public Reroll {
    Objects.requireNonNull(faces, "faces");
    if (faces.isEmpty()) {
      throw new IllegalArgumentException("a reroll needs at least one face to reroll");
    }
  }

  /**
   * Reroll {@code faces} until the die shows another face.
   *
   * @param faces the faces rolled again
   * @return the rule
   */
  public static Reroll until(FaceSet faces) {
    return new Reroll(faces, false);
  }

  /**
   * Reroll {@code faces} once; the second roll stands.
   *
   * @param faces the faces rolled again
   * @return the rule
   */
  public static Reroll once(FaceSet faces) {
    return new Reroll(faces, true);
  }

  /**
   * Whether a die showing {@code face} is rolled again.
   *
   * @param face the raw face
   * @return whether it is rerolled
   */
  public boolean rerolls(int face) {
    return faces.contains(face);
  }

  /**
   * The faces of a {@code die} that can stand: every face for a reroll once, the faces outside
   * {@link #faces} for a reroll until.
   *
   * @param die the die
   * @return the faces that can end a roll
   */
  public FaceSet standing(Die die) {
    if (once) {
      return FaceSet.range(1, die.sides());
    }
    int[] kept = new int[die.sides()];
    int n = 0;
    for (int f = 1; f <= die.sides(); f++) {
      if (!faces.contains(f)) {
        kept[n++] = f;
      }
    }
    return FaceSet.of(java.util.Arrays.copyOf(kept, n));
  }

  /**
   * One raw face of {@code die} drawn from {@code context} under this rule.
   *
   * @param die the die
   * @param context where faces come from and are recorded
   * @return the face that stands
   */
  int draw(Die die, RollContext context) {
    int f = context.face(die);
    if (once) {
      return faces.contains(f) ? context.face(die) : f;
    }
    while (faces.contains(f)) {
      f = context.face(die);
    }
    return f;
  }

  /**
   * Notation: {@code r} or {@code ro}, then the faces: {@code 1} for one face, {@code <3} for the
   * faces below 3, {@code >5} for those above 5 on {@code die}, otherwise {@code {2,4}}.
   *
   * @param die the die rerolled
   * @return the notation
   */
  String notation(Die die) {
    String head = once ? "ro" : "r";
    int min = faces.min();
    int max = faces.max();
    if (min == max) {
      return head + min;
    }
    boolean run = faces.size() == max - min + 1;
    if (run && min == 1) {
      return head + "<" + (max + 1);
    }
    if (run && max == die.sides()) {
      return head + ">" + (min - 1);
    }
    return head + faces.ranges();
  }
}
