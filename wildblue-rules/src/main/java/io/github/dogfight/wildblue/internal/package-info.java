/**
 * The engine of The Wild Blue, not exported: the working context of a step, the candidate commands
 * and one package per phase of the turn.
 */
@NullMarked
package io.github.dogfight.wildblue.internal;

import org.jspecify.annotations.NullMarked;
