package io.github.dogfight.wildblue.internal.initiative;

import io.github.dogfight.core.check.CheckOutcome;
import io.github.dogfight.core.dice.Rolled;
import io.github.dogfight.wildblue.Plane;
import io.github.dogfight.wildblue.Reading;
import io.github.dogfight.wildblue.Stunt;
import io.github.dogfight.wildblue.WildBlueCommand;
import io.github.dogfight.wildblue.WildBlueConfig;
import io.github.dogfight.wildblue.WildBlueEvent;
import io.github.dogfight.wildblue.WildBlueState;
import io.github.dogfight.wildblue.internal.Ctx;
import io.github.dogfight.wildblue.internal.Refusal;
import io.github.dogfight.wildblue.internal.actions.Actions;
import io.github.dogfight.wildblue.internal.actions.Stunts;
import io.github.dogfight.wildblue.internal.damage.Criticals;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The window at the start of a turn: Split S ("You dislike your Initiative result"). The Scissors,
 * Rolling Scissors and Spin are in {@link io.github.dogfight.wildblue.internal.attacks.Interrupts},
 * the choice of Critical Damage results in {@link Criticals}.
 */
public final class Windows {
  private Windows() {}

  /**
   * Why the rules refuse {@code command} in the Split S window, or {@code null}: a Split S by a
   * plane that {@link Stunts#mayStuntOutOfAction may stunt}, or a pass.
   */
  public static @Nullable Refusal checkSplitS(
      WildBlueState s, WildBlueConfig config, WildBlueCommand command) {
    if (command instanceof WildBlueCommand.SplitS) {
      Plane p = s.plane(command.actor());
      return Stunts.mayStuntOutOfAction(config, p, Stunt.SPLIT_S)
          ? null
          : new Refusal(
              Actions.STUNTS,
              "stunt",
              Stunt.SPLIT_S.title(),
              () -> Stunts.whyNot(p, Stunt.SPLIT_S));
    }
    if (command instanceof WildBlueCommand.Pass) {
      return null;
    }
    return new Refusal(
        Actions.STUNTS, "command", command.describe(), "the start of the turn: Split S or pass");
  }

  /** Resolves a Split S or a pass that {@link #checkSplitS} has accepted. */
  public static void splitS(Ctx c, WildBlueCommand command) {
    String name = command.actor();
    List<String> waiting = new ArrayList<>(c.state.splitS());
    if (command instanceof WildBlueCommand.SplitS) {
      c.useStunt(name, Stunt.SPLIT_S);
      CheckOutcome o = c.pilotingCheck(c.plane(name), splitSCheckPenalty(c.config), "Split S");
      Plane now = c.plane(name);
      if (o.passed() && now.flying() && !now.outOfControl()) {
        // "You may re-roll your initiative, with a 3 point penalty. Note that cunning
        // bonuses/penalties still apply to this second roll."
        Rolled<Integer> r =
            c.roller.roll(
                c.host().initiative(Flow.bonus(now.pilot(), true), 3),
                name + " Split S initiative");
        c.put(c.copy(now).withInitiative(r.value()));
        c.event(
            WildBlueEvent.Kind.INITIATIVE,
            name,
            name
                + "'s Split S: initiative re-rolled at a 3 point penalty, "
                + now.initiative()
                + " becomes "
                + r.value(),
            List.of(r.roll()));
      }
    }
    waiting.remove(name);
    c.state = c.state.withSplitS(waiting);
    if (waiting.isEmpty()) {
      Flow.startActions(c);
    }
  }

  /**
   * SPLIT S "Penalty: +3, See Below ... You may re-roll your initiative, with a 3 point penalty":
   * the Dex+Piloting roll's penalty, 3 (the re-roll takes its own 3), or none under {@link
   * Reading#SPLIT_S_PENALTY_ON_THE_REROLL_ONLY}.
   */
  public static int splitSCheckPenalty(WildBlueConfig config) {
    return config.reads(Reading.SPLIT_S_PENALTY_ON_THE_REROLL_ONLY) ? 0 : Stunt.SPLIT_S.penalty();
  }
}
