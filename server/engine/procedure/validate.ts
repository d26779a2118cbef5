// Checking an answer against the pending prompt: first its shape (answers may come from the network),
// then its legality against the prompt's listed options. A refused answer changes nothing.

import type { Reader } from "../layers/view.ts";
import { gameError, type GameError } from "../../../shared/errors.ts";
import { COLORS, MANA_TYPES, type ManaAmounts, type ManaType } from "../../../shared/mana.ts";
import { spendPays, withinPool } from "../stack/mana.ts";
import { hasSorceryTiming, LANDS_PER_TURN } from "../turn/priority.ts";
import { MAX_ANNOUNCED_NUMBER, type Answer, type ConvokeTap, type ManaAbilityOption, type Prompt } from "../../../shared/prompt.ts";
import type { AbilityKey, GameState, ObjectId, PlayerId, Target } from "../kernel/state.ts";
import { ABILITY_KEY, printedAbilityKey } from "../../../shared/game-types.ts";
import { mostObeyedRequirements, obeyedRequirements } from "../../../shared/blocks.ts";
import { sameTarget } from "../stack/targets.ts";
import { characteristics, controllerOf } from "../layers/characteristics.ts";
import { controlsStatic } from "../layers/battlefield-facts.ts";
import { shownName } from "../layers/printed.ts";

type Check = GameError | null;

const malformed = (message: string): GameError => gameError("MALFORMED_INPUT", message);
const illegal = (message: string, rule?: string): GameError => gameError("ILLEGAL_CHOICE", message, rule);

const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
/** A list whose every entry passes `test`; `every` alone would skip the holes of a sparse list. */
function isListOf<T>(v: unknown, test: (x: unknown) => x is T): v is T[] {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (!test(v[i])) return false;
  return true;
}
const isIdList = (v: unknown): v is number[] => isListOf(v, isId);
const isWhole = (v: unknown): v is number => Number.isSafeInteger(v);
const isString = (v: unknown): v is string => typeof v === "string";
const isTarget = (v: unknown): v is Target => isObject(v) && (v.kind === "player" || v.kind === "object") && isId(v.id);
const isAttack = (v: unknown): v is { attacker: number; defender: number; planeswalker?: number } =>
  isObject(v) && isId(v.attacker) && isId(v.defender) && (v.planeswalker === undefined || isId(v.planeswalker));
const isBlock = (v: unknown): v is { blocker: number; attacker: number } => isObject(v) && isId(v.blocker) && isId(v.attacker);
const isConvokeTap = (v: unknown): v is ConvokeTap =>
  isObject(v) && isId(v.creature) && ((COLORS as readonly unknown[]).includes(v.mana) || v.mana === "generic");
/** An answer's ability (AbilityRef): a key, or for compatibility a printed ability's index i, which is the key "p<i>". */
const abilityKeyOf = (v: unknown): AbilityKey | null => (typeof v === "string" ? (ABILITY_KEY.test(v) ? v : null) : isId(v) ? printedAbilityKey(v) : null);
const ABILITY_SHAPE = 'an `ability` key ("p0" for the first printed ability, "g12.0" for a granted one) or a printed ability\'s index';
const isAssignment = (v: unknown): v is { blocker: number; amount: number } => isObject(v) && isId(v.blocker) && isId(v.amount);

function isManaAmounts(v: unknown): v is Partial<ManaAmounts> {
  return isObject(v) && Object.keys(v).every((k) => (MANA_TYPES as readonly string[]).includes(k)) && MANA_TYPES.every((t) => isId(v[t] ?? 0));
}

/**
 * The answer's shape, or an error saying what is wrong with it. The answer returned is built afresh with only
 * the fields answers have: the state keeps it (a suspended procedure's transcript), and must share nothing
 * with the caller's objects.
 */
