package io.github.dogfight.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Why a file could not be read or written, in words, the same way in every command: {@code cannot
 * read nope.json: no such file or directory}, {@code --save: cannot write out: it is a directory}.
 * The operating system's own reason is used where Java reports one ("read-only file system"), never
 * the bare file name that a {@link NoSuchFileException}'s message is.
 */
final class FileProblem {
  private FileProblem() {}

  /**
   * "cannot read FILE: REASON".
   *
   * @param file the file
   * @param e what went wrong
   * @return the message
   */
  static String cannotRead(Path file, Exception e) {
    return "cannot read " + file + ": " + reason(file, e);
  }

  /**
   * "cannot write FILE: REASON".
   *
   * @param file the file
   * @param e what went wrong
   * @return the message
   */
  static String cannotWrite(Path file, Exception e) {
    return "cannot write " + file + ": " + reason(file, e);
  }

  /**
   * Why {@code file} could not be read or written: "no such file or directory", "it is a
   * directory", "permission denied", "not a directory" (a part of its path is a file), "not UTF-8
   * text", or the operating system's reason.
   *
   * @param file the file
   * @param e what went wrong
   * @return the reason in lower case words
   */
  static String reason(Path file, Exception e) {
    if (Files.isDirectory(file)) {
      return "it is a directory";
    }
    return reason(e);
  }

  /**
   * Why a file could not be read or written, from the exception alone (see {@link #reason(Path,
   * Exception)}).
   *
   * @param e what went wrong
   * @return the reason in lower case words
   */
  static String reason(Exception e) {
    Throwable t = e instanceof UncheckedIOException u && u.getCause() != null ? u.getCause() : e;
    if (t instanceof NoSuchFileException) {
      return "no such file or directory";
    }
    if (t instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (t instanceof NotDirectoryException) {
      return "not a directory";
    }
    if (t instanceof DirectoryNotEmptyException) {
      return "it is a directory that is not empty";
    }
    if (t instanceof FileAlreadyExistsException) {
      return "it already exists";
    }
    if (t instanceof CharacterCodingException) {
      return "not UTF-8 text";
    }
    if (t instanceof FileSystemException f && f.getReason() != null) {
      return lower(f.getReason());
    }
    if (t instanceof IOException && t.getMessage() != null) {
      return lower(t.getMessage());
    }
    return String.valueOf(t.getMessage());
  }

  /** "Is a directory" as "is a directory": the reason reads on from a colon. */
  private static String lower(String s) {
    return s.isEmpty() ? s : s.substring(0, 1).toLowerCase(Locale.ROOT) + s.substring(1);
  }
}
