package io.github.dogfight.wildblue;

import static io.github.dogfight.wildblue.Fixtures.ace;
import static io.github.dogfight.wildblue.Fixtures.crew;
import static io.github.dogfight.wildblue.Fixtures.duel;
import static io.github.dogfight.wildblue.Fixtures.edit;
import static io.github.dogfight.wildblue.Fixtures.hun;
import static io.github.dogfight.wildblue.Fixtures.play;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Bot;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.wildblue.WildBlueCommand.EndAction;
import io.github.dogfight.wildblue.WildBlueCommand.Fire;
import io.github.dogfight.wildblue.WildBlueCommand.Fly;
import io.github.dogfight.wildblue.WildBlueCommand.Maneuver;
import io.github.dogfight.wildblue.WildBlueCommand.Pass;
import io.github.dogfight.wildblue.WildBlueCommand.Perform;
import io.github.dogfight.wildblue.WildBlueCommand.TakeCritical;
import io.github.dogfight.wildblue.internal.Candidates;
import io.github.dogfight.wildblue.internal.bot.WildBlueBot;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The default bot's choices, each rule of its class comment with a situation on either side of its
 * threshold. Ace (Dex 8 + Piloting 9 = 17) flies the Terror, Hun (16) the Fokker Dr.I; odds are the
 * default host's d20 roll-under check.
 */
class WildBlueBotTest {
  private static final WildBlueRules RULES = Fixtures.rules();
  private static final WildBlueBot BOT = (WildBlueBot) RULES.defaultBot();
  private static final WildBlueOdds ODDS = RULES.odds();

  private static WildBlueCommand choose(Game<WildBlueState, WildBlueCommand> g, String actor) {
    return BOT.choose(g.viewFor(actor), g.legalCommands(actor));
  }

  private static Game<WildBlueState, WildBlueCommand> state(
      Game<WildBlueState, WildBlueCommand> g, WildBlueState s) {
    return Fixtures.withState(g, s);
  }

  private static ImmutableWildBlueState copy(Game<WildBlueState, WildBlueCommand> g) {
    return (ImmutableWildBlueState) ImmutableWildBlueState.copyOf(g.state());
  }

  private static double stunt(Stunt s, int rating, int penalty) {
    return ODDS.stunt(s, rating, penalty, false).doubleValue();
  }

  /**
   * The bot chooses only from the list it is given (issue 27): where its plan is a command the list
   * lacks (here ending the action, once Ace has flown and nothing else appeals), it takes a listed
   * one.
   */
  @Test
  void choosesOnlyFromTheListItIsGiven() {
    Game<WildBlueState, WildBlueCommand> g =
        play(duel(), new WildBlueCommand.Fly("Ace", Move.CRUISE));
    WildBlueCommand standing8 = WildBlueCommand.Perform.of("Ace", Stunt.STANDING_8);
    assertThat(g.legalCommands("Ace")).contains(standing8);
    assertThat(BOT.choose(g.viewFor("Ace"), List.of(standing8))).isEqualTo(standing8);
  }

