package io.github.dogfight.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.fixtures.CoinDuel;
import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Outcome;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.view.View;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ContractCheckTest {
  /** Every aim 2 to 6 listed, each with its odds: keeps the contract. */
  static class FairDuel extends CoinDuel {
    @Override
    public List<Fire> legalCommands(State state, String actor) {
      if (super.legalCommands(state, actor).isEmpty()) {
        return List.of();
      }
      return IntStream.rangeClosed(2, 6).mapToObj(aim -> new Fire(actor, aim)).toList();
    }

    @Override
    public Map<String, Rational> commandOdds(View<State> view, Fire command) {
      Map<String, Rational> odds = new LinkedHashMap<>();
      odds.put("P(hit)", Rational.of(7 - command.aim(), 6));
      return odds;
    }
  }

  private static List<CoinDuel.Fire> everyAim(String actor) {
    List<CoinDuel.Fire> all = new ArrayList<>();
    for (int aim = 0; aim <= 8; aim++) {
      all.add(new CoinDuel.Fire(actor, aim));
    }
    return all;
  }

  @Test
  void aRuleSetThatKeepsTheContractPasses() {
    ContractCheck.Report report =
        ContractCheck.of(new FairDuel()).probing((game, actor) -> everyAim(actor)).run();
    assertThat(report.games()).isEqualTo(20);
    assertThat(report.steps()).isPositive();
    assertThat(report.rolling()).isEqualTo(report.steps());
    assertThat(report.probed()).isPositive();
    assertThat(report.breaches()).isEmpty();
  }

  @Test
  void aCommandAcceptedButNotListedIsABreach() {
    assertThatThrownBy(
            () -> ContractCheck.of(new CoinDuel()).probing((game, actor) -> everyAim(actor)).run())
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("'A fires aiming 3+' of A is accepted but not listed")
        .hasMessageContaining("rolled dice for A but shows no odds (A fires 1d6: [");
  }

  @Test
  void interchangeableCommandsNeedBeListedOnce() {
    // aims 2 to 4 counted as one choice: listing aim 2 covers 3 and 4
    ContractCheck.Report report =
        ContractCheck.of(
                new FairDuel() {
                  @Override
                  public List<Fire> legalCommands(State state, String actor) {
                    return super.legalCommands(state, actor).stream()
                        .filter(f -> f.aim() == 2 || f.aim() > 4)
                        .toList();
                  }
                })
            .probing((game, actor) -> everyAim(actor))
            .interchangeable(f -> f.aim() <= 4 ? 0 : f.aim())
            .inspect();
    assertThat(report.breaches()).isEmpty();
  }

  @Test
  void aBotChoiceOutsideTheListIsABreach() {
    Bot<CoinDuel.State, CoinDuel.Fire> cheat =
        (view, legal) -> new CoinDuel.Fire(legal.get(0).actor(), 3);
    ContractCheck.Report report =
        ContractCheck.of(new CoinDuel()).withBot(cheat).randomChoices(0).games(1, 1).inspect();
    assertThat(report.breaches())
        .anyMatch(b -> b.contains("the bot chose 'A fires aiming 3+' for A, not listed"));
  }

  @Test
  void javaValuesInWordsAreBreaches() {
    CoinDuel raw =
        new FairDuel() {
          @Override
          public Outcome<State> apply(State state, Fire command, Roller roller) {
            Outcome<State> o = super.apply(state, command, roller);
            Shot shot = (Shot) o.events().get(0);
            GameEvent told = new Told(shot, "result: " + shot);
            return new Outcome<>(o.state(), List.of(told));
          }
        };
    assertThat(ContractCheck.of(raw).games(1, 1).inspect().breaches())
        .anyMatch(b -> b.contains("shows a Java value 'Shot[turn='"));
    CoinDuel flags =
        new FairDuel() {
          @Override
          public Outcome<State> apply(State state, Fire command, Roller roller) {
            Outcome<State> o = super.apply(state, command, roller);
            Shot shot = (Shot) o.events().get(0);
            return new Outcome<>(
                o.state(), List.of(new Told(shot, "hit = " + shot.hit() + ", HIT_ON_SIX")));
          }
        };
    assertThat(ContractCheck.of(flags).games(1, 1).inspect().breaches())
        .anyMatch(b -> b.contains("shows a Java value '= true'") || b.contains("'= false'"));
  }

  @Test
  void textThatFollowsTheDefaultLocaleIsABreach() {
    CoinDuel local =
        new FairDuel() {
          @Override
          public String summary(State state) {
            return String.format(
                "A hit %d times, B hit %d times", state.hitsOnA(), state.hitsOnB());
          }
        };
    Locale saved = Locale.getDefault();
    ContractCheck.Report report = ContractCheck.of(local).games(1, 1).inspect();
    assertThat(Locale.getDefault()).isEqualTo(saved);
    assertThat(report.breaches())
        .anyMatch(b -> b.contains("under default locale ar-SA shows \"A hit ٠ times"));
    CoinDuel fixed =
        new FairDuel() {
          @Override
          public String summary(State state) {
            return String.format(
                Locale.ROOT, "A hit %d times, B hit %d times", state.hitsOnA(), state.hitsOnB());
          }
        };
    assertThat(ContractCheck.of(fixed).games(1, 1).inspect().breaches()).isEmpty();
  }

  @Test
  void diceDrawnBeforeTheFirstCommandMustBeInTheLog() {
    CoinDuel silent =
        new FairDuel() {
          @Override
          public State sampleEngagement(long seed) {
            State s = super.sampleEngagement(seed);
            Roller roller = Roller.from(s.dice());
            roller.roll("1d6", "who fires first");
            return withDice(s, roller.stream().orElse(DiceStream.seeded(seed)));
          }
        };
    assertThat(ContractCheck.of(silent).games(1, 1).inspect().breaches())
        .anyMatch(b -> b.contains("no opening event records a roll"));
  }

  @Test
  void settingsOutOfRangeAreRefusedByName() {
    ContractCheck<CoinDuel.State, CoinDuel.Fire> check = ContractCheck.of(new FairDuel());
    assertThatThrownBy(() -> check.games(0, 1)).hasMessageContaining("games must be at least 1");
    assertThatThrownBy(() -> check.maxSteps(0)).hasMessageContaining("maxSteps");
    assertThatThrownBy(() -> check.randomChoices(101)).hasMessageContaining("percent");
    assertThatThrownBy(() -> check.localeGames(-1)).hasMessageContaining("localeGames");
  }

  /** An event narrated with other words. */
  record Told(CoinDuel.Shot shot, String words) implements GameEvent {
    @Override
    public int turn() {
      return shot.turn();
    }

    @Override
    public String phase() {
      return shot.phase();
    }

    @Override
    public Optional<String> actor() {
      return shot.actor();
    }

    @Override
    public List<io.github.dogfight.core.dice.DiceRoll> dice() {
      return shot.dice();
    }

    @Override
    public String narration() {
      return words;
    }
  }
}
