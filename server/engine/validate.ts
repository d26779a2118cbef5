// Checking an answer against the pending prompt: first its shape (answers may come from the network),
// then its legality against the prompt's listed options. A refused answer changes nothing.

import { gameError, type GameError } from "../../shared/errors.ts";
import { MANA_TYPES, type ManaAmounts, type ManaType } from "../../shared/mana.ts";
import type { CardRegistry } from "./card-definition.ts";
import { spendPays, withinPool } from "./mana.ts";
import { hasSorceryTiming, LANDS_PER_TURN } from "./priority.ts";
import type { Answer, Prompt } from "./prompt.ts";
import type { GameState, PlayerId, Target } from "./state.ts";
import { sameTarget } from "./targets.ts";

type Check = GameError | null;

const malformed = (message: string): GameError => gameError("MALFORMED_INPUT", message);
const illegal = (message: string, rule?: string): GameError => gameError("ILLEGAL_CHOICE", message, rule);

const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function isManaAmounts(v: unknown): v is Partial<ManaAmounts> {
  return isObject(v) && MANA_TYPES.every((t) => isId(v[t] ?? 0)) && Object.keys(v).every((k) => (MANA_TYPES as readonly string[]).includes(k));
}
function isTarget(v: unknown): v is Target {
  return isObject(v) && (v.kind === "player" || v.kind === "object") && isId(v.id);
}
function isIdList(v: unknown): v is number[] {
  return Array.isArray(v) && v.every(isId);
}

/** The answer's shape, or an error saying what is wrong with it. */
export function checkShape(raw: unknown): Answer | GameError {
  if (!isObject(raw) || typeof raw.kind !== "string") return malformed("an answer must be an object with a string `kind`");
  const a = raw;
  switch (a.kind) {
    case "pass":
    case "keep":
    case "mulligan":
    case "autoPay":
    case "cancel":
      return { kind: a.kind };
    case "playLand":
    case "cast":
      return isId(a.card) ? { kind: a.kind, card: a.card } : malformed(`${a.kind} needs a numeric \`card\` id`);
    case "activateMana":
      if (!isId(a.source) || !isId(a.ability)) return malformed("activateMana needs numeric `source` and `ability`");
      if (a.mana !== undefined && !(MANA_TYPES as readonly unknown[]).includes(a.mana)) return malformed("`mana` must be one of W, U, B, R, G, C");
      return a.mana === undefined ? { kind: "activateMana", source: a.source, ability: a.ability } : { kind: "activateMana", source: a.source, ability: a.ability, mana: a.mana as ManaType };
    case "cards":
      return isIdList(a.cards) ? { kind: "cards", cards: a.cards } : malformed("`cards` must be a list of card ids");
    case "targets":
      return Array.isArray(a.targets) && a.targets.every(isTarget) ? { kind: "targets", targets: a.targets } : malformed("`targets` must be a list of {kind: \"player\"|\"object\", id}");
    case "pay":
      if (a.mana === undefined) return { kind: "pay" };
      return isManaAmounts(a.mana) ? { kind: "pay", mana: { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0, ...a.mana } } : malformed("`mana` must map W, U, B, R, G, C to amounts");
    case "choose":
      return isId(a.object) ? { kind: "choose", object: a.object } : malformed("choose needs a numeric `object`");
    case "attackers":
      return Array.isArray(a.attacks) && a.attacks.every((x) => isObject(x) && isId(x.attacker) && isId(x.defender))
        ? { kind: "attackers", attacks: a.attacks as { attacker: number; defender: number }[] }
        : malformed("`attacks` must be a list of {attacker, defender}");
    case "blockers":
      return Array.isArray(a.blocks) && a.blocks.every((x) => isObject(x) && isId(x.blocker) && isId(x.attacker))
        ? { kind: "blockers", blocks: a.blocks as { blocker: number; attacker: number }[] }
        : malformed("`blocks` must be a list of {blocker, attacker}");
    case "damage":
      return Array.isArray(a.assignment) && a.assignment.every((x) => isObject(x) && isId(x.blocker) && isId(x.amount))
        ? { kind: "damage", assignment: a.assignment as { blocker: number; amount: number }[] }
        : malformed("`assignment` must be a list of {blocker, amount}");
    default:
      return malformed(`unknown answer kind "${a.kind}"`);
  }
}

