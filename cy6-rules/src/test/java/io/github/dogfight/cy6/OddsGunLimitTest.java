package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.dogfight.core.game.OddsArgumentException;
import io.github.dogfight.core.game.OddsQuery;
import java.util.Collections;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The gun queries count guns across every entry of {@code --guns} and refuse more than {@link
 * Cy6Odds#MAX_GUNS} before any odds are computed (issue 28: 18 entries of {@code 24xLRHC} bypassed
 * the per-entry cap of 24 and ran for a minute on 3.3 GB).
 */
class OddsGunLimitTest {
  private static OddsQuery query(String name) {
    return new Cy6Rules()
        .oddsQueries().stream().filter(x -> x.name().equals(name)).findFirst().orElseThrow();
  }

  private static final String EIGHTEEN = String.join(",", Collections.nCopies(18, "24xLRHC"));

  @Test
  void repeatedEntriesAreCountedTogetherAndRefusedBeforeAnyOdds() {
    Map<String, Map<String, String>> asked =
        Map.of(
            "shot", Map.of("guns", EIGHTEEN, "range", "2", "robustness", "2"),
            "to-hit", Map.of("guns", EIGHTEEN, "range", "2"),
            "firepower", Map.of("guns", EIGHTEEN));
    for (Map.Entry<String, Map<String, String>> ask : asked.entrySet()) {
      String name = ask.getKey();
      OddsArgumentException e =
          catchThrowableOfType(
              OddsArgumentException.class, () -> query(name).answer(ask.getValue()));
      assertThat(e).as(name).isNotNull();
      assertThat(e.query()).isEqualTo(name);
      assertThat(e.option()).isEqualTo("guns");
      assertThat(e.getMessage())
          .isEqualTo(
              name
                  + ": --guns: 432 guns in all (18 entries), over the limit of 24 guns per query"
                  + " (Cy6Odds.MAX_GUNS; the seed's largest attacks need 13)");
    }
    assertThat(
            catchThrowableOfType(
                OddsArgumentException.class,
                () -> query("firepower").answer(Map.of("guns", "24xLMG,1xLMG"))))
        .hasMessageContaining("25 guns in all (2 entries)");
  }

  @Test
  void theLargestAllowedShotAnswersWithinTheWorkLimit() {
    var answer =
        query("shot")
            .answer(Map.of("guns", "12xLRHC,12xLVHC/low", "range", "2", "robustness", "4"));
    assertThat(answer.distribution().totalProbability())
        .isEqualTo(io.github.dogfight.core.odds.Rational.ONE);
    // The sample catalog's B-17G, every gun bearing: within the cap.
    assertThat(query("firepower").answer(Map.of("guns", "2xHMG,11xHMG/def")).distribution().max())
        .isEqualTo(13 * 5);
  }
}
