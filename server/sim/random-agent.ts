// A player that answers every prompt with a random legal answer, from its own seeded generator. It
// plays the demo, the simulator, the benchmarks and the property tests. It leans towards doing things
// (playing lands, casting what it can pay for, attacking) so that games reach an end.

import type { Answer, Prompt } from "../engine/prompt.ts";
import { nextUint32, seedRng, type RngState } from "../engine/rng.ts";
import type { GameState, Target } from "../engine/state.ts";
import type { Input } from "../engine/engine.ts";

export class RandomAgent {
  private readonly rng: RngState;
  /** Chance of cancelling a cancellable prompt, to exercise reversal (732). */
  private readonly cancelRate: number;

  constructor(seed: number, options: { cancelRate?: number } = {}) {
    this.rng = seedRng(seed);
    this.cancelRate = options.cancelRate ?? 0.02;
  }

  /** A number in [0, 1). */
  private chance(): number {
    return nextUint32(this.rng) / 2 ** 32;
  }

  private pick<T>(items: readonly T[]): T {
    return items[nextUint32(this.rng) % items.length]!;
  }

  private sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) out.push(pool.splice(nextUint32(this.rng) % pool.length, 1)[0]!);
    return out;
  }

  /** The input answering the game's pending prompt. */
  input(state: GameState): Input {
    const prompt = state.prompt!;
    return { kind: "answer", player: prompt.player, promptId: prompt.id, answer: this.answer(prompt) };
  }

  answer(prompt: Prompt): Answer {
    if (prompt.cancellable && this.chance() < this.cancelRate) return { kind: "cancel" };
    switch (prompt.kind) {
      case "priority": {
        const lands = prompt.actions.filter((a) => a.kind === "playLand");
        if (lands.length > 0 && this.chance() < 0.9) return this.pick(lands);
        const casts = prompt.actions.filter((a) => a.kind === "cast" && (a.affordable || this.chance() < 0.05));
        if (casts.length > 0 && this.chance() < 0.7) return this.pick(casts);
        const mana = prompt.actions.filter((a) => a.kind === "activateMana");
        if (mana.length > 0 && this.chance() < 0.02) {
          const m = this.pick(mana);
          return { kind: "activateMana", source: m.source, ability: m.ability, mana: this.pick(m.choices) };
        }
        return { kind: "pass" };
      }
      case "mulligan":
        return this.chance() < 0.85 || prompt.handSize <= 4 ? { kind: "keep" } : { kind: "mulligan" };
      case "bottomCards":
      case "discard":
        return { kind: "cards", cards: this.sample(prompt.options, prompt.count) };
      case "chooseTargets": {
        const count = prompt.min + (nextUint32(this.rng) % (Math.min(prompt.max, prompt.options.length) - prompt.min + 1));
        return { kind: "targets", targets: this.sample<Target>(prompt.options, count) };
      }
      case "payCosts":
        if (prompt.autoPay) return { kind: "autoPay" };
        if (prompt.manaAbilities.length > 0 && this.chance() < 0.5) {
          const m = this.pick(prompt.manaAbilities);
          return { kind: "activateMana", source: m.source, ability: m.ability, mana: this.pick(m.choices) };
        }
        return { kind: "cancel" };
      case "legendRule":
        return { kind: "choose", object: this.pick(prompt.options) };
      case "declareAttackers":
        return {
          kind: "attackers",
          attacks: prompt.options.filter(() => this.chance() < 0.6).map((o) => ({ attacker: o.attacker, defender: this.pick(o.defenders) })),
        };
      case "declareBlockers":
        return {
          kind: "blockers",
          blocks: prompt.options.filter(() => this.chance() < 0.4).map((o) => ({ blocker: o.blocker, attacker: this.pick(o.attackers) })),
        };
      case "assignCombatDamage": {
        const assignment = prompt.blockers.map((blocker) => ({ blocker, amount: 0 }));
        for (let i = 0; i < prompt.amount; i++) this.pick(assignment).amount++;
        return { kind: "damage", assignment };
      }
    }
  }
}