export function checkShape(raw: unknown): Answer | GameError {
  if (!isObject(raw) || typeof raw.kind !== "string") return malformed("an answer must be an object with a string `kind`");
  const a = raw;
  switch (a.kind) {
    case "pass":
    case "keep":
    case "mulligan":
    case "autoPay":
    case "cancel":
    case "decline":
      return { kind: a.kind };
    case "playLand":
    case "cast":
      if (!isId(a.card)) return malformed(`${a.kind} needs a numeric \`card\` id`);
      if (a.kind === "cast" && a.faceDown !== undefined) {
        if (a.faceDown !== true || a.face !== undefined)
          return malformed("`faceDown` must be true, without `face` (702.37a: a card is cast face down as a whole)");
        return { kind: "cast", card: a.card, faceDown: true };
      }
      if (a.face === undefined) return { kind: a.kind, card: a.card };
      return a.face === 0 || a.face === 1 ? { kind: a.kind, card: a.card, face: a.face } : malformed("`face` must be 0 or 1 (a face of a card with two)");
    case "activate":
    case "activateMana": {
      const ability = abilityKeyOf(a.ability);
      if (!isId(a.source) || ability === null) return malformed(`${a.kind} needs a numeric \`source\` and ${ABILITY_SHAPE}`);
      if (a.kind === "activate") return { kind: "activate", source: a.source, ability };
      if (a.mana !== undefined && !(MANA_TYPES as readonly unknown[]).includes(a.mana)) return malformed("`mana` must be one of W, U, B, R, G, C");
      return a.mana === undefined
        ? { kind: "activateMana", source: a.source, ability }
        : { kind: "activateMana", source: a.source, ability, mana: a.mana as ManaType };
    }
    case "turnFaceUp":
      return isId(a.permanent) ? { kind: "turnFaceUp", permanent: a.permanent } : malformed("turnFaceUp needs a numeric `permanent` id");
    case "cards":
      return isIdList(a.cards) ? { kind: "cards", cards: [...a.cards] } : malformed("`cards` must be a list of card ids");
    case "modes":
      return isIdList(a.modes) ? { kind: "modes", modes: [...a.modes] } : malformed("`modes` must be a list of mode numbers");
    case "player":
      return isId(a.player) ? { kind: "player", player: a.player } : malformed("`player` must be a player index");
    case "costs": {
      if (typeof a.alternative !== "string") return malformed('`alternative` must name a cost ("mana" for the mana cost)');
      const optional = a.optional ?? {};
      if (!isObject(optional) || !Object.values(optional).every((n) => Number.isSafeInteger(n) && (n as number) >= 0))
        return malformed("`optional` must map cost ids to how many times they are paid");
      return { kind: "costs", alternative: a.alternative, optional: Object.fromEntries(Object.entries(optional as Record<string, number>)) };
    }
    case "number":
      return Number.isSafeInteger(a.value) ? { kind: "number", value: a.value as number } : malformed("`value` must be a whole number");
    case "symbols":
      return isListOf(a.choices, isString) ? { kind: "symbols", choices: [...a.choices] } : malformed("`choices` must be a list of strings");
    case "targets":
      return isListOf(a.targets, isTarget)
        ? { kind: "targets", targets: a.targets.map((t) => ({ kind: t.kind, id: t.id }) as Target) }
        : malformed('`targets` must be a list of {kind: "player"|"object", id}');
    case "proliferate":
      return isListOf(a.chosen, isTarget)
        ? { kind: "proliferate", chosen: a.chosen.map((t) => ({ kind: t.kind, id: t.id }) as Target) }
        : malformed('`chosen` must be a list of {kind: "player"|"object", id}');
    case "division":
      return isListOf(a.amounts, isWhole) ? { kind: "division", amounts: [...a.amounts] } : malformed("`amounts` must be a list of whole numbers");
    case "pay":
      if (a.mana === undefined) return { kind: "pay" };
      return isManaAmounts(a.mana)
        ? { kind: "pay", mana: { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0, ...a.mana } }
        : malformed("`mana` must map W, U, B, R, G, C to amounts");
    case "payPart":
      return isId(a.part) && isIdList(a.choices ?? [])
        ? { kind: "payPart", part: a.part, choices: [...((a.choices ?? []) as number[])] }
        : malformed("payPart needs a numeric `part` and a list of `choices`");
    case "convoke":
      return isListOf(a.taps, isConvokeTap)
        ? { kind: "convoke", taps: a.taps.map((t) => ({ creature: t.creature, mana: t.mana })) }
        : malformed('`taps` must be a list of {creature, mana: "W"|"U"|"B"|"R"|"G"|"generic"}');
    case "order":
      return isIdList(a.order) ? { kind: "order", order: [...a.order] } : malformed("`order` must be a list of indexes");
    case "libraryCard":
      return a.index === null || isId(a.index)
        ? { kind: "libraryCard", index: a.index as number | null }
        : malformed("`index` must be a library position or null");
    case "color":
      return (COLORS as readonly unknown[]).includes(a.color)
        ? { kind: "color", color: a.color as (typeof COLORS)[number] }
        : malformed("`color` must be one of W, U, B, R, G");
    case "choose":
      return isId(a.object) ? { kind: "choose", object: a.object } : malformed("choose needs a numeric `object`");
    case "name":
      return typeof a.name === "string" ? { kind: "name", name: a.name } : malformed("`name` must be a card name");
    case "option":
      return typeof a.option === "string" ? { kind: "option", option: a.option } : malformed("`option` must be one of the prompt's options");
    case "attackers":
      return isListOf(a.attacks, isAttack)
        ? {
            kind: "attackers",
            attacks: a.attacks.map((x) => ({
              attacker: x.attacker,
              defender: x.defender,
              ...(x.planeswalker === undefined ? {} : { planeswalker: x.planeswalker }),
            })),
          }
        : malformed("`attacks` must be a list of {attacker, defender, planeswalker?}");
    case "blockers":
      return isListOf(a.blocks, isBlock)
        ? { kind: "blockers", blocks: a.blocks.map((x) => ({ blocker: x.blocker, attacker: x.attacker })) }
        : malformed("`blocks` must be a list of {blocker, attacker}");
    case "damage":
      if (a.toPlayer !== undefined && !isId(a.toPlayer)) return malformed("`toPlayer` must be an amount");
      return isListOf(a.assignment, isAssignment)
        ? {
            kind: "damage",
            assignment: a.assignment.map((x) => ({ blocker: x.blocker, amount: x.amount })),
            ...(a.toPlayer !== undefined ? { toPlayer: a.toPlayer as number } : {}),
          }
        : malformed("`assignment` must be a list of {blocker, amount}");
    default:
      return malformed(`unknown answer kind "${a.kind}"`);
  }
}

