import { ability, card, cost, effect, tapSelf } from "../card-language/card-dsl.ts";

const crownAndScepter = {
  youControl: { types: ["Artifact"], anyOf: [{ name: "Crown of Empires" }, { name: "Scepter of Empires" }] },
  atLeast: 2,
  differentNames: true,
} as const;

export default card({
  name: "Throne of Empires",
  abilities: [
    ability.activated(
      cost("{1}", tapSelf),
      "Create a 1/1 white Soldier creature token. Create five of those tokens instead if you control artifacts named Crown of Empires and Scepter of Empires.",
      { effects: [effect.ifCondition(crownAndScepter, [effect.createTokens(5, "Soldier Token")], [effect.createTokens(1, "Soldier Token")])] },
    ),
  ],
});
