// The wire protocol between the table server and its clients: room names, table options, the messages a
// client sends (each with the zod schema the server validates it with) and those the server sends back.
// Game state itself travels as @colyseus/schema deltas (schema.ts); prompts and answers are prompt.ts.

import { z } from "zod";
import type { GameError } from "./errors.ts";
import type { Notice } from "./notices.ts";
import type { ViewEvent } from "./events.ts";
import { ABILITY_KEY, STEPS, type PlayerId, type Step } from "./game-types.ts";
import { COLORS, MANA_TYPES } from "./mana.ts";
import { cleanChat, cleanName } from "./text.ts";
import { isPlayerEntropy, MAX_ENTROPY_LENGTH, type PublishedGame } from "./fairness.ts";
import type { AnswerInput } from "./prompt.ts";

export const PROTOCOL_VERSION = 1;
/**
 * The version of a client or a server that doesn't state its own: it predates the check, which came within
 * protocol 1. A client of protocol 1 that says nothing still plays; once the protocol moves on, it is told why not.
 */
export const UNSTATED_PROTOCOL_VERSION = 1;
/** The status a table or the lobby refuses a client of another protocol with (HTTP's "Upgrade Required"). */
export const PROTOCOL_MISMATCH_STATUS = 426;

/** Why a client and a server of different protocols can't play together, and what to do about it. */
export function protocolMismatch(server: number, client: number): string {
  const remedy =
    client < server
      ? "reload the page, or update the client"
      : `this client is newer than the server: use the server's own page, or a client of protocol ${server}`;
  return `the table server speaks protocol ${server} and this client protocol ${client}: ${remedy}`;
}

/** The two kinds of rooms: the live list of tables, and a table where a game is played. */
export const ROOM = { lobby: "lobby", table: "table" } as const;

export const MIN_SEATS = 2;
export const MAX_SEATS = 4;
export const MAX_NAME_LENGTH = 32;
export const MAX_TABLE_NAME_LENGTH = 60;
export const MAX_CHAT_LENGTH = 500;
/** A decklist is the largest thing a client sends. */
export const MAX_DECKLIST_LENGTH = 20_000;
/** The table's idle rule, by default (TableOptions.idleMinutes). */
export const DEFAULT_IDLE_MINUTES = 5;
/** Bytes of one message's payload beyond which it is refused (MESSAGE_TOO_LARGE). */
export const MAX_MESSAGE_BYTES = 32 * 1024;

/** A name others will see, cleaned (text.ts); refused with the reason when it can't be one. */
function nameSchema(maxLength: number) {
  // The raw length is bounded first so that cleaning never works on megabytes.
  return z
    .string()
    .max(4 * maxLength, `a name has at most ${maxLength} characters`)
    .transform((typed, ctx) => {
      const cleaned = cleanName(typed, maxLength);
      if ("name" in cleaned) return cleaned.name;
      ctx.addIssue({ code: "custom", message: cleaned.problem });
      return z.NEVER;
    });
}
const displayName = nameSchema(MAX_NAME_LENGTH);

// ---------------------------------------------------------------------------------------------------------
// Creating a table

export const ClockOptionsSchema = z.strictObject({
  /** Minutes on each player's clock at the start (fractions allowed: 0.5 is thirty seconds). */
  minutes: z.number().min(0.01).max(180),
  /** Seconds added to a player's clock each time they answer a prompt. */
  incrementSeconds: z.int().min(0).max(600).default(0),
});
export type ClockOptions = z.infer<typeof ClockOptionsSchema>;

