import { card, effect, target } from "../card-language/card-dsl.ts";

// Seed 003's example of 608.2b: with its only target illegal, it does nothing at all — no card is drawn.
export default card({
  name: "Aura Blast",
  spell: { targets: [target.permanent({ types: ["Enchantment"] }, "target enchantment")], effects: [effect.destroy(), effect.drawCards(1)] },
});
