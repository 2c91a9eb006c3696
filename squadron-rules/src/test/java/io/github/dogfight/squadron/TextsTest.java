package io.github.dogfight.squadron;

import static io.github.dogfight.squadron.Fixtures.RULES;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.view.Piece;
import io.github.dogfight.core.view.View;
import io.github.dogfight.core.view.Viewer;
import io.github.dogfight.squadron.SquadronEvent.AircraftEscaped;
import io.github.dogfight.squadron.SquadronEvent.EngagementEnded;
import io.github.dogfight.squadron.SquadronEvent.FightersRemoved;
import io.github.dogfight.squadron.SquadronEvent.ManeuverChosen;
import io.github.dogfight.squadron.SquadronEvent.ManeuverCommitted;
import io.github.dogfight.squadron.SquadronEvent.ManeuverDeclared;
import io.github.dogfight.squadron.SquadronEvent.ManeuverWithoutEffect;
import io.github.dogfight.squadron.SquadronEvent.SpecialAircraftStruck;
import io.github.dogfight.squadron.SquadronEvent.SquadronRollResolved;
import io.github.dogfight.squadron.SquadronEvent.StrikeWasted;
import io.github.dogfight.squadron.SquadronEvent.SuccessesSpent;
import io.github.dogfight.squadron.SquadronEvent.TacticalSuccessesBanked;
import io.github.dogfight.squadron.internal.endofturn.EngagementEnd;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Everything the module says in words, exactly: event narration and actors, command and decision
 * descriptions, the pieces and summary a front end shows, and the engagement's end.
 */
class TextsTest {
  private static final Side W = Side.WHITE;

  @Test
  void maneuverEventsNameTheSquadronAndKeepTheChoiceSecretUntilTheRoll() {
    assertThat(new ManeuverChosen(1, W, "RAF").narration())
        .isEqualTo("RAF has chosen its maneuver.");
    assertThat(new ManeuverChosen(1, W, "RAF").actor()).contains("RAF");
    ManeuverCommitted committed = new ManeuverCommitted(1, W, "RAF", Maneuver.DEFEND);
    assertThat(committed.narration())
        .isEqualTo("RAF chose the Defend maneuver (secret until the roll).");
    assertThat(committed.actor()).contains("RAF");
    ManeuverDeclared declared = new ManeuverDeclared(1, W, "RAF", Maneuver.TACTICAL);
    assertThat(declared.narration()).isEqualTo("RAF flies the Tactical maneuver.");
    assertThat(declared.actor()).contains("RAF");
  }

  @Test
  void theSquadronRollCountsSuccessesBankAndNetInWords() {
    SquadronRollResolved whiteWins =
        new SquadronRollResolved(1, "RAF", "Luftwaffe", 14, 15, 1, 0, 2, 0, 3, List.of());
    assertThat(whiteWins.narration())
        .isEqualTo(
            "Squadron Roll: RAF 14 dice: 1 success + 2 tactical; Luftwaffe 15 dice: 0 successes."
                + " RAF wins with 3 net successes.");
    assertThat(whiteWins.winner()).contains(Side.WHITE);
    assertThat(whiteWins.actor()).isEmpty();

    SquadronRollResolved blackWinsByOne =
        new SquadronRollResolved(2, "RAF", "Luftwaffe", 6, 4, 2, 2, 0, 1, -1, List.of());
    assertThat(blackWinsByOne.narration())
        .isEqualTo(
            "Squadron Roll: RAF 6 dice: 2 successes; Luftwaffe 4 dice: 2 successes + 1 tactical."
                + " Luftwaffe wins with 1 net success.");
    assertThat(blackWinsByOne.winner()).contains(Side.BLACK);

    SquadronRollResolved tie =
        new SquadronRollResolved(3, "RAF", "Luftwaffe", 1, 1, 1, 1, 0, 0, 0, List.of());
    assertThat(tie.narration())
        .isEqualTo(
            "Squadron Roll: RAF 1 dice: 1 success; Luftwaffe 1 dice: 1 success."
                + " A tie: neither side accomplishes its maneuver.");
    assertThat(tie.winner()).isEmpty();
  }

  @Test
  void spendingNamesWhatTheSuccessesBought() {
    assertThat(new TacticalSuccessesBanked(1, W, "RAF", 2).narration())
        .isEqualTo("RAF gains position: 2 net successes carry into next turn.");
    assertThat(new TacticalSuccessesBanked(1, W, "RAF", 2).actor()).contains("RAF");
    assertThat(new SuccessesSpent(1, W, "RAF", 1, 1, 0).narration())
        .isEqualTo("RAF spends its successes on 1 fighter and 1 damage roll.");
    assertThat(new SuccessesSpent(1, W, "RAF", 2, 0, 1).narration())
        .isEqualTo("RAF spends its successes on 2 fighters (1 unspent).");
    assertThat(new SuccessesSpent(1, W, "RAF", 0, 3, 0).narration())
        .isEqualTo("RAF spends its successes on 3 damage rolls.");
    assertThat(new SuccessesSpent(1, W, "RAF", 0, 0, 2).narration())
        .isEqualTo("RAF spends none of its successes (2 unspent).");
    assertThat(new SuccessesSpent(1, W, "RAF", 0, 0, 2).actor()).contains("RAF");
  }

