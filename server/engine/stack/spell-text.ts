// The text a spell or ability has on the stack: its own, plus the text of cards spliced onto it (702.47c).
// Targets are numbered in one list of "slots": the main text's target requirements, then each spliced
// card's. A requirement that applies only to an unchosen mode or an unpaid kicker has an empty slot (601.2c).

import type { CardDefinition, CardRegistry, Condition, SpellAbility, TargetRequirement } from "../../card-language/card-definition.ts";
import type { Choices } from "../kernel/state.ts";

export interface TextPart {
  /** The card whose text this is: the spell's own card, or a spliced card. */
  readonly card: CardDefinition;
  readonly text: SpellAbility;
  /** The index of this part's first target slot. */
  readonly firstSlot: number;
}

const NO_TEXT: SpellAbility = { modes: null, targets: [], effects: [], divide: null, costPerExtraTarget: null };

/** An Aura spell's only text that matters on the stack is its enchant target (303.4a). */
export function mainText(def: CardDefinition): SpellAbility {
  if (def.spell) return def.spell;
  if (def.enchant) return { ...NO_TEXT, targets: [def.enchant] };
  return NO_TEXT;
}

/** A card's own text as the only part, for spells with nothing spliced onto them (most): made once per card. */
const ownText = new WeakMap<CardDefinition, readonly TextPart[]>();

export function textParts(cards: CardRegistry, def: CardDefinition, splices: readonly string[]): readonly TextPart[] {
  if (splices.length === 0) {
    let parts = ownText.get(def);
    if (!parts) ownText.set(def, (parts = [{ card: def, text: mainText(def), firstSlot: 0 }]));
    return parts;
  }
  const parts: TextPart[] = [];
  let slot = 0;
  for (const card of [def, ...splices.map((s) => cards.get(s)!)]) {
    const text = card === def ? mainText(def) : card.spell!;
    parts.push({ card, text, firstSlot: slot });
    slot += text.targets.length;
  }
  return parts;
}

export function conditionHolds(condition: Condition | undefined, choices: Choices): boolean {
  if (!condition) return true;
  if ("mode" in condition) return choices.modes.includes(condition.mode);
  if ("kicked" in condition) return choices.kicks > 0;
  if ("xAtLeast" in condition) return choices.x >= condition.xAtLeast;
  return choices.kicks === 0;
}

/** 601.2c: the requirements that need a target whatever modes or costs are chosen. */
export function alwaysRequired(requirements: readonly TargetRequirement[]): TargetRequirement[] {
  return requirements.filter((r) => r.min > 0 && !r.when);
}

/** Every target slot, in order, with whether it is required given the choices made (601.2c). */
export function targetSlots(parts: readonly TextPart[], choices: Choices): { requirement: TargetRequirement; applies: boolean; part: TextPart }[] {
  const slots: { requirement: TargetRequirement; applies: boolean; part: TextPart }[] = [];
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    // A spliced card's text has no modes or kicker of its own on this spell: its requirements always apply.
    for (const written of part.text.targets) {
      // 601.2c: "X target …": as many as the value announced for X (601.2b) before targets are chosen.
      const requirement = written.countIsX ? { ...written, min: choices.x, max: choices.x } : written;
      slots.push({ requirement, applies: index > 0 || conditionHolds(written.when, choices), part });
    }
  }
  return slots;
}
