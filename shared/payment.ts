// Planning a mana payment from the options a payment prompt lists: which mana abilities to activate so
// that, with the mana pool, the cost is paid. The engine uses it for its "autoPay" answer and its
// affordability hints; clients use it to show the suggestion before the player accepts it.

import type { ObjectId } from "./game-types.ts";
import { MANA_TYPES, NO_MANA, type ManaAmounts, type ManaType } from "./mana.ts";
import type { ManaAbilityOption, ManaRequirement } from "./prompt.ts";

type MutableAmounts = { -readonly [K in ManaType]: number };

export interface PaymentPlan {
  readonly activations: readonly { readonly source: ObjectId; readonly ability: number; readonly mana: ManaType }[];
}

/**
 * Chooses mana abilities that, with the pool, pay `req`; null if none do. Each ability here adds mana of
 * one fixed type or of one color of the player's choice, so the greedy order below is exact: pool first,
 * then fixed sources for specific symbols, "any color" sources for what remains, generic last.
 */
export function planPayment(pool: ManaAmounts, req: ManaRequirement, options: readonly ManaAbilityOption[]): PaymentPlan | null {
  const need: MutableAmounts = { ...NO_MANA };
  let spare = 0;
  for (const t of MANA_TYPES) {
    need[t] = Math.max(0, req[t] - pool[t]);
    spare += Math.max(0, pool[t] - req[t]);
  }
  let generic = Math.max(0, req.generic - spare);
  if (generic === 0 && MANA_TYPES.every((t) => need[t] === 0)) return { activations: [] };
  const fixed = options.filter((o) => o.choices.length === 1 && o.amount > 0);
  const flexible = options.filter((o) => o.choices.length > 1 && o.amount > 0);
  const activations: { source: ObjectId; ability: number; mana: ManaType }[] = [];
  const used = new Set<ManaAbilityOption>();
  const use = (option: ManaAbilityOption, mana: ManaType): void => {
    used.add(option);
    activations.push({ source: option.source, ability: option.ability, mana });
    const toNeed = Math.min(need[mana], option.amount);
    need[mana] -= toNeed;
    generic = Math.max(0, generic - (option.amount - toNeed));
  };
  for (const f of fixed) if (need[f.choices[0]!] > 0) use(f, f.choices[0]!);
  for (const c of MANA_TYPES)
    for (const f of flexible) {
      if (need[c] === 0) break;
      if (!used.has(f) && f.choices.includes(c)) use(f, c);
    }
  if (MANA_TYPES.some((t) => need[t] > 0)) return null;
  // Generic: colorless sources first, then the color with the most sources left (the first such source on
  // the battlefield), then "any color" sources.
  const left: MutableAmounts = { ...NO_MANA };
  for (const f of fixed) if (!used.has(f)) left[f.choices[0]!]++;
  while (generic > 0) {
    let pick: ManaAbilityOption | undefined;
    for (const f of fixed) {
      if (used.has(f)) continue;
      const type = f.choices[0]!;
      if (type === "C") {
        pick = f;
        break;
      }
      if (!pick || left[type] > left[pick.choices[0]!]) pick = f;
    }
    if (pick) {
      left[pick.choices[0]!]--;
      use(pick, pick.choices[0]!);
      continue;
    }
    const any = flexible.find((f) => !used.has(f));
    if (!any) return null;
    use(any, any.choices[0]!);
  }
  return { activations };
}