export const TableOptionsSchema = z.strictObject({
  name: nameSchema(MAX_TABLE_NAME_LENGTH).default("Friendly game"),
  /** The display name of whoever opens the table, shown in the lobby (by default the creator's name). */
  host: displayName.default("host"),
  seats: z.int().min(MIN_SEATS).max(MAX_SEATS).default(2),
  format: z.enum(["casual", "constructed"]).default("casual"),
  mulligan: z.enum(["london", "paris"]).default("london"),
  manaBurn: z.boolean().default(false),
  clock: ClockOptionsSchema.nullable().default(null),
  spectators: z.boolean().default(true),
  /** Spectators may write in the table's chat. */
  spectatorChat: z.boolean().default(true),
  /** Not listed in the lobby; joined with its invite code. */
  private: z.boolean().default(false),
  /** How long a dropped player's seat is held for them. */
  reconnectSeconds: z.number().min(1).max(1800).default(120),
  /**
   * Without a chess clock: minutes a connected player may leave the game waiting before they lose it (a warning
   * comes first); null turns the rule off. Fractions allowed (0.5 is thirty seconds).
   */
  idleMinutes: z.number().min(0.01).max(120).nullable().default(DEFAULT_IDLE_MINUTES),
  /**
   * A sandbox position (server/engine/setup/sandbox.ts) to start from instead of shuffled decks: puzzles and bug
   * reports. Its players fill the seats in order, under the names the seated players give.
   */
  sandbox: z.record(z.string(), z.unknown()).optional(),
  /**
   * Sealed: each seated player opens six boosters of this core set (GET /api/sealed lists the sets) and plays a
   * deck of at least 40 cards from their own pool plus basic lands.
   */
  sealed: z.strictObject({ set: z.string().min(1).max(10) }).optional(),
});
export type TableOptionsInput = z.input<typeof TableOptionsSchema>;
export type TableOptions = z.infer<typeof TableOptionsSchema>;

export type TableStatus = "waiting" | "playing" | "finished";

/** What the lobby shows of a table (the room's metadata). */
export interface TableSummary {
  readonly name: string;
  readonly host: string;
  readonly seats: number;
  readonly seatsTaken: number;
  readonly format: TableOptions["format"];
  readonly mulligan: TableOptions["mulligan"];
  readonly manaBurn: boolean;
  readonly clock: ClockOptions | null;
  readonly status: TableStatus;
  readonly spectators: boolean;
  readonly sandbox: boolean;
  /** A sealed table's set code; absent for a table of constructed decks. */
  readonly sealed?: string;
}

/** An invite code as a person typed it: case and spaces don't matter. */
export function normalizeInviteCode(typed: string): string {
  return typed.replace(/\s+/g, "").toUpperCase();
}

/** A table as the lobby lists it: its invite code (the room id) and its summary. */
export interface TableListing {
  readonly code: string;
  readonly clients: number;
  readonly summary: TableSummary;
}

/** A card as clients draw it (GET /api/cards): everything printed on it, no image needed. */
export interface CardFace {
  readonly name: string;
  /** "{1}{R}"; null for a card with no mana cost (a land). */
  readonly manaCost: string | null;
  readonly manaValue: number;
  readonly colors: readonly string[];
  /** "Legendary Artifact Creature — Golem". */
  readonly typeLine: string;
  readonly types: readonly string[];
  readonly text: string;
  readonly power: number | null;
  readonly toughness: number | null;
  readonly token: boolean;
  /** Its newest paper printing's image, https://cards.scryfall.io/{small|normal|large}/{side}/{id[0]}/{id[1]}/{id}.jpg; absent for tokens. */
  readonly image?: { readonly scryfallId: string; readonly side: "front" | "back" };
  /** Its newest French printing's name, and type line and text when the card data has them. */
  readonly french?: { readonly name: string; readonly typeLine?: string; readonly text?: string };
  /**
   * A card with two faces or halves: nonmodal ("transform") and modal double-faced cards (712), meld cards (712.4:
   * the back face is the combined face of the meld pair, shown when the two are melded), split cards (709), adventurer
   * cards (715), flip cards (710). `faces` then has each, in the order the game's `face` indexes them (front then back,
   * left then right, creature then Adventure, unflipped then flipped); the card's own fields are its characteristics
   * outside the battlefield and the stack (712.8a, 709.4, 715.4, 710.2).
   */
  readonly layout?: "transform" | "modal" | "meld" | "split" | "adventure" | "flip";
  readonly faces?: readonly CardFace[];
}

/**
 * One face of a real card as the card data prints it (GET /api/cards?names=…, GET /api/cards/:name): the Oracle and
 * French wording, and its image at https://cards.scryfall.io/{small|normal|large}/{side}/{id[0]}/{id[1]}/{id}.jpg.
 */