function distinct(ids: readonly number[]): boolean {
  return new Set(ids).size === ids.length;
}

/** Whether the player or object at `i` in the list was chosen earlier in it too. */
function chosenBefore(list: readonly Target[], i: number): boolean {
  return list.slice(0, i).some((o) => sameTarget(o, list[i]!));
}

function wrongKind(prompt: Prompt, answer: Answer): GameError {
  return gameError("WRONG_ANSWER_KIND", `"${answer.kind}" does not answer a ${prompt.kind} prompt`);
}

function chooseExactly(count: number, chosen: readonly number[], options: readonly number[], what: string): Check {
  if (chosen.length !== count) return illegal(`choose exactly ${count} ${what}`);
  if (!distinct(chosen)) return illegal("each can be chosen only once");
  if (!chosen.every((c) => options.includes(c))) return illegal(`choose among the ${what} offered`);
  return null;
}

/** A wrong or unknown ability key: the source is on the battlefield but has no ability of that kind by that key. */
function noSuchAbility(r: Reader, source: ObjectId, key: AbilityKey, kind: "activated" | "mana"): Check {
  const perm = r.state.battlefield.find((p) => p.id === source);
  if (!perm) return null;
  const abilities = characteristics(r, perm).abilities;
  const what = kind === "mana" ? "mana ability" : "activated ability";
  const named = abilities.find((k) => k.key === key);
  if (named?.ability.kind === kind) return null;
  if (named?.ability.kind === "mana" || named?.ability.kind === "activated")
    return illegal(
      `${shownName(perm)}'s ability ${key} ("${named.ability.text}") is not ${kind === "mana" ? "a" : "an"} ${what}: answer "${named.ability.kind === "mana" ? "activateMana" : "activate"}"`,
    );
  const own = abilities.filter((k) => k.ability.kind === kind);
  const has = own.length === 0 ? `it has no ${what}` : `it has ${own.map((k) => `${k.key} ("${k.ability.text}")`).join(", ")}`;
  return illegal(`${shownName(perm)} has no ${what} "${key}": ${has}`);
}

