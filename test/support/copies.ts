// Helpers for copy effects in tests: choosing what an object entering as a copy copies (707.5, 614.12a).

import type { Scenario } from "./scenario.ts";

/** As a copy effect's object would enter, chooses the permanent named `copy` (null: declines). */
export function chooseToCopy(g: Scenario, copy: string | null): Scenario {
  const p = g.expectPrompt("chooseObject");
  if (copy === null) return g.answer({ kind: "decline" });
  const id = p.options.find((o) => g.nameOfObject(o) === copy);
  if (id === undefined) throw new Error(`${copy} is not an option`);
  return g.answer({ kind: "choose", object: id });
}

/** Casts a card with "You may have [this] enter as a copy…" and copies the permanent named `copy`. */
export function castCopying(g: Scenario, card: string, copy: string | null): Scenario {
  g.castAndPay(card).passAll();
  return chooseToCopy(g, copy);
}
