import { ability, affects, card, cost, effect, modify, tapSelf, target } from "../card-language/card-dsl.ts";

const loot = ability.activated(cost(null, tapSelf), "Draw a card, then discard a card.", { effects: [effect.drawCards(1), effect.discard(1, { you: true })] });

export default card({
  name: "Hard Cover",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [
    ability.continuous(
      'Enchanted creature gets +0/+2 and has "{T}: Draw a card, then discard a card."',
      affects.attached,
      modify.powerToughness(0, 2),
      modify.addAbilities(loot),
    ),
  ],
});
