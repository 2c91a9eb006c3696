package io.github.dogfight.cy6.internal.spotting;

import io.github.dogfight.core.dice.Chance;
import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.hex.Arc;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.cy6.Cy6Config;
import io.github.dogfight.cy6.Cy6Event;
import io.github.dogfight.cy6.Cy6State;
import io.github.dogfight.cy6.Plane;
import io.github.dogfight.cy6.Spotting;
import io.github.dogfight.cy6.internal.States;
import io.github.dogfight.cy6.internal.airfire.AirFire;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Who sees whom (rules 002, C4.0): the optional spotting segment, what an aircraft gives away, and
 * what a side may see and be told of the aircraft its enemy has not spotted.
 */
public final class Sight {
  private final Cy6Config config;

  public Sight(Cy6Config config) {
    this.config = config;
  }

  /** Whether {@code p} is in sight of its enemy: always, unless the spotting segment is played. */
  public static boolean seen(Cy6Config config, Cy6State s, Plane p) {
    return config.spotting().isEmpty() || s.spotted().contains(p.id());
  }

  /**
   * {@code s} with only the aircraft a viewer may see: those of the sides it speaks for, and the
   * ones their enemy has spotted; the decision waits for those only, as far as it shows, and the
   * tailing declarations are those of the aircraft it sees (the others were told to their own side
   * only).
   */
  public Cy6State inSight(Cy6State s, Predicate<String> speaksFor) {
    if (config.spotting().isEmpty()) {
      return s;
    }
    List<Plane> planes = new ArrayList<>();
    Set<String> hidden = new LinkedHashSet<>();
    for (Plane p : s.planes()) {
      if (speaksFor.test(p.side()) || s.spotted().contains(p.id())) {
        planes.add(p);
      } else {
        hidden.add(p.id());
      }
    }
    // A spotted enemy flying in formation with an unspotted one would tell of its wingman: its
    // formation is shown only when the viewer sees every member.
    Set<String> partlySeen = new LinkedHashSet<>();
    for (Plane p : s.planes()) {
      if (hidden.contains(p.id()) && p.formation().isPresent()) {
        partlySeen.add(p.side() + "\u0000" + p.formation().get());
      }
    }
    if (!partlySeen.isEmpty()) {
      planes.replaceAll(
          p ->
              p.formation().isPresent()
                      && partlySeen.contains(p.side() + "\u0000" + p.formation().get())
                  ? p.inFormation(Optional.empty())
                  : p);
    }
    List<String> waiting = s.waiting().stream().filter(w -> !hidden.contains(w)).toList();
    Map<String, String> tails = new LinkedHashMap<>();
    s.tails()
        .forEach(
            (tailer, target) -> {
              if (!hidden.contains(tailer) && !hidden.contains(target)) {
                tails.put(tailer, target);
              }
            });
    return States.at(
        States.withCommitted(
            States.copyWithPlanes(s, planes),
            waiting,
            tails,
            s.formationChoices(),
            s.plots(),
            s.tailInfo(),
            s.fire()),
        s.step(),
        waiting);
  }

  /**
   * What a viewer sees of the aircraft, for the words it is told: {@code sees} its own aircraft and
   * the enemies its side has spotted; {@code all} when the engagement has no spotting segment, so
   * that it sees every aircraft and may be told that there is none somewhere.
   *
   * @param side the side it speaks for (none for a spectator, or when it sees everything)
   * @param sees whether it sees an aircraft
   * @param all whether it sees every aircraft
   */
  public record Eyes(Optional<String> side, Predicate<Plane> sees, boolean all) {
    public Eyes {
      Objects.requireNonNull(side, "side");
      Objects.requireNonNull(sees, "sees");
    }

    /** Whether it sees {@code p}. */
    public boolean see(Plane p) {
      return sees.test(p);
    }

    /** Whether it sees every aircraft of {@code side} (its own side's, or all of them). */
    public boolean seesAllOf(String side) {
      return all || this.side.filter(side::equals).isPresent();
    }

    /** {@code p}'s name, or "an aircraft out of sight". */
    public String name(Plane p) {
      return see(p) ? p.id() : "an aircraft out of sight";
    }
  }

  /**
   * A line as one viewer is told it.
   *
   * @param text the words
   * @param dice the dice it may see
   */
  public record Told(String text, List<DiceRoll> dice) {
    public Told {
      Objects.requireNonNull(text, "text");
      dice = List.copyOf(dice);
    }
  }

