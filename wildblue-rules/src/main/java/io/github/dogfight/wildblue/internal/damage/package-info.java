/** Damage and Critical Damage: the results and the choice of them. */
@NullMarked
package io.github.dogfight.wildblue.internal.damage;

import org.jspecify.annotations.NullMarked;