function checkManaActivation(r: Reader, options: readonly ManaAbilityOption[], answer: Extract<Answer, { kind: "activateMana" }>): Check {
  const option = options.find((o) => o.source === answer.source && o.ability === answer.ability);
  if (!option) return noSuchAbility(r, answer.source, answer.ability, "mana") ?? illegal("that mana ability can't be activated now", "605.3a");
  if (answer.mana !== undefined ? !option.choices.includes(answer.mana) : option.choices.length > 1)
    return illegal(`choose the mana to add: one of ${option.choices.join(", ")}`, "605.3a");
  return null;
}

function checkPay(
  mana: Extract<Prompt, { kind: "payCosts" | "payUnless" }>["mana"],
  pool: ManaAmounts,
  canPay: boolean,
  answer: Extract<Answer, { kind: "pay" }>,
): Check {
  if (mana === null) return illegal("the mana of this cost is already paid", "601.2h");
  if (answer.mana === undefined)
    return canPay ? null : illegal("your mana pool doesn't hold enough mana of the right types; activate mana abilities first", "601.2h");
  if (!withinPool(answer.mana, pool)) return illegal("you can't spend mana your pool doesn't hold", "601.2h");
  if (!spendPays(answer.mana, mana)) return illegal("that mana doesn't pay the cost exactly", "601.2h");
  return null;
}

/** 702.51a: each creature offered, once, for one of its colors or generic mana, and no more of each than is left to pay. */
function checkConvoke(prompt: Extract<Prompt, { kind: "payCosts" }>, answer: Extract<Answer, { kind: "convoke" }>): Check {
  if (!prompt.convoke || prompt.mana === null)
    return illegal("only a spell with convoke can be paid for by tapping creatures, while its mana is unpaid", "702.51a");
  if (answer.taps.length === 0) return illegal("tap at least one creature");
  if (!distinct(answer.taps.map((t) => t.creature))) return illegal("each creature can be tapped only once", "702.51a");
  const left: Record<string, number> = { ...prompt.mana };
  for (const t of answer.taps) {
    const option = prompt.convoke.find((o) => o.creature === t.creature);
    if (!option) return illegal("tap an untapped creature you control", "702.51a");
    if (t.mana !== "generic" && !option.colors.includes(t.mana)) return illegal("a creature pays for mana of its own color, or generic mana", "702.51a");
    if (!(left[t.mana]! > 0)) return illegal(`the cost has no ${t.mana === "generic" ? "generic mana" : `{${t.mana}}`} left to pay`, "702.51a");
    left[t.mana]!--;
  }
  return null;
}

