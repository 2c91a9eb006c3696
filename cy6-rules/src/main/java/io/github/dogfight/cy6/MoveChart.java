package io.github.dogfight.cy6;

import io.github.dogfight.core.catalog.CatalogException;
import io.github.dogfight.core.catalog.CatalogLine;
import io.github.dogfight.core.catalog.NamedCatalog;
import io.github.dogfight.cy6.internal.Copies;
import java.io.IOException;
import java.io.Reader;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A move chart: the turn codes an aircraft may fly at each speed, and with which maneuver types.
 * Read from a human-editable file, one code per line: {@code code | path | maneuvers} (see {@link
 * TurnCode} for the grammar); {@code #} comments and blank lines are ignored; a malformed line
 * fails with file, line and field.
 *
 * <p>{@link #sample()} is "Move Chart B" of the seed's formation example, as sample data: the seed
 * names the chart and four of its codes but not their paths.
 *
 * <pre>{@code
 * MoveChart b = MoveChart.sample();
 * b.codes(3, Maneuver.CLIMB);       // F31, F31L, F31R, L31, R31, L32, R32
 * MoveChart mine = MoveChart.parse("Move Chart C", "chart-c.txt", reader);
 * }</pre>
 *
 * @param name the chart's name
 * @param moves the codes, in file order
 */
public record MoveChart(String name, List<Move> moves) {
  private static final Pattern SPACES = Pattern.compile("\\s+");

  /** The fields of a line, in order (package-private for the catalog fuzz test). */
  static final List<String> FIELDS = List.of("code", "path", "maneuvers");

  /**
   * One code of the chart.
   *
   * @param code the code and its path
   * @param maneuvers the maneuver types that may fly it
   */
  public record Move(TurnCode code, Set<Maneuver> maneuvers) {
    /**
     * Copies.
     *
     * @param code the code and its path
     * @param maneuvers the maneuver types that may fly it
     */
    public Move {
      Objects.requireNonNull(maneuvers, "maneuvers");
      Objects.requireNonNull(code, "code");
      if (maneuvers.isEmpty()) {
        throw new IllegalArgumentException("move " + code.code() + " names no maneuver type");
      }
      maneuvers = Copies.enums(EnumSet.copyOf(maneuvers));
    }
  }

  /**
   * Checks and copies.
   *
   * @param name the chart's name
   * @param moves the codes, in file order
   */
  public MoveChart {
    Objects.requireNonNull(moves, "moves");
    Objects.requireNonNull(name, "name");
    moves = ChartIndex.of(moves);
  }

  /**
   * "Move Chart B", the sample chart of the formation example (labelled sample data), read once.
   *
   * @return the chart
   */
  public static MoveChart sample() {
    return SampleHolder.B;
  }

  /**
   * "Move Chart C", a sample chart for fast aircraft, speeds 1 to 8 (labelled sample data: the seed
   * names no such chart), read once.
   *
   * @return the chart
   */
  public static MoveChart sampleFast() {
    return SampleHolder.C;
  }

  /**
   * The sample chart for an aircraft of maximum speed {@code maxSpeed}: Move Chart B up to its top
   * speed (5), Move Chart C above (an assumption: the seed does not say which chart an aircraft
   * flies).
   *
   * @param maxSpeed the type's maximum speed
   * @return the chart
   */
  public static MoveChart sampleFor(int maxSpeed) {
    return maxSpeed <= SampleHolder.B.topSpeed() ? SampleHolder.B : SampleHolder.C;
  }

  private static final class SampleHolder {
    static final MoveChart B = resource("Move Chart B", "move-chart-b.txt");
    static final MoveChart C = resource("Move Chart C", "move-chart-c.txt");

    private static MoveChart resource(String name, String file) {
      return new MoveChart(
          name,
          NamedCatalog.readResource(
                  file,
                  MoveChart.class.getResourceAsStream(file),
                  FIELDS,
                  MoveChart::parseLine,
                  m -> m.code().code(),
                  "code")
              .all());
    }
  }

  /**
   * Reads a chart.
   *
   * @param name the chart's name
   * @param file the file name used in error messages
   * @param reader the chart text
   * @return the chart
   * @throws CatalogException for a malformed line or a duplicate code
   * @throws IOException if the reader fails
   */
  public static MoveChart parse(String name, String file, Reader reader) throws IOException {
    return new MoveChart(
        name,
        NamedCatalog.read(file, reader, FIELDS, MoveChart::parseLine, m -> m.code().code(), "code")
            .all());
  }

  private static Move parseLine(CatalogLine line) {
    TurnCode code;
    try {
      code = TurnCode.of(line.required("code"), line.required("path"));
    } catch (IllegalArgumentException e) {
      throw line.fail("path", String.valueOf(e.getMessage()));
    }
    Set<Maneuver> ms = EnumSet.noneOf(Maneuver.class);
    for (String w : SPACES.split(line.required("maneuvers").strip(), -1)) {
      try {
        ms.add(Maneuver.parse(w));
      } catch (IllegalArgumentException e) {
        throw line.fail("maneuvers", String.valueOf(e.getMessage()));
      }
    }
    return new Move(code, ms);
  }

  /**
   * The code called {@code code}.
   *
   * @param code the turn code
   * @return the move
   * @throws IllegalArgumentException naming the code and the chart
   */
  public Move move(String code) {
    int at = position(code);
    if (at >= 0) {
      return moves.get(at);
    }
    throw new IllegalArgumentException("no turn code '" + code + "' on " + name);
  }

  /**
   * The codes of speed column {@code speed} that {@code maneuver} may fly, in chart order.
   *
   * @param speed the speed
   * @param maneuver the maneuver
   * @return the codes
   */
  public List<TurnCode> codes(int speed, Maneuver maneuver) {
    return index().codes(speed, maneuver);
  }

  /**
   * Whether the chart has a code called {@code code}.
   *
   * @param code the turn code
   * @return whether the chart has a code called {@code code}
   */
  public boolean has(String code) {
    return position(code) >= 0;
  }

  /**
   * The highest speed column of the chart.
   *
   * @return the highest speed column of the chart
   */
  public int topSpeed() {
    return index().topSpeed();
  }

  /**
   * The place of the code called {@code code} in the chart's order, or -1 when the chart has none.
   *
   * @param code the turn code
   * @return its index in {@link #moves()}, or -1
   */
  public int position(String code) {
    return index().position(code);
  }

  private ChartIndex index() {
    // the compact constructor makes every chart's moves a ChartIndex
    return (ChartIndex) moves;
  }
}
