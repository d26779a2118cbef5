// Planning a mana payment from the options a payment prompt lists: which mana abilities to activate so
// that, with the mana pool, the cost is paid. The engine uses it for its "autoPay" answer and its
// affordability hints; clients use it to show the suggestion before the player accepts it.

import type { AbilityKey, ObjectId } from "./game-types.ts";
import { MANA_TYPES, NO_MANA, type Color, type ManaAmounts, type ManaType } from "./mana.ts";
import type { ConvokeOption, ConvokeTap, ManaAbilityOption, ManaRequirement } from "./prompt.ts";

type MutableAmounts = { -readonly [K in ManaType]: number };

export interface PaymentPlan {
  readonly activations: readonly { readonly source: ObjectId; readonly ability: AbilityKey; readonly mana: ManaType }[];
  /** 702.51a: creatures to tap for convoke (after the activations, 601.2g–h), when mana alone can't pay. */
  readonly convoke?: readonly ConvokeTap[];
}

/**
 * `planPayment`, and when mana alone can't pay, with creatures tapped for convoke (702.51a): creatures that have no mana
 * ability to offer first, each paying for a colored symbol of one of its colors still needed (the one needed most),
 * else for generic mana — adding one creature at a time until the pool and the remaining mana abilities pay the rest.
 */
export function planPaymentWithConvoke(
  pool: ManaAmounts,
  req: ManaRequirement,
  options: readonly ManaAbilityOption[],
  convoke: readonly ConvokeOption[],
): PaymentPlan | null {
  const plain = planPayment(pool, req, options);
  if (plain || convoke.length === 0) return plain;
  const left: { -readonly [K in keyof ManaRequirement]: number } = { ...req };
  const producers = new Set(options.map((o) => o.source));
  const order = [...convoke].sort((a, b) => Number(producers.has(a.creature)) - Number(producers.has(b.creature)) || a.colors.length - b.colors.length);
  const taps: ConvokeTap[] = [];
  const tapped = new Set<ObjectId>();
  for (const c of order) {
    let best: Color | null = null;
    for (const color of c.colors) if (left[color] > 0 && (best === null || left[color] > left[best])) best = color;
    if (best === null && left.generic === 0) continue;
    const mana = best ?? "generic";
    left[mana]--;
    taps.push({ creature: c.creature, mana });
    tapped.add(c.creature);
    const rest = planPayment(
      pool,
      left,
      options.filter((o) => !tapped.has(o.source)),
    );
    if (rest) return { activations: rest.activations, convoke: taps };
  }
  return null;
}

/**
 * Chooses mana abilities that, with the pool, pay `req`; null if none do. Each ability here adds mana of
 * one fixed type or of one color of the player's choice, so the greedy order below is exact: pool first,
 * then fixed sources for specific symbols, "any color" sources for what remains, generic last. Abilities whose
 * cost takes mana from the pool (605.3b) are left out: the player activates them, choosing what they spend.
 */
export function planPayment(pool: ManaAmounts, req: ManaRequirement, all: readonly ManaAbilityOption[]): PaymentPlan | null {
  const options = all.filter((o) => !o.poolCost);
  const need: MutableAmounts = { ...NO_MANA };
  let spare = 0;
  let needed = 0;
  for (const t of MANA_TYPES) {
    need[t] = Math.max(0, req[t] - pool[t]);
    needed += need[t];
    spare += Math.max(0, pool[t] - req[t]);
  }
  let generic = Math.max(0, req.generic - spare);
  if (generic === 0 && needed === 0) return { activations: [] };
  // Each activation pays for at most its amount: when all of them together can't cover what is missing, no plan can.
  let supply = 0;
  for (const o of options) supply += o.amount;
  if (supply < needed + generic) return null;
  const fixed: ManaAbilityOption[] = [];
  const flexible: ManaAbilityOption[] = [];
  const bundles: (ManaAbilityOption & { readonly bundle: ManaAmounts })[] = [];
  for (const o of options) {
    if (o.amount <= 0) continue;
    if (o.bundle) bundles.push({ ...o, bundle: o.bundle });
    else if (o.choices.length === 1) fixed.push(o);
    else if (o.choices.length > 1) flexible.push(o);
  }
  // Sources adding several types at once come last: each adds all of its mana, what isn't needed stays in the pool.
  const useBundle = (): boolean => {
    const b = bundles.shift();
    if (!b) return false;
    activations.push({ source: b.source, ability: b.ability, mana: MANA_TYPES.find((t) => b.bundle[t] > 0)! });
    let extra = 0;
    for (const t of MANA_TYPES) {
      const toNeed = Math.min(need[t], b.bundle[t]);
      need[t] -= toNeed;
      needed -= toNeed;
      extra += b.bundle[t] - toNeed;
    }
    generic = Math.max(0, generic - extra);
    return true;
  };
  const fixedUsed = fixed.map(() => false);
  const flexibleUsed = flexible.map(() => false);
  const activations: { source: ObjectId; ability: AbilityKey; mana: ManaType }[] = [];
  const use = (option: ManaAbilityOption, mana: ManaType): void => {
    activations.push({ source: option.source, ability: option.ability, mana });
    const toNeed = Math.min(need[mana], option.amount);
    need[mana] -= toNeed;
    needed -= toNeed;
    generic = Math.max(0, generic - (option.amount - toNeed));
  };
  for (let i = 0; i < fixed.length; i++) {
    const f = fixed[i]!;
    if (need[f.choices[0]!] > 0) {
      fixedUsed[i] = true;
      use(f, f.choices[0]!);
    }
  }
  if (needed > 0)
    for (const c of MANA_TYPES)
      for (let i = 0; i < flexible.length; i++) {
        if (need[c] === 0) break;
        const f = flexible[i]!;
        if (!flexibleUsed[i] && f.choices.includes(c)) {
          flexibleUsed[i] = true;
          use(f, c);
        }
      }
  while (needed > 0 && useBundle());
  if (needed > 0) return null;
  // Generic: colorless sources first, then the color with the most sources left (the first such source on
  // the battlefield), then "any color" sources.
  const left: MutableAmounts = { ...NO_MANA };
  for (let i = 0; i < fixed.length; i++) if (!fixedUsed[i]) left[fixed[i]!.choices[0]!]++;
  while (generic > 0) {
    let pick = -1;
    for (let i = 0; i < fixed.length; i++) {
      if (fixedUsed[i]) continue;
      const type = fixed[i]!.choices[0]!;
      if (type === "C") {
        pick = i;
        break;
      }
      if (pick < 0 || left[type] > left[fixed[pick]!.choices[0]!]) pick = i;
    }
    if (pick >= 0) {
      const type = fixed[pick]!.choices[0]!;
      left[type]--;
      fixedUsed[pick] = true;
      use(fixed[pick]!, type);
      continue;
    }
    const any = flexibleUsed.indexOf(false);
    if (any < 0) {
      if (useBundle()) continue;
      return null;
    }
    flexibleUsed[any] = true;
    use(flexible[any]!, flexible[any]!.choices[0]!);
  }
  return { activations };
}
