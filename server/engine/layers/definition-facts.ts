// Facts about a card definition that the engine asks for again and again (before every priority, for every
// event), worked out once per definition: definitions are immutable data, so the answers never change.

import { manaValue } from "../../../shared/mana.ts";
import type { CardDefinition, CardRegistry, FaceIndex, StaticEffect, TargetRequirement, TriggerEvent } from "../../card-language/card-definition.ts";
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
      triggersOn: new Set(
        printed(def, 0).abilities.flatMap(({ ability: a }) => (a.kind === "triggered" ? [a.trigger.on, ...(a.alsoOn ? [a.alsoOn.on] : [])] : [])),
      ),
      requiredTargets: alwaysRequired(mainText(def).targets),
      bloodthirst: def.keywords.some((k) => typeof k === "object" && "bloodthirst" in k),
    };
    facts.set(def, f);
  }
  return f;
}

/** One way to play a card from a hand: as a land or a spell, with one of its faces or halves, or its own characteristics. */
export interface PlayableFace {
  /** Absent: the card's own (a double-faced card's front face, an adventurer's creature, a fused split card). */
  readonly face: FaceIndex | undefined;
  /** The characteristics it is played or cast with. */
  readonly def: CardDefinition;
  readonly land: boolean;
  /** What is played or cast, for a card with two faces or halves ("Ice", "Stomp", "Turn // Burn"). */
  readonly name: string | undefined;
}

const playable = new WeakMap<CardDefinition, readonly PlayableFace[]>();

/**
 * The ways a card in a hand may be played (305.9: a land only as a land): a nonmodal double-faced card or a meld card
 * with its front face up (712.11, 712.8b); either face of a modal double-faced card (712.11b, 712.12); either half of a
 * split card, or both with fuse (709.3, 702.102a); an adventurer card as itself or as its Adventure (715.3); a flip card
 * as itself (710.2).
 */
export function playableFaces(def: CardDefinition): readonly PlayableFace[] {
  let list = playable.get(def);
  if (!list) {
    const faces = def.faces;
    const way = (face: FaceIndex | undefined, d: CardDefinition): PlayableFace => ({ face, def: d, land: factsOf(d).land, name: faces && d.name });
    if (!faces) list = [way(undefined, def)];
    // 712.11, 712.8b, 710.2: a nonmodal double-faced card or a meld card is cast with its front face up, a flip card with its
    // normal characteristics only.
    else if (faces.layout === "transform" || faces.layout === "meld" || faces.layout === "flip") list = [way(undefined, faces.list[0])];
    else if (faces.layout === "split") list = [way(0, faces.list[0]), way(1, faces.list[1]), ...(faces.fuse ? [way(undefined, def)] : [])];
    else list = [way(undefined, faces.list[0]), way(1, faces.list[1])];
    playable.set(def, list);
  }
  return list;
}

/** 709.4a, 712.8a, 715.4: the names a card has where no face is chosen: both halves' of a split card, else its (front face's) one. */
export function cardNames(def: CardDefinition): readonly string[] {
  const faces = def.faces;
  if (!faces) return [def.name];
  return faces.layout === "split" ? faces.list.map((f) => f.name) : [faces.list[0].name];
}

/** 709.4a, 712.19, 715.5: the names a player may choose for "choose a card name": each face's or half's, never both. */
export function nameableNames(def: CardDefinition): readonly string[] {
  return def.faces ? def.faces.list.map((f) => f.name) : [def.name];
}

/** The names a player may name, sorted: worked out once per registry (registries don't change). */
const nameableCards = new WeakMap<CardRegistry, readonly string[]>();

/** 608.2d, 614.12: "choose a card name": any card the game knows (tokens aren't cards). */
export function nameableCardNames(cards: CardRegistry): readonly string[] {
  let names = nameableCards.get(cards);
  if (!names) nameableCards.set(cards, (names = [...new Set([...cards.values()].filter((c) => !c.token).flatMap(nameableNames))].sort()));
  return names;
}