  /**
   * Tells what happened to each side as it may see it: {@code line} gives the words for a viewer's
   * {@link Eyes} (or nothing to tell it). Without the spotting segment everyone sees everything and
   * the line is public. With it, each side is told the line for its own eyes (its aircraft and the
   * enemies it has spotted), so that the words depend only on what it sees; when every side and a
   * spectator (who sees the spotted aircraft only) are told the same, the line is public.
   */
  public void tell(
      Cy6State s,
      String phase,
      Optional<String> aircraft,
      Cy6Event.Kind kind,
      Function<Eyes, Optional<Told>> line,
      List<GameEvent> events) {
    if (config.spotting().isEmpty()) {
      line.apply(new Eyes(Optional.empty(), p -> true, true))
          .ifPresent(
              t ->
                  events.add(
                      new Cy6Event.Happened(s.turn(), phase, aircraft, kind, t.text(), t.dice())));
      return;
    }
    Optional<Told> spectator =
        line.apply(new Eyes(Optional.empty(), p -> s.spotted().contains(p.id()), false));
    Map<String, Optional<Told>> bySide = new LinkedHashMap<>();
    for (String side : s.sides()) {
      bySide.put(
          side,
          line.apply(
              new Eyes(
                  Optional.of(side),
                  p -> p.side().equals(side) || s.spotted().contains(p.id()),
                  false)));
    }
    boolean actorSeen = aircraft.map(a -> s.spotted().contains(a)).orElse(true);
    if (spectator.isPresent()
        && actorSeen
        && bySide.values().stream().allMatch(spectator::equals)) {
      events.add(
          new Cy6Event.Happened(
              s.turn(), phase, aircraft, kind, spectator.get().text(), spectator.get().dice()));
      return;
    }
    bySide.forEach(
        (side, told) ->
            told.ifPresent(
                t ->
                    events.add(
                        new Cy6Event.Private(
                            s.turn(), phase, aircraft, side, kind, t.text(), t.dice()))));
  }

  /**
   * The spotting segment (C4.0), at the start of the movement phase: for each enemy aircraft not
   * yet spotted, the side's aircraft in the engagement's order try until one spots it ({@link
   * Spotting#spot}: automatic within the automatic distance, an Aircrew Check up to the maximum).
   * Distance is hexes plus TALs apart (assumption, as for fire); the distances shrink "Out of the
   * Sun" (the enemy higher and nearer the sun's edge), with the "Enemy Behind Spotter" (in its rear
   * arc) and "Behind and Below". A spotted aircraft stays spotted (assumption: the seed has no rule
   * for losing sight).
   *
   * <p>Who is told what (assumptions, the seed being silent): a spot is told to the side that gains
   * it ("Tarheel spots Rot 1 (within 3)", with the dice); the spotted aircraft's side, and anyone
   * else, learn only that it is spotted ("Rot 1 is spotted"), naming the spotter only if they see
   * it, for the spotted aircraft is then on the map both sides see. A check that spots nothing is
   * told as {@link Spotting#misses()} says: by default each side that spots no new enemy learns "no
   * new contact" and the checks go to the referee.
   */
  public Cy6State spot(Cy6State s, Roller roller, List<GameEvent> events) {
    Spotting rules = config.spotting().orElseThrow();
    boolean told = rules.misses() == Spotting.Misses.CHECKS_ROLLED;
    Set<String> spotted = new LinkedHashSet<>(s.spotted());
    Set<String> gained = new LinkedHashSet<>();
    for (Plane e : s.flying()) {
      if (spotted.contains(e.id())) {
        continue;
      }
      int size = e.formation().map(f -> s.formation(f).size()).orElse(1);
      for (Plane spotter : s.flying()) {
        if (spotter.side().equals(e.side())) {
          continue;
        }
        Hex here = spotter.position().hex();
        Hex there = e.position().hex();
        boolean behind =
            !here.equals(there) && Arc.of(here, spotter.position().facing(), there) == Arc.REAR;
        boolean sun =
            e.tal() > spotter.tal()
                && s.board().distanceTo(there, s.board().sun())
                    < s.board().distanceTo(here, s.board().sun());
        Rational fraction = rules.distanceFraction(sun, behind, behind && e.tal() < spotter.tal());
        int distance = AirFire.range(spotter, e);
        Chance<Boolean> chance = rules.spot(spotter.crew(), distance, size, fraction);
        double p = chance.outcomes().probability(Boolean::booleanValue).doubleValue();
        if (p == 0) {
          continue;
        }
        int mark = roller.rollCount();
        // the dice line names the spotter only: the enemy looked for is in the narration, which
        // only those who may know it read
        String subject = spotter.id();
        boolean found =
            p == 1
                || roller
                    .roll(chance.map(f -> f ? "spotted" : "not spotted"), subject)
                    .value()
                    .equals("spotted");
        String how = p == 1 ? " (within " + distance + ")" : " (Aircrew Check at " + distance + ")";
        List<DiceRoll> dice = roller.rollsSince(mark);
        if (found) {
          spotted.add(e.id());
          gained.add(spotter.side());
          String spots = spotter.id() + " spots " + e.id() + how;
          tell(
              States.copyWithSpotted(s, spotted),
              s.phase(),
              Optional.of(e.id()),
              Cy6Event.Kind.SPOT,
              eyes ->
                  Optional.of(
                      eyes.seesAllOf(spotter.side())
                          ? new Told(spots, dice)
                          : new Told(
                              e.id()
                                  + " is spotted"
                                  + (eyes.see(spotter) ? " by " + spotter.id() : ""),
                              List.of())),
              events);
          break;
        }
        String missed = spotter.id() + " does not spot " + e.id() + how;
        if (told) {
          events.add(
              new Cy6Event.Private(
                  s.turn(),
                  s.phase(),
                  Optional.of(spotter.id()),
                  spotter.side(),
                  Cy6Event.Kind.SPOT,
                  spotter.id() + ": no contact (Aircrew Check)",
                  dice));
        }
        events.add(
            new Cy6Event.Refereed(
                s.turn(),
                s.phase(),
                Optional.of(spotter.id()),
                Cy6Event.Kind.SPOT,
                missed,
                told ? List.of() : dice));
      }
    }
    if (!told) {
      for (String side : s.sides()) {
        if (!gained.contains(side) && s.flying().stream().anyMatch(p -> p.side().equals(side))) {
          events.add(
              new Cy6Event.Private(
                  s.turn(),
                  s.phase(),
                  Optional.empty(),
                  side,
                  Cy6Event.Kind.SPOT,
                  side + ": no new contact",
                  List.of()));
        }
      }
    }
    return States.copyWithSpotted(s, spotted);
  }

