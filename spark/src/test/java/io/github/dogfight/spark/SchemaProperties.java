package io.github.dogfight.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.sweep.RowsCsv;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.AlphaChars;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.StringLength;
import net.jqwik.api.constraints.UniqueElements;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;

/**
 * A sweep's rows have the same columns on Spark as in {@code dogfight sweep --rows}, for any sides:
 * the names in the CSV's order, the game index a long, the winner the one nullable column, every
 * count an int.
 */
class SchemaProperties {
  @Property(tries = 200)
  void theRowsColumnsAreTheCsvsForAnySides(
      @ForAll @Size(min = 1, max = 6) @UniqueElements
          List<@AlphaChars @StringLength(min = 1, max = 12) String> sides) {
    StructField[] fields = SparkSweep.schema(sides).fields();
    assertThat(Arrays.stream(fields).map(StructField::name).toList())
        .isEqualTo(RowsCsv.columns(sides));
    assertThat(fields[1].dataType()).isEqualTo(DataTypes.LongType);
    assertThat(Arrays.stream(fields).filter(StructField::nullable).map(StructField::name).toList())
        .containsExactly("winner");
    for (int k = 5; k < fields.length; k++) {
      assertThat(fields[k].dataType()).isEqualTo(DataTypes.IntegerType);
    }
  }
}
