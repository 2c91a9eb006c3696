/** A plane's own action: advantage, the checks every action makes, and stunts. */
@NullMarked
package io.github.dogfight.wildblue.internal.actions;

import org.jspecify.annotations.NullMarked;
