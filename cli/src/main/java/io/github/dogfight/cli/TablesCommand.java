package io.github.dogfight.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.table.TableListing;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code dogfight tables --rules R [TABLE] [--json]}: a rule set's tables ({@link
 * RuleSet#tableListings()}), so that a variant's patch can be written without opening the jar.
 */
@Command(
    name = "tables",
    mixinStandardHelpOptions = true,
    description = {
      "List a rule set's tables: each table's name, citation, size and whether a variant may"
          + " patch it.",
      "With a table's name, print that table as a grid with its row and column labels, its"
          + " citation and a sweep patch for one of its cells."
    })
final class TablesCommand implements Runnable {
  @Spec CommandSpec spec;

  @Option(
      names = "--rules",
      required = true,
      paramLabel = "RULES",
      description = "The rule set whose tables are listed (see 'dogfight rules').")
  String rules = "";

  @Option(names = "--json", description = "Print the listing or the table as one line of JSON.")
  boolean json;

  @Parameters(
      index = "0",
      arity = "0..1",
      paramLabel = "TABLE",
      description = "The name of one table, as listed; quote a name with spaces.")
  @Nullable String table;

  @Override
  public void run() {
    CommandLine cli = spec.commandLine();
    RuleSet<?, ?> ruleSet = RuleSetChoice.find(cli, rules);
    List<TableListing> listings = ruleSet.tableListings();
    PrintWriter out = cli.getOut();
    String name = table;
    if (name == null) {
      out.print(json ? json(listJson(ruleSet, listings)) + "\n" : list(ruleSet, listings));
      return;
    }
    TableListing t =
        listings.stream()
            .filter(l -> l.name().equals(name))
            .findFirst()
            .orElseThrow(() -> unknown(cli, ruleSet, name, listings));
    out.print(json ? json(tableJson(ruleSet, t)) + "\n" : grid(t));
  }

  private static CommandLine.ParameterException unknown(
      CommandLine cli, RuleSet<?, ?> ruleSet, String name, List<TableListing> listings) {
    return new CommandLine.ParameterException(
        cli,
        listings.isEmpty()
            ? "rule set '" + ruleSet.name() + "' keeps no tables, so it has no table '" + name + "'"
            : "rule set '"
                + ruleSet.name()
                + "' has no table '"
                + name
                + "'; its tables: "
                + String.join(", ", listings.stream().map(TableListing::name).toList()));
  }

  /** The list of tables, aligned, then how to see one and how a patch is written. */
  static String list(RuleSet<?, ?> ruleSet, List<TableListing> listings) {
    String rulesName = ruleSet.name();
    StringBuilder sb = new StringBuilder();
    if (listings.isEmpty()) {
      return sb.append("Rule set ")
          .append(rulesName)
          .append(" keeps no tables as data: there is nothing to list or patch.\n")
          .toString();
    }
    long patchable = listings.stream().filter(TableListing::patchable).count();
    sb.append("Rule set ")
        .append(rulesName)
        .append(": ")
        .append(listings.size())
        .append(listings.size() == 1 ? " table, " : " tables, ")
        .append(patchable)
        .append(" patchable.\n");
    List<List<String>> rows = new ArrayList<>();
    rows.add(List.of("name", "size", "patchable", "citation"));
    for (TableListing t : listings) {
      rows.add(
          List.of(
              t.name(),
              t.rowLabels().size() + " x " + t.columnLabels().size(),
              t.patchable() ? "yes" : "no",
              t.citation().toString()));
    }
    for (List<String> row : rows) {
      sb.append("  ").append(aligned(row, widths(rows), "  ")).append('\n');
    }
    sb.append("Size is rows x columns. Print one table with: dogfight tables --rules ")
        .append(rulesName)
        .append(" \"")
        .append(listings.get(0).name())
        .append("\"\n");
    return sb.toString();
  }

