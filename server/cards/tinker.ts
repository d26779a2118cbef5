import { card, cost, effect, sacrifice } from "../card-language/card-dsl.ts";

export default card({
  name: "Tinker",
  costs: { additional: cost(null, sacrifice("an artifact", { types: ["Artifact"] })) },
  spell: { effects: [effect.searchLibraryToBattlefield({ types: ["Artifact"] })] },
});
