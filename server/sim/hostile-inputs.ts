// Hostile inputs for the engine fuzzer (engine-fuzz.ts): what a buggy or malicious client could send at a
// prompt. Each input says whether the engine must refuse it; the others ("may be legal") are random answers
// that sometimes happen to be legal, and are then played.

import type { Input } from "../engine/index.ts";
import type { GameState } from "../engine/index.ts";
import { mostObeyedRequirements } from "../../shared/blocks.ts";
import { COLORS, MANA_TYPES } from "../../shared/mana.ts";
import { answerTaking, MAX_ANNOUNCED_NUMBER, type Answer, type AnswerInput, type AnswerKind, type Prompt, type PromptKind } from "../../shared/prompt.ts";
import { nextSimUint32, type SimRngState } from "../../shared/sim-rng.ts";
import { inputsToRefuse } from "./invariants.ts";

export interface HostileInput {
  /** What is passed to `engine.apply`: not necessarily an `Input`. */
  readonly input: unknown;
  /** The engine must refuse it (a stale prompt id, a wrong player, a malformed answer, an unavailable option…). */
  readonly mustRefuse: boolean;
  /** What kind of hostility it is, for the failure report. */
  readonly what: string;
}

/** The kinds of answer each prompt takes (validate.ts decides; this is what random answers are drawn from). */
const ANSWER_KINDS: Readonly<Record<PromptKind, readonly AnswerKind[]>> = {
  priority: ["pass", "playLand", "cast", "activate", "activateMana", "turnFaceUp"],
  mulligan: ["keep", "mulligan"],
  bottomCards: ["cards"],
  chooseModes: ["modes"],
  chooseOpponent: ["player"],
  chooseSplices: ["cards"],
  chooseCosts: ["costs"],
  announceX: ["number"],
  chooseManaSymbols: ["symbols"],
  chooseTargets: ["targets"],
  divide: ["division"],
  chooseReduction: ["symbols"],
  payCosts: ["activateMana", "pay", "payPart", "autoPay", "convoke"],
  payUnless: ["activateMana", "pay", "autoPay", "decline"],
  orderTriggers: ["order"],
  searchLibrary: ["libraryCard"],
  chooseNumber: ["number"],
  chooseColor: ["color"],
  nameCard: ["name"],
  chooseOption: ["option"],
  chooseObject: ["choose", "decline"],
  proliferate: ["proliferate"],
  discard: ["cards"],
  legendRule: ["choose"],
  declareAttackers: ["attackers"],
  declareBlockers: ["blockers"],
  assignCombatDamage: ["damage"],
};

const ALL_ANSWER_KINDS: readonly AnswerKind[] = [
  ...new Set<AnswerKind>([...Object.values(ANSWER_KINDS).flat(), "cancel", "decline", "autoPay", "pay", "payPart", "convoke"]),
];

/**
 * Fields an answer may leave out (validate.ts gives them defaults). Without `face`, a cast or land play takes the
 * card's own option (its front face: a different, maybe legal action), without `faceDown` a cast is face up; without
 * `planeswalker`, an attack is on the player.
 */
const OPTIONAL_FIELDS = new Set(["optional", "choices", "mana", "toPlayer", "face", "faceDown", "planeswalker"]);

/** Numbers no id, index or amount may be: the engine must refuse each wherever a whole number ≥ 0 is expected. */
const BAD_NUMBERS: readonly number[] = [-1, -7, 0.5, 1.5, NaN, Infinity, -Infinity, 2 ** 53, 2 ** 64, 1e308, Number.MIN_VALUE, -(2 ** 31)];
/** Whole numbers that are ids in no game but have the right type. */
const ODD_NUMBERS: readonly number[] = [-0, 2 ** 31 - 1, 2 ** 32, 2 ** 53 - 1, 999_999];

function nestedJunk(depth: number): unknown {
  let v: unknown = { kind: "pass" };
  for (let i = 0; i < depth; i++) v = i % 2 ? [v, null] : { kind: v, card: [v] };
  return v;
}

function nullPrototype(fields: Record<string, unknown>): object {
  return Object.assign(Object.create(null) as object, fields);
}

/** Values of the wrong type for any field, or in place of a whole answer or input. */
function junkValues(): unknown[] {
  return [
    null,
    undefined,
    true,
    0,
    -1,
    NaN,
    "",
    "pass",
    "x".repeat(10_000),
    [],
    [0, 1],
    {},
    1n,
    2n ** 70n,
    Symbol("junk"),
    nullPrototype({ kind: "pass" }),
    nullPrototype({}),
    JSON.parse('{"__proto__": {"kind": "pass"}, "kind": "pass"}') as unknown,
    nestedJunk(6),
    nestedJunk(200),
    Array.from({ length: 2_000 }, (_, i) => i),
  ];
}

