// Sandbox setups: a game that starts from a described position rather than from shuffled decks. This is
// how rules questions, puzzles, bug reports and most tests are written. The description is plain JSON.

import { z } from "zod";
import { gameError, type GameError } from "../../../shared/errors.ts";
import type { CardDefinition, CardRegistry } from "../../card-language/card-definition.ts";
import { Draft } from "../kernel/draft.ts";
import { seedProblem, type GameSeed } from "../kernel/rng.ts";
import { baseState, checkPlayerCount, emptyPlayer, resolveOptions } from "./setup.ts";
import type { DayNight, GameOptions, ObjectId, PlayerId, Step } from "../kernel/state.ts";
import { createPermanent } from "../objects/permanents.ts";
import { NO_COUNTERS } from "../kernel/state.ts";
import { emit } from "../events/emit.ts";
import { controllerOf } from "../layers/characteristics.ts";
import { isMeldPair } from "../layers/printed.ts";

export interface SandboxPermanent {
  readonly card: string;
  readonly tapped?: boolean;
  readonly damage?: number;
  /** Counters by kind; a planeswalker given none has its printed loyalty in loyalty counters (306.5b). */
  readonly counters?: Readonly<Record<string, number>>;
  /** Came under its controller's control this turn: it has summoning sickness (302.6). */
  readonly sick?: boolean;
  /** The name of the player who controls it, when not its owner (the player whose list it is in). */
  readonly controller?: string;
  /** A name other entries use to refer to this permanent (`attachedTo`) and that the result maps to its id. */
  readonly label?: string;
  /** The label of the permanent this Aura or Equipment is attached to. */
  readonly attachedTo?: string;
  /** The name of the player this Aura (with "enchant player") is attached to. */
  readonly attachedToPlayer?: string;
  /** 1: a double-faced card with its back face up (transformed, or a modal double-faced card's back face). */
  readonly face?: 1;
  /** 110.5, 710: flipped (a flip card then has its alternative characteristics). */
  readonly flipped?: true;
  /** 712.4a: melded with this card, the other of its meld pair (also owned by this player): one permanent, the combined face up. */
  readonly melded?: string;
  /** 708: a face-down permanent (a 2/2 creature with nothing else, 708.2a), as a card cast face down with morph becomes. */
  readonly faceDown?: boolean;
}

export interface SandboxPlayer {
  readonly name: string;
  readonly life?: number;
  /** Poison counters (122.1f): the same as `counters: { poison }`. */
  readonly poison?: number;
  /** 122.1: counters on the player, by kind. */
  readonly counters?: Readonly<Record<string, number>>;
  /** Top card first. */
  readonly library?: readonly string[];
  readonly hand?: readonly string[];
  readonly battlefield?: readonly (string | SandboxPermanent)[];
  /** Bottom card first. */
  readonly graveyard?: readonly string[];
  readonly exile?: readonly string[];
  readonly landsPlayed?: number;
}

export interface SandboxSetup {
  readonly players: readonly SandboxPlayer[];
  /** As a game's seed (setup.ts); 0 when absent. */
  readonly seed?: GameSeed;
  readonly turn?: number;
  readonly activePlayer?: PlayerId;
  /** A step in which players receive priority. */
  readonly step?: Step;
  /** 730.1: the game's day or night designation; absent: neither (unless a daybound or nightbound permanent makes it one, 702.145d, g). */
  readonly dayNight?: DayNight;
  readonly options?: Partial<GameOptions>;
}

export const SANDBOX_STEPS: readonly Step[] = ["upkeep", "draw", "precombatMain", "beginningOfCombat", "postcombatMain", "end"];

export interface SandboxDraft {
  readonly draft: Draft;
  /** The id of each labelled permanent. */
  readonly labels: Readonly<Record<string, ObjectId>>;
}

