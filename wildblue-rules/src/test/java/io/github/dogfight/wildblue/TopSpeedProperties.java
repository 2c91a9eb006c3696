package io.github.dogfight.wildblue;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.testkit.TriesLimit;
import io.github.dogfight.wildblue.internal.actions.Actions;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.statistics.Statistics;

/**
 * Rules 001, "Movement": "A pilot flying at Top speed may take no other action", Push It To The
 * Limit aside ("You may fly at top speed and still act"). Whole games of random legal commands,
 * leaning toward stunts before the move, Top speed after them and the rear gun at Top speed,
 * checked command by command: in an action in which a plane flew at Top speed without Push It To
 * The Limit, it takes no other action (its gunner's rear gun aside, unless the table holds the
 * gunner too; its pilot flies no Rolling Scissors when its target answers the gunner with The
 * Scissors). Half the games are the sample engagement, half a pursuit in which a faster plane sits
 * on each two-seater's tail, so that the rear gun bears at Top speed.
 */
@AddLifecycleHook(TriesLimit.class)
class TopSpeedProperties {
  private static final Set<WildBlueEvent.Kind> PILOT_ACTS =
      EnumSet.of(
          WildBlueEvent.Kind.STUNT,
          WildBlueEvent.Kind.ADVANTAGE,
          WildBlueEvent.Kind.BOMB,
          WildBlueEvent.Kind.COLLISION);

  /** One command played: the state it met, the command, the events it brought, the state after. */
  record Step(
      WildBlueState before, WildBlueCommand command, List<GameEvent> events, WildBlueState after) {}

  @Provide
  Arbitrary<WildBlueRules> rules() {
    WildBlueConfig defaults = WildBlueConfig.defaults();
    return Arbitraries.of(
        new WildBlueRules(defaults),
        new WildBlueRules(
            defaults
                .withReading(Reading.GUNNER_HELD_AT_TOP_SPEED)
                .withReading(Reading.NO_STUNTS_AT_TOP_SPEED)),
        new WildBlueRules(defaults.withHost(WildBlueProperties.ROLL_HIGH)));
  }

  @Property(tries = 80)
  void noPlaneTakesAnotherActionInAnActionWhereItFlewAtTopSpeed(
      @ForAll("rules") WildBlueRules rules,
      @ForAll long seed,
      @ForAll boolean pursuit,
      @ForAll @IntRange(min = 20, max = 90) int topSpeedLean,
      @ForAll @IntRange(min = 0, max = 60) int stuntLean) {
    WildBlueState start = pursuit ? pursuit(rules, seed) : rules.sampleEngagement(seed);
    List<Step> steps = play(rules, start, seed, topSpeedLean, stuntLean);
    check(rules.config(), steps, steps.get(steps.size() - 1).after());
    Statistics.label("engagement").collect(pursuit ? "pursuit" : "sample");
    long rear = rearGunAtTopSpeed(steps);
    Statistics.label("rear gun fired in an action flown at Top speed")
        .collect(rear == 0 ? "none" : rear < 5 ? "1-4" : "5 or more");
  }

  /**
   * The property reaches the gunner at Top speed: over a few pursuits under the default reading,
   * the rear gun fires in actions flown at Top speed, and the pursuer answers such shots with The
   * Scissors (where Rolling Scissors would be the pilot's, were it offered).
   */
  @Example
  void thePursuitReachesTheGunnerAtTopSpeed() {
    WildBlueRules rules = new WildBlueRules(WildBlueConfig.defaults());
    long rear = 0;
    long scissored = 0;
    for (long seed = 1; seed <= 10; seed++) {
      List<Step> steps = play(rules, pursuit(rules, seed), seed, 60, 20);
      rear += rearGunAtTopSpeed(steps);
      scissored +=
          steps.stream()
              .filter(
                  st ->
                      st.command() instanceof WildBlueCommand.Scissors
                          && st.before().attack().isPresent()
                          && st.before()
                              .findPlane(st.before().attack().get().attacker())
                              .map(a -> Actions.heldInOwnAction(st.before(), a))
                              .orElse(false))
              .count();
    }
    assertThat(rear).isGreaterThanOrEqualTo(20);
    assertThat(scissored).isGreaterThanOrEqualTo(5);
  }