/** A deep copy of plain data (answers and inputs built here), keeping holes, -0, NaN and bigints. */
function copy<T>(v: T): T {
  if (Array.isArray(v)) {
    const out: unknown[] = new Array(v.length);
    for (let i = 0; i < v.length; i++) if (i in v) out[i] = copy(v[i]);
    return out as T;
  }
  if (typeof v === "object" && v !== null) {
    const out = Object.create(Object.getPrototypeOf(v) as object | null) as Record<string, unknown>;
    for (const [k, x] of Object.entries(v)) out[k] = copy(x);
    return out as T;
  }
  return v;
}

/** The numbers and strings a prompt mentions (ids, indexes, amounts, option labels), but not its own id. */
function promptValues(prompt: Prompt): { numbers: number[]; strings: string[] } {
  const numbers: number[] = [];
  const strings: string[] = [];
  const walk = (v: unknown, key: string): void => {
    if (typeof v === "number") numbers.push(v);
    else if (typeof v === "string" && key !== "kind") strings.push(v);
    else if (Array.isArray(v)) for (const x of v) walk(x, key);
    else if (typeof v === "object" && v !== null) for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  const { id: _id, ...body } = prompt;
  walk(body, "");
  return { numbers, strings };
}

/** Every object id in the game and every player index: real ids, mostly not legal here. */
function stateIds(state: GameState): number[] {
  const ids: number[] = state.players.map((p) => p.id);
  for (const p of state.players) for (const c of [...p.hand, ...p.graveyard]) ids.push(c.id);
  for (const x of [...state.battlefield, ...state.stack, ...state.exile]) ids.push(x.id);
  return ids;
}

export class HostileInputs {
  private readonly rng: SimRngState;

  constructor(rng: SimRngState) {
    this.rng = rng;
  }

  chance(p: number): boolean {
    return nextSimUint32(this.rng) / 2 ** 32 < p;
  }

  /** A whole number in [0, n). */
  int(n: number): number {
    return nextSimUint32(this.rng) % n;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  /** `count` hostile inputs for the pending prompt of `state`, some built on `honest`, a legal input. */
  forPrompt(state: GameState, honest: Input & { kind: "answer" }, count: number): HostileInput[] {
    const prompt = state.prompt!;
    const values = promptValues(prompt);
    const ids = stateIds(state);
    const out: HostileInput[] = [];
    // Random answers and unavailable options are listed twice: they are what reach the engine's deeper checks.
    const makers: (() => HostileInput | null)[] = [
      () => this.randomAnswer(prompt, values, ids),
      () => this.randomAnswer(prompt, values, ids),
      () => this.unavailable(state, prompt, ids),
      () => this.unavailable(state, prompt, ids),
      () => this.badNumber(prompt, honest),
      () => this.wrongKind(prompt, values, ids),
      () => this.duplicated(prompt, honest),
      () => this.missingOrExtraField(prompt, honest),
      () => this.sparseList(prompt, honest),
      () => this.junkField(prompt, honest),
      () => this.notAnAnswer(prompt, honest),
      () => this.badInput(prompt, honest),
      () => this.wrongPromptId(prompt, honest),
      () => this.wrongPlayer(state, honest),
      () => ({ input: this.pick(inputsToRefuse(state)), mustRefuse: true, what: "an input the simulator knows must be refused" }),
    ];
    while (out.length < count) {
      const h = this.pick(makers)();
      if (h) out.push(h);
    }
    return out;
  }

  /** A player concedes or times out (104.3a, 800.4a): accepted from anyone still in the game, at any moment. */
  leaving(state: GameState): HostileInput {
    const player = this.chance(0.9) ? this.int(state.players.length) : this.pick([state.players.length, -1, 0.5, NaN]);
    const kind = this.chance(0.5) ? "concede" : "timeout";
    const inGame = Number.isInteger(player) && state.players[player]?.status === "playing" && !state.result;
    return { input: { kind, player }, mustRefuse: !inGame, what: `${kind} at an odd moment` };
  }

  /** Inputs after the game is over: every one must be refused. `last` is the last prompt of the game. */
  afterGameOver(state: GameState, last: Prompt | null, honest: Answer | null): HostileInput[] {
    const promptId = last ? last.id : 0;
    const player = last ? last.player : 0;
    const answers: unknown[] = [honest ?? { kind: "pass" }, { kind: "pass" }, { kind: "keep" }, { kind: "autoPay" }, { kind: "cancel" }];
    const out: HostileInput[] = answers.map((answer) => ({
      input: { kind: "answer", player, promptId: this.pick([promptId, promptId + 1]), answer },
      mustRefuse: true,
      what: "an answer after the game is over",
    }));
    for (let p = 0; p < state.players.length; p++) {
      out.push({ input: { kind: "concede", player: p }, mustRefuse: true, what: "a concession after the game is over" });
      out.push({ input: { kind: "timeout", player: p }, mustRefuse: true, what: "a timeout after the game is over" });
    }
    out.push({ input: this.pick(junkValues()), mustRefuse: true, what: "junk after the game is over" });
    return out;
  }

  // ---- Values ---------------------------------------------------------------------------------

  /** An id or index: mostly one the prompt mentions, else one from the game, now and then an odd number. */
  private num(values: { numbers: number[] }, ids: readonly number[]): number {
    const r = this.int(10);
    if (r < 6 && values.numbers.length > 0) return this.pick(values.numbers);
    if (r < 9 && ids.length > 0) return this.pick(ids);
    return this.pick(ODD_NUMBERS);
  }

  private small(): number {
    return this.chance(0.9) ? this.int(5) : this.pick([...ODD_NUMBERS, MAX_ANNOUNCED_NUMBER, MAX_ANNOUNCED_NUMBER + 1]);
  }

  private str(values: { strings: string[] }): string {
    if (values.strings.length > 0 && this.chance(0.7)) return this.pick(values.strings);
    return this.pick(["", "mana", "W", "X", "2", "life", "yes", "Lightning Bolt", "lightning bolt", "\u0000", "kicker", "toString", "__proto__"]);
  }

  private list<T>(item: () => T): T[] {
    const n = this.chance(0.95) ? this.int(5) : this.int(12);
    return Array.from({ length: n }, item);
  }

  // ---- Makers ---------------------------------------------------------------------------------

  private answerInput(prompt: Prompt, answer: unknown): Input {
    return { kind: "answer", player: prompt.player, promptId: prompt.id, answer };
  }

  /** A well-formed answer of `kind` with random values drawn from the prompt and the game. */
  /** An ability: a key, printed ("p1") or granted ("g12.0"), or a printed ability's index (AbilityRef). */
  private abilityRef(): string | number {
    return this.pick([() => this.small(), () => `p${this.small()}`, () => `g${this.small()}.${this.small()}`])();
  }

  private answerOfKind(kind: AnswerKind, values: ReturnType<typeof promptValues>, ids: readonly number[]): AnswerInput {
    const num = (): number => this.num(values, ids);
    switch (kind) {
      case "pass":
      case "keep":
      case "mulligan":
      case "autoPay":
      case "decline":
      case "cancel":
        return { kind };
      case "playLand":
        return { kind, card: num() };
      case "cast":
        return this.chance(0.2) ? { kind, card: num(), faceDown: true } : { kind, card: num() };
      case "turnFaceUp":
        return { kind, permanent: num() };
      case "activate":
        return { kind, source: num(), ability: this.abilityRef() };
      case "activateMana":
        return this.chance(0.3)
          ? { kind, source: num(), ability: this.abilityRef() }
          : { kind, source: num(), ability: this.abilityRef(), mana: this.pick(MANA_TYPES) };
      case "cards":
        return { kind, cards: this.list(num) };
      case "modes":
        return { kind, modes: this.list(() => this.small()) };
      case "player":
        return { kind, player: this.small() };
      case "costs": {
        const optional: Record<string, number> = {};
        for (const _ of this.list(() => 0)) optional[this.str(values)] = this.small();
        return { kind, alternative: this.str(values), optional };
      }
      case "number":
        return { kind, value: this.chance(0.5) ? this.small() : num() + this.pick([-1, 0, 1]) };
      case "symbols":
        return { kind, choices: this.list(() => this.str(values)) };
      case "targets":
        return { kind, targets: this.list(() => ({ kind: this.pick(["player", "object"] as const), id: num() })) };
      case "proliferate":
        return { kind, chosen: this.list(() => ({ kind: this.pick(["player", "object"] as const), id: num() })) };
      case "division":
        return { kind, amounts: this.list(() => this.small()) };
      case "pay":
        if (this.chance(0.5)) return { kind };
        return { kind, mana: { W: this.small() % 2, U: this.small() % 2, B: this.small() % 2, R: this.small() % 2, G: this.small() % 2, C: this.small() % 2 } };
      case "payPart":
        return { kind, part: this.small(), choices: this.list(num) };
      case "convoke":
        return { kind, taps: this.list(() => ({ creature: num(), mana: this.pick([...COLORS, "generic" as const]) })) };
      case "order":
        return { kind, order: this.list(() => this.small()) };
      case "libraryCard":
        return { kind, index: this.chance(0.2) ? null : num() };
      case "color":
        return { kind, color: this.pick(COLORS) };
      case "name":
        return { kind, name: this.str(values) };
      case "option":
        return { kind, option: this.str(values) };
      case "choose":
        return { kind, object: num() };
      case "attackers":
        return { kind, attacks: this.list(() => ({ attacker: num(), defender: this.small() })) };
      case "blockers":
        return { kind, blocks: this.list(() => ({ blocker: num(), attacker: num() })) };
      case "damage":
        return this.chance(0.5)
          ? { kind, assignment: this.list(() => ({ blocker: num(), amount: this.small() })) }
          : { kind, assignment: this.list(() => ({ blocker: num(), amount: this.small() })), toPlayer: this.small() };
    }
  }

  private randomAnswer(prompt: Prompt, values: ReturnType<typeof promptValues>, ids: readonly number[]): HostileInput {
    const kinds = prompt.cancellable ? [...ANSWER_KINDS[prompt.kind], "cancel" as const] : ANSWER_KINDS[prompt.kind];
    const answer = this.answerOfKind(this.pick(kinds), values, ids);
    return { input: this.answerInput(prompt, answer), mustRefuse: false, what: "a random answer of the right kind" };
  }

  private wrongKind(prompt: Prompt, values: ReturnType<typeof promptValues>, ids: readonly number[]): HostileInput {
    const right = new Set<AnswerKind>(ANSWER_KINDS[prompt.kind]);
    if (prompt.cancellable) right.add("cancel");
    const kind = this.pick(ALL_ANSWER_KINDS.filter((k) => !right.has(k)));
    return { input: this.answerInput(prompt, this.answerOfKind(kind, values, ids)), mustRefuse: true, what: "an answer of the wrong kind" };
  }

  /** An option the prompt says is not available now. */
  private unavailable(state: GameState, prompt: Prompt, ids: readonly number[]): HostileInput | null {
    const refuse = (answer: unknown, what: string): HostileInput => ({
      input: this.answerInput(prompt, answer),
      mustRefuse: true,
      what: `an unavailable option: ${what}`,
    });
    const notIn = (listed: readonly number[]): number | undefined => {
      const others = ids.filter((id) => !listed.includes(id));
      return others.length > 0 ? this.pick(others) : undefined;
    };
    const options: (HostileInput | null)[] = [];
    if (!prompt.cancellable) options.push(refuse({ kind: "cancel" }, "cancel where nothing can be cancelled"));
    switch (prompt.kind) {
      case "priority": {
        const casts = prompt.actions.flatMap((a) => (a.kind === "cast" ? [a] : []));
        const unaffordable = casts.filter((a) => !a.affordable || !a.hasTargets);
        // Legal to propose (601.2): the engine reverses it at payment or targets. Either way, nothing may break.
        if (unaffordable.length > 0)
          options.push({
            input: this.answerInput(prompt, answerTaking(this.pick(unaffordable))),
            mustRefuse: false,
            what: "a cast marked unaffordable or without targets",
          });
        const castable = casts.map((a) => a.card);
        const card = notIn(castable);
        if (card !== undefined) options.push(refuse({ kind: "cast", card }, "casting an object not offered"));
        const lands = prompt.actions.flatMap((a) => (a.kind === "playLand" ? [a.card] : []));
        const land = notIn(lands);
        if (land !== undefined) options.push(refuse({ kind: "playLand", card: land }, "playing an object not offered as a land"));
        const activations = prompt.actions.flatMap((a) => (a.kind === "activate" ? [a] : []));
        const source = this.pick(ids);
        options.push(
          activations.some((a) => a.source === source) ? null : refuse({ kind: "activate", source, ability: this.int(3) }, "activating an ability not offered"),
        );
        const mana = prompt.actions.flatMap((a) => (a.kind === "activateMana" ? [a] : []));
        if (mana.length > 0) {
          const m = this.pick(mana);
          const wrong = MANA_TYPES.filter((t) => !m.choices.includes(t));
          if (wrong.length > 0)
            options.push(
              refuse({ kind: "activateMana", source: m.source, ability: m.ability, mana: this.pick(wrong) }, "mana of a type the ability can't make"),
            );
          const ability = `p${1 + this.int(4)}`;
          if (!mana.some((x) => x.source === m.source && x.ability === ability))
            options.push(refuse({ kind: "activateMana", source: m.source, ability }, "a mana ability the source doesn't have"));
        }
        break;
      }
      case "payCosts":
        // Once the mana is paid, autoPay pays the parts that leave nothing to choose: then it may be legal.
        if (!prompt.autoPay)
          options.push({ ...refuse({ kind: "autoPay" }, "autoPay where the prompt says auto-pay is unavailable"), mustRefuse: prompt.mana !== null });
        if (prompt.mana === null || !prompt.canPay) options.push(refuse({ kind: "pay" }, "paying mana the pool can't pay"));
        if (prompt.manaAbilities.length === 0)
          options.push(refuse({ kind: "activateMana", source: this.pick(ids), ability: 0 }, "a mana ability after a part is paid (601.2g)"));
        for (const part of prompt.parts) {
          if (part.paid || !part.payable)
            options.push(refuse({ kind: "payPart", part: part.index, choices: part.options.slice(0, part.count) }, "a part already paid or not payable"));
          else if (part.count > 0)
            options.push(refuse({ kind: "payPart", part: part.index, choices: part.options.slice(0, part.count - 1) }, "a part paid with too few choices"));
        }
        options.push(refuse({ kind: "payPart", part: prompt.parts.length + this.int(3), choices: [] }, "a part the cost doesn't have"));
        break;
      case "payUnless":
        if (!prompt.autoPay) options.push(refuse({ kind: "autoPay" }, "autoPay where the prompt says auto-pay is unavailable"));
        if (!prompt.canPay) options.push(refuse({ kind: "pay" }, "paying mana the pool can't pay"));
        break;
      case "chooseTargets": {
        const bad = notIn(prompt.options.map((o) => o.id));
        if (bad !== undefined) options.push(refuse({ kind: "targets", targets: [{ kind: "object", id: bad }] }, "a target not in the legal list"));
        if (!prompt.options.some((o) => o.kind === "player" && o.id === prompt.player))
          options.push(refuse({ kind: "targets", targets: [{ kind: "player", id: prompt.player }] }, "targeting a player not in the legal list"));
        const many = prompt.options.concat(prompt.options).slice(0, (prompt.max ?? Infinity) + 1);
        if (prompt.max !== null && many.length > prompt.max) options.push(refuse({ kind: "targets", targets: many }, "more targets than allowed"));
        break;
      }
      case "chooseModes": {
        const off = prompt.available.flatMap((ok, i) => (ok ? [] : [i]));
        if (off.length > 0) options.push(refuse({ kind: "modes", modes: [this.pick(off)] }, "a mode with no legal target"));
        options.push(refuse({ kind: "modes", modes: [prompt.texts.length + this.int(3)] }, "a mode the spell doesn't have"));
        break;
      }
      case "chooseObject":
        if (!prompt.optional) options.push(refuse({ kind: "decline" }, "declining a choice that must be made"));
        options.push(refuse({ kind: "choose", object: notIn(prompt.options) ?? -1 }, "an object not offered"));
        break;
      case "legendRule":
        options.push(refuse({ kind: "choose", object: notIn(prompt.options) ?? -1 }, "a permanent not offered"));
        break;
      case "proliferate": {
        options.push(
          refuse({ kind: "proliferate", chosen: [{ kind: "object", id: notIn(prompt.options.map((t) => t.id)) ?? -1 }] }, "a permanent not offered"),
        );
        const twice = prompt.options[0];
        if (twice) options.push(refuse({ kind: "proliferate", chosen: [twice, twice] }, "the same permanent or player twice"));
        break;
      }
      case "chooseOpponent":
        options.push(refuse({ kind: "player", player: prompt.player }, "choosing yourself as the opponent"));
        break;
      case "declareAttackers": {
        const o = prompt.options[0];
        if (o) options.push(refuse({ kind: "attackers", attacks: [{ attacker: o.attacker, defender: prompt.player }] }, "attacking yourself"));
        const walker = o?.planeswalkers[0];
        if (o && walker)
          options.push(
            refuse(
              { kind: "attackers", attacks: [{ attacker: o.attacker, defender: prompt.player, planeswalker: walker.planeswalker }] },
              "a planeswalker with a defender who isn't its controller",
            ),
          );
        const bad = notIn(prompt.options.map((x) => x.attacker));
        if (bad !== undefined)
          options.push(
            refuse({ kind: "attackers", attacks: [{ attacker: bad, defender: (prompt.player + 1) % state.players.length }] }, "an attacker not offered"),
          );
        break;
      }
      case "declareBlockers": {
        const o = prompt.options[0];
        const m = prompt.menace.find((a) => o?.attackers.includes(a));
        if (o && m !== undefined)
          options.push(refuse({ kind: "blockers", blocks: [{ blocker: o.blocker, attacker: m }] }, "one blocker on a creature with menace"));
        const bad = notIn(prompt.options.map((x) => x.blocker));
        if (bad !== undefined && o?.attackers[0] !== undefined)
          options.push(refuse({ kind: "blockers", blocks: [{ blocker: bad, attacker: o.attackers[0] }] }, "a blocker not offered"));
        // 509.1c: no blocks at all when a blocking requirement can be obeyed.
        if (mostObeyedRequirements(prompt).count > 0) options.push(refuse({ kind: "blockers", blocks: [] }, "no blocks despite a blocking requirement"));
        if (o && (o.maxAttackers ?? 1) === 1 && o.attackers.length > 1)
          options.push(
            refuse({ kind: "blockers", blocks: o.attackers.map((attacker) => ({ blocker: o.blocker, attacker })) }, "one creature blocking two attackers"),
          );
        break;
      }
      case "assignCombatDamage":
        if (prompt.defender === null)
          options.push(
            refuse(
              { kind: "damage", assignment: prompt.blockers.map((blocker) => ({ blocker, amount: 0 })), toPlayer: prompt.amount },
              "damage to the player without trample",
            ),
          );
        else if (prompt.lethal.some((n) => n > 0))
          options.push(
            refuse(
              { kind: "damage", assignment: prompt.blockers.map((blocker) => ({ blocker, amount: 0 })), toPlayer: prompt.amount },
              "trample damage before lethal damage",
            ),
          );
        options.push(
          refuse(
            { kind: "damage", assignment: prompt.blockers.map((blocker, i) => ({ blocker, amount: i === 0 ? prompt.amount + 1 : 0 })) },
            "more damage than the creature deals",
          ),
        );
        break;
      case "divide":
        if (prompt.targets.length > 1)
          options.push(refuse({ kind: "division", amounts: prompt.targets.map((_, i) => (i === 0 ? prompt.amount : 0)) }, "a target given no damage"));
        options.push(refuse({ kind: "division", amounts: prompt.targets.map((_, i) => (i === 0 ? prompt.amount + 1 : 1)) }, "amounts adding up to too much"));
        break;
      case "bottomCards":
      case "discard":
        options.push(
          refuse(
            {
              kind: "cards",
              cards: prompt.options.slice(0, prompt.count + 1).concat(prompt.options.length <= prompt.count ? [notIn(prompt.options) ?? -1] : []),
            },
            "one card too many",
          ),
        );
        if (prompt.count > 0) options.push(refuse({ kind: "cards", cards: prompt.options.slice(0, prompt.count - 1) }, "one card too few"));
        break;
      case "chooseSplices": {
        const bad = notIn(prompt.options);
        if (bad !== undefined) options.push(refuse({ kind: "cards", cards: [bad] }, "splicing a card not offered"));
        break;
      }
      case "orderTriggers":
        if (prompt.triggers.length > 1) options.push(refuse({ kind: "order", order: prompt.triggers.map(() => 0) }, "an order that is not a permutation"));
        options.push(refuse({ kind: "order", order: prompt.triggers.map((_, i) => i + 1) }, "an index past the last trigger"));
        break;
      case "searchLibrary":
        options.push(refuse({ kind: "libraryCard", index: Math.max(-1, ...prompt.options.map((o) => o.index)) + 1 + this.int(3) }, "a library card not found"));
        break;
      case "chooseColor": {
        const bad = COLORS.filter((c) => !prompt.options.includes(c));
        options.push(refuse({ kind: "color", color: bad.length > 0 ? this.pick(bad) : "C" }, "a color not offered"));
        break;
      }
      case "nameCard":
        options.push(refuse({ kind: "name", name: `${this.pick(prompt.options)} ` }, "a name the game doesn't know"));
        break;
      case "chooseOption":
        options.push(refuse({ kind: "option", option: `${this.pick(prompt.options)}!` }, "an option not offered"));
        break;
      case "chooseCosts": {
        options.push(refuse({ kind: "costs", alternative: `${this.pick(prompt.alternatives).id}?`, optional: {} }, "an alternative cost not offered"));
        const o = prompt.optional[0];
        if (o && o.max !== null)
          options.push(
            refuse({ kind: "costs", alternative: prompt.alternatives[0]!.id, optional: { [o.id]: o.max + 1 } }, "an optional cost paid too many times"),
          );
        if (o && o.max === null)
          options.push(
            refuse(
              { kind: "costs", alternative: prompt.alternatives[0]!.id, optional: { [o.id]: MAX_ANNOUNCED_NUMBER + 1 } },
              "multikicker paid absurdly often",
            ),
          );
        options.push(
          refuse({ kind: "costs", alternative: prompt.alternatives[0]!.id, optional: { "no such cost": 1 } }, "an optional cost the spell doesn't have"),
        );
        break;
      }
      case "announceX":
      case "chooseNumber":
        options.push(refuse({ kind: "number", value: prompt.max + 1 + this.int(MAX_ANNOUNCED_NUMBER) }, "a number above the maximum"));
        if (prompt.kind === "chooseNumber") options.push(refuse({ kind: "number", value: prompt.min - 1 }, "a number below the minimum"));
        break;
      case "chooseManaSymbols":
        options.push(refuse({ kind: "symbols", choices: prompt.symbols.map(() => "X") }, "a way to pay a symbol that isn't offered"));
        options.push(refuse({ kind: "symbols", choices: [...prompt.symbols.map((s) => s.options[0]!), "W"] }, "one choice too many"));
        break;
      case "chooseReduction":
        options.push(refuse({ kind: "symbols", choices: [...prompt.symbol.options] }, "both halves of a hybrid reduction"));
        options.push(refuse({ kind: "symbols", choices: ["X"] }, "a half the symbol doesn't have"));
        break;
      case "mulligan":
        break;
    }
    const usable = options.filter((o): o is HostileInput => o !== null);
    return usable.length > 0 ? this.pick(usable) : null;
  }

  /** The legal answer with one of its numbers replaced by a number no answer may hold there. */
  private badNumber(prompt: Prompt, honest: Input & { kind: "answer" }): HostileInput | null {
    const answer = copy(honest.answer) as Record<string, unknown>;
    const slots: [Record<string, unknown> | unknown[], string | number][] = [];
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) for (const [i, x] of v.entries()) typeof x === "number" ? slots.push([v, i]) : walk(x);
      else if (typeof v === "object" && v !== null)
        for (const [k, x] of Object.entries(v)) typeof x === "number" ? slots.push([v as Record<string, unknown>, k]) : walk(x);
    };
    walk(answer);
    if (slots.length === 0) return null;
    const [holder, key] = this.pick(slots);
    (holder as Record<string | number, unknown>)[key] = this.pick(BAD_NUMBERS);
    return { input: this.answerInput(prompt, answer), mustRefuse: true, what: "a negative, fractional, NaN or huge number" };
  }

  /** The legal answer with an entry of one of its lists repeated. */
  private duplicated(prompt: Prompt, honest: Input & { kind: "answer" }): HostileInput | null {
    const answer = copy(honest.answer) as Record<string, unknown>;
    const lists = Object.values(answer).filter((v): v is unknown[] => Array.isArray(v) && v.length > 0);
    if (lists.length === 0) return null;
    const list = this.pick(lists);
    list.splice(this.int(list.length + 1), 0, copy(this.pick(list)));
    return { input: this.answerInput(prompt, answer), mustRefuse: true, what: "a duplicated choice" };
  }

  private missingOrExtraField(prompt: Prompt, honest: Input & { kind: "answer" }): HostileInput | null {
    const answer = copy(honest.answer) as Record<string, unknown>;
    const fields = Object.keys(answer).filter((k) => k !== "kind");
    if (fields.length > 0 && this.chance(0.5)) {
      const field = this.pick(fields);
      delete answer[field];
      return { input: this.answerInput(prompt, answer), mustRefuse: !OPTIONAL_FIELDS.has(field), what: `a missing field (${field})` };
    }
    // Extra fields are ignored: the answer stays the legal one.
    answer[this.pick(["extra", "player", "promptId", "__proto__", "constructor", "kind2"])] = this.pick(junkValues());
    return { input: this.answerInput(prompt, answer), mustRefuse: false, what: "an extra field" };
  }

  /** The legal answer with a hole in one of its lists (a missing entry, not an undefined one). */
  private sparseList(prompt: Prompt, honest: Input & { kind: "answer" }): HostileInput | null {
    const answer = copy(honest.answer) as Record<string, unknown>;
    const lists = Object.entries(answer).filter((e): e is [string, unknown[]] => Array.isArray(e[1]) && e[1].length > 0);
    if (lists.length === 0) return null;
    const [field, list] = this.pick(lists);
    const holed: unknown[] = new Array(list.length);
    const hole = this.int(list.length);
    list.forEach((x, i) => {
      if (i !== hole) holed[i] = x;
    });
    answer[field] = holed;
    return { input: this.answerInput(prompt, answer), mustRefuse: true, what: `a hole in \`${field}\`` };
  }

  /** One field (or an entry of a list field) replaced by a value of the wrong type. */
  private junkField(prompt: Prompt, honest: Input & { kind: "answer" }): HostileInput | null {
    const answer = copy(honest.answer) as Record<string, unknown>;
    const fields = Object.keys(answer);
    const field = this.pick(fields);
    const junk = this.pick(junkValues());
    const value = answer[field];
    const isEntry = (x: unknown): boolean => typeof x === "object" && x !== null;
    const inner = Array.isArray(value) ? value.filter(isEntry) : isEntry(value) ? Object.values(value as object).filter(isEntry) : [];
    if (Array.isArray(value) && value.length > 0 && this.chance(0.4)) value[this.int(value.length)] = junk;
    else if (typeof value === "object" && value !== null && !Array.isArray(value) && this.chance(0.6))
      (value as Record<string, unknown>)[this.pick([...Object.keys(value), "W", "extra"])] = junk;
    else if (inner.length > 0 && this.chance(0.5)) {
      // One level deeper: a field of an entry ({ blocker, attacker }, a target).
      const entry = this.pick(inner) as Record<string, unknown>;
      const keys = Object.keys(entry);
      entry[keys.length > 0 ? this.pick(keys) : "extra"] = junk;
    } else answer[field] = junk;
    // Only `kind` replaced by junk is surely refused; an optional field set to undefined is legal.
    return { input: this.answerInput(prompt, answer), mustRefuse: field === "kind" && typeof junk !== "string", what: `junk in \`${field}\`` };
  }

  /** An answer that is not an answer object at all. */
  private notAnAnswer(prompt: Prompt, honest: Input & { kind: "answer" }): HostileInput {
    const answer = this.pick([...junkValues(), [honest.answer], JSON.stringify(honest.answer), { answer: honest.answer }, { kind: honest.answer }]);
    // An object without Object's prototype but with a string kind is still an answer.
    const answerLike = typeof answer === "object" && answer !== null && !Array.isArray(answer) && typeof (answer as { kind?: unknown }).kind === "string";
    return { input: this.answerInput(prompt, answer), mustRefuse: !answerLike, what: "an answer that is not an answer object" };
  }

  /** An input that is not an input: not an object, an unknown kind, a player that is no player, fields missing. */
  private badInput(prompt: Prompt, honest: Input & { kind: "answer" }): HostileInput {
    const badPlayer = this.pick([...BAD_NUMBERS, String(prompt.player), 1n, null, undefined, 99, prompt.player + 0.5]);
    const input = this.pick<unknown>([
      ...junkValues(),
      { ...honest, kind: this.pick(["Answer", "pass", "", "concede ", "answers"]) },
      { ...honest, player: badPlayer },
      { kind: "concede", player: badPlayer },
      { kind: "timeout", player: badPlayer },
      { kind: "concede" },
      { kind: "answer", player: prompt.player, promptId: prompt.id },
      { kind: "answer", answer: honest.answer },
      nullPrototype({ ...honest, promptId: nullPrototype({}) }),
      [honest],
    ]);
    return { input, mustRefuse: true, what: "an input that is not an input" };
  }

  private wrongPromptId(prompt: Prompt, honest: Input & { kind: "answer" }): HostileInput {
    const promptId = this.pick<unknown>([
      prompt.id - 1,
      prompt.id + 1,
      prompt.id + 1000,
      0,
      -prompt.id,
      prompt.id + 0.5,
      NaN,
      String(prompt.id),
      null,
      undefined,
      BigInt(prompt.id),
      nullPrototype({}),
      [prompt.id],
    ]);
    return { input: { ...honest, promptId }, mustRefuse: true, what: "a stale, future or malformed prompt id" };
  }

  /** The legal answer, sent by (or for) another player. */
  private wrongPlayer(state: GameState, honest: Input & { kind: "answer" }): HostileInput | null {
    const others = state.players.filter((p) => p.id !== honest.player).map((p) => p.id);
    if (others.length === 0) return null;
    return { input: { ...honest, player: this.pick(others) }, mustRefuse: true, what: "the right answer from the wrong player" };
  }
}
