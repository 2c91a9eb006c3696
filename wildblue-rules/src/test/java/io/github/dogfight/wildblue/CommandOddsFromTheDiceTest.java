package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.duel;
import static io.github.dogfight.wildblue.Fixtures.edit;
import static io.github.dogfight.wildblue.Fixtures.play;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.wildblue.WildBlueCommand.EndAction;
import io.github.dogfight.wildblue.WildBlueCommand.Fire;
import io.github.dogfight.wildblue.WildBlueCommand.Fly;
import io.github.dogfight.wildblue.WildBlueCommand.Maneuver;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The odds a command shows (issue 27) are what its dice do: each is played over every face of its
 * d20s with scripted dice, and the share of faces that give each result is the figure shown.
 */
class CommandOddsFromTheDiceTest {
  /** Ace has flown; Hun, under Stuck Controls, can answer with no Scissors and no Spin. */
  private static Game<WildBlueState, WildBlueCommand> aceHasFlown() {
    ImmutablePlane hun = edit(duel(), "Hun").withEffects(EnumSet.of(Plane.Effect.STUCK_CONTROLS));
    return play(Fixtures.with(duel(), hun), new Fly("Ace", Move.CRUISE));
  }

  private static int[] faces(int first, int... then) {
    int[] out = new int[1 + then.length + 80];
    out[0] = first;
    System.arraycopy(then, 0, out, 1, then.length);
    for (int i = 1 + then.length; i < out.length; i++) {
      out[i] = 1;
    }
    return out;
  }

  private static boolean narrates(
      Game<WildBlueState, WildBlueCommand> before,
      Game<WildBlueState, WildBlueCommand> after,
      String words) {
    List<GameEvent> events = after.log().events();
    return events.subList(before.log().size(), events.size()).stream()
        .anyMatch(e -> e.narration().contains(words));
  }

  @Test
  @DisplayName(
      "\"Planes are always considered to be burst-firing (explodes on 6s), and for a 3 point"
          + " penalty can sustain fire\": P(hit) of each fire mode is the share of d20 faces that"
          + " hit")
  void fireShowsTheChanceOfAHitOfEachMode() {
    Game<WildBlueState, WildBlueCommand> g = aceHasFlown();
    Map<FireMode, Rational> shown = new java.util.EnumMap<>(FireMode.class);
    for (FireMode mode : FireMode.values()) {
      Fire fire = new Fire("Ace", "Hun", Gun.Mount.FIXED, mode);
      Map<String, Rational> odds = g.oddsOf(fire);
      long hits =
          IntStream.rangeClosed(1, 20)
              .filter(face -> narrates(g, play(g, fire, faces(face)), "Hun is hit"))
              .count();
      assertThat(odds.get("P(hit)")).isEqualTo(Rational.of(hits, 20));
      assertThat(odds.get("P(critical hit)")).isEqualTo(Rational.of(1, 20));
      int left = g.state().plane("Hun").hp();
      assertThat(odds)
          .containsKeys(
              "mean damage of a hit", "P(a hit for at least the " + left + " HP Hun has left)");
      shown.put(mode, odds.get("P(hit)"));
    }
    // Kent Allard's Dex+Piloting 17: a burst needs 17 or less, sustained fire 14 or less.
    assertThat(shown.get(FireMode.BURST)).isEqualTo(Rational.of(17, 20));
    assertThat(shown.get(FireMode.SUSTAINED)).isEqualTo(Rational.of(14, 20));
  }

  @Test
  @DisplayName(
      "\"Pilots roll to hit with their Dex+Piloting skill if firing forward guns\": the dice line"
          + " says the number needed")
  void theRollToHitSaysWhatItNeeds() {
    Game<WildBlueState, WildBlueCommand> g = aceHasFlown();
    Game<WildBlueState, WildBlueCommand> after =
        play(g, new Fire("Ace", "Hun", Gun.Mount.FIXED, FireMode.SUSTAINED), faces(16));
    assertThat(after.log().events().stream().flatMap(e -> e.dice().stream()))
        .anySatisfy(
            d ->
                assertThat(d.describe())
                    .isEqualTo(
                        "Ace to hit, needs rating 17 - 3 d20 roll-under: [16] = failed by 2"));
    // The default host says the number on the d20: at or under the rating less the penalty, a
    // natural 1 always, a natural 20 never.
    Host host = Host.defaults();
    assertThat(host.needs(17, -3)).isEqualTo("needs 14 or less");
    assertThat(host.needs(25, 0)).isEqualTo("needs 19 or less");
    assertThat(host.needs(4, -3)).isEqualTo("needs a natural 1");
    assertThat(host.needs(5, -3)).isEqualTo("needs 2 or less");
  }

