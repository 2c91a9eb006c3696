/** dogfight-testkit: AssertJ assertions, scripted play and replay checks for rule authors. */
module io.github.dogfight.testkit {
  requires transitive io.github.dogfight.core;
  requires transitive org.assertj.core;
  requires static transitive org.jspecify;
  requires com.google.common;
  requires static com.google.common.testlib;

  exports io.github.dogfight.testkit;
}
