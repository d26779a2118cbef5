// An object's characteristics (109.3) and the printed ones a card gives it, before any effect (613).

import type { Color } from "../../../shared/mana.ts";
import type { Ability, CardDefinition, CardType, Keyword } from "../../card-language/card-definition.ts";
import type { PlayerId } from "../kernel/state.ts";

/** 109.3: an object's characteristics. Keyword abilities are listed apart from the others. */
export interface Characteristics {
  readonly name: string;
  readonly manaCost: CardDefinition["manaCost"];
  readonly colors: readonly Color[];
  readonly supertypes: CardDefinition["supertypes"];
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
  readonly keywords: readonly Keyword[];
  /** Its other abilities: the printed ones, unless an effect has removed them (layer 6). */
  readonly abilities: readonly Ability[];
  readonly power: number | null;
  readonly toughness: number | null;
  /** 108.4: a permanent's or spell's controller after control-changing effects (layer 2). */
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