  /** One table as an aligned grid, with its citation and a sweep patch for its first cell. */
  static String grid(TableListing t) {
    StringBuilder sb = new StringBuilder();
    sb.append(t.name())
        .append(": ")
        .append(t.citation())
        .append('\n')
        .append("Rows: ")
        .append(axis(t.rowTitle(), t.rowLabels().size(), "row"))
        .append(". Columns: ")
        .append(axis(t.columnTitle(), t.columnLabels().size(), "column"))
        .append(".\n\n");
    List<List<String>> rows = new ArrayList<>();
    List<String> header = new ArrayList<>();
    header.add(t.rowTitle().isEmpty() ? "-" : t.rowTitle());
    header.addAll(t.columnLabels());
    rows.add(header);
    for (int r = 0; r < t.rowLabels().size(); r++) {
      List<String> row = new ArrayList<>();
      row.add(t.rowLabels().get(r));
      row.addAll(t.cells().get(r));
      rows.add(row);
    }
    int[] widths = widths(rows);
    sb.append(aligned(rows.get(0), widths, " | ")).append('\n');
    StringBuilder rule = new StringBuilder();
    for (int i = 0; i < widths.length; i++) {
      rule.append(i == 0 ? "" : "-+-").append("-".repeat(widths[i]));
    }
    sb.append(rule).append('\n');
    for (List<String> row : rows.subList(1, rows.size())) {
      sb.append(aligned(row, widths, " | ")).append('\n');
    }
    sb.append('\n');
    if (t.patchable()) {
      sb.append("Patch a cell in a sweep spec's \"patches\" (here the first cell, unchanged):\n  ")
          .append(patch(t))
          .append('\n')
          .append(TableListing.PATCH_SYNTAX)
          .append('\n');
    } else {
      sb.append("Listed for reference: this rule set does not patch this table.\n");
    }
    return sb.toString();
  }

  /** The sweep patch of the first cell, as the sweep spec writes it. */
  static String patch(TableListing t) {
    return "{\"table\": "
        + Json.string(t.name())
        + ", \"row\": "
        + Json.string(t.rowLabels().get(0))
        + ", \"column\": "
        + Json.string(t.columnLabels().get(0))
        + ", \"cell\": "
        + Json.string(t.cells().get(0).get(0))
        + "}";
  }

  private static String axis(String title, int count, String what) {
    String n = count + " " + what + (count == 1 ? "" : "s");
    return title.isEmpty() ? n : title + " (" + n + ")";
  }

  private static int[] widths(List<List<String>> rows) {
    int[] w = new int[rows.get(0).size()];
    for (List<String> row : rows) {
      for (int i = 0; i < row.size(); i++) {
        w[i] = Math.max(w[i], row.get(i).length());
      }
    }
    return w;
  }

  /** The fields padded to their widths, the last one not padded. */
  private static String aligned(List<String> fields, int[] widths, String separator) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < fields.size(); i++) {
      if (i > 0) {
        sb.append(separator);
      }
      String f = fields.get(i);
      sb.append(f);
      if (i < fields.size() - 1) {
        sb.append(" ".repeat(widths[i] - f.length()));
      }
    }
    return sb.toString().stripTrailing();
  }

  private static ObjectNode listJson(RuleSet<?, ?> ruleSet, List<TableListing> listings) {
    ObjectNode root = JsonNodeFactory.instance.objectNode();
    root.put("rules", ruleSet.name());
    ArrayNode tables = root.putArray("tables");
    for (TableListing t : listings) {
      ObjectNode o = tables.addObject();
      o.put("name", t.name());
      citation(o, t);
      o.put("rows", t.rowLabels().size());
      o.put("columns", t.columnLabels().size());
      o.put("patchable", t.patchable());
    }
    root.put("patchSyntax", TableListing.PATCH_SYNTAX);
    return root;
  }

  private static ObjectNode tableJson(RuleSet<?, ?> ruleSet, TableListing t) {
    ObjectNode root = JsonNodeFactory.instance.objectNode();
    root.put("rules", ruleSet.name());
    root.put("name", t.name());
    citation(root, t);
    root.put("patchable", t.patchable());
    root.put("rowTitle", t.rowTitle());
    t.rowLabels().forEach(root.putArray("rowLabels")::add);
    root.put("columnTitle", t.columnTitle());
    t.columnLabels().forEach(root.putArray("columnLabels")::add);
    ArrayNode cells = root.putArray("cells");
    for (List<String> row : t.cells()) {
      row.forEach(cells.addArray()::add);
    }
    if (t.patchable()) {
      ObjectNode p = root.putObject("patch");
      p.put("table", t.name());
      p.put("row", t.rowLabels().get(0));
      p.put("column", t.columnLabels().get(0));
      p.put("cell", t.cells().get(0).get(0));
      root.put("patchSyntax", TableListing.PATCH_SYNTAX);
    }
    return root;
  }

  private static void citation(ObjectNode o, TableListing t) {
    ObjectNode c = o.putObject("citation");
    c.put("source", t.citation().source());
    c.put("section", t.citation().section());
  }

  private static String json(ObjectNode root) {
    try {
      return new ObjectMapper().writeValueAsString(root);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a JSON tree could not be written", e);
    }
  }
}
