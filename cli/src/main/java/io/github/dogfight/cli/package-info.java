/** The {@code dogfight} command line: rules, duel, simulate and odds. */
@NullMarked
package io.github.dogfight.cli;

import org.jspecify.annotations.NullMarked;
