// 614–616: the event pipeline. A change that a replacement or prevention effect can modify is first a "would"
// event: it passes through every effect that applies to it, each once (614.5), self-replacement effects first
// (614.15, 616.1a), in the order the affected player chooses (616.1), looking again after each one for effects
// the modified event now brings in (616.1f, 616.2). What comes out is performed by the caller (objects/zones.ts,
// effects/effects.ts), which emits it (events/emit.ts) for triggered abilities and the log.

import { COLORS, type Color } from "../../../shared/mana.ts";
import type { Zone } from "../../../shared/game-types.ts";
import type {
  CopiableValues,
  CopyException,
  DamageMatch,
  Effect,
  EntryChoice,
  EnterCopyException,
  FaceIndex,
  ObjectFilter,
  Replacement,
} from "../../card-language/card-definition.ts";
import { CREATURE_TYPES } from "../../card-language/creature-types.ts";
import type { Draft } from "../kernel/draft.ts";
import type { ContinuousEffect, EntryChoices, ObjectId, Permanent, PlayerId, Shield, Spell, Target } from "../kernel/state.ts";
import { expectAnswer } from "../procedure/answers.ts";
import { permanentsWithStatic, staticEffects } from "../layers/battlefield-facts.ts";
import { factsOf, nameableCardNames } from "../layers/definition-facts.ts";
import {
  cardFacts,
  lastKnownSourceFacts,
  characteristics,
  definitionOf,
  controllerOf,
  hasKeyword,
  keywordsOf,
  matchesFilter,
  permanentMatches,
  protectionsFrom,
  sourceTypeLineOf,
  spellFacts,
  type Characteristics,
} from "../layers/characteristics.ts";
import { keywordText, qualityText } from "../../card-language/keyword-abilities.ts";
import { objectFacts } from "../layers/filters.ts";
import { becomeCopy, createPermanent } from "../objects/permanents.ts";
import { copyOf, withFaceUp } from "../layers/copiable.ts";
import { faceDefinition } from "../layers/printed.ts";
import { emit } from "./emit.ts";
import { shownName, shownNameOr } from "../layers/printed.ts";

/** A source of damage as it deals it (609.7): its characteristics then, for protection and prevention to check. */
export interface DamageSource {
  readonly id: ObjectId;
  readonly name: string;
  readonly colors: readonly Color[];
  readonly controller: PlayerId;
  /** 615.12: the damage it deals this time can't be prevented ("the damage can't be prevented"). */
  readonly unpreventable?: true;
}

/** The events replacement and prevention effects can modify, as they would happen. */
export type WouldEvent =
  | { readonly kind: "damage"; readonly source: DamageSource; readonly target: Target; readonly amount: number; readonly combat: boolean }
  | { readonly kind: "draw"; readonly player: PlayerId }
  | { readonly kind: "gainLife"; readonly player: PlayerId; readonly amount: number }
  /** 701.8: `regenerable` false for "it can't be regenerated" (701.19c). */
  | { readonly kind: "destroy"; readonly object: ObjectId; readonly regenerable: boolean }
  /** 701.19a: what a regeneration shield replaces a destruction with. */
  | { readonly kind: "regenerate"; readonly object: ObjectId }
  /** A card or permanent moving to another zone (`object`: its id where it is now; a library card has none). */
  | {
      readonly kind: "zoneChange";
      readonly card: string;
      readonly owner: PlayerId;
      readonly object: ObjectId | null;
      readonly from: Zone;
      /** "library": shuffled into it; "libraryBottom": put on its bottom; "libraryTop": on its top. */
      readonly to: "graveyard" | "exile" | "hand" | "library" | "libraryBottom" | "libraryTop";
      /** Revealed as it moves ("reveal [it] and shuffle it into its owner's library instead"). */
      readonly reveal?: true;
    }
  /** A card or token about to enter the battlefield, with how it enters (614.1c–d, 614.12). */
  | {
      readonly kind: "enter";
      readonly card: string;
      readonly owner: PlayerId;
      readonly controller: PlayerId;
      readonly tapped: boolean;
      readonly counters: Readonly<Record<string, number>>;
      /** A permanent spell's X and kicks, for "enters with" counts (614.1c); null when it wasn't cast. */
      readonly cast: { readonly x: number; readonly kicks: number } | null;
      /** 712.12–712.14: the face it enters with up, when not its front face. */
      readonly face?: FaceIndex;
      /** 712.14c: the other card of its meld pair, melded with it as one permanent. */
      readonly melded?: string;
      /** 708.3, 708.4: it enters face down, with none of its card's abilities to modify how. */
      readonly faceDown?: true;
      /** 707.5: the copiable values it enters with, when it enters as a copy; null otherwise. */
      readonly copy: CopiableValues | null;
      /** 707.9e: the counters among `counters` that the copy effect's exception adds; another copy effect takes them away. */
      readonly copyCounters?: Readonly<Record<string, number>>;
      /** 614.12a: what was chosen for it so far, as it would enter. */
      readonly chosen?: EntryChoices;
    }
  /**
   * 701.7a, 614.16: `count` tokens about to be created under `controller`'s control: of the token definition `card`, or
   * each a copy (`copy`, with `face` up, 707.8a). Each then enters the battlefield, an event within this one (616.1g).
   */
  | {
      readonly kind: "createTokens";
      readonly controller: PlayerId;
      readonly count: number;
      readonly card: string;
      /** The tokens' name, for the log. */
      readonly name: string;
      readonly copy: CopiableValues | null;
      readonly face?: FaceIndex;
    }
  /** A step about to begin for the active player (614.10). */
  | { readonly kind: "step"; readonly player: PlayerId; readonly step: string }
  /** 122.6: counters about to be put on a permanent already on the battlefield, or on a player; `byEffect`: not to pay a cost (614.16). */
  | { readonly kind: "putCounters"; readonly on: Target; readonly counter: string; readonly amount: number; readonly byEffect: boolean }
  | { readonly kind: "tap"; readonly object: ObjectId };

