package io.github.dogfight.cy6;

import io.github.dogfight.core.hex.Hex;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What is below the aircraft: anti-aircraft batteries (C5.0), surface targets (C3.0), the hexes
 * over water (the rest is land: "Max range is 2 hexes if the target is at TAL 1 in SURFACE LOW CAB
 * over land"; ships sail on water) and whether the engagement is at night ("Night Attack").
 *
 * @param batteries the AA batteries
 * @param targets the surface targets
 * @param water the hexes over water
 * @param night whether surface attacks are night attacks
 */
public record Ground(
    List<Battery> batteries, List<SurfaceTarget> targets, Set<Hex> water, boolean night) {
  private static final Ground NONE = new Ground(List.of(), List.of(), Set.of(), false);

  /**
   * Copies.
   *
   * @param batteries the AA batteries
   * @param targets the surface targets
   * @param water the hexes over water
   * @param night whether surface attacks are night attacks
   */
  public Ground {
    Objects.requireNonNull(batteries, "batteries");
    Objects.requireNonNull(targets, "targets");
    Objects.requireNonNull(water, "water");
    batteries = List.copyOf(batteries);
    targets = List.copyOf(targets);
    water = Set.copyOf(water);
  }

  /**
   * No batteries, no targets, all land, by day.
   *
   * @return the empty ground
   */
  public static Ground none() {
    return NONE;
  }

  /**
   * With {@code battery} as well.
   *
   * @param battery the battery
   * @return the new ground
   */
  public Ground with(Battery battery) {
    List<Battery> b = new ArrayList<>(batteries);
    b.add(Objects.requireNonNull(battery, "battery"));
    return new Ground(b, targets, water, night);
  }

  /**
   * With {@code target} as well, or in place of the target of the same name.
   *
   * @param target the surface target
   * @return the new ground
   */
  public Ground with(SurfaceTarget target) {
    Objects.requireNonNull(target, "target");
    List<SurfaceTarget> t = new ArrayList<>();
    boolean replaced = false;
    for (SurfaceTarget x : targets) {
      if (x.id().equals(target.id())) {
        t.add(target);
        replaced = true;
      } else {
        t.add(x);
      }
    }
    if (!replaced) {
      t.add(target);
    }
    return new Ground(batteries, t, water, night);
  }

  /**
   * With {@code water} as the hexes over water.
   *
   * @param water the hexes over water
   * @return the new ground
   */
  public Ground withWater(Set<Hex> water) {
    return new Ground(batteries, targets, water, night);
  }

  /**
   * By night ({@code true}) or by day.
   *
   * @param night whether surface attacks are night attacks
   * @return the new ground
   */
  public Ground atNight(boolean night) {
    return new Ground(batteries, targets, water, night);
  }

  /**
   * The battery called {@code id}.
   *
   * @param id the battery's id
   * @return the battery called {@code id}
   */
  public Optional<Battery> battery(String id) {
    Objects.requireNonNull(id, "id");
    return batteries.stream().filter(b -> b.id().equals(id)).findFirst();
  }

  /**
   * The surface target called {@code id}.
   *
   * @param id the target's id
   * @return the surface target called {@code id}
   */
  public Optional<SurfaceTarget> target(String id) {
    Objects.requireNonNull(id, "id");
    return targets.stream().filter(t -> t.id().equals(id)).findFirst();
  }

  /**
   * Whether {@code hex} is over water.
   *
   * @param hex the hex
   * @return whether {@code hex} is over water
   */
  public boolean overWater(Hex hex) {
    return water.contains(hex);
  }
}
