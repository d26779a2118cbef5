// The table as an SDK user reads it: plain, read-only objects made from the synchronized schema after each
// patch, with "none" as null rather than the wire's -1.

import type { PlayerId, Step } from "../shared/game-types.ts";
import type { Prompt } from "../shared/prompt.ts";
import type { PrioritySettings, TableStatus } from "../shared/protocol.ts";
import type { CardView, PermanentView, PlayerView, StackItemView, TableState } from "../shared/schema.ts";

export interface CardMirror {
  readonly id: number;
  readonly name: string;
  readonly owner: PlayerId;
  /** 715.3d: an adventurer card in exile after its Adventure resolved: the seat that may cast it from there. */
  readonly adventurer: PlayerId | null;
}

/**
 * Which face of a card with two faces or halves (its CardFace `faces`) a permanent has up or a spell was cast as
 * (712.8, 709.3, 715.3), and that face's name; null for a card with one face (`face` is null too for a fused split
 * spell, 702.102, named "Left // Right").
 */
export interface FaceMirror {
  readonly face: 0 | 1 | null;
  readonly faceName: string | null;
  /** 708: face down (a 2/2 creature with no name, 708.2a); its `name` is then "Face-down creature". */
  readonly faceDown: boolean;
  /** 708.5: the card a face-down permanent or spell this client controls is; null for any other (nobody else may look). */
  readonly faceDownCard: string | null;
}

export interface PermanentMirror extends FaceMirror {
  readonly id: number;
  readonly name: string;
  readonly owner: PlayerId;
  readonly controller: PlayerId;
  readonly tapped: boolean;
  readonly token: boolean;
  /** 707.2: the card it is a copy of (its name and text are that card's), or null. */
  readonly copyOf: string | null;
  /** "Basic Land", "Artifact Creature"… */
  readonly types: string;
  readonly colors: string;
  /** Power and toughness, for creatures (null otherwise). */
  readonly power: number | null;
  readonly toughness: number | null;
  readonly damage: number;
  readonly summoningSick: boolean;
  /** Counters by kind (122.1): "+1/+1", "loyalty", "charge"… */
  readonly counters: Readonly<Record<string, number>>;
  /** Its keyword abilities now (printed and granted), e.g. "Flying, Protection from black"; "" for none. */
  readonly keywords: string;
  /** 702.112b */
  readonly renowned: boolean;
  /** 110.5, 710: flipped (a flip card has its alternative characteristics; a copy of one too, 707.3). */
  readonly flipped: boolean;
  /** 306.5c: a planeswalker's loyalty, its loyalty counters (null for other permanents). */
  readonly loyalty: number | null;
  readonly attachedTo: number | null;
  /** 303.4: the player an Aura with "enchant player" is attached to. */
  readonly attachedToPlayer: PlayerId | null;
  /** The player it attacks, or (with `attackingPlaneswalker`) that planeswalker's controller: the defending player. */
  readonly attacking: PlayerId | null;
  /** 508.1b: the planeswalker it attacks (null when it attacks a player, or isn't attacking). */
  readonly attackingPlaneswalker: number | null;
  /** The attacker it blocks. */
  readonly blocking: number | null;
  /** 509.1a: the other attackers it blocks, when it blocks more than one. */
  readonly alsoBlocking: readonly number[];
  /**
   * 712.4a: a melded permanent is one object represented by two cards: `name` and this one, with their combined back
   * face up (`face` 1, `faceName` its name, e.g. "Chittering Host"); null for any other permanent.
   */
  readonly melded: string | null;
}

export interface TargetMirror {
  readonly slot: number;
  readonly kind: "player" | "object";
  readonly id: number;
  readonly name: string;
}

export interface StackItemMirror extends FaceMirror {
  readonly id: number;
  readonly kind: "spell" | "activatedAbility" | "triggeredAbility";
  readonly name: string;
  readonly text: string;
  readonly source: number | null;
  readonly controller: PlayerId;
  /** False while it is still being cast or activated. */
  readonly complete: boolean;
  /** 707.10: a copy of a spell (put on the stack, not cast). */
  readonly copy: boolean;
  readonly targets: readonly TargetMirror[];
  readonly modes: readonly string[];
  readonly x: number;
  readonly kicks: number;
  readonly alternativeCost: string | null;
  readonly buyback: boolean;
  readonly entwined: boolean;
  readonly splices: readonly string[];
}

