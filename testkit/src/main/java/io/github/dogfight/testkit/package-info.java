/**
 * Test kit for rule authors: fluent AssertJ assertions on games and event logs, scripted play that
 * fails on unused dice, and a replay / determinism checker. Scripted dice themselves are {@link
 * io.github.dogfight.core.dice.ScriptedDice} in dogfight-core.
 *
 * <pre>{@code
 * import static io.github.dogfight.testkit.DogfightAssertions.assertThat;
 *
 * Game<S, C> after = Scripted.play(game, command, 1, 1, 6, 3);   // exactly these faces
 * assertThat(after).isAwaiting("BLACK");
 * assertThat(after.log()).containsEventTypes(RollEvent.class, LossEvent.class);
 * assertThat(game).rejects(badCommand).hasMessageContaining("Escape");
 * Replay.assertDeterministic(rules, initial, commands);
 * }</pre>
 */
@NullMarked
package io.github.dogfight.testkit;

import org.jspecify.annotations.NullMarked;
