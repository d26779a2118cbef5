import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Goldenglow Moth",
  keywords: ["Flying"],
  abilities: [
    ability.triggered(
      "Whenever Goldenglow Moth blocks, you may gain 4 life.",
      { on: "blocks" },
      {
        effects: [effect.optional("gain 4 life", effect.gainLife(4, { you: true }))],
      },
    ),
  ],
});
