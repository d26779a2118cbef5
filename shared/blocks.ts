// 509.1c: blocking requirements. A declaration of blockers must obey as many requirements as can be obeyed without
// breaking a restriction. The engine checks answers with these functions and agents use them to build legal blocks;
// both read only the declareBlockers prompt: who may block what and how many (509.1a), menace (702.111b) and "can't
// be blocked by more than one creature" (509.1b), and the requirements.

import type { ObjectId } from "./game-types.ts";
import type { Prompt } from "./prompt.ts";

type BlockersPrompt = Extract<Prompt, { kind: "declareBlockers" }>;

export interface Block {
  readonly blocker: ObjectId;
  readonly attacker: ObjectId;
}

/** How many of the prompt's requirements these blocks obey: a requirement is obeyed when its blocker blocks one of its attackers. */
export function obeyedRequirements(prompt: BlockersPrompt, blocks: readonly Block[]): number {
  return (prompt.requirements ?? []).filter((r) => blocks.some((b) => b.blocker === r.blocker && r.attackers.includes(b.attacker))).length;
}

/** Every subset of `items` with at most `most` members, the empty one included. */
function subsets<T>(items: readonly T[], most: number): T[][] {
  const out: T[][] = [[]];
  for (const item of items) for (const s of out.slice()) if (s.length < most) out.push([...s, item]);
  return out;
}

/**
 * The most requirements a legal declaration can obey, and blocks that obey that many (blocks of the creatures some
 * requirement names only: other blocks can neither add to the count nor be needed for it). The search goes blocker by
 * blocker, keeping for each count of blockers on the named attackers (0, 1, or 2 and more) the best declaration so far.
 */
export function mostObeyedRequirements(prompt: BlockersPrompt): { readonly count: number; readonly blocks: readonly Block[] } {
  const requirements = prompt.requirements ?? [];
  if (requirements.length === 0) return { count: 0, blocks: [] };
  const named = [...new Set(requirements.flatMap((r) => r.attackers))];
  const atMostOne = new Set(prompt.blockedByAtMostOne ?? []);
  const menace = new Set(prompt.menace);
  let best = new Map<string, { counts: number[]; value: number; blocks: Block[] }>([["", { counts: named.map(() => 0), value: 0, blocks: [] }]]);
  for (const option of prompt.options) {
    const mine = option.attackers.filter((a) => named.includes(a));
    if (mine.length === 0) continue;
    const own = requirements.filter((r) => r.blocker === option.blocker);
    const next = new Map<string, { counts: number[]; value: number; blocks: Block[] }>();
    for (const state of best.values())
      for (const chosen of subsets(mine, option.maxAttackers ?? 1)) {
        const counts = state.counts.map((n, i) => Math.min(2, n + (chosen.includes(named[i]!) ? 1 : 0)));
        if (counts.some((n, i) => n > 1 && atMostOne.has(named[i]!))) continue;
        const value = state.value + own.filter((r) => r.attackers.some((a) => chosen.includes(a))).length;
        const key = counts.join();
        if ((next.get(key)?.value ?? -1) >= value) continue;
        next.set(key, { counts, value, blocks: [...state.blocks, ...chosen.map((attacker) => ({ blocker: option.blocker, attacker }))] });
      }
    best = next;
  }
  let found = { count: 0, blocks: [] as Block[] };
  for (const state of best.values())
    if (state.value > found.count && !state.counts.some((n, i) => n === 1 && menace.has(named[i]!))) found = { count: state.value, blocks: state.blocks };
  return found;
}

/**
 * The blocks less those that break a limit on how many creatures may block an attacker: all but the first blocker of
 * one that can't be blocked by more than one creature (509.1b), then a lone blocker of a creature with menace
 * (702.111b), so that what is left breaks neither.
 */
export function withoutBrokenLimits(prompt: BlockersPrompt, blocks: readonly Block[]): Block[] {
  const first = blocks.filter((b) => !prompt.blockedByAtMostOne?.includes(b.attacker) || blocks.find((x) => x.attacker === b.attacker) === b);
  return first.filter((b) => !prompt.menace.includes(b.attacker) || first.filter((x) => x.attacker === b.attacker).length > 1);
}
