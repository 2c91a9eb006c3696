/**
 * Reading human-editable catalog files (aircraft, pilots, weapons): {@code |}-separated fields,
 * {@code #} comments, and errors that name the file, line and field.
 */
@NullMarked
package io.github.dogfight.core.catalog;

import org.jspecify.annotations.NullMarked;