/** One replacement or prevention effect that applies to an event. */
interface Candidate {
  /** Who it is, for 614.5: each effect gets one opportunity at an event and the events that replace it. */
  readonly id: string;
  /** Candidates with equal `same` change an event the same way, so no one needs to choose between them. */
  readonly same: string;
  readonly source: ObjectId;
  readonly sourceName: string;
  readonly text: string;
  /** 614.15: a self-replacement effect, applied before the others (616.1a). */
  readonly self: boolean;
  /** 616.1c: it would make the object a copy as it enters; such effects are chosen among first. */
  readonly copy?: true;
  readonly rule: string;
  /** Applies the effect: the modified event, or null when nothing happens instead. */
  apply(d: Draft, event: WouldEvent): WouldEvent | null;
}

/** What a replacement effect does instead, performed by the effects module (registered there: it depends on this one). */
export interface Instead {
  readonly effects: readonly Effect[];
  readonly source: ObjectId;
  readonly sourceName: string;
  readonly controller: PlayerId;
  readonly eventAmount: number;
}
let performInstead: ((d: Draft, instead: Instead) => void) | null = null;
export function registerInsteadPerformer(perform: (d: Draft, instead: Instead) => void): void {
  performInstead = perform;
}

/** The effects already applied to the event being replaced, and to the events that replace it (614.5). */
let appliedOuter: ReadonlySet<string> | null = null;

/**
 * Passes `event` through the replacement and prevention effects that apply to it; returns the event to perform,
 * or null when it was replaced by nothing (a skipped draw, prevented damage, a card that can't enter).
 */
export function replace(d: Draft, event: WouldEvent): WouldEvent | null {
  if (!mayBeReplaced(d, event)) return event;
  const applied = new Set(appliedOuter ?? []);
  let current: WouldEvent = event;
  for (;;) {
    const candidates = candidatesFor(d, current).filter((c) => !applied.has(c.id));
    if (candidates.length === 0) return current;
    // 616.1a: self-replacement effects first. A permanent's own "enters tapped" and "enters with" are its static
    // abilities rather than 614.15's self-replacement effects, and a copy effect comes before them (616.1c): what it
    // enters as decides which of them it has (616.1f's second example).
    const copies = candidates.filter((c) => c.copy);
    const selfFirst = copies.length > 0 ? copies : candidates.filter((c) => c.self);
    const pool = selfFirst.length > 0 ? selfFirst : candidates;
    const chosen = pool.every((c) => c.same === pool[0]!.same) ? pool[0]! : choose(d, current, pool);
    applied.add(chosen.id);
    const outer = appliedOuter;
    appliedOuter = applied;
    let next: WouldEvent | null;
    try {
      next = chosen.apply(d, current);
    } finally {
      appliedOuter = outer;
    }
    // An optional effect its controller declined ("you may … instead", 614.1b) returns the event unchanged: it replaced nothing.
    if (next !== current) emit(d, { type: "replaced", source: chosen.sourceName, effect: chosen.text, event: describe(d, current), rule: chosen.rule });
    if (next === null) return null;
    current = next;
  }
}

/** 616.1: the affected player, or the affected object's controller (its owner if it has none), chooses. */
function choose(d: Draft, event: WouldEvent, pool: readonly Candidate[]): Candidate {
  const asker = d.asker;
  if (!asker) throw new Error(`engine bug: a replacement choice for ${event.kind} outside a procedure`);
  const options = pool.map(
    (c, i) => `${c.sourceName}: ${c.text}${pool.some((o, j) => j !== i && o.text === c.text && o.sourceName === c.sourceName) ? ` (${i + 1})` : ""}`,
  );
  const text = `${describe(d, event)}: choose the effect to apply first (616.1)`;
  const answer = asker.ask(affectedPlayer(d, event), () => ({ kind: "chooseOption", object: pool[0]!.source, text, options }));
  const picked = answer ? options.indexOf(expectAnswer(answer, "option").option) : 0;
  return pool[Math.max(0, picked)]!;
}

function affectedPlayer(d: Draft, event: WouldEvent): PlayerId {
  switch (event.kind) {
    case "damage":
      return event.target.kind === "player" ? event.target.id : controllerOfId(d, event.target.id);
    case "putCounters":
      return event.on.kind === "player" ? event.on.id : controllerOfId(d, event.on.id);
    case "draw":
    case "gainLife":
    case "step":
      return event.player;
    case "createTokens":
      return event.controller;
    case "destroy":
    case "regenerate":
    case "tap":
      return controllerOfId(d, event.object);
    case "zoneChange":
      return event.object === null ? event.owner : controllerOfId(d, event.object, event.owner);
    case "enter":
      return event.controller;
  }
}

function controllerOfId(d: Draft, id: ObjectId, otherwise: PlayerId = 0): PlayerId {
  const perm = d.state.battlefield.find((p) => p.id === id);
  return perm ? controllerOf(d, perm) : otherwise;
}

function nameOf(d: Draft, target: Target): string {
  if (target.kind === "player") return d.state.players[target.id]?.name ?? "a player";
  const object = d.state.battlefield.find((p) => p.id === target.id) ?? d.state.stack.find((o): o is Spell => o.kind === "spell" && o.id === target.id);
  return shownNameOr(object, "a permanent");
}

