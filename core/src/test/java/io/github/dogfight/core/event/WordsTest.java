package io.github.dogfight.core.event;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class WordsTest {
  @Test
  void countsTakeThePluralExceptForOneAndMinusOne() {
    assertThat(Words.count(1, "fighter")).isEqualTo("1 fighter");
    assertThat(Words.count(-1, "point")).isEqualTo("-1 point");
    assertThat(Words.count(0, "fighter")).isEqualTo("0 fighters");
    assertThat(Words.count(2, "damage roll")).isEqualTo("2 damage rolls");
    assertThat(Words.count(-2, "point")).isEqualTo("-2 points");
    assertThat(Words.count(1, "die", "dice")).isEqualTo("1 die");
    assertThat(Words.count(3, "die", "dice")).isEqualTo("3 dice");
  }

  @Test
  void listsAreJoinedWithCommasAndAFinalAnd() {
    assertThat(Words.list(List.of())).isEmpty();
    assertThat(Words.list(List.of("smoke"))).isEqualTo("smoke");
    assertThat(Words.list(List.of("smoke", "fire"))).isEqualTo("smoke and fire");
    assertThat(Words.list(List.of("smoke", "fire", "a wounded pilot")))
        .isEqualTo("smoke, fire and a wounded pilot");
  }
}
