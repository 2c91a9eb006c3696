/**
 * dogfight-testkit: AssertJ assertions, scripted play and replay checks, null and fuzz checks for
 * rule authors.
 */
module io.github.dogfight.testkit {
  requires transitive io.github.dogfight.core;
  requires transitive org.assertj.core;
  requires static transitive org.jspecify;
  requires com.google.common;
  requires static com.google.common.testlib;
  requires static transitive net.jqwik.api;

  exports io.github.dogfight.testkit;
}
