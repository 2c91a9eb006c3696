package io.github.dogfight.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * The bounded, strict input of a saved game, before any of it is read as the format: the size limit
 * ({@link ReadOptions#maxBytes()}: a regular file refused by its size, anything else read only up
 * to the limit), the UTF-8 check (a fault named at its byte offset, line and column), and the
 * parser's constraints (strings, numbers, keys, nesting and tokens bounded by {@link
 * GameJson#MAX_STRING_LENGTH} and the constants after it; a key given twice or anything after the
 * closing brace refused). Every refusal is a {@link GameFileException} at {@code $}.
 */
final class StrictInput {
  /**
   * Reads a file's tree strictly: a key given twice or anything after the closing brace is
   * malformed, not silently resolved; strings, numbers, keys, nesting and the token count are
   * bounded before they are built. It also writes a file, indented.
   */
  static final ObjectMapper MAPPER =
      JsonMapper.builder(
              JsonFactory.builder()
                  .streamReadConstraints(
                      StreamReadConstraints.builder()
                          .maxStringLength(GameJson.MAX_STRING_LENGTH)
                          .maxNestingDepth(GameJson.MAX_NESTING_DEPTH)
                          .maxNumberLength(GameJson.MAX_NUMBER_LENGTH)
                          .maxNameLength(GameJson.MAX_NAME_LENGTH)
                          .maxTokenCount(GameJson.MAX_TOKEN_COUNT)
                          .build())
                  .build())
          .enable(SerializationFeature.INDENT_OUTPUT)
          .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
          .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
          .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY)
          .build();

  private StrictInput() {}

  /**
   * The tree of a file's {@code bytes}: refused over {@code max} bytes, then checked as UTF-8, then
   * parsed as it is decoded, a piece at a time (no copy of the whole text is made).
   */
  static @Nullable JsonNode tree(byte[] bytes, long max) {
    if (bytes.length > max) {
      throw tooLarge(String.format(Locale.ROOT, "%,d bytes", bytes.length), max);
    }
    checkUtf8(bytes);
    return parse(
        () ->
            MAPPER.readTree(
                new InputStreamReader(new ByteArrayInputStream(bytes), StandardCharsets.UTF_8)));
  }

  /** The tree of a file's text {@code json}: refused over {@code max} characters, then parsed. */
  static @Nullable JsonNode tree(String json, long max) {
    if (json.length() > max) {
      throw tooLarge(String.format(Locale.ROOT, "%,d characters", json.length()), max);
    }
    return parse(() -> MAPPER.readTree(json));
  }

  /** The file's bytes, refused over {@code max}: regular files by size, others while reading. */
  static byte[] bytes(Path file, long max) throws IOException {
    if (Files.isRegularFile(file)) {
      long size = Files.size(file);
      if (size > max) {
        throw tooLarge(String.format(Locale.ROOT, "%,d bytes", size), max);
      }
    }
    byte[] bytes;
    try (InputStream in = Files.newInputStream(file)) {
      bytes = in.readNBytes((int) max + 1); // max is at most 1 GiB
    }
    if (bytes.length > max) {
      throw tooLarge("more than that", max);
    }
    return bytes;
  }

  static GameFileException tooLarge(String found, long max) {
    return new GameFileException(
        "$",
        String.format(
            Locale.ROOT,
            "too large: a saved game is read up to %,d bytes (ReadOptions.maxBytes), found %s",
            max,
            found));
  }

  /**
   * {@code bytes} as UTF-8, strictly: a byte sequence that is not UTF-8 is refused, naming its byte
   * offset and its line and column.
   */
  static void checkUtf8(byte[] bytes) {
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(8192); // checked a piece at a time, then thrown away
    CoderResult r = decoder.decode(in, out, true);
    while (r.isOverflow()) {
      out.clear();
      r = decoder.decode(in, out, true);
    }
    if (r.isError()) {
      int offset = in.position();
      int line = 1;
      int lineStart = 0;
      for (int i = 0; i < offset; i++) {
        if (bytes[i] == '\n') {
          line++;
          lineStart = i + 1;
        }
      }
      // the bytes before the fault are UTF-8: count the characters of its line
      String before = new String(bytes, lineStart, offset - lineStart, StandardCharsets.UTF_8);
      int column = before.codePointCount(0, before.length()) + 1;
      StringBuilder seq = new StringBuilder();
      for (int i = offset; i < Math.min(bytes.length, offset + r.length()); i++) {
        seq.append(String.format(Locale.ROOT, seq.length() == 0 ? "0x%02X" : " 0x%02X", bytes[i]));
      }
      throw new GameFileException(
          String.format(Locale.ROOT, "$ (byte %,d; line %d, column %d)", offset, line, column),
          "not UTF-8: the byte" + (r.length() == 1 ? " " : "s ") + seq + " cannot be decoded");
    }
  }

  /** A tree the parser reads. */
  interface Parse {
    /**
     * The tree.
     *
     * @throws IOException if the parser fails
     */
    JsonNode run() throws IOException;
  }

  /** The parsed tree, or the fault at its line and column. */
  static @Nullable JsonNode parse(Parse parse) {
    try {
      return parse.run();
    } catch (StreamConstraintsException e) {
      throw new GameFileException(
          "$" + where(e.getLocation()),
          "beyond the reader's limits: " + firstLine(e.getOriginalMessage()),
          e);
    } catch (JsonProcessingException e) {
      throw new GameFileException(
          "$" + where(e.getLocation()), "malformed JSON: " + firstLine(e.getOriginalMessage()), e);
    } catch (IOException e) {
      throw new UncheckedIOException("reading bytes in memory: " + e.getMessage(), e);
    }
  }

  /** Where the parser stopped, as " (line L, column C)", or nothing. */
  private static String where(@Nullable JsonLocation at) {
    return at == null ? "" : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")";
  }

  /** The first line of a parser's {@code message}, echoed safely. */
  static String firstLine(@Nullable String message) {
    String m = String.valueOf(message);
    int cut = m.indexOf('\n');
    return GameFileException.echo(cut < 0 ? m : m.substring(0, cut));
  }
}
