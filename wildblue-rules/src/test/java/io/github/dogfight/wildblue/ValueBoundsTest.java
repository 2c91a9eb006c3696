package io.github.dogfight.wildblue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.Die;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The bounds of the values a host builds: each is accepted at both ends and refused one past
 * either, naming the field and the value.
 */
class ValueBoundsTest {
  private static final List<Gun> GUNS = List.of(new Gun(Gun.Mount.FIXED, 2, Die.of(6)));

  private static PlaneType type(
      int cruising, int top, int size, int hp, int maneuverability, int magazine, int seats) {
    return new PlaneType(
        "Test",
        cruising,
        top,
        size,
        hp,
        maneuverability,
        GUNS,
        magazine,
        Optional.empty(),
        seats,
        List.of());
  }

  @Test
  void planeTypesAcceptEveryFieldAtBothEnds() {
    assertThat(type(10, 10, 0, 1, 0, 0, 1).top()).isEqualTo(10);
    assertThat(type(2000, 2000, 100, 10_000, 14, 1000, 2).seats()).isEqualTo(2);
  }

  @ParameterizedTest(name = "{0}, {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "cruising must be 10..2000 | was 9 | 9, 100, 5, 10, 2, 10, 1",
        "cruising must be 10..2000 | was 2001 | 2001, 2001, 5, 10, 2, 10, 1",
        "top must be 100..2000 | was 99 | 100, 99, 5, 10, 2, 10, 1",
        "top must be 100..2000 | was 2001 | 100, 2001, 5, 10, 2, 10, 1",
        "size must be 0..100 | was -1 | 100, 100, -1, 10, 2, 10, 1",
        "size must be 0..100 | was 101 | 100, 100, 101, 10, 2, 10, 1",
        "hitPoints must be 1..10000 | was 0 | 100, 100, 5, 0, 2, 10, 1",
        "hitPoints must be 1..10000 | was 10001 | 100, 100, 5, 10001, 2, 10, 1",
        "maneuverability must be 0..14 | was -1 | 100, 100, 5, 10, -1, 10, 1",
        "maneuverability must be 0..14 | was 15 | 100, 100, 5, 10, 15, 10, 1",
        "magazine must be 0..1000 | was -1 | 100, 100, 5, 10, 2, -1, 1",
        "magazine must be 0..1000 | was 1001 | 100, 100, 5, 10, 2, 1001, 1",
        "seats must be 1..2 | was 0 | 100, 100, 5, 10, 2, 10, 0",
        "seats must be 1..2 | was 3 | 100, 100, 5, 10, 2, 10, 3",
      })
  void planeTypesRefuseAFieldOnePastEitherEnd(String rule, String was, String values) {
    int[] v =
        java.util.Arrays.stream(values.split(","))
            .map(String::strip)
            .mapToInt(Integer::parseInt)
            .toArray();
    assertThatThrownBy(() -> type(v[0], v[1], v[2], v[3], v[4], v[5], v[6]))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("plane type 'Test': " + rule + ", " + was);
  }

  @Test
  void bombLoadsAreOneToTwentyOfOneToTwentyDice() {
    assertThat(new PlaneType.Bombs(1, 1).count()).isEqualTo(1);
    assertThat(new PlaneType.Bombs(20, 20).dice()).isEqualTo(20);
    for (int count : new int[] {0, 21}) {
      assertThatThrownBy(() -> new PlaneType.Bombs(count, 1))
          .hasMessage("bombs or grenades carried must be 1..20, was " + count);
    }
    for (int dice : new int[] {0, 21}) {
      assertThatThrownBy(() -> new PlaneType.Bombs(1, dice))
          .hasMessage("d6s per bomb or grenade must be 1..20, was " + dice);
    }
  }

  @Test
  void airmenAcceptEveryFieldAtBothEnds() {
    assertThat(new Airman("Ace", 0, 0, 0, 0, 0, 1).hitPoints()).isEqualTo(1);
    assertThat(new Airman("Ace", 100, 100, 100, 100, 100, 1000).dex()).isEqualTo(100);
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({
    "dex, -1, -1, 0, 0, 0, 0, 10",
    "dex, 101, 101, 0, 0, 0, 0, 10",
    "cunning, -1, 0, -1, 0, 0, 0, 10",
    "cunning, 101, 0, 101, 0, 0, 0, 10",
    "intelligence, -1, 0, 0, -1, 0, 0, 10",
    "intelligence, 101, 0, 0, 101, 0, 0, 10",
    "piloting, -1, 0, 0, 0, -1, 0, 10",
    "piloting, 101, 0, 0, 0, 101, 0, 10",
    "firearms, -1, 0, 0, 0, 0, -1, 10",
    "firearms, 101, 0, 0, 0, 0, 101, 10",
  })
  void airmenRefuseASkillOnePastEitherEnd(
      String field,
      int was,
      int dex,
      int cunning,
      int intelligence,
      int piloting,
      int firearms,
      int hp) {
    assertThatThrownBy(() -> new Airman("Ace", dex, cunning, intelligence, piloting, firearms, hp))
        .hasMessage("character 'Ace': " + field + " must be 0..100, was " + was);
  }

  @Test
  void airmenRefuseHitPointsOutsideOneToAThousand() {
    assertThatThrownBy(() -> new Airman("Ace", 1, 1, 1, 1, 1, 0))
        .hasMessage("character 'Ace': hitPoints must be 1..1000, was 0");
    assertThatThrownBy(() -> new Airman("Ace", 1, 1, 1, 1, 1, 1001))
        .hasMessage("character 'Ace': hitPoints must be 1..1000, was 1001");
  }

  @Test
  void theEngineSettingsAcceptBothEndsAndRefuseOnePast() {
    WildBlueConfig c = WildBlueConfig.defaults();
    assertThat(c.withSoftCap(1).softCap()).isEqualTo(1);
    assertThat(c.withSoftCap(30).softCap()).isEqualTo(30);
    assertThat(c.withMaxTurns(1).maxTurns()).isEqualTo(1);
    assertThat(c.withMaxTurns(1000).maxTurns()).isEqualTo(1000);
    assertThat(c.withAttemptsWhenForgoing(1).attemptsWhenForgoing()).isEqualTo(1);
    assertThat(c.withAttemptsWhenForgoing(5).attemptsWhenForgoing()).isEqualTo(5);
    assertThatThrownBy(() -> c.withSoftCap(0)).hasMessage("softCap must be 1..30, was 0");
    assertThatThrownBy(() -> c.withSoftCap(31)).hasMessage("softCap must be 1..30, was 31");
    assertThatThrownBy(() -> c.withMaxTurns(0)).hasMessage("maxTurns must be 1..1000, was 0");
    assertThatThrownBy(() -> c.withMaxTurns(1001)).hasMessage("maxTurns must be 1..1000, was 1001");
    assertThatThrownBy(() -> c.withAttemptsWhenForgoing(0))
        .hasMessage("attemptsWhenForgoing must be 1..5, was 0");
    assertThatThrownBy(() -> c.withAttemptsWhenForgoing(6))
        .hasMessage("attemptsWhenForgoing must be 1..5, was 6");
  }
}
