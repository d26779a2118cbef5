// The object view (613): every object's characteristics as the game sees them now. The printed values are
// modified by continuous effects, applied layer by layer (613.1, 613.4), within a layer in timestamp order
// (613.7) unless one effect depends on another (613.8). Every rule reads characteristics from here.
//
// The view of a state is worked out once and kept: for the game's latest frozen state (shared by every
// later read until something changes, see draft.ts), and for a draft until its next edit.

import {
  LAND_TYPES,
  type Ability,
  type Affects,
  type CardDefinition,
  type CardType,
  type CopiableValues,
  type CardRegistry,
  type Modification,
  type ObjectFilter,
  type StaticAbility,
  type StaticCondition,
  type TextChange,
} from "../../card-language/card-definition.ts";
import { intrinsicManaAbility } from "../../card-language/card-dsl.ts";
import { rulesText, withFaceUp } from "./copiable.ts";
import { changedAbility, changedKeywords, changedSubtypes } from "./text-change.ts";
import { bindAffects, bindModifications, choicesFor } from "./entry-choices.ts";
import { isAttacking, isBlocking, matchesFilter, objectFacts, type ObjectFacts } from "./filters.ts";
import { keywordTrigger, sameKeyword } from "../../card-language/keyword-abilities.ts";
import {
  definitionOf,
  FACE_DOWN,
  faceDefinition,
  printed,
  printedPermanent,
  withChangeling,
  withKeywordAbilities,
  type Characteristics,
  type KeyedAbility,
} from "./printed.ts";
import { printedAbilityKey, type AbilityKey } from "../../../shared/game-types.ts";
import type { Mutable } from "../kernel/draft.ts";
import { perGame } from "../kernel/game-memo.ts";
import { NO_COUNTERS, type GameState, type ObjectId, type Permanent, type PlayerId, type Spell } from "../kernel/state.ts";

/** What the view needs to read a game: its state and cards, and which parts of the state are final. */
export interface Reader {
  readonly state: GameState;
  readonly cards: CardRegistry;
  /** Whether a part of the state will never be written again (draft.ts); only then may what is derived from it be kept. */
  isFrozen(value: object): boolean;
  /** Changes whenever a part of the state may have been edited in place. */
  readonly revision: number;
  /** The view last worked out for this reader, kept by `view` (asked for so often that even a map lookup shows). */
  viewKept: object | null;
}

/** A reader of a state handed out by the engine: all of it is final. */
export function frozenReader(state: GameState, cards: CardRegistry): Reader {
  return { state, cards, isFrozen: () => true, revision: 0, viewKept: null };
}

export type { Characteristics, KeyedAbility };

export interface View {
  /** A permanent's characteristics now. */
  of(perm: Permanent): Characteristics;
  /** A spell's characteristics on the stack. */
  ofSpell(spell: Spell): Characteristics;
  /** A card's characteristics in a hand, a library, a graveyard or exile: its printed ones, unless an effect reaches them there. */
  ofCard(def: CardDefinition, owner: PlayerId): Characteristics;
  /**
   * Whether an effect grants the object abilities (613.1f) or makes it a copy (707.2) — it may then have some its card
   * doesn't print.
   */
  hasGranted(id: ObjectId): boolean;
  /** 108.4: who controls the permanent now (layer 2); the same as `of(perm).controller`, without working out the rest. */
  controllerOf(perm: Permanent): PlayerId;
}

// ---- Layers --------------------------------------------------------------------------------------