/** The event in words, for the log and the 616.1 prompt. */
function describe(d: Draft, event: WouldEvent): string {
  const who = (p: PlayerId) => d.state.players[p]?.name ?? `player ${p}`;
  const card = (id: ObjectId) => nameOf(d, { kind: "object", id });
  switch (event.kind) {
    case "damage":
      return `${event.amount} damage from ${event.source.name} to ${nameOf(d, event.target)}`;
    case "draw":
      return `${who(event.player)} would draw a card`;
    case "gainLife":
      return `${who(event.player)} would gain ${event.amount} life`;
    case "destroy":
      return `${card(event.object)} would be destroyed`;
    case "regenerate":
      return `${card(event.object)} would regenerate`;
    case "zoneChange":
      return `${event.object === null ? event.card : card(event.object)} would be put into ${event.to === "library" ? "its owner's library" : `its owner's ${event.to}`}`;
    case "enter":
      return `${shownName(event)} would enter the battlefield`;
    case "createTokens": {
      const many = event.count !== 1;
      const what = event.copy ? `token${many ? "s" : ""} that ${many ? "are copies" : "is a copy"} of ${event.name}` : `${event.name}${many ? "s" : ""}`;
      return `${who(event.controller)} would create ${event.count} ${what}`;
    }
    case "step":
      return `${who(event.player)}'s ${event.step} step would begin`;
    case "tap":
      return `${card(event.object)} would become tapped`;
    case "putCounters":
      return `${event.amount} ${event.counter} counter${event.amount === 1 ? "" : "s"} would be put on ${nameOf(d, event.on)}`;
  }
}

// ---- Finding the effects that apply -------------------------------------------------------------

/** A static replacement ability of a permanent on the battlefield, as the object view has it now. */
interface StaticReplacement {
  readonly perm: Permanent;
  readonly chars: Characteristics;
  readonly replacement: Replacement;
  readonly text: string;
  readonly key: string;
}

function staticReplacements(d: Draft): StaticReplacement[] {
  const out: StaticReplacement[] = [];
  for (const perm of permanentsWithStatic(d, "replacement")) {
    // Listed as having one (printed or granted); the view says whether it still does (613, layer 6).
    const chars = characteristics(d, perm);
    for (const { key, ability } of chars.abilities)
      if (ability.kind === "static" && ability.effect.kind === "replacement")
        out.push({ perm, chars, replacement: ability.effect.replacement, text: ability.text, key: `${perm.id}/${key}` });
  }
  return out;
}

function shields(d: Draft): readonly Extract<ContinuousEffect, { kind: "shield" }>[] {
  const out: Extract<ContinuousEffect, { kind: "shield" }>[] = [];
  for (const e of d.state.effects) if (e.kind === "shield") out.push(e);
  return out;
}

/** Cheap: whether any effect could apply to the event at all. */
function mayBeReplaced(d: Draft, event: WouldEvent): boolean {
  if (d.state.effects.some((e) => e.kind === "shield")) return true;
  // A copy may enter with abilities its own card doesn't have (707.5).
  if (event.kind === "enter" && event.copy) return true;
  const entering = event.kind === "enter" ? definitionOf(d.cards, event) : null;
  if (entering && (factsOf(entering).statics.has("replacement") || entering.entersWithCounters || factsOf(entering).bloodthirst)) return true;
  // 702.145b: at night, a double-faced card may enter transformed.
  if (event.kind === "enter" && d.state.dayNight === "night" && d.def(event.card).faces) return true;
  if (event.kind === "damage" && event.target.kind === "object") return true;
  // 113.6: a card's own "if [this] would be put into a graveyard from anywhere".
  if (event.kind === "zoneChange" && factsOf(d.def(event.card)).statics.has("replacement")) return true;
  return permanentsWithStatic(d, "replacement").length > 0;
}

function candidatesFor(d: Draft, event: WouldEvent): Candidate[] {
  switch (event.kind) {
    case "damage":
      return damageCandidates(d, event);
    case "draw":
    case "gainLife":
      return playerCandidates(d, event);
    case "destroy":
      return regenerationCandidates(d, event);
    case "zoneChange":
      return zoneChangeCandidates(d, event);
    case "enter":
      return enterCandidates(d, event);
    case "step":
      return staticReplacements(d)
        .filter((s) => s.replacement.kind === "skipStep" && s.replacement.step === event.step && s.chars.controller === event.player)
        .map((s) => staticCandidate(s, "skip", "614.10", () => null));
    case "putCounters":
      return counterCandidates(d, event);
    case "createTokens":
      // 614.16: "If an effect would create one or more tokens under your control".
      return staticReplacements(d)
        .filter((s) => s.replacement.kind === "moreTokens" && s.chars.controller === event.controller)
        .map((s) => {
          const factor = (s.replacement as Extract<Replacement, { kind: "moreTokens" }>).factor;
          return staticCandidate(s, `tokens ×${factor}`, "614.16", (_, e) => ({ ...(e as CreateTokens), count: (e as CreateTokens).count * factor }));
        });
    case "regenerate":
    case "tap":
      return [];
  }
}

function staticCandidate(s: StaticReplacement, same: string, rule: string, apply: Candidate["apply"], self = false): Candidate {
  return { id: `static:${s.key}`, same, source: s.perm.id, sourceName: shownName(s.perm), text: s.text, self, rule, apply };
}

function shieldCandidate(e: Extract<ContinuousEffect, { kind: "shield" }>, rule: string, apply: Candidate["apply"]): Candidate {
  return { id: `shield:${e.timestamp}`, same: `shield:${e.timestamp}`, source: e.source, sourceName: e.sourceCard, text: e.text, self: false, rule, apply };
}

/** Ends a shield once it is used up (615.7, 615.8, 701.19a), or updates what is left of it. */
function useShield(d: Draft, timestamp: number, left: Shield | null): void {
  d.state.effects = d.state.effects.flatMap((e) => (e.kind === "shield" && e.timestamp === timestamp ? (left ? [{ ...e, shield: left }] : []) : [e]));
}

