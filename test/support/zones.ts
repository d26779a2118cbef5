// Card tests' lookups in the zones: a card in a graveyard, a spell on the stack, the exiled cards; names in order.

import type { ObjectId } from "../../server/engine/kernel/state.ts";
import type { Scenario } from "./scenario.ts";

/** The id of the card of this name in the player's graveyard. */
export function graveyardCard(g: Scenario, player: string, name: string): ObjectId {
  const c = g.state.players[g.playerId(player)]!.graveyard.find((x) => x.card === name);
  if (!c) throw new Error(`${name} is not in ${player}'s graveyard`);
  return c.id;
}

/** The id of the spell of this name on the stack. */
export function stackSpellId(g: Scenario, name: string): ObjectId {
  const o = g.state.stack.find((s) => s.kind === "spell" && s.card === name);
  if (!o) throw new Error(`${name} is not on the stack`);
  return o.id;
}

/** The names of the cards in exile. */
export function exileNames(g: Scenario): string[] {
  return g.state.exile.map((c) => c.card);
}

/** Names in alphabetical order, for comparing sets of cards or options whose order doesn't matter. */
export function sorted(names: string[]): string[] {
  return [...names].sort();
}
