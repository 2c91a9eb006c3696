package io.github.dogfight.wildblue.internal.bot;

import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.view.View;
import io.github.dogfight.wildblue.ActionStep;
import io.github.dogfight.wildblue.AdvantageKind;
import io.github.dogfight.wildblue.Airman;
import io.github.dogfight.wildblue.Attack;
import io.github.dogfight.wildblue.AttackDice;
import io.github.dogfight.wildblue.Band;
import io.github.dogfight.wildblue.CriticalChoice;
import io.github.dogfight.wildblue.CriticalDamage;
import io.github.dogfight.wildblue.FireMode;
import io.github.dogfight.wildblue.GroundUnit;
import io.github.dogfight.wildblue.Gun;
import io.github.dogfight.wildblue.Held;
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
import io.github.dogfight.wildblue.WildBlueRules;
import io.github.dogfight.wildblue.WildBlueState;
import io.github.dogfight.wildblue.internal.Ctx;
import io.github.dogfight.wildblue.internal.actions.Actions;
import io.github.dogfight.wildblue.internal.altitude.Altitude;
import io.github.dogfight.wildblue.internal.attacks.AttackFlow;
import io.github.dogfight.wildblue.internal.attacks.Attacks;
import io.github.dogfight.wildblue.internal.initiative.Flow;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

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
  private final BotTables tables;

  /**
   * A bot for {@code rules} that judges its choices by {@code tables}.
   *
   * @param rules the rules it plays
   * @param tables the rule set's exact odds as doubles, computed once and shared by its games
   */
  public WildBlueBot(WildBlueRules rules, BotTables tables) {
    this.rules = rules;
    this.tables = tables;
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
    for (WildBlueCommand c : legal) {
      if (c.equals(planned)) {
        return c;
      }
    }
    return passOrFirst(legal);
  }

  /** The list's pass, else its first command. */
  private static WildBlueCommand passOrFirst(List<WildBlueCommand> legal) {
    for (WildBlueCommand c : legal) {
      if (c.isPass()) {
        return c;
      }
    }
    return legal.get(0);
  }

  private WildBlueCommand plan(View<WildBlueState> view, List<WildBlueCommand> legal) {
    WildBlueState s = view.state();
    String actor = legal.get(0).actor();
    BotTables odds = tables;
    Host host = rules.config().host();
    if (!s.splitS().isEmpty()) {
      Plane me = s.plane(actor);
      double expected = odds.initiative(Flow.bonus(me.pilot(), true), 3);
      boolean behind = false;
      for (Plane p : s.planes()) {
        if (p.flying() && !p.side().equals(me.side()) && p.initiative() > me.initiative()) {
          behind = true;
          break;
        }
      }
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
      for (WildBlueCommand c : legal) {
        if (c instanceof WildBlueCommand.RegainControl) {
          return c;
        }
      }
      return new EndAction(actor);
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
          double chance = odds.stunt(p.stunt(), rating, pen, false);
          if (p.stunt() == Stunt.TAILSLIDE && chance >= 0.35) {
            return c;
          }
          if (p.stunt() == Stunt.SNAP_ROLL && held >= 2 && chance >= 0.35) {
            return c;
          }
          if (p.stunt() == Stunt.BARREL_ROLL && held >= 2 && chance >= 0.5) {
            return c;
          }
        }
      }
      return new Fly(actor, move(s, me, legal, odds, host));
    }
    // The move half: one attempt at advantage.
    if (step.attempts() == 0) {
      Optional<WildBlueCommand> m = maneuver(s, legal);
      if (m.isPresent()) {
        return m.get();
      }
    }
    // A ram, when the pilot has no shot at an enemy plane left and the trade favours its side.
    if (!step.attacked()) {
      Optional<WildBlueCommand> ram = ram(s, me, legal, odds, host);
      if (ram.isPresent()) {
        return ram.get();
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
                    && odds.stunt(Stunt.AILERON_ROLL, rating, pen, false) >= 0.6);
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
    return passOrFirst(legal);
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
      for (WildBlueCommand x : legal) {
        if (x instanceof WildBlueCommand.TakeCritical t && t.result() == r) {
          pick = Optional.of(x);
          break;
        }
      }
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
      WildBlueState s, Attack a, String actor, List<WildBlueCommand> legal, BotTables odds) {
    Host host = rules.config().host();
    Plane me = s.plane(actor);
    int rating = host.skillRating(me.pilot().dex(), me.pilot().piloting());
    int pen = Ctx.pilotingPenalty(me);
    return switch (a.stage()) {
      case SCISSORS -> {
        int attackerRating = attackRating(s, a, host);
        int attackerPenalty =
            AttackFlow.commonPenalty(s, a) + AttackFlow.targetPenalty(s, a.attacker(), actor);
        double ignored = odds.scissorsIgnored(attackerRating, attackerPenalty, rating, pen);
        yield pick(legal, ignored >= 0.2, WildBlueCommand.Scissors.class);
      }
      case ROLLING_SCISSORS ->
          pick(
              legal,
              odds.stunt(Stunt.ROLLING_SCISSORS, rating, pen, false) >= 0.5,
              WildBlueCommand.RollingScissors.class);
      case SPIN -> {
        double soft = 5 * odds.stunt(Stunt.SPIN, rating, pen, false);
        double hard = 10 * odds.stunt(Stunt.SPIN, rating, pen, true);
        if (Math.max(soft, hard) < 2.5) {
          yield new Pass(actor);
        }
        for (WildBlueCommand c : legal) {
          if (c instanceof WildBlueCommand.Spin sp && sp.hard() == (hard > soft)) {
            yield c;
          }
        }
        yield new Pass(actor);
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

  private Move move(
      WildBlueState s, Plane me, List<WildBlueCommand> legal, BotTables odds, Host host) {
    boolean bomber = false;
    if (me.bombsLeft() > 0 || me.grenadesLeft() > 0) {
      for (GroundUnit g : s.ground()) {
        if (!g.side().equals(me.side()) && !g.destroyed()) {
          bomber = true;
          break;
        }
      }
    }
    // The nearest band holding an enemy flying in control (the first such enemy on a tie).
    Band nearest = null;
    boolean sameBand = false;
    for (Plane p : s.planes()) {
      if (p.flying() && !p.side().equals(me.side()) && !p.outOfControl()) {
        if (p.altitude() == me.band()) {
          sameBand = true;
        }
        if (nearest == null
            || Math.abs(p.altitude().index() - me.band().index())
                < Math.abs(nearest.index() - me.band().index())) {
          nearest = p.altitude();
        }
      }
    }
    Band goal;
    if (bomber) {
      goal = Band.LOW;
    } else if (sameBand) {
      goal = me.band();
    } else {
      goal = nearest == null ? me.band() : nearest;
    }
    Move m =
        goal.isAbove(me.band())
            ? Move.CLIMB
            : me.band().isAbove(goal) ? Move.POWERDIVE : Move.CRUISE;
    if (!bomber && m == Move.CRUISE) {
      m = climbOrDive(s, me, odds, host);
    }
    boolean pursued = false;
    for (Held h : s.advantage()) {
      if (h.target().equals(me.name()) && h.kind() == AdvantageKind.BEHIND) {
        pursued = true;
        break;
      }
    }
    if (m == Move.CRUISE && pursued && me.hp() * 4 < me.type().hitPoints()) {
      m = Move.TOP_SPEED;
    }
    for (WildBlueCommand c : legal) {
      if (c instanceof Fly f && f.move() == m) {
        return m;
      }
    }
    return Move.CRUISE;
  }

  /**
   * Whether {@code p}'s magazine is short of the engagement: fewer uses left than two a turn for
   * the turns left. Then each use should count: the bot weighs an attack by its expected damage per
   * magazine use (a burst uses 1, sustained fire 2), so that a plane does not run dry while the
   * fight goes on (a plane with no ammunition left can only ram).
   */
  private boolean scarce(WildBlueState s, Plane p) {
    int turnsLeft = Math.max(1, rules.config().maxTurns() - s.turn() + 1);
    return p.magazineLeft() < 2 * turnsLeft;
  }

  /**
   * A ram (a Tug of War; on a win both planes collide, take 1D6 per 10 kph and go out of control)
   * when {@code me} has no shot left (its magazine cannot pay for a burst) and the trade does not
   * leave its side behind: its side has at least as many planes flying as the enemy's, or {@code
   * me} has less than half the target's HP. The target is the one the exact Tug of War odds favour
   * most, if at least 30%.
   */
  private static Optional<WildBlueCommand> ram(
      WildBlueState s, Plane me, List<WildBlueCommand> legal, BotTables odds, Host host) {
    if (me.magazineLeft() >= FireMode.BURST.magazineUses()) {
      return Optional.empty();
    }
    int mine = 0;
    int theirs = 0;
    for (Plane p : s.planes()) {
      if (p.flying()) {
        if (p.side().equals(me.side())) {
          mine++;
        } else {
          theirs++;
        }
      }
    }
    int rating = host.skillRating(me.pilot().dex(), me.pilot().piloting());
    int pen = Ctx.pilotingPenalty(me);
    WildBlueCommand best = null;
    double most = RAM_AT_LEAST;
    for (WildBlueCommand c : legal) {
      if (c instanceof WildBlueCommand.Ram r) {
        Plane t = s.plane(r.target());
        if (mine < theirs && me.hp() * 2 >= t.hp()) {
          continue;
        }
        double chance =
            odds.ram(
                rating,
                pen,
                host.skillRating(t.pilot().dex(), t.pilot().piloting()),
                Ctx.pilotingPenalty(t));
        if (chance >= most) {
          most = chance;
          best = c;
        }
      }
    }
    return Optional.ofNullable(best);
  }

  /** The least chance of winning a ram's Tug of War at which the bot rams. */
  private static final double RAM_AT_LEAST = 0.3;

  /**
   * Climb or dive when the exact odds favour it over cruising in the band: a dive (down one band,
   * this action) when the best attacks from a dive (2D6 more) on an enemy plane in the band below
   * beat the best attacks here; a climb from Low to Combat (High's piloting penalty and stalls are
   * not worth a dive) when the attacks from a dive after the climb beat the attacks given up on the
   * way (the climb's second action, at Combat, has no enemy in reach): more than twice the attacks
   * here. The attacks are the pilot's and the gunner's. Else cruise.
   */
  private Move climbOrDive(WildBlueState s, Plane me, BotTables odds, Host host) {
    double here = airValue(s, me, me.band(), 0, odds, host);
    Optional<Band> below = me.band().below();
    if (below.isPresent() && airValue(s, me, below.get(), 2, odds, host) > here) {
      return Move.POWERDIVE;
    }
    if (me.band() == Band.LOW
        && Altitude.mayClimb(me)
        && here > 0
        && airValue(s, me, me.band(), 2, odds, host) > 2 * here) {
      return Move.CLIMB;
    }
    return Move.CRUISE;
  }

  /**
   * The best expected damage of the attacks {@code me} may make on one enemy plane in control in
   * {@code band} (the pilot's and the gunner's, each its best), with {@code extraDice} more
   * advantage dice, as if flown: 0 if none.
   */
  private double airValue(
      WildBlueState s, Plane me, Band band, int extraDice, BotTables odds, Host host) {
    double most = 0;
    for (Plane e : s.planes()) {
      if (!e.flying() || e.side().equals(me.side()) || e.outOfControl() || e.altitude() != band) {
        continue;
      }
      double pilot = 0;
      double gunner = 0;
      Aim aim = null;
      for (Gun.Mount mount : Gun.Mount.values()) {
        if (!Attacks.hasGun(me, mount)) {
          continue;
        }
        boolean byGunner = Actions.gunnerFires(me, mount);
        for (FireMode mode : FireMode.values()) {
          if (me.magazineLeft() < mode.magazineUses()) {
            continue;
          }
          Fire f = new Fire(me.name(), e.name(), mount, mode);
          aim = Aim.of(s, aim, f);
          double v = fireValue(s, f, aim, extraDice, odds, host);
          if (byGunner) {
            gunner = Math.max(gunner, v);
          } else {
            pilot = Math.max(pilot, v);
          }
        }
      }
      most = Math.max(most, pilot + gunner);
    }
    return most;
  }

  /** The kinds of advantage the bot tries for, in order. */
  private static final List<AdvantageKind> SOUGHT =
      List.of(AdvantageKind.BEHIND, AdvantageKind.ABOVE, AdvantageKind.SUN);

  private static Optional<WildBlueCommand> maneuver(WildBlueState s, List<WildBlueCommand> legal) {
    // Shake an enemy off the tail first; then get behind, above, into the sun, on the weakest
    // (the first listed among equally weak).
    Maneuver shake = weakest(s, legal, true, AdvantageKind.BEHIND);
    if (shake != null) {
      return Optional.of(shake);
    }
    for (AdvantageKind k : SOUGHT) {
      Maneuver m = weakest(s, legal, false, k);
      if (m != null) {
        return Optional.of(m);
      }
    }
    return Optional.empty();
  }

  /** The maneuver of {@code kind} (removing or gaining) against the enemy with the fewest HP. */
  private static @Nullable Maneuver weakest(
      WildBlueState s, List<WildBlueCommand> legal, boolean remove, AdvantageKind kind) {
    Maneuver best = null;
    int fewest = Integer.MAX_VALUE;
    for (WildBlueCommand c : legal) {
      if (c instanceof Maneuver m && m.remove() == remove && m.kind() == kind) {
        int hp = s.plane(m.enemy()).hp();
        if (best == null || hp < fewest) {
          best = m;
          fewest = hp;
        }
      }
    }
    return best;
  }

  /** The expected damage of a bomb (or grenade) of {@code me}'s. */
  private static double bombing(Plane me, PlaneType.Bombs ordnance, BotTables odds, Host host) {
    int dex = host.attributeRating(me.pilot().dex());
    int cun = host.attributeRating(Math.max(me.pilot().cunning(), me.pilot().intelligence()));
    return odds.bombing(dex, cun, Actions.bombPenalty(me), ordnance.dice());
  }

  /**
   * The expected damage of {@code f} on its target (the chance to hit times the expected damage of
   * its dice), halved against a ground target: as the engine rolls it, without an {@code Attack}.
   */
  private double fireValue(
      WildBlueState s, Fire f, Aim aim, int extraDice, BotTables odds, Host host) {
    Optional<Plane> plane = s.findPlane(f.actor());
    int rating;
    int penalty = f.mode().penalty();
    List<Gun> guns;
    int oil = 0;
    int destroyed = 0;
    if (plane.isPresent()) {
      Plane p = plane.get();
      boolean gunner = Actions.gunnerFires(p, f.mount());
      Airman who = gunner ? p.gunner().orElseThrow() : p.pilot();
      rating =
          f.mount().firearms()
              ? host.skillRating(who.dex(), who.firearms())
              : host.skillRating(who.dex(), who.piloting());
      if (!gunner) {
        penalty += Ctx.pilotPenalty(p);
      }
      guns = p.type().guns(f.mount());
      oil = p.count(CriticalDamage.OIL_LEAK);
      destroyed = p.count(CriticalDamage.DESTROYED_WEAPON);
    } else {
      GroundUnit u = s.findGround(f.actor()).orElseThrow();
      Airman g = u.gunner().orElseThrow();
      rating = host.skillRating(g.dex(), g.firearms());
      guns = List.of(u.gun().orElseThrow());
    }
    penalty += aim.penalty();
    int gunDice = 0;
    for (Gun g : guns) {
      gunDice += g.dice();
    }
    AttackDice dice =
        AttackDice.of(
            gunDice,
            guns.get(0).die(),
            aim.advantage() + extraDice,
            f.mode(),
            rules.config().softCap(),
            oil,
            destroyed);
    double value = odds.hit(rating, penalty) * odds.expectedDamage(dice);
    return aim.ground() ? value * 0.5 : value;
  }

  /**
   * What an attack's value takes from its attacker and target alone, whatever the mount and mode:
   * the target's penalty to hit, the advantage dice held on it, and whether it is on the ground.
   * Found once a target rather than once an attack.
   */
  private record Aim(String attacker, String target, int penalty, int advantage, boolean ground) {
    static Aim of(WildBlueState s, String attacker, String target) {
      return new Aim(
          attacker,
          target,
          AttackFlow.targetPenalty(s, attacker, target),
          AttackFlow.advantage(s, attacker, target),
          s.findGround(target).isPresent());
    }

    /** This aim if it is {@code f}'s, else {@code f}'s. */
    static Aim of(WildBlueState s, @Nullable Aim last, Fire f) {
      return last != null && last.attacker.equals(f.actor()) && last.target.equals(f.target())
          ? last
          : of(s, f.actor(), f.target());
    }
  }

  /** The attack with the best expected damage, if any is legal. */
  private Optional<WildBlueCommand> best(
      WildBlueState s, List<WildBlueCommand> legal, BotTables odds) {
    Host host = rules.config().host();
    WildBlueCommand best = null;
    double most = 0;
    // Every command of a list is the same actor's: whether its magazine is short is found once.
    boolean known = false;
    boolean dry = false;
    // The candidates list a target's attacks together: its aim is found once for them.
    Aim aim = null;
    for (WildBlueCommand c : legal) {
      double value = 0;
      if (c instanceof Fire f) {
        aim = Aim.of(s, aim, f);
        value = fireValue(s, f, aim, 0, odds, host);
        if (!known) {
          Optional<Plane> shooter = s.findPlane(f.actor());
          dry = shooter.isPresent() && scarce(s, shooter.get());
          known = true;
        }
        if (dry) {
          value /= f.mode().magazineUses();
        }
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
