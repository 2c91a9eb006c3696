package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.ace;
import static io.github.dogfight.wildblue.Fixtures.crew;
import static io.github.dogfight.wildblue.Fixtures.edit;
import static io.github.dogfight.wildblue.Fixtures.hun;
import static io.github.dogfight.wildblue.Fixtures.play;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.wildblue.WildBlueCommand.EndAction;
import io.github.dogfight.wildblue.WildBlueCommand.Fire;
import io.github.dogfight.wildblue.WildBlueCommand.Fly;
import io.github.dogfight.wildblue.WildBlueCommand.Ram;
import io.github.dogfight.wildblue.internal.bot.BotTables;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The bot's use of the whole rule set (issue 29): it spends its magazine by expected damage per use
 * when the magazine is short of the turns left, rams once it has no shot left and the trade does
 * not leave its side behind, dives on a plane below when a dive's 2D6 beat the attack in its band,
 * and climbs to dive when the dive pays for the attacks given up; each by the exact odds of {@link
 * BotTables}, and each only where the odds favour it.
 */
class WildBlueBotTacticsTest {
  private static final WildBlueRules RULES = Fixtures.rules();
  private static final Bot<WildBlueState, WildBlueCommand> BOT = RULES.defaultBot();
  private static final Plane HUN_2 = Fixtures.hunNamed("Hun 2");

  private static WildBlueCommand choose(Game<WildBlueState, WildBlueCommand> g, String actor) {
    return BOT.choose(g.viewFor(actor), g.legalCommands(actor));
  }

  private static ImmutableWildBlueState copy(Game<WildBlueState, WildBlueCommand> g) {
    return (ImmutableWildBlueState) ImmutableWildBlueState.copyOf(g.state());
  }

  /** {@code actor} has flown at cruise and made its advantage attempt; it has not attacked. */
  private static Game<WildBlueState, WildBlueCommand> readyToAttack(
      Game<WildBlueState, WildBlueCommand> g, String actor) {
    ActionStep step =
        new ActionStep(actor, Optional.of(Move.CRUISE), Band.LOW, 1, false, false, false, true);
    return Fixtures.withState(g, copy(g).withStep(step));
  }

  private static Plane at(Plane p, Band band) {
    return ((ImmutablePlane) ImmutablePlane.copyOf(p)).withBand(band);
  }

  /**
   * With 16 magazine uses for 30 turns, Ace fires bursts (one use each) rather than sustained fire
   * (two uses for less than twice the damage); with two turns left it fires the attack with the
   * most expected damage, sustained.
   */
  @Test
  void aShortMagazineFiresBurstsAPlentifulOneTheMostDamage() {
    Game<WildBlueState, WildBlueCommand> g = readyToAttack(Fixtures.duel(), "Ace");
    assertThat(choose(g, "Ace")).isEqualTo(new Fire("Ace", "Hun", Gun.Mount.FIXED, FireMode.BURST));
    Game<WildBlueState, WildBlueCommand> late = Fixtures.withState(g, copy(g).withTurn(29));
    assertThat(choose(late, "Ace"))
        .isEqualTo(new Fire("Ace", "Hun", Gun.Mount.FIXED, FireMode.SUSTAINED));
  }

  /** With its magazine dry, Ace rams the Hun (one plane a side: the trade leaves it level). */
  @Test
  void aPlaneWithNoShotLeftRams() {
    Game<WildBlueState, WildBlueCommand> g = readyToAttack(Fixtures.duel(), "Ace");
    Game<WildBlueState, WildBlueCommand> dry =
        Fixtures.with(g, edit(g, "Ace").withMagazineUsed(16));
    assertThat(new BotTables(RULES.odds(), RULES.config().host()).ram(17, 0, 16, 0))
        .isGreaterThanOrEqualTo(0.3);
    assertThat(choose(dry, "Ace")).isEqualTo(new Ram("Ace", "Hun"));
  }