export function isGameError(v: unknown): v is GameError {
  return isObject(v) && typeof v.code === "string" && typeof v.message === "string";
}

function distinct(ids: readonly number[]): boolean {
  return new Set(ids).size === ids.length;
}

function wrongKind(prompt: Prompt, answer: Answer): GameError {
  return gameError("WRONG_ANSWER_KIND", `"${answer.kind}" does not answer a ${prompt.kind} prompt`);
}

/** Is `answer` among the legal options of `prompt`? */
export function checkAnswer(state: GameState, cards: CardRegistry, prompt: Prompt, answer: Answer): Check {
  if (answer.kind === "cancel") return prompt.cancellable ? null : illegal("there is nothing to cancel here");
  switch (prompt.kind) {
    case "priority":
      return checkPriorityAction(state, cards, prompt, answer);
    case "mulligan":
      if (answer.kind !== "keep" && answer.kind !== "mulligan") return wrongKind(prompt, answer);
      return null;
    case "bottomCards":
    case "discard": {
      if (answer.kind !== "cards") return wrongKind(prompt, answer);
      if (answer.cards.length !== prompt.count) return illegal(`choose exactly ${prompt.count} card(s)`);
      if (!distinct(answer.cards)) return illegal("a card can be chosen only once");
      if (!answer.cards.every((c) => prompt.options.includes(c))) return illegal("choose cards from your hand");
      return null;
    }
    case "chooseTargets": {
      if (answer.kind !== "targets") return wrongKind(prompt, answer);
      const n = answer.targets.length;
      if (n < prompt.min || n > prompt.max) return illegal(`choose ${prompt.min === prompt.max ? prompt.min : `${prompt.min} to ${prompt.max}`} target(s) for "${prompt.text}"`, "601.2c");
      for (let i = 0; i < n; i++) {
        const t = answer.targets[i]!;
        if (!prompt.options.some((o) => sameTarget(o, t))) return illegal(`that is not a legal choice for "${prompt.text}"`, "601.2c");
        if (answer.targets.slice(0, i).some((o) => sameTarget(o, t))) return illegal("the same object or player can't be chosen twice for one instance of the word \"target\"", "601.2c");
      }
      return null;
    }
    case "payCosts":
      switch (answer.kind) {
        case "activateMana":
          return checkManaActivation(prompt.manaAbilities, answer);
        case "autoPay":
          return prompt.autoPay ? null : illegal("the available mana can't pay this cost", "601.2h");
        case "pay":
          if (answer.mana === undefined) return prompt.canPay ? null : illegal("your mana pool doesn't hold enough mana of the right types; activate mana abilities first", "601.2h");
          if (!withinPool(answer.mana, prompt.pool)) return illegal("you can't spend mana your pool doesn't hold", "601.2h");
          if (!spendPays(answer.mana, prompt.mana)) return illegal("that mana doesn't pay the cost exactly", "601.2h");
          return null;
        default:
          return wrongKind(prompt, answer);
      }
    case "legendRule":
      if (answer.kind !== "choose") return wrongKind(prompt, answer);
      return prompt.options.includes(answer.object) ? null : illegal(`choose one of your permanents named ${prompt.name}`, "704.5j");
    case "declareAttackers": {
      if (answer.kind !== "attackers") return wrongKind(prompt, answer);
      if (!distinct(answer.attacks.map((a) => a.attacker))) return illegal("a creature can attack only once", "508.1a");
      for (const a of answer.attacks) {
        const option = prompt.options.find((o) => o.attacker === a.attacker);
        if (!option) return illegal("that creature can't attack: it must be an untapped creature you have controlled since the turn began", "508.1a");
        if (!option.defenders.includes(a.defender)) return illegal("a creature can attack only an opponent still in the game", "508.1b");
      }
      return null;
    }
    case "declareBlockers": {
      if (answer.kind !== "blockers") return wrongKind(prompt, answer);
      if (!distinct(answer.blocks.map((b) => b.blocker))) return illegal("each creature can block only one attacker", "509.1a");
      for (const b of answer.blocks) {
        const option = prompt.options.find((o) => o.blocker === b.blocker);
        if (!option) return illegal("that creature can't block: it must be an untapped creature you control", "509.1a");
        if (!option.attackers.includes(b.attacker)) return illegal("a creature can block only a creature attacking you", "509.1a");
      }
      return null;
    }
    case "assignCombatDamage": {
      if (answer.kind !== "damage") return wrongKind(prompt, answer);
      const ids = answer.assignment.map((a) => a.blocker);
      if (!distinct(ids) || !ids.every((id) => prompt.blockers.includes(id))) return illegal("assign damage only to the creatures blocking it, once each", "510.1c");
      const total = answer.assignment.reduce((s, a) => s + a.amount, 0);
      if (total !== prompt.amount) return illegal(`assign exactly ${prompt.amount} damage`, "510.1c");
      return null;
    }
  }
}

