// Control change (layer 2, 613.1b) as the rest of the game sees it. The object view says who controls each
// permanent now; this notes when that changed, which summoning sickness (302.6) and combat (506.4) depend on.

import type { Draft } from "../kernel/draft.ts";
import { emit } from "../events/emit.ts";
import { view } from "../layers/view.ts";
import { removeFromCombat } from "./zones.ts";
import { shownName } from "../layers/printed.ts";
import { isEnchanted } from "./attach.ts";

/**
 * 611.2b: effects "for as long as you control [a permanent]" end once that player doesn't (which may end another such
 * effect in turn: its source changes controller back), and those "for as long as [it] is enchanted" once no Aura is
 * attached to it.
 */
function endLostControl(d: Draft): void {
  for (;;) {
    const lost = d.state.effects.find((e) => {
      if (e.kind !== "characteristics" || typeof e.duration !== "object") return false;
      const { whileSource, controlledBy, enchanted } = e.duration;
      if (enchanted && !isEnchanted(d, whileSource)) return true;
      const source = controlledBy === undefined ? undefined : d.state.battlefield.find((p) => p.id === whileSource);
      return source !== undefined && view(d).controllerOf(source) !== controlledBy;
    });
    if (!lost) return;
    d.state.effects = d.state.effects.filter((e) => e !== lost);
  }
}

/**
 * Notes each permanent whose controller changed since the last check: it has been under its new controller's
 * control only since now (302.6), and it leaves combat (506.4). Run before each priority, as each step ends,
 * and where an effect takes control, so that no player acts before it is noted.
 */
export function noteControlChanges(d: Draft): void {
  endLostControl(d);
  const v = view(d);
  for (const perm of d.state.battlefield) {
    const now = v.controllerOf(perm);
    if (now === perm.continuousController) continue;
    const noted = d.permanent(perm.id)!;
    noted.continuousController = now;
    noted.controlSince = d.state.turn.number;
    removeFromCombat(d, perm.id);
    emit(d, { type: "controlChanged", object: perm.id, name: shownName(perm), from: perm.continuousController, to: now });
  }
}
