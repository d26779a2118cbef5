import { card, cost, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Glacial Ray",
  cost: "{1}{R}",
  types: ["Instant"],
  subtypes: ["Arcane"],
  text: "Glacial Ray deals 2 damage to any target.\nSplice onto Arcane {1}{R}",
  costs: { splice: { onto: "Arcane", cost: cost("{1}{R}") } },
  spell: { targets: [target.any()], effects: [effect.dealDamage(2)] },
});