// The description comes from outside (a table's options, a bug report): its shape is checked before any of
// it is read, so that a zone that isn't a list is a refusal, not an exception.
const count = z.int().min(0);
const names = z.array(z.string()).max(500);
const SandboxPermanentShape = z.object({
  card: z.string(),
  tapped: z.boolean().optional(),
  damage: count.optional(),
  counters: z.record(z.string(), count).optional(),
  sick: z.boolean().optional(),
  controller: z.string().optional(),
  label: z.string().optional(),
  attachedTo: z.string().optional(),
  attachedToPlayer: z.string().optional(),
  face: z.literal(1).optional(),
  flipped: z.literal(true).optional(),
  melded: z.string().optional(),
  faceDown: z.boolean().optional(),
});
const SandboxShape = z.object({
  players: z.array(
    z.object({
      name: z.unknown(),
      life: z.int().optional(),
      poison: count.optional(),
      counters: z.record(z.string(), count).optional(),
      library: names.optional(),
      hand: names.optional(),
      battlefield: z
        .array(z.union([z.string(), SandboxPermanentShape]))
        .max(500)
        .optional(),
      graveyard: names.optional(),
      exile: names.optional(),
      landsPlayed: count.optional(),
    }),
  ),
  options: z.record(z.string(), z.unknown()).optional(),
  dayNight: z.enum(["day", "night"]).optional(),
});

/** The description's shape problems, one line each ("players.0.hand: expected array"). */
function shapeProblems(setup: unknown): string[] {
  try {
    const checked = SandboxShape.safeParse(setup);
    return checked.success ? [] : checked.error.issues.map((i) => `${i.path.map(String).join(".") || "setup"}: ${i.message}`);
  } catch {
    return ["the setup is not plain JSON data"];
  }
}

/** 306.5b: the loyalty counters a planeswalker enters with, when the setup gives it no counters. */
function printedLoyalty(def: CardDefinition): Readonly<Record<string, number>> {
  return def.loyalty !== null ? { loyalty: def.loyalty } : NO_COUNTERS;
}

