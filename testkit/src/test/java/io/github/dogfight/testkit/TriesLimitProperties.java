package io.github.dogfight.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;
import org.jspecify.annotations.Nullable;

/** The tries cap is applied when its system property is set, and a bad value is refused. */
@AddLifecycleHook(TriesLimit.class)
class TriesLimitProperties {
  private static final AtomicInteger TRIES = new AtomicInteger();
  private static @Nullable String before;

  @BeforeContainer
  static void capAtSeven() {
    before = System.getProperty(TriesLimit.PROPERTY);
    System.setProperty(TriesLimit.PROPERTY, "7");
  }

  @AfterContainer
  static void ranSevenTries() {
    if (before == null) {
      System.clearProperty(TriesLimit.PROPERTY);
    } else {
      System.setProperty(TriesLimit.PROPERTY, before);
    }
    assertThat(TRIES.get()).as("tries of a 1,000-try property capped at 7").isEqualTo(7);
  }

  @Property(tries = 1000)
  void counted(@ForAll int any) {
    TRIES.incrementAndGet();
  }

  @Example
  void anUnsetPropertyIsNoCapAndSpacesAreIgnored() {
    assertThat(TriesLimit.cap(null)).isNull();
    assertThat(TriesLimit.cap(" 50 ")).isEqualTo(50);
  }

  @Example
  void badValuesAreRefusedByName() {
    assertThatThrownBy(() -> TriesLimit.cap("0"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("dogfight.tries.max must be a whole number of at least 1, was '0'");
    assertThatThrownBy(() -> TriesLimit.cap("fifty"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("dogfight.tries.max must be a whole number of at least 1, was 'fifty'");
  }
}
