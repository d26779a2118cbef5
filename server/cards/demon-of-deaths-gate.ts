import { alternative, card, cost, payLife, sacrifice } from "../card-language/card-dsl.ts";

export default card({
  name: "Demon of Death's Gate",
  keywords: ["Flying", "Trample"],
  costs: {
    alternative: [
      alternative(
        "demon-of-deaths-gate",
        "pay 6 life and sacrifice three black creatures",
        cost(null, payLife(6), sacrifice("three black creatures", { types: ["Creature"], colors: ["B"] }, 3)),
      ),
    ],
  },
});
