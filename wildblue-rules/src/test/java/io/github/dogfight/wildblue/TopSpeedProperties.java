package io.github.dogfight.wildblue;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.testkit.TriesLimit;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.statistics.Statistics;

/**
 * Seed 001, "Movement": "A pilot flying at Top speed may take no other action", Push It To The
 * Limit aside ("You may fly at top speed and still act"). Whole games of random legal commands,
 * leaning toward stunts before the move and Top speed after them, checked command by command: in an
 * action in which a plane flew at Top speed without Push It To The Limit, it takes no other action
 * (its gunner's rear gun aside, unless the table holds the gunner too).
 */
@AddLifecycleHook(TriesLimit.class)
class TopSpeedProperties {
  private static final Set<WildBlueEvent.Kind> PILOT_ACTS =
      EnumSet.of(
          WildBlueEvent.Kind.STUNT,
          WildBlueEvent.Kind.ADVANTAGE,
          WildBlueEvent.Kind.BOMB,
          WildBlueEvent.Kind.COLLISION);

  /** One command played: the state it met, the command, the events it brought. */
  record Step(WildBlueState before, WildBlueCommand command, List<GameEvent> events) {}

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

  @Property(tries = 60)
  void noPlaneTakesAnotherActionInAnActionWhereItFlewAtTopSpeed(
      @ForAll("rules") WildBlueRules rules,
      @ForAll long seed,
      @ForAll @IntRange(min = 20, max = 90) int topSpeedLean,
      @ForAll @IntRange(min = 0, max = 60) int stuntLean) {
    SplittableRandom pick = new SplittableRandom(seed);
    Game<WildBlueState, WildBlueCommand> g = Game.start(rules, rules.sampleEngagement(seed));
    List<Step> steps = new ArrayList<>();
    for (int n = 0; !g.isOver(); n++) {
      assertThat(n).as("the game ends").isLessThan(20_000);
      WildBlueCommand c = choose(g.legalCommands(), g.state(), pick, topSpeedLean, stuntLean);
      Game<WildBlueState, WildBlueCommand> next = g.play(c);
      steps.add(
          new Step(g.state(), c, next.log().events().subList(g.log().size(), next.log().size())));
      g = next;
    }
    check(rules.config(), steps, g.state());
  }

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
