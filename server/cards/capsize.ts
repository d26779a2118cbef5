import { card, cost, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Capsize",
  costs: { buyback: cost("{3}") },
  spell: { targets: [target.permanent()], effects: [effect.returnToHand({ target: 0 })] },
});
