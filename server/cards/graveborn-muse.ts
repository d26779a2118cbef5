import { ability, card, effect } from "../card-language/card-dsl.ts";

const zombies = { count: { subtypes: ["Zombie"], controller: "you" } } as const;

export default card({
  name: "Graveborn Muse",
  abilities: [
    ability.triggered(
      "At the beginning of your upkeep, you draw X cards and you lose X life, where X is the number of Zombies you control.",
      { on: "beginningOfStep", step: "upkeep", whose: "your" },
      { effects: [effect.drawCards(zombies), effect.loseLife(zombies, { you: true })] },
    ),
  ],
});