type DamageEvent = Extract<WouldEvent, { kind: "damage" }>;

/** 609.7: whether damage to `target` matches what a static ability of `s` watches. */
function damageMatches(d: Draft, s: StaticReplacement, match: DamageMatch, event: DamageEvent): boolean {
  if (match.combatOnly && !event.combat) return false;
  if (match.anyOf && !match.anyOf.some((m) => damageMatches(d, s, m, event))) return false;
  if (match.from === "attached" ? event.source.id !== s.perm.attachedTo : match.from && !sourceMatches(d, event.source, match.from, s.chars.controller))
    return false;
  const to = match.to;
  if (to === undefined) return true;
  if (to === "you") return event.target.kind === "player" && event.target.id === s.chars.controller;
  if (to === "player") return event.target.kind === "player";
  if (event.target.kind !== "object") return false;
  if (to === "self") return event.target.id === s.perm.id;
  if (to === "attached") return event.target.id === s.perm.attachedTo;
  const perm = d.state.battlefield.find((p) => p.id === event.target.id);
  return perm !== undefined && permanentMatches(d, perm, to, s.chars.controller);
}

/**
 * 614.9: the damage is dealt to the permanent `to` instead — unless it is no longer on the battlefield or no longer a
 * creature or planeswalker, when the redirection does nothing.
 */
function redirected(d: Draft, event: DamageEvent, to: ObjectId): DamageEvent {
  const perm = d.state.battlefield.find((p) => p.id === to);
  const types = perm ? characteristics(d, perm).types : [];
  if (!types.includes("Creature") && !types.includes("Planeswalker")) return event;
  return { ...event, target: { kind: "object", id: to } };
}

function withAmount(event: DamageEvent, amount: number): DamageEvent | null {
  // 614.7a: damage reduced to 0 isn't dealt at all.
  return amount > 0 ? { ...event, amount } : null;
}

function prevented(d: Draft, event: DamageEvent, amount: number, rule: string): void {
  emit(d, {
    type: "damagePrevented",
    source: event.source.id,
    sourceName: event.source.name,
    target: event.target,
    targetName: nameOf(d, event.target),
    amount,
    rule,
  });
}

function damageCandidates(d: Draft, event: DamageEvent): Candidate[] {
  const out: Candidate[] = [];
  // 615.12: prevention effects still apply to damage that can't be prevented, but prevent none of it and use up no
  // shield; none here does anything else, so they are left out.
  const preventable =
    !event.source.unpreventable && !d.state.effects.some((e) => e.kind === "damageUnpreventable") && staticEffects(d, "damageCantBePrevented").length === 0;
  // 702.16e: damage from a source with a quality the permanent has protection from is prevented.
  if (preventable && event.target.kind === "object") {
    const perm = d.state.battlefield.find((p) => p.id === event.target.id);
    const { types, subtypes } = sourceTypeLineOf(d, event.source.id, event.source.name);
    const from = { colors: event.source.colors, types, subtypes };
    const shielded = perm ? protectionsFrom(keywordsOf(d, perm), from) : [];
    if (perm && shielded.length > 0)
      out.push({
        id: `protection:${perm.id}`,
        same: "prevent all",
        source: perm.id,
        sourceName: shownName(perm),
        text: shielded.map((q) => keywordText({ protectionFrom: q }).toLowerCase()).join(", "),
        self: false,
        rule: "702.16e",
        apply: (dd, e) => {
          prevented(dd, e as DamageEvent, (e as DamageEvent).amount, "702.16e");
          return null;
        },
      });
  }
  for (const s of staticReplacements(d)) {
    const r = s.replacement;
    if (r.kind === "preventDamage" && preventable && damageMatches(d, s, r.damage, event))
      out.push(
        staticCandidate(s, r.amount === "all" ? "prevent all" : `prevent ${r.amount}:${s.key}`, "615.1a", (dd, e) => {
          const damage = e as DamageEvent;
          const amount = r.amount === "all" ? damage.amount : Math.min(r.amount, damage.amount);
          prevented(dd, damage, amount, r.amount === "all" ? "615.1a" : "615.10");
          return withAmount(damage, damage.amount - amount);
        }),
      );
    else if (r.kind === "multiplyDamage" && damageMatches(d, s, r.damage, event))
      out.push(staticCandidate(s, `multiply ${r.factor}`, "614.1a", (_, e) => ({ ...(e as DamageEvent), amount: (e as DamageEvent).amount * r.factor })));
    else if (r.kind === "redirectDamage" && damageMatches(d, s, r.damage, event)) {
      const to = r.to === "self" ? s.perm.id : s.perm.attachedTo;
      if (to !== null && to !== event.target.id) out.push(staticCandidate(s, `redirect:${s.key}`, "614.9", (dd, e) => redirected(dd, e as DamageEvent, to)));
    } else if (r.kind === "addDamage" && damageMatches(d, s, r.damage, event))
      out.push(staticCandidate(s, `plus ${r.extra}`, "614.1a", (_, e) => ({ ...(e as DamageEvent), amount: (e as DamageEvent).amount + r.extra })));
  }
  for (const e of shields(d)) {
    const shield = e.shield;
    if (shield.kind === "redirectDamage") {
      if (shield.combatOnly && !event.combat) continue;
      if (shield.from.kind !== event.target.kind || shield.from.id !== event.target.id) continue;
      if (shield.byUnblockedOnly && !d.state.combat?.attackers.some((a) => a.id === event.source.id && !a.blocked)) continue;
      out.push(shieldCandidate(e, "614.9", (dd, w) => redirected(dd, w as DamageEvent, shield.to)));
      continue;
    }
    if (shield.kind !== "preventDamage" || !preventable || (shield.combatOnly && !event.combat)) continue;
    const toPermanent =
      shield.toPermanents !== undefined && event.target.kind === "object" && permanentMatchesNow(d, event.target.id, shield.toPermanents, e.controller);
    const toTarget = shield.to !== null && shield.to.kind === event.target.kind && shield.to.id === event.target.id;
    // A shield for a player or object, and/or permanents that match; neither: all damage.
    if ((shield.to !== null || shield.toPermanents !== undefined) && !toTarget && !toPermanent) continue;
    if (shield.from !== null && shield.from !== event.source.id) continue;
    // 615.9: the shield checks the source's qualities again as it would deal the damage.
    if (shield.sources && !sourceMatches(d, event.source, shield.sources, e.controller)) continue;
    out.push(
      shieldCandidate(e, "615.1a", (dd, w) => {
        const damage = w as DamageEvent;
        const amount = shield.amount === "all" ? damage.amount : Math.min(shield.amount, damage.amount);
        if (shield.once) useShield(dd, e.timestamp, null);
        else if (shield.amount !== "all") useShield(dd, e.timestamp, shield.amount - amount > 0 ? { ...shield, amount: shield.amount - amount } : null);
        prevented(dd, damage, amount, shield.once ? "615.8" : shield.amount === "all" ? "615.1a" : "615.7");
        return withAmount(damage, damage.amount - amount);
      }),
    );
  }
  return out;
}

