package io.github.dogfight.cy6;

import io.github.dogfight.core.view.Viewer;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The secrets of a turn {@link Cy6Rules#visibleTo} removes from a side's view: the other side's
 * tailing declarations, formation choices, plots, AA orders, fire choices, surface attacks and
 * barrages.
 */
final class Concealment {
  private Concealment() {}

  /**
   * {@code s} (its dice already hidden) with what {@code viewer}'s side may not know of this turn's
   * declarations and orders removed.
   */
  static Cy6State declarationsOf(Cy6State s, Viewer viewer) {
    Map<String, String> tails = new LinkedHashMap<>();
    Map<String, Cy6Command.FormationChoice> formation = new LinkedHashMap<>();
    Map<String, Cy6Command.Plot> plots = new LinkedHashMap<>();
    Map<String, Optional<String>> fire = new LinkedHashMap<>();
    Map<String, String> info = new LinkedHashMap<>();
    for (Plane p : s.planes()) {
      if (!viewer.speaksFor(p.side())) {
        continue;
      }
      String id = p.id();
      if (s.tails().containsKey(id)) {
        tails.put(id, s.tails().get(id));
      }
      if (s.formationChoices().containsKey(id)) {
        formation.put(id, s.formationChoices().get(id));
      }
      if (s.plots().containsKey(id)) {
        plots.put(id, s.plots().get(id));
      }
      if (s.fire().containsKey(id)) {
        fire.put(id, s.fire().get(id));
      }
      if (s.tailInfo().containsKey(id)) {
        info.put(id, s.tailInfo().get(id));
      }
    }
    Map<String, Cy6Command.ByBattery> flak = new LinkedHashMap<>();
    List<Barrage> barrages = new ArrayList<>();
    for (Battery b : s.ground().batteries()) {
      if (!viewer.speaksFor(b.side())) {
        continue;
      }
      if (s.flak().containsKey(b.id())) {
        flak.put(b.id(), s.flak().get(b.id()));
      }
      for (Barrage x : s.barrages()) {
        if (x.battery().equals(b.id())) {
          barrages.add(x);
        }
      }
    }
    Map<String, Cy6Command.Strike> strikes = new LinkedHashMap<>();
    for (Map.Entry<String, Cy6Command.Strike> e : s.strikes().entrySet()) {
      if (viewer.speaksFor(s.get(e.getKey()).side())) {
        strikes.put(e.getKey(), e.getValue());
      }
    }
    // declarations are revealed once all are in: tails are public from the formation segment on
    Map<String, String> shownTails = s.step() == Cy6State.Step.TAILING ? tails : s.tails();
    // a record the viewer sees whole (same entries, same order) is kept as it is, not copied
    return s.withCommitted(
            s.waiting(),
            kept(s.tails(), shownTails),
            kept(s.formationChoices(), formation),
            kept(s.plots(), plots),
            kept(s.tailInfo(), info),
            kept(s.fire(), fire))
        .withOrders(s.waiting(), kept(s.flak(), flak), kept(s.strikes(), strikes))
        .copyWithBarrages(barrages.equals(s.barrages()) ? s.barrages() : barrages);
  }

  /** {@code all} when {@code shown}, drawn from it, has all its keys in its order, else shown. */
  private static <K, V> Map<K, V> kept(Map<K, V> all, Map<K, V> shown) {
    if (all.size() != shown.size()) {
      return shown;
    }
    Iterator<K> a = all.keySet().iterator();
    for (K k : shown.keySet()) {
      if (!k.equals(a.next())) {
        return shown;
      }
    }
    return all;
  }
}
