package io.github.dogfight.cy6.internal.movement;

import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.cy6.Cy6Command;
import io.github.dogfight.cy6.Cy6Event;
import io.github.dogfight.cy6.Cy6State;
import io.github.dogfight.cy6.Plane;
import io.github.dogfight.cy6.internal.Engine;
import io.github.dogfight.cy6.internal.States;
import java.util.List;
import java.util.Optional;

/**
 * The formation status segment (rules 002, C1.0): a leader keeps formation or breaks it up, a
 * wingman keeps it or drops out, and a formation left with one aircraft is no more.
 */
public final class Formations {
  /** The formation rules. */
  public Formations() {}

  public static List<Cy6Command.FormationChoice> formationChoices(Cy6State s, Plane p) {
    if (p.formation().isEmpty()) {
      return List.of();
    }
    return s.leads(p)
        ? List.of(Cy6Command.FormationChoice.KEEP, Cy6Command.FormationChoice.BREAK_UP)
        : List.of(Cy6Command.FormationChoice.KEEP, Cy6Command.FormationChoice.DROP_OUT);
  }

  public Cy6State applyFormationChoices(Cy6State s, List<GameEvent> events) {
    Cy6State out = s;
    for (Plane p : s.flying()) {
      Cy6Command.FormationChoice c = s.formationChoices().get(p.id());
      if (c == Cy6Command.FormationChoice.BREAK_UP) {
        for (Plane m : s.formation(p.formation().get())) {
          out = States.withPlane(out, States.get(out, m.id()).inFormation(Optional.empty()));
        }
        events.add(
            Engine.happened(
                out,
                p.id(),
                Cy6Event.Kind.FORMATION,
                p.id() + " breaks formation " + p.formation().get() + " up; it may not reform",
                List.of()));
      } else if (c == Cy6Command.FormationChoice.DROP_OUT) {
        out = States.withPlane(out, States.get(out, p.id()).inFormation(Optional.empty()));
        events.add(
            Engine.happened(
                out,
                p.id(),
                Cy6Event.Kind.FORMATION,
                p.id() + " drops out of formation " + p.formation().get(),
                List.of()));
      }
    }
    return dissolveSingles(out, events);
  }

  /** A formation needs at least two aircraft (C1.0): one left alone flies on its own. */
  public static Cy6State dissolveSingles(Cy6State s, List<GameEvent> events) {
    Cy6State out = s;
    for (Plane p : s.flying()) {
      if (p.formation().isPresent() && out.formation(p.formation().get()).size() < 2) {
        out = States.withPlane(out, States.get(out, p.id()).inFormation(Optional.empty()));
        events.add(
            Engine.happened(
                out,
                p.id(),
                Cy6Event.Kind.FORMATION,
                "formation "
                    + p.formation().get()
                    + " has one aircraft left: "
                    + p.id()
                    + " flies on its own",
                List.of()));
      }
    }
    return out;
  }

  /** Records {@code f}, a formation status choice, secretly. */
  public Cy6State choose(
      Cy6State s,
      Plane p,
      Cy6Command.FormationStatus f,
      List<String> waiting,
      List<GameEvent> events) {
    if (!formationChoices(s, p).contains(f.choice())) {
      throw new RuleViolation(
          "Formation Rules (C1.0), " + Engine.SEED,
          "choice",
          f.choice().toString(),
          (s.leads(p)
              ? "a formation leader may keep or break-up"
              : "a wingman may keep or drop-out"));
    }
    events.add(Engine.secret(s, p.side(), p.id(), f.describe()));
    return States.withCommitted(
        s,
        waiting,
        s.tails(),
        States.plus(s.formationChoices(), p.id(), f.choice()),
        s.plots(),
        s.tailInfo(),
        s.fire());
  }
}