/** Whether the permanent with this id is on the battlefield and matches the filter now. */
function permanentMatchesNow(d: Draft, id: ObjectId, filter: ObjectFilter, you: PlayerId): boolean {
  const perm = d.state.battlefield.find((p) => p.id === id);
  return perm !== undefined && permanentMatches(d, perm, filter, you);
}

/**
 * Whether a source of damage has the qualities a shield asks for now (615.9): a permanent's or spell's current
 * characteristics; another source's as they were when it dealt the damage.
 */
function sourceMatches(d: Draft, source: DamageSource, filter: ObjectFilter, you: PlayerId): boolean {
  const perm = d.state.battlefield.find((p) => p.id === source.id);
  if (perm) return permanentMatches(d, perm, filter, you);
  const spell = d.state.stack.find((o) => o.id === source.id);
  if (spell?.kind === "spell") return matchesFilter(spellFacts(d, spell), filter, you);
  const def = d.cards.get(source.name);
  return def !== undefined && matchesFilter(lastKnownSourceFacts(def, source.controller, source.colors), filter, you);
}

function playerCandidates(d: Draft, event: Extract<WouldEvent, { kind: "draw" | "gainLife" }>): Candidate[] {
  const out: Candidate[] = [];
  if (event.kind === "draw")
    // 614.5: with its controller as that player, the draw it has them make instead isn't replaced again: nothing changes.
    for (const e of shields(d))
      if (e.shield.kind === "replaceDraws" && e.shield.player === event.player && e.controller !== event.player) {
        const instead = e.shield.instead;
        out.push(
          shieldCandidate(e, "614.1a", (dd) => {
            performInstead!(dd, { effects: instead, source: e.source, sourceName: e.sourceCard, controller: e.controller, eventAmount: 1 });
            return null;
          }),
        );
      }
  for (const s of staticReplacements(d)) {
    const r = s.replacement;
    if (s.chars.controller !== event.player) continue;
    if (r.kind === "replaceDraw" && event.kind === "draw")
      out.push(
        staticCandidate(s, `draw:${s.key}`, r.instead.length === 0 ? "614.1b" : "614.1a", (dd, e) => {
          if (r.optional && !accepts(dd, s, event.player)) return e;
          if (r.instead.length > 0)
            performInstead!(dd, { effects: r.instead, source: s.perm.id, sourceName: shownName(s.perm), controller: event.player, eventAmount: 1 });
          return null;
        }),
      );
    else if (r.kind === "replaceLifeGain" && event.kind === "gainLife")
      out.push(
        staticCandidate(s, `life:${s.key}`, "614.1a", (dd, e) => {
          const amount = (e as Extract<WouldEvent, { kind: "gainLife" }>).amount;
          performInstead!(dd, { effects: r.instead, source: s.perm.id, sourceName: shownName(s.perm), controller: event.player, eventAmount: amount });
          return null;
        }),
      );
  }
  return out;
}

/** An optional replacement ("you may … instead"): its controller chooses as it would apply. */
function accepts(d: Draft, s: StaticReplacement, player: PlayerId): boolean {
  const asker = d.asker;
  if (!asker) throw new Error("engine bug: an optional replacement outside a procedure");
  const answer = asker.ask(player, () => ({ kind: "chooseOption", object: s.perm.id, text: `${s.perm.card}: ${s.text}`, options: ["yes", "no"] }));
  return answer !== undefined && expectAnswer(answer, "option").option === "yes";
}

function regenerationCandidates(d: Draft, event: Extract<WouldEvent, { kind: "destroy" }>): Candidate[] {
  // 701.19c: "can't be regenerated" — regeneration shields don't apply.
  if (!event.regenerable || d.state.effects.some((e) => e.kind === "cantBeRegenerated" && e.object === event.object)) return [];
  const out: Candidate[] = [];
  for (const e of shields(d))
    if (e.shield.kind === "regenerate" && e.shield.object === event.object)
      out.push({
        ...shieldCandidate(e, "701.19a", (dd) => {
          useShield(dd, e.timestamp, null);
          return { kind: "regenerate", object: event.object };
        }),
        // 616.1: every regeneration shield on it changes the destruction the same way — nobody needs to choose.
        same: "regenerate",
      });
  return out;
}

