import { card, effect, modal } from "../card-language/card-dsl.ts";

export default card({
  name: "Cleansing Nova",
  spell: modal({
    choose: 1,
    modes: [
      { text: "Destroy all creatures.", effects: [effect.destroyAll({ types: ["Creature"] })] },
      { text: "Destroy all artifacts and enchantments.", effects: [effect.destroyAll({ types: ["Artifact", "Enchantment"] })] },
    ],
  }),
});
