import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Commune with Nature",
  spell: { effects: [effect.lookAtTopTakeOne(5, { types: ["Creature"] })] },
});
