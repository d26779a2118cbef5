import { ability, card } from "../card-language/card-dsl.ts";

// 614.1b: a skipped draw; optional, so its controller chooses each time. 614.11: it applies even to a draw from
// an empty library.
export default card({
  name: "Obstinate Familiar",
  abilities: [ability.replacement("If you would draw a card, you may skip that draw instead.", { kind: "replaceDraw", optional: true, instead: [] })],
});