export interface PrintedCardFace {
  readonly name: string;
  /** "{1}{R}"; null for no mana cost. */
  readonly manaCost: string | null;
  readonly typeLine: string;
  /** The Oracle text, reminder text included. */
  readonly text: string;
  /** As printed: "2", "*", "1+*"; null when it has none. */
  readonly power: string | null;
  readonly toughness: string | null;
  readonly loyalty: string | null;
  readonly colors: readonly string[];
  readonly image: { readonly scryfallId: string; readonly side: "front" | "back" } | null;
  /** Its newest French printing's name, type line and text. */
  readonly french: { readonly name: string; readonly typeLine: string | null; readonly text: string | null } | null;
}

/** A real card from the card data, and whether this server can play it. */
export interface PrintedCard {
  /** Its full name ("Fire // Ice" for a card with two halves). */
  readonly name: string;
  /** The card data's layout: "normal", "split", "transform", "modal_dfc", "adventure"… */
  readonly layout: string;
  /** The server knows the card: a deck may hold it. */
  readonly supported: boolean;
  /** When it isn't supported, why: the paragraph of its text no template reads, what the engine can't do yet… */
  readonly reason?: string;
  /** Front then back, left then right, creature then Adventure; one for most cards. */
  readonly faces: readonly PrintedCardFace[];
}

/** GET /api/cards?names=A,B: the cards found, in the order asked (each once), and the names the card data doesn't know. */
export interface PrintedCardsAnswer {
  readonly cards: readonly PrintedCard[];
  readonly unknown: readonly string[];
}

/** A card of a sealed pool (GET /api/sealed), and whether a deck here may hold it. */
export interface SealedCard {
  readonly name: string;
  /** The booster sheet it came from: "common", "uncommon", "rareMythic", "foil", "basic"… */
  readonly sheet: string;
  readonly foil: boolean;
  readonly rarity: "common" | "uncommon" | "rare" | "mythic" | "special" | null;
  readonly supported: boolean;
  /** Why it isn't playable here, when it isn't. */
  readonly reason?: string;
}

/** GET /api/sealed?set=M10&seed=…: six boosters of a core set; the same set and seed give the same pool. */
export interface SealedPool {
  readonly set: string;
  readonly setName: string;
  readonly seed: number;
  readonly boosters: readonly (readonly SealedCard[])[];
}

/** A sealed deck's least number of cards in its main deck (100.2b). */
export const SEALED_MIN_CARDS = 40;
/** The basic lands a sealed deck may add in any number, beside its pool (100.2b). */
export const SEALED_BASIC_LANDS: readonly string[] = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

/** A starter deck as clients list it (GET /api/decks). */
export interface StarterDeckInfo {
  readonly id: string;
  readonly title: string;
  readonly cards: readonly { readonly name: string; readonly count: number }[];
}

// ---------------------------------------------------------------------------------------------------------
// Joining

export const JoinOptionsSchema = z.strictObject({
  /** Shown to the others; a seated player may give another name when sitting. */
  name: displayName,
  /** Watch only: never takes a seat. */
  spectate: z.boolean().default(false),
  /**
   * Come back to your seat: the token the table gave when you sat (the `sit` reply). It claims the seat from
   * any other connection, after a page reload or a server restart.
   */
  seatToken: z.string().min(16).max(128).optional(),
});
export type JoinOptionsInput = z.input<typeof JoinOptionsSchema>;

/**
 * The protocol version a client speaks (PROTOCOL_VERSION), beside what it asks: a table or the lobby refuses
 * another one with PROTOCOL_MISMATCH_STATUS. Beside, not in `player`, whose strict schema would make a server
 * that predates the field refuse it as a bad option.
 */
export interface ProtocolStatement {
  readonly protocol?: number;
}

/** The options of `create("table", …)`: the table, and its creator, who joins it first (and is its host). */
export interface CreateTableRequest extends ProtocolStatement {
  readonly table: TableOptionsInput;
  readonly player: JoinOptionsInput;
}

/** The options of joining a table by its code. */
export interface JoinTableRequest extends ProtocolStatement {
  readonly player: JoinOptionsInput;
}

