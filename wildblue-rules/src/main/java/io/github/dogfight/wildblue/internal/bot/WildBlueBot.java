package io.github.dogfight.wildblue.internal.bot;

import io.github.dogfight.core.check.CheckOutcome;
import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.view.View;
import io.github.dogfight.wildblue.ActionStep;
import io.github.dogfight.wildblue.AdvantageKind;
import io.github.dogfight.wildblue.Airman;
import io.github.dogfight.wildblue.Attack;
import io.github.dogfight.wildblue.Band;
import io.github.dogfight.wildblue.CriticalChoice;
import io.github.dogfight.wildblue.CriticalDamage;
import io.github.dogfight.wildblue.GroundUnit;
import io.github.dogfight.wildblue.Host;
import io.github.dogfight.wildblue.Move;
import io.github.dogfight.wildblue.Plane;
import io.github.dogfight.wildblue.PlaneType;
import io.github.dogfight.wildblue.Stunt;
import io.github.dogfight.wildblue.WildBlueCommand;
import io.github.dogfight.wildblue.WildBlueCommand.EndAction;
import io.github.dogfight.wildblue.WildBlueCommand.Fire;
import io.github.dogfight.wildblue.WildBlueCommand.Fly;
import io.github.dogfight.wildblue.WildBlueCommand.Maneuver;
import io.github.dogfight.wildblue.WildBlueCommand.Pass;
import io.github.dogfight.wildblue.WildBlueCommand.Perform;
import io.github.dogfight.wildblue.WildBlueOdds;
import io.github.dogfight.wildblue.WildBlueRules;
import io.github.dogfight.wildblue.WildBlueState;
import io.github.dogfight.wildblue.internal.Ctx;
import io.github.dogfight.wildblue.internal.actions.Actions;
import io.github.dogfight.wildblue.internal.attacks.AttackFlow;
import io.github.dogfight.wildblue.internal.initiative.Flow;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * A deterministic bot for The Wild Blue that flies by exact odds: it climbs or dives to the enemy,
 * tries for position (behind, above, the sun) or shakes an enemy off its tail, fires the attack
 * with the best expected damage (burst or sustained, the pilot's guns or the gunner's rear gun, the
 * better first), bombs ground targets (and throws grenades at them), and uses stunts and interrupts
 * when the odds favour them: Split S on a poor initiative, The Scissors and Spin when they are
 * likely to work, Rolling Scissors against Scissors, Barrel Roll, Snap Roll and Tailslide against
 * an enemy with advantage, Aileron Roll and Wingover to cover itself. It takes a Critical Damage
 * result instead of heavy damage when a mild one is left, and gives its enemies the worst.
 */
public final class WildBlueBot implements Bot<WildBlueState, WildBlueCommand> {
  /** Critical Damage results from the mildest to the worst. */
  private static final List<CriticalDamage> MILDEST_FIRST =
      List.of(
          CriticalDamage.FUEL_LEAK,
          CriticalDamage.WING_DAMAGE,
          CriticalDamage.OIL_LEAK,
          CriticalDamage.DAMAGED_AILERON,
          CriticalDamage.STUCK_CONTROLS,
          CriticalDamage.DAMAGED_FLAPS,
          CriticalDamage.DESTROYED_WEAPON,
          CriticalDamage.DAMAGED_ENGINE,
          CriticalDamage.FIRE,
          CriticalDamage.PILOT_HIT,
          CriticalDamage.ANNIHILATED);

  private final WildBlueRules rules;

  public WildBlueBot(WildBlueRules rules) {
    this.rules = rules;
  }

  /**
   * The bot's choice, always one of {@code legal} (the {@code Bot} contract: a person is offered
   * what the bot plays): where its plan names a command the list lacks (ending the action, a move),
   * it takes the list's pass, else its first command.
   */
  @Override
  public WildBlueCommand choose(View<WildBlueState> view, List<WildBlueCommand> legal) {
    if (legal.isEmpty()) {
      throw new IllegalArgumentException("no legal command to choose from");
    }
    WildBlueCommand planned = plan(view, legal);
    if (legal.contains(planned)) {
      return planned;
    }
    return legal.stream().filter(WildBlueCommand::isPass).findFirst().orElse(legal.get(0));
  }

