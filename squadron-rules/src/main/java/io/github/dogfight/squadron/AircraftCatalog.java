package io.github.dogfight.squadron;

import io.github.dogfight.core.catalog.CatalogException;
import io.github.dogfight.core.catalog.CatalogFormat;
import io.github.dogfight.core.catalog.CatalogLine;
import io.github.dogfight.core.catalog.NamedCatalog;
import io.github.dogfight.core.catalog.TypeCatalog;
import io.github.dogfight.core.dice.DiceExpression;
import io.github.dogfight.core.dice.DiceNotation;
import java.io.IOException;
import java.io.Reader;
import java.util.List;
import java.util.Optional;

/**
 * Aircraft types read from a human-editable catalog: one type per line, {@code name | role |
 * handling | structure | armament | damage dice}, {@code #} comments and blank lines ignored,
 * {@code -} for no armament. A malformed line fails with {@link CatalogException} naming the file,
 * line, field and value. Numbers have documented ranges: handling {@value
 * AircraftType#MIN_HANDLING} to {@value AircraftType#MAX_HANDLING}, structure 1 to {@value
 * AircraftType#MAX_STRUCTURE}, damage dice totalling 0 to {@value Armament#MAX_DAMAGE}.
 *
 * <pre>{@code
 * AircraftCatalog catalog = AircraftCatalog.sample();
 * AircraftType spitfire = catalog.type("Spitfire Mk I");
 * }</pre>
 */
public final class AircraftCatalog extends TypeCatalog<AircraftType> {
  private AircraftCatalog(NamedCatalog<AircraftType> types) {
    super(types);
  }

  /** The fields of a line, in order (package-private for the catalog fuzz test). */
  static final List<String> FIELDS =
      List.of("name", "role", "handling", "structure", "armament", "damage dice");

  private static final CatalogFormat<AircraftType, AircraftCatalog> FORMAT =
      CatalogFormat.of(FIELDS, AircraftCatalog::parseLine, AircraftType::name, AircraftCatalog::new)
          .withSample("sample-aircraft.txt", n -> AircraftCatalog.class.getResourceAsStream(n));

  /**
   * The sample catalog shipped with this module (labelled sample data), read once.
   *
   * @return the sample catalog shipped with this module (labelled sample data), read once
   */
  public static AircraftCatalog sample() {
    return FORMAT.sample();
  }

  private static AircraftType parseLine(CatalogLine line) {
    String name = line.required("name");
    String roleText = line.text("role");
    Role role =
        java.util.Arrays.stream(Role.values())
            .filter(r -> r.catalogName().equals(roleText))
            .findFirst()
            .orElseThrow(
                () ->
                    line.fail(
                        "role",
                        "'" + roleText + "' is not one of fighter, bomber, monster, pc, npc"));
    int handling = line.integer("handling", AircraftType.MIN_HANDLING, AircraftType.MAX_HANDLING);
    int structure = line.integer("structure", 1, AircraftType.MAX_STRUCTURE);
    String armamentName = line.text("armament");
    String diceText = line.text("damage dice");
    Optional<Armament> armament = Optional.empty();
    if (!armamentName.equals("-")) {
      if (armamentName.isEmpty()) {
        throw line.fail("armament", "is empty (write - for none)");
      }
      DiceExpression dice;
      try {
        dice = DiceNotation.parse(diceText);
      } catch (IllegalArgumentException e) {
        throw line.fail("damage dice", String.valueOf(e.getMessage()));
      }
      try {
        armament = Optional.of(new Armament(armamentName, dice));
      } catch (IllegalArgumentException e) {
        throw line.fail("damage dice", String.valueOf(e.getMessage()));
      }
    } else if (!diceText.equals("-")) {
      throw line.fail("damage dice", "must be - when there is no armament");
    }
    return new AircraftType(name, role, handling, structure, armament);
  }

  /**
   * Reads a catalog.
   *
   * @param file the name used in error messages
   * @param reader the catalog text
   * @return the catalog
   * @throws CatalogException for a malformed line or a duplicate name
   * @throws IOException if the reader fails
   */
  public static AircraftCatalog parse(String file, Reader reader) throws IOException {
    return FORMAT.parse(file, reader);
  }
}
