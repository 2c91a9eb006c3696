package io.github.dogfight.core.event;

import java.util.List;
import java.util.Objects;

/**
 * Plain words for narration: counts with the right plural, lists joined as a person writes them.
 *
 * <pre>{@code
 * Words.count(1, "fighter");                  // "1 fighter"
 * Words.count(2, "damage roll");              // "2 damage rolls"
 * Words.count(3, "aerobatic point");          // "3 aerobatic points"
 * Words.count(2, "die", "dice");              // "2 dice"
 * Words.list(List.of("smoke", "fire", "a wounded pilot"));   // "smoke, fire and a wounded pilot"
 * }</pre>
 */
public final class Words {
  private Words() {}

  /**
   * {@code n} and the noun, with an {@code s} unless {@code n} is 1 or -1.
   *
   * @param n the count
   * @param singular the noun for one
   * @return for example "1 fighter", "0 fighters"
   */
  public static String count(int n, String singular) {
    Objects.requireNonNull(singular, "singular");
    return count(n, singular, singular + "s");
  }

  /**
   * {@code n} and the noun in the form it takes for {@code n}.
   *
   * @param n the count
   * @param singular the noun for one
   * @param plural the noun for any other count
   * @return for example "1 die", "2 dice"
   */
  public static String count(int n, String singular, String plural) {
    Objects.requireNonNull(singular, "singular");
    Objects.requireNonNull(plural, "plural");
    return n + " " + (Math.abs(n) == 1 ? singular : plural);
  }

  /**
   * The items joined with commas and a final "and"; empty for no items.
   *
   * @param items the items, in order
   * @return for example "a", "a and b", "a, b and c"
   */
  public static String list(List<String> items) {
    Objects.requireNonNull(items, "items");
    int n = items.size();
    if (n == 0) {
      return "";
    }
    if (n == 1) {
      return items.get(0);
    }
    return String.join(", ", items.subList(0, n - 1)) + " and " + items.get(n - 1);
  }
}
