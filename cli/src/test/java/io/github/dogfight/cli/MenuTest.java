package io.github.dogfight.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleSets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** {@link Menu}: one level of groups by first words, and never a command left out. */
class MenuTest {
  /** Every index of the list in exactly one entry, in list order within an entry. */
  static void assertComplete(Menu menu, List<String> descriptions) {
    List<Integer> all = new ArrayList<>();
    for (Menu.Entry e : menu.entries()) {
      assertThat(e.members()).isSorted().isNotEmpty();
      all.addAll(e.members());
      if (e.isGroup()) {
        // a group's label is the words its commands begin with
        e.members()
            .forEach(
                i ->
                    assertThat(descriptions.get(i))
                        .matches(d -> d.equals(e.label()) || d.startsWith(e.label() + " ")));
      } else {
        assertThat(e.label()).isEqualTo(descriptions.get(e.members().get(0)));
      }
    }
    assertThat(all)
        .containsExactlyInAnyOrderElementsOf(
            IntStream.range(0, descriptions.size()).boxed().toList());
  }

  @Test
  void aShortListIsShownWhole() {
    List<String> twenty = IntStream.range(0, 20).mapToObj(i -> "Camel turns " + i).toList();
    Menu menu = Menu.of(twenty);
    assertThat(menu.grouped()).isFalse();
    assertThat(menu.entries()).hasSize(20);
    assertComplete(menu, twenty);
  }

  @Test
  void hundredsOfPlotsAreGroupedByManeuverWithNoneLeftOut() {
    List<String> plots = new ArrayList<>();
    for (String maneuver : List.of("level", "dive", "climb", "steep-dive", "extreme-turn")) {
      for (int speed = 1; speed <= 6; speed++) {
        for (String turn : List.of("F", "L", "R", "FL", "FR", "LL", "RR", "SL", "SR", "LR")) {
          plots.add("Sally B plots " + maneuver + " " + turn + speed + "1");
        }
      }
    }
    Menu menu = Menu.of(plots);
    assertThat(plots).hasSize(300);
    assertThat(menu.grouped()).isTrue();
    assertThat(menu.entries())
        .extracting(Menu.Entry::label)
        .containsExactly(
            "Sally B plots level",
            "Sally B plots dive",
            "Sally B plots climb",
            "Sally B plots steep-dive",
            "Sally B plots extreme-turn");
    assertComplete(menu, plots);
  }

  @Test
  void theGroupingTakesTheWordsThatGiveTheMostGroupsUpToTheLimit() {
    // Dogfite!-like: maneuvers of two or three words, then bet levels and aerobatic points
    List<String> moves = new ArrayList<>();
    for (String move :
        List.of(
            "turns 1 right", "turns 1 left", "turns 2 right", "turns 2 left", "slips 1 right")) {
      for (int level = 0; level <= 3; level++) {
        for (int points = 0; points <= 2; points++) {
          moves.add("Camel " + move + " betting level " + level + " with " + points + " points");
        }
      }
    }
    Menu menu = Menu.of(moves);
    assertThat(menu.entries())
        .extracting(Menu.Entry::label)
        .containsExactly(
            "Camel turns 1 right",
            "Camel turns 1 left",
            "Camel turns 2 right",
            "Camel turns 2 left",
            "Camel slips 1 right");
    assertComplete(menu, moves);
  }

  @Test
  void moreFirstWordsThanTheLimitGiveALongerTopLevelNotAShorterList() {
    List<String> many = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      many.add("Rot " + i + " fires");
      many.add("Rot " + i + " holds");
      many.add("Rot " + i + " dives");
    }
    Menu menu = Menu.of(many);
    assertThat(menu.entries()).hasSize(30);
    assertComplete(menu, many);
    // a command that is its group's only member is shown as itself, not as a group of one
    List<String> mixed = new ArrayList<>(many);
    mixed.add("Pilot bails out");
    Menu withSingle = Menu.of(mixed);
    assertThat(withSingle.entries().get(withSingle.entries().size() - 1))
        .isEqualTo(new Menu.Entry("Pilot bails out", List.of(90)));
    assertComplete(withSingle, mixed);
  }

  @Test
  void descriptionsThatArePrefixesOfOthersStayReachable() {
    List<String> list = new ArrayList<>();
    for (int i = 0; i < 25; i++) {
      list.add("Camel flies straight" + (i == 0 ? "" : " betting level " + i));
    }
    Menu menu = Menu.of(list);
    assertComplete(menu, list);
  }

  /** Through bot games of every rule set: each decision's menu holds every legal command once. */
  @Test
  void everyLegalCommandOfEveryRuleSetIsInExactlyOneEntry() {
    for (RuleSet<?, ?> rules : RuleSets.all()) {
      for (long seed = 1; seed <= 3; seed++) {
        checkGame(rules, seed);
      }
    }
  }

  private static <S extends GameState, C extends Command> void checkGame(
      RuleSet<S, C> rules, long seed) {
    Game<S, C> game = Game.start(rules, rules.sampleEngagement(seed));
    for (int step = 0; step < 400 && !game.isOver(); step++) {
      for (String actor : game.decision().actors()) {
        List<String> descriptions =
            game.legalCommands(actor).stream().map(Command::describe).toList();
        assertComplete(Menu.of(descriptions), descriptions);
      }
      game = game.play(rules.defaultBot());
    }
  }
}
