package io.github.dogfight.wildblue;

import io.github.dogfight.core.dice.Chance;
import io.github.dogfight.core.dice.Constant;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.wildblue.internal.Ctx;
import java.util.List;

/**
 * Test engagements: the default host's d20 roll-under check with a fixed initiative (the bonus,
 * less any penalty), so that scripted dice need script only the rolls of the rules under test.
 */
final class Fixtures {
  static final String ALLIES = "Allies";
  static final String JASTA = "Jasta 11";

  private Fixtures() {}

  static final Host FIXED_INITIATIVE =
      Host.of(
          Host.defaults().check(),
          (bonus, penalty) -> Chance.of(new Constant(bonus - penalty)).named("fixed initiative"));

  /**
   * The sample Hun's Critical Damage results short of a Damaged Engine, mildest first, each as many
   * times as its profile lists it (rules 001, Critical Damage: "A CD result may only be chosen
   * once"): a Hun that has taken them all has a Damaged Engine as its mildest result left.
   */
  static final List<CriticalDamage> MILD_CRITICALS =
      List.of(
          CriticalDamage.FUEL_LEAK,
          CriticalDamage.WING_DAMAGE,
          CriticalDamage.WING_DAMAGE,
          CriticalDamage.OIL_LEAK,
          CriticalDamage.DAMAGED_AILERON,
          CriticalDamage.STUCK_CONTROLS,
          CriticalDamage.DAMAGED_FLAPS,
          CriticalDamage.DESTROYED_WEAPON,
          CriticalDamage.DESTROYED_WEAPON);

  static WildBlueRules rules() {
    return new WildBlueRules(WildBlueConfig.defaults().withHost(FIXED_INITIATIVE));
  }

  static PlaneType type(String name) {
    return PlaneCatalog.sample().type(name);
  }

  static Airman crew(String name) {
    return CrewCatalog.sample().character(name);
  }

  /** Kent Allard (Dex 8 + Piloting 9 = 17, initiative 9) in the Terror at 20,000 Feet. */
  static Plane ace() {
    return Plane.builder()
        .name("Ace")
        .side(ALLIES)
        .type(type("Terror at 20,000 Feet"))
        .pilot(crew("Kent Allard"))
        .build();
  }

  /** Baron von Krell (Dex 8 + Piloting 8 = 16, initiative 8) in a Fokker Dr.I. */
  static Plane hun() {
    return Plane.builder()
        .name("Hun")
        .side(JASTA)
        .type(type("Fokker Dr.I"))
        .pilot(crew("Baron von Krell"))
        .build();
  }

  /** Another Hun ("Hun 2", "Hun 3"...): the same pilot and Fokker Dr.I under another name. */
  static ImmutablePlane hunNamed(String name) {
    return ((ImmutablePlane) ImmutablePlane.copyOf(hun())).withName(name);
  }

  /** Jasta 11's rifles: 10 HP, a flexible 1d6, small arms, fired by Wilhelm Dorn (Dex 5 + 7). */
  static GroundUnit rifles() {
    return GroundUnit.armed(
        "Rifles",
        JASTA,
        false,
        10,
        new Gun(Gun.Mount.FLEXIBLE, 1, io.github.dogfight.core.dice.Die.D6),
        GroundUnit.Reach.SMALL_ARMS,
        crew("Wilhelm Dorn"));
  }

  /** "Bristol", an Allied Bristol F.2b Fighter flown by Jack Ransom; add a gunner, band or more. */
  static Plane.Builder bristol() {
    Plane.Builder b = Plane.builder();
    b.name("Bristol").side(ALLIES).type(type("Bristol F.2b Fighter")).pilot(crew("Jack Ransom"));
    return b;
  }

  /** A plane type with no Critical Damage results to choose: hits on it are taken as damage. */
  static PlaneType kite() {
    return new PlaneType(
        "Kite",
        150,
        185,
        3,
        65,
        3,
        List.of(new Gun(Gun.Mount.FIXED, 2, io.github.dogfight.core.dice.Die.D6)),
        12,
        java.util.Optional.empty(),
        1,
        List.of());
  }

  static Game<WildBlueState, WildBlueCommand> start(List<Plane> planes, List<GroundUnit> ground) {
    WildBlueRules rules = rules();
    Game<WildBlueState, WildBlueCommand> g =
        Game.start(rules, rules.start(planes, ground, List.of(), 1));
    return passSplitS(g);
  }

  static Game<WildBlueState, WildBlueCommand> passSplitS(Game<WildBlueState, WildBlueCommand> g) {
    while (!g.state().splitS().isEmpty()) {
      g = g.play(new WildBlueCommand.Pass(g.state().splitS().get(0)));
    }
    return g;
  }

  /** Ace against Hun, Ace to act. */
  static Game<WildBlueState, WildBlueCommand> duel() {
    return start(List.of(ace(), hun()), List.of());
  }

  static Game<WildBlueState, WildBlueCommand> play(
      Game<WildBlueState, WildBlueCommand> g, WildBlueCommand c, int... faces) {
    return g.play(c, ScriptedDice.of(faces));
  }

  /** Replaces a plane in the game's state (for setting up a situation). */
  static Game<WildBlueState, WildBlueCommand> with(
      Game<WildBlueState, WildBlueCommand> g, Plane p) {
    return Game.start(g.rules(), g.state().withPlane(p));
  }

  static Game<WildBlueState, WildBlueCommand> withState(
      Game<WildBlueState, WildBlueCommand> g, WildBlueState s) {
    return Game.start(g.rules(), s);
  }

  static ImmutablePlane edit(Game<WildBlueState, WildBlueCommand> g, String name) {
    return (ImmutablePlane) ImmutablePlane.copyOf(g.state().plane(name));
  }

  /** A context over a state with the default configuration and these scripted dice. */
  static Ctx ctx(WildBlueState s, int... faces) {
    return new Ctx(rules().config(), s, Roller.scripted(ScriptedDice.of(faces)));
  }

  /** The test configuration with {@code reading} taken. */
  static WildBlueConfig reading(Reading reading) {
    return rules().config().withReading(reading);
  }

  /** A context over a state with {@code config} and these scripted dice. */
  static Ctx ctx(WildBlueConfig config, WildBlueState s, int... faces) {
    return new Ctx(config, s, Roller.scripted(ScriptedDice.of(faces)));
  }
}