  @Test
  void refusesAnEmptyChoice() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    assertThatThrownBy(() -> BOT.choose(g.viewFor("Ace"), List.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("no legal command to choose from");
  }

  // ------------------------------------------------------------------ Split S

  /**
   * The default host's initiative, 1d10 + bonus - 3 after a Split S: expected 5.5 + 9 - 3 = 11.5
   * for Ace, 10.5 for Hun.
   */
  private static Game<WildBlueState, WildBlueCommand> splitSWindow(
      int aceInitiative, int hunInitiative, int flapsDamage) {
    WildBlueRules rules = new WildBlueRules(WildBlueConfig.defaults());
    List<CriticalDamage> flaps = Collections.nCopies(flapsDamage, CriticalDamage.DAMAGED_FLAPS);
    Plane a = ((ImmutablePlane) ImmutablePlane.copyOf(ace())).withInitiative(aceInitiative);
    Plane h =
        ((ImmutablePlane) ImmutablePlane.copyOf(hun()))
            .withInitiative(hunInitiative)
            .withCriticals(flaps);
    WildBlueState s = rules.start(List.of(a, h), List.of(), List.of(), 1);
    return Game.start(
        rules,
        ((ImmutableWildBlueState) ImmutableWildBlueState.copyOf(s))
            .withSplitS("Ace", "Hun")
            .withPlanes(a, h));
  }

  @ParameterizedTest(name = "Ace {0} vs Hun {1}: Ace {2}; Hun with {3} flaps damage: {4}")
  @CsvSource({
    // behind and below the expected re-roll: Split S
    "3, 12, SplitS, 0, Pass",
    // 11 is below 11.5 as well
    "11, 12, SplitS, 0, Pass",
    // ahead of every enemy: keep it
    "3, 2, Pass, 0, SplitS",
    // behind but at or above the expectation
    "12, 13, Pass, 0, Pass",
    // Hun behind Ace with maneuverability 3 - 1 = 2: still
    "9, 2, Pass, 1, SplitS",
    // 3 - 2 = 1: no stunt to spare
    "9, 2, Pass, 2, Pass",
    // equal initiatives: neither is behind
    "5, 5, Pass, 0, Pass",
  })
  void splitSOnAPoorInitiative(int ace, int hun, String aceDoes, int flaps, String hunDoes) {
    Game<WildBlueState, WildBlueCommand> g = splitSWindow(ace, hun, flaps);
    assertThat(g.state().plane("Hun").maneuverability()).isEqualTo(3 - flaps);
    Bot<WildBlueState, WildBlueCommand> bot = g.rules().defaultBot();
    WildBlueCommand a = bot.choose(g.viewFor("Ace"), Candidates.of(g.state(), "Ace"));
    WildBlueCommand h = bot.choose(g.viewFor("Hun"), Candidates.of(g.state(), "Hun"));
    assertThat(a.getClass().getSimpleName()).isEqualTo(aceDoes);
    assertThat(h.getClass().getSimpleName()).isEqualTo(hunDoes);
  }

  // ------------------------------------------------------------------ Critical Damage

  private static Game<WildBlueState, WildBlueCommand> choice(
      CriticalChoice c, List<CriticalDamage> taken, int damage) {
    Game<WildBlueState, WildBlueCommand> g = duel();
    Plane hun = edit(g, "Hun").withCriticals(taken).withDamage(damage);
    return state(g, copy(g).withPlanes(g.state().plane("Ace"), hun).withChoices(c));
  }

  /** Its own plane at 0 HP takes the mildest result left: a Fuel Leak first. */
  @Test
  void takesTheMildestResultOnItsOwnPlane() {
    Game<WildBlueState, WildBlueCommand> g =
        choice(new CriticalChoice("Hun", "Hun", CriticalChoice.Why.HIT_AT_ZERO, 5), List.of(), 65);
    assertThat(choose(g, "Hun")).isEqualTo(new TakeCritical("Hun", CriticalDamage.FUEL_LEAK));
  }

  /**
   * With only the Damaged Engine and worse left, it takes the engine unless this hit's damage is as
   * much as the plane's hit points (65): then a Fire.
   */
  @ParameterizedTest(name = "damage {0}: {1}")
  @CsvSource({"64, DAMAGED_ENGINE", "65, FIRE", "80, FIRE"})
  void avoidsADamagedEngineOnAHeavyHit(int damage, CriticalDamage want) {
    Game<WildBlueState, WildBlueCommand> g =
        choice(
            new CriticalChoice("Hun", "Hun", CriticalChoice.Why.HIT_AT_ZERO, damage),
            Fixtures.MILD_CRITICALS,
            65);
    assertThat(choose(g, "Hun")).isEqualTo(new TakeCritical("Hun", want));
  }

  /**
   * On an enemy it picks the worst result left: Pilot Hit for the Fokker (Annihilated is not
   * offered while another result is left); for the Terror, which lists neither, a Damaged Engine.
   */
  @Test
  void givesTheEnemyTheWorst() {
    Game<WildBlueState, WildBlueCommand> g =
        choice(new CriticalChoice("Ace", "Hun", CriticalChoice.Why.CRITICAL_HIT, 5), List.of(), 0);
    assertThat(choose(g, "Ace")).isEqualTo(new TakeCritical("Ace", CriticalDamage.PILOT_HIT));
    Game<WildBlueState, WildBlueCommand> terror =
        state(
            g,
            copy(g)
                .withChoices(new CriticalChoice("Hun", "Ace", CriticalChoice.Why.CRITICAL_HIT, 5)));
    assertThat(choose(terror, "Hun"))
        .isEqualTo(new TakeCritical("Hun", CriticalDamage.DAMAGED_ENGINE));
  }

  /**
   * Instead of damage it takes a mild result only when the damage is at least a quarter of the HP
   * left (65): 16 is not, 17 is; with nothing milder than a Damaged Engine left it takes the
   * damage.
   */
  @ParameterizedTest(name = "{0} damage, {1} results taken: {2}")
  @CsvSource({"16, 0, TakeDamage", "17, 0, TakeCritical", "17, 9, TakeDamage"})
  void takesAMildResultInsteadOfHeavyDamage(int damage, int taken, String want) {
    Game<WildBlueState, WildBlueCommand> g =
        choice(
            new CriticalChoice("Hun", "Hun", CriticalChoice.Why.INSTEAD_OF_DAMAGE, damage),
            Fixtures.MILD_CRITICALS.subList(0, taken),
            0);
    assertThat(choose(g, "Hun").getClass().getSimpleName()).isEqualTo(want);
  }

  /** A quarter exactly counts as heavy: 16 of 64 HP. */
  @Test
  void aQuarterOfTheHpIsHeavy() {
    Game<WildBlueState, WildBlueCommand> g =
        choice(
            new CriticalChoice("Hun", "Hun", CriticalChoice.Why.INSTEAD_OF_DAMAGE, 16),
            List.of(),
            1);
    assertThat(g.state().plane("Hun").hp()).isEqualTo(64);
    assertThat(choose(g, "Hun")).isEqualTo(new TakeCritical("Hun", CriticalDamage.FUEL_LEAK));
  }

  // ------------------------------------------------------------------ interrupts

  private static final Fire ACE_FIRES = new Fire("Ace", "Hun", Gun.Mount.FIXED, FireMode.BURST);

  /** Ace has flown and fired at Hun: Hun may fly The Scissors. */
  private static Game<WildBlueState, WildBlueCommand> scissorsWindow(
      Airman acePilot, Airman hunPilot) {
    Game<WildBlueState, WildBlueCommand> g = duel();
    g = Fixtures.with(g, edit(g, "Hun").withPilot(hunPilot));
    g = Fixtures.with(g, edit(g, "Ace").withPilot(acePilot));
    g = play(g, new Fly("Ace", Move.CRUISE));
    return play(g, ACE_FIRES);
  }

  /**
   * The Scissors when the chance to beat the attacker's roll is 20% or more: Kent Allard (17, at
   * the stunt's 3 penalty) against Sam Trent (9) firing, 81 in 400; not Baron von Krell (16)
   * against Kent Allard, 78 in 400.
   */
  @Test
  void fliesTheScissorsWhenLikelyToIgnoreTheAttack() {
    Game<WildBlueState, WildBlueCommand> g = scissorsWindow(crew("Sam Trent"), crew("Kent Allard"));
    assertThat(g.state().attack().orElseThrow().stage()).isEqualTo(Attack.Stage.SCISSORS);
    assertThat(
            ODDS.scissors(9, 0, 17, 0, false).probability(WildBlueOdds.Tug.IGNORED).doubleValue())
        .isGreaterThanOrEqualTo(0.2);
    assertThat(choose(g, "Hun")).isEqualTo(new WildBlueCommand.Scissors("Hun"));
    Game<WildBlueState, WildBlueCommand> strong =
        scissorsWindow(crew("Kent Allard"), crew("Baron von Krell"));
    assertThat(
            ODDS.scissors(17, 0, 16, 0, false).probability(WildBlueOdds.Tug.IGNORED).doubleValue())
        .isLessThan(0.2);
    assertThat(choose(strong, "Hun")).isEqualTo(new Pass("Hun"));
  }

  @Test
  void answersTheScissorsWithRollingScissors() {
    Game<WildBlueState, WildBlueCommand> g =
        scissorsWindow(crew("Kent Allard"), crew("Baron von Krell"));
    g = play(g, new WildBlueCommand.Scissors("Hun"), 3);
    assertThat(g.state().attack().orElseThrow().stage()).isEqualTo(Attack.Stage.ROLLING_SCISSORS);
    assertThat(choose(g, "Ace")).isEqualTo(new WildBlueCommand.RollingScissors("Ace"));
    Game<WildBlueState, WildBlueCommand> weak =
        Fixtures.with(g, edit(g, "Ace").withPilot(crew("Sam Trent")));
    // Sam Trent: Dex 6 + Piloting 3 = 9, a 45% chance
    assertThat(stunt(Stunt.ROLLING_SCISSORS, 9, 0)).isEqualTo(0.45);
    assertThat(choose(weak, "Ace")).isEqualTo(new Pass("Ace"));
    // Jack Ransom: 7 + 7 = 14
    Game<WildBlueState, WildBlueCommand> fair =
        Fixtures.with(g, edit(g, "Ace").withPilot(crew("Jack Ransom")));
    assertThat(choose(fair, "Ace")).isEqualTo(new WildBlueCommand.RollingScissors("Ace"));
  }

  @Test
  void spinsHardOrSoftByTheExpectedReduction() {
    Game<WildBlueState, WildBlueCommand> g =
        scissorsWindow(crew("Kent Allard"), crew("Baron von Krell"));
    g = play(g, new Pass("Hun"), 5);
    assertThat(g.state().attack().orElseThrow().stage()).isEqualTo(Attack.Stage.SPIN);
    assertThat(choose(g, "Hun")).isEqualTo(new WildBlueCommand.Spin("Hun", true));
  }

  /**
   * Karl Weiss (Dex 6 + Piloting 5 = 11) expects 10 x 25% = 2.5 points from a hard Spin, enough to
   * try; Sam Trent (9) expects at best 1.5 and lets the damage come.
   */
  @Test
  void spinsOnlyWhenItExpectsTwoAndAHalfPoints() {
    Game<WildBlueState, WildBlueCommand> g =
        scissorsWindow(crew("Kent Allard"), crew("Karl Weiss"));
    g = play(g, new Pass("Hun"), 5);
    assertThat(ODDS.stunt(Stunt.SPIN, 11, 0, true).doubleValue()).isEqualTo(0.25);
    assertThat(choose(g, "Hun")).isEqualTo(new WildBlueCommand.Spin("Hun", true));
    Game<WildBlueState, WildBlueCommand> weak =
        Fixtures.with(g, edit(g, "Hun").withPilot(crew("Sam Trent")));
    assertThat(choose(weak, "Hun")).isEqualTo(new Pass("Hun"));
    assertThat(BOT.choose(g.viewFor("Hun"), List.of(new Pass("Hun")))).isEqualTo(new Pass("Hun"));
  }

  // ------------------------------------------------------------------ the action

  /**
   * Ace to act, Hun holding Behind on it (and Above for a second die); Ace's stunts used and wing
   * damage.
   */
  private static Game<WildBlueState, WildBlueCommand> pursued(
      int dice, List<Stunt> used, int wingDamage) {
    Game<WildBlueState, WildBlueCommand> g = duel();
    Plane ace =
        edit(g, "Ace")
            .withStunts(used)
            .withCriticals(Collections.nCopies(wingDamage, CriticalDamage.WING_DAMAGE));
    return state(
        g,
        copy(g)
            .withPlanes(ace, g.state().plane("Hun"))
            .withAdvantage(
                dice == 1
                    ? List.of(new Held("Hun", "Ace", AdvantageKind.BEHIND, 1))
                    : List.of(
                        new Held("Hun", "Ace", AdvantageKind.BEHIND, 1),
                        new Held("Hun", "Ace", AdvantageKind.ABOVE, dice - 1))));
  }

  /**
   * Before flying it shakes a pursuer by stunt: Barrel Roll against 2 dice or more at 50% (Ace: 17
   * - 3, 70%); else Snap Roll against 2 dice at 35% (17 - 8, 45%); else Tailslide at 35% (17 - 10,
   * exactly 35%). Otherwise it flies.
   */
  @ParameterizedTest(name = "{0} dice, {1} used, {2} wing damage: {3}")
  @CsvSource({
    "2, '', 0, BARREL_ROLL",
    "2, BARREL_ROLL, 0, SNAP_ROLL",
    "2, BARREL_ROLL, 2, SNAP_ROLL",
    "1, '', 0, TAILSLIDE",
    "1, '', 1, ",
    "2, 'BARREL_ROLL,SNAP_ROLL', 1, ",
  })
  void shakesAPursuerByStunt(int dice, String used, int wing, Stunt want) {
    List<Stunt> stunts =
        used.isEmpty()
            ? List.of()
            : java.util.Arrays.stream(used.split(",")).map(Stunt::valueOf).toList();
    Game<WildBlueState, WildBlueCommand> g = pursued(dice, stunts, wing);
    WildBlueCommand c = choose(g, "Ace");
    if (want == null) {
      assertThat(c).isEqualTo(new Fly("Ace", Move.CRUISE));
    } else {
      assertThat(c).isEqualTo(Perform.against("Ace", want, "Hun"));
    }
  }

  private static Game<WildBlueState, WildBlueCommand> bands(Band ace, Band... enemies) {
    List<Plane> planes = new ArrayList<>();
    planes.add(((ImmutablePlane) ImmutablePlane.copyOf(ace())).withBand(ace));
    for (int i = 0; i < enemies.length; i++) {
      planes.add(Fixtures.hunNamed("Hun" + i).withBand(enemies[i]));
    }
    return Fixtures.start(planes, List.of());
  }

  /**
   * It flies to an enemy's band: stays with an enemy in its own, else climbs or dives to the
   * nearest band an enemy holds.
   */
  @ParameterizedTest(name = "Ace at {0}, enemies at {1} and {2}: {3}")
  @CsvSource({
    "LOW, LOW, HIGH, CRUISE",
    "LOW, HIGH, COMBAT, CLIMB",
    "COMBAT, LOW, LOW, POWERDIVE",
    "HIGH, LOW, COMBAT, POWERDIVE",
    "COMBAT, HIGH, COMBAT, CRUISE",
  })
  void fliesToTheNearestEnemyBand(Band ace, Band one, Band two, Move want) {
    Game<WildBlueState, WildBlueCommand> g = bands(ace, one, two);
    assertThat(g.state().acting()).contains("Ace");
    assertThat(choose(g, "Ace")).isEqualTo(new Fly("Ace", want));
  }

  /** Enemies out of control are not flown to, nor are friends. */
  @Test
  void fliesOnlyToEnemiesInControl() {
    Game<WildBlueState, WildBlueCommand> g = bands(Band.LOW, Band.HIGH, Band.COMBAT);
    Plane falling = edit(g, "Hun1").withFall(new Plane.Fall("a test", 3, false));
    Plane friend =
        ((ImmutablePlane) ImmutablePlane.copyOf(ace())).withName("Friend").withBand(Band.COMBAT);
    Game<WildBlueState, WildBlueCommand> f =
        state(
            g,
            copy(g).withPlanes(g.state().plane("Ace"), g.state().plane("Hun0"), falling, friend));
    assertThat(choose(f, "Ace")).isEqualTo(new Fly("Ace", Move.CLIMB));
  }

  /**
   * Pursued (an enemy holds Behind) with less than a quarter of its hit points left, it flies at
   * top speed: the Terror has 85, so 21 HP (84 < 85) runs and 22 does not.
   */
  @ParameterizedTest(name = "{0} HP left, pursued {1}: {2}")
  @CsvSource({"21, true, TOP_SPEED", "22, true, CRUISE", "21, false, CRUISE"})
  void runsAtTopSpeedWhenPursuedAndHurt(int hp, boolean pursued, Move want) {
    Game<WildBlueState, WildBlueCommand> g = duel();
    ImmutablePlane ace = edit(g, "Ace").withDamage(85 - hp);
    ImmutableWildBlueState s = copy(g).withPlanes(ace, g.state().plane("Hun"));
    if (pursued) {
      // one die: not enough to shake by stunt (Tailslide's 35% needs 17 - 10 = 7; the wing
      // damage takes it to 6)
      s =
          s.withAdvantage(new Held("Hun", "Ace", AdvantageKind.BEHIND, 1))
              .withPlanes(ace.withCriticals(CriticalDamage.WING_DAMAGE), g.state().plane("Hun"));
    }
    assertThat(choose(state(g, s), "Ace")).isEqualTo(new Fly("Ace", want));
  }

  /** A bomber with bombs and an enemy ground target left dives to Low. */
  @Test
  void aBomberDivesToBomb() {
    Plane bristol = Fixtures.bristol().band(Band.COMBAT).build();
    Plane high = ((ImmutablePlane) ImmutablePlane.copyOf(hun())).withBand(Band.HIGH);
    GroundUnit depot = GroundUnit.target("Depot", Fixtures.JASTA, true, 40);
    Game<WildBlueState, WildBlueCommand> g = Fixtures.start(List.of(bristol, high), List.of(depot));
    g = play(play(g, new Fly("Hun", Move.CRUISE)), new EndAction("Hun"));
    assertThat(choose(g, "Bristol")).isEqualTo(new Fly("Bristol", Move.POWERDIVE));
    GroundUnit own = GroundUnit.target("Own", Fixtures.ALLIES, true, 40);
    Game<WildBlueState, WildBlueCommand> friendly =
        Fixtures.start(List.of(bristol, high), List.of(own));
    friendly = play(play(friendly, new Fly("Hun", Move.CRUISE)), new EndAction("Hun"));
    assertThat(choose(friendly, "Bristol")).isEqualTo(new Fly("Bristol", Move.CLIMB));
  }

  /** Ace has flown at cruise and made {@code attempts} advantage attempts, attacked or not. */
  private static Game<WildBlueState, WildBlueCommand> flown(
      Game<WildBlueState, WildBlueCommand> g, String actor, int attempts, boolean attacked) {
    ActionStep step =
        new ActionStep(
            actor,
            java.util.Optional.of(Move.CRUISE),
            Band.LOW,
            attempts,
            attacked,
            false,
            false,
            true);
    return state(g, copy(g).withStep(step));
  }

  /**
   * Having flown, it tries once for advantage: first to shake an enemy's Behind, then Behind, Above
   * or the sun, on the enemy with the fewest hit points.
   */
  @Test
  void triesOnceForPositionShakingAPursuerFirst() {
    Game<WildBlueState, WildBlueCommand> g = play(duel(), new Fly("Ace", Move.CRUISE));
    assertThat(choose(g, "Ace")).isEqualTo(Maneuver.gain("Ace", "Hun", AdvantageKind.BEHIND));
    Game<WildBlueState, WildBlueCommand> tailed =
        state(g, copy(g).withAdvantage(new Held("Hun", "Ace", AdvantageKind.BEHIND, 1)));
    assertThat(choose(tailed, "Ace"))
        .isEqualTo(Maneuver.remove("Ace", "Hun", AdvantageKind.BEHIND));
    Game<WildBlueState, WildBlueCommand> behind =
        state(g, copy(g).withAdvantage(new Held("Ace", "Hun", AdvantageKind.BEHIND, 1)));
    assertThat(g.legalCommands("Ace")).contains(Maneuver.gain("Ace", "Hun", AdvantageKind.SUN));
    assertThat(choose(behind, "Ace")).isEqualTo(Maneuver.gain("Ace", "Hun", AdvantageKind.ABOVE));
    Game<WildBlueState, WildBlueCommand> above =
        state(
            g,
            copy(g)
                .withAdvantage(
                    new Held("Ace", "Hun", AdvantageKind.BEHIND, 1),
                    new Held("Ace", "Hun", AdvantageKind.ABOVE, 1)));
    assertThat(choose(above, "Ace")).isEqualTo(Maneuver.gain("Ace", "Hun", AdvantageKind.SUN));
    // the attempt made, it attacks
    assertThat(choose(flown(g, "Ace", 1, false), "Ace")).isInstanceOf(Fire.class);
  }

  @Test
  void goesForTheWeakestEnemy() {
    Plane hurt = ((ImmutablePlane) ImmutablePlane.copyOf(hun())).withName("Hurt").withDamage(30);
    Game<WildBlueState, WildBlueCommand> g = Fixtures.start(List.of(ace(), hun(), hurt), List.of());
    g = play(g, new Fly("Ace", Move.CRUISE));
    assertThat(choose(g, "Ace")).isEqualTo(Maneuver.gain("Ace", "Hurt", AdvantageKind.BEHIND));
    Game<WildBlueState, WildBlueCommand> both =
        state(
            g,
            copy(g)
                .withAdvantage(
                    new Held("Hun", "Ace", AdvantageKind.BEHIND, 1),
                    new Held("Hurt", "Ace", AdvantageKind.BEHIND, 1)));
    assertThat(choose(both, "Ace")).isEqualTo(Maneuver.remove("Ace", "Hurt", AdvantageKind.BEHIND));
  }

  /**
   * It fires the attack with the best expected damage, whichever order the attacks are offered in:
   * for Ace, sustained fire (dice exploding on 5s, at 17 - 3 = 70% to hit) beats a burst (on 6s, at
   * 85%). (With two turns left: earlier its magazine is short of the turns left and it weighs each
   * use, {@code WildBlueBotTacticsTest}.)
   */
  @Test
  void firesTheAttackWithTheBestExpectedDamage() {
    Game<WildBlueState, WildBlueCommand> g = flown(duel(), "Ace", 1, false);
    g = state(g, copy(g).withTurn(29));
    List<WildBlueCommand> legal = g.legalCommands("Ace");
    assertThat(legal)
        .contains(
            new Fire("Ace", "Hun", Gun.Mount.FIXED, FireMode.BURST),
            new Fire("Ace", "Hun", Gun.Mount.FIXED, FireMode.SUSTAINED));
    WildBlueCommand c = BOT.choose(g.viewFor("Ace"), legal);
    List<WildBlueCommand> reversed = new ArrayList<>(legal);
    Collections.reverse(reversed);
    assertThat(BOT.choose(g.viewFor("Ace"), reversed)).isEqualTo(c);
    assertThat(c).isEqualTo(new Fire("Ace", "Hun", Gun.Mount.FIXED, FireMode.SUSTAINED));
    // with no attack to make it ends the action
    assertThat(BOT.choose(g.viewFor("Ace"), List.of(new EndAction("Ace"))))
        .isEqualTo(new EndAction("Ace"));
  }

  /**
   * The pilot fires the fixed gun; the gunner fires the rear gun at a plane on the tail, once the
   * pilot has attacked or when the pilot's guns do not bear.
   */
  @Test
  void theGunnerFiresAfterThePilot() {
    Plane bristol = Fixtures.bristol().gunner(crew("Nora Vane")).build();
    Game<WildBlueState, WildBlueCommand> g = Fixtures.start(List.of(hun(), bristol), List.of());
    g = play(play(g, new Fly("Hun", Move.CRUISE)), new EndAction("Hun"));
    Game<WildBlueState, WildBlueCommand> first = flown(g, "Bristol", 1, false);
    WildBlueCommand pilot = choose(first, "Bristol");
    assertThat(pilot).isInstanceOf(Fire.class);
    assertThat(((Fire) pilot).mount()).isEqualTo(Gun.Mount.FIXED);
    Game<WildBlueState, WildBlueCommand> tailed =
        state(g, copy(g).withAdvantage(new Held("Hun", "Bristol", AdvantageKind.BEHIND, 1)));
    Game<WildBlueState, WildBlueCommand> then = flown(tailed, "Bristol", 1, true);
    WildBlueCommand gunner = choose(then, "Bristol");
    assertThat(gunner).isInstanceOf(Fire.class);
    assertThat(((Fire) gunner).mount()).isEqualTo(Gun.Mount.REAR);
    assertThat(choose(flown(tailed, "Bristol", 1, false), "Bristol")).isEqualTo(gunner);
  }

  /**
   * With its attacks made and two stunts to spare it covers itself: an Aileron Roll at 60% or more
   * (Kent Allard, 85%), not at Sam Trent's 45%; with one stunt left it ends the action.
   */
  @Test
  void coversItselfWithStuntsToSpare() {
    Game<WildBlueState, WildBlueCommand> g = flown(duel(), "Ace", 1, true);
    assertThat(choose(g, "Ace")).isEqualTo(Perform.of("Ace", Stunt.AILERON_ROLL));
    Game<WildBlueState, WildBlueCommand> weak =
        Fixtures.with(g, edit(g, "Ace").withPilot(crew("Sam Trent")));
    assertThat(choose(weak, "Ace")).isEqualTo(new EndAction("Ace"));
    // the Terror's 4, less 2 used
    Game<WildBlueState, WildBlueCommand> two =
        Fixtures.with(g, edit(g, "Ace").withStunts(Stunt.CHANDELLE, Stunt.STANDING_8));
    assertThat(choose(two, "Ace")).isEqualTo(Perform.of("Ace", Stunt.AILERON_ROLL));
    Game<WildBlueState, WildBlueCommand> one =
        Fixtures.with(
            g, edit(g, "Ace").withStunts(Stunt.CHANDELLE, Stunt.STANDING_8, Stunt.LOMCEVAK));
    assertThat(choose(one, "Ace")).isEqualTo(new EndAction("Ace"));
  }

  /** After strafing a ground target it flies a Wingover (its Aileron Roll used). */
  @Test
  void wingsOverAfterAGroundAttack() {
    GroundUnit truck = GroundUnit.target("Truck", Fixtures.JASTA, false, 10);
    Game<WildBlueState, WildBlueCommand> g = Fixtures.start(List.of(ace(), hun()), List.of(truck));
    ActionStep step =
        new ActionStep(
            "Ace", java.util.Optional.of(Move.CRUISE), Band.LOW, 1, true, false, true, true);
    g = state(g, copy(g).withStep(step));
    g = Fixtures.with(g, edit(g, "Ace").withStunts(Stunt.AILERON_ROLL));
    assertThat(g.legalCommands("Ace")).contains(Perform.of("Ace", Stunt.WINGOVER));
    assertThat(choose(g, "Ace")).isEqualTo(Perform.of("Ace", Stunt.WINGOVER));
  }

  /** Out of control it tries to regain control, or ends the action when it may not. */
  @Test
  void triesToRegainControl() {
    Game<WildBlueState, WildBlueCommand> g = duel();
    Plane falling = edit(g, "Ace").withFall(new Plane.Fall("a test", 3, false));
    ActionStep step =
        new ActionStep("Ace", java.util.Optional.empty(), Band.LOW, 0, false, false, false, false);
    g = state(g, copy(g).withPlanes(falling, g.state().plane("Hun")).withStep(step));
    assertThat(choose(g, "Ace")).isEqualTo(new WildBlueCommand.RegainControl("Ace"));
    assertThat(BOT.choose(g.viewFor("Ace"), List.of(new EndAction("Ace"))))
        .isEqualTo(new EndAction("Ace"));
  }

  /** An armed ground unit fires its best attack at an enemy in reach, and ends its action. */
  @Test
  void aGroundUnitFiresAtWhatItReaches() {
    GroundUnit rifles = Fixtures.rifles();
    Game<WildBlueState, WildBlueCommand> g = Fixtures.start(List.of(ace(), hun()), List.of(rifles));
    g = play(play(g, new Fly("Ace", Move.CRUISE)), new EndAction("Ace"));
    g = play(play(g, new Fly("Hun", Move.CRUISE)), new EndAction("Hun"));
    assertThat(g.state().acting()).contains("Rifles");
    WildBlueCommand c = choose(g, "Rifles");
    assertThat(c).isInstanceOf(Fire.class);
    assertThat(((Fire) c).target()).isEqualTo("Ace");
    assertThat(BOT.choose(g.viewFor("Rifles"), List.of(new EndAction("Rifles"))))
        .isEqualTo(new EndAction("Rifles"));
  }

  /**
   * The thresholds met exactly: Jack Ransom (14) with a Wing Damage rolls a Barrel Roll at 14 - 3 -
   * 1 = 10, 50%; Karl Weiss (11) with a Wing Damage answers with Rolling Scissors at 10, 50%; Otto
   * Brenner (12) covers himself with an Aileron Roll at 60%.
   */
  @Test
  void thresholdsMetExactlyAreTaken() {
    Game<WildBlueState, WildBlueCommand> g = pursued(2, List.of(), 1);
    Game<WildBlueState, WildBlueCommand> jack =
        Fixtures.with(g, edit(g, "Ace").withPilot(crew("Jack Ransom")));
    assertThat(stunt(Stunt.BARREL_ROLL, 14, 1)).isEqualTo(0.5);
    assertThat(choose(jack, "Ace")).isEqualTo(Perform.against("Ace", Stunt.BARREL_ROLL, "Hun"));
    Game<WildBlueState, WildBlueCommand> scissors =
        scissorsWindow(crew("Kent Allard"), crew("Baron von Krell"));
    scissors = play(scissors, new WildBlueCommand.Scissors("Hun"), 3);
    Game<WildBlueState, WildBlueCommand> karl =
        Fixtures.with(
            scissors,
            edit(scissors, "Ace")
                .withPilot(crew("Karl Weiss"))
                .withCriticals(CriticalDamage.WING_DAMAGE));
    assertThat(stunt(Stunt.ROLLING_SCISSORS, 11, 1)).isEqualTo(0.5);
    assertThat(choose(karl, "Ace")).isEqualTo(new WildBlueCommand.RollingScissors("Ace"));
    Game<WildBlueState, WildBlueCommand> done = flown(duel(), "Ace", 1, true);
    Game<WildBlueState, WildBlueCommand> otto =
        Fixtures.with(done, edit(done, "Ace").withPilot(crew("Otto Brenner")));
    assertThat(stunt(Stunt.AILERON_ROLL, 12, 0)).isEqualTo(0.6);
    assertThat(choose(otto, "Ace")).isEqualTo(Perform.of("Ace", Stunt.AILERON_ROLL));
  }
}
