import { card, cost, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Capsize",
  cost: "{1}{U}{U}",
  types: ["Instant"],
  text: "Buyback {3}\nReturn target permanent to its owner's hand.",
  costs: { buyback: cost("{3}") },
  spell: { targets: [target.permanent()], effects: [effect.returnToHand({ target: 0 })] },
});
