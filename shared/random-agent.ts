// A player that answers every prompt with a random legal answer, from its own seeded generator. It
// plays the demo, the simulator, the benchmarks, the property tests and the SDK's RandomBot. It leans towards doing things
// (playing lands, casting what it can pay for, attacking) so that games reach an end.

import type { PlayerId, Target } from "./game-types.ts";
import { mostObeyedRequirements, obeyedRequirements, withoutBrokenLimits } from "./blocks.ts";
import { answerTaking, type Answer, type PriorityAction, type Prompt } from "./prompt.ts";
import { nextSimUint32, seedSimRng, type SimRngState } from "./sim-rng.ts";

const PASS: Answer = { kind: "pass" };

/** The `index`-th action of this kind. */
function nth<K extends PriorityAction["kind"]>(actions: readonly PriorityAction[], kind: K, index: number): Extract<PriorityAction, { kind: K }> {
  for (const a of actions) if (a.kind === kind && index-- === 0) return a as Extract<PriorityAction, { kind: K }>;
  throw new Error(`no ${kind} action at that index`);
}

export class RandomAgent {
  private readonly rng: SimRngState;
  /** Chance of cancelling a cancellable prompt, to exercise reversal (732). */
  private readonly cancelRate: number;

  constructor(seed: number, options: { cancelRate?: number } = {}) {
    this.rng = seedSimRng(seed);
    this.cancelRate = options.cancelRate ?? 0.02;
  }

  /** A number in [0, 1). */
  private chance(): number {
    return nextSimUint32(this.rng) / 2 ** 32;
  }

  /** A whole number in [min, max]. */
  private between(min: number, max: number): number {
    return min + (nextSimUint32(this.rng) % (max - min + 1));
  }

  private pick<T>(items: readonly T[]): T {
    return items[nextSimUint32(this.rng) % items.length]!;
  }

