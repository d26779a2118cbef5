// Auras and attaching (303.4, 701.3): what an Aura can enchant, and attaching one to a permanent.

import type { CardDefinition } from "../../card-language/card-definition.ts";
import type { Draft } from "../kernel/draft.ts";
import type { ObjectId, Permanent, PlayerId } from "../kernel/state.ts";
import type { Reader } from "../layers/view.ts";
import { cardFacts, characteristics, keywordsOf, permanentMatches, protectedFrom, type SourceQualities } from "../layers/characteristics.ts";
import { emit } from "../events/emit.ts";
import { shownName } from "../layers/printed.ts";

/**
 * 303.4a, 303.4c, 702.16c: whether an Aura with this rules text (its enchant ability) and these qualities, controlled by
 * `controller`, can enchant `host`: its enchant ability allows the permanent, which has no protection from the Aura.
 */
export function canEnchant(r: Reader, text: CardDefinition, aura: SourceQualities, controller: PlayerId, host: Permanent): boolean {
  const filter = text.enchant?.permanents;
  return filter !== undefined && filter !== null && permanentMatches(r, host, filter, controller) && !protectedFrom(keywordsOf(r, host), aura);
}

/** 303.4f: which of `candidates` an Aura card (not on the battlefield) could enchant under `controller`'s control. */
export function enchantableHosts(r: Reader, card: string, controller: PlayerId, candidates: readonly Permanent[]): ObjectId[] {
  const def = r.cards.get(card)!;
  const quality = cardFacts(r, def, controller).chars;
  return candidates.filter((p) => canEnchant(r, def, quality, controller, p)).map((p) => p.id);
}

/** Whether an Aura is attached to the permanent (it is "enchanted"). */
export function isEnchanted(r: Reader, id: ObjectId): boolean {
  return r.state.battlefield.some((p) => p.attachedTo === id && characteristics(r, p).subtypes.includes("Aura"));
}

/** 701.3a: attaches a permanent to another; 613.7e: it gets a new timestamp. */
export function attach(d: Draft, id: ObjectId, to: ObjectId): void {
  const object = d.state.battlefield.find((p) => p.id === id);
  const host = d.state.battlefield.find((p) => p.id === to);
  if (!object || !host) return;
  Object.assign(d.permanent(id)!, { attachedTo: to, timestamp: d.newTimestamp() });
  emit(d, { type: "attached", object: id, name: shownName(object), to, toName: shownName(host) });
}
