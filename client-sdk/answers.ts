// Building answers from what a person (or a bot) means: "cast Lightning Bolt", "target Ben", "attack with
// the Bears". Cards, permanents and players can be named or given by id; a name is looked up among the
// prompt's own options, so a helper never picks something the rules don't allow.

import { printedAbilityKey, type AbilityRef, type PlayerId, type Target } from "../shared/game-types.ts";
import { answerTaking, PROMPT_ACTIVITY, type Answer, type FaceChoice, type Prompt, type PromptKind } from "../shared/prompt.ts";
import { TableError } from "./errors.ts";
import type { TableMirror } from "./state.ts";

/** A card or permanent: its id, an object with its id, or its name. */
export type ObjectRef = number | string | { readonly id: number };
/** A target: a player (`{ player: seat }` or their name), an object (id, `{ id }`, `{ object: id }` or name), or a Target. */
export type TargetRef = ObjectRef | Target | { readonly player: PlayerId } | { readonly object: number };

export type PromptOf<K extends PromptKind> = Extract<Prompt, { kind: K }>;

/** The pending prompt if it is of one of these kinds, or a NO_SUCH_PROMPT error. */
export function expectPrompt<K extends PromptKind>(prompt: Prompt | null, ...kinds: K[]): PromptOf<K> {
  if (!prompt) throw new TableError("NO_SUCH_PROMPT", `nothing to answer: the game isn't waiting for you to ${describeKinds(kinds)}`);
  if (!(kinds as PromptKind[]).includes(prompt.kind))
    throw new TableError("NO_SUCH_PROMPT", `the game is waiting for you to ${PROMPT_ACTIVITY[prompt.kind]}, not to ${describeKinds(kinds)}`);
  return prompt as PromptOf<K>;
}

function describeKinds(kinds: readonly PromptKind[]): string {
  return kinds.map((k) => PROMPT_ACTIVITY[k]).join(" or ");
}

/** Names of everything the table shows: permanents, stack items, cards in hands, graveyards and exile. */
export function objectName(state: TableMirror, id: number): string | undefined {
  return (
    state.battlefield.find((p) => p.id === id)?.name ??
    state.stack.find((s) => s.id === id)?.name ??
    state.players.flatMap((p) => [...(p.hand ?? []), ...p.graveyard]).find((c) => c.id === id)?.name ??
    state.exile.find((c) => c.id === id)?.name
  );
}

/** 708.5: the card one of this client's face-down permanents or spells is (it may name it so), or undefined. */
function faceDownCard(state: TableMirror, id: number): string | undefined {
  return (state.battlefield.find((p) => p.id === id)?.faceDownCard ?? state.stack.find((s) => s.id === id)?.faceDownCard) || undefined;
}

/**
 * The id among `options` that `ref` designates; a name picks the first such object not `taken` already (one of this
 * client's face-down objects may be named by its card).
 */
export function pickObject(state: TableMirror, options: readonly number[], ref: ObjectRef, what = "option", taken: ReadonlySet<number> = new Set()): number {
  const named = (o: number): boolean => objectName(state, o) === ref || faceDownCard(state, o) === ref;
  const id = typeof ref === "number" ? ref : typeof ref === "string" ? options.find((o) => !taken.has(o) && named(o)) : ref.id;
  if (id === undefined || !options.includes(id)) {
    const named = options.map((o) => objectName(state, o) ?? `#${o}`);
    throw new TableError(
      "NOT_AN_OPTION",
      `${typeof ref === "string" ? ref : `#${String(id)}`} is not a ${what} here${named.length ? `: choose among ${named.join(", ")}` : ""}`,
    );
  }
  return id;
}

/** The target among `options` that `ref` designates; a name picks the first such target not `taken` already. */
export function pickTarget(state: TableMirror, options: readonly Target[], ref: TargetRef, taken: readonly Target[] = []): Target {
  let wanted: Target | undefined;
  if (typeof ref === "string") {
    const seat = state.players.find((p) => p.name === ref)?.seat;
    const free = (t: Target): boolean => !taken.some((x) => x.kind === t.kind && x.id === t.id);
    wanted = options.find((t) => free(t) && (t.kind === "player" ? t.id === seat : objectName(state, t.id) === ref));
  } else if (typeof ref === "number") wanted = { kind: "object", id: ref };
  else if ("kind" in ref) wanted = ref;
  else if ("player" in ref) wanted = { kind: "player", id: ref.player };
  else if ("object" in ref) wanted = { kind: "object", id: ref.object };
  else wanted = { kind: "object", id: ref.id };
  const found = wanted && options.find((t) => t.kind === wanted.kind && t.id === wanted.id);
  if (!found) {
    const named = options.map((t) => (t.kind === "player" ? (state.players[t.id]?.name ?? `player ${t.id + 1}`) : (objectName(state, t.id) ?? `#${t.id}`)));
    throw new TableError(
      "NOT_AN_OPTION",
      `${typeof ref === "string" ? ref : JSON.stringify(ref)} is not a legal target here: choose among ${named.join(", ") || "nothing"}`,
    );
  }
  return found;
}