// ---------------------------------------------------------------------------------------------------------
// Messages a client sends. Each is sent with `room.request(type, payload)`: the server answers with the
// result, or refuses with a GameError (see errors.ts) and changes nothing.

export const DeckChoiceSchema = z.union([
  z.strictObject({ starter: z.string().min(1).max(100) }),
  z.strictObject({ list: z.string().min(1).max(MAX_DECKLIST_LENGTH, `a decklist has at most ${MAX_DECKLIST_LENGTH} characters`) }),
]);
export type DeckChoice = z.infer<typeof DeckChoiceSchema>;

const id = z.int().min(0);
const target = z.strictObject({ kind: z.enum(["player", "object"]), id });
const manaType = z.enum(MANA_TYPES as unknown as readonly ["W", "U", "B", "R", "G", "C"]);
/** An ability: its key ("p0", "g12.0"), or for compatibility a printed ability's index (AbilityRef). */
const ability = z.union([id, z.string().regex(ABILITY_KEY, 'an ability key such as "p0" or "g12.0"')]);
/** 709.3, 712.11b, 712.12, 715.3: a face or half of a card with two. */
const face = z.union([z.literal(0), z.literal(1)]);
const manaAmounts = z.strictObject({ W: id.default(0), U: id.default(0), B: id.default(0), R: id.default(0), G: id.default(0), C: id.default(0) });

/** The shape of every answer to a prompt (prompt.ts). Legality against the prompt is the engine's to check. */
export const AnswerSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("pass") }),
  z.strictObject({ kind: z.literal("keep") }),
  z.strictObject({ kind: z.literal("mulligan") }),
  z.strictObject({ kind: z.literal("autoPay") }),
  z.strictObject({ kind: z.literal("cancel") }),
  z.strictObject({ kind: z.literal("decline") }),
  // `face`: which face or half of a card with two (shared/prompt.ts FaceChoice); absent, as before faces existed.
  z.strictObject({ kind: z.literal("playLand"), card: id, face: face.optional() }),
  // `faceDown`: cast it face down with morph (702.37c); absent, face up as before.
  z.strictObject({ kind: z.literal("cast"), card: id, face: face.optional(), faceDown: z.literal(true).optional() }),
  z.strictObject({ kind: z.literal("turnFaceUp"), permanent: id }),
  z.strictObject({ kind: z.literal("activate"), source: id, ability }),
  z.strictObject({ kind: z.literal("activateMana"), source: id, ability, mana: manaType.optional() }),
  z.strictObject({ kind: z.literal("cards"), cards: z.array(id).max(200) }),
  z.strictObject({ kind: z.literal("modes"), modes: z.array(id).max(20) }),
  z.strictObject({ kind: z.literal("player"), player: id }),
  z.strictObject({ kind: z.literal("costs"), alternative: z.string().max(100), optional: z.record(z.string().max(100), id).default({}) }),
  z.strictObject({ kind: z.literal("number"), value: z.int() }),
  z.strictObject({ kind: z.literal("symbols"), choices: z.array(z.string().max(10)).max(50) }),
  z.strictObject({ kind: z.literal("targets"), targets: z.array(target).max(200) }),
  z.strictObject({ kind: z.literal("proliferate"), chosen: z.array(target).max(200) }),
  z.strictObject({ kind: z.literal("division"), amounts: z.array(z.int()).max(200) }),
  z.strictObject({ kind: z.literal("pay"), mana: manaAmounts.optional() }),
  z.strictObject({ kind: z.literal("payPart"), part: id, choices: z.array(id).max(200).default([]) }),
  z.strictObject({
    kind: z.literal("convoke"),
    taps: z.array(z.strictObject({ creature: id, mana: z.union([z.enum(COLORS), z.literal("generic")]) })).max(200),
  }),
  z.strictObject({ kind: z.literal("order"), order: z.array(id).max(200) }),
  z.strictObject({ kind: z.literal("libraryCard"), index: id.nullable() }),
  z.strictObject({ kind: z.literal("color"), color: z.enum(COLORS) }),
  z.strictObject({ kind: z.literal("name"), name: z.string().max(200) }),
  z.strictObject({ kind: z.literal("option"), option: z.string().max(200) }),
  z.strictObject({ kind: z.literal("choose"), object: id }),
  // `planeswalker` (508.1b) is optional: without it, the creature attacks the player (the older shape).
  z.strictObject({ kind: z.literal("attackers"), attacks: z.array(z.strictObject({ attacker: id, defender: id, planeswalker: id.optional() })).max(200) }),
  z.strictObject({ kind: z.literal("blockers"), blocks: z.array(z.strictObject({ blocker: id, attacker: id })).max(200) }),
  z.strictObject({ kind: z.literal("damage"), assignment: z.array(z.strictObject({ blocker: id, amount: id })).max(200), toPlayer: id.optional() }),
]);
// Every answer the schema accepts is an answer a client may write (the engine then names abilities by key).
const _answersFit = (a: z.infer<typeof AnswerSchema>): AnswerInput => a;
void _answersFit;

