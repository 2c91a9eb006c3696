package example.duel;

import io.github.dogfight.core.game.Command;

/** What a plane does on its turn. */
public sealed interface DuelCommand extends Command {
  /** How a plane fires: a steady burst or a snap shot. */
  enum Aim {
    /** Hits on 4 or more, for 1 hit. */
    STEADY("fires a steady burst at", 4, 1),
    /** Hits on 6, for 2 hits. */
    SNAP("takes a snap shot at", 6, 2);

    final String words;
    final int need;
    final int damage;

    Aim(String words, int need, int damage) {
      this.words = words;
      this.need = need;
      this.damage = damage;
    }
  }

  /**
   * The plane fires at the other.
   *
   * @param actor the plane
   * @param aim how it fires
   */
  record Fire(String actor, Aim aim) implements DuelCommand {
    @Override
    public String describe() {
      return actor + " " + aim.words + " " + DuelState.enemyOf(actor);
    }
  }

  /**
   * The plane evades, to the left or the right: the same to the rules, so a list shows one of
   * them (the contract check's interchangeable key says so).
   *
   * @param actor the plane
   * @param left whether it breaks left (else right)
   */
  record Evade(String actor, boolean left) implements DuelCommand {
    @Override
    public String describe() {
      return actor + " evades (breaks " + (left ? "left" : "right") + ")";
    }
  }
}
