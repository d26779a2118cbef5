// Facts about a card definition that the engine asks for again and again (before every priority, for every
// event), worked out once per definition: definitions are immutable data, so the answers never change.

import { manaValue } from "../../../shared/mana.ts";
import type { CardDefinition, StaticEffect, TargetRequirement, TriggerEvent } from "../../card-language/card-definition.ts";
import { alwaysRequired, mainText } from "../stack/spell-text.ts";
import { printed } from "./printed.ts";

/** Enough values of X to see whether any mana value restriction (parity, thresholds) could be escaped (601.3a). */
const X_VALUES_TO_CONSIDER = [0, 1, 2, 3, 4, 5];

export interface DefinitionFacts {
  readonly land: boolean;
  /** An instant, or it has flash (702.8a): castable any time its controller could cast an instant. */
  readonly instantSpeed: boolean;
  /** The mana values to check against casting restrictions: with X, enough of them to see whether some value lifts one. */
  readonly castingManaValues: readonly number[];
  /** The kinds of effects of its static abilities (a cost reduction, a casting restriction…). */
  readonly statics: ReadonlySet<StaticEffect["kind"]>;
  /** The kinds of events its triggered abilities watch. */
  readonly triggersOn: ReadonlySet<TriggerEvent["on"]>;
  /** 702.54: it has bloodthirst (it may enter with counters). */
  readonly bloodthirst: boolean;
  /** 601.2c: the targets its spell needs whatever modes or costs are chosen (an Aura's enchant target included). */
  readonly requiredTargets: readonly TargetRequirement[];
}

const facts = new WeakMap<CardDefinition, DefinitionFacts>();

export function factsOf(def: CardDefinition): DefinitionFacts {
  let f = facts.get(def);
  if (!f) {
    const cost = def.manaCost;
    f = {
      land: def.types.includes("Land"),
      instantSpeed: def.types.includes("Instant") || def.keywords.includes("Flash"),
      castingManaValues: !cost ? [0] : cost.some((s) => s.kind === "variable") ? X_VALUES_TO_CONSIDER.map((x) => manaValue(cost, x)) : [manaValue(cost, 0)],
      statics: new Set(def.abilities.flatMap((a) => (a.kind === "static" ? [a.effect.kind] : []))),
      // Abilities its keywords are (prowess, exalted…) included.
      triggersOn: new Set(printed(def, 0).abilities.flatMap(({ ability: a }) => (a.kind === "triggered" ? [a.trigger.on] : []))),
      requiredTargets: alwaysRequired(mainText(def).targets),
      bloodthirst: def.keywords.some((k) => typeof k === "object" && "bloodthirst" in k),
    };
    facts.set(def, f);
  }
  return f;
}