/** Builds the position; the caller then gives the active player priority. Every problem is reported at once. */
export function setUpSandbox(cards: CardRegistry, setup: SandboxSetup): SandboxDraft | GameError {
  const shape = shapeProblems(setup);
  if (shape.length > 0) return gameError("INVALID_SETUP", shape.join("; "), undefined, shape);
  const countError = checkPlayerCount(setup.players?.length ?? 0);
  if (countError) return countError;
  const options = resolveOptions(setup.options);
  if ("code" in options) return options;
  const n = setup.players.length;
  const turn = setup.turn ?? 1;
  const active = setup.activePlayer ?? 0;
  const step = setup.step ?? "precombatMain";
  const problems: string[] = [];
  if (!Number.isSafeInteger(turn) || turn < 1) problems.push("turn must be a whole number of at least 1");
  if (!Number.isSafeInteger(active) || active < 0 || active >= n) problems.push("activePlayer must be the index of a player");
  const seedError = setup.seed === undefined ? null : seedProblem(setup.seed);
  if (seedError) problems.push(seedError);
  if (!SANDBOX_STEPS.includes(step)) problems.push(`a sandbox game starts in a step with priority: one of ${SANDBOX_STEPS.join(", ")}`);
  const unknown = new Set<string>();
  const known = (name: string): boolean => {
    if (!cards.has(name)) unknown.add(name);
    return cards.has(name);
  };
  setup.players.forEach((p, i) => {
    if (typeof p.name !== "string" || p.name.trim() === "") problems.push(`player ${i + 1} needs a name`);
    for (const zone of [p.library, p.hand, p.graveyard, p.exile])
      for (const name of zone ?? []) {
        // 111.7: a token exists only on the battlefield.
        if (known(name) && cards.get(name)?.token) problems.push(`${name} is a token: tokens exist only on the battlefield (111.7)`);
      }
    for (const entry of p.battlefield ?? []) {
      const spec = typeof entry === "string" ? { card: entry } : entry;
      const layout = known(spec.card) ? cards.get(spec.card)!.faces?.layout : undefined;
      // 712.9, 712.12: only a double-faced card has a back face to be up; 712.10: never an instant or sorcery face.
      const back = layout === "transform" || layout === "modal" ? cards.get(spec.card)!.faces!.list[1] : null;
      if (spec.face === 1 && (!back || back.types.includes("Instant") || back.types.includes("Sorcery")))
        problems.push(`${spec.card} has no back face that can be up on the battlefield`);
      // 701.42b: only the two cards of a meld pair are melded.
      if (spec.melded !== undefined && known(spec.melded) && known(spec.card) && !isMeldPair(cards.get(spec.card)!, cards.get(spec.melded)!))
        problems.push(`${spec.card} and ${spec.melded} are not a meld pair (701.42b)`);
      // 712.15a: a face-down double-faced card has neither face up.
      if (spec.faceDown && spec.face !== undefined) problems.push(`${spec.card} can't be face down with a face up`);
    }
  });
  if (unknown.size > 0)
    return gameError(
      "UNKNOWN_CARD",
      `unknown card name(s): ${[...unknown].join(", ")}`,
      undefined,
      [...unknown].map((u) => `unknown card: ${u}`),
    );
  if (problems.length > 0) return gameError("INVALID_SETUP", problems.join("; "), undefined, problems);

  const players = setup.players.map((p, i) => ({
    ...emptyPlayer(i, p.name, p.life ?? options.startingLife),
    counters: p.poison || p.counters ? { ...p.counters, ...(p.poison ? { poison: p.poison } : {}) } : NO_COUNTERS,
    library: [...(p.library ?? [])],
    landsPlayed: p.landsPlayed ?? 0,
    // The player `k` seats before the active one most recently began turn `turn - k` (302.6).
    lastTurn: Math.max(0, turn - ((active - i + n) % n)),
  }));
  const d = new Draft(cards, baseState(options, setup.seed ?? 0, players, true));
  d.state.startingPlayer = active;
  d.state.turn = { number: turn, active, step };
  if (setup.dayNight) d.state.dayNight = setup.dayNight;
  emit(d, { type: "gameStarted", players: players.map((p) => p.name), startingPlayer: active, sandbox: true });

  const labels: Record<string, ObjectId> = {};
  const attachments: { id: ObjectId; label: string }[] = [];
  setup.players.forEach((p, owner) => {
    for (const name of p.hand ?? []) d.hand(owner).push({ id: d.newId(), card: name, owner });
    for (const name of p.graveyard ?? []) d.graveyard(owner).push({ id: d.newId(), card: name, owner });
    for (const name of p.exile ?? []) d.exile().push({ id: d.newId(), card: name, owner });
    for (const entry of p.battlefield ?? []) {
      const spec: SandboxPermanent = typeof entry === "string" ? { card: entry } : entry;
      const controller = spec.controller === undefined ? owner : setup.players.findIndex((other) => other.name === spec.controller);
      if (controller < 0) {
        problems.push(`${spec.card}: the controller "${spec.controller}" is not a player's name`);
        continue;
      }
      const perm = createPermanent(d, spec.card, owner, controller, {
        tapped: spec.tapped ?? false,
        damage: spec.damage ?? 0,
        counters: spec.counters ?? printedLoyalty(cards.get(spec.card)!),
        controlSince: spec.sick ? turn : -1,
        ...(spec.face === undefined ? {} : { face: spec.face }),
        ...(spec.melded === undefined ? {} : { face: 1, melded: spec.melded }),
        faceDown: spec.faceDown === true,
      });
      if (spec.flipped) d.permanent(perm.id)!.flipped = true;
      if (spec.label !== undefined) {
        if (spec.label in labels) problems.push(`the label "${spec.label}" is used twice`);
        labels[spec.label] = perm.id;
      }
      if (spec.attachedTo !== undefined) attachments.push({ id: perm.id, label: spec.attachedTo });
      if (spec.attachedToPlayer !== undefined) {
        const player = setup.players.findIndex((other) => other.name === spec.attachedToPlayer);
        if (player < 0) problems.push(`${spec.card}: attachedToPlayer "${spec.attachedToPlayer}" is not a player's name`);
        else d.permanent(perm.id)!.attachedToPlayer = player;
      }
    }
  });
  for (const a of attachments) {
    const host = labels[a.label];
    if (host === undefined) problems.push(`attachedTo "${a.label}" names no labelled permanent`);
    else d.permanent(a.id)!.attachedTo = host;
  }
  if (problems.length > 0) return gameError("INVALID_SETUP", problems.join("; "), undefined, problems);
  // The position is as described: a permanent an Aura takes control of has been under that control as long
  // as it has been on the battlefield (302.6).
  for (const perm of d.state.battlefield) {
    const now = controllerOf(d, perm);
    if (now !== perm.continuousController) d.permanent(perm.id)!.continuousController = now;
  }
  return { draft: d, labels };
}
