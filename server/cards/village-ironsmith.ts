import { ability, effect, transforming } from "../card-language/card-dsl.ts";

// An Innistrad werewolf: each face's upkeep trigger has an intervening "if" clause (603.4) about the spells
// cast last turn, and transforms it (701.27).
export default transforming(
  {
    name: "Village Ironsmith",
    keywords: ["First strike"],
    abilities: [
      ability.triggered(
        "At the beginning of each upkeep, if no spells were cast last turn, transform Village Ironsmith.",
        { on: "beginningOfStep", step: "upkeep", whose: "each" },
        { condition: { noSpellsLastTurn: true }, effects: [effect.transform()] },
      ),
    ],
  },
  {
    name: "Ironfang",
    keywords: ["First strike"],
    abilities: [
      ability.triggered(
        "At the beginning of each upkeep, if a player cast two or more spells last turn, transform Ironfang.",
        { on: "beginningOfStep", step: "upkeep", whose: "each" },
        { condition: { aPlayerCastLastTurn: 2 }, effects: [effect.transform()] },
      ),
    ],
  },
);
