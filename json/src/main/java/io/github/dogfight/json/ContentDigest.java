package io.github.dogfight.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.OutputStream;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The {@code digest} of a saved game: {@code "sha256:"} and the SHA-256, in lowercase hex, of the
 * file's canonical content (the file without {@code digest}; UTF-8, keys sorted at every level, no
 * spaces). Written last by {@link GameJson#write}, checked before the replay by {@link
 * GameJson#read}.
 */
final class ContentDigest {
  /** Writes a tree canonically: keys sorted, no spaces (the text {@link #of} hashes). */
  private static final ObjectMapper CANONICAL =
      JsonMapper.builder().enable(JsonNodeFeature.WRITE_PROPERTIES_SORTED).build();

  /**
   * The digest of {@code content}: {@code "sha256:"} and the SHA-256, in lowercase hex, of its
   * canonical text (UTF-8; keys sorted at every level, no spaces).
   */
  static String of(ObjectNode content) {
    try {
      // the tree as a reader builds it back: numbers and strings in the form read
      return ofRead(StrictInput.MAPPER.readTree(StrictInput.MAPPER.writeValueAsString(content)));
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a JSON tree could not be written: " + e.getMessage(), e);
    }
  }

  /** As {@link #of}, of a tree as read. */
  static String ofRead(JsonNode tree) {
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      try (OutputStream out = new DigestOutputStream(OutputStream.nullOutputStream(), sha)) {
        CANONICAL.writeValue(out, tree);
      }
      return "sha256:" + HexFormat.of().formatHex(sha.digest());
    } catch (NoSuchAlgorithmException | IOException e) {
      throw new IllegalStateException("SHA-256 over a JSON tree failed: " + e.getMessage(), e);
    }
  }

  private ContentDigest() {}
}
