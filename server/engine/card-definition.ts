// Card definitions are typed data: what a card is (characteristics) and what it does (abilities and
// effects, as descriptors the engine interprets). Card files in server/cards/ build them with `card()`.

import { colorsOfCost, parseManaCost, type Color, type ManaCost, type ManaType } from "../../shared/mana.ts";

export type CardType = "Artifact" | "Creature" | "Enchantment" | "Instant" | "Land" | "Sorcery";
export type Supertype = "Basic" | "Legendary";

export const BASIC_LAND_MANA: Readonly<Record<string, Color>> = {
  Plains: "W",
  Island: "U",
  Swamp: "B",
  Mountain: "R",
  Forest: "G",
};

/** Which objects a filter accepts; every listed condition must hold. */
export interface ObjectFilter {
  /** The object has at least one of these card types. */
  readonly types?: readonly CardType[];
  readonly controller?: "you" | "opponent";
}

/** A target requirement: one instance of the word "target" (601.2c, 115). */
export interface TargetRequirement {
  /** The words on the card, for prompts and the log: "any target", "target creature". */
  readonly text: string;
  readonly min: number;
  readonly max: number;
  /** Players are legal targets. */
  readonly players: boolean;
  /** Permanents matching this filter are legal targets. */
  readonly permanents: ObjectFilter | null;
}

/** Which object or player an effect acts on. */
export type ObjectRef = { readonly target: number } | { readonly self: true };
export type PlayerRef = { readonly you: true } | { readonly target: number };

export type Effect =
  | { readonly kind: "dealDamage"; readonly amount: number; readonly to: { readonly target: number } }
  | { readonly kind: "drawCards"; readonly amount: number; readonly player: PlayerRef }
  | {
      readonly kind: "modifyPowerToughness";
      readonly power: number;
      readonly toughness: number;
      readonly object: ObjectRef;
      readonly duration: "endOfTurn";
    };

/** A static ability (604) that modifies the object an Aura or Equipment is attached to. */
export interface StaticAbility {
  readonly kind: "static";
  readonly text: string;
  readonly affects: "enchanted";
  readonly power: number;
  readonly toughness: number;
}

/** 605.1a: a mana ability: "{T}: Add {G}." */
export interface ManaAbility {
  readonly kind: "mana";
  readonly text: string;
  readonly tap: boolean;
  /** The mana it adds: one symbol per mana, each a fixed type or any color. */
  readonly produces: readonly (ManaType | "anyColor")[];
}

export type Ability = StaticAbility | ManaAbility;

/** What an instant or sorcery does when it resolves (608.2). */
export interface SpellAbility {
  readonly targets: readonly TargetRequirement[];
  readonly effects: readonly Effect[];
}

export interface CardDefinition {
  readonly name: string;
  /** 202.1b: null for an object with no mana cost (which can't be cast for it, 118.6). */
  readonly manaCost: ManaCost | null;
  readonly colors: readonly Color[];
  readonly supertypes: readonly Supertype[];
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
  readonly power: number | null;
  readonly toughness: number | null;
  /** The Oracle text, for display. */
  readonly text: string;
  readonly spell: SpellAbility | null;
  /** 303.4a: what an Aura can enchant; its spell targets such an object (303.4d). */
  readonly enchant: TargetRequirement | null;
  readonly abilities: readonly Ability[];
}

export interface CardSpec {
  readonly name: string;
  readonly cost?: string;
  readonly supertypes?: readonly Supertype[];
  readonly types: readonly CardType[];
  readonly subtypes?: readonly string[];
  readonly pt?: readonly [number, number];
  readonly text?: string;
  readonly spell?: { readonly targets?: readonly TargetRequirement[]; readonly effects: readonly Effect[] };
  readonly enchant?: TargetRequirement;
  readonly abilities?: readonly Ability[];
}

/** Builds and checks a card definition; a malformed card fails when its module loads, not mid-game. */
export function card(spec: CardSpec): CardDefinition {
  const manaCost = spec.cost === undefined ? null : parseManaCost(spec.cost);
  const types = spec.types;
  const isCreature = types.includes("Creature");
  if (isCreature !== (spec.pt !== undefined)) throw new Error(`${spec.name}: power/toughness must be given exactly for creatures`);
  const isInstantOrSorcery = types.includes("Instant") || types.includes("Sorcery");
  if (isInstantOrSorcery !== (spec.spell !== undefined)) throw new Error(`${spec.name}: instants and sorceries (only) need a spell effect`);
  const subtypes = spec.subtypes ?? [];
  if (subtypes.includes("Aura") !== (spec.enchant !== undefined)) throw new Error(`${spec.name}: Auras (only) need enchant`);
  const abilities = [...(spec.abilities ?? [])];
  // 305.6: a land with a basic land type has that type's intrinsic mana ability.
  if (types.includes("Land"))
    for (const sub of subtypes) {
      const color = BASIC_LAND_MANA[sub];
      if (color) abilities.unshift({ kind: "mana", text: `{T}: Add {${color}}.`, tap: true, produces: [color] });
    }
  return {
    name: spec.name,
    manaCost,
    colors: manaCost ? colorsOfCost(manaCost) : [],
    supertypes: spec.supertypes ?? [],
    types,
    subtypes,
    power: spec.pt?.[0] ?? null,
    toughness: spec.pt?.[1] ?? null,
    text: spec.text ?? "",
    spell: spec.spell ? { targets: spec.spell.targets ?? [], effects: spec.spell.effects } : null,
    enchant: spec.enchant ?? null,
    abilities,
  };
}

// Builders that read like the card text.

export const target = {
  any: (): TargetRequirement => ({ text: "any target", min: 1, max: 1, players: true, permanents: { types: ["Creature"] } }),
  creature: (): TargetRequirement => ({ text: "target creature", min: 1, max: 1, players: false, permanents: { types: ["Creature"] } }),
  player: (): TargetRequirement => ({ text: "target player", min: 1, max: 1, players: true, permanents: null }),
};

export const effect = {
  dealDamage: (amount: number, targetIndex = 0): Effect => ({ kind: "dealDamage", amount, to: { target: targetIndex } }),
  drawCards: (amount: number, player: PlayerRef = { you: true }): Effect => ({ kind: "drawCards", amount, player }),
  pumpUntilEndOfTurn: (power: number, toughness: number, object: ObjectRef = { target: 0 }): Effect => ({
    kind: "modifyPowerToughness",
    power,
    toughness,
    object,
    duration: "endOfTurn",
  }),
};

export const ability = {
  tapForMana: (...produces: (ManaType | "anyColor")[]): ManaAbility => ({
    kind: "mana",
    text: `{T}: Add ${produces.map((m) => (m === "anyColor" ? "one mana of any color" : `{${m}}`)).join("")}.`,
    tap: true,
    produces,
  }),
  enchantedGets: (power: number, toughness: number): StaticAbility => ({
    kind: "static",
    text: `Enchanted creature gets ${signed(power)}/${signed(toughness)}.`,
    affects: "enchanted",
    power,
    toughness,
  }),
};

function signed(n: number): string {
  return n < 0 ? String(n) : `+${n}`;
}

export type CardRegistry = ReadonlyMap<string, CardDefinition>;
