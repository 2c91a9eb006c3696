package io.github.dogfight.testkit;

import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.view.View;
import io.github.dogfight.core.view.Viewer;
import java.util.List;
import java.util.Objects;

/**
 * The hidden-information check every rule module runs as a property: changing only what a viewer
 * cannot see changes neither that viewer's view, its situation and picture, the odds shown for its
 * commands, nor its bot's choice.
 *
 * <pre>{@code
 * SquadronState a = ...;                                   // WHITE has declared ATTACK
 * SquadronState b = a.withWhiteDeclaration(Maneuver.ESCAPE); // only WHITE's secret differs
 * HiddenInformation.assertUnseen(rules, a, b, "BLACK");
 * }</pre>
 */
public final class HiddenInformation {
  private HiddenInformation() {}

  /**
   * Asserts that {@code actor} sees {@code a} and {@code b} alike (its view, legal commands,
   * situation, picture and the odds of each command), and that the rule set's default bot, choosing
   * for {@code actor} in each, makes the same choice.
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param rules the rule set
   * @param a a state
   * @param b a state that differs from {@code a} only in what {@code actor} may not see
   * @param actor the actor
   * @throws AssertionError naming what differs
   */
  public static <S extends GameState, C extends Command> void assertUnseen(
      RuleSet<S, C> rules, S a, S b, String actor) {
    assertUnseen(rules, rules.defaultBot(), a, b, actor);
  }

  /**
   * As {@link #assertUnseen(RuleSet, GameState, GameState, String)}, with {@code bot}.
   *
   * @param <S> the state type
   * @param <C> the command type
   * @param rules the rule set
   * @param bot the bot choosing for {@code actor}
   * @param a a state
   * @param b a state that differs from {@code a} only in what {@code actor} may not see
   * @param actor the actor
   */
  public static <S extends GameState, C extends Command> void assertUnseen(
      RuleSet<S, C> rules, Bot<S, C> bot, S a, S b, String actor) {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(bot, "bot");
    Objects.requireNonNull(a, "a");
    Objects.requireNonNull(b, "b");
    Objects.requireNonNull(actor, "actor");
    Viewer viewer = rules.viewer(a, actor);
    Game<S, C> ga = Game.start(rules, a);
    Game<S, C> gb = Game.start(rules, b);
    View<S> va = ga.view(viewer);
    View<S> vb = gb.view(viewer);
    if (!va.equals(vb)) {
      throw new AssertionError(
          actor + " sees the difference: " + va.state() + " versus " + vb.state());
    }
    List<C> la = ga.legalCommands(actor);
    List<C> lb = gb.legalCommands(actor);
    if (!la.equals(lb)) {
      throw new AssertionError(actor + "'s legal commands differ: " + la + " versus " + lb);
    }
    if (!rules.situation(va).equals(rules.situation(vb))) {
      throw new AssertionError(actor + "'s situation differs");
    }
    if (!rules.pieces(va).equals(rules.pieces(vb))) {
      throw new AssertionError(actor + "'s picture differs");
    }
    for (C c : la) {
      if (!rules.commandOdds(va, c).equals(rules.commandOdds(vb, c))) {
        throw new AssertionError(actor + "'s odds of " + c.describe() + " differ");
      }
    }
    if (!la.isEmpty()) {
      C ca = bot.choose(va, la);
      C cb = bot.choose(vb, lb);
      if (!ca.equals(cb)) {
        throw new AssertionError(
            actor + "'s bot chooses differently: " + ca.describe() + " versus " + cb.describe());
      }
    }
  }
}