/**
 * 305.1: play a land. A modal double-faced card's land face (712.12) is chosen by `face`, or named by itself
 * (`"Bala Ged Sanctuary"`).
 */
export function playLand(state: TableMirror, card: ObjectRef, face?: FaceChoice): Answer {
  return takeOption(state, "playLand", card, face, "land you can play");
}

/**
 * 601.2a: cast a spell. For a card with two faces or halves, `face` chooses one (709.3, 712.11b, 715.3); or name
 * the face or half itself (`"Ice"`, `"Stomp"`). Without either, the card's own option (a front face, a fused split
 * card), or its only one.
 */
export function cast(state: TableMirror, card: ObjectRef, face?: FaceChoice): Answer {
  return takeOption(state, "cast", card, face, "spell you can cast");
}

/** 702.37a: cast a card with morph face down, as a 2/2 creature spell for {3}. */
export function castFaceDown(state: TableMirror, card: ObjectRef): Answer {
  const options = expectPrompt(state.prompt, "priority").actions.flatMap((a) => (a.kind === "cast" && a.faceDown ? [a] : []));
  const id = pickObject(state, [...new Set(options.map((a) => a.card))], card, "card you can cast face down");
  return { kind: "cast", card: id, faceDown: true };
}

/** 702.37e: turn a face-down permanent you control face up for its morph cost (a special action). */
export function turnFaceUp(state: TableMirror, permanent: ObjectRef): Answer {
  const options = expectPrompt(state.prompt, "priority").actions.flatMap((a) => (a.kind === "turnFaceUp" ? [a.permanent] : []));
  return { kind: "turnFaceUp", permanent: pickObject(state, options, permanent, "face-down permanent you can turn face up") };
}

function takeOption(state: TableMirror, kind: "cast" | "playLand", card: ObjectRef, face: FaceChoice | undefined, what: string): Answer {
  // Casting face down (702.37a) is castFaceDown's.
  const options = expectPrompt(state.prompt, "priority").actions.flatMap((a) => (a.kind === kind && !(a.kind === "cast" && a.faceDown) ? [a] : []));
  const byFaceName = typeof card === "string" && face === undefined ? options.find((a) => a.name === card) : undefined;
  if (byFaceName) return answerTaking(byFaceName);
  const id = pickObject(state, [...new Set(options.map((a) => a.card))], card, what);
  const ofCard = options.filter((a) => a.card === id);
  const chosen =
    face !== undefined ? ofCard.find((a) => a.face === face) : (ofCard.find((a) => a.face === undefined) ?? (ofCard.length === 1 ? ofCard[0] : undefined));
  if (!chosen)
    throw new TableError(
      "NOT_AN_OPTION",
      `choose a face: ${ofCard.map((a) => `${a.face === undefined ? "no face" : `face ${a.face}`} (${a.name ?? objectName(state, id)})`).join(", ")}`,
    );
  return answerTaking(chosen);
}

/**
 * Activates an ability of a permanent: the first one offered, or the one named by its key (`"p1"`, `"g12.0"`) or,
 * for compatibility, by its index among the card's printed abilities (1 is `"p1"`).
 */
export function activate(state: TableMirror, permanent: ObjectRef, ability?: AbilityRef): Answer {
  const prompt = expectPrompt(state.prompt, "priority");
  const abilities = prompt.actions.flatMap((a) => (a.kind === "activate" ? [a] : []));
  const source = pickObject(state, [...new Set(abilities.map((a) => a.source))], permanent, "permanent with an ability you can activate");
  const own = abilities.filter((a) => a.source === source);
  const key = typeof ability === "number" ? printedAbilityKey(ability) : ability;
  const chosen = key === undefined ? own[0] : own.find((a) => a.ability === key);
  if (!chosen)
    throw new TableError(
      "NOT_AN_OPTION",
      `that permanent has no ability ${String(key)} you can activate now (it has: ${own.map((a) => `${a.ability} "${a.text}"`).join(", ")})`,
    );
  return { kind: "activate", source, ability: chosen.ability };
}