/** Is `answer` among the legal options of `prompt`? */
export function checkAnswer(r: Reader, prompt: Prompt, answer: Answer): Check {
  if (answer.kind === "cancel") return prompt.cancellable ? null : illegal("there is nothing to cancel here");
  switch (prompt.kind) {
    case "priority":
      return checkPriorityAction(r, prompt, answer);
    case "mulligan":
      return answer.kind === "keep" || answer.kind === "mulligan" ? null : wrongKind(prompt, answer);
    case "bottomCards":
    case "discard":
      return answer.kind === "cards" ? chooseExactly(prompt.count, answer.cards, prompt.options, "card(s) from your hand") : wrongKind(prompt, answer);
    case "chooseModes": {
      if (answer.kind !== "modes") return wrongKind(prompt, answer);
      const n = answer.modes.length;
      const all = prompt.entwine && n === prompt.texts.length;
      if ((n < prompt.min || n > prompt.max) && !all)
        return illegal(
          `choose ${prompt.min === prompt.max ? prompt.min : `${prompt.min} to ${prompt.max}`} mode(s)${prompt.entwine ? ", or all of them with entwine" : ""}`,
          "700.2",
        );
      if (!distinct(answer.modes)) return illegal("a mode can be chosen only once", "700.2d");
      for (const m of answer.modes)
        if (!prompt.available[m])
          return illegal(m < prompt.texts.length ? `"${prompt.texts[m]}" can't be chosen: it would have no legal target` : "no such mode", "700.2a");
      return null;
    }
    case "chooseOpponent":
      if (answer.kind !== "player") return wrongKind(prompt, answer);
      return prompt.options.includes(answer.player) ? null : illegal("choose one of your opponents", "601.6a");
    case "chooseSplices":
      if (answer.kind !== "cards") return wrongKind(prompt, answer);
      if (!distinct(answer.cards)) return illegal("a card can be spliced onto a spell only once", "702.47b");
      return answer.cards.every((c) => prompt.options.includes(c))
        ? null
        : illegal("splice only cards in your hand with splice onto this spell's subtype", "702.47a");
    case "chooseCosts": {
      if (answer.kind !== "costs") return wrongKind(prompt, answer);
      if (!prompt.alternatives.some((a) => a.id === answer.alternative))
        return illegal(`choose one of: ${prompt.alternatives.map((a) => a.id).join(", ")}`, "118.9a");
      for (const [id, times] of Object.entries(answer.optional)) {
        const option = prompt.optional.find((o) => o.id === id);
        if (!option) return illegal(`"${id}" is not an optional cost of this spell`, "118.8");
        if (option.max !== null && times > option.max) return illegal(`${option.text} can be paid at most ${option.max} time(s)`, "702.33c");
        if (times > MAX_ANNOUNCED_NUMBER) return illegal(`at most ${MAX_ANNOUNCED_NUMBER} times`);
      }
      return null;
    }
    case "announceX":
    case "chooseNumber": {
      if (answer.kind !== "number") return wrongKind(prompt, answer);
      const min = prompt.kind === "chooseNumber" ? prompt.min : 0;
      return answer.value >= min && answer.value <= prompt.max
        ? null
        : illegal(`choose a number from ${min} to ${prompt.max}`, prompt.kind === "announceX" ? "107.3a" : "608.2d");
    }
    case "chooseManaSymbols":
      if (answer.kind !== "symbols") return wrongKind(prompt, answer);
      if (answer.choices.length !== prompt.symbols.length) return illegal(`choose how to pay each of the ${prompt.symbols.length} symbol(s)`, "601.2b");
      for (let i = 0; i < answer.choices.length; i++)
        if (!prompt.symbols[i]!.options.includes(answer.choices[i]!))
          return illegal(`${prompt.symbols[i]!.symbol} is paid with one of: ${prompt.symbols[i]!.options.join(", ")}`, "107.4e");
      return null;
    case "chooseReduction":
      if (answer.kind !== "symbols") return wrongKind(prompt, answer);
      return answer.choices.length === 1 && prompt.symbol.options.includes(answer.choices[0]!)
        ? null
        : illegal(`choose one half of ${prompt.symbol.symbol}`, "118.7e");
    case "chooseTargets": {
      if (answer.kind !== "targets") return wrongKind(prompt, answer);
      const n = answer.targets.length;
      if (n < prompt.min || (prompt.max !== null && n > prompt.max))
        return illegal(
          `choose ${prompt.max === null ? `at least ${prompt.min}` : prompt.min === prompt.max ? prompt.min : `${prompt.min} to ${prompt.max}`} target(s) for "${prompt.text}"`,
          "601.2c",
        );
      for (let i = 0; i < n; i++) {
        const t = answer.targets[i]!;
        if (!prompt.options.some((o) => sameTarget(o, t))) return illegal(`that is not a legal choice for "${prompt.text}"`, "601.2c");
        if (chosenBefore(answer.targets, i)) return illegal('the same object or player can\'t be chosen twice for one instance of the word "target"', "601.2c");
      }
      return null;
    }
    case "divide": {
      if (answer.kind !== "division") return wrongKind(prompt, answer);
      if (answer.amounts.length !== prompt.targets.length) return illegal(`give an amount to each of the ${prompt.targets.length} targets`, "601.2d");
      if (answer.amounts.some((n) => n < 1)) return illegal("each target must get at least 1", "601.2d");
      return answer.amounts.reduce((a, b) => a + b, 0) === prompt.amount ? null : illegal(`the amounts must add up to ${prompt.amount}`, "601.2d");
    }
    case "payCosts":
      switch (answer.kind) {
        case "activateMana":
          return prompt.manaAbilities.length === 0
            ? illegal("mana abilities can be activated only before any cost is paid", "601.2g")
            : checkManaActivation(r, prompt.manaAbilities, answer);
        case "autoPay":
          // Without a way to pay the mana, autoPay can only pay the parts that leave nothing to choose, once the mana is paid.
          return prompt.autoPay || (prompt.mana === null && prompt.parts.some((p) => !p.paid && p.payable && p.options.length === p.count))
            ? null
            : illegal("the available mana can't pay this cost", "601.2h");
        case "pay":
          return checkPay(prompt.mana, prompt.pool, prompt.canPay, answer);
        case "convoke":
          return checkConvoke(prompt, answer);
        case "payPart": {
          const part = prompt.parts[answer.part];
          if (!part) return illegal("no such part of the cost");
          if (part.paid) return illegal(`"${part.text}" is already paid`, "601.2h");
          if (!part.payable)
            return illegal(`"${part.text}" can't be paid now${part.kind === "exileTopOfLibrary" ? ": it is paid after every other part" : ""}`, "601.2h");
          return chooseExactly(part.count, answer.choices, part.options, `object(s) for "${part.text}"`);
        }
        default:
          return wrongKind(prompt, answer);
      }
    case "payUnless":
      switch (answer.kind) {
        case "decline":
          return null;
        case "activateMana":
          return checkManaActivation(r, prompt.manaAbilities, answer);
        case "autoPay":
          return prompt.autoPay ? null : illegal("the available mana can't pay this", "118.12a");
        case "pay":
          return checkPay(prompt.mana, prompt.pool, prompt.canPay, answer);
        default:
          return wrongKind(prompt, answer);
      }
    case "orderTriggers": {
      if (answer.kind !== "order") return wrongKind(prompt, answer);
      const n = prompt.triggers.length;
      return answer.order.length === n && distinct(answer.order) && answer.order.every((i) => i < n)
        ? null
        : illegal(`order all ${n} abilities: a permutation of 0 to ${n - 1}`, "603.3b");
    }
    case "searchLibrary":
      if (answer.kind !== "libraryCard") return wrongKind(prompt, answer);
      if (answer.index === null && prompt.mustFind) return illegal("a search for a number of cards must find one", "701.23d");
      return answer.index === null || prompt.options.some((o) => o.index === answer.index)
        ? null
        : illegal("choose one of the cards found, or none", "701.23b");
    case "chooseColor":
      if (answer.kind !== "color") return wrongKind(prompt, answer);
      return prompt.options.includes(answer.color) ? null : illegal("choose one of the colors offered");
    case "nameCard":
      if (answer.kind !== "name") return wrongKind(prompt, answer);
      return prompt.options.includes(answer.name) ? null : illegal("name a card the game knows", "608.2d");
    case "chooseOption":
      if (answer.kind !== "option") return wrongKind(prompt, answer);
      return prompt.options.includes(answer.option) ? null : illegal(`choose one of: ${prompt.options.join(", ")}`, "608.2d");
    case "chooseObject":
      if (answer.kind === "decline") return prompt.optional ? null : illegal("a choice must be made", "608.2d");
      if (answer.kind !== "choose") return wrongKind(prompt, answer);
      return prompt.options.includes(answer.object) ? null : illegal("choose one of the objects offered", "608.2d");
    case "proliferate": {
      if (answer.kind !== "proliferate") return wrongKind(prompt, answer);
      if (!answer.chosen.every((t) => prompt.options.some((o) => sameTarget(o, t))))
        return illegal("choose only permanents and players that have a counter", "701.34a");
      return answer.chosen.some((_, i) => chosenBefore(answer.chosen, i)) ? illegal("each permanent or player can be chosen only once", "701.34a") : null;
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
        if (!option.defenders.includes(a.defender))
          return illegal("a creature can attack only an opponent still in the game, and one no restriction forbids it to attack", "508.1b");
        if (a.planeswalker === undefined) continue;
        const walker = option.planeswalkers.find((w) => w.planeswalker === a.planeswalker);
        if (!walker) return illegal("a creature can attack only a planeswalker an opponent controls", "506.2");
        if (walker.controller !== a.defender) return illegal("`defender` must be the controller of the planeswalker attacked: the defending player", "508.5");
      }
      // 508.1d: every restriction on attacking is one creature's own (its options), so the most requirements that can be
      // obeyed is all of them: each creature required to attack does (one it would cost to attack with isn't listed).
      if ((prompt.mustAttack ?? []).some((id) => !answer.attacks.some((a) => a.attacker === id)))
        return illegal("a creature that attacks each combat if able must attack", "508.1d");
      return null;
    }
    case "declareBlockers": {
      if (answer.kind !== "blockers") return wrongKind(prompt, answer);
      for (const b of answer.blocks) {
        const option = prompt.options.find((o) => o.blocker === b.blocker);
        if (!option) return illegal("that creature can't block: it must be an untapped creature you control with nothing forbidding it to block", "509.1a");
        const blocked = answer.blocks.filter((x) => x.blocker === b.blocker).map((x) => x.attacker);
        if (!distinct(blocked)) return illegal("a creature can block the same attacker only once", "509.1a");
        const most = option.maxAttackers ?? 1;
        if (blocked.length > most)
          return illegal(most === 1 ? "each creature can block only one attacker" : `that creature can block at most ${most} attackers`, "509.1a");
        if (!option.attackers.includes(b.attacker))
          return illegal(
            "it can't block that creature: it isn't attacking you, or an evasion ability (flying, fear, intimidate, shadow, landwalk), protection or a blocking restriction forbids it (702.9b, 702.36b, 702.13b, 702.28b, 702.16f, 509.1b)",
            "509.1a",
          );
      }
      for (const attacker of prompt.menace) {
        const n = answer.blocks.filter((b) => b.attacker === attacker).length;
        if (n === 1) return illegal("a creature with menace can't be blocked except by two or more creatures", "702.111b");
      }
      for (const attacker of prompt.blockedByAtMostOne ?? [])
        if (answer.blocks.filter((b) => b.attacker === attacker).length > 1)
          return illegal("that creature can't be blocked by more than one creature", "509.1b");
      if (!prompt.requirements) return null;
      const obeyed = obeyedRequirements(prompt, answer.blocks);
      const most = mostObeyedRequirements(prompt).count;
      return obeyed < most
        ? illegal(
            `these blocks obey ${obeyed} of the blocking requirements ("all creatures able to block it do so"), and ${most} can be obeyed without breaking a restriction`,
            "509.1c",
          )
        : null;
    }
    case "assignCombatDamage": {
      if (answer.kind !== "damage") return wrongKind(prompt, answer);
      const ids = answer.assignment.map((a) => a.blocker);
      if (!distinct(ids) || !ids.every((id) => prompt.blockers.includes(id)))
        return illegal("assign damage only to the creatures blocking it, once each", "510.1c");
      const toPlayer = answer.toPlayer ?? 0;
      if (toPlayer > 0) {
        if (prompt.defender === null)
          return illegal("only a creature with trample assigns damage to the player or planeswalker it attacks while blocked", "702.19b");
        const short = prompt.blockers.findIndex((id, i) => (answer.assignment.find((a) => a.blocker === id)?.amount ?? 0) < prompt.lethal[i]!);
        if (short >= 0)
          return illegal("with trample, each blocker must be assigned lethal damage before any is assigned to the player or planeswalker", "702.19b");
      }
      const total = answer.assignment.reduce((s, a) => s + a.amount, 0) + toPlayer;
      return total === prompt.amount ? null : illegal(`assign exactly ${prompt.amount} damage`, "510.1c");
    }
  }
}