  /** Aircraft that fired or attacked give themselves away (assumption): their enemy spots them. */
  public Cy6State reveal(Cy6State s, Iterable<String> ids) {
    if (config.spotting().isEmpty()) {
      return s;
    }
    Set<String> spotted = new LinkedHashSet<>(s.spotted());
    for (String id : ids) {
      spotted.add(id);
    }
    return States.copyWithSpotted(s, spotted);
  }

  /**
   * With the spotting segment, what happens to an aircraft its enemy has not spotted is told to its
   * own side only, and so is the public notice that it has decided something. Then every event is
   * filtered on every aircraft it names (in its words or its dice lines): a side may read it only
   * if it sees each of them (its own and the spotted ones); a public line naming an aircraft out of
   * some side's sight is told to the sides that see all it names, a side's line naming an enemy
   * that side has not spotted is not told.
   */
  public List<GameEvent> privacy(Cy6State s, List<GameEvent> events) {
    if (config.spotting().isEmpty()) {
      return events;
    }
    List<GameEvent> out = new ArrayList<>(events.size());
    for (GameEvent e : events) {
      Optional<Plane> p = e.actor().flatMap(s::plane);
      if (e instanceof Cy6Event.Happened h
          && p.isPresent()
          && (h.kind() == Cy6Event.Kind.FORMATION || !s.spotted().contains(p.get().id()))) {
        // What an unspotted aircraft does is its own side's; so are formation changes: a spotted
        // aircraft leaving or losing its formation would tell the enemy of a wingman it has not
        // spotted.
        named(
            s,
            new Cy6Event.Private(
                h.turn(),
                h.phase(),
                h.aircraft(),
                p.get().side(),
                h.kind(),
                h.narration(),
                h.dice()),
            out);
      } else if (p.isEmpty() || s.spotted().contains(p.get().id())) {
        named(s, e, out);
      } else if (!(e instanceof Cy6Event.Committed c) || c.secret()) {
        named(s, e, out);
      }
    }
    return out;
  }

  /** Adds {@code e} to {@code out} as the sides that see every aircraft it names may read it. */
  private static void named(Cy6State s, GameEvent e, List<GameEvent> out) {
    List<Plane> unseen = new ArrayList<>();
    if (e instanceof Cy6Event.Happened || e instanceof Cy6Event.Private) {
      String words = words(e);
      for (Plane p : s.planes()) {
        if (!s.spotted().contains(p.id()) && names(words, p.id())) {
          unseen.add(p);
        }
      }
    }
    if (unseen.isEmpty()) {
      out.add(e);
      return;
    }
    if (e instanceof Cy6Event.Private v) {
      if (unseen.stream().allMatch(p -> p.side().equals(v.side()))) {
        out.add(e);
      }
      return;
    }
    Cy6Event.Happened h = (Cy6Event.Happened) e;
    for (String side : s.sides()) {
      if (unseen.stream().allMatch(p -> p.side().equals(side))) {
        out.add(
            new Cy6Event.Private(
                h.turn(), h.phase(), h.aircraft(), side, h.kind(), h.narration(), h.dice()));
      }
    }
  }

  /** The words of {@code e} as a reader gets them: its narration and its dice lines. */
  private static String words(GameEvent e) {
    StringBuilder b = new StringBuilder(e.narration());
    for (DiceRoll d : e.dice()) {
      b.append('\n').append(d.describe());
    }
    return b.toString();
  }

  /** Whether {@code text} names {@code id} as a whole ("Rot 1" is not named in "Rot 10"). */
  public static boolean names(String text, String id) {
    int from = 0;
    while (true) {
      int at = text.indexOf(id, from);
      if (at < 0) {
        return false;
      }
      int end = at + id.length();
      if ((at == 0 || !Character.isLetterOrDigit(text.charAt(at - 1)))
          && (end == text.length() || !Character.isLetterOrDigit(text.charAt(end)))) {
        return true;
      }
      from = at + 1;
    }
  }
}
