import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Time Stop",
  spell: { effects: [effect.endTheTurn()] },
});