function checkPriorityAction(r: Reader, prompt: Extract<Prompt, { kind: "priority" }>, answer: Answer): Check {
  const { state } = r;
  switch (answer.kind) {
    case "pass":
      return null;
    case "activateMana":
      return checkManaActivation(
        r,
        prompt.actions.flatMap((a) => (a.kind === "activateMana" ? [a] : [])),
        answer,
      );
    case "activate": {
      if (prompt.actions.some((a) => a.kind === "activate" && a.source === answer.source && a.ability === answer.ability)) return null;
      const source = state.battlefield.find((p) => p.id === answer.source);
      if (source && controllerOf(r, source) !== prompt.player) return illegal("only a permanent's controller can activate its abilities", "602.2");
      const unknown = noSuchAbility(r, answer.source, answer.ability, "activated");
      if (unknown) return unknown;
      return illegal("that ability can't be activated now (timing, once-per-turn limit, summoning sickness or a {T} cost that can't be paid)", "602.5");
    }
    case "turnFaceUp":
      return prompt.actions.some((a) => a.kind === "turnFaceUp" && a.permanent === answer.permanent)
        ? null
        : illegal("only a face-down permanent you control that would have a morph cost face up can be turned face up, while you have priority", "702.37e");
    case "playLand":
    case "cast": {
      const faceDown = answer.kind === "cast" && answer.faceDown === true;
      if (
        prompt.actions.some(
          (a) => a.kind === answer.kind && a.card === answer.card && a.face === answer.face && (a.kind === "cast" && a.faceDown === true) === faceDown,
        )
      )
        return null;
      if (faceDown) return illegal("only a card with morph can be cast face down, when it could be cast as a creature spell", "702.37d");
      const faces = prompt.actions.flatMap((a) => (a.kind === answer.kind && a.card === answer.card ? [a] : []));
      // 709.3, 712.11b, 712.12, 715.3: another face or half of this card may be; say which.
      if (faces.length > 0)
        return illegal(
          `choose what to ${answer.kind === "cast" ? "cast" : "play"}: ${faces.map((a) => `face ${a.face ?? "(none)"} for ${a.name ?? "the card"}`).join(", ")}`,
          "712.11b",
        );
      return answer.kind === "cast" ? explainCastRefusal(r, prompt.player, answer.card) : explainLandRefusal(r, prompt.player, answer.card);
    }
    default:
      return wrongKind(prompt, answer);
  }
}

