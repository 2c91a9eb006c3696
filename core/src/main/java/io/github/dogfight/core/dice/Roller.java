package io.github.dogfight.core.dice;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The local roller used inside one game step. It draws raw faces from the game's {@link DiceStream}
 * (or from {@link ScriptedDice} in tests and for players rolling physical dice) and records every
 * roll as a {@link DiceRoll}.
 *
 * <p>A roller is not thread-safe and lives for one step: create it, roll, read {@link #rolls()} and
 * {@link #stream()}, and drop it.
 *
 * <pre>{@code
 * Roller roller = Roller.from(state.dice());
 * DiceRoll r = roller.roll(DiceNotation.parse("2d6"), "bet");
 * DiceStream next = roller.stream().orElseThrow(); // store in the new state
 * }</pre>
 */
public final class Roller {
  private final FaceSource source;
  private final List<DiceRoll> rolls = new ArrayList<>();

  private Roller(FaceSource source) {
    Objects.requireNonNull(source, "source");
    this.source = source;
  }

  /**
   * A roller drawing from {@code stream}.
   *
   * @param stream the dice stream
   * @return the roller
   */
  public static Roller from(DiceStream stream) {
    return new Roller(new StreamSource(stream));
  }

  /**
   * A roller drawing the scripted faces.
   *
   * @param script the scripted faces
   * @return the roller
   */
  public static Roller scripted(ScriptedDice script) {
    Objects.requireNonNull(script, "script");
    return new Roller(script);
  }

  /**
   * Rolls {@code expression} for {@code purpose} and records it.
   *
   * @param expression the expression
   * @param purpose what the roll is for
   * @return the roll
   */
  public DiceRoll roll(DiceExpression expression, String purpose) {
    return roll(expression, purpose, null);
  }

  /**
   * Rolls {@code expression} for {@code subject}'s {@code action} (the purpose "Camel movement
   * points" as {@code "Camel", "movement points"}) and records it. The two are joined only when the
   * purpose is read, so a simulation that never reads it never builds it.
   *
   * @param expression the expression
   * @param subject who or what rolls
   * @param action what for; null for none
   * @return the roll
   */
  public DiceRoll roll(DiceExpression expression, String subject, @Nullable String action) {
    RollContext context =
        new RollContext(source, subject, action, expression instanceof DicePool p ? p.count() : 4);
    int result = expression.roll(context);
    DiceRoll roll =
        new DiceRoll(
            subject,
            action,
            null,
            expression,
            context.faces(),
            context.explosions(),
            context.modifier(),
            result,
            null);
    rolls.add(roll);
    return roll;
  }

  /**
   * Rolls the chance mechanic {@code chance} for {@code purpose} and records it: the record's
   * outcome is the value's text (and its result the value when it is an integer).
   *
   * @param <T> the outcome type
   * @param chance the chance
   * @param purpose what the roll is for
   * @return the outcome and the roll
   */
  public <T> Rolled<T> roll(Chance<T> chance, String purpose) {
    RollContext context = new RollContext(source, purpose, null, chance.expectedFaces());
    T value = chance.roll(context);
    DiceRoll roll =
        new DiceRoll(
            purpose,
            null,
            chance.notation(),
            null,
            context.faces(),
            context.explosions(),
            context.modifier(),
            value instanceof Integer i ? i : 0,
            value instanceof Integer ? null : String.valueOf(value));
    rolls.add(roll);
    return new Rolled<>(value, roll);
  }

  /**
   * Parses {@code notation} and rolls it.
   *
   * @param notation the expression, in dice notation
   * @param purpose what the roll is for
   * @return the roll
   */
  public DiceRoll roll(String notation, String purpose) {
    Objects.requireNonNull(notation, "notation");
    Objects.requireNonNull(purpose, "purpose");
    return roll(DiceNotation.parse(notation), purpose);
  }

  /**
   * Every roll made so far, in order.
   *
   * @return every roll made so far, in order
   */
  public List<DiceRoll> rolls() {
    return List.copyOf(rolls);
  }

  /**
   * The rolls made since the first {@code from} rolls, in order.
   *
   * @param from how many rolls there were before
   * @return the rolls since
   */
  public List<DiceRoll> rollsSince(int from) {
    int n = rolls.size() - from;
    if (n == 0) {
      return List.of();
    }
    if (n == 1) {
      return List.of(rolls.get(from));
    }
    return List.copyOf(rolls.subList(from, rolls.size()));
  }

  /**
   * How many rolls have been made.
   *
   * @return how many rolls have been made
   */
  public int rollCount() {
    return rolls.size();
  }

  /**
   * The dice stream after every draw so far, for a stream-backed roller; empty for a scripted
   * roller (the game's stream does not advance when dice are scripted).
   *
   * @return the dice stream after every draw so far, for a stream-backed roller; empty for a
   *     scripted roller (the game's stream does not advance when dice are scripted)
   */
  public Optional<DiceStream> stream() {
    return source instanceof StreamSource s ? Optional.of(s.current()) : Optional.empty();
  }

  /** Draws faces from a dice stream with Lemire's unbiased bounded integers. */
  private static final class StreamSource implements FaceSource {
    private final long seed;
    private long position;

    StreamSource(DiceStream stream) {
      this.seed = stream.seed();
      this.position = stream.position();
    }

    @Override
    public int face(Die die, String purpose) {
      return bounded(die.sides());
    }

    @Override
    public int face(Die die, RollContext context) {
      return bounded(die.sides());
    }

    /** A uniform int in {@code 1..bound} by Lemire's method, one word unless rejected. */
    int bounded(int bound) {
      long m = (DiceStream.wordAt(seed, position++) >>> 32) * bound;
      long low = m & 0xFFFFFFFFL;
      if (low < bound) {
        long threshold = (0x100000000L - bound) % bound;
        while (low < threshold) {
          m = (DiceStream.wordAt(seed, position++) >>> 32) * bound;
          low = m & 0xFFFFFFFFL;
        }
      }
      return (int) (m >>> 32) + 1;
    }

    DiceStream current() {
      return new DiceStream(seed, position);
    }
  }
}