export interface PlayerMirror {
  readonly seat: PlayerId;
  readonly taken: boolean;
  readonly name: string;
  readonly deck: string;
  readonly ready: boolean;
  readonly connected: boolean;
  readonly life: number;
  /** Poison counters (122.1f): the same as `counters.poison ?? 0`. */
  readonly poison: number;
  /** 122.1: the player's counters by kind. */
  readonly counters: Readonly<Record<string, number>>;
  readonly handCount: number;
  readonly libraryCount: number;
  readonly graveyard: readonly CardMirror[];
  readonly manaPool: Readonly<Record<"W" | "U" | "B" | "R" | "G" | "C", number>>;
  readonly landsPlayed: number;
  readonly status: "waiting" | "playing" | "won" | "lost" | "draw";
  /** Milliseconds left when this state arrived (null: no clock); it counts down while `clockRunning`. */
  readonly clockMs: number | null;
  readonly clockRunning: boolean;
  /** This client's own seat. */
  readonly you: boolean;
  /**
   * The cards in hand: this client's own seat's, and those of a seat that plays with its hand revealed (701.20a,
   * Telepathy); null for a hand this client may not see.
   */
  readonly hand: readonly CardMirror[] | null;
  /** 701.20a: this seat plays with its hand revealed: every client sees its `hand`. */
  readonly handRevealed: boolean;
  /** 708.5: the face-down permanents and spells this seat controls, by id, with the card each is: only for this client's own seat. */
  readonly faceDown: readonly CardMirror[] | null;
  /** The seat's priority settings as the server holds them: only for this client's own seat (null for the others). */
  readonly settings: PrioritySettings | null;
}

export interface TableMirror {
  readonly code: string;
  readonly name: string;
  readonly host: string;
  readonly status: TableStatus;
  readonly format: string;
  readonly mulligan: string;
  readonly manaBurn: boolean;
  readonly clock: { readonly minutes: number; readonly incrementSeconds: number } | null;
  readonly spectatorsAllowed: boolean;
  readonly private: boolean;
  readonly sandbox: boolean;
  /** A sealed table's set code: each player builds a deck from their own pool (`table.request("pool", {})`). */
  readonly sealed: string | null;
  readonly spectators: number;
  /** Grows with every input the game takes. */
  readonly version: number;
  readonly players: readonly PlayerMirror[];
  readonly battlefield: readonly PermanentMirror[];
  /** Bottom first: the last item is the top of the stack. */
  readonly stack: readonly StackItemMirror[];
  readonly exile: readonly CardMirror[];
  readonly turn: number;
  readonly activePlayer: PlayerId | null;
  readonly phase: string;
  readonly step: Step | null;
  /** 500.8: the current phase is one an effect added to the turn (an additional combat or main phase). */
  readonly additionalPhase: boolean;
  /** 730.1: whether it is day or night in the game; null while it is neither (as every game starts). */
  readonly dayNight: "day" | "night" | null;
  readonly priorityPlayer: PlayerId | null;
  /** Who the game waits on, for what, and a sentence saying so. */
  readonly waiting: { readonly player: PlayerId; readonly kind: string; readonly text: string } | null;
  readonly winners: readonly PlayerId[];
  readonly draw: boolean;
  /** The hex SHA-256 commitment to the server's seed, published when the table opened ("" if none: a sandbox). */
  readonly seedCommitment: string;
  /** The server's seed, revealed once the game is over ("" until then). */
  readonly seedReveal: string;
  /** This client's seat, null for a spectator or before sitting. */
  readonly you: PlayerId | null;
  /** The prompt this client must answer now, with its legal options. */
  readonly prompt: Prompt | null;
}

const orNull = (n: number): number | null => (n < 0 ? null : n);

function card(c: CardView): CardMirror {
  return { id: c.id, name: c.name, owner: c.owner, adventurer: orNull(c.adventurer ?? -1) };
}

/** The cards this client's face-down permanents and spells are, by id (708.5). */
type FaceDownCards = ReadonlyMap<number, string>;
const NO_FACE_DOWN: FaceDownCards = new Map();

function face(v: PermanentView | StackItemView, faceDown: FaceDownCards): FaceMirror {
  const down = v.faceDown === true;
  return {
    face: v.face === 0 || v.face === 1 ? v.face : null,
    faceName: v.faceName || null,
    faceDown: down,
    faceDownCard: down ? (faceDown.get(v.id) ?? null) : null,
  };
}

function permanent(p: PermanentView, faceDown: FaceDownCards): PermanentMirror {
  return {
    id: p.id,
    name: p.name,
    owner: p.owner,
    controller: p.controller,
    tapped: p.tapped,
    token: p.token,
    copyOf: p.copyOf || null,
    types: p.types,
    colors: p.colors,
    power: p.creature ? p.power : null,
    toughness: p.creature ? p.toughness : null,
    damage: p.damage,
    summoningSick: p.summoningSick,
    counters: Object.fromEntries(p.counters?.entries() ?? []),
    keywords: p.keywords,
    renowned: p.renowned,
    flipped: p.flipped,
    loyalty: p.types.split(" ").includes("Planeswalker") ? (p.counters?.get("loyalty") ?? 0) : null,
    attachedTo: orNull(p.attachedTo),
    attachedToPlayer: orNull(p.attachedToPlayer ?? -1),
    attacking: orNull(p.attacking),
    attackingPlaneswalker: orNull(p.attackingPlaneswalker),
    blocking: orNull(p.blocking),
    alsoBlocking: [...(p.alsoBlocking ?? [])],
    melded: p.melded || null,
    ...face(p, faceDown),
  };
}