  /**
   * A pursuit: each side's two-seater with a faster enemy on its tail, so that Top speed does not
   * shake the pursuer and the rear gun bears on it: the Bristol F.2b (198 kph, Sam Trent at the
   * rear gun) with an SE5a (222 kph) behind it, the Gotha G.V (140 kph, Karl Weiss at the rear gun)
   * with a SPAD XIII (218 kph) behind it.
   */
  static WildBlueState pursuit(WildBlueRules rules, long seed) {
    PlaneCatalog types = PlaneCatalog.sample();
    CrewCatalog crew = CrewCatalog.sample();
    String allies = "Allies";
    String jasta = "Jasta 11";
    List<Plane> planes =
        List.of(
            Plane.builder()
                .name("Bristol")
                .side(allies)
                .type(types.type("Bristol F.2b Fighter"))
                .pilot(crew.character("Jack Ransom"))
                .gunner(crew.character("Sam Trent"))
                .build(),
            Plane.builder()
                .name("SPAD")
                .side(allies)
                .type(types.type("SPAD XIII"))
                .pilot(crew.character("Nora Vane"))
                .build(),
            Plane.builder()
                .name("Gotha")
                .side(jasta)
                .type(types.type("Gotha G.V"))
                .pilot(crew.character("Otto Brenner"))
                .gunner(crew.character("Karl Weiss"))
                .build(),
            Plane.builder()
                .name("SE5a")
                .side(jasta)
                .type(types.type("SE5a"))
                .pilot(crew.character("Baron von Krell"))
                .build());
    WildBlueState s = rules.start(planes, List.of(), List.of(), seed);
    return ((ImmutableWildBlueState) ImmutableWildBlueState.copyOf(s))
        .withAdvantage(
            new Held("SE5a", "Bristol", AdvantageKind.BEHIND, 1),
            new Held("SPAD", "Gotha", AdvantageKind.BEHIND, 1));
  }

  /** Plays random legal commands to the end of the game, leaning as {@link #choose} does. */
  static List<Step> play(
      WildBlueRules rules, WildBlueState start, long seed, int topSpeedLean, int stuntLean) {
    SplittableRandom pick = new SplittableRandom(seed);
    Game<WildBlueState, WildBlueCommand> g = Game.start(rules, start);
    List<Step> steps = new ArrayList<>();
    for (int n = 0; !g.isOver(); n++) {
      assertThat(n).as("the game ends").isLessThan(20_000);
      WildBlueCommand c = choose(g.legalCommands(), g.state(), pick, topSpeedLean, stuntLean);
      Game<WildBlueState, WildBlueCommand> next = g.play(c);
      steps.add(
          new Step(
              g.state(),
              c,
              next.log().events().subList(g.log().size(), next.log().size()),
              next.state()));
      g = next;
    }
    return steps;
  }

  /** Rear gun shots fired in an action its plane flew at Top speed, not pushed to the limit. */
  static long rearGunAtTopSpeed(List<Step> steps) {
    return steps.stream()
        .filter(
            st ->
                st.command() instanceof WildBlueCommand.Fire f
                    && f.mount() == Gun.Mount.REAR
                    && st.before().findPlane(f.actor()).isPresent()
                    && Actions.heldInOwnAction(st.before(), st.before().plane(f.actor())))
        .count();
  }