  private WildBlueCommand plan(View<WildBlueState> view, List<WildBlueCommand> legal) {
    WildBlueState s = view.state();
    String actor = legal.get(0).actor();
    WildBlueOdds odds = rules.odds();
    Host host = rules.config().host();
    if (!s.splitS().isEmpty()) {
      Plane me = s.plane(actor);
      double expected =
          host.initiative(Flow.bonus(me.pilot(), true), 3)
              .outcomes()
              .expectation(v -> v)
              .doubleValue();
      boolean behind =
          s.planes().stream()
              .anyMatch(
                  p ->
                      p.flying()
                          && !p.side().equals(me.side())
                          && p.initiative() > me.initiative());
      return pick(
          legal,
          behind && me.initiative() < expected && me.maneuverability() >= 2,
          WildBlueCommand.SplitS.class);
    }
    if (!s.choices().isEmpty()) {
      return critical(s, legal);
    }
    if (s.attack().isPresent()) {
      return interrupt(s, s.attack().get(), actor, legal, odds);
    }
    Optional<GroundUnit> ground = s.findGround(actor);
    if (ground.isPresent()) {
      return best(s, legal, odds).orElse(new EndAction(actor));
    }
    ActionStep step = s.step().orElseThrow();
    if (!step.inControl()) {
      return legal.stream()
          .filter(WildBlueCommand.RegainControl.class::isInstance)
          .findFirst()
          .orElse(new EndAction(actor));
    }
    Plane me = s.plane(actor);
    int rating = host.skillRating(me.pilot().dex(), me.pilot().piloting());
    int pen = Ctx.pilotingPenalty(me);
    if (!step.flown()) {
      // Shake an enemy's advantage first, by stunt.
      for (WildBlueCommand c : legal) {
        if (c instanceof Perform p && p.enemy().isPresent()) {
          String e = p.enemy().get();
          int held = Actions.gainedOn(s, e, actor);
          Rational chance = odds.stunt(p.stunt(), rating, pen, false);
          if (p.stunt() == Stunt.TAILSLIDE && chance.doubleValue() >= 0.35) {
            return c;
          }
          if (p.stunt() == Stunt.SNAP_ROLL && held >= 2 && chance.doubleValue() >= 0.35) {
            return c;
          }
          if (p.stunt() == Stunt.BARREL_ROLL && held >= 2 && chance.doubleValue() >= 0.5) {
            return c;
          }
        }
      }
      return new Fly(actor, move(s, me, legal));
    }
    // The move half: one attempt at advantage.
    if (step.attempts() == 0) {
      Optional<WildBlueCommand> m = maneuver(s, legal);
      if (m.isPresent()) {
        return m.get();
      }
    }
    // The best attack offered, the pilot's or the gunner's (whichever has the higher expected
    // damage goes first); one already made is no longer offered.
    if (!step.attacked() || !step.gunnerFired()) {
      Optional<WildBlueCommand> attack = best(s, legal, odds);
      if (attack.isPresent()) {
        return attack.get();
      }
    }
    int left = me.maneuverability() - me.stunts().size();
    for (WildBlueCommand c : legal) {
      if (c instanceof Perform p && left >= 2) {
        boolean cover =
            (p.stunt() == Stunt.WINGOVER)
                || (p.stunt() == Stunt.AILERON_ROLL
                    && odds.stunt(Stunt.AILERON_ROLL, rating, pen, false).doubleValue() >= 0.6);
        if (cover) {
          return c;
        }
      }
    }
    return new EndAction(actor);
  }

  private static WildBlueCommand pick(List<WildBlueCommand> legal, boolean take, Class<?> kind) {
    if (take) {
      for (WildBlueCommand c : legal) {
        if (kind.isInstance(c)) {
          return c;
        }
      }
    }
    return legal.stream().filter(WildBlueCommand::isPass).findFirst().orElse(legal.get(0));
  }

