import { card, effect } from "../card-language/card-dsl.ts";

// A spell that adds mana is not a mana ability: it uses the stack (605.1a).
export default card({
  name: "Pyretic Ritual",
  spell: { effects: [effect.addMana("{R}{R}{R}")] },
});
