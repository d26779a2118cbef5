import { card, cost, effect, sacrifice } from "../card-language/card-dsl.ts";

export default card({
  name: "Tinker",
  cost: "{2}{U}",
  types: ["Sorcery"],
  text: "As an additional cost to cast this spell, sacrifice an artifact.\nSearch your library for an artifact card, put that card onto the battlefield, then shuffle.",
  costs: { additional: cost(null, sacrifice("an artifact", { types: ["Artifact"] })) },
  spell: { effects: [effect.searchLibraryToBattlefield({ types: ["Artifact"] })] },
});