export const PRIORITY_STEPS: readonly Step[] = STEPS.filter((s) => s !== "untap" && s !== "cleanup");
const stepList = z.array(z.enum(PRIORITY_STEPS as unknown as readonly [Step, ...Step[]])).max(STEPS.length);

/**
 * Priority settings, decided on the server. The player still receives priority in every step (117.3);
 * the server passes for them where these settings say so.
 */
export const PrioritySettingsSchema = z.strictObject({
  /** Steps, with an empty stack, in which the player wants to act: on their own turns and on the others'. */
  stops: z.strictObject({ own: stepList, others: stepList }).optional(),
  /**
   * Pass until the end of this turn (stopping early if a spell or ability targets the player or something
   * they control), or until the stack changes. null: no such request.
   */
  passUntil: z.enum(["endOfTurn", "stackChanges"]).nullable().optional(),
  /** Keep priority after casting a spell or activating an ability, to respond to it (117.3c); off: pass. */
  holdPriority: z.boolean().optional(),
  /** Pass whenever nothing but passing (or activating mana abilities) is possible. */
  autoPassWhenNothingToDo: z.boolean().optional(),
});
export type PrioritySettingsInput = z.infer<typeof PrioritySettingsSchema>;

export interface PrioritySettings {
  readonly stops: { readonly own: readonly Step[]; readonly others: readonly Step[] };
  readonly passUntil: "endOfTurn" | "stackChanges" | null;
  readonly holdPriority: boolean;
  readonly autoPassWhenNothingToDo: boolean;
}

export const DEFAULT_PRIORITY_SETTINGS: PrioritySettings = {
  stops: { own: ["precombatMain", "declareBlockers", "postcombatMain"], others: ["declareAttackers", "declareBlockers", "end"] },
  passUntil: null,
  holdPriority: false,
  autoPassWhenNothingToDo: true,
};

/** Every message a client sends, by type, with its payload's schema. */
export const CLIENT_MESSAGES = {
  /** Take a free seat (before the game starts). The deck is a starter deck's name or a pasted decklist. */
  sit: z.strictObject({
    name: displayName.optional(),
    deck: DeckChoiceSchema.optional(),
    /** At a sandbox table: the player agrees to play from the position the host set up (every card chosen). */
    acceptSandbox: z.boolean().optional(),
  }),
  /** Give the seat up (before the game starts). */
  stand: z.strictObject({}),
  /** Change the seat's deck before the game starts (at a sealed table: the deck built from the pool). */
  deck: z.strictObject({ deck: DeckChoiceSchema }),
  /** At a sealed table: the seat's own pool, told only to its player. */
  pool: z.strictObject({}),
  /**
   * `entropy`: the player's contribution to the game's seed (1–128 characters; the SDK sends 256 random bits
   * in hex), mixed with the server's committed seed so that neither chooses the shuffles alone.
   */
  ready: z.strictObject({
    ready: z.boolean(),
    entropy: z.string().min(1).max(MAX_ENTROPY_LENGTH).refine(isPlayerEntropy, "entropy must be well-formed text").optional(),
  }),
  /** Answer the pending prompt, which the answer names by id. */
  answer: z.strictObject({ promptId: z.int().min(0), answer: AnswerSchema }),
  concede: z.strictObject({}),
  chat: z.strictObject({
    text: z
      .string()
      .max(MAX_CHAT_LENGTH, `a chat message has at most ${MAX_CHAT_LENGTH} characters`)
      .transform(cleanChat)
      .pipe(z.string().min(1, "say something")),
  }),
  settings: PrioritySettingsSchema,
  /** The whole log so far, as this client may see it; new entries then arrive as "log" messages. */
  history: z.strictObject({}),
  /**
   * Once the game is over, its record for the table's players: configuration, every input, and the seed's
   * commitment, reveal and entropy, for `verifyGame` (client-sdk/verify.ts) to check the shuffles.
   */
  record: z.strictObject({}),
} as const;
export type ClientMessageType = keyof typeof CLIENT_MESSAGES;
/** A message's payload as a client writes it (answers as prompt.ts types them). */
export type ClientMessage<T extends ClientMessageType> = T extends "answer"
  ? { readonly promptId: number; readonly answer: AnswerInput }
  : z.input<(typeof CLIENT_MESSAGES)[T]>;