/** 613.1 and 613.4: the layers and sublayers, in the order they apply. */
export const LAYERS = ["1", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d"] as const;
export type Layer = (typeof LAYERS)[number];

export function layerOf(m: Modification): Layer {
  switch (m.kind) {
    case "copy":
      return "1";
    case "gainControl":
      return "2";
    case "changeText":
      return "3";
    case "addTypes":
    case "addChosenType":
    case "setLandTypes":
    case "creatureTypesOfLinkedCard":
      return "4";
    case "powerToughnessFromCount":
    case "powerToughnessFromLife":
    case "powerToughnessFromGraveyardCardTypes":
    case "powerToughnessFromCardsInGraveyards":
    case "powerFromCardsInYourGraveyard":
      return "7a";
    case "setColors":
      return "5";
    case "addKeywords":
    case "protectionFromChosenColor":
    case "loseKeywords":
    case "addAbilities":
    case "loseAllAbilities":
      return "6";
    case "setPowerToughness":
    case "powerToughnessOfLinkedCard":
    case "powerToughnessFromManaValue":
      return "7b";
    case "modifyPowerToughness":
    case "plusPerCreatureSharingType":
    case "modifyPowerToughnessForEach":
      return "7c";
    case "switchPowerToughness":
      return "7d";
  }
}

/** A continuous effect being applied: from a resolved spell or ability (locked to its objects), or from a static ability. */
interface Applying {
  readonly timestamp: number;
  readonly modifications: readonly Modification[];
  /** 611.2c: the objects a resolved spell's or ability's effect was locked to. */
  readonly locked: readonly ObjectId[] | null;
  /** The effect's controller, for a resolved effect. */
  readonly controller: PlayerId;
  /** For a static ability's effect (611.3): its source and the ability's key there. */
  readonly source: Permanent | null;
  readonly ability: AbilityKey | null;
  /** What the keys of the abilities it grants begin with (AbilityKey): `g<timestamp>`, `g<source timestamp>.<ability index>`. */
  readonly grantKey: string;
  readonly affects: Affects | null;
  /** "As long as …": a static ability's effect exists only while this holds (611.3a). */
  readonly asLongAs?: StaticCondition;
  /** 613.6: once it has applied in a layer, the objects it applies to in the later layers, whatever happens to its ability. */
  started: readonly ObjectId[] | null;
}

/** The characteristics being worked out, copied the first time an effect changes them. */
class Working {
  private readonly edited = new Map<ObjectId, Mutable<Characteristics>>();
  private readonly base: ReadonlyMap<ObjectId, Characteristics>;
  private readonly from: Working | null;
  constructor(base: ReadonlyMap<ObjectId, Characteristics>, from: Working | null = null) {
    this.base = base;
    this.from = from;
  }
  get(id: ObjectId): Characteristics | undefined {
    return this.edited.get(id) ?? this.from?.get(id) ?? this.base.get(id);
  }
  edit(id: ObjectId): Mutable<Characteristics> | undefined {
    let chars = this.edited.get(id);
    if (!chars) {
      const current = this.get(id);
      if (!current) return undefined;
      this.edited.set(id, (chars = { ...current }));
    }
    return chars;
  }
  /** A copy to try an effect on without changing this one (613.8: does another effect depend on it?). */
  fork(): Working {
    return new Working(this.base, this);
  }
  /** The objects whose characteristics differ from their printed ones. */
  changed(): ReadonlyMap<ObjectId, Characteristics> {
    return this.edited;
  }
}

class Computation {
  private readonly permanents: readonly Permanent[];
  private readonly exile: GameState["exile"];
  private readonly players: GameState["players"];
  private readonly cards: CardRegistry;
  private readonly effects: readonly Applying[];
  private readonly working: Working;
  /** Whether some characteristic was defined by a life total: the view then holds only while the life totals do. */
  readsLife = false;
  /** Whether some characteristic was defined by the cards in graveyards: the view then holds only while they stay. */
  readsGraveyards = false;
  /** Whether it read how many cards players drew this turn ("as long as you've drawn two or more cards this turn"). */
  readsDrawn = false;
  /** Whether an effect's objects depended on which creatures attack (506.3). */
  readsCombat = false;
  /** Whether an effect existed only during its controller's turn: the view then holds only for this turn's player. */
  readsTurn = false;
  /** The objects a copy effect applied to (707.2): their abilities are those of what they copy. */
  readonly copies = new Set<ObjectId>();
  /** The objects a text-changing effect applied to (612.1): their abilities may differ from their card's. */
  readonly textChanged = new Set<ObjectId>();
  /** 708: the face-down permanents and spells. */
  private readonly faceDown: readonly ObjectId[];

  private readonly state: GameState;
  private readonly spells: readonly ObjectId[];

  constructor(r: Reader, effects: readonly Applying[], base: ReadonlyMap<ObjectId, Characteristics>) {
    this.state = r.state;
    this.spells = r.state.stack.flatMap((o) => (o.kind === "spell" ? [o.id] : []));
    this.permanents = r.state.battlefield;
    this.exile = r.state.exile;
    this.faceDown = [...r.state.battlefield, ...r.state.stack].flatMap((o) => ("faceDown" in o && o.faceDown ? [o.id] : []));
    this.players = r.state.players;
    this.cards = r.cards;
    this.effects = effects;
    this.working = new Working(base);
  }

  run(): Working {
    for (const layer of LAYERS) {
      const inLayer = this.effects.filter((e) => e.modifications.some((m) => layerOf(m) === layer));
      if (layer === "7c") this.applyCounters();
      if (inLayer.length > 0) {
        // 613.8: dependencies can only change which objects an effect applies to, or whether it exists, through the
        // characteristics of layers 2–6; the power and toughness sublayers go in timestamp order (613.7).
        const ordered = layer.startsWith("7") || inLayer.length === 1 ? inLayer : null;
        if (ordered) for (const e of ordered) this.apply(this.working, e, layer);
        else this.applyWithDependencies(inLayer, layer);
      }
      if (layer === "1") this.applyFaceDown();
    }
    return this.working;
  }

  /**
   * 613.2b, 708.10: layer 1b, after the copy effects: a face-down object has only the characteristics 708.2 lists, even
   * when it copies something (what it copies shows once it is turned face up).
   */
  private applyFaceDown(): void {
    for (const id of this.faceDown) {
      if (!this.working.changed().has(id)) continue;
      const chars = this.working.edit(id)!;
      Object.assign(chars, printed(FACE_DOWN, chars.controller));
    }
  }

  /**
   * The modifications that apply to cards outside the battlefield and the stack: those of static abilities that affect
   * every object (of sources that still have them), in layer order, then timestamp order (613.7).
   */
  elsewhere(): readonly Modification[] {
    const out: Modification[] = [];
    for (const layer of LAYERS)
      for (const e of this.effects)
        if (e.affects?.kind === "allObjects" && this.exists(this.working, e)) for (const m of e.modifications) if (layerOf(m) === layer) out.push(m);
    return out;
  }

  /** 613.4c: +1/+1 and -1/-1 counters are applied in layer 7c. */
  private applyCounters(): void {
    for (const perm of this.permanents) {
      const net = netCounters(perm);
      if (net !== 0) addPowerToughness(this.working.edit(perm.id)!, net, net);
    }
  }

  /**
   * 613.8b: an effect that depends on another is applied after it; otherwise, and within a dependency loop,
   * timestamp order. 613.8c: after each effect is applied, the order of the rest is determined again.
   */
  private applyWithDependencies(effects: readonly Applying[], layer: Layer): void {
    const remaining = [...effects];
    while (remaining.length > 0) {
      const free = remaining.find((a) => !remaining.some((b) => b !== a && this.dependsOn(a, b, layer)));
      const next = free ?? remaining[0]!;
      remaining.splice(remaining.indexOf(next), 1);
      this.apply(this.working, next, layer);
    }
  }

  /** 613.8a: would applying `b` change whether `a` exists or what it applies to? */
  private dependsOn(a: Applying, b: Applying, layer: Layer): boolean {
    if (!this.exists(this.working, b)) return false;
    const before = this.exists(this.working, a) ? this.affected(this.working, a) : null;
    const trial = this.working.fork();
    this.apply(trial, b, layer, false);
    const after = this.exists(trial, a) ? this.affected(trial, a) : null;
    if (before === null || after === null) return before !== after;
    return before.length !== after.length || before.some((id, i) => after[i] !== id);
  }

  /** A static ability's effect exists while its source has the ability (613.6: unless it has begun to apply). */
  private exists(w: Working, e: Applying): boolean {
    if (e.started || !e.source) return true;
    const chars = w.get(e.source.id);
    if (chars?.abilities.some((k) => k.key === e.ability) !== true) return false;
    return !e.asLongAs || this.holds(w, e.asLongAs, e.source, chars.controller);
  }

  /** 611.3a: whether an "as long as" condition holds now for the static ability of `source`, controlled by `you`. */
  private holds(w: Working, condition: StaticCondition, source: Permanent, you: PlayerId): boolean {
    if ("yourTurn" in condition) {
      this.readsTurn = true;
      return this.state.turn.active === you;
    }
    if ("sourceAttacking" in condition) {
      this.readsCombat = true;
      return isAttacking(this.state, source.id);
    }
    if ("youControl" in condition) return this.count(w, condition.youControl, you) > 0;
    // 613.8a: read through the layers applied so far.
    if ("sourceIs" in condition) return matchesFilter(this.facts(w.get(source.id)!, source, condition.sourceIs), condition.sourceIs, you);
    if ("lifeAtLeast" in condition) {
      this.readsLife = true;
      return this.lifeOf(you) >= condition.lifeAtLeast;
    }
    if ("sourceHasCounter" in condition) return (source.counters[condition.sourceHasCounter] ?? 0) > 0;
    if ("cardsDrawnThisTurn" in condition) {
      this.readsDrawn = true;
      return (this.players[you]?.cardsDrawnThisTurn ?? 0) >= condition.cardsDrawnThisTurn;
    }
    this.readsGraveyards = true;
    return this.players.some((p) => p.id !== you && p.status === "playing" && p.graveyard.length >= condition.opponentGraveyardAtLeast);
  }

  /** The objects the effect applies to now (611.3a: a static ability's, checked continuously). */
  private affected(w: Working, e: Applying): readonly ObjectId[] {
    if (e.started) return e.started;
    if (e.locked) return e.locked.filter((id) => w.get(id) !== undefined);
    const source = e.source!;
    const affects = e.affects!;
    switch (affects.kind) {
      case "self":
        return [source.id];
      case "attached":
        return source.attachedTo !== null && w.get(source.attachedTo) ? [source.attachedTo] : [];
      case "allObjects":
        return [...this.permanents.map((p) => p.id), ...this.spells];
      case "permanents": {
        const you = w.get(source.id)!.controller;
        const out: ObjectId[] = [];
        for (const perm of this.permanents) {
          if (affects.other && perm.id === source.id) continue;
          const chars = w.get(perm.id)!;
          if (matchesFilter(this.facts(chars, perm, affects.filter), affects.filter, you)) out.push(perm.id);
        }
        return out;
      }
    }
  }

  private apply(w: Working, e: Applying, layer: Layer, record = true): void {
    if (!this.exists(w, e)) return;
    const ids = this.affected(w, e);
    if (record) e.started = ids;
    const controller = e.source ? w.get(e.source.id)!.controller : e.controller;
    let grants = 0;
    for (const m of e.modifications) {
      const first = grants;
      const gives =
        m.kind === "addAbilities"
          ? m.abilities
          : m.kind === "setLandTypes"
            ? landAbilities(m.subtypes)
            : m.kind === "copy"
              ? exceptAbilities(m.values)
              : NO_GIVEN;
      grants += gives.length;
      if (layerOf(m) !== layer) continue;
      // 800.4a: effects that give a player who left the game control of objects end.
      if (m.kind === "gainControl" && this.players[m.player ?? controller]?.status !== "playing") continue;
      const granted = gives.length === 0 ? NO_ABILITIES : gives.map((ability, i) => ({ key: `${e.grantKey}.${first + i}`, ability }));
      for (const id of ids) {
        const chars = w.edit(id);
        if (!chars) continue;
        // 604.3: counted as this layer applies, from what the earlier layers made of the permanents.
        if (m.kind === "powerToughnessFromCount") chars.power = chars.toughness = this.count(w, m.filter, chars.controller);
        else if (m.kind === "plusPerCreatureSharingType") {
          const n = this.othersSharingCreatureType(w, id, chars);
          addPowerToughness(chars, n, n);
        } else if (m.kind === "creatureTypesOfLinkedCard" || m.kind === "powerToughnessOfLinkedCard") this.fromLinkedCard(chars, m, e.source);
        // 613.4b: the mana value it has as this layer applies (copiable values, face up, 202.3).
        else if (m.kind === "powerToughnessFromManaValue") chars.power = chars.toughness = objectFacts(chars, false).manaValue;
        else if (m.kind === "powerToughnessFromLife") {
          this.readsLife = true;
          chars.power = chars.toughness = this.lifeOf(chars.controller);
        } else if (m.kind === "powerFromCardsInYourGraveyard") chars.power = this.cardsInGraveyard(chars.controller, m.types);
        else if (m.kind === "powerToughnessFromGraveyardCardTypes") {
          chars.power = this.cardTypesInGraveyards(w);
          chars.toughness = chars.power + m.toughnessPlus;
        } else if (m.kind === "powerToughnessFromCardsInGraveyards") chars.power = chars.toughness = this.cardsInGraveyards(m.filter, chars.controller);
        else if (m.kind === "modifyPowerToughnessForEach") {
          const n = this.countOnBattlefield(w, m.count, controller, m.other ? e.source?.id : undefined);
          addPowerToughness(chars, m.power * n, m.toughness * n);
        } else if (m.kind === "copy") {
          // 707.8a: a double-faced token has the copied face it has up; 707.3: a flipped permanent copying a flip card
          // has its alternative characteristics; 708.2: a copy of a face-down object is a face-down object's values.
          const perm = this.permanents.find((p) => p.id === id);
          const values = m.values.doubleFaced ? withFaceUp(m.values, perm ?? {}) : m.values;
          applyCopy(chars, values.faceDown ? FACE_DOWN : this.cards.get(values.card)!, values, controller, granted, perm?.flipped === true);
          if (record) this.copies.add(id);
        } else {
          if (m.kind === "changeText" && record) this.textChanged.add(id);
          modify(chars, m, controller, granted);
        }
      }
    }
  }

  /** 607.2a: characteristics from the last creature card exiled with the source, as long as there is one. */
  private fromLinkedCard(
    chars: Mutable<Characteristics>,
    m: Extract<Modification, { kind: "creatureTypesOfLinkedCard" | "powerToughnessOfLinkedCard" }>,
    source: Permanent | null,
  ): void {
    const card = source && this.lastLinkedCreatureCard(source.id);
    if (!card) return;
    if (m.kind === "powerToughnessOfLinkedCard") [chars.power, chars.toughness] = [card.power, card.toughness];
    // Its creature types are replaced by the card's; its other subtypes stay.
    else
      chars.subtypes = union(
        union(
          chars.subtypes.filter((t) => !isCreatureType(t)),
          m.keep,
        ),
        card.subtypes.filter(isCreatureType),
      );
  }

  /**
   * 607.2a, 406.6: the last creature card exiled with the permanent `source` (the latest in exile, 613.7m, 712.21b), as
   * a card in exile is: its front face (712.8a).
   */
  private lastLinkedCreatureCard(source: ObjectId): CardDefinition | undefined {
    for (let i = this.exile.length - 1; i >= 0; i--) {
      const c = this.exile[i]!;
      if (c.exiledWith !== source) continue;
      const def = faceDefinition(this.cards.get(c.card)!, undefined);
      if (def.types.includes("Creature")) return def;
    }
    return undefined;
  }

  private lifeOf(player: PlayerId): number {
    return this.players[player]?.life ?? 0;
  }

  /**
   * The number of card types among cards in all graveyards: their printed types, and those that effects on every object
   * add (layer 4, applied before this one).
   */
  private cardTypesInGraveyards(w: Working): number {
    this.readsGraveyards = true;
    const added = this.effects
      .filter((e) => e.affects?.kind === "allObjects" && this.exists(w, e))
      .flatMap((e) => e.modifications.flatMap((m) => (m.kind === "addTypes" ? m.types : [])));
    const types = new Set<CardType>(added.length > 0 && this.players.some((p) => p.graveyard.length > 0) ? added : []);
    for (const p of this.players) for (const c of p.graveyard) for (const t of this.cards.get(c.card)!.types) types.add(t);
    return types.size;
  }

  /** The cards of `types` in `player`'s graveyard (their printed types). */
  private cardsInGraveyard(player: PlayerId, types: readonly CardType[]): number {
    this.readsGraveyards = true;
    const graveyard = this.players[player]?.graveyard ?? [];
    return graveyard.filter((c) => this.cards.get(c.card)!.types.some((t) => types.includes(t))).length;
  }

  /** 205.3m: the other creatures on the battlefield with a creature type `chars` has, as the view has them after layer 4. */
  private othersSharingCreatureType(w: Working, id: ObjectId, chars: Characteristics): number {
    const types = chars.subtypes.filter(isCreatureType);
    if (types.length === 0) return 0;
    let n = 0;
    for (const perm of this.permanents) {
      if (perm.id === id) continue;
      const other = w.get(perm.id)!;
      if (other.types.includes("Creature") && other.subtypes.some((t) => types.includes(t))) n++;
    }
    return n;
  }

  /** 604.3: the cards in all graveyards that match (as cards there are: printed, 400.7). */
  private cardsInGraveyards(filter: ObjectFilter, you: PlayerId): number {
    this.readsGraveyards = true;
    let n = 0;
    for (const p of this.players) for (const c of p.graveyard) if (matchesFilter(objectFacts(printed(this.cards.get(c.card)!, p.id), false), filter, you)) n++;
    return n;
  }

  /** The permanents on the battlefield that match, as the view has them so far ("you": the source's controller), `except` aside. */
  private countOnBattlefield(w: Working, filter: ObjectFilter, you: PlayerId, except: ObjectId | undefined): number {
    let n = 0;
    for (const perm of this.permanents) if (perm.id !== except && matchesFilter(this.facts(w.get(perm.id)!, perm, filter), filter, you)) n++;
    return n;
  }

  /** The permanents `you` control that match, as the view has them so far. */
  private count(w: Working, filter: ObjectFilter, you: PlayerId): number {
    let n = 0;
    for (const perm of this.permanents) {
      const chars = w.get(perm.id)!;
      if (chars.controller === you && matchesFilter(this.facts(chars, perm, filter), filter, you)) n++;
    }
    return n;
  }

  /** What `filter` looks at in a permanent, with the characteristics it has so far. */
  private facts(chars: Characteristics, perm: Permanent, filter: ObjectFilter): ObjectFacts {
    // Whether it attacks or blocks is no characteristic: a view that asked holds only while combat stays as it is.
    if (mentionsCombat(filter)) this.readsCombat = true;
    return objectFacts(
      chars,
      perm.tapped,
      0,
      perm.counters,
      this.cards.get(perm.card)!.token,
      isAttacking(this.state, perm.id),
      isBlocking(this.state, perm.id),
    );
  }
}

function mentionsCombat(filter: ObjectFilter): boolean {
  return filter.attacking !== undefined || filter.blocking !== undefined || filter.anyOf?.some(mentionsCombat) === true;
}

const NO_GIVEN: readonly Ability[] = [];

/** 205.3: the subtypes a creature card may have besides creature types: land types (Dryad Arbor), artifact types. */
const OTHER_SUBTYPES: ReadonlySet<string> = new Set([...LAND_TYPES, "Equipment", "Vehicle", "Fortification", "Aura"]);

function isCreatureType(subtype: string): boolean {
  return !OTHER_SUBTYPES.has(subtype);
}

/** 707.9a: the abilities a copy effect's exceptions give the copy. */
function exceptAbilities(values: CopiableValues): readonly Ability[] {
  return values.except.some((x) => x.kind === "addAbilities") ? values.except.flatMap((x) => (x.kind === "addAbilities" ? x.abilities : [])) : NO_GIVEN;
}

/**
 * 707.2, 613.2c: the object's characteristics become the copiable values — those printed on the copied card, with the
 * copy effect's exceptions (707.9; `granted`: the abilities they give, keyed) — and only its controller (a status of
 * the game, not a copiable value: layer 2 decides it) stays.
 */
function applyCopy(
  chars: Mutable<Characteristics>,
  def: CardDefinition,
  values: CopiableValues,
  controller: PlayerId,
  granted: readonly KeyedAbility[],
  flipped: boolean,
): void {
  const before = chars.colors;
  // 712.8e, 712.8g: a copy of a back face or of a melded permanent has the mana cost it copies (none), not the mana
  // value of front faces.
  const { manaValueFrom: _, ...copied } = printed(def, chars.controller, values.face, flipped);
  delete chars.manaValueFrom;
  Object.assign(chars, copied);
  // 707.9d: a copy effect that provides power and toughness doesn't copy an ability that defines them (604.3).
  if (values.except.some((x) => x.kind === "setPowerToughness")) chars.abilities = chars.abilities.filter((k) => !definesPowerToughness(k.ability));
  for (const x of values.except)
    if (x.kind === "retainColors") chars.colors = before;
    else if (x.kind !== "addAbilities") modify(chars, x, controller, NO_ABILITIES);
  // 702.73a: changeling given by the copy effect ("and has changeling") is part of what it copies, with every creature type.
  chars.subtypes = withChangeling(chars.subtypes, chars.keywords);
  if (granted.length > 0) chars.abilities = [...chars.abilities, ...granted];
}

function definesPowerToughness(a: Ability): boolean {
  return a.kind === "static" && a.effect.kind === "continuous" && a.effect.modifications.some((m) => layerOf(m) === "7a");
}

/** 305.7: the mana abilities the basic land types give a land. */
function landAbilities(subtypes: readonly string[]): readonly Ability[] {
  return subtypes.flatMap((t) => intrinsicManaAbility(t) ?? []);
}

const NO_ABILITIES: readonly KeyedAbility[] = [];

/** Applies one modification; `granted` are an "addAbilities" modification's abilities with their keys. */
function modify(chars: Mutable<Characteristics>, m: Modification, controller: PlayerId, granted: readonly KeyedAbility[]): void {
  switch (m.kind) {
    case "gainControl":
      chars.controller = m.player ?? controller;
      return;
    case "addTypes":
      chars.types = union(chars.types, m.types);
      chars.subtypes = union(chars.subtypes, m.subtypes);
      if (m.supertypes) chars.supertypes = union(chars.supertypes, m.supertypes);
      return;
    case "setLandTypes":
      // 305.7: only lands have land types; it loses the abilities of its rules text and old land types.
      if (!chars.types.includes("Land")) return;
      chars.subtypes = [...chars.subtypes.filter((t) => !LAND_TYPES.has(t)), ...m.subtypes];
      chars.keywords = [];
      chars.abilities = granted;
      return;
    case "powerToughnessFromCount":
    case "powerToughnessFromLife":
    case "powerToughnessFromGraveyardCardTypes":
    case "powerToughnessFromCardsInGraveyards":
    case "modifyPowerToughnessForEach":
    case "powerFromCardsInYourGraveyard":
    case "creatureTypesOfLinkedCard":
    case "powerToughnessOfLinkedCard":
    case "powerToughnessFromManaValue":
    case "plusPerCreatureSharingType":
    case "copy":
    // 607.2d: bound to what was chosen as the effect is gathered (entry-choices.ts).
    case "addChosenType":
    case "protectionFromChosenColor":
      return;
    case "setColors":
      chars.colors = m.colors;
      return;
    case "changeText":
      changeText(chars, m);
      return;
    case "addKeywords":
      // 702.83b, 702.108b…: each instance of a triggered keyword triggers; other instances are redundant.
      chars.keywords = [...chars.keywords, ...m.keywords.filter((k) => keywordTrigger(k) !== null || !chars.keywords.some((had) => sameKeyword(had, k)))];
      chars.abilities = withKeywordAbilities(chars.abilities, chars.keywords);
      return;
    case "loseKeywords":
      chars.keywords = chars.keywords.filter((k) => !m.keywords.some((lost) => sameKeyword(lost, k)));
      chars.abilities = withKeywordAbilities(chars.abilities, chars.keywords);
      return;
    case "addAbilities":
      chars.abilities = [...chars.abilities, ...granted];
      return;
    case "loseAllAbilities":
      chars.keywords = [];
      chars.abilities = [];
      return;
    case "setPowerToughness":
      chars.power = m.power;
      chars.toughness = m.toughness;
      return;
    case "modifyPowerToughness":
      addPowerToughness(chars, m.power, m.toughness);
      return;
    case "switchPowerToughness":
      [chars.power, chars.toughness] = [chars.toughness, chars.power];
      return;
  }
}

/**
 * 612.1, 613.1c: the words of its text: its type line's land types, its keywords and its abilities. What it has at this
 * layer is its text (copiable values, 707.9b); abilities and keywords effects grant come later, in layer 6 (612.3).
 */
function changeText(chars: Mutable<Characteristics>, change: TextChange): void {
  chars.subtypes = changedSubtypes(chars.subtypes, change);
  chars.keywords = changedKeywords(chars.keywords, change);
  const abilities = chars.abilities.map((k) => ({ key: k.key, ability: changedAbility(k.ability, change, chars.name) }));
  chars.abilities = withKeywordAbilities(abilities, chars.keywords);
}

function addPowerToughness(chars: Mutable<Characteristics>, power: number, toughness: number): void {
  chars.power = (chars.power ?? 0) + power;
  chars.toughness = (chars.toughness ?? 0) + toughness;
}

/** 613.4c: what a permanent's +1/+1 and -1/-1 counters add to its power and toughness. */
function netCounters(perm: Permanent): number {
  return perm.counters === NO_COUNTERS ? 0 : (perm.counters["+1/+1"] ?? 0) - (perm.counters["-1/-1"] ?? 0);
}

function union<T>(a: readonly T[], b: readonly T[]): readonly T[] {
  const extra = b.filter((x) => !a.includes(x));
  return extra.length === 0 ? a : [...a, ...extra];
}

// ---- The view of a state -------------------------------------------------------------------------

const continuousByDef = new WeakMap<CardDefinition, readonly number[]>();

/** The indices of the card's printed static abilities with continuous effects (most cards have none). */
function continuousStatics(def: CardDefinition): readonly number[] {
  let indices = continuousByDef.get(def);
  if (!indices) {
    const found: number[] = [];
    for (let i = 0; i < def.abilities.length; i++) {
      const a = def.abilities[i]!;
      if (a.kind === "static" && a.effect.kind === "continuous") found.push(i);
    }
    continuousByDef.set(def, (indices = found));
  }
  return indices;
}

/** The continuous effects that apply now: those of resolved spells and abilities, then those of static abilities. */
function gather(r: Reader): Applying[] {
  const out: Applying[] = [];
  for (const e of r.state.effects)
    if (e.kind === "characteristics")
      out.push({
        timestamp: e.timestamp,
        modifications: e.modifications,
        locked: e.affected,
        controller: e.controller,
        source: null,
        ability: null,
        grantKey: `g${e.timestamp}`,
        affects: null,
        started: null,
      });
  for (const perm of r.state.battlefield) {
    // 707.2a: a copy has the static abilities of what it copies, not those of its card; 712.8: a card its face's.
    const def = rulesText(r, perm);
    const indices = continuousStatics(def);
    if (indices.length === 0) continue;
    const chosen = choicesFor(perm, def);
    for (const index of indices) {
      const a = def.abilities[index] as StaticAbility & { readonly effect: { readonly kind: "continuous" } };
      // 613.7a: a static ability's effect has the timestamp of its source.
      out.push({
        timestamp: perm.timestamp,
        modifications: bindModifications(a.effect.modifications, chosen),
        locked: null,
        controller: perm.enteredUnder,
        source: perm,
        ability: printedAbilityKey(index),
        grantKey: `g${perm.timestamp}.${index}`,
        affects: bindAffects(a.effect.affects, chosen),
        ...(a.effect.asLongAs ? { asLongAs: a.effect.asLongAs } : {}),
        started: null,
      });
    }
  }
  return out.sort((a, b) => a.timestamp - b.timestamp);
}

const NO_OBJECTS: ReadonlySet<ObjectId> = new Set();

class StateView implements View {
  private readonly cards: CardRegistry;
  /** The objects whose characteristics differ from their printed ones. */
  private readonly changed: ReadonlyMap<ObjectId, Characteristics>;
  /** The objects an effect grants abilities. */
  private readonly granted: ReadonlySet<ObjectId>;
  /** What effects do to cards outside the battlefield and the stack, in the order they apply. */
  private readonly elsewhere: readonly Modification[];
  constructor(
    cards: CardRegistry,
    changed: ReadonlyMap<ObjectId, Characteristics>,
    granted: ReadonlySet<ObjectId> = NO_OBJECTS,
    elsewhere: readonly Modification[] = [],
  ) {
    this.cards = cards;
    this.changed = changed;
    this.granted = granted;
    this.elsewhere = elsewhere;
  }
  ofCard(def: CardDefinition, owner: PlayerId): Characteristics {
    const chars = printed(def, owner);
    if (this.elsewhere.length === 0) return chars;
    const edited = { ...chars };
    for (const m of this.elsewhere) modify(edited, m, owner, NO_ABILITIES);
    return edited;
  }
  hasGranted(id: ObjectId): boolean {
    return this.granted.has(id);
  }
  of(perm: Permanent): Characteristics {
    return this.changed.get(perm.id) ?? printedPermanent(this.cards, perm, perm.enteredUnder);
  }
  controllerOf(perm: Permanent): PlayerId {
    return this.changed.get(perm.id)?.controller ?? perm.enteredUnder;
  }
  ofSpell(spell: Spell): Characteristics {
    return this.changed.get(spell.id) ?? printed(definitionOf(this.cards, spell), spell.controller);
  }
}

/**
 * The view when no continuous effect exists (the usual case): every object has its printed characteristics, and
 * a permanent's counters change its power and toughness (7c). It depends on nothing else, so it is one view
 * for all such states, and a permanent with counters is worked out once for each set of counters it has.
 */
class PrintedView implements View {
  private readonly cards: CardRegistry;
  private readonly withCounters = new WeakMap<
    Permanent,
    {
      readonly counters: Permanent["counters"];
      readonly face: Permanent["face"];
      readonly flipped: Permanent["flipped"];
      readonly faceDown: Permanent["faceDown"];
      readonly chars: Characteristics;
    }
  >();
  constructor(cards: CardRegistry) {
    this.cards = cards;
  }
  hasGranted(): boolean {
    return false;
  }
  ofCard(def: CardDefinition, owner: PlayerId): Characteristics {
    return printed(def, owner);
  }
  /** 110.2: with no control-changing effect, the player under whose control it entered. */
  controllerOf(perm: Permanent): PlayerId {
    return perm.enteredUnder;
  }
  of(perm: Permanent): Characteristics {
    const chars = printedPermanent(this.cards, perm, perm.enteredUnder);
    const net = netCounters(perm);
    if (net === 0) return chars;
    // Keyed by the permanent's record, checked against its counters: a draft edits its own copy of a record in place.
    const known = this.withCounters.get(perm);
    if (
      known?.counters === perm.counters &&
      known.chars.controller === perm.enteredUnder &&
      known.face === perm.face &&
      known.flipped === perm.flipped &&
      known.faceDown === perm.faceDown
    )
      return known.chars;
    const counted = { ...chars };
    addPowerToughness(counted, net, net);
    this.withCounters.set(perm, { counters: perm.counters, face: perm.face, flipped: perm.flipped, faceDown: perm.faceDown, chars: counted });
    return counted;
  }
  ofSpell(spell: Spell): Characteristics {
    return printed(definitionOf(this.cards, spell), spell.controller);
  }
}

const printedViews = new WeakMap<CardRegistry, PrintedView>();

/** Whether any continuous effect exists: from a resolved spell or ability, or a static ability printed on a permanent. */
function anyContinuousEffect(r: Reader): boolean {
  for (const e of r.state.effects) if (e.kind === "characteristics") return true;
  for (const perm of r.state.battlefield) if (continuousStatics(definitionOf(r.cards, perm)).length > 0) return true;
  return false;
}

/** The view, and the life totals it read (null when none: most views don't depend on them). */
function compute(r: Reader): Pick<Kept, "view" | "lives" | "combat" | "graveyards" | "active"> {
  if (!anyContinuousEffect(r)) {
    let v = printedViews.get(r.cards);
    if (!v) printedViews.set(r.cards, (v = new PrintedView(r.cards)));
    return { view: v, lives: null };
  }
  const effects = gather(r);
  const base = new Map<ObjectId, Characteristics>();
  for (const perm of r.state.battlefield) base.set(perm.id, printedPermanent(r.cards, perm, perm.enteredUnder));
  for (const o of r.state.stack) if (o.kind === "spell") base.set(o.id, printed(definitionOf(r.cards, o), o.controller));
  const computation = new Computation(r, effects, base);
  const changed = computation.run().changed();
  let granted: Set<ObjectId> | null = computation.copies.size > 0 ? new Set(computation.copies) : null;
  // Keywords an effect grants may be triggered abilities too (prowess, exalted…).
  for (const [id, chars] of changed)
    if (chars.keywords !== base.get(id)?.keywords || chars.abilities.some((k) => k.key.startsWith("g")) || computation.textChanged.has(id))
      (granted ??= new Set()).add(id);
  return {
    view: new StateView(r.cards, changed, granted ?? NO_OBJECTS, computation.elsewhere()),
    lives: computation.readsLife ? r.state.players.map((p) => p.life) : null,
    ...(computation.readsGraveyards ? { graveyards: r.state.players.map((p) => p.graveyard) } : {}),
    ...(computation.readsCombat ? { combat: r.state.combat } : {}),
    ...(computation.readsTurn ? { active: r.state.turn.active } : {}),
    ...(computation.readsDrawn ? { drawn: r.state.players.map((p) => p.cardsDrawnThisTurn) } : {}),
  };
}

interface Kept {
  readonly cards: CardRegistry;
  readonly battlefield: GameState["battlefield"];
  /** Cards exiled with a permanent may give it characteristics (607.2a). */
  readonly exile: GameState["exile"];
  readonly effects: GameState["effects"];
  readonly stack: GameState["stack"];
  /** The life totals the view read (604.3: "equal to your life total"); null when it read none. */
  readonly lives: readonly number[] | null;
  /** The combat the view read (506.3: "attacking creatures"); absent when it read none. */
  readonly combat?: GameState["combat"];
  /** The graveyards the view read (604.3: "cards in all graveyards"); absent when it read none. */
  readonly graveyards?: readonly GameState["players"][number]["graveyard"][];
  /** The active player the view read ("as long as it's your turn"); absent when it read none. */
  readonly active?: PlayerId;
  /** The cards drawn this turn the view read (121.2); absent when it read none. */
  readonly drawn?: readonly number[];
  readonly view: View;
}

function keeps(k: Kept | null, r: Reader): k is Kept {
  const s = r.state;
  return (
    k !== null &&
    k.battlefield === s.battlefield &&
    k.exile === s.exile &&
    k.effects === s.effects &&
    k.stack === s.stack &&
    k.cards === r.cards &&
    (k.lives === null || k.lives.every((life, i) => s.players[i]?.life === life)) &&
    (k.combat === undefined || k.combat === s.combat) &&
    (k.active === undefined || k.active === s.turn.active) &&
    (k.graveyards === undefined || k.graveyards.every((g, i) => s.players[i]?.graveyard === g)) &&
    (k.drawn === undefined || k.drawn.every((n, i) => s.players[i]?.cardsDrawnThisTurn === n))
  );
}

const lastFrozen = perGame((): { kept: Kept | null } => ({ kept: null }));

/** The object view of the reader's state, worked out at most once for each state. */
export function view(r: Reader): View {
  const own = r.viewKept as (Kept & { readonly revision: number }) | null;
  if (own !== null && own.revision === r.revision && keeps(own, r)) return own.view;
  const memo = lastFrozen(r.state);
  const s = r.state;
  const frozen = r.isFrozen(s.battlefield) && r.isFrozen(s.exile) && r.isFrozen(s.effects) && r.isFrozen(s.stack);
  let kept: Kept;
  if (frozen && keeps(memo.kept, r)) kept = memo.kept;
  else {
    kept = { cards: r.cards, battlefield: s.battlefield, exile: s.exile, effects: s.effects, stack: s.stack, ...compute(r) };
    if (frozen) memo.kept = kept;
  }
  r.viewKept = { ...kept, revision: r.revision };
  return kept.view;
}
