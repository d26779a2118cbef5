import { card, effect } from "../card-language/card-dsl.ts";

// 608.2e: each player chooses in APNAP order, then the creatures are sacrificed at the same time.
export default card({
  name: "Innocent Blood",
  spell: { effects: [effect.sacrifice("each", "a creature", { types: ["Creature"] })] },
});
