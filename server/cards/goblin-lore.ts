import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Goblin Lore",
  spell: { effects: [effect.drawCards(4), effect.discardAtRandom(3)] },
});
