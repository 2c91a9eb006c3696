/** Saved games as versioned JSON; see {@link io.github.dogfight.json.GameJson} for the format. */
@NullMarked
package io.github.dogfight.json;

import org.jspecify.annotations.NullMarked;