  private WildBlueCommand critical(WildBlueState s, List<WildBlueCommand> legal) {
    CriticalChoice c = s.choices().get(0);
    Plane p = s.plane(c.plane());
    boolean mine = c.chooser().equals(c.plane());
    List<CriticalDamage> order = new java.util.ArrayList<>(MILDEST_FIRST);
    if (!mine) {
      java.util.Collections.reverse(order);
    }
    Optional<WildBlueCommand> pick = Optional.empty();
    for (CriticalDamage r : order) {
      if (mine && r == CriticalDamage.DAMAGED_ENGINE && c.damage() >= p.type().hitPoints()) {
        continue;
      }
      pick =
          legal.stream()
              .filter(x -> x instanceof WildBlueCommand.TakeCritical t && t.result() == r)
              .findFirst();
      if (pick.isPresent()) {
        break;
      }
    }
    if (c.why().optional()) {
      boolean heavy = c.damage() * 4 >= Math.max(1, p.hp());
      boolean mild =
          pick.isPresent()
              && pick.get() instanceof WildBlueCommand.TakeCritical t
              && MILDEST_FIRST.indexOf(t.result())
                  <= MILDEST_FIRST.indexOf(CriticalDamage.DESTROYED_WEAPON);
      if (!(heavy && mild)) {
        return new WildBlueCommand.TakeDamage(c.chooser());
      }
    }
    return pick.orElse(legal.get(0));
  }

  private WildBlueCommand interrupt(
      WildBlueState s, Attack a, String actor, List<WildBlueCommand> legal, WildBlueOdds odds) {
    Host host = rules.config().host();
    Plane me = s.plane(actor);
    int rating = host.skillRating(me.pilot().dex(), me.pilot().piloting());
    int pen = Ctx.pilotingPenalty(me);
    return switch (a.stage()) {
      case SCISSORS -> {
        int attackerRating = attackRating(s, a, host);
        int attackerPenalty =
            AttackFlow.commonPenalty(s, a) + AttackFlow.targetPenalty(s, a.attacker(), actor);
        Rational ignored =
            odds.scissors(attackerRating, attackerPenalty, rating, pen, false)
                .probability(WildBlueOdds.Tug.IGNORED);
        yield pick(legal, ignored.doubleValue() >= 0.2, WildBlueCommand.Scissors.class);
      }
      case ROLLING_SCISSORS ->
          pick(
              legal,
              odds.stunt(Stunt.ROLLING_SCISSORS, rating, pen, false).doubleValue() >= 0.5,
              WildBlueCommand.RollingScissors.class);
      case SPIN -> {
        double soft = 5 * odds.stunt(Stunt.SPIN, rating, pen, false).doubleValue();
        double hard = 10 * odds.stunt(Stunt.SPIN, rating, pen, true).doubleValue();
        if (Math.max(soft, hard) < 2.5) {
          yield new Pass(actor);
        }
        yield legal.stream()
            .filter(c -> c instanceof WildBlueCommand.Spin sp && sp.hard() == (hard > soft))
            .findFirst()
            .orElse(new Pass(actor));
      }
      case DAMAGE -> throw new IllegalStateException("no window at the damage stage");
    };
  }

  private static int attackRating(WildBlueState s, Attack a, Host host) {
    Optional<Plane> p = s.findPlane(a.attacker());
    if (p.isEmpty()) {
      Airman g = s.findGround(a.attacker()).orElseThrow().gunner().orElseThrow();
      return host.skillRating(g.dex(), g.firearms());
    }
    Airman who =
        Actions.gunnerFires(p.get(), a.mount()) ? p.get().gunner().orElseThrow() : p.get().pilot();
    return a.mount().firearms()
        ? host.skillRating(who.dex(), who.firearms())
        : host.skillRating(who.dex(), who.piloting());
  }

