package io.github.dogfight.dogfite.internal.targeting;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.dogfight.cards.DeckDice;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.turn.Activation;
import io.github.dogfight.core.turn.TurnOrder;
import io.github.dogfight.core.view.Audience;
import io.github.dogfight.dogfite.CardActivation;
import io.github.dogfight.dogfite.DogfiteActivation;
import io.github.dogfight.dogfite.DogfiteCommand;
import io.github.dogfight.dogfite.DogfiteCommand.ChooseTarget;
import io.github.dogfight.dogfite.DogfiteState;
import io.github.dogfight.dogfite.Pending;
import io.github.dogfight.dogfite.Placement;
import io.github.dogfight.dogfite.Plane;
import io.github.dogfight.dogfite.TurnLog;
import io.github.dogfight.dogfite.event.DeckShuffled;
import io.github.dogfight.dogfite.event.TargetChosen;
import io.github.dogfight.dogfite.event.TurnOrdered;
import io.github.dogfight.dogfite.internal.Draft;
import io.github.dogfight.dogfite.internal.movement.MoveOrder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The targeting phase (rules 000, TARGETING / EDGE ADJUSTMENT, FORMATION FLYING, INITIATIVE): every
 * aircraft in the fight declares a target (an enemy, a friend in its hex and altitude to fly in
 * formation with, or none), openly and one after another; then every edge is adjusted at once and
 * the activation sets the turn's order.
 */
public final class Targeting {
  private static final String SEED = " (rules 000)";

  private Targeting() {}

  /** A turn begins: the first aircraft in the fight declares. */
  public static void start(Draft d) {
    d.newTurn();
    d.await(new Pending.Targeting(nextToDeclare(d).orElseThrow()));
  }

  private static Optional<String> nextToDeclare(Draft d) {
    for (int i = 0; i < d.size(); i++) {
      Plane p = d.plane(i);
      if (!p.out() && !d.declared().containsKey(p.id())) {
        return Optional.of(p.id());
      }
    }
    return Optional.empty();
  }

  /** {@link ChooseTarget}. */
  public static void chooseTarget(Draft d, ChooseTarget c) {
    Plane me = d.plane(c.plane());
    if (c.target().isPresent()) {
      String t = c.target().get();
      if (!d.has(t) || d.plane(t).out() || t.equals(me.id())) {
        throw new RuleViolation(
            "TARGETING" + SEED, "target", t, "not another aircraft in the fight");
      }
      Plane target = d.plane(t);
      if (target.side().equals(me.side())
          && (!target.placement().position().hex().equals(me.placement().position().hex())
              || !target.placement().altitude().equals(me.placement().altitude()))) {
        throw new RuleViolation(
            "FORMATION FLYING" + SEED,
            "target",
            t,
            "a friendly target must be in the same hex and altitude");
      }
      if (me.spinning()) {
        throw new RuleViolation(
            "STALL / SPIN" + SEED,
            "target",
            t,
            "a spinning aircraft has lost its target until it recovers");
      }
    }
    d.declared(
        ImmutableMap.<String, String>builderWithExpectedSize(d.declared().size() + 1)
            .putAll(d.declared())
            .put(me.id(), c.target().orElse(""))
            .buildKeepingLast());
    d.add(new TargetChosen(d.turn(), me.id(), c.target()));
    Optional<String> next = nextToDeclare(d);
    if (next.isPresent()) {
      d.await(new Pending.Targeting(next.get()));
    } else {
      beginTurn(d);
    }
  }

