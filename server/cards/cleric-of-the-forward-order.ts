import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Cleric of the Forward Order",
  abilities: [
    ability.triggered(
      "When Cleric of the Forward Order enters the battlefield, you gain 2 life for each creature you control named Cleric of the Forward Order.",
      { on: "enters", what: "self" },
      { effects: [effect.gainLife({ count: { types: ["Creature"], name: "Cleric of the Forward Order", controller: "you" }, times: 2 }, { you: true })] },
    ),
  ],
});
