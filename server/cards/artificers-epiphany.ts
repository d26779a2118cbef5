import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Artificer's Epiphany",
  spell: {
    effects: [effect.drawCards(2), effect.ifCondition({ youControl: { types: ["Artifact"] } }, [], [effect.discard(1, { you: true })])],
  },
});