function zoneChangeCandidates(d: Draft, event: Extract<WouldEvent, { kind: "zoneChange" }>): Candidate[] {
  if (event.to !== "graveyard") return [];
  const out: Candidate[] = [];
  const perm = event.from === "battlefield" ? d.state.battlefield.find((p) => p.id === event.object) : undefined;
  const redirect = (to: "exile" | "library" | "libraryBottom", reveal?: true) => (_: Draft, e: WouldEvent) => ({
    ...(e as Extract<WouldEvent, { kind: "zoneChange" }>),
    to,
    ...(reveal ? { reveal } : {}),
  });
  // 113.6: "If [this card] would be put into a graveyard from anywhere" functions wherever the card is; on the
  // battlefield, as the permanent's static ability below.
  if (!perm)
    for (const a of d.def(event.card).abilities)
      if (
        a.kind === "static" &&
        a.effect.kind === "replacement" &&
        a.effect.replacement.kind === "graveyardInstead" &&
        a.effect.replacement.what === "selfFromAnywhere"
      ) {
        const r = a.effect.replacement;
        out.push({
          id: `card:${event.object ?? event.card}:${a.text}`,
          same: `to ${r.to}`,
          source: event.object ?? -1,
          sourceName: event.card,
          text: a.text,
          self: false,
          rule: "614.1a",
          apply: redirect(r.to, r.reveal),
        });
      }
  for (const s of staticReplacements(d)) {
    const r = s.replacement;
    if (r.kind !== "graveyardInstead") continue;
    // A graveyard is its owner's; 111.1: a token isn't a card.
    if (r.whose === "opponent" && event.owner === s.chars.controller) continue;
    if ((r.whose === "enchantedPlayer" && event.owner !== s.perm.attachedToPlayer) || (r.cards && d.def(event.card).token)) continue;
    const applies =
      r.what === "self" || r.what === "selfFromAnywhere"
        ? perm !== undefined && perm.id === s.perm.id
        : perm
          ? permanentMatches(d, perm, r.what, s.chars.controller)
          : matchesFilter(cardFacts(d, d.def(event.card), event.owner), r.what, s.chars.controller);
    // 614.15: a permanent's "If this creature would die, … instead" is a static ability, not a self-replacement
    // effect: with another effect, its controller chooses (616.1f's first example).
    if (applies) out.push(staticCandidate(s, `to ${r.to}`, "614.1a", redirect(r.to, r.reveal)));
  }
  if (perm)
    for (const e of shields(d))
      if (e.shield.kind === "exileIfWouldDie" && e.shield.object === perm.id && characteristics(d, perm).types.includes("Creature"))
        out.push(shieldCandidate(e, "614.1a", redirect("exile")));
  return out;
}

type CreateTokens = Extract<WouldEvent, { kind: "createTokens" }>;
type MoreCounters = Extract<Replacement, { kind: "moreCounters" }>;

/** "[factor] times that many, plus [extra]": how a "moreCounters" effect changes an amount of counters. */
function moreCounters(r: MoreCounters, amount: number): number {
  return amount * r.factor + r.extra;
}

/** Whether the effect is about counters of this kind ("one or more counters": any kind). */
function countsKind(r: MoreCounters, counter: string): boolean {
  return r.counter === null || r.counter === counter;
}

/** 614.1a, 122.6: effects that change how many counters are put on a permanent already on the battlefield. */
function counterCandidates(d: Draft, event: Extract<WouldEvent, { kind: "putCounters" }>): Candidate[] {
  const perm = event.on.kind === "object" ? d.state.battlefield.find((p) => p.id === event.on.id) : undefined;
  if (!perm) return [];
  const out: Candidate[] = [];
  for (const s of staticReplacements(d)) {
    const r = s.replacement;
    // 614.16: "If an effect would put …" doesn't apply to counters put to pay a cost (a loyalty ability's +N).
    if (r.kind === "moreCounters" && countsKind(r, event.counter) && (!r.byEffect || event.byEffect) && permanentMatches(d, perm, r.on, s.chars.controller))
      out.push(
        staticCandidate(s, `counters ×${r.factor} +${r.extra}`, "614.1a", (_, e) => {
          const put = e as Extract<WouldEvent, { kind: "putCounters" }>;
          return { ...put, amount: moreCounters(r, put.amount) };
        }),
      );
  }
  return out;
}

/** Whether `player` controls a permanent that matches ("unless you control a Swamp or a Mountain"). */
function controlsMatching(d: Draft, player: PlayerId, filter: ObjectFilter): boolean {
  return d.state.battlefield.some((p) => controllerOf(d, p) === player && permanentMatches(d, p, filter, player));
}

/**
 * 614.12: effects that modify how a permanent enters apply to it as it would exist on the battlefield: its own
 * ("This land enters tapped", "You may have this creature enter as a copy…") and other permanents' ("Creatures
 * enter tapped", never their source's own entering). 614.17d: "can't enter" is checked the same way, and only a
 * self-replacement can change such an event (614.17c).
 */