function cardInHand(state: GameState, player: PlayerId, id: number): string | undefined {
  return state.players[player]!.hand.find((c) => c.id === id)?.card;
}

function explainLandRefusal(r: Reader, player: PlayerId, id: number): GameError {
  const { state, cards } = r;
  const name = cardInHand(state, player, id);
  if (!name) return illegal("that card is not in your hand", "305.1");
  if (!cards.get(name)!.types.includes("Land")) return illegal(`${name} is not a land; cast it instead`, "305.1");
  if (state.players[player]!.landsPlayed >= LANDS_PER_TURN) return illegal("you have already played a land this turn", "305.2");
  return illegal("a land can be played only in your main phase while the stack is empty", "305.1");
}

function explainCastRefusal(r: Reader, player: PlayerId, id: number): GameError {
  const { state, cards } = r;
  const name = cardInHand(state, player, id) ?? state.players[player]!.graveyard.find((c) => c.id === id)?.card;
  if (!name) return illegal("that card is not in your hand", "601.3");
  const def = cards.get(name)!;
  if (def.types.includes("Land")) return illegal(`${name} is a land: play it, don't cast it`, "305.9");
  if (!cardInHand(state, player, id)) return illegal(`${name} can't be cast from your graveyard`, "601.3");
  if (!def.types.includes("Instant") && !def.keywords.includes("Flash") && !hasSorceryTiming(state, player) && !controlsStatic(r, player, "castAsThoughFlash"))
    return illegal(`${name} can be cast only in your main phase while the stack is empty`, "117.1a");
  return illegal(`${name} can't be cast now: an effect forbids it`, "601.3");
}