  @Test
  @DisplayName(
      "\"In order to gain a die of advantage, you must pass a Dex+Piloting check with the move half"
          + " of your action\": P(pass) is the share of faces that gain it")
  void anAdvantageAttemptShowsItsChance() {
    Game<WildBlueState, WildBlueCommand> g = aceHasFlown();
    Maneuver m = Maneuver.gain("Ace", "Hun", AdvantageKind.BEHIND);
    long gained =
        IntStream.rangeClosed(1, 20)
            .filter(face -> narrates(g, play(g, m, face), "gains advantage behind"))
            .count();
    assertThat(g.oddsOf(m))
        .containsExactly(
            Map.entry("P(pass)", Rational.of(gained, 20)),
            Map.entry("P(out of control on a failed roll)", Rational.of(1, 20)));
  }

  @Test
  @DisplayName(
      "\"In the case of an air-to-air collision\": a ram's P(the planes collide) is the share of"
          + " Tug of War faces that collide")
  void aRamShowsTheChanceOfACollision() {
    Game<WildBlueState, WildBlueCommand> g = aceHasFlown();
    WildBlueCommand.Ram ram = new WildBlueCommand.Ram("Ace", "Hun");
    int collide = 0;
    for (int a = 1; a <= 20; a++) {
      for (int h = 1; h <= 20; h++) {
        if (narrates(g, play(g, ram, faces(a, h)), "the planes collide")) {
          collide++;
        }
      }
    }
    assertThat(g.oddsOf(ram))
        .containsExactly(Map.entry("P(the planes collide)", Rational.of(collide, 400)));
  }

  @Test
  @DisplayName(
      "\"roll 2 dice. One is a Dex check, the second a Cunning (or INT, if higher). If both are"
          + " successful, you do full damage ... If only one passes, you do half damage\"")
  void aBombShowsTheChanceOfEachResult() {
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(
            List.of(Fixtures.bristol().build(), Fixtures.hun()), List.of(Fixtures.rifles()));
    while (!g.state().acting().orElseThrow().equals("Bristol")) {
      String actor = g.state().acting().orElseThrow();
      if (g.state().findPlane(actor).isPresent()) {
        g = play(g, new Fly(actor, Move.CRUISE));
      }
      g = play(g, new EndAction(actor));
    }
    g = play(g, new Fly("Bristol", Move.CRUISE));
    WildBlueCommand.Bomb bomb = new WildBlueCommand.Bomb("Bristol", "Rifles");
    Map<String, Integer> count = new java.util.HashMap<>();
    for (int dex = 1; dex <= 20; dex++) {
      for (int cunning = 1; cunning <= 20; cunning++) {
        Game<WildBlueState, WildBlueCommand> after = play(g, bomb, faces(dex, cunning));
        for (String r : List.of("full damage", "half damage", "no damage")) {
          if (narrates(g, after, "— " + r)) {
            count.merge(r, 1, Integer::sum);
          }
        }
      }
    }
    Map<String, Rational> odds = g.oddsOf(bomb);
    for (String r : List.of("full damage", "half damage", "no damage")) {
      assertThat(odds.get("P(" + r + ")")).isEqualTo(Rational.of(count.getOrDefault(r, 0), 400));
    }
  }

  @Test
  @DisplayName(
      "\"Only enemy planes and flak cannons may attempt to hit planes at Combat Altitude\": a"
          + " ground unit fires its own gun, no other")
  void aGroundUnitFiresOnlyItsOwnGun() {
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(Fixtures.ace(), Fixtures.hun()), List.of(Fixtures.rifles()));
    while (!g.state().acting().orElseThrow().equals("Rifles")) {
      String actor = g.state().acting().orElseThrow();
      g = play(g, new Fly(actor, Move.CRUISE));
      g = play(g, new EndAction(actor));
    }
    Game<WildBlueState, WildBlueCommand> rifles = g;
    assertThat(rifles.legalCommands("Rifles"))
        .filteredOn(Fire.class::isInstance)
        .isNotEmpty()
        .allMatch(c -> ((Fire) c).mount() == Gun.Mount.FLEXIBLE);
    assertThatThrownBy(
            () -> rifles.play(new Fire("Rifles", "Ace", Gun.Mount.FIXED, FireMode.BURST)))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("fixed");
    assertThat(rifles.oddsOf(new Fire("Rifles", "Ace", Gun.Mount.FLEXIBLE, FireMode.BURST)))
        .containsKeys("P(hit)", "P(critical hit)", "mean damage of a hit");
  }
}
