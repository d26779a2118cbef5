// 612: text-changing effects. A card's text is data here (filters, keywords, qualities, land types), so changing a
// word changes each place that data uses the word as that kind of word (612.2), and the texts shown with it.

import { COLORS, type Color } from "../../../shared/mana.ts";
import type { Ability, CardDefinition, Keyword, TextChange } from "../../card-language/card-definition.ts";
import { intrinsicManaAbility } from "../../card-language/card-dsl.ts";
import { COLOR_WORDS } from "../../card-language/keyword-abilities.ts";
import type { GameState, ObjectId } from "../kernel/state.ts";

/** 205.3i: the basic land types, the words a "basic land type" text change replaces. */
export const BASIC_LAND_TYPES = ["Plains", "Island", "Swamp", "Mountain", "Forest"] as const;

/** The words a text change of this kind may replace, as the rules' data names them. */
export function textWords(word: TextChange["word"]): readonly string[] {
  return word === "color" ? COLORS : BASIC_LAND_TYPES;
}

/** The word as a card says it: "black", "Forest". */
export function wordText(change: Pick<TextChange, "word">, word: string): string {
  return change.word === "color" ? COLOR_WORDS[word as Color] : word;
}

/** Where data uses a color as a color word: filters' colors, qualities (protection from, hexproof from), "becomes black". */
const COLOR_KEYS = new Set(["colors", "notColors", "color", "protectionFrom", "hexproofFrom"]);
/** Where data uses a subtype as one: filters' subtypes, "protection from Forests", a land's types. */
const SUBTYPE_KEYS = new Set(["subtypes", "notSubtypes", "subtype"]);
/** Mana symbols ({R}, {W/U}, {2/B}, {G/P}) aren't words (612.1 changes words); their colors stay. */
const MANA_SYMBOLS = new Set(["colored", "hybrid", "monoHybrid", "phyrexian"]);
/** Names aren't changed (612.2), nor is what an object itself is: a card's colors come from its mana cost (202.2). */
const NOT_TEXT = new Set(["name", "named", "manaCost", "faces"]);

/** 612.2: the value, with each instance of the changed word used as such a word replaced (the same value if none is). */
function changed<T>(value: T, key: string, change: TextChange, cardName: string): T {
  if (typeof value === "string") return changedString(value, key, change, cardName) as T;
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    value.forEach((v, i) => {
      const c = changed(v, key, change, cardName);
      if (c !== v) (out ??= [...value])[i] = c;
    });
    return (out ?? value) as T;
  }
  if (value === null || typeof value !== "object") return value;
  const kind = (value as { readonly kind?: unknown }).kind;
  if (typeof kind === "string" && MANA_SYMBOLS.has(kind)) return value;
  // 305.6: a land's intrinsic mana ability comes with its basic land type.
  if (change.word === "basicLandType" && (value as object) === intrinsicManaAbility(change.from)) return intrinsicManaAbility(change.to) as T;
  let out: Record<string, unknown> | null = null;
  for (const [k, v] of Object.entries(value)) {
    if (NOT_TEXT.has(k)) continue;
    const c = changed(v, k, change, cardName);
    if (c !== v) (out ??= { ...(value as Record<string, unknown>) })[k] = c;
  }
  return (out ?? value) as T;
}

function changedString(s: string, key: string, change: TextChange, cardName: string): string {
  if (key === "text") return changedText(s, change, cardName);
  if (change.word === "color") return COLOR_KEYS.has(key) && s === change.from ? change.to : s;
  // 702.14a: landwalk names a land type.
  if (s === `${change.from}walk`) return `${change.to}walk`;
  return SUBTYPE_KEYS.has(key) && s === change.from ? change.to : s;
}

/** The text with the word changed where it stands as a word ("nonblack", "Forests", "forestwalk"), except in the card's name. */
function changedText(text: string, change: TextChange, cardName: string): string {
  const from = wordText(change, change.from);
  const to = wordText(change, change.to);
  // "Plains" is its own plural.
  const plural = (w: string) => (w === "Plains" ? w : `${w}s`);
  const pattern = new RegExp(`\\b(non-?)?(${from}|${plural(from)})(walk)?\\b`, "gi");
  const replace = (part: string) =>
    part.replace(pattern, (_, non: string | undefined, word: string, walk: string | undefined) => {
      const many = word.toLowerCase() !== from.toLowerCase();
      const base = many ? plural(to) : to;
      const cased = word[0] === word[0]!.toUpperCase() ? base[0]!.toUpperCase() + base.slice(1) : base.toLowerCase();
      return `${non ?? ""}${cased}${walk ?? ""}`;
    });
  return cardName === "" ? replace(text) : text.split(cardName).map(replace).join(cardName);
}

const byChange = new WeakMap<object, Map<string, unknown>>();

/** The value changed by one text change, the same object each time (so the view's kept results stay comparable). */
function kept<T extends object>(value: T, change: TextChange, cardName: string, f: () => T): T {
  let known = byChange.get(value);
  if (!known) byChange.set(value, (known = new Map()));
  const id = `${change.word}:${change.from}:${change.to}:${cardName}`;
  let out = known.get(id) as T | undefined;
  if (out === undefined) known.set(id, (out = f()));
  return out;
}

/** 612.1: an ability of an object named `cardName`, its text changed. */
export function changedAbility(a: Ability, change: TextChange, cardName: string): Ability {
  return kept(a, change, cardName, () => changed(a, "", change, cardName));
}

/** 612.1: keywords (landwalk, protection from a color or a land type) with the word changed. */
export function changedKeywords(keywords: readonly Keyword[], change: TextChange): readonly Keyword[] {
  return kept(keywords, change, "", () => changed(keywords, "keywords", change, ""));
}

/** 612.1: a type line's subtypes with the land type changed (once, if the new one is already there). */
export function changedSubtypes(subtypes: readonly string[], change: TextChange): readonly string[] {
  if (change.word !== "basicLandType" || !subtypes.includes(change.from)) return subtypes;
  return [...new Set(subtypes.map((t) => (t === change.from ? change.to : t)))];
}

/** 612.1: the card's text (its rules text, its type line's land types) with the word changed. */
function changedDefinition(def: CardDefinition, change: TextChange): CardDefinition {
  return kept(def, change, def.name, () => {
    // Its colors aren't text (they come from its mana cost or color indicator, 202.2).
    const { colors, subtypes, ...text } = def;
    const out = changed(text, "", change, def.name);
    const types = changedSubtypes(subtypes, change);
    return out === text && types === subtypes ? def : { ...out, colors, subtypes: types };
  });
}

/**
 * The text changes that apply to the object, in timestamp order (613.7): those of resolved spells and abilities, locked
 * to it (611.2c).
 */
export function textChangesOf(state: GameState, id: ObjectId): readonly TextChange[] {
  let out: TextChange[] | null = null;
  for (const e of state.effects)
    if (e.kind === "characteristics" && e.affected.includes(id)) for (const m of e.modifications) if (m.kind === "changeText") (out ??= []).push(m);
  return out ?? NONE;
}

const NONE: readonly TextChange[] = [];

/** The definition with these text changes applied in turn. */
export function withTextChanges(def: CardDefinition, changes: readonly TextChange[]): CardDefinition {
  return changes.reduce(changedDefinition, def);
}
