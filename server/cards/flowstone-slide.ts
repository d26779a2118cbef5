import { card, effect } from "../card-language/card-dsl.ts";

// +X/-X: +1/-1 times the X announced as it was cast (107.3), for the creatures there as it resolves (611.2c).
export default card({
  name: "Flowstone Slide",
  spell: { effects: [effect.pumpForEachUntilEndOfTurn(1, -1, { x: true }, { each: { types: ["Creature"] } })] },
});