  /**
   * Every target declared: the edges are adjusted (carryover, a new target's start, the position
   * bonus), formations are formed, and the activation plans the turn.
   */
  private static void beginTurn(Draft d) {
    Map<String, String> declared = d.declared();
    Map<String, String> friendly = new LinkedHashMap<>(4);
    List<EdgeAdjustment.Standing> standings = new ArrayList<>();
    for (Plane p : d.inPlay()) {
      String t = declared.getOrDefault(p.id(), "");
      boolean friend = !t.isEmpty() && d.plane(t).side().equals(p.side());
      if (friend) {
        friendly.put(p.id(), t);
      }
      standings.add(
          new EdgeAdjustment.Standing(
              p.id(),
              p.placement(),
              p.target(),
              p.edge(),
              t.isEmpty() || friend ? Optional.empty() : Optional.of(t)));
    }
    Map<String, Integer> edges = new EdgeAdjustment(d.context().positionBonus()).adjust(standings);
    for (int i = 0; i < d.size(); i++) {
      Plane p = d.plane(i);
      if (p.out()) {
        continue;
      }
      String t = declared.getOrDefault(p.id(), "");
      d.put(
          new Plane(
              p.id(),
              p.side(),
              p.type(),
              p.pilot(),
              p.damage(),
              p.condition(),
              p.speed(),
              p.placement(),
              t.isEmpty() ? Optional.empty() : Optional.of(t),
              edges.getOrDefault(p.id(), 0),
              p.spinning(),
              false,
              TurnLog.EMPTY));
    }
    Map<String, String> formations = leaders(friendly);
    d.formations(formations);
    int mark = d.roller().rollCount();
    DogfiteState planned = d.build();
    DogfiteActivation activation = d.context().activation();
    TurnOrder plan = activation.plan(planned, d.roller());
    // The dice that order an activation deck are made for a secret: they go to events addressed
    // to who may know the order (rules 004, 4.2), not to the public turn order.
    DeckDice.Split dice = DeckDice.split(d.roller().rollsSince(mark));
    List<String> known = new ArrayList<>();
    Map<String, String> follows = new LinkedHashMap<>();
    for (Activation a : plan.known()) {
      if (DogfiteActivation.moves(a)) {
        known.add(a.actor());
        DogfiteActivation.following(a).ifPresent(x -> follows.put(a.actor(), x));
      }
    }
    boolean complete = plan.fullyKnown();
    if (complete) {
      MoveOrder.checkOrder(d, MoveOrder.selfActing(d), plan.remaining());
    }
    d.add(
        new TurnOrdered(
            d.turn(), edges, withFollowers(known, formations), follows, complete, dice.table()));
    if (!dice.shuffle().isEmpty()) {
      d.add(new DeckShuffled(d.turn(), false, dice.shuffle(), DeckDice.SHUFFLE_AUDIENCE));
    }
    if (!dice.mix().isEmpty()) {
      Audience mixAudience =
          activation instanceof CardActivation cards
              ? cards.mixAudience(planned)
              : Audience.referee();
      d.add(new DeckShuffled(d.turn(), true, dice.mix(), mixAudience));
    }
    d.turnOrder(Optional.of(plan));
    d.announced(known.size());
    d.moved(ImmutableList.of());
    d.fireOrder(ImmutableList.of());
    d.index(0);
    d.phaseDone(io.github.dogfight.dogfite.DogfiteState.Stage.TARGETING);
  }

  /** {@code ids} with each leader's followers right after it. */
  private static List<String> withFollowers(List<String> ids, Map<String, String> formations) {
    List<String> full = new ArrayList<>();
    for (String id : ids) {
      full.add(id);
      formations.forEach(
          (follower, leader) -> {
            if (leader.equals(id)) {
              full.add(follower);
            }
          });
    }
    return full;
  }

  /**
   * Each follower's leader: the first aircraft along its chain of friendly targets that does not
   * itself follow a friend. In a circle of friends targeting each other the first of them by id
   * leads (an assumption: the seed does not say).
   */
  static Map<String, String> leaders(Map<String, String> friendly) {
    if (friendly.isEmpty()) {
      return ImmutableMap.of();
    }
    Map<String, String> out = new TreeMap<>();
    for (String follower : new TreeSet<>(friendly.keySet())) {
      List<String> chain = new ArrayList<>();
      String cur = follower;
      while (friendly.containsKey(cur) && !chain.contains(cur)) {
        chain.add(cur);
        cur = friendly.get(cur);
      }
      String leader = chain.contains(cur) ? chain.stream().sorted().findFirst().orElseThrow() : cur;
      if (!leader.equals(follower)) {
        out.put(follower, leader);
      }
    }
    return ImmutableMap.copyOf(out);
  }

  /** The listed targets of the aircraft declaring: none, every enemy, friends it may follow. */
  public static List<DogfiteCommand> legal(DogfiteState s, Pending.Targeting pending) {
    Plane p = s.plane(pending.plane());
    List<DogfiteCommand> out = new ArrayList<>(s.planes().size() + 1);
    out.add(new ChooseTarget(p.id(), Optional.empty()));
    if (p.spinning()) {
      return out;
    }
    Placement here = p.placement();
    for (Plane t : s.planes()) {
      if (t.out() || t.id().equals(p.id())) {
        continue;
      }
      boolean enemy = !t.side().equals(p.side());
      boolean wingman =
          !enemy
              && t.placement().position().hex().equals(here.position().hex())
              && t.placement().altitude().equals(here.altitude());
      if (enemy || wingman) {
        out.add(new ChooseTarget(p.id(), Optional.of(t.id())));
      }
    }
    return out;
  }
}
