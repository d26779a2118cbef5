import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "One with the Machine",
  spell: { effects: [effect.drawCards({ highestManaValue: { types: ["Artifact"] } })] },
});
