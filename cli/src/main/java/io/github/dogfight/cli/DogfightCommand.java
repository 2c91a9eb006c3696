package io.github.dogfight.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code dogfight} command. Its forms are a public contract:
 *
 * <pre>
 * dogfight rules
 * dogfight duel --rules squadron [--seed N]
 * dogfight simulate --rules squadron [--games N] [--seed N] [--threads T]
 * dogfight odds EXPR [--json]
 * dogfight odds --rules squadron squadron --white W --black B [--white-maneuver M] ... [--json]
 * dogfight duel --rules R [--seed N] [--save FILE] [--json]
 * dogfight replay FILE
 * dogfight play --rules R [--side S | --hot-seat] [--activation A] [--seed N]
 * dogfight play --resume FILE [--side S | --hot-seat]
 * </pre>
 *
 * Bad input exits with status 2 and a message naming the problem and the choices.
 */
@Command(
    name = "dogfight",
    mixinStandardHelpOptions = true,
    versionProvider = DogfightCommand.Version.class,
    description = "Rules engines for tabletop air-combat games: duels, simulations, exact odds.",
    subcommands = {
      RulesCommand.class,
      TablesCommand.class,
      DuelCommand.class,
      SimulateCommand.class,
      SweepCommand.class,
      OddsCommand.class,
      ReplayCommand.class,
      PlayCommand.class,
      CommandLine.HelpCommand.class
    })
public final class DogfightCommand implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  /** Where {@code play} reads the person's answers. */
  private BufferedReader input = new BufferedReader(Reader.nullReader());

  /** Where {@code play} reads the person's answers, one per line. */
  BufferedReader input() {
    return input;
  }

  @Override
  public void run() {
    throw new CommandLine.ParameterException(
        spec.commandLine(),
        "choose a command: rules, duel, play, simulate, sweep, odds, replay or help");
  }

  /**
   * Runs the command line and exits with its status.
   *
   * @param args the command line
   */
  public static void main(String[] args) {
    PrintWriter out =
        new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
    PrintWriter err =
        new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    int status = run(args, in, out, err);
    out.flush();
    err.flush();
    System.exit(status);
  }

  /**
   * Runs the command line, writing to {@code out} and {@code err}.
   *
   * @param args the command line
   * @param out where the output goes
   * @param err where errors go
   * @return the exit status: 0 on success, 2 for bad input
   */
  public static int run(String[] args, PrintWriter out, PrintWriter err) {
    return run(args, new BufferedReader(Reader.nullReader()), out, err);
  }

  /**
   * Runs the command line, reading a person's answers ({@code play}) from {@code in} and writing to
   * {@code out} and {@code err}.
   *
   * @param args the command line
   * @param in where {@code play} reads answers
   * @param out where the output goes
   * @param err where errors go
   * @return the exit status: 0 on success, 2 for bad input
   */
  public static int run(String[] args, BufferedReader in, PrintWriter out, PrintWriter err) {
    DogfightCommand root = new DogfightCommand();
    root.input = in;
    CommandLine cli = new CommandLine(root);
    cli.getCommandSpec()
        .usageMessage()
        .footer(
            "",
            "Rule sets: "
                + RuleSetNames.listed()
                + " ('dogfight rules' describes each; --rules R chooses one).");
    cli.setOut(out);
    cli.setErr(err);
    // Bad input: the problem and where to look, in one or two lines, not the whole usage.
    cli.setParameterExceptionHandler(
        (ex, arguments) -> {
          CommandLine c = ex.getCommandLine();
          PrintWriter e = c.getErr();
          e.println(c.getCommandSpec().qualifiedName() + ": " + ex.getMessage());
          if (ex instanceof CommandLine.UnmatchedArgumentException u
              && u.getUnmatched().stream().anyMatch(a -> a.startsWith("-"))) {
            e.println(
                "Its options: "
                    + String.join(
                        ", ",
                        c.getCommandSpec().options().stream()
                            .map(CommandLine.Model.OptionSpec::longestName)
                            .toList())
                    + ".");
          } else {
            e.println("Try '" + c.getCommandSpec().qualifiedName() + " --help' for the options.");
          }
          return CommandLine.ExitCode.USAGE;
        });
    cli.setExecutionExceptionHandler(
        (ex, commandLine, parseResult) -> {
          if (ex instanceof IllegalArgumentException) {
            commandLine.getErr().println("dogfight: " + ex.getMessage());
            return CommandLine.ExitCode.USAGE;
          }
          throw ex;
        });
    int status = cli.execute(args);
    out.flush();
    err.flush();
    return status;
  }

  /**
   * The version: the jar manifest's {@code Implementation-Version}; run from class directories (in
   * tests, in an IDE) there is no manifest, and the version the build wrote into {@code
   * version.properties} stands in.
   */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      return new String[] {"dogfight " + version()};
    }

    static String version() {
      String v = DogfightCommand.class.getPackage().getImplementationVersion();
      if (v != null) {
        return v;
      }
      try (InputStream in = DogfightCommand.class.getResourceAsStream("version.properties")) {
        Properties p = new Properties();
        if (in != null) {
          p.load(in);
        }
        return p.getProperty("version", "unknown");
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
