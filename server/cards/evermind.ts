import { card, cost, effect } from "../card-language/card-dsl.ts";

// No mana cost (202.1b): it can't be cast for its mana cost (118.6), only spliced, or cast with an alternative cost.
export default card({
  name: "Evermind",
  costs: { splice: { onto: "Arcane", cost: cost("{1}{U}") } },
  spell: { effects: [effect.drawCards(1)] },
});
