/**
 * Rule tables as data: a {@link io.github.dogfight.core.table.RuleTable} has row and column axes
 * that are labels ({@code R0}, {@code ACE (+3)}) or numeric bands ({@code <1}, {@code 1-2}, {@code
 * 31+}), cells in a small grammar ({@code 7}, {@code 4+}, {@code auto}, {@code -}, effect text with
 * codes such as {@code *B}), column shifts that add up, clamping or refusal at the ends, a citation
 * of the rule text it comes from, and patching for variants. {@link
 * io.github.dogfight.core.table.TableReader} reads tables from text files with errors that name the
 * file, line and field.
 */
@NullMarked
package io.github.dogfight.core.table;

import org.jspecify.annotations.NullMarked;
