import { card, cost, effect, sacrifice } from "../card-language/card-dsl.ts";

export default card({
  name: "Life's Legacy",
  costs: { additional: cost(null, sacrifice("a creature", { types: ["Creature"] })) },
  spell: { effects: [effect.drawCards({ sacrificedPower: true })] },
});
