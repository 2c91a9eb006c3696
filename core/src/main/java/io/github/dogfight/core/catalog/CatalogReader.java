package io.github.dogfight.core.catalog;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Reads catalogs: one entry per line, fields separated by {@code |}, blank lines and lines starting
 * with {@code #} ignored.
 *
 * <pre>{@code
 * List<Plane> planes = CatalogReader.read("planes.txt", reader, List.of("name", "speed"),
 *     line -> new Plane(line.required("name"), line.integer("speed")));
 * }</pre>
 */
public final class CatalogReader {
  private CatalogReader() {}

  /**
   * Reads every data line with {@code parser}.
   *
   * @param file the name used in error messages
   * @param reader the catalog text
   * @param fields the field names, in column order
   * @param parser turns one line into an entry; it fails with {@link CatalogLine#fail}
   * @param <T> the entry type
   * @return the entries, in file order
   * @throws CatalogException for a line with the wrong number of fields, or from the parser
   * @throws IOException if the reader fails
   */
  public static <T> List<T> read(
      String file, Reader reader, List<String> fields, Function<CatalogLine, T> parser)
      throws IOException {
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(reader, "reader");
    Objects.requireNonNull(fields, "fields");
    Objects.requireNonNull(parser, "parser");
    List<T> out = new ArrayList<>();
    BufferedReader in = new BufferedReader(reader);
    String text;
    int number = 0;
    while ((text = in.readLine()) != null) {
      number++;
      String trimmed = text.strip();
      if (trimmed.isEmpty() || trimmed.startsWith("#")) {
        continue;
      }
      String[] raw = trimmed.split("\\|", -1);
      if (raw.length != fields.size()) {
        throw new CatalogException(
            file,
            number,
            raw.length < fields.size() ? fields.get(raw.length) : "line",
            "expected " + fields.size() + " fields separated by '|', found " + raw.length);
      }
      List<String> values = Arrays.stream(raw).map(String::strip).toList();
      out.add(parser.apply(new CatalogLine(file, number, fields, values)));
    }
    return out;
  }

  /**
   * Reads the UTF-8 resource {@code name} from {@code stream}, which the module owning the resource
   * opens itself ({@code MyRules.class.getResourceAsStream(name)}): the module system lets a module
   * read its own resources, not another's.
   *
   * @param name the resource name, used in error messages
   * @param stream the resource's contents, or null when it is missing
   * @param <T> the entry type
   * @param fields the fields' names, in order
   * @param parser reads one line into an entry
   * @return the entries, in file order
   * @throws IllegalStateException if the resource is missing
   * @throws CatalogException for a malformed line
   */
  public static <T> List<T> readResource(
      String name,
      @Nullable InputStream stream,
      List<String> fields,
      Function<CatalogLine, T> parser) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(fields, "fields");
    Objects.requireNonNull(parser, "parser");
    if (stream == null) {
      throw new IllegalStateException("catalog resource " + name + " is missing");
    }
    try (Reader r = new InputStreamReader(stream, StandardCharsets.UTF_8)) {
      return read(name, r, fields, parser);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
