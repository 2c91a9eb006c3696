package io.github.dogfight.wildblue;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.wildblue.WildBlueCommand.Bomb;
import io.github.dogfight.wildblue.WildBlueCommand.EndAction;
import io.github.dogfight.wildblue.WildBlueCommand.Fire;
import io.github.dogfight.wildblue.WildBlueCommand.Fly;
import io.github.dogfight.wildblue.WildBlueCommand.Immelman;
import io.github.dogfight.wildblue.WildBlueCommand.Maneuver;
import io.github.dogfight.wildblue.WildBlueCommand.Pass;
import io.github.dogfight.wildblue.WildBlueCommand.Perform;
import io.github.dogfight.wildblue.WildBlueCommand.Ram;
import io.github.dogfight.wildblue.WildBlueCommand.RegainControl;
import io.github.dogfight.wildblue.WildBlueCommand.RollingScissors;
import io.github.dogfight.wildblue.WildBlueCommand.Scissors;
import io.github.dogfight.wildblue.WildBlueCommand.Spin;
import io.github.dogfight.wildblue.WildBlueCommand.SplitS;
import io.github.dogfight.wildblue.WildBlueCommand.TakeCritical;
import io.github.dogfight.wildblue.WildBlueCommand.TakeDamage;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every command describes itself word for word, as the log and the command line show it. */
class CommandTextsTest {
  private static final String A = "Ace";

  @Test
  void flyingAndManeuvering() {
    assertThat(new SplitS(A).describe()).isEqualTo("Ace flies a Split S to re-roll initiative");
    assertThat(new Pass(A).describe()).isEqualTo("Ace passes");
    assertThat(new Fly(A, Move.CRUISE).describe()).isEqualTo("Ace flies at Cruising speed");
    assertThat(new Fly(A, Move.TOP_SPEED).describe()).isEqualTo("Ace flies at Top speed");
    assertThat(new Fly(A, Move.CLIMB).describe()).isEqualTo("Ace climbs");
    assertThat(new Fly(A, Move.POWERDIVE).describe()).isEqualTo("Ace powerdives");
    assertThat(Maneuver.gain(A, "Baron", AdvantageKind.ABOVE).describe())
        .isEqualTo("Ace tries to gain advantage above on Baron");
    assertThat(Maneuver.remove(A, "Baron", AdvantageKind.BEHIND).describe())
        .isEqualTo("Ace tries to shake Baron's advantage behind");
  }

  @Test
  void attacking() {
    assertThat(new Fire(A, "Baron", Gun.Mount.FIXED, FireMode.BURST).describe())
        .isEqualTo("Ace fires a burst from its fixed guns at Baron");
    assertThat(new Fire(A, "Baron", Gun.Mount.FIXED, FireMode.SUSTAINED).describe())
        .isEqualTo("Ace fires sustained from its fixed guns at Baron");
    assertThat(new Bomb(A, "Depot").describe()).isEqualTo("Ace bombs Depot");
    assertThat(new WildBlueCommand.Grenade(A, "Depot").describe())
        .isEqualTo("Ace throws a grenade at Depot");
    assertThat(new Immelman(A, List.of("Baron", "Red"), Gun.Mount.FIXED, FireMode.BURST).describe())
        .isEqualTo("Ace flies an Immelman at Baron, Red, a burst from its fixed guns");
    assertThat(
            new Immelman(A, List.of("Red", "Baron"), Gun.Mount.FLEXIBLE, FireMode.SUSTAINED)
                .describe())
        .isEqualTo("Ace flies an Immelman at Red, Baron, sustained fire from its flexible guns");
    assertThat(new Ram(A, "Baron").describe()).isEqualTo("Ace tries to ram Baron");
  }

  @Test
  void stuntsAndTheirAnswers() {
    assertThat(Perform.of(A, Stunt.WINGOVER).describe()).isEqualTo("Ace flies Wingover");
    assertThat(Perform.against(A, Stunt.BARREL_ROLL, "Baron").describe())
        .isEqualTo("Ace flies Barrel Roll against Baron");
    assertThat(new Scissors(A).describe()).isEqualTo("Ace flies The Scissors");
    assertThat(new RollingScissors(A).describe()).isEqualTo("Ace answers with Rolling Scissors");
    assertThat(new Spin(A, false).describe())
        .isEqualTo("Ace spins (+3, 5 points of damage reduction)");
    assertThat(new Spin(A, true).describe())
        .isEqualTo("Ace spins (+6, 10 points of damage reduction)");
  }

  @Test
  void damageControlAndTheEndOfAnAction() {
    assertThat(new TakeCritical(A, CriticalDamage.OIL_LEAK).describe())
        .isEqualTo("Ace chooses Oil Leak");
    assertThat(new TakeDamage(A).describe()).isEqualTo("Ace takes the damage");
    assertThat(new RegainControl(A).describe()).isEqualTo("Ace tries to regain control");
    assertThat(new EndAction(A).describe()).isEqualTo("Ace ends its action");
  }
}
