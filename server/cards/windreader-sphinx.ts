import { ability, card, effect } from "../card-language/card-dsl.ts";

// 508.3a: any player's creature with flying, this one included.
export default card({
  name: "Windreader Sphinx",
  keywords: ["Flying"],
  abilities: [
    ability.triggered(
      "Whenever a creature with flying attacks, you may draw a card.",
      { on: "combatRole", what: { types: ["Creature"], keywords: ["Flying"] }, roles: ["attacks"] },
      { effects: [effect.optional("draw a card", effect.drawCards(1))] },
    ),
  ],
});
