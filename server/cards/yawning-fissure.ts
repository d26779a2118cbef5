import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Yawning Fissure",
  spell: { effects: [effect.sacrifice({ eachOpponent: true }, "a land", { types: ["Land"] })] },
});
