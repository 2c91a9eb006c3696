/** Events: the common event interface and the immutable event log. */
@NullMarked
package io.github.dogfight.core.event;

import org.jspecify.annotations.NullMarked;
