// Helpers for copy effects in tests: choosing what an object entering as a copy copies (707.5, 614.12a).

import { chooseObject } from "./casting.ts";
import type { Scenario } from "./scenario.ts";

/** Four Islands: the blue mana the copy cards' tests cast them with. */
export const ISLANDS = ["Island", "Island", "Island", "Island"];

/** As a copy effect's object would enter, chooses the permanent named `copy` (null: declines). */
export function chooseToCopy(g: Scenario, copy: string | null): Scenario {
  if (copy !== null) {
    chooseObject(g, copy);
    return g;
  }
  g.expectPrompt("chooseObject");
  return g.answer({ kind: "decline" });
}

/** Casts a card with "You may have [this] enter as a copy…" and copies the permanent named `copy`. */
export function castCopying(g: Scenario, card: string, copy: string | null): Scenario {
  g.castAndPay(card).passAll();
  return chooseToCopy(g, copy);
}
