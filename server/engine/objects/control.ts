// Control change (layer 2, 613.1b) as the rest of the game sees it. The object view says who controls each
// permanent now; this notes when that changed, which summoning sickness (302.6) and combat (506.4) depend on.

import type { Draft } from "../kernel/draft.ts";
import { emit } from "../events/emit.ts";
import { view } from "../layers/view.ts";
import { removeFromCombat } from "./zones.ts";
import { shownName } from "../layers/printed.ts";

/**
 * Notes each permanent whose controller changed since the last check: it has been under its new controller's
 * control only since now (302.6), and it leaves combat (506.4). Run before each priority, as each step ends,
 * and where an effect takes control, so that no player acts before it is noted.
 */
export function noteControlChanges(d: Draft): void {
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
