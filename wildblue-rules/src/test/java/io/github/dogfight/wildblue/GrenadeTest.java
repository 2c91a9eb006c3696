package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.edit;
import static io.github.dogfight.wildblue.Fixtures.play;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.catalog.CatalogException;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.wildblue.WildBlueCommand.Bomb;
import io.github.dogfight.wildblue.WildBlueCommand.EndAction;
import io.github.dogfight.wildblue.WildBlueCommand.Fly;
import io.github.dogfight.wildblue.WildBlueCommand.Grenade;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Rules 001, "Bombing": "When you attack with a bomb (or grenade) from a plane, roll 2 dice. One is
 * a Dex check, the second a Cunning (or INT, if higher). If both are successful, you do full damage
 * to the intended target. If only one passes, you do half damage to the target. Obviously, if
 * neither roll passes, no damage is done." The sample Bristol F.2b carries 4 grenades of 2d6
 * (sample data); Jack Ransom throws them: Dex 7 (14), Cunning 6 (12).
 */
class GrenadeTest {
  private static final Grenade THROW = new Grenade("Bristol", "Depot");

  /** Hun has flown; the Bristol is to act, at Low, with Jasta 11's depot below. */
  private static Game<WildBlueState, WildBlueCommand> overTheDepot(WildBlueConfig config) {
    WildBlueRules rules = new WildBlueRules(config);
    GroundUnit depot = GroundUnit.target("Depot", Fixtures.JASTA, true, 40);
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.passSplitS(
            Game.start(
                rules,
                rules.start(
                    List.of(Fixtures.hun(), Fixtures.bristol().build()),
                    List.of(depot),
                    List.of(),
                    1)));
    return play(play(g, new Fly("Hun", Move.CRUISE)), new EndAction("Hun"));
  }

  private static Game<WildBlueState, WildBlueCommand> overTheDepot() {
    return overTheDepot(Fixtures.rules().config());
  }

  private static int depotDamage(Game<WildBlueState, WildBlueCommand> g) {
    return g.state().findGround("Depot").orElseThrow().damage();
  }

  @Test
  @DisplayName("When you attack with a bomb (or grenade) from a plane, roll 2 dice")
  void aGrenadeIsThrownAsABombIsDropped() {
    Game<WildBlueState, WildBlueCommand> g = play(overTheDepot(), new Fly("Bristol", Move.CRUISE));
    assertThat(g.legalCommands("Bristol")).contains(THROW);
    // "If both are successful, you do full damage": 14 and 12 pass; 2d6: 6 + 5
    Game<WildBlueState, WildBlueCommand> full = play(g, THROW, 14, 12, 6, 5);
    assertThat(depotDamage(full)).isEqualTo(11);
    assertThat(full.log().narration())
        .contains(
            "Bristol throws a grenade at Depot: Dex check passed by 0, Cunning check passed by 0"
                + " — full damage, 11 damage");
    assertThat(full.state().plane("Bristol").grenadesLeft()).isEqualTo(3);
    assertThat(full.state().plane("Bristol").bombsLeft()).isEqualTo(2);
    // "If only one passes, you do half damage": 15 fails the Dex check; 11 halved, 5
    assertThat(depotDamage(play(g, THROW, 15, 12, 6, 5))).isEqualTo(5);
    // "if neither roll passes, no damage is done": no damage dice
    Game<WildBlueState, WildBlueCommand> none = play(g, THROW, 15, 13);
    assertThat(depotDamage(none)).isZero();
    assertThat(none.log().narration()).contains("no damage, 0 damage");
    // a grenade is the attack of the action: no bomb after it, but a Wingover ("Attacking Ground
    // Targets")
    assertThatThrownBy(() -> full.play(new Bomb("Bristol", "Depot")))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("has attacked (or forgone its attack) this action");
    assertThat(full.legalCommands("Bristol"))
        .contains(WildBlueCommand.Perform.of("Bristol", Stunt.WINGOVER));
  }

  @Test
  void grenadesLastAsLongAsTheProfileHasThemAndFallOnGroundTargets() {
    Game<WildBlueState, WildBlueCommand> g = play(overTheDepot(), new Fly("Bristol", Move.CRUISE));
    Game<WildBlueState, WildBlueCommand> empty =
        Fixtures.with(g, edit(g, "Bristol").withGrenadesThrown(4));
    assertThat(empty.legalCommands("Bristol")).doesNotContain(THROW);
    assertThatThrownBy(() -> empty.play(THROW))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("Bristol has no grenades left");
    assertThatThrownBy(() -> g.play(new Grenade("Bristol", "Hun")))
        .hasMessageContaining("grenades are thrown at ground targets");
    // a plane whose profile carries none (the Fokker)
    assertThat(Fixtures.hun().grenadesLeft()).isZero();
  }

  /** Hun has flown; the Bristol is to act in {@code band}, over the depot and a hut (small). */
  private static Game<WildBlueState, WildBlueCommand> over(WildBlueConfig config, Band band) {
    WildBlueRules rules = new WildBlueRules(config);
    GroundUnit depot = GroundUnit.target("Depot", Fixtures.JASTA, true, 40);
    GroundUnit hut = GroundUnit.target("Hut", Fixtures.JASTA, false, 10);
    Game<WildBlueState, WildBlueCommand> g =
        Fixtures.passSplitS(
            Game.start(
                rules,
                rules.start(
                    List.of(Fixtures.hun(), Fixtures.bristol().band(band).build()),
                    List.of(depot, hut),
                    List.of(),
                    1)));
    g = play(play(g, new Fly("Hun", Move.CRUISE)), new EndAction("Hun"));
    return play(g, new Fly("Bristol", Move.CRUISE));
  }