function enterCandidates(d: Draft, event: EnterEvent): Candidate[] {
  const out: Candidate[] = [];
  const entering = asItWouldExist(d, event);
  // What it enters as so far: the face it enters with up (712.12–712.14), or, once it enters as a copy, the copied
  // card (707.5), whose effects are then its own.
  const as = event.copy ? faceDefinition(d.def(event.copy.card), withFaceUp(event.copy, event).face) : definitionOf(d.cards, event);
  const own = (key: string, same: string, text: string, rule: string, apply: Candidate["apply"]): Candidate => ({
    id: `entering:${event.copy ? "copy of " : ""}${as.name}:${key}`,
    same,
    source: -1,
    sourceName: entering.name,
    text,
    self: true,
    rule,
    apply,
  });
  /** A self-replacement effect: the permanent enters with N more counters of a kind. */
  const withMoreCounters = (key: string, counter: string, n: number, rule: string): Candidate =>
    own(key, "counters", `${entering.name} enters with ${n} ${counter} counter${n === 1 ? "" : "s"}.`, rule, (_, e) => {
      const enter = e as EnterEvent;
      return { ...enter, counters: { ...enter.counters, [counter]: (enter.counters[counter] ?? 0) + n } };
    });
  const tapped = (_: Draft, e: WouldEvent) => ({ ...(e as EnterEvent), tapped: true });
  for (const { key, ability } of entering.abilities)
    if (ability.kind === "static" && ability.effect.kind === "replacement") {
      const r = ability.effect.replacement;
      if (r.kind === "entersTapped" && r.what === "self") {
        if (!r.unlessYouControl || !controlsMatching(d, event.controller, r.unlessYouControl)) out.push(own(key, "tapped", ability.text, "614.1d", tapped));
      } else if (r.kind === "entersAsCopy" && r.what === "self" && r.of !== "source") {
        const of = r.of;
        out.push({ ...own(key, `copy:${key}`, ability.text, "707.5", (dd, e) => copyChosen(dd, e as EnterEvent, of, r, ability.text)), copy: true });
      } else if (r.kind === "chooseAsEnters")
        // 707.6: made for this object, whatever it copies: the choices of what it copies aren't copied.
        out.push(
          own(key, `choose:${key}`, ability.text, "614.12a", (dd, e) => chooseAsItEnters(dd, e as EnterEvent, r.choice, as.name, entering.name, ability.text)),
        );
    }
  // 702.145b: daybound's "If it is night and this permanent is represented by a double-faced card, it enters
  // transformed" (a copy of a daybound permanent has it too, 712.13a's example).
  const layout = d.def(event.card).faces?.layout;
  if (d.state.dayNight === "night" && event.face === undefined && (layout === "transform" || layout === "modal") && hasKeyword(entering.keywords, "Daybound"))
    out.push(
      own(
        "daybound",
        "transformed",
        "Daybound: if it is night and this permanent is represented by a double-faced card, it enters transformed.",
        "702.145b",
        (_, e) => ({ ...(e as EnterEvent), face: 1 }),
      ),
    );
  // 614.1c: "[This permanent] enters with N counters", however it enters (X and kicks count only when it was cast).
  const withCounters = as.entersWithCounters;
  if (withCounters) {
    const n = withCounters.amount === "X" ? (event.cast?.x ?? 0) : withCounters.amount === "kicks" ? (event.cast?.kicks ?? 0) : withCounters.amount;
    // 306.5b: a planeswalker's is the intrinsic ability to enter with its printed loyalty.
    if (n > 0) out.push(withMoreCounters("counters", withCounters.counter, n, as.loyalty !== null && withCounters.counter === "loyalty" ? "306.5b" : "614.1c"));
  }
  // 702.54a, 702.54c: each instance of bloodthirst, if an opponent was dealt damage this turn.
  const bloodied = d.state.players.some((p) => p.id !== event.controller && p.damageThisTurn > 0);
  if (bloodied)
    entering.keywords.forEach((k, i) => {
      if (typeof k === "object" && "bloodthirst" in k) out.push(withMoreCounters(`bloodthirst:${i}`, "+1/+1", k.bloodthirst, "702.54a"));
    });
  const facts = objectFacts(entering, false, 0, event.counters, d.def(event.card).token);
  for (const e of shields(d)) {
    const shield = e.shield;
    if (shield.kind !== "entersAsCopy" || !matchesFilter(facts, shield.what, e.controller)) continue;
    // "The next time …": used up as it applies; a copy of the chosen permanent as it is now, or as it last was.
    const apply = (dd: Draft, w: WouldEvent): WouldEvent => {
      useShield(dd, e.timestamp, null);
      const original = dd.state.battlefield.find((p) => p.id === shield.of);
      return { ...(w as EnterEvent), copy: original ? copyOf(dd, original, []) : shield.values };
    };
    out.push({ ...shieldCandidate(e, "707.5", apply), copy: true });
  }
  for (const s of staticReplacements(d)) {
    const r = s.replacement;
    if (r.kind === "entersTapped" && r.what !== "self" && matchesFilter(facts, r.what, s.chars.controller))
      out.push(staticCandidate(s, "tapped", "614.1d", tapped));
    // 122.6: entering with counters is having counters put on it (614.16: by an effect, the one it enters with).
    else if (r.kind === "moreCounters" && Object.keys(event.counters).some((k) => countsKind(r, k)) && matchesFilter(facts, r.on, s.chars.controller))
      out.push(
        staticCandidate(s, `counters ×${r.factor} +${r.extra}`, "614.1a", (_, e) => {
          const enter = e as EnterEvent;
          const counters = { ...enter.counters };
          for (const k of Object.keys(counters)) if (countsKind(r, k)) counters[k] = moreCounters(r, counters[k]!);
          return { ...enter, counters };
        }),
      );
    else if (r.kind === "entersAsCopy" && r.what !== "self" && r.of === "source" && matchesFilter(facts, r.what, s.chars.controller))
      // Essence of the Wild: a copy of the source as it is now (707.2c: its copiable values as the effect begins).
      out.push({ ...staticCandidate(s, `copy:${s.key}`, "707.5", (dd, e) => asCopyOf(dd, e as EnterEvent, s.perm, r.except)), copy: true });
    else if (r.kind === "cantEnter" && matchesFilter(facts, r.what, s.chars.controller))
      // A "can't" isn't chosen: it stops the event before any other effect could modify it (614.17c).
      return [{ ...staticCandidate(s, "can't", "614.17d", () => null), self: true }];
  }
  return out;
}

type EnterEvent = Extract<WouldEvent, { kind: "enter" }>;

/**
 * 707.5: the entering object becomes a copy of `of` as it enters, with the copy effect's exceptions. 707.9e: the counters
 * an earlier copy effect's exception added don't come with it once this one applies after it.
 */
