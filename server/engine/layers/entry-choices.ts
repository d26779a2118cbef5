// 607.2d, 614.12: abilities linked to an "as [this] enters, choose …" ability ("protection from the chosen color",
// "creatures of the chosen type", "one mana of the chosen color") read what was chosen for their permanent as it
// entered. Only the abilities of the card whose ability asked are linked to that choice (607.2d): a permanent that
// has since become a copy of another card has made no choice for that card's abilities (707.6).

import type { Affects, CardDefinition, Modification, ObjectFilter } from "../../card-language/card-definition.ts";
import type { EntryChoices, Permanent } from "../kernel/state.ts";

/** What was chosen for the permanent for the abilities of `def`, the card whose rules text it has (rulesText). */
export function choicesFor(perm: Permanent, def: CardDefinition): EntryChoices | undefined {
  return perm.chosen?.card === def.name ? perm.chosen : undefined;
}

/** A static ability's modifications with "the chosen …" made the values chosen; those with nothing chosen do nothing. */
export function bindModifications(modifications: readonly Modification[], chosen: EntryChoices | undefined): readonly Modification[] {
  if (!modifications.some((m) => m.kind === "protectionFromChosenColor" || m.kind === "addChosenType")) return modifications;
  return modifications.flatMap((m): Modification[] => {
    if (m.kind === "protectionFromChosenColor") return chosen?.color ? [{ kind: "addKeywords", keywords: [{ protectionFrom: chosen.color }] }] : [];
    if (m.kind === "addChosenType") return chosen?.creatureType ? [{ kind: "addTypes", types: [], subtypes: [chosen.creatureType] }] : [];
    return [m];
  });
}

/** What a static ability applies to, "of the chosen type" made the type chosen (none chosen: the filter matches nothing). */
export function bindAffects(affects: Affects, chosen: EntryChoices | undefined): Affects {
  if (affects.kind !== "permanents" || !affects.filter.ofChosenType || !chosen?.creatureType) return affects;
  return { ...affects, filter: ofType(affects.filter, chosen.creatureType) };
}

function ofType(filter: ObjectFilter, type: string): ObjectFilter {
  const { ofChosenType: _, ...rest } = filter;
  // "Subtypes" is "at least one of": a filter that already names some must match them and the chosen type both.
  return rest.subtypes ? { subtypes: [type], anyOf: [rest] } : { ...rest, subtypes: [type] };
}

const mentionsChosenColor = new WeakMap<object, boolean>();

/**
 * 607.2d: an activated ability with "of the chosen color" in its effects, that color made the one chosen for its source
 * (none chosen: left unbound, it matches nothing). Bound as it is activated: what was chosen can't change afterwards.
 */
export function bindChosenColor<T extends object>(ability: T, chosen: EntryChoices | undefined): T {
  let mentions = mentionsChosenColor.get(ability);
  if (mentions === undefined) mentionsChosenColor.set(ability, (mentions = JSON.stringify(ability).includes('"ofChosenColor"')));
  const color = chosen?.color;
  if (!mentions || !color) return ability;
  const bind = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(bind);
    if (typeof value !== "object" || value === null) return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (k !== "ofChosenColor") out[k] = bind(v);
    if ("ofChosenColor" in value) out.colors = [color];
    return out;
  };
  return bind(ability) as T;
}
