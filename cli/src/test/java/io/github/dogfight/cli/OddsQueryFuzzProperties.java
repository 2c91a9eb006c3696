package io.github.dogfight.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.OddsArgumentException;
import io.github.dogfight.core.game.OddsProvider;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.game.RuleSets;
import io.github.dogfight.core.odds.OddsLimitException;
import io.github.dogfight.testkit.Fuzz;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * Hostile options for every installed odds query, as typed after {@code dogfight odds --rules R
 * QUERY}: each call answers, or fails with {@link OddsArgumentException} naming the query and the
 * option, or with {@link OddsLimitException}, within a time limit.
 */
class OddsQueryFuzzProperties {
  private static final Duration LIMIT = Duration.ofSeconds(20);

  record Call(String provider, OddsQuery query, Map<String, String> options) {
    @Override
    public String toString() {
      return provider + " " + query.name() + " " + options;
    }
  }

  @Property(tries = 1000)
  void everyQueryAnswersOrNamesTheOption(@ForAll("calls") Call call) {
    IllegalArgumentException e =
        Fuzz.answersOrFails(
            call.toString(),
            IllegalArgumentException.class,
            LIMIT,
            () -> call.query().answer(call.options()));
    if (e instanceof OddsArgumentException bad) {
      assertThat(bad.query()).isEqualTo(call.query().name());
      List<String> named = new ArrayList<>(call.query().parameters().keySet());
      named.addAll(call.options().keySet());
      assertThat(bad.option()).isIn(named);
      assertThat(bad.getMessage()).contains("--" + bad.option());
    } else if (e != null) {
      assertThat(e).as("typed error for %s", call).isInstanceOf(OddsLimitException.class);
    }
  }

  @Provide
  Arbitrary<Call> calls() {
    List<Arbitrary<Call>> each = new ArrayList<>();
    for (OddsProvider p : RuleSets.oddsProviders()) {
      for (OddsQuery q : p.oddsQueries()) {
        each.add(options(q).map(o -> new Call(p.name(), q, o)));
      }
    }
    return Arbitraries.oneOf(each);
  }

  private static Arbitrary<Map<String, String>> options(OddsQuery q) {
    Arbitrary<String> value =
        Arbitraries.frequencyOf(
            Tuple.of(6, Arbitraries.integers().between(-3, 40).map(String::valueOf)),
            Tuple.of(2, Fuzz.hostileText()),
            Tuple.of(1, Arbitraries.of("2147483647", "-2147483648", "99999999999", "1000000", "")),
            // Gun lists at and past Check Your 6!'s total of 24 (issue 28: repeated entries).
            Tuple.of(
                1,
                Arbitraries.of(
                    "24xLRHC",
                    "12xLRHC,12xLVHC/low",
                    "24xLRHC,1xLMG",
                    String.join(",", java.util.Collections.nCopies(18, "24xLRHC")))));
    List<Arbitrary<Map.Entry<String, String>>> entries = new ArrayList<>();
    for (String key : q.parameters().keySet()) {
      entries.add(value.map(v -> Map.entry(key, v)));
    }
    entries.add(Fuzz.hostileText().map(k -> Map.entry(k, "1")));
    Arbitrary<Map.Entry<String, String>> entry = Arbitraries.oneOf(entries);
    return entry
        .list()
        .ofMaxSize(q.parameters().size() + 1)
        .map(
            list -> {
              Map<String, String> m = new LinkedHashMap<>();
              list.forEach(en -> m.put(en.getKey(), en.getValue()));
              return m;
            });
  }
}