function asCopyOf(d: Draft, event: EnterEvent, of: Permanent, except: readonly EnterCopyException[]): EnterEvent {
  const counters = { ...event.counters };
  for (const [kind, n] of Object.entries(event.copyCounters ?? {})) counters[kind] = (counters[kind] ?? 0) - n;
  const { copy, added } = copyWith(d, { ...event, counters }, of, except);
  for (const [kind, n] of Object.entries(added)) counters[kind] = (counters[kind] ?? 0) + n;
  for (const kind of Object.keys(counters)) if (counters[kind]! <= 0) delete counters[kind];
  return { ...event, copy, counters, copyCounters: added };
}

/**
 * The copy and the counters its exceptions add. 707.9f: an exception that applies only if the copy is something is
 * judged from what it would enter as without that exception, with the others.
 */
function copyWith(d: Draft, event: EnterEvent, of: Permanent, except: readonly EnterCopyException[]): { copy: CopiableValues; added: Record<string, number> } {
  const conditions: Extract<EnterCopyException, { kind: "ifCopyIs" }>[] = [];
  const changes: CopyException[] = [];
  const added: Record<string, number> = {};
  for (const x of except)
    if (x.kind === "ifCopyIs") conditions.push(x);
    else if (x.kind === "withCounters") added[x.counter] = (added[x.counter] ?? 0) + (x.amount === "X" ? (event.cast?.x ?? 0) : x.amount);
    else changes.push(x);
  const copy = copyOf(d, of, changes);
  if (conditions.length === 0) return { copy, added };
  const facts = objectFacts(asItWouldExist(d, { ...event, copy }), false, 0, event.counters);
  const met = conditions.filter((c) => matchesFilter(facts, c.filter, event.controller)).flatMap((c) => c.then);
  return copyWith(d, event, of, [...except.filter((x) => x.kind !== "ifCopyIs"), ...met]);
}

/**
 * "You may have [this] enter as a copy of any [filter] on the battlefield": the creature is chosen as it would enter
 * (614.12a; it doesn't target), among the permanents already there; declining replaces nothing.
 */
function copyChosen(
  d: Draft,
  event: EnterEvent,
  filter: ObjectFilter,
  r: { readonly optional: boolean; readonly except: readonly EnterCopyException[] },
  text: string,
): WouldEvent {
  const asker = d.asker;
  if (!asker) throw new Error("engine bug: a copy choice outside a procedure");
  const options = d.state.battlefield.filter((p) => permanentMatches(d, p, filter, event.controller)).map((p) => p.id);
  if (options.length === 0) return event;
  const answer = asker.ask(event.controller, () => ({ kind: "chooseObject", object: -1, text: `${event.card}: ${text}`, options, optional: r.optional }));
  // With no answer (its controller left the game), a "may" is declined.
  if (answer?.kind === "decline" || (!answer && r.optional)) return event;
  const chosen = d.state.battlefield.find((p) => p.id === (answer ? expectAnswer(answer, "choose").object : options[0]))!;
  emit(d, {
    type: "optionChosen",
    player: event.controller,
    text: `${event.card} enters as a copy of`,
    option: chosen.faceDown ? shownName(chosen) : characteristics(d, chosen).name,
  });
  return asCopyOf(d, event, chosen, r.except);
}

/**
 * 614.12a, 614.12: "As [this] enters, choose a [color / creature type]": its controller chooses before it enters, for the
 * abilities of `card` (the card, face or copied card whose ability asks: 607.2d).
 */
function chooseAsItEnters(d: Draft, event: EnterEvent, choice: EntryChoice, card: string, name: string, text: string): WouldEvent {
  const asker = d.asker;
  if (!asker) throw new Error("engine bug: an entering choice outside a procedure");
  const prompt = `${name}: ${text}`;
  let value: string;
  if (choice === "color") {
    const answer = asker.ask(event.controller, () => ({ kind: "chooseColor", object: -1, text: prompt, options: COLORS }));
    // With no answer (its controller left the game), the first option.
    value = answer ? expectAnswer(answer, "color").color : COLORS[0]!;
  } else if (choice === "cardName") {
    const options = nameableCardNames(d.cards);
    const answer = asker.ask(event.controller, () => ({ kind: "nameCard", object: -1, text: prompt, options }));
    value = answer ? expectAnswer(answer, "name").name : options[0]!;
  } else {
    const answer = asker.ask(event.controller, () => ({ kind: "chooseOption", object: -1, text: prompt, options: CREATURE_TYPES }));
    value = answer ? expectAnswer(answer, "option").option : CREATURE_TYPES[0]!;
  }
  emit(d, { type: "optionChosen", player: event.controller, text: prompt, option: choice === "color" ? qualityText(value as Color) : value });
  const earlier = event.chosen?.card === card ? event.chosen : { card };
  return {
    ...event,
    chosen: { ...earlier, ...(choice === "color" ? { color: value as Color } : choice === "cardName" ? { cardName: value } : { creatureType: value }) },
  };
}

/** The characteristics the entering object would have on the battlefield: its card's, under the effects that would apply to it. */
function asItWouldExist(d: Draft, event: EnterEvent): Characteristics {
  const before = d.freeze();
  const perm = createPermanent(d, event.card, event.owner, event.controller, {
    tapped: event.tapped,
    counters: event.counters,
    ...(event.face === undefined ? {} : { face: event.face }),
    ...(event.chosen === undefined ? {} : { chosen: event.chosen }),
    ...(event.melded === undefined ? {} : { melded: event.melded }),
    faceDown: event.faceDown === true,
  });
  if (event.copy) becomeCopy(d, perm.id, event.copy, event.card, event.controller);
  const chars = characteristics(d, perm);
  d.restore(before);
  return chars;
}
