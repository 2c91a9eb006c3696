package io.github.dogfight.wildblue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.catalog.CatalogException;
import io.github.dogfight.testkit.CatalogFuzzContract;
import io.github.dogfight.testkit.TriesLimit;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/**
 * The bundled plane and crew catalogs, damaged (see {@link CatalogFuzzContract}), and the bombs
 * field's entries right and wrong.
 */
@AddLifecycleHook(TriesLimit.class)
class CatalogFuzzProperties extends CatalogFuzzContract {
  CatalogFuzzProperties() {
    super(
        new FuzzedCatalog("sample-planes.txt", PlaneCatalog.FIELDS, PlaneCatalog::parse),
        new FuzzedCatalog("sample-crew.txt", CrewCatalog.FIELDS, CrewCatalog::parse));
  }

  /** One entry of the bombs field, as a user might write it. */
  record Entry(String kind, int count, int dice, String suffix) {
    String text() {
      return switch (kind) {
        case "empty" -> "";
        case "dash" -> "-";
        default -> count + "x" + dice + "d6" + suffix;
      };
    }

    boolean grenades() {
      return kind.equals("grenades");
    }
  }

  @Provide
  Arbitrary<List<Entry>> ordnance() {
    Arbitrary<Entry> ordnance =
        Combinators.combine(
                Arbitraries.of("bombs", "grenades"),
                Arbitraries.integers().between(0, 25),
                Arbitraries.integers().between(0, 25),
                Arbitraries.of(" grenades", " grenade", " Grenades", "grenades"))
            .as((k, n, d, sfx) -> new Entry(k, n, d, k.equals("grenades") ? sfx : ""));
    Arbitrary<Entry> odd =
        Arbitraries.of(new Entry("empty", 0, 0, ""), new Entry("dash", 0, 0, ""));
    return Arbitraries.frequencyOf(Tuple.of(6, ordnance), Tuple.of(1, odd))
        .list()
        .ofMinSize(1)
        .ofMaxSize(3);
  }

  /**
   * The bombs field, made of entries right and wrong (counts and dice 0 to 25, empty entries, a '-'
   * among others, a kind given twice): it reads exactly when every entry is right, and otherwise
   * the refusal names the file, line and field and what is wrong with the first wrong entry, in the
   * right word: bombs or grenades.
   */
  @Property(tries = 1000)
  void ordnanceRefusalsNameWhatIsWrongInTheRightWord(@ForAll("ordnance") List<Entry> entries)
      throws IOException {
    String field = String.join(", ", entries.stream().map(Entry::text).toList());
    String line = "Test | 150 | 185 | 3 | 70 | 3 | fixed 2d6 | 12 | " + field + " | 1 | fire\n";
    String expected = null;
    boolean bombs = false;
    boolean grenades = false;
    for (Entry e : entries) {
      String word = e.grenades() ? "grenades" : "bombs";
      String one = e.grenades() ? "grenade" : "bomb";
      if (e.kind().equals("empty")) {
        expected = "has an empty entry";
      } else if (e.kind().equals("dash")) {
        expected = "- (no bombs, no grenades) stands alone";
      } else if (e.grenades() ? grenades : bombs) {
        expected = "gives " + word + " twice";
      } else if (e.count() < 1 || e.count() > 20) {
        expected = word + " carried must be 1 to 20, was " + e.count();
      } else if (e.dice() < 1 || e.dice() > 20) {
        expected = "d6s per " + one + " must be 1 to 20, was " + e.dice();
      }
      if (expected != null) {
        break;
      }
      bombs |= !e.grenades();
      grenades |= e.grenades();
    }
    if (field.isBlank()) {
      // an empty field is required
      expected = "is empty";
    } else if (field.equals("-")) {
      expected = null;
    }
    if (expected == null) {
      PlaneType t = PlaneCatalog.parse("mine.txt", new StringReader(line)).type("Test");
      for (Entry e : entries) {
        if (!e.kind().equals("dash")) {
          assertThat(e.grenades() ? t.grenades() : t.bombs())
              .contains(new PlaneType.Bombs(e.count(), e.dice()));
        }
      }
    } else {
      String problem = expected;
      assertThatThrownBy(() -> PlaneCatalog.parse("mine.txt", new StringReader(line)))
          .isInstanceOf(CatalogException.class)
          .hasMessageStartingWith("mine.txt:1: field 'bombs': ")
          .hasMessageContaining(problem);
    }
  }
}
