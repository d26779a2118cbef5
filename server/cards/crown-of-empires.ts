import { ability, card, cost, effect, tapSelf, target } from "../card-language/card-dsl.ts";

const scepterAndThrone = {
  youControl: { types: ["Artifact"], anyOf: [{ name: "Scepter of Empires" }, { name: "Throne of Empires" }] },
  atLeast: 2,
  differentNames: true,
} as const;

export default card({
  name: "Crown of Empires",
  abilities: [
    ability.activated(
      cost("{3}", tapSelf),
      "Tap target creature. Gain control of that creature instead if you control artifacts named Scepter of Empires and Throne of Empires.",
      { targets: [target.creature()], effects: [effect.ifCondition(scepterAndThrone, [effect.gainControl("indefinite")], [effect.tap()])] },
    ),
  ],
});