  @Test
  void strikesLossesAndEscapesNameTheAircraft() {
    SpecialAircraftStruck hit =
        new SpecialAircraftStruck(1, W, "RAF Wyvern 1", "He 1", "Fangs", 9, 15, false, List.of());
    assertThat(hit.narration())
        .isEqualTo("RAF Wyvern 1 strikes He 1 with Fangs: 9 damage, 15 structure left.");
    assertThat(hit.actor()).contains("RAF Wyvern 1");
    SpecialAircraftStruck down =
        new SpecialAircraftStruck(1, W, "RAF Wyvern 1", "He 1", "Fangs", 30, 0, true, List.of());
    assertThat(down.narration())
        .isEqualTo("RAF Wyvern 1 strikes He 1 with Fangs: 30 damage, shot down!");

    StrikeWasted wasted = new StrikeWasted(1, W, "RAF Spitfire 2", "He 1");
    assertThat(wasted.narration())
        .isEqualTo("RAF Spitfire 2 finds He 1 already going down; the damage roll is wasted.");
    assertThat(wasted.actor()).contains("RAF Spitfire 2");

    assertThat(new FightersRemoved(1, W, "RAF", List.of("S 1")).narration())
        .isEqualTo("RAF loses 1 fighter: S 1.");
    assertThat(new FightersRemoved(1, W, "RAF", List.of("S 1", "S 2")).narration())
        .isEqualTo("RAF loses 2 fighters: S 1, S 2.");
    assertThat(new FightersRemoved(1, W, "RAF", List.of("S 1")).actor()).contains("RAF");

    assertThat(new AircraftEscaped(1, W, "RAF", List.of("Y 1", "Y 2")).narration())
        .isEqualTo("RAF escapes with Y 1, Y 2.");
    assertThat(new AircraftEscaped(1, W, "RAF", List.of()).narration())
        .isEqualTo("RAF has no aircraft that can escape.");
    assertThat(new AircraftEscaped(1, W, "RAF", List.of()).actor()).contains("RAF");

    ManeuverWithoutEffect none = new ManeuverWithoutEffect(1, W, "RAF", "no enemy fighters");
    assertThat(none.narration()).isEqualTo("RAF's maneuver has no effect: no enemy fighters.");
    assertThat(none.actor()).contains("RAF");
    assertThat(new EngagementEnded(4, "RAF holds the sky").narration())
        .isEqualTo("The dogfight is over: RAF holds the sky.");
    assertThat(new EngagementEnded(4, "RAF holds the sky").actor()).isEmpty();
  }

  @Test
  void commandsAndDecisionsDescribeThemselves() {
    assertThat(new SquadronCommand.DeclareManeuver(W, Maneuver.ATTACK).describe())
        .isEqualTo("WHITE declares Attack");
    assertThat(
            new SquadronCommand.SpendSuccesses(
                    W, 1, List.of(new SquadronCommand.Strike("He 1", "Wyvern 1")))
                .describe())
        .isEqualTo("WHITE removes 1 fighter and makes 1 damage roll: Wyvern 1 at He 1");
    assertThat(
            new SquadronCommand.SpendSuccesses(
                    W,
                    0,
                    List.of(
                        new SquadronCommand.Strike("He 1", "Wyvern 1"),
                        new SquadronCommand.Strike("He 2", "Wyvern 2")))
                .describe())
        .isEqualTo(
            "WHITE removes no fighters and makes 2 damage rolls: Wyvern 1 at He 1, Wyvern 2 at He 2");
    assertThat(new SquadronCommand.SpendSuccesses(W, 2, List.of()).describe())
        .isEqualTo("WHITE removes 2 fighters");
    assertThat(new SquadronCommand.RemoveFighters(W, List.of("S 1", "S 2")).describe())
        .isEqualTo("WHITE removes S 1 and S 2");
    assertThat(new SquadronCommand.ChooseEscapees(W, List.of("Y 1")).describe())
        .isEqualTo("WHITE escapes with Y 1");
    assertThat(new SquadronCommand.ChooseEscapees(W, List.of()).describe())
        .isEqualTo("WHITE escapes with no aircraft");

    assertThat(new Pending.Allocation(W, Maneuver.DEFEND, 3).describe())
        .isEqualTo("spend 3 net successes of a winning Defend");
    assertThat(new Pending.Removal(W, 1).describe()).isEqualTo("remove 1 fighter");
    assertThat(new Pending.Removal(W, 2).describe()).isEqualTo("remove 2 fighters");
    assertThat(new Pending.Escape(W, 2).describe()).isEqualTo("choose 2 aircraft to escape");
  }

  @Test
  void policiesHaveNames() {
    assertThat(new TacticalAdvantage().name()).isEqualTo("tactical successes");
    assertThat(SpecialAircraftDamage.armamentTotal().name()).isEqualTo("armament total");
    assertThat(new SimultaneousDeclaration().name()).isNotBlank();
  }

