package io.github.dogfight.cli;

import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.view.Viewer;
import java.util.List;
import java.util.Optional;

/**
 * The undo rule of {@code dogfight play}: {@code undo} takes back only commands that showed the
 * person nothing new. Dice on the table, a public event, or (in hot seat) another side's command
 * since the earlier decision refuse it, in words.
 *
 * @param <S> the state type
 * @param <C> the command type
 */
final class UndoRule<S extends GameState, C extends Command> {
  private final RuleSet<S, C> rules;
  private final List<String> mine;
  private final boolean hotSeat;

  /** The rule for a person flying {@code mine} in {@code rules}, in hot seat or not. */
  UndoRule(RuleSet<S, C> rules, List<String> mine, boolean hotSeat) {
    this.rules = rules;
    this.mine = List.copyOf(mine);
    this.hotSeat = hotSeat;
  }

  /**
   * Why {@code undo} may not go back from {@code game} to {@code earlier}, if it may not: something
   * shown since then (dice, or what another side did) would let the person choose again knowing it.
   *
   * @param game the game now
   * @param earlier the game at the person's earlier decision
   * @param deciding the side deciding now
   * @param reader the viewer whose narration the person reads
   * @return the refusal in words, or empty if undo may go back
   */
  Optional<String> refused(Game<S, C> game, Game<S, C> earlier, String deciding, Viewer reader) {
    List<C> since =
        game.played().subList(earlier.played().size(), game.played().size()).stream()
            .map(p -> p.command())
            .toList();
    if (hotSeat
        && since.stream().anyMatch(c -> !rules.sideOf(game.state(), c.actor()).equals(deciding))) {
      return Optional.of(
          "Cannot undo: the last command was another side's, and its choice is its own secret.");
    }
    List<GameEvent> all = game.log().events();
    List<GameEvent> added = all.subList(earlier.log().size(), all.size());
    boolean rolled = !game.state().dice().equals(earlier.state().dice());
    Optional<GameEvent> withDice = added.stream().filter(e -> !e.dice().isEmpty()).findFirst();
    if (rolled || withDice.isPresent()) {
      int turn = withDice.or(() -> all.stream().reduce((a, b) -> b)).map(GameEvent::turn).orElse(1);
      return Optional.of(
          "Cannot undo past the dice of turn "
              + turn
              + ": they are on the table. Undo takes back only commands that showed nothing"
              + " new (a secret plot, a choice no roll followed).");
    }
    // Outside a simultaneous decision, a public event is on the table even when it tells of the
    // person's own aircraft: it may turn up what was hidden (the next activation card turned).
    boolean secretDecision = earlier.decision().simultaneous();
    Optional<GameEvent> news =
        added.stream()
            .filter(e -> reader.sees(e.audience()))
            .filter(
                e ->
                    !ours(e, game.state())
                        || !(secretDecision || !Viewer.spectator().sees(e.audience())))
            .findFirst();
    if (news.isPresent()) {
      String told = news.get().narration().lines().findFirst().orElse("");
      return Optional.of(
          "Cannot undo past turn "
              + news.get().turn()
              + ": \""
              + told
              + "\" is on the table. Undo takes back only commands that showed nothing new.");
    }
    return Optional.empty();
  }

  /** Whether {@code e} tells of one of the person's own actors (or sides). */
  private boolean ours(GameEvent e, S state) {
    if (e.actor().isEmpty()) {
      return false;
    }
    String actor = e.actor().get();
    if (mine.contains(actor)) {
      return true;
    }
    try {
      return mine.contains(rules.sideOf(state, actor));
    } catch (IllegalArgumentException unknown) {
      return false; // a name the rule set does not know as an actor: not the person's
    }
  }
}