function checkManaActivation(
  options: Extract<Prompt, { kind: "payCosts" }>["manaAbilities"],
  answer: Extract<Answer, { kind: "activateMana" }>,
): Check {
  const option = options.find((o) => o.source === answer.source && o.ability === answer.ability);
  if (!option) return illegal("that mana ability can't be activated now", "605.3a");
  if (answer.mana !== undefined ? !option.choices.includes(answer.mana) : option.choices.length > 1)
    return illegal(`choose the mana to add: one of ${option.choices.join(", ")}`, "605.3a");
  return null;
}

function checkPriorityAction(state: GameState, cards: CardRegistry, prompt: Extract<Prompt, { kind: "priority" }>, answer: Answer): Check {
  switch (answer.kind) {
    case "pass":
      return null;
    case "activateMana": {
      const options = prompt.actions.flatMap((a) => (a.kind === "activateMana" ? [a] : []));
      return checkManaActivation(options, answer);
    }
    case "playLand":
      if (prompt.actions.some((a) => a.kind === "playLand" && a.card === answer.card)) return null;
      return explainLandRefusal(state, cards, prompt.player, answer.card);
    case "cast":
      if (prompt.actions.some((a) => a.kind === "cast" && a.card === answer.card)) return null;
      return explainCastRefusal(state, cards, prompt.player, answer.card);
    default:
      return wrongKind(prompt, answer);
  }
}

function cardInHand(state: GameState, player: PlayerId, id: number): string | undefined {
  return state.players[player]!.hand.find((c) => c.id === id)?.card;
}

function explainLandRefusal(state: GameState, cards: CardRegistry, player: PlayerId, id: number): GameError {
  const name = cardInHand(state, player, id);
  if (!name) return illegal("that card is not in your hand", "305.1");
  if (!cards.get(name)!.types.includes("Land")) return illegal(`${name} is not a land; cast it instead`, "305.1");
  if (state.players[player]!.landsPlayed >= LANDS_PER_TURN) return illegal("you have already played a land this turn", "305.2");
  return illegal("a land can be played only in your main phase while the stack is empty", "305.1");
}

function explainCastRefusal(state: GameState, cards: CardRegistry, player: PlayerId, id: number): GameError {
  const name = cardInHand(state, player, id);
  if (!name) return illegal("that card is not in your hand", "601.3");
  const def = cards.get(name)!;
  if (def.types.includes("Land")) return illegal(`${name} is a land: play it, don't cast it`, "305.9");
  if (def.manaCost === null) return illegal(`${name} has no mana cost, so it can't be cast for it`, "118.6");
  if (!hasSorceryTiming(state, player)) return illegal(`${name} can be cast only in your main phase while the stack is empty`, "117.1a");
  return illegal(`${name} can't be cast now`, "601.3");
}