  @Test
  void piecesAndSummaryShowForcesPoolAndBank() {
    SquadronState start = Fixtures.seedExample().state();
    assertThat(RULES.summary(start))
        .isEqualTo(
            """
            RAF (white, pool 14): 3 Spitfire Mk I, 2 Wyvern, 4 Hurricane Mk I
            Luftwaffe (black, pool 15): 7 Bf 109 E, 5 He 111 H
            """);
    SquadronState banked =
        ImmutableSquadronState.copyOf(start).withTacticalBank(Map.of(Side.BLACK, 2));
    List<Piece> pieces = RULES.pieces(referee(banked));
    assertThat(pieces)
        .extracting(Piece::id, Piece::side, Piece::status, Piece::inPlay)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                "RAF", "WHITE", "3 Spitfire Mk I, 2 Wyvern, 4 Hurricane Mk I, pool 14", true),
            org.assertj.core.groups.Tuple.tuple(
                "Luftwaffe", "BLACK", "7 Bf 109 E, 5 He 111 H, pool 15, 2 banked", true));

    SquadronState whiteGone = withStatus(start, Side.WHITE, Status.REMOVED);
    assertThat(RULES.summary(whiteGone)).startsWith("RAF (white, pool 0): none in the fight\n");
    assertThat(RULES.pieces(referee(whiteGone)).get(0).inPlay()).isFalse();
  }

  @Test
  void piecesCountAircraftByStatusAndTypeAndTheBank() {
    SquadronState start = Fixtures.seedExample().state();
    Squadron raf = start.squadron(Side.WHITE);
    Aircraft spitfire = raf.aircraft().get(0);
    Aircraft wyvern =
        raf.aircraft().stream()
            .filter(a -> a.type().name().equals("Wyvern"))
            .findFirst()
            .orElseThrow();
    raf =
        raf.update(spitfire.id(), x -> ImmutableAircraft.copyOf(x).withStatus(Status.REMOVED))
            .update(wyvern.id(), x -> ImmutableAircraft.copyOf(x).withStatus(Status.ESCAPED));
    SquadronState s =
        ImmutableSquadronState.copyOf(start).withWhite(raf).withTacticalBank(Map.of(Side.WHITE, 3));
    assertThat(RULES.pieces(new View<>(Viewer.spectator(), s, RULES.decision(s))).get(0).measures())
        .containsExactly(
            Piece.Measure.ofPart("in the fight", "Spitfire Mk I", 2),
            Piece.Measure.ofPart("in the fight", "Wyvern", 1),
            Piece.Measure.ofPart("in the fight", "Hurricane Mk I", 4),
            Piece.Measure.ofPart("escaped", "Wyvern", 1),
            Piece.Measure.ofPart("removed", "Spitfire Mk I", 1),
            Piece.Measure.of(Piece.Measure.BANKED, 3));
  }

  @Test
  void theEngagementEndsWhenASideHasNoAircraftInTheFight() {
    SquadronState start = Fixtures.small(2, 0, 1, 0).state();
    assertThat(EngagementEnd.winner(start)).isEmpty();
    assertThat(EngagementEnd.result(start)).isEmpty();

    SquadronState blackOut = withStatus(start, Side.BLACK, Status.REMOVED);
    assertThat(EngagementEnd.winner(blackOut)).contains("Allies");
    assertThat(EngagementEnd.result(blackOut))
        .contains(
            "Allies holds the sky with 2 aircraft; Axis has none left in the fight (Axis: 1"
                + " removed)");

    SquadronState whiteOut = withStatus(start, Side.WHITE, Status.ESCAPED);
    assertThat(EngagementEnd.winner(whiteOut)).contains("Axis");
    assertThat(EngagementEnd.result(whiteOut))
        .contains(
            "Axis holds the sky with 1 aircraft; Allies has none left in the fight (Allies: 2"
                + " escaped)");

    SquadronState bothOut = withStatus(whiteOut, Side.BLACK, Status.SHOT_DOWN);
    assertThat(EngagementEnd.winner(bothOut)).isEmpty();
    assertThat(EngagementEnd.result(bothOut))
        .contains(
            "neither squadron has aircraft left in the fight (Allies: 2 escaped; Axis: 1 shot"
                + " down)");
  }

  private static View<SquadronState> referee(SquadronState s) {
    return new View<>(Viewer.referee(), s, RULES.decision(s));
  }

  /** {@code state} with every aircraft of {@code side} given {@code status}. */
  private static SquadronState withStatus(SquadronState state, Side side, Status status) {
    Squadron sq = state.squadron(side);
    for (Aircraft a : sq.aircraft()) {
      sq = sq.update(a.id(), x -> ImmutableAircraft.copyOf(x).withStatus(status));
    }
    ImmutableSquadronState s = ImmutableSquadronState.copyOf(state);
    return side == Side.WHITE ? s.withWhite(sq) : s.withBlack(sq);
  }
}
