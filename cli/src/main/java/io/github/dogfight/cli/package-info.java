/** The {@code dogfight} command line: rules, duel, play, simulate, odds and replay. */
@NullMarked
package io.github.dogfight.cli;

import org.jspecify.annotations.NullMarked;