  /**
   * It does not ram with a burst left, nor when its side is outnumbered and it is not the much
   * weaker plane; outnumbered with less than half the target's HP it rams.
   */
  @Test
  void noRamWithAShotLeftOrWhenTheTradeLeavesItsSideBehind() {
    Game<WildBlueState, WildBlueCommand> g = readyToAttack(Fixtures.duel(), "Ace");
    Game<WildBlueState, WildBlueCommand> oneLeft =
        Fixtures.with(g, edit(g, "Ace").withMagazineUsed(15));
    assertThat(choose(oneLeft, "Ace")).isInstanceOf(Fire.class);
    Game<WildBlueState, WildBlueCommand> two =
        readyToAttack(Fixtures.start(List.of(ace(), hun(), HUN_2), List.of()), "Ace");
    Game<WildBlueState, WildBlueCommand> dry =
        Fixtures.with(two, edit(two, "Ace").withMagazineUsed(16));
    assertThat(choose(dry, "Ace")).isNotInstanceOf(Ram.class);
    Game<WildBlueState, WildBlueCommand> hurt =
        Fixtures.with(dry, edit(dry, "Ace").withMagazineUsed(16).withDamage(55));
    assertThat(choose(hurt, "Ace")).isInstanceOf(Ram.class);
  }

  /**
   * At Combat with one Hun beside it and one below, Ace powerdives on the Hun below: 3d6 and 2D6
   * from the dive beat 3d6 at the same odds. Holding three dice of advantage on the Hun beside it,
   * it stays.
   */
  @Test
  void divesWhenTheDivesDiceBeatTheAttackInItsBand() {
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.start(List.of(at(ace(), Band.COMBAT), hun(), at(HUN_2, Band.COMBAT)), List.of());
    assertThat(g.state().acting()).contains("Ace");
    assertThat(choose(g, "Ace")).isEqualTo(new Fly("Ace", Move.POWERDIVE));
    Game<WildBlueState, WildBlueCommand> placed =
        Fixtures.withState(
            g,
            copy(g)
                .withAdvantage(
                    new Held("Ace", "Hun 2", AdvantageKind.BEHIND, 1),
                    new Held("Ace", "Hun 2", AdvantageKind.ABOVE, 1),
                    new Held("Ace", "Hun 2", AdvantageKind.SUN, 1)));
    assertThat(choose(placed, "Ace")).isEqualTo(new Fly("Ace", Move.CRUISE));
  }

  /**
   * An SE5a's pilot fires a single 1d6 a shot (fixed or flexible): an attack from a dive (three
   * dice) is worth more than the two attacks it gives up on the way, so it climbs from Low. The
   * Terror's 3d6 would give up more than a dive brings, and it cruises; at Combat the SE5a never
   * climbs to High for a dive.
   */
  @Test
  void climbsToDiveOnlyWhenTheDivePaysForTheAttacksGivenUp() {
    Plane se5 =
        Plane.builder()
            .name("SE5")
            .side(Fixtures.ALLIES)
            .type(Fixtures.type("SE5a"))
            .pilot(crew("Jack Ransom"))
            .build();
    Game<WildBlueState, WildBlueCommand> g = Fixtures.start(List.of(se5, hun()), List.of());
    g = play(play(g, new Fly("Hun", Move.CRUISE)), new EndAction("Hun"));
    assertThat(choose(g, "SE5")).isEqualTo(new Fly("SE5", Move.CLIMB));
    assertThat(choose(Fixtures.duel(), "Ace")).isEqualTo(new Fly("Ace", Move.CRUISE));
    Game<WildBlueState, WildBlueCommand> high =
        Fixtures.start(List.of(at(se5, Band.COMBAT), at(hun(), Band.COMBAT)), List.of());
    high = play(play(high, new Fly("Hun", Move.CRUISE)), new EndAction("Hun"));
    assertThat(choose(high, "SE5")).isEqualTo(new Fly("SE5", Move.CRUISE));
  }
}
