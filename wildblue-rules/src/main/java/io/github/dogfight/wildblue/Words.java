package io.github.dogfight.wildblue;

/** Plain words for narration. */
final class Words {
  private Words() {}

  static String hp(Plane p) {
    return p.hp() + " of " + p.type().hitPoints() + " HP left";
  }

  static String actions(int n) {
    return n == 1 ? "1 action" : n + " actions";
  }
}
