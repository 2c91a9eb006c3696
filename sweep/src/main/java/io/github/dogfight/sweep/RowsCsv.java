package io.github.dogfight.sweep;

import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * Writes a sweep's {@link GameRow}s as CSV (RFC 4180, Apache Commons CSV): a header, then one line
 * per game: {@code variant,game,winner,turns,end_reason,survivors_<side>...}, the winner empty when
 * no side won. Use it as {@link Sweep#run}'s row sink.
 *
 * <pre>{@code
 * try (RowsCsv csv = new RowsCsv(Files.newBufferedWriter(path), sides)) {
 *   Sweep.run(spec, 2, done -> {}, csv);
 * }
 * }</pre>
 */
public final class RowsCsv implements Consumer<GameRow>, Closeable {
  private final CSVPrinter printer;
  private final List<String> sides;

  /**
   * A writer of rows whose survivors are those of {@code sides}, in that order.
   *
   * @param out where to write; closed by {@link #close}
   * @param sides the rule set's sides
   * @throws UncheckedIOException when the header cannot be written
   */
  public RowsCsv(Appendable out, List<String> sides) {
    Objects.requireNonNull(out, "out");
    this.sides = List.copyOf(sides);
    List<String> header = columns(this.sides);
    try {
      printer =
          CSVFormat.RFC4180.builder().setHeader(header.toArray(String[]::new)).get().print(out);
    } catch (IOException e) {
      throw new UncheckedIOException("the rows file's header could not be written", e);
    }
  }

  /**
   * The header's columns.
   *
   * @param sides the rule set's sides
   * @return the columns, in order
   */
  public static List<String> columns(List<String> sides) {
    List<String> out = new ArrayList<>(List.of("variant", "game", "winner", "turns", "end_reason"));
    for (String side : sides) {
      out.add("survivors_" + side);
    }
    return out;
  }

  @Override
  public void accept(GameRow row) {
    List<Object> values = new ArrayList<>();
    values.add(row.variant());
    values.add(row.game());
    values.add(row.winner().orElse(""));
    values.add(row.turns());
    values.add(row.reason());
    for (String side : sides) {
      values.add(row.survivors().getOrDefault(side, 0));
    }
    try {
      printer.printRecord(values);
    } catch (IOException e) {
      throw new UncheckedIOException("row of game " + row.game() + " could not be written", e);
    }
  }

  @Override
  public void close() throws IOException {
    printer.close(true);
  }
}
