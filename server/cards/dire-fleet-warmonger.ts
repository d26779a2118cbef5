import { ability, card, effect, sacrificeAnother } from "../card-language/card-dsl.ts";

export default card({
  name: "Dire Fleet Warmonger",
  abilities: [
    ability.triggered(
      "At the beginning of combat on your turn, you may sacrifice another creature. If you do, Dire Fleet Warmonger gets +2/+2 and gains trample until end of turn. (It can deal excess combat damage to the player or planeswalker it's attacking.)",
      { on: "beginningOfStep", step: "beginningOfCombat", whose: "your" },
      {
        effects: [
          effect.ifYouDo(
            sacrificeAnother("creature", { types: ["Creature"] }),
            effect.pumpUntilEndOfTurn(2, 2, { self: true }),
            effect.gainKeywords(["Trample"], { self: true }),
          ),
        ],
      },
    ),
  ],
});