  /**
   * Top speed when offered (by {@code topSpeedLean} percent); a stunt before the move (by {@code
   * stuntLean} percent); in an action flown at Top speed, the rear gun when offered (two times in
   * three); The Scissors or Rolling Scissors when offered (two times in three); otherwise any legal
   * command.
   */
  private static WildBlueCommand choose(
      List<WildBlueCommand> legal,
      WildBlueState s,
      SplittableRandom pick,
      int topSpeedLean,
      int stuntLean) {
    List<WildBlueCommand> top =
        legal.stream()
            .filter(c -> c instanceof WildBlueCommand.Fly f && f.move() == Move.TOP_SPEED)
            .toList();
    if (!top.isEmpty() && pick.nextInt(100) < topSpeedLean) {
      return top.get(0);
    }
    boolean beforeTheMove = s.step().map(st -> !st.flown()).orElse(false);
    List<WildBlueCommand> stunts =
        legal.stream().filter(WildBlueCommand.Perform.class::isInstance).toList();
    if (beforeTheMove && !stunts.isEmpty() && pick.nextInt(100) < stuntLean) {
      return stunts.get(pick.nextInt(stunts.size()));
    }
    boolean flewTop =
        s.attack().isEmpty()
            && s.choices().isEmpty()
            && s.step().flatMap(ActionStep::move).map(m -> m == Move.TOP_SPEED).orElse(false);
    List<WildBlueCommand> rear =
        legal.stream()
            .filter(c -> c instanceof WildBlueCommand.Fire f && f.mount() == Gun.Mount.REAR)
            .toList();
    if (flewTop && !rear.isEmpty() && pick.nextInt(3) > 0) {
      return rear.get(pick.nextInt(rear.size()));
    }
    List<WildBlueCommand> scissors =
        legal.stream()
            .filter(
                c ->
                    c instanceof WildBlueCommand.Scissors
                        || c instanceof WildBlueCommand.RollingScissors)
            .toList();
    if (!scissors.isEmpty() && pick.nextInt(3) > 0) {
      return scissors.get(0);
    }
    return legal.get(pick.nextInt(legal.size()));
  }

  /**
   * Whether each plane is "flying at Top speed" in the sense of {@link
   * Reading#NO_STUNTS_AT_TOP_SPEED}, followed command by command: from a move of its own at Top
   * speed not pushed to the limit (PUSH IT TO THE LIMIT "You may fly at top speed and still act")
   * to its next action. The rules' own record ({@link Actions#atTopSpeed}) must agree with it for
   * every plane in control outside its own action, a plane that pushed included after the stunt's
   * effect ends with the turn. Under the reading, such a plane flies no stunt outside its own
   * action (The Scissors, Spin, Split S).
   */
  static void checkStuntsOutOfTheAction(WildBlueConfig config, List<Step> steps) {
    Map<String, Boolean> atTopSpeed = new LinkedHashMap<>();
    for (Step st : steps) {
      WildBlueCommand c = st.command();
      String actor = c.actor();
      for (Plane p : st.before().planes()) {
        boolean inOwnAction = st.before().step().map(a -> a.actor().equals(p.name())).orElse(false);
        if (p.flying() && !p.outOfControl() && !inOwnAction) {
          assertThat(Actions.atTopSpeed(p))
              .as("%s flying at Top speed, not pushed (before %s)", p.name(), c.describe())
              .isEqualTo(atTopSpeed.getOrDefault(p.name(), false));
        }
      }
      boolean ownAction =
          st.before().step().map(a -> a.actor().equals(actor)).orElse(false)
              && st.before().attack().isEmpty()
              && st.before().choices().isEmpty();
      if (ownAction && c instanceof WildBlueCommand.Fly f) {
        atTopSpeed.put(
            actor,
            f.move() == Move.TOP_SPEED
                && !st.before().plane(actor).effects().contains(Plane.Effect.PUSH_IT));
      } else if (ownAction && !st.before().step().orElseThrow().flown()) {
        atTopSpeed.put(actor, false);
      } else if (atTopSpeed.getOrDefault(actor, false)
          && config.reads(Reading.NO_STUNTS_AT_TOP_SPEED)) {
        assertThat(
                c instanceof WildBlueCommand.Scissors
                    || c instanceof WildBlueCommand.Spin
                    || c instanceof WildBlueCommand.SplitS
                    || c instanceof WildBlueCommand.RollingScissors)
            .as("%s is at Top speed: no stunt out of its action (%s)", actor, c.describe())
            .isFalse();
      }
    }
  }

