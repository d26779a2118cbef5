import { ability, combinedFace, each, effect } from "../card-language/card-dsl.ts";

// 712.5a: the combined back face of Midnight Scavengers and Graf Rats, a permanent only when they are melded. The card
// data gives it no colors; it has the black color indicator of its printed face.
const others = each({ types: ["Creature"], controller: "you" });

export const chitteringHost = combinedFace({
  name: "Chittering Host",
  keywords: ["Haste", "Menace"],
  abilities: [
    ability.triggered(
      "When Chittering Host enters the battlefield, other creatures you control get +1/+0 and gain menace until end of turn.",
      { on: "enters", what: "self" },
      { effects: [effect.pumpUntilEndOfTurn(1, 0, { ...others, other: true }), effect.gainKeywords(["Menace"], { ...others, other: true })] },
    ),
  ],
});
