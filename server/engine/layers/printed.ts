// An object's characteristics (109.3) and the printed ones a card gives it, before any effect (613).

import type { CardDefinition } from "../../card-language/card-definition.ts";
import type { PlayerId } from "../kernel/state.ts";

/** The card facts that are characteristics (the printed values, before effects change them in the view). */
type PrintedCharacteristic = "name" | "manaCost" | "colors" | "supertypes" | "types" | "subtypes" | "keywords" | "abilities" | "power" | "toughness";

/**
 * 109.3: an object's characteristics, as its card defines them (keyword abilities listed apart; `abilities`
 * are the others, empty once an effect removes them, layer 6), plus its controller after control-changing
 * effects (108.4, layer 2).
 */
export interface Characteristics extends Pick<CardDefinition, PrintedCharacteristic> {
  readonly controller: PlayerId;
}

const printedByDef = new WeakMap<CardDefinition, Characteristics[]>();

/** The card's printed characteristics (with `controller` as its controller), shared by every object that has them. */
export function printed(def: CardDefinition, controller: PlayerId): Characteristics {
  let byController = printedByDef.get(def);
  if (!byController) printedByDef.set(def, (byController = []));
  let chars = byController[controller];
  if (!chars) {
    const { name, manaCost, colors, supertypes, types, subtypes, keywords, abilities, power, toughness } = def;
    byController[controller] = chars = { name, manaCost, colors, supertypes, types, subtypes, keywords, abilities, power, toughness, controller };
  }
  return chars;
}