  private sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) out.push(pool.splice(nextSimUint32(this.rng) % pool.length, 1)[0]!);
    return out;
  }

  /** The input answering a game's pending prompt, as the engine takes it. */
  input(state: { readonly prompt: Prompt | null }): { readonly kind: "answer"; readonly player: PlayerId; readonly promptId: number; readonly answer: Answer } {
    const prompt = state.prompt!;
    return { kind: "answer", player: prompt.player, promptId: prompt.id, answer: this.answer(prompt) };
  }

  /** Plays a land most of the time, else something it can pay for, now and then taps for mana, or passes. */
  private priorityAnswer(actions: readonly PriorityAction[]): Answer {
    // Counted rather than filtered: this runs for most inputs of every simulated game.
    let lands = 0;
    for (const a of actions) if (a.kind === "playLand") lands++;
    if (lands > 0 && this.chance() < 0.9) return answerTaking(nth(actions, "playLand", nextSimUint32(this.rng) % lands));
    let plays: (PriorityAction & { kind: "cast" | "activate" | "turnFaceUp" })[] | null = null;
    // Now and then it proposes what the hints say will be reversed, to exercise reversal (732).
    for (const a of actions) {
      if (a.kind === "turnFaceUp") {
        if (a.affordable || this.chance() < 0.05) (plays ??= []).push(a);
      } else if ((a.kind === "cast" || a.kind === "activate") && ((a.affordable && a.hasTargets) || this.chance() < 0.05)) (plays ??= []).push(a);
    }
    if (plays && this.chance() < 0.7) {
      const play = this.pick(plays);
      if (play.kind === "turnFaceUp") return { kind: "turnFaceUp", permanent: play.permanent };
      return play.kind === "cast" ? answerTaking(play) : { kind: "activate", source: play.source, ability: play.ability };
    }
    let manaAbilities = 0;
    for (const a of actions) if (a.kind === "activateMana") manaAbilities++;
    if (manaAbilities > 0 && this.chance() < 0.02) {
      const m = nth(actions, "activateMana", nextSimUint32(this.rng) % manaAbilities);
      return { kind: "activateMana", source: m.source, ability: m.ability, mana: this.pick(m.choices) };
    }
    return PASS;
  }

  answer(prompt: Prompt): Answer {
    if (prompt.cancellable && this.chance() < this.cancelRate) return { kind: "cancel" };
    switch (prompt.kind) {
      case "priority":
        return this.priorityAnswer(prompt.actions);
      case "mulligan":
        return this.chance() < 0.85 || prompt.handSize <= 4 ? { kind: "keep" } : { kind: "mulligan" };
      case "bottomCards":
      case "discard":
        return { kind: "cards", cards: this.sample(prompt.options, prompt.count) };
      case "chooseModes": {
        const available = prompt.available.flatMap((ok, i) => (ok ? [i] : []));
        if (prompt.entwine && this.chance() < 0.3) return { kind: "modes", modes: available };
        const count = this.between(prompt.min, Math.min(prompt.max, available.length));
        return { kind: "modes", modes: this.sample(available, count).sort((a, b) => a - b) };
      }
      case "chooseOpponent":
        return { kind: "player", player: this.pick(prompt.options) };
      case "chooseSplices":
        return { kind: "cards", cards: prompt.options.filter(() => this.chance() < 0.5) };
      case "chooseCosts": {
        const optional: Record<string, number> = {};
        for (const o of prompt.optional) optional[o.id] = this.chance() < 0.4 ? this.between(1, o.max ?? 2) : 0;
        return { kind: "costs", alternative: this.pick(prompt.alternatives).id, optional };
      }
      case "announceX":
        return { kind: "number", value: this.between(0, 4) };
      case "chooseNumber":
        return { kind: "number", value: this.between(prompt.min, prompt.max) };
      case "chooseManaSymbols":
        return { kind: "symbols", choices: prompt.symbols.map((s) => this.pick(s.options)) };
      case "chooseReduction":
        return { kind: "symbols", choices: [this.pick(prompt.symbol.options)] };
      case "chooseTargets": {
        const most = Math.min(prompt.max ?? 3, prompt.options.length);
        return { kind: "targets", targets: this.sample<Target>(prompt.options, this.between(prompt.min, Math.max(prompt.min, most))) };
      }
      case "divide": {
        const amounts = prompt.targets.map(() => 1);
        for (let i = prompt.targets.length; i < prompt.amount; i++) amounts[nextSimUint32(this.rng) % amounts.length]!++;
        return { kind: "division", amounts };
      }
      case "payCosts": {
        if (prompt.autoPay) return { kind: "autoPay" };
        const part = prompt.parts.find((p) => !p.paid && p.payable);
        if (prompt.mana === null && part) return { kind: "payPart", part: part.index, choices: this.sample(part.options, part.count) };
        if (prompt.manaAbilities.length > 0 && this.chance() < 0.5) {
          const m = this.pick(prompt.manaAbilities);
          return { kind: "activateMana", source: m.source, ability: m.ability, mana: this.pick(m.choices) };
        }
        if (part && this.chance() < 0.5) return { kind: "payPart", part: part.index, choices: this.sample(part.options, part.count) };
        return { kind: "cancel" };
      }
      case "payUnless":
        return prompt.autoPay && this.chance() < 0.7 ? { kind: "autoPay" } : { kind: "decline" };
      case "orderTriggers":
        return {
          kind: "order",
          order: this.sample(
            prompt.triggers.map((_, i) => i),
            prompt.triggers.length,
          ),
        };
      case "searchLibrary":
        return { kind: "libraryCard", index: prompt.options.length > 0 ? this.pick(prompt.options).index : null };
      case "chooseColor":
        return { kind: "color", color: this.pick(prompt.options) };
      case "nameCard":
        return { kind: "name", name: this.pick(prompt.options) };
      case "chooseOption":
        return { kind: "option", option: this.pick(prompt.options) };
      case "chooseObject":
        return prompt.options.length === 0 || (prompt.optional && this.chance() < 0.3)
          ? { kind: "decline" }
          : { kind: "choose", object: this.pick(prompt.options) };
      case "legendRule":
        return { kind: "choose", object: this.pick(prompt.options) };
      case "proliferate":
        return { kind: "proliferate", chosen: prompt.options.filter(() => this.chance() < 0.7) };
      case "declareAttackers":
        return {
          kind: "attackers",
          attacks: prompt.options
            // 508.1d: a creature that attacks each combat if able always does.
            .filter((o) => prompt.mustAttack?.includes(o.attacker) || this.chance() < 0.6)
            .map((o) => {
              // 508.1b: now and then a planeswalker rather than a player.
              const walker = o.planeswalkers.length > 0 && this.chance() < 0.5 ? this.pick(o.planeswalkers) : null;
              return walker
                ? { attacker: o.attacker, defender: walker.controller, planeswalker: walker.planeswalker }
                : { attacker: o.attacker, defender: this.pick(o.defenders) };
            }),
        };
      case "declareBlockers": {
        // 509.1a: a creature that can block more than one attacker now and then does.
        const blocks = prompt.options
          .filter(() => this.chance() < 0.4)
          .flatMap((o) => this.sample(o.attackers, this.between(1, o.maxAttackers ?? 1)).map((attacker) => ({ blocker: o.blocker, attacker })));
        const chosen = withoutBrokenLimits(prompt, blocks);
        // 509.1c: when these obey fewer requirements than can be, blocks that obey the most, and others on other attackers.
        const most = mostObeyedRequirements(prompt);
        if (obeyedRequirements(prompt, chosen) >= most.count) return { kind: "blockers", blocks: chosen };
        const named = new Set((prompt.requirements ?? []).flatMap((r) => r.attackers));
        const others = blocks.filter((b) => !named.has(b.attacker) && !most.blocks.some((x) => x.blocker === b.blocker));
        return { kind: "blockers", blocks: [...most.blocks, ...withoutBrokenLimits(prompt, others)] };
      }
      case "assignCombatDamage": {
        const assignment = prompt.blockers.map((blocker) => ({ blocker, amount: 0 }));
        for (let i = 0; i < prompt.amount; i++) this.pick(assignment).amount++;
        return { kind: "damage", assignment };
      }
    }
  }
}