export function mirrorStackItem(s: StackItemView, faceDown: FaceDownCards = NO_FACE_DOWN): StackItemMirror {
  return {
    id: s.id,
    kind: s.kind,
    name: s.name,
    text: s.text,
    source: orNull(s.source),
    controller: s.controller,
    complete: s.complete,
    copy: s.copy ?? false,
    targets: [...(s.targets ?? [])].map((t) => ({ slot: t.slot, kind: t.kind === "player" ? "player" : "object", id: t.id, name: t.name })),
    modes: [...(s.modes ?? [])],
    x: s.x,
    kicks: s.kicks,
    alternativeCost: s.alternativeCost || null,
    buyback: s.buyback,
    entwined: s.entwined,
    splices: [...(s.splices ?? [])],
    ...face(s, faceDown),
  };
}

function player(p: PlayerView): PlayerMirror {
  const pool = p.manaPool;
  return {
    seat: p.seat,
    taken: p.taken,
    name: p.name,
    deck: p.deck,
    ready: p.ready,
    connected: p.connected,
    life: p.life,
    poison: p.poison,
    counters: Object.fromEntries(p.counters?.entries() ?? []),
    handCount: p.handCount,
    libraryCount: p.libraryCount,
    graveyard: [...(p.graveyard ?? [])].map(card),
    manaPool: { W: pool?.W ?? 0, U: pool?.U ?? 0, B: pool?.B ?? 0, R: pool?.R ?? 0, G: pool?.G ?? 0, C: pool?.C ?? 0 },
    landsPlayed: p.landsPlayed,
    status: p.status,
    clockMs: p.clockMs < 0 ? null : p.clockMs,
    clockRunning: p.clockRunning,
    you: p.you === true,
    hand: p.you === true ? [...(p.hand ?? [])].map(card) : p.handRevealed === true ? [...(p.revealedHand ?? [])].map(card) : null,
    handRevealed: p.handRevealed === true,
    faceDown: p.you === true ? [...(p.faceDown ?? [])].map(card) : null,
    settings: p.you === true && p.settings ? (JSON.parse(p.settings) as PrioritySettings) : null,
  };
}

/** A read-only snapshot of the synchronized state, as this client sees it. */
export function mirror(s: TableState): TableMirror {
  const players = [...(s.players ?? [])].map(player);
  const you = players.find((p) => p.you)?.seat ?? null;
  const promptJson = you === null ? "" : (s.players[you]?.prompt ?? "");
  const faceDown: FaceDownCards = new Map((you === null ? [] : (players[you]?.faceDown ?? [])).map((c) => [c.id, c.name]));
  return {
    code: s.code,
    name: s.name,
    host: s.host,
    status: s.status,
    format: s.format,
    mulligan: s.mulligan,
    manaBurn: s.manaBurn,
    clock: s.clockMinutes > 0 ? { minutes: s.clockMinutes, incrementSeconds: s.clockIncrementSeconds } : null,
    spectatorsAllowed: s.spectatorsAllowed,
    private: s.private,
    sandbox: s.sandbox,
    sealed: s.sealed || null,
    spectators: s.spectators,
    version: s.version,
    players,
    battlefield: [...(s.battlefield ?? [])].map((p) => permanent(p, faceDown)),
    stack: [...(s.stack ?? [])].map((item) => mirrorStackItem(item, faceDown)),
    exile: [...(s.exile ?? [])].map(card),
    turn: s.turn,
    activePlayer: orNull(s.activePlayer),
    phase: s.phase,
    step: (s.step || null) as Step | null,
    additionalPhase: s.additionalPhase === true,
    dayNight: s.dayNight === "day" || s.dayNight === "night" ? s.dayNight : null,
    priorityPlayer: orNull(s.priorityPlayer),
    waiting: s.waitingFor < 0 ? null : { player: s.waitingFor, kind: s.waitingKind, text: s.waitingText },
    winners: [...(s.winners ?? [])],
    draw: s.draw,
    seedCommitment: s.seedCommitment,
    seedReveal: s.seedReveal,
    you,
    prompt: promptJson ? (JSON.parse(promptJson) as Prompt) : null,
  };
}
