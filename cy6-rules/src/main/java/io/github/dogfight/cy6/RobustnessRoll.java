package io.github.dogfight.cy6;

import java.util.OptionalInt;

/**
 * A robustness roll's result (seed 002, B4.2.3).
 *
 * @param damageNumber the number the roll had to reach; empty where the table shows "-" (no roll)
 * @param natural the 2d6 total; empty when there was no roll
 * @param damage what it leaves
 * @param lucky whether the dice showed doubles ("Lucky Hit: if doubles rolled for robustness")
 */
public record RobustnessRoll(
    OptionalInt damageNumber, OptionalInt natural, Damage damage, boolean lucky) {}