/** Each reference picked among the options, none twice. */
function pickTargets(state: TableMirror, options: readonly Target[], refs: readonly TargetRef[]): Target[] {
  const chosen: Target[] = [];
  for (const t of refs) chosen.push(pickTarget(state, options, t, chosen));
  return chosen;
}

export function chooseTargets(state: TableMirror, targets: readonly TargetRef[]): Answer {
  return { kind: "targets", targets: pickTargets(state, expectPrompt(state.prompt, "chooseTargets").options, targets) };
}

/** 701.34a: the permanents and players (by name, seat or id) that get one more counter of each kind; none is a valid choice. */
export function proliferate(state: TableMirror, refs: readonly TargetRef[]): Answer {
  return { kind: "proliferate", chosen: pickTargets(state, expectPrompt(state.prompt, "proliferate").options, refs) };
}

/** What one attacker attacks (508.1b): a player (by seat or name), or a planeswalker an opponent controls (by id or name). */
export type AttackRef =
  | ObjectRef
  | { readonly attacker: ObjectRef; readonly defender: PlayerId | string; readonly planeswalker?: undefined }
  | { readonly attacker: ObjectRef; readonly planeswalker: ObjectRef; readonly defender?: undefined };

/** Attackers, each at the only defender there is, at the player named with it, or at the planeswalker named with it. */
export function declareAttackers(state: TableMirror, attacks: readonly AttackRef[]): Answer {
  const prompt = expectPrompt(state.prompt, "declareAttackers");
  const options = prompt.options.map((o) => o.attacker);
  const taken = new Set<number>();
  return {
    kind: "attackers",
    attacks: attacks.map((a) => {
      const plain = typeof a !== "object" || !("attacker" in a);
      const attacker = pickObject(state, options, plain ? a : a.attacker, "creature that can attack", taken);
      taken.add(attacker);
      const option = prompt.options.find((o) => o.attacker === attacker)!;
      if (!plain && a.planeswalker !== undefined) {
        const ids = option.planeswalkers.map((w) => w.planeswalker);
        const planeswalker = pickObject(state, ids, a.planeswalker, "planeswalker it can attack");
        return { attacker, defender: option.planeswalkers.find((w) => w.planeswalker === planeswalker)!.controller, planeswalker };
      }
      const defenders = option.defenders;
      const wanted = plain ? undefined : typeof a.defender === "string" ? state.players.find((p) => p.name === a.defender)?.seat : a.defender;
      const defender = wanted ?? (defenders.length === 1 ? defenders[0] : undefined);
      if (defender === undefined || !defenders.includes(defender))
        throw new TableError("NOT_AN_OPTION", `say which player it attacks: one of ${defenders.map((d) => state.players[d]?.name).join(", ")}`);
      return { attacker, defender };
    }),
  };
}

/** A blocker named once for each attacker it blocks: more than once only when it can block more than one (509.1a, `maxAttackers`). */
export function declareBlockers(state: TableMirror, blocks: readonly { readonly blocker: ObjectRef; readonly attacker: ObjectRef }[]): Answer {
  const prompt = expectPrompt(state.prompt, "declareBlockers");
  const uses = new Map<number, number>();
  return {
    kind: "blockers",
    blocks: blocks.map((b) => {
      const full = new Set(prompt.options.filter((o) => (uses.get(o.blocker) ?? 0) >= (o.maxAttackers ?? 1)).map((o) => o.blocker));
      const blocker = pickObject(
        state,
        prompt.options.map((o) => o.blocker),
        b.blocker,
        "creature that can block",
        full,
      );
      uses.set(blocker, (uses.get(blocker) ?? 0) + 1);
      const attacker = pickObject(state, prompt.options.find((o) => o.blocker === blocker)!.attackers, b.attacker, "creature it can block");
      return { blocker, attacker };
    }),
  };
}

export function cards(state: TableMirror, kind: "bottomCards" | "discard", refs: readonly ObjectRef[]): Answer {
  const prompt = expectPrompt(state.prompt, kind);
  const chosen: number[] = [];
  for (const r of refs) chosen.push(pickObject(state, prompt.options, r, "card", new Set(chosen)));
  return { kind: "cards", cards: chosen };
}
