import type { Color } from "../../shared/mana.ts";
import type { CardDefinition } from "../card-language/card-definition.ts";
import { ability, card, effect } from "../card-language/card-dsl.ts";

const COLOR_WORDS: Readonly<Record<Color, string>> = { W: "white", U: "blue", B: "black", R: "red", G: "green" };

/** The Magi's staves of Magic 2014: two trigger events of one ability (603.2), a spell of a color cast or a basic land type entering. */
export function magusStaff(name: string, color: Color, landType: string): CardDefinition {
  const article = color === "U" ? "an" : "a";
  return card({
    name,
    abilities: [
      {
        ...ability.triggered(
          `Whenever you cast a ${COLOR_WORDS[color]} spell or ${article} ${landType} enters the battlefield under your control, you gain 1 life.`,
          { on: "spellCast", caster: "you", spells: { colors: [color] } },
          { effects: [effect.gainLife(1, { you: true })] },
        ),
        alsoOn: { on: "enters", what: { subtypes: [landType], controller: "you" } },
      },
    ],
  });
}

export default magusStaff("Staff of the Death Magus", "B", "Swamp");
