import { ability, card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Dwynen's Elite",
  abilities: [
    ability.triggered(
      "When Dwynen's Elite enters the battlefield, if you control another Elf, create a 1/1 green Elf Warrior creature token.",
      { on: "enters", what: "self" },
      { condition: { youControl: { subtypes: ["Elf"] }, other: true }, effects: [effect.createTokens(1, "Elf Warrior Token")] },
    ),
  ],
});