  /**
   * The seed puts grenades under the bombing rule itself, altitude included: "When you attack with
   * a bomb (or grenade) from a plane, roll 2 dice"; "Bombing directly relates to your altitude";
   * COMBAT "planes may only attempt to hit large ground targets (tanks, buildings) and suffer a 3
   * point penalty"; HIGH "planes may not attempt to hit ground targets". Whatever a bomb may do
   * from a band, a grenade may, with the same penalty.
   */
  @Test
  @DisplayName(
      "When you attack with a bomb (or grenade) from a plane: a grenade from each band as a bomb")
  void aGrenadeIsThrownFromEachBandAsABombIsDropped() {
    WildBlueConfig config = Fixtures.rules().config();
    // Low: any ground target, no penalty.
    Game<WildBlueState, WildBlueCommand> low = over(config, Band.LOW);
    assertThat(low.legalCommands("Bristol"))
        .contains(THROW, new Grenade("Bristol", "Hut"), new Bomb("Bristol", "Hut"));
    // Combat: the large depot only, at a 3 point penalty: 11 and 9 pass (14 - 3, 12 - 3), a 12
    // does not; as for a bomb.
    Game<WildBlueState, WildBlueCommand> combat = over(config, Band.COMBAT);
    assertThat(combat.legalCommands("Bristol"))
        .contains(THROW, new Bomb("Bristol", "Depot"))
        .doesNotContain(new Grenade("Bristol", "Hut"), new Bomb("Bristol", "Hut"));
    assertThat(depotDamage(play(combat, THROW, 11, 9, 3, 3))).isEqualTo(6);
    assertThat(depotDamage(play(combat, THROW, 12, 9, 3, 3))).isEqualTo(3);
    assertThat(depotDamage(play(combat, new Bomb("Bristol", "Depot"), 12, 9, 3, 3, 3)))
        .isEqualTo(4);
    assertThatThrownBy(() -> combat.play(new Grenade("Bristol", "Hut")))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("Altitude")
        .hasMessageContaining("at Combat altitude, planes may only attempt to hit large ground");
    // High: no ground target, for grenades as for bombs.
    Game<WildBlueState, WildBlueCommand> high = over(config, Band.HIGH);
    assertThat(high.legalCommands("Bristol"))
        .noneMatch(c -> c instanceof Grenade || c instanceof Bomb);
    assertThatThrownBy(() -> high.play(THROW))
        .hasMessageContaining("at High altitude, planes may not attempt to hit ground targets");
  }

  /**
   * Reading.GRENADES_FROM_LOW_ONLY: a table that reads a grenade as thrown by hand throws it from
   * Low only; bombs are unchanged.
   */
  @Test
  @DisplayName("Bombing directly relates to your altitude: grenades from Low only, by reading")
  void grenadesFromLowOnlyByReading() {
    WildBlueConfig config = Fixtures.reading(Reading.GRENADES_FROM_LOW_ONLY);
    Game<WildBlueState, WildBlueCommand> low = over(config, Band.LOW);
    assertThat(low.legalCommands("Bristol")).contains(THROW, new Grenade("Bristol", "Hut"));
    assertThat(depotDamage(play(low, THROW, 14, 12, 6, 5))).isEqualTo(11);
    Game<WildBlueState, WildBlueCommand> combat = over(config, Band.COMBAT);
    WildBlueState before = combat.state();
    assertThat(combat.legalCommands("Bristol"))
        .doesNotContain(THROW)
        .contains(new Bomb("Bristol", "Depot"));
    assertThatThrownBy(() -> combat.play(THROW))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("Altitude")
        .hasMessageContaining("at this table a grenade is thrown by hand, from Low altitude only");
    assertThat(combat.state()).isEqualTo(before);
  }

  private static PlaneType read(String ordnance) throws IOException {
    String line =
        "Test | 150 | 185 | 3 | 70 | 3 | fixed 2d6 | 12 | " + ordnance + " | 1 | fuel leak\n";
    return PlaneCatalog.parse("test.txt", new StringReader(line)).type("Test");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "2x3d6 | 2 | 3 | 0 | 0",
        "4x2d6 grenades | 0 | 0 | 4 | 2",
        "2x3d6, 4x2d6 grenades | 2 | 3 | 4 | 2",
        "6X1D6 Grenades,1x4d6 | 1 | 4 | 6 | 1",
        "- | 0 | 0 | 0 | 0",
      })
  void theCatalogGivesBombsAndGrenades(String text, int bombs, int bombDice, int grenades, int d)
      throws IOException {
    PlaneType t = read(text);
    assertThat(t.bombs().map(PlaneType.Bombs::count).orElse(0)).isEqualTo(bombs);
    assertThat(t.bombs().map(PlaneType.Bombs::dice).orElse(0)).isEqualTo(bombDice);
    assertThat(t.grenades().map(PlaneType.Bombs::count).orElse(0)).isEqualTo(grenades);
    assertThat(t.grenades().map(PlaneType.Bombs::dice).orElse(0)).isEqualTo(d);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {"2x3d6, 1x1d6", "4x2d6 grenades, 1x1d6 grenades", "x2d6 grenades", "grenades"})
  void badOrdnanceNamesTheField(String text) {
    assertThatThrownBy(() -> read(text))
        .isInstanceOf(CatalogException.class)
        .hasMessageContaining("bombs");
  }

  @Test
  void theSampleCatalogsGrenadesAreSampleData() {
    assertThat(Fixtures.type("Bristol F.2b Fighter").grenades())
        .contains(new PlaneType.Bombs(4, 2));
    assertThat(Fixtures.type("Sopwith Camel").grenades()).contains(new PlaneType.Bombs(2, 2));
    assertThat(Fixtures.type("Terror at 20,000 Feet").grenades()).isEmpty();
  }
}
