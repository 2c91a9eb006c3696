package io.github.dogfight.testkit;

import io.github.dogfight.core.catalog.CatalogException;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import org.jspecify.annotations.Nullable;

/**
 * Hostile input for fuzz properties: jqwik generators of text that users type or load (random
 * strings, edits of valid input, line and field damage to catalogs), and a check that a reader
 * answers or fails with the library's own typed error within a time limit.
 *
 * <pre>{@code
 * @Property(tries = 1000)
 * void notation(@ForAll("expressions") String text) {
 *   DiceNotationException e = Fuzz.answersOrFails(text, DiceNotationException.class,
 *       Duration.ofSeconds(5), () -> DiceNotation.parse(text).distribution());
 *   if (e != null) assertThat(e.position()).isBetween(0, text.length());
 * }
 *
 * @Provide
 * Arbitrary<String> expressions() {
 *   return Fuzz.mutationsOf("2d6+1", "3d6!", "14d6s{1,6}! vs 15d6s{1,6}!");
 * }
 * }</pre>
 *
 * <p>The generators are seeded by jqwik, so a failing input is reported with the seed that
 * reproduces it; the library's readers themselves stay deterministic. This class needs jqwik's API
 * on the test classpath ({@code net.jqwik:jqwik-api}), which a module using it declares as a test
 * dependency.
 */
public final class Fuzz {
  private Fuzz() {}

  /**
   * Pieces of text that upset readers: separators and brackets, numbers at and past the int limits,
   * signs, control characters, a lone surrogate, combining and right-to-left marks, a byte-order
   * mark, emoji, and words readers look for.
   */
  private static final List<String> FRAGMENTS =
      List.of(
          "",
          " ",
          "\t",
          "\n",
          "\r\n",
          "|",
          "||",
          "#",
          "{",
          "}",
          "(",
          ")",
          "[",
          "]",
          ",",
          ":",
          "\"",
          "\\",
          "-",
          "+",
          "!",
          "^",
          ">=",
          "<",
          "0",
          "-1",
          "2147483647",
          "2147483648",
          "-2147483649",
          "99999999999999999999",
          "1e9",
          "NaN",
          "0x10",
          "\u0000",
          "\u00e9",
          "\u0301",
          "\u202e",
          "\ud83d\ude80",
          "\ud800",
          "\ufeff",
          "\u00a0",
          "\u0661\u0662",
          "null",
          "true",
          "d",
          "D",
          "vs",
          "dbl(",
          "rolloff(");

  private static final Pattern NUMBER = Pattern.compile("\\d+");

  /**
   * Text no reader should trust: any characters, printable ASCII, or a run of {@link #fragments()}
   * glued together; up to 80 characters.
   *
   * @return the generator
   */
  public static Arbitrary<String> hostileText() {
    return Arbitraries.oneOf(
        Arbitraries.strings().all().ofMaxLength(40),
        Arbitraries.strings().ascii().ofMaxLength(80),
        fragments().list().ofMaxSize(12).map(parts -> String.join("", parts)));
  }

  /**
   * One piece of hostile text: a separator, bracket, extreme number, control or odd Unicode
   * character, or a keyword.
   *
   * @return the generator
   */
  public static Arbitrary<String> fragments() {
    return Arbitraries.of(FRAGMENTS);
  }

  /**
   * One of {@code valid}, damaged by one to four character edits: a span deleted, duplicated or
   * reversed, a fragment inserted, a character replaced, the end cut off, two characters swapped, a
   * number made huge or negative.
   *
   * @param valid texts the reader accepts
   * @return the generator
   * @throws IllegalArgumentException if no text is given
   */
  public static Arbitrary<String> mutationsOf(String... valid) {
    List<String> bases = List.copyOf(Arrays.asList(Objects.requireNonNull(valid, "valid")));
    if (bases.isEmpty()) {
      throw new IllegalArgumentException("valid: give at least one text to mutate");
    }
    return Combinators.combine(Arbitraries.of(bases), edits(Fuzz::charEdit)).as(Fuzz::applyAll);
  }

