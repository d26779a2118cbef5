import { ability, affects, effect, modify, transforming } from "../card-language/card-dsl.ts";

// An Innistrad werewolf whose back face gives its kind menace. 712.9's example makes it a copy of Elite Vanguard
// (a Human), so Moonmist transforms it: it is a double-faced card.
const outlaw = "At the beginning of each upkeep, if no spells were cast last turn, transform Kruin Outlaw.";
const terror = "At the beginning of each upkeep, if a player cast two or more spells last turn, transform Terror of Kruin Pass.";
const menace = "Werewolves you control have menace. (They can't be blocked except by two or more creatures.)";

export default transforming(
  {
    name: "Kruin Outlaw",
    cost: "{1}{R}{R}",
    types: ["Creature"],
    subtypes: ["Human", "Rogue", "Werewolf"],
    pt: [2, 2],
    text: `First strike\n${outlaw}`,
    keywords: ["First strike"],
    abilities: [
      ability.triggered(
        outlaw,
        { on: "beginningOfStep", step: "upkeep", whose: "each" },
        { condition: { noSpellsLastTurn: true }, effects: [effect.transform()] },
      ),
    ],
  },
  {
    name: "Terror of Kruin Pass",
    colorIndicator: ["R"],
    types: ["Creature"],
    subtypes: ["Werewolf"],
    pt: [3, 3],
    text: `Double strike\n${menace}\n${terror}`,
    keywords: ["Double strike"],
    abilities: [
      ability.continuous(menace, affects.permanents({ subtypes: ["Werewolf"], controller: "you" }), modify.addKeywords("Menace")),
      ability.triggered(
        terror,
        { on: "beginningOfStep", step: "upkeep", whose: "each" },
        { condition: { aPlayerCastLastTurn: 2 }, effects: [effect.transform()] },
      ),
    ],
  },
);
