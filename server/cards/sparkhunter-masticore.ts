import { ability, card, cost, discard, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Sparkhunter Masticore",
  keywords: [{ protectionFrom: "Planeswalker" }],
  costs: { additional: cost(null, discard("a card", {})) },
  abilities: [
    ability.activated(cost("{1}"), "Sparkhunter Masticore deals 1 damage to target planeswalker.", {
      targets: [target.permanent({ types: ["Planeswalker"] }, "target planeswalker")],
      effects: [effect.dealDamage(1)],
    }),
    ability.activated(cost("{3}"), "Sparkhunter Masticore gains indestructible until end of turn.", {
      effects: [effect.gainKeywords(["Indestructible"], { self: true })],
    }),
  ],
});