  /**
   * {@code text}, a line-oriented file such as a catalog with fields separated by {@code
   * separator}, damaged by one to four edits: a line dropped, duplicated, cut short or moved, a
   * field added, dropped, swapped or replaced by hostile text, a number made huge, or a character
   * edit inside one line.
   *
   * @param text a file the reader accepts
   * @param separator the field separator, such as {@code "|"}
   * @return the generator
   */
  public static Arbitrary<String> lineMutationsOf(String text, String separator) {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(separator, "separator");
    return edits(() -> lineEdit(separator)).map(e -> applyAll(text, e));
  }

  /**
   * Catalog text to fuzz a reader with: {@code valid} damaged by {@link #lineMutationsOf} (fields
   * separated by {@code |}), or {@link #hostileText()}.
   *
   * @param valid a catalog the reader accepts, such as a module's bundled sample
   * @return the generator
   */
  public static Arbitrary<String> catalogs(String valid) {
    Objects.requireNonNull(valid, "valid");
    return Arbitraries.oneOf(lineMutationsOf(valid, "|"), hostileText());
  }

  /**
   * The UTF-8 text of a resource, opened by the module that owns it ({@code
   * MyTest.class.getResourceAsStream(name)}: a module reads its own resources).
   *
   * @param name the resource's name, for the error when it is missing
   * @param stream the resource, null when it is missing
   * @return its text
   * @throws IllegalStateException if the resource is missing
   * @throws UncheckedIOException if it cannot be read
   */
  public static String resourceText(String name, @Nullable InputStream stream) {
    Objects.requireNonNull(name, "name");
    if (stream == null) {
      throw new IllegalStateException("resource " + name + " is missing");
    }
    try (InputStream in = stream) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Runs {@code action} on {@code input} with a time limit and sorts the outcome: it answered
   * (returns null), or failed with {@code typed} (returns the error so the caller can check the
   * place it names). Any other exception, or no answer within {@code limit}, fails with an {@link
   * AssertionError} that quotes the input.
   *
   * @param input the hostile input, quoted in failures
   * @param typed the library's error type for bad input
   * @param limit the longest the action may take
   * @param action reads or evaluates the input
   * @param <E> the error type
   * @return null when the action answered, or its typed error
   * @throws AssertionError for another exception or a timeout
   */
  public static <E extends Throwable> @Nullable E answersOrFails(
      String input, Class<E> typed, Duration limit, ThrowingRunnable action) {
    Objects.requireNonNull(input, "input");
    Objects.requireNonNull(typed, "typed");
    Objects.requireNonNull(limit, "limit");
    Objects.requireNonNull(action, "action");
    ExecutorService worker =
        Executors.newSingleThreadExecutor(
            r -> {
              Thread t = new Thread(r, "fuzz");
              t.setDaemon(true);
              return t;
            });
    try {
      Future<?> run =
          worker.submit(
              () -> {
                action.run();
                return null;
              });
      try {
        run.get(limit.toMillis(), TimeUnit.MILLISECONDS);
        return null;
      } catch (TimeoutException e) {
        run.cancel(true);
        throw new AssertionError("no answer within " + limit + " for input " + quote(input), e);
      } catch (ExecutionException e) {
        Throwable cause = Objects.requireNonNullElse(e.getCause(), e);
        if (typed.isInstance(cause)) {
          return typed.cast(cause);
        }
        throw new AssertionError(
            "expected an answer or "
                + typed.getSimpleName()
                + ", got "
                + cause
                + " for input "
                + quote(input),
            cause);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError("interrupted on input " + quote(input), e);
      }
    } finally {
      worker.shutdownNow();
    }
  }

  /**
   * Reads catalog {@code text} as file {@code file} with {@code read} and checks the outcome: it
   * answers, or fails within {@code limit} with a {@link CatalogException} naming {@code file}, a
   * line of the text, and one of {@code fields} (or {@code line} for a line with the wrong number
   * of fields), as its message says.
   *
   * @param file the file name the reader is given
   * @param text the catalog text, usually from {@link #lineMutationsOf}
   * @param fields the catalog's field names
   * @param limit the longest the read may take
   * @param read reads the text as {@code file}
   * @throws AssertionError for another exception, a timeout, or an error naming the wrong place
   */
  public static void assertCatalogAnswersOrNamesThePlace(
      String file, String text, List<String> fields, Duration limit, CatalogRead read) {
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(fields, "fields");
    Objects.requireNonNull(read, "read");
    CatalogException e =
        answersOrFails(
            text, CatalogException.class, limit, () -> read.read(file, new StringReader(text)));
    if (e == null) {
      return;
    }
    long lines = text.lines().count();
    String where = " in " + e.getMessage() + " for input " + quote(text);
    if (!e.file().equals(file)) {
      throw new AssertionError("file '" + e.file() + "', not '" + file + "'" + where);
    }
    if (e.line() < 1 || e.line() > lines) {
      throw new AssertionError("line " + e.line() + " outside 1.." + lines + where);
    }
    if (!fields.contains(e.field()) && !e.field().equals("line")) {
      throw new AssertionError("field '" + e.field() + "' is not one of " + fields + where);
    }
    if (!String.valueOf(e.getMessage())
        .startsWith(file + ":" + e.line() + ": field '" + e.field() + "'")) {
      throw new AssertionError("the message does not start with the place" + where);
    }
  }

  /**
   * A catalog reader such as {@code AircraftCatalog::parse}.
   *
   * <p>A functional interface for {@link #assertCatalogAnswersOrNamesThePlace}.
   */
  @FunctionalInterface
  public interface CatalogRead {
    /**
     * Reads a catalog.
     *
     * @param file the file name for errors
     * @param reader the text
     * @return the catalog
     * @throws Exception whatever the reader throws
     */
    Object read(String file, Reader reader) throws Exception;
  }

  /**
   * An action that may throw anything, checked exceptions included.
   *
   * <p>A functional interface for {@link #answersOrFails}.
   */
  @FunctionalInterface
  public interface ThrowingRunnable {
    /**
     * Runs the action.
     *
     * @throws Exception whatever the action throws
     */
    void run() throws Exception;
  }

  /**
   * {@code input} in double quotes, with control characters, quotes and non-ASCII characters
   * escaped as Java would write them, so a failure report shows exactly what was read.
   *
   * @param input any text
   * @return the quoted text
   */
  public static String quote(String input) {
    Objects.requireNonNull(input, "input");
    StringBuilder b = new StringBuilder("\"");
    for (int i = 0; i < input.length(); i++) {
      char c = input.charAt(i);
      if (c == '"' || c == '\\') {
        b.append('\\').append(c);
      } else if (c == '\n') {
        b.append("\\n");
      } else if (c < 0x20 || c > 0x7e) {
        b.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
      } else {
        b.append(c);
      }
    }
    return b.append('"').toString();
  }

  private static Arbitrary<List<UnaryOperator<String>>> edits(
      java.util.function.Supplier<Arbitrary<UnaryOperator<String>>> edit) {
    return edit.get().list().ofMinSize(1).ofMaxSize(4);
  }

  private static String applyAll(String text, List<UnaryOperator<String>> edits) {
    String out = text;
    for (UnaryOperator<String> e : edits) {
      out = e.apply(out);
    }
    return out;
  }

  private enum CharEdit {
    DELETE,
    DUPLICATE,
    REVERSE,
    INSERT,
    REPLACE,
    TRUNCATE,
    SWAP,
    HUGE_NUMBER,
    NEGATE_NUMBER
  }

  private static Arbitrary<UnaryOperator<String>> charEdit() {
    Arbitrary<Integer> at = Arbitraries.integers().between(0, 1 << 20);
    return Combinators.combine(Arbitraries.of(CharEdit.values()), at, at, fragments())
        .as((kind, a, b, fragment) -> s -> charEdit(s, kind, a, b, fragment));
  }

  private static String charEdit(String s, CharEdit kind, int a, int b, String fragment) {
    int n = s.length();
    int i = n == 0 ? 0 : a % (n + 1);
    int j = n == 0 ? 0 : b % (n + 1);
    int from = Math.min(i, j);
    int to = Math.max(i, j);
    return switch (kind) {
      case DELETE -> s.substring(0, from) + s.substring(to);
      case DUPLICATE -> s.substring(0, to) + s.substring(from, to) + s.substring(to);
      case REVERSE ->
          s.substring(0, from)
              + new StringBuilder(s.substring(from, to)).reverse()
              + s.substring(to);
      case INSERT -> s.substring(0, i) + fragment + s.substring(i);
      case REPLACE -> i < n ? s.substring(0, i) + fragment + s.substring(i + 1) : s + fragment;
      case TRUNCATE -> s.substring(0, i);
      case SWAP -> swap(s, i, j);
      case HUGE_NUMBER -> replaceNumber(s, a, "99999999999");
      case NEGATE_NUMBER -> replaceNumber(s, a, null);
    };
  }

  private static String swap(String s, int i, int j) {
    if (i >= s.length() || j >= s.length()) {
      return s;
    }
    char[] cs = s.toCharArray();
    char t = cs[i];
    cs[i] = cs[j];
    cs[j] = t;
    return new String(cs);
  }

  /** Replaces the {@code a}-th number (modulo the count) by {@code by}, or by its negation. */
  private static String replaceNumber(String s, int a, @Nullable String by) {
    List<int[]> spans = new ArrayList<>();
    Matcher m = NUMBER.matcher(s);
    while (m.find()) {
      spans.add(new int[] {m.start(), m.end()});
    }
    if (spans.isEmpty()) {
      return s;
    }
    int[] span = spans.get(a % spans.size());
    String number = s.substring(span[0], span[1]);
    return s.substring(0, span[0]) + (by == null ? "-" + number : by) + s.substring(span[1]);
  }

  private enum LineEdit {
    DROP,
    DUPLICATE,
    CUT,
    MOVE,
    ADD_FIELD,
    DROP_FIELD,
    SWAP_FIELDS,
    REPLACE_FIELD,
    HUGE_NUMBER,
    CHARACTERS
  }

  private static Arbitrary<UnaryOperator<String>> lineEdit(String separator) {
    Arbitrary<Integer> at = Arbitraries.integers().between(0, 1 << 20);
    return Combinators.combine(Arbitraries.of(LineEdit.values()), at, at, fragments(), charEdit())
        .as(
            (kind, a, b, fragment, chars) ->
                s -> lineEdit(s, separator, kind, a, b, fragment, chars));
  }

  private static String lineEdit(
      String s,
      String separator,
      LineEdit kind,
      int a,
      int b,
      String fragment,
      UnaryOperator<String> chars) {
    List<String> lines = new ArrayList<>(Arrays.asList(s.split("\n", -1)));
    int i = a % lines.size();
    int j = b % lines.size();
    String line = lines.get(i);
    switch (kind) {
      case DROP -> lines.remove(i);
      case DUPLICATE -> lines.add(j, line);
      case CUT -> lines.set(i, line.substring(0, line.isEmpty() ? 0 : b % line.length()));
      case MOVE -> {
        lines.remove(i);
        lines.add(Math.min(j, lines.size()), line);
      }
      case ADD_FIELD -> lines.set(i, line + separator + fragment);
      case DROP_FIELD, SWAP_FIELDS, REPLACE_FIELD ->
          lines.set(i, fieldEdit(line, separator, kind, b, fragment));
      case HUGE_NUMBER ->
          lines.set(i, replaceNumber(line, b, b % 2 == 0 ? "2147483648" : "99999999999999999999"));
      case CHARACTERS -> lines.set(i, chars.apply(line));
    }
    return String.join("\n", lines);
  }

  private static String fieldEdit(
      String line, String separator, LineEdit kind, int b, String fragment) {
    List<String> fields = new ArrayList<>(Arrays.asList(line.split(Pattern.quote(separator), -1)));
    int k = b % fields.size();
    if (kind == LineEdit.DROP_FIELD) {
      fields.remove(k);
    } else if (kind == LineEdit.SWAP_FIELDS) {
      int other = (k + 1) % fields.size();
      String t = fields.get(k);
      fields.set(k, fields.get(other));
      fields.set(other, t);
    } else {
      fields.set(k, fragment);
    }
    return String.join(separator, fields);
  }
}