  private Move move(WildBlueState s, Plane me, List<WildBlueCommand> legal) {
    List<Plane> enemies =
        s.planes().stream()
            .filter(p -> p.flying() && !p.side().equals(me.side()) && !p.outOfControl())
            .toList();
    boolean bomber =
        (me.bombsLeft() > 0 || me.grenadesLeft() > 0)
            && s.ground().stream().anyMatch(g -> !g.side().equals(me.side()) && !g.destroyed());
    Band goal;
    if (bomber) {
      goal = Band.LOW;
    } else if (enemies.stream().anyMatch(e -> e.altitude() == me.band())) {
      goal = me.band();
    } else {
      goal =
          enemies.stream()
              .map(Plane::altitude)
              .min(Comparator.comparingInt(b -> Math.abs(b.index() - me.band().index())))
              .orElse(me.band());
    }
    Move m =
        goal.isAbove(me.band())
            ? Move.CLIMB
            : me.band().isAbove(goal) ? Move.POWERDIVE : Move.CRUISE;
    boolean pursued =
        s.advantage().stream()
            .anyMatch(h -> h.target().equals(me.name()) && h.kind() == AdvantageKind.BEHIND);
    if (m == Move.CRUISE && pursued && me.hp() * 4 < me.type().hitPoints()) {
      m = Move.TOP_SPEED;
    }
    Move chosen = m;
    return legal.stream().anyMatch(c -> c instanceof Fly f && f.move() == chosen)
        ? chosen
        : Move.CRUISE;
  }

  private static Optional<WildBlueCommand> maneuver(WildBlueState s, List<WildBlueCommand> legal) {
    // Shake an enemy off the tail first; then get behind, above, into the sun, on the weakest.
    legal =
        legal.stream()
            .sorted(
                Comparator.comparingInt(
                    c -> c instanceof Maneuver m ? s.plane(m.enemy()).hp() : Integer.MAX_VALUE))
            .toList();
    for (WildBlueCommand c : legal) {
      if (c instanceof Maneuver m && m.remove() && m.kind() == AdvantageKind.BEHIND) {
        return Optional.of(c);
      }
    }
    for (AdvantageKind k : List.of(AdvantageKind.BEHIND, AdvantageKind.ABOVE, AdvantageKind.SUN)) {
      for (WildBlueCommand c : legal) {
        if (c instanceof Maneuver m && !m.remove() && m.kind() == k) {
          return Optional.of(c);
        }
      }
    }
    return Optional.empty();
  }

  /** The expected damage of a bomb (or grenade) of {@code me}'s. */
  private static double bombing(Plane me, PlaneType.Bombs ordnance, WildBlueOdds odds, Host host) {
    int dex = host.attributeRating(me.pilot().dex());
    int cun = host.attributeRating(Math.max(me.pilot().cunning(), me.pilot().intelligence()));
    return odds.bombing(dex, cun, Actions.bombPenalty(me), ordnance.dice())
        .expectation(WildBlueOdds.BombRun::damage)
        .doubleValue();
  }

  /** The attack with the best expected damage, if any is legal. */
  private Optional<WildBlueCommand> best(
      WildBlueState s, List<WildBlueCommand> legal, WildBlueOdds odds) {
    Host host = rules.config().host();
    WildBlueCommand best = null;
    double most = 0;
    for (WildBlueCommand c : legal) {
      double value = 0;
      if (c instanceof Fire f) {
        Attack a =
            new Attack(
                f.actor(),
                f.mount(),
                f.mode(),
                List.of(f.target()),
                false,
                Attack.Stage.SCISSORS,
                0,
                java.util.Map.of(),
                false,
                Optional.empty(),
                List.of(f.target()),
                Optional.empty());
        int rating = attackRating(s, a, host);
        int penalty =
            AttackFlow.commonPenalty(s, a) + AttackFlow.targetPenalty(s, f.actor(), f.target());
        double hit =
            odds.toHit(rating, penalty, false).probability(CheckOutcome::passed).doubleValue();
        double dmg =
            AttackFlow.dice(s, rules.config(), a, f.target())
                .damage(0)
                .outcomes()
                .expectation(v -> v)
                .doubleValue();
        boolean ground = s.findGround(f.target()).isPresent();
        value = hit * dmg * (ground ? 0.5 : 1.0);
      } else if (c instanceof WildBlueCommand.Bomb b) {
        Plane me = s.plane(b.actor());
        value = bombing(me, me.type().bombs().orElseThrow(), odds, host);
      } else if (c instanceof WildBlueCommand.Grenade g) {
        Plane me = s.plane(g.actor());
        value = bombing(me, me.type().grenades().orElseThrow(), odds, host);
      }
      if (value > most) {
        most = value;
        best = c;
      }
    }
    return Optional.ofNullable(best);
  }
}
