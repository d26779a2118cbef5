import { ability, affects, card, effect, modify, target } from "../card-language/card-dsl.ts";

// The creature has the ability itself: dying, it looks back at itself enchanted (603.10a), and its controller draws.
export default card({
  name: "Infernal Scarring",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [
    ability.continuous(
      'Enchanted creature gets +2/+0 and has "When this creature dies, draw a card."',
      affects.attached,
      modify.powerToughness(2, 0),
      modify.addAbilities(ability.triggered("When this creature dies, draw a card.", { on: "dies", what: "self" }, { effects: [effect.drawCards(1)] })),
    ),
  ],
});
