/** The combat phase: firing, hits, criticals and damage. */
@NullMarked
package io.github.dogfight.dogfite.internal.combat;

import org.jspecify.annotations.NullMarked;
