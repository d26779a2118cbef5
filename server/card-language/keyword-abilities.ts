// Keyword abilities as words (for people and for comparing instances) and, for those that are triggered
// abilities (702.25 flanking, 702.83 exalted, 702.108 prowess, 702.112 renown, 702.21 ward), the ability
// each instance stands for. The object view gives an object one such ability per instance it has.

import { formatManaCost } from "../../shared/mana.ts";
import type { Color } from "../../shared/mana.ts";
import type { Keyword, Quality, TriggeredAbility } from "./card-definition.ts";
import { ability, effect } from "./card-dsl.ts";

/** 105.1: the color words. */
export const COLOR_WORDS: Readonly<Record<Color, string>> = { W: "white", U: "blue", B: "black", R: "red", G: "green" };

/** The quality as the rules text says it: "black", "creatures", "multicolored", "everything". */
export function qualityText(q: Quality): string {
  if (typeof q === "object") return `${q.subtype}s`;
  if (q in COLOR_WORDS) return COLOR_WORDS[q as Color];
  if (q === "multicolored" || q === "monocolored" || q === "everything") return q;
  return q === "Sorcery" ? "sorceries" : `${q.toLowerCase()}s`;
}

/** The keyword as printed: "Flying", "Protection from black", "Renown 1", "Ward {2}". */
export function keywordText(k: Keyword): string {
  if (typeof k === "string") return k;
  if ("protectionFrom" in k) return `Protection from ${qualityText(k.protectionFrom)}`;
  if ("hexproofFrom" in k) return `Hexproof from ${qualityText(k.hexproofFrom)}`;
  if ("bloodthirst" in k) return `Bloodthirst ${k.bloodthirst}`;
  if ("renown" in k) return `Renown ${k.renown}`;
  if ("morph" in k) return `Morph ${formatManaCost(k.morph)}`;
  return `Ward ${formatManaCost(k.ward)}`;
}

/** Two instances of the same keyword ability (protection from the same quality, ward with the same cost…). */
export function sameKeyword(a: Keyword, b: Keyword): boolean {
  return a === b || (typeof a !== "string" && typeof b !== "string" && keywordText(a) === keywordText(b));
}

const NUMBER_WORDS = ["no", "a", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

function counters(n: number): string {
  return `${NUMBER_WORDS[n] ?? n} +1/+1 counter${n === 1 ? "" : "s"}`;
}

const prowess = ability.triggered(
  "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)",
  { on: "spellCast", caster: "you", spells: { notTypes: ["Creature"] } },
  { effects: [effect.pumpUntilEndOfTurn(1, 1, { self: true })] },
);
const exalted = ability.triggered(
  "Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)",
  { on: "attacksAlone", what: { types: ["Creature"], controller: "you" } },
  { effects: [effect.pumpUntilEndOfTurn(1, 1, { triggerSubject: true })] },
);
const flanking = ability.triggered(
  "Flanking (Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.)",
  { on: "blockedBy", blockers: { notKeywords: ["Flanking"] } },
  { effects: [effect.pumpUntilEndOfTurn(-1, -1, { triggerSubject: true })] },
);

const byKeyword = new Map<string, TriggeredAbility | null>();

/** The triggered ability one instance of this keyword is (702.25a, 702.83a, 702.108a, 702.112a, 702.21a), or null. */
export function keywordTrigger(k: Keyword): TriggeredAbility | null {
  if (k === "Prowess") return prowess;
  if (k === "Exalted") return exalted;
  if (k === "Flanking") return flanking;
  if (typeof k === "string" || !("renown" in k || "ward" in k)) return null;
  const text = keywordText(k);
  let a = byKeyword.get(text);
  if (a !== undefined) return a;
  if ("renown" in k)
    a = ability.triggered(
      `${text} (When this creature deals combat damage to a player, if it isn't renowned, put ${counters(k.renown)} on it and it becomes renowned.)`,
      { on: "dealsCombatDamageToPlayer" },
      {
        condition: { sourceNotRenowned: true },
        effects: [effect.putCounters("+1/+1", k.renown, { self: true }), { kind: "becomeRenowned", object: { self: true } }],
      },
    );
  else
    a = ability.triggered(
      `${text} (Whenever this permanent becomes the target of a spell or ability an opponent controls, counter that spell or ability unless its controller pays ${formatManaCost(k.ward)}.)`,
      { on: "becomesTarget", by: "opponent" },
      { effects: [{ kind: "counter", spell: { triggerSubject: true }, unlessPays: k.ward }] },
    );
  byKeyword.set(text, a);
  return a;
}