  /** Groups the commands by the action they were played in, and checks each Top speed action. */
  static void check(WildBlueConfig config, List<Step> steps, WildBlueState end) {
    Map<String, List<Step>> actions = new LinkedHashMap<>();
    for (Step st : steps) {
      st.before()
          .step()
          .ifPresent(
              a -> {
                if (st.before().findPlane(a.actor()).isPresent()) {
                  actions
                      .computeIfAbsent(
                          st.before().turn() + "/" + st.before().next(), k -> new ArrayList<>())
                      .add(st);
                }
              });
    }
    int checked = 0;
    for (Map.Entry<String, List<Step>> e : actions.entrySet()) {
      List<Step> action = e.getValue();
      String plane = action.get(0).before().step().orElseThrow().actor();
      boolean boundAtTopSpeed =
          action.stream()
              .anyMatch(
                  st ->
                      st.command() instanceof WildBlueCommand.Fly f
                          && f.move() == Move.TOP_SPEED
                          && !st.before().plane(plane).effects().contains(Plane.Effect.PUSH_IT));
      if (!boundAtTopSpeed) {
        continue;
      }
      checked++;
      Plane at = action.get(0).before().plane(plane);
      for (Step st : action) {
        WildBlueCommand c = st.command();
        String where = "turn " + e.getKey() + ", " + c.describe();
        if (c.actor().equals(plane)) {
          boolean gunner =
              c instanceof WildBlueCommand.Fire f
                  && f.mount() == Gun.Mount.REAR
                  && at.gunner().isPresent()
                  && !config.reads(Reading.GUNNER_HELD_AT_TOP_SPEED);
          boolean nothingElse =
              (c instanceof WildBlueCommand.Fly f && f.move() == Move.TOP_SPEED)
                  || c instanceof WildBlueCommand.EndAction
                  || c instanceof WildBlueCommand.Pass
                  || c instanceof WildBlueCommand.TakeCritical
                  || c instanceof WildBlueCommand.TakeDamage;
          assertThat(nothingElse || gunner)
              .as("%s flew at Top speed: no other action (%s)", plane, where)
              .isTrue();
        }
        for (GameEvent ev : st.events()) {
          WildBlueEvent w = (WildBlueEvent) ev;
          if (w.actor().orElse("").equals(plane)) {
            assertThat(PILOT_ACTS)
                .as("%s flew at Top speed, yet: %s (%s)", plane, w.narration(), where)
                .doesNotContain(w.kind());
            if (config.reads(Reading.GUNNER_HELD_AT_TOP_SPEED)) {
              assertThat(w.kind())
                  .as("%s's gunner is held at Top speed: %s", plane, w.narration())
                  .isNotEqualTo(WildBlueEvent.Kind.ATTACK);
            }
          }
        }
      }
      // The state agrees: no stunt was added to the plane's list in that action.
      Step last = action.get(action.size() - 1);
      int after =
          steps.indexOf(last) + 1 < steps.size()
              ? steps.get(steps.indexOf(last) + 1).before().plane(plane).stunts().size()
              : end.plane(plane).stunts().size();
      boolean sameTurn =
          steps.indexOf(last) + 1 < steps.size()
              ? steps.get(steps.indexOf(last) + 1).before().turn() == last.before().turn()
              : end.turn() == last.before().turn();
      if (sameTurn) {
        assertThat(after)
            .as("%s's stunts in the action it flew at Top speed", plane)
            .isEqualTo(at.stunts().size());
      }
    }
    checkStuntsOutOfTheAction(config, steps);
    Statistics.label("actions flown at Top speed, not pushed")
        .collect(checked == 0 ? "none" : checked < 5 ? "1-4" : "5 or more");
  }
}
