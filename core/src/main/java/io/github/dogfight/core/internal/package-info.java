/**
 * Implementation details of dogfight-core: not exported by the module, not part of the API, and
 * free to change in any release.
 */
@NullMarked
package io.github.dogfight.core.internal;

import org.jspecify.annotations.NullMarked;
