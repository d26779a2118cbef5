import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Faith's Fetters",
  enchant: { ...target.permanent(), text: "enchant permanent" },
  abilities: [
    ability.triggered(
      "When Faith's Fetters enters the battlefield, you gain 4 life.",
      { on: "enters", what: "self" },
      { effects: [effect.gainLife(4, { you: true })] },
    ),
    ability.static("Enchanted permanent can't attack or block, and its activated abilities can't be activated unless they're mana abilities.", {
      kind: "combatRestriction",
      affects: "attached",
      cantAttack: true,
      cantBlock: true,
      cantActivate: "unlessMana",
    }),
  ],
});
