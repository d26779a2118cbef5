// The table state every client holds, kept in sync by @colyseus/schema deltas. It is a projection of the
// engine's game state (server/rooms/projection.ts) plus the table around it: seats, clocks, connections.
// Hidden information: a hand, the pending prompt, the priority settings and what one's face-down permanents and
// spells are (708.5) are `.view()` fields, sent only to their player (a hand played revealed is public too, 701.20a:
// `revealedHand`); libraries are never here, only their sizes. A
// face-down object is public only as what everyone sees: a face-down 2/2 with no name (708.2a).

import { schema, t, type SchemaType } from "@colyseus/schema";

/** A card in a hand, a graveyard or exile. Ids change when a card changes zones (400.7). */
export const CardView = schema(
  {
    id: t.uint32().default(0),
    name: t.string().default(""),
    owner: t.uint8().default(0),
    /** 715.3d: in exile after its Adventure resolved: the seat that may cast it from there; -1: none. */
    adventurer: t.int8().default(-1),
  },
  "CardView",
);
export type CardView = SchemaType<typeof CardView>;

export const PermanentView = schema(
  {
    id: t.uint32().default(0),
    name: t.string().default(""),
    owner: t.uint8().default(0),
    controller: t.uint8().default(0),
    tapped: t.boolean().default(false),
    token: t.boolean().default(false),
    /** 707.2: the card it is a copy of (Clone copying Prodigal Sorcerer: "Prodigal Sorcerer"); "" when it is no copy. */
    copyOf: t.string().default(""),
    /** Its card types, e.g. "Artifact Creature" (for grouping lands apart from other permanents). */
    types: t.string().default(""),
    /** Its colors, e.g. "WU"; "" for colorless. */
    colors: t.string().default(""),
    /** Power and toughness, for creatures; `creature` false otherwise. */
    creature: t.boolean().default(false),
    power: t.int16().default(0),
    toughness: t.int16().default(0),
    damage: t.uint16().default(0),
    /** 302.6: it can't attack or use {T} abilities yet. */
    summoningSick: t.boolean().default(false),
    /** Counters by kind (122.1); a planeswalker's loyalty is its "loyalty" counters (306.5c). */
    counters: t.map("int16"),
    /** Its keyword abilities now, as printed and granted by effects: "Flying, Protection from creatures, Ward {2}". */
    keywords: t.string().default(""),
    /** 702.112b: it has become renowned. */
    renowned: t.boolean().default(false),
    /** The permanent it is attached to (Auras, Equipment); -1: none. */
    attachedTo: t.int32().default(-1),
    /** 303.4: the player an Aura with "enchant player" is attached to; -1: none. */
    attachedToPlayer: t.int8().default(-1),
    /** The player it attacks (with a planeswalker, that planeswalker's controller, 508.5); -1: not attacking. */
    attacking: t.int8().default(-1),
    /** 508.1b: the planeswalker it attacks; -1: none (it attacks the player, or nothing after 506.4c). */
    attackingPlaneswalker: t.int32().default(-1),
    /** The attacker it blocks (the first, when it blocks more than one); -1: not blocking. */
    blocking: t.int32().default(-1),
    /** 509.1a: the other attackers it blocks, when it blocks more than one. */
    alsoBlocking: t.array("int32"),
    /**
     * A card with two faces (712) or a flip card (710): the face up, an index into its CardFace `faces` (1: back face up,
     * or flipped); -1: a card with one face.
     */
    face: t.int8().default(-1),
    /** The name of the face up (712.8d–f), for a card with two faces; "" otherwise. */
    faceName: t.string().default(""),
    /** 110.5, 710: it is flipped (a flip card then has its alternative characteristics, `face` 1). */
    flipped: t.boolean().default(false),
    /**
     * 712.4a: a melded permanent, one object represented by two cards: `name` and this one, the other card of its meld
     * pair, with their combined back face up (`face` 1, `faceName` the combined face's); "" for any other permanent.
     */
    melded: t.string().default(""),
    /** 708: a face-down permanent: `name` is "Face-down creature"; what it is goes to its controller alone (PlayerView `faceDown`). */
    faceDown: t.boolean().default(false),
  },
  "PermanentView",
);
export type PermanentView = SchemaType<typeof PermanentView>;

/** One target of a spell or ability on the stack. */
export const TargetView = schema(
  {
    /** Which "target" word of the text it answers (601.2c). */
    slot: t.uint8().default(0),
    kind: t.string().default("object"),
    id: t.uint32().default(0),
    name: t.string().default(""),
  },
  "TargetView",
);
export type TargetView = SchemaType<typeof TargetView>;

export const StackItemView = schema(
  {
    id: t.uint32().default(0),
    kind: t.string<"spell" | "activatedAbility" | "triggeredAbility">().default("spell"),
    /** The spell's card name, or the name of the ability's source. */
    name: t.string().default(""),
    /** For an ability: its text. */
    text: t.string().default(""),
    source: t.int32().default(-1),
    controller: t.uint8().default(0),
    /** False while it is still being cast or activated (601.2a–h); it is on the stack already. */
    complete: t.boolean().default(false),
    /** 707.10: a copy of a spell, put on the stack without being cast (it has no card). */
    copy: t.boolean().default(false),
    targets: t.array(TargetView),
    modes: t.array("string"),
    x: t.int32().default(0),
    kicks: t.uint8().default(0),
    /** The alternative cost it was cast for, if any ("flashback", …). */
    alternativeCost: t.string().default(""),
    buyback: t.boolean().default(false),
    entwined: t.boolean().default(false),
    splices: t.array("string"),
    /**
     * For a spell of a card with two faces or halves: the one cast, an index into its CardFace `faces` (709.3,
     * 712.11b, 715.3); -1: a card with one face, or both halves of a fused split card (702.102).
     */
    face: t.int8().default(-1),
    /** The name of what was cast ("Ice", "Stomp"), for a card with two faces or halves; "" otherwise. */
    faceName: t.string().default(""),
    /** 708.4: a face-down spell (cast with morph, 702.37c): `name` is "Face-down creature". */
    faceDown: t.boolean().default(false),
  },
  "StackItemView",
);
export type StackItemView = SchemaType<typeof StackItemView>;

