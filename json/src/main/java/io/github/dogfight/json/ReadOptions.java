package io.github.dogfight.json;

import java.util.Locale;

/**
 * How {@link GameJson} reads a saved game: what it trusts and how much it reads.
 *
 * <pre>{@code
 * GameJson.read(text);                                          // ReadOptions.defaults()
 * GameJson.read(file, ReadOptions.defaults().requiringEvents()); // as 'play --resume' reads
 * GameJson.read(file, ReadOptions.defaults().allowingScriptedDice()); // 'replay --allow-scripted'
 * }</pre>
 *
 * @param allowScriptedDice whether a command may carry {@code scriptedDice}: faces the file chooses
 *     instead of the seed's dice stream. Off by default, since such a file can give any roll it
 *     likes; a game read with it on says which of its events rolled scripted dice ({@link
 *     GameJson.Saved#scriptedEvents()})
 * @param requireEvents whether the file must list its {@code events}, which the replay is then
 *     checked against. Off by default: a file without events reads as whatever game its commands
 *     give ({@link GameJson.Saved#eventsChecked()} is then false)
 * @param maxBytes the largest input read, in bytes (for a {@code String}, in characters, which is
 *     never more than its UTF-8 bytes): a larger regular file is refused by its size before it is
 *     read, and a device or pipe is read only up to the limit. From 1 to {@link #MAX_BYTES_LIMIT}
 */
public record ReadOptions(boolean allowScriptedDice, boolean requireEvents, long maxBytes) {
  /** The default {@link #maxBytes()}: 64 MiB (67,108,864 bytes). */
  public static final long DEFAULT_MAX_BYTES = 64L * 1024 * 1024;

  /** The largest {@link #maxBytes()} allowed: 1 GiB. */
  public static final long MAX_BYTES_LIMIT = 1024L * 1024 * 1024;

  /**
   * Checks the limit.
   *
   * @param allowScriptedDice whether a command may carry {@code scriptedDice}
   * @param requireEvents whether the file must list its events
   * @param maxBytes the largest input read, from 1 to {@link #MAX_BYTES_LIMIT}
   * @throws IllegalArgumentException if {@code maxBytes} is out of range
   */
  public ReadOptions {
    if (maxBytes < 1 || maxBytes > MAX_BYTES_LIMIT) {
      throw new IllegalArgumentException(
          String.format(
              Locale.ROOT, "maxBytes: expected 1 to %,d, found %,d", MAX_BYTES_LIMIT, maxBytes));
    }
  }

  /**
   * The defaults: no scripted dice, events checked where present, at most {@link
   * #DEFAULT_MAX_BYTES}.
   *
   * @return the default options
   */
  public static ReadOptions defaults() {
    return new ReadOptions(false, false, DEFAULT_MAX_BYTES);
  }

  /**
   * These options, accepting commands with {@code scriptedDice}.
   *
   * @return the options with {@link #allowScriptedDice()} on
   */
  public ReadOptions allowingScriptedDice() {
    return new ReadOptions(true, requireEvents, maxBytes);
  }

  /**
   * These options, refusing a file without {@code events}.
   *
   * @return the options with {@link #requireEvents()} on
   */
  public ReadOptions requiringEvents() {
    return new ReadOptions(allowScriptedDice, true, maxBytes);
  }

  /**
   * These options with another size limit.
   *
   * @param bytes the largest input read, from 1 to {@link #MAX_BYTES_LIMIT}
   * @return the options with {@link #maxBytes()} set
   * @throws IllegalArgumentException if {@code bytes} is out of range
   */
  public ReadOptions withMaxBytes(long bytes) {
    return new ReadOptions(allowScriptedDice, requireEvents, bytes);
  }
}