/** A cast or activation that was reversed (732.1): what it was, why, and the rule that decided it. */
export interface Reversed {
  readonly name: string;
  readonly ability: boolean;
  readonly reason: string;
  readonly rule: string;
}

/** What the server answers to each accepted request. */
export interface ClientMessageReplies {
  /** `seatToken`: keep it to claim the seat back (JoinOptions.seatToken); it is given once and never shown again. */
  readonly sit: { readonly seat: PlayerId; readonly seatToken: string };
  readonly stand: { readonly ok: true };
  readonly deck: { readonly ok: true };
  readonly pool: SealedPool;
  readonly ready: { readonly ok: true };
  /** `reversed` when the answer ended a cast or an activation of the player's by reversing it (732.1). */
  readonly answer: { readonly ok: true; readonly reversed?: Reversed };
  readonly concede: { readonly ok: true };
  readonly chat: { readonly ok: true };
  readonly settings: PrioritySettings;
  readonly history: { readonly entries: readonly LogEntry[] };
  readonly record: PublishedGame;
}

/** GET /api/games/:code: a finished game, for one of its players (the seat their seat token names). */
export interface GameRecordResponse {
  readonly code: string;
  readonly name: string;
  /** ISO 8601 times. */
  readonly createdAt: string;
  readonly finishedAt: string | null;
  /** The seats' players, by seat. */
  readonly players: readonly string[];
  /** The seat of the player asking. */
  readonly seat: PlayerId;
  /** The deal, the inputs and the seeds, to replay the game and check its shuffles; null for a sandbox game. */
  readonly record: PublishedGame | null;
  /** The table's log as this player saw it. */
  readonly log: readonly LogEntry[];
  /**
   * For each input of `record`, the index in `log` where its lines begin (the log's length when it was applied): a
   * replay shows, at each step, exactly the lines written up to the next input. Null with `record`.
   */
  readonly inputLogStarts: readonly number[] | null;
}

// ---------------------------------------------------------------------------------------------------------
// Messages the server sends

/** One line of a table's log, as one viewer receives it. */
export type LogEntry =
  | { readonly seq: number; readonly kind: "event"; readonly event: ViewEvent; readonly text: string | null }
  | { readonly seq: number; readonly kind: "chat"; readonly from: string; readonly seat: PlayerId | null; readonly text: string }
  /** A table notice: its English `text`, and (from servers that give it) its key and parameters to say it in another language. */
  | { readonly seq: number; readonly kind: "table"; readonly text: string; readonly notice?: Notice };

export interface ServerMessages {
  /** New log entries, in order (`seq` numbers them from 0; the "history" request gives those before). */
  readonly log: { readonly entries: readonly LogEntry[] };
  /** A refusal of a message sent without `request` (a `request` is refused by rejecting it instead). */
  readonly error: GameError;
  /** The server is shutting down: the table closes. */
  /** The table closes with the server. `kept`: its record is kept, and the table comes back when the server restarts. */
  readonly closing: { readonly reason: string; readonly kept?: boolean };
}

/** Close codes the table uses when it ends a connection itself. */
export const CLOSE_CODE = { tableClosed: 4100, removed: 4101 } as const;
