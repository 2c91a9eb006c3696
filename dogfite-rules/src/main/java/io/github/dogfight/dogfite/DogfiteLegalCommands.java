package io.github.dogfight.dogfite;

import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseSpeedRoll;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseTarget;
import io.github.dogfight.dogfite.DogfiteCommand.EdgeBet;
import io.github.dogfight.dogfite.DogfiteCommand.EndMove;
import io.github.dogfight.dogfite.DogfiteCommand.Fire;
import io.github.dogfight.dogfite.DogfiteCommand.Move;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Lists legal commands. Moves are listed at the level the table requires and without aerobatic
 * points; raising a bet or adding aerobatic points is also legal but not listed (every listed
 * command is legal, not every legal command is listed).
 */
final class DogfiteLegalCommands {
  private DogfiteLegalCommands() {}

  static List<DogfiteCommand> of(DogfiteRules rules, DogfiteState s) {
    Optional<String> who = rules.awaiting(s);
    if (who.isEmpty()) {
      return List.of();
    }
    Plane p = s.plane(who.get());
    List<DogfiteCommand> out = new ArrayList<>();
    if (s.penalty().isPresent()) {
      out.add(new DogfiteCommand.ApplyMovePenalty(p.id(), false));
      out.add(new DogfiteCommand.ApplyMovePenalty(p.id(), true));
      return out;
    }
    if (s.pip().isPresent()) {
      out.add(new DogfiteCommand.AdjustPip(p.id(), true));
      out.add(new DogfiteCommand.AdjustPip(p.id(), false));
      return out;
    }
    switch (s.stage()) {
      case TARGETING -> {
        out.add(new ChooseTarget(p.id(), Optional.empty()));
        if (!p.spinning()) {
          for (Plane t : s.inPlay()) {
            boolean enemy = !t.side().equals(p.side());
            boolean wingman =
                !enemy
                    && !t.id().equals(p.id())
                    && t.placement().position().hex().equals(p.placement().position().hex())
                    && t.placement().altitude().equals(p.placement().altitude());
            if (enemy || wingman) {
              out.add(new ChooseTarget(p.id(), Optional.of(t.id())));
            }
          }
        }
      }
      case MOVEMENT -> movement(rules, s, p, out);
      case COMBAT -> {
        for (int g = 0; g <= p.type().guns(); g++) {
          out.add(new Fire(p.id(), g));
        }
      }
      case END_OF_TURN -> {
        if (p.spinning()) {
          out.add(new ChooseSpeedRoll(p.id(), EndOfTurn.SpeedRoll.NONE));
        } else if (p.condition().engineDestroyed()) {
          out.add(new ChooseSpeedRoll(p.id(), EndOfTurn.SpeedRoll.DRAG));
        } else {
          for (EndOfTurn.SpeedRoll r : EndOfTurn.SpeedRoll.values()) {
            out.add(new ChooseSpeedRoll(p.id(), r));
          }
        }
      }
    }
    return out;
  }

  private static void movement(
      DogfiteRules rules, DogfiteState s, Plane p, List<DogfiteCommand> out) {
    if (s.move().isEmpty()) {
      if (p.spinning()) {
        out.add(new BeginMove(p.id(), VerticalMove.LEVEL));
        out.add(new BeginMove(p.id(), VerticalMove.HOLD));
        return;
      }
      if (p.turnLog().highestBet().isEmpty() && p.placement().altitude().level() > 0) {
        out.add(new DogfiteCommand.EnterSpin(p.id()));
      }
      ClimbDive climbDive = new ClimbDive(rules.tables().climbDive());
      for (VerticalMove v : VerticalMove.values()) {
        try {
          climbDive.plan(p.placement().altitude(), p.speed(), v);
          out.add(new BeginMove(p.id(), v));
        } catch (IllegalArgumentException notAllowed) {
          // not legal here
        }
      }
      return;
    }
    MoveState ms = s.move().get();
    HexPosition from = p.placement().position();
    if (!ms.hasPointsLeft()) {
      if (ms.movementPoints() == 0 && ms.used() == 0) {
        out.add(new EdgeBet(p.id(), 1, 0));
      }
      out.add(new EndMove(p.id()));
      return;
    }
    for (Step step : steps(from)) {
      Requirement req =
          Step.maneuver(step)
              .map(
                  m ->
                      rules.tables().maneuvers().requirement(m, ms.plan().maneuverSpeed(p.speed())))
              .orElse(Requirement.AUTO);
      if (req == Requirement.IMPOSSIBLE) {
        continue;
      }
      int level = req.level().orElse(0);
      if (ms.pendingHold() && Step.maneuver(step).isPresent()) {
        // Held together with the level: one bet of one plus the higher level, at most 3.
        level = 1 + Math.max(ms.plan().holdBetLevel().orElse(0), level);
        if (level > 3) {
          continue;
        }
      }
      out.add(new Move(p.id(), step, level, 0));
    }
    if (from instanceof HexPosition.Middle && ms.used() > 0) {
      out.add(new EndMove(p.id()));
    }
  }

  static List<Step> steps(HexPosition from) {
    List<Step> steps = new ArrayList<>();
    if (from instanceof HexPosition.Edge) {
      steps.add(new Step.Straight());
      for (int h : new int[] {1, -1, 2, -2, 3, -3}) {
        steps.add(new Step.Turn(h));
      }
      steps.add(new Step.ToMiddle());
    } else {
      steps.add(new Step.ToMiddle());
      for (Facing f : Facing.values()) {
        steps.add(new Step.ToEdge(f));
      }
    }
    return steps;
  }
}
