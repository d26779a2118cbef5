import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Sun Titan",
  keywords: ["Vigilance"],
  abilities: [
    ability.entersOrAttacks(
      "Whenever Sun Titan enters the battlefield or attacks, you may return target permanent card with mana value 3 or less from your graveyard to the battlefield.",
      {
        targets: [
          target.cardInYourGraveyard(
            { types: ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"], maxManaValue: 3 },
            "target permanent card with mana value 3 or less from your graveyard",
          ),
        ],
        effects: [effect.optional("return it to the battlefield", effect.returnToBattlefield({ target: 0 }, "owner"))],
      },
    ),
  ],
});