export const ManaPoolView = schema(
  {
    W: t.uint16().default(0),
    U: t.uint16().default(0),
    B: t.uint16().default(0),
    R: t.uint16().default(0),
    G: t.uint16().default(0),
    C: t.uint16().default(0),
  },
  "ManaPoolView",
);
export type ManaPoolView = SchemaType<typeof ManaPoolView>;

export const PlayerView = schema(
  {
    seat: t.uint8().default(0),
    /** A player sits here. */
    taken: t.boolean().default(false),
    name: t.string().default(""),
    /** The deck's name ("a decklist" for a pasted one), shown before the game. */
    deck: t.string().default(""),
    ready: t.boolean().default(false),
    connected: t.boolean().default(false),
    life: t.int16().default(0),
    /** Poison counters (122.1f): the same as `counters.poison`. */
    poison: t.uint8().default(0),
    /** 122.1: the player's counters by kind. */
    counters: t.map("int16"),
    handCount: t.uint16().default(0),
    /**
     * 701.20a: this player plays with their hand revealed (Telepathy): every client sees `revealedHand`, the cards in it.
     * Empty while the hand is hidden (400.2); then only this player's own `hand` has them.
     */
    handRevealed: t.boolean().default(false),
    revealedHand: t.array(CardView),
    libraryCount: t.uint16().default(0),
    /** Bottom card first. */
    graveyard: t.array(CardView),
    manaPool: t.ref(ManaPoolView),
    landsPlayed: t.uint8().default(0),
    status: t.string<"waiting" | "playing" | "won" | "lost" | "draw">().default("waiting"),
    /** Milliseconds left on the clock when `clockRunning` last changed (-1: no clock). */
    clockMs: t.float64().default(-1),
    clockRunning: t.boolean().default(false),
    /** Only this player's client receives these five. */
    you: t.boolean().default(false).view(),
    hand: t.array(CardView).view(),
    /**
     * 708.5: the face-down permanents and spells this player controls (by the ids they have on the battlefield and
     * the stack) and the card each is, which this player may look at.
     */
    faceDown: t.array(CardView).view(),
    /** The pending prompt, as JSON (prompt.ts), when this player must answer it; "" otherwise. */
    prompt: t.string().default("").view(),
    /** The seat's priority settings (PrioritySettings in protocol.ts) as JSON; "" for a free seat. */
    settings: t.string().default("").view(),
  },
  "PlayerView",
);
export type PlayerView = SchemaType<typeof PlayerView>;

export const TableState = schema(
  {
    name: t.string().default(""),
    host: t.string().default(""),
    /** The invite code, which is also the room id. */
    code: t.string().default(""),
    status: t.string<"waiting" | "playing" | "finished">().default("waiting"),
    format: t.string().default("casual"),
    mulligan: t.string().default("london"),
    manaBurn: t.boolean().default(false),
    clockMinutes: t.float32().default(0),
    clockIncrementSeconds: t.uint16().default(0),
    spectatorsAllowed: t.boolean().default(true),
    private: t.boolean().default(false),
    sandbox: t.boolean().default(false),
    /** A sealed table's set code ("" for none): each player builds from their own pool. */
    sealed: t.string().default(""),
    spectators: t.uint16().default(0),
    /** How many inputs the game has taken: every accepted answer changes it, so every client gets a patch. */
    version: t.uint32().default(0),
    players: t.array(PlayerView),
    battlefield: t.array(PermanentView),
    /** Bottom first: the last item is the top of the stack. */
    stack: t.array(StackItemView),
    exile: t.array(CardView),
    turn: t.uint16().default(0),
    activePlayer: t.int8().default(-1),
    phase: t.string().default(""),
    step: t.string().default(""),
    /** 500.8: the current phase is one an effect added to the turn (an additional combat or main phase). */
    additionalPhase: t.boolean().default(false),
    /** 730.1: the game's day or night designation: "day", "night", or "" while it has neither. */
    dayNight: t.string<"" | "day" | "night">().default(""),
    /** Who holds priority; -1 when nobody does (turn-based actions, the game not started or over). */
    priorityPlayer: t.int8().default(-1),
    /** Who the game waits on, and for what: "choose targets". -1 when it waits on nobody. */
    waitingFor: t.int8().default(-1),
    waitingKind: t.string().default(""),
    waitingText: t.string().default(""),
    winners: t.array("int8"),
    draw: t.boolean().default(false),
    /**
     * Commit–reveal of the shuffles (shared/fairness.ts): the hex SHA-256 commitment to the server's secret
     * seed, published when the table opens (before any player's entropy), and the seed itself once the game
     * is over. Both empty at sandbox tables, whose position the host chose.
     */
    seedCommitment: t.string().default(""),
    seedReveal: t.string().default(""),
    /** The server's PROTOCOL_VERSION: a client checks it against its own (a server without the field speaks protocol 1). */
    protocol: t.uint16().default(0),
  },
  "TableState",
);
export type TableState = SchemaType<typeof TableState>;
