import { ability, card, effect } from "../card-language/card-dsl.ts";

// 700.4: any creature, anyone's; one permanent dies once (712.21: a melded permanent too).
export default card({
  name: "Moonlit Wake",
  abilities: [
    ability.triggered(
      "Whenever a creature dies, you gain 1 life.",
      { on: "dies", what: { types: ["Creature"] } },
      { effects: [effect.gainLife(1, { you: true })] },
    ),
  ],
});
