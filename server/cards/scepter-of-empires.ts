import { ability, card, cost, effect, tapSelf, target } from "../card-language/card-dsl.ts";

const crownAndThrone = {
  youControl: { types: ["Artifact"], anyOf: [{ name: "Crown of Empires" }, { name: "Throne of Empires" }] },
  atLeast: 2,
  differentNames: true,
} as const;

export default card({
  name: "Scepter of Empires",
  abilities: [
    ability.activated(
      cost(null, tapSelf),
      "Scepter of Empires deals 1 damage to target player or planeswalker. It deals 3 damage instead if you control artifacts named Crown of Empires and Throne of Empires.",
      { targets: [target.playerOrPlaneswalker()], effects: [effect.ifCondition(crownAndThrone, [effect.dealDamage(3)], [effect.dealDamage(1)])] },
    ),
  ],
});
