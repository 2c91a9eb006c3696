package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.duel;
import static io.github.dogfight.wildblue.Fixtures.edit;
import static io.github.dogfight.wildblue.Fixtures.play;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.wildblue.WildBlueCommand.EndAction;
import io.github.dogfight.wildblue.WildBlueCommand.Fire;
import io.github.dogfight.wildblue.WildBlueCommand.Fly;
import io.github.dogfight.wildblue.WildBlueCommand.Pass;
import io.github.dogfight.wildblue.WildBlueCommand.Ram;
import io.github.dogfight.wildblue.WildBlueCommand.TakeCritical;
import io.github.dogfight.wildblue.WildBlueCommand.TakeDamage;
import io.github.dogfight.wildblue.internal.Ctx;
import io.github.dogfight.wildblue.internal.damage.Criticals;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Rules 001, "Critical Damage": "If a plane suffers damage, the controlling player may elect to
 * ignore the damage rolled, and select one of their plane's CD results." By default any damage a
 * plane suffers (a collision, fire, Push It To The Limit's strain, as well as a hit); {@link
 * Reading#CRITICAL_INSTEAD_OF_HIT_DAMAGE_ONLY} keeps the choice to the damage of a hit. And "if a
 * plane is reduced to 0 or fewer HP, each subsequent hit results in a CD result": a hit that finds
 * none left is narrated.
 */
class DamageChoicesTest {
  private static final Fire HUN_FIRES = new Fire("Hun", "Ace", Gun.Mount.FIXED, FireMode.BURST);

  /**
   * The Tug of War (Ace 17 rolls 2, Hun 16 rolls 15) and 35 1s: Ace 20d6 at 200, Hun 15d6 at 150.
   */
  private static int[] ram() {
    int[] faces = new int[2 + 20 + 15];
    Arrays.fill(faces, 1);
    faces[0] = 2;
    faces[1] = 15;
    return faces;
  }

  private static Game<WildBlueState, WildBlueCommand> duelUnder(WildBlueConfig config) {
    WildBlueRules rules = new WildBlueRules(config);
    return Fixtures.passSplitS(
        Game.start(
            rules, rules.start(List.of(Fixtures.ace(), Fixtures.hun()), List.of(), List.of(), 1)));
  }

  @Test
  @DisplayName("If a plane suffers damage ... select one of their plane's CD results: a collision")
  void aCollisionsDamageMayBeIgnoredForAResult() {
    // "If a plane suffers damage, the controlling player may elect to ignore the damage rolled, and
    // select one of their plane's CD results." Then "Planes that manage to survive this initial
    // impact must immediately take a Critical Damage result, and go Out of Control."
    Game<WildBlueState, WildBlueCommand> g = play(duel(), new Fly("Ace", Move.CRUISE));
    g = play(g, new Ram("Ace", "Hun"), ram());
    assertThat(g.decision().actors()).containsExactly("Ace");
    assertThat(g.decision().about())
        .isEqualTo(
            "choose a Critical Damage result for Ace, or take the 20 damage from the collision");
    assertThat(g.legalCommands("Ace")).contains(new TakeDamage("Ace"));
    g = play(g, new TakeCritical("Ace", CriticalDamage.WING_DAMAGE));
    assertThat(g.state().plane("Ace").damage()).isZero();
    // it survived the impact: out of control, and a second result, which it may not decline
    assertThat(g.state().plane("Ace").outOfControl()).isTrue();
    assertThat(g.legalCommands("Ace")).doesNotContain(new TakeDamage("Ace"));
    g = play(g, new TakeCritical("Ace", CriticalDamage.STUCK_CONTROLS));
    g = play(g, new TakeDamage("Hun"));
    assertThat(g.state().plane("Hun").damage()).isEqualTo(15);
    g = play(g, new TakeCritical("Hun", CriticalDamage.WING_DAMAGE));
    assertThat(g.state().plane("Ace").criticals())
        .containsExactly(CriticalDamage.WING_DAMAGE, CriticalDamage.STUCK_CONTROLS);
    assertThat(g.log().narration()).doesNotContain("Ace takes 20 damage");
  }

  @Test
  @DisplayName("Reading.CRITICAL_INSTEAD_OF_HIT_DAMAGE_ONLY: a collision's damage is taken")
  void underTheHitsOnlyReadingACollisionsDamageIsTaken() {
    Game<WildBlueState, WildBlueCommand> g =
        duelUnder(Fixtures.reading(Reading.CRITICAL_INSTEAD_OF_HIT_DAMAGE_ONLY));
    g = play(g, new Fly("Ace", Move.CRUISE));
    g = play(g, new Ram("Ace", "Hun"), ram());
    assertThat(g.state().plane("Ace").damage()).isEqualTo(20);
    assertThat(g.state().plane("Hun").damage()).isEqualTo(15);
    assertThat(g.state().choices())
        .extracting(CriticalChoice::why)
        .containsExactly(CriticalChoice.Why.COLLISION, CriticalChoice.Why.COLLISION);
  }

  @Test
  @DisplayName("If a plane suffers damage ... select one of their plane's CD results: fire")
  void fireDamageMayBeIgnoredForAResultAtOnce() {
    // FIRE! "The plane catches fire, doing 3D6 immediate fire damage": damage the plane suffers,
    // so its player is asked at once, before any choice already waiting.
    Game<WildBlueState, WildBlueCommand> g = duel();
    CriticalChoice waiting = new CriticalChoice("Ace", "Hun", CriticalChoice.Why.CRITICAL_HIT, 4);
    Ctx c =
        Fixtures.ctx(
            ((ImmutableWildBlueState) ImmutableWildBlueState.copyOf(g.state()))
                .withChoices(waiting),
            2,
            3,
            4);
    Criticals.apply(c, "Hun", CriticalDamage.FIRE, 0);
    assertThat(c.plane("Hun").damage()).isZero();
    assertThat(c.state.choices())
        .containsExactly(
            new CriticalChoice("Hun", "Hun", CriticalChoice.Why.INSTEAD_OF_DAMAGE, 9, "fire"),
            waiting);
    // under the other reading, the fire's 9 are taken
    Ctx d =
        Fixtures.ctx(
            Fixtures.reading(Reading.CRITICAL_INSTEAD_OF_HIT_DAMAGE_ONLY), g.state(), 2, 3, 4);
    Criticals.apply(d, "Hun", CriticalDamage.FIRE, 0);
    assertThat(d.plane("Hun").damage()).isEqualTo(9);
    assertThat(d.state.choices()).isEmpty();
  }

  @Test
  @DisplayName(
      "If a plane suffers damage ... select one of their plane's CD results: Push It To The Limit")
  void pushItToTheLimitsDamageMayBeIgnoredAndTheTurnEndsAfterTheChoice() {
    // PUSH IT TO THE LIMIT "at the end of the turn your plane takes 1D6 damage for every 20kph you
    // are traveling": 240 kph, 12d6.
    Game<WildBlueState, WildBlueCommand> g =
        play(duel(), WildBlueCommand.Perform.of("Ace", Stunt.PUSH_IT_TO_THE_LIMIT), 5);
    g = play(play(g, new Fly("Ace", Move.TOP_SPEED)), new EndAction("Ace"));
    g = play(g, new Fly("Hun", Move.CRUISE));
    g = play(g, new EndAction("Hun"), 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2);
    assertThat(g.state().turn()).isEqualTo(1);
    assertThat(g.decision().actors()).containsExactly("Ace");
    assertThat(g.decision().about())
        .isEqualTo(
            "choose a Critical Damage result for Ace, or take the 13 damage from the strain of Top"
                + " speed");
    g = play(g, new TakeCritical("Ace", CriticalDamage.FUEL_LEAK));
    assertThat(g.state().plane("Ace").damage()).isZero();
    // the choice made, the turn ends and the next begins
    assertThat(g.state().turn()).isEqualTo(2);
    assertThat(g.state().splitS()).containsExactly("Ace", "Hun");
  }

  /** Ace's Terror with every Critical Damage result of its profile active. */
  private static Game<WildBlueState, WildBlueCommand> allResultsUsed(int damage) {
    Game<WildBlueState, WildBlueCommand> g = duel();
    Plane ace = edit(g, "Ace").withDamage(damage).withCriticals(Fixtures.ace().type().criticals());
    return Fixtures.with(g, ace);
  }

  @Test
  @DisplayName("each subsequent hit results in a CD result: with none left, the hit is narrated")
  void aHitAtZeroWithNoResultLeftIsNarrated() {
    // "Lastly, if a plane is reduced to 0 or fewer HP, each subsequent hit results in a CD result,
    // chosen by the aircraft's controlling player." The Terror (85 HP) at -5 with all ten results
    // of its profile active.
    Game<WildBlueState, WildBlueCommand> g = allResultsUsed(90);
    g = play(play(g, new Fly("Ace", Move.CRUISE)), new EndAction("Ace"));
    g = play(play(g, new Fly("Hun", Move.CRUISE)), HUN_FIRES);
    g = play(g, new Pass("Ace"), 2);
    g = play(g, new Pass("Ace"), 3, 3);
    assertThat(g.log().narration())
        .contains(
            "Ace is hit again at -5 HP, but has no Critical Damage result left to take: the hit"
                + " does nothing more");
    assertThat(g.state().plane("Ace").damage()).isEqualTo(90);
    assertThat(g.state().choices()).isEmpty();
  }

  @Test
  void aCriticalHitWithNoResultLeftIsNarrated() {
    // "If an attack rolls a critical hit, the attacking player may select which CD result to
    // activate": a natural 1, and none left; the damage itself is taken.
    Game<WildBlueState, WildBlueCommand> g = allResultsUsed(0);
    g = play(play(g, new Fly("Ace", Move.CRUISE)), new EndAction("Ace"));
    g = play(play(g, new Fly("Hun", Move.CRUISE)), HUN_FIRES);
    g = play(g, new Pass("Ace"), 1);
    g = play(g, new Pass("Ace"), 3, 3);
    assertThat(g.log().narration())
        .contains("Ace takes 6 damage from the hit")
        .contains("Hun's critical hit finds no Critical Damage result left to take on Ace");
  }

  @Test
  void aCollisionsSurvivorWithNoResultLeftIsNarrated() {
    // "Planes that manage to survive this initial impact must immediately take a Critical Damage
    // result, and go Out of Control."
    Game<WildBlueState, WildBlueCommand> g = allResultsUsed(0);
    g = play(g, new Fly("Ace", Move.CRUISE));
    // the Terror's halved speeds (a Damaged Engine): 100 kph, 10d6
    int[] faces = new int[2 + 10 + 15];
    Arrays.fill(faces, 1);
    faces[0] = 2;
    faces[1] = 15;
    g = play(g, new Ram("Ace", "Hun"), faces);
    g = play(g, new TakeDamage("Hun"));
    g = play(g, new TakeCritical("Hun", CriticalDamage.WING_DAMAGE));
    assertThat(g.log().narration())
        .contains("Ace takes 10 damage from the collision")
        .contains("Ace survives the collision with no Critical Damage result left to take");
    assertThat(g.state().plane("Ace").outOfControl()).isTrue();
  }
}
