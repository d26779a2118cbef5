import { card, each, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Gideon's Phalanx",
  spell: {
    effects: [
      effect.createTokens(4, "Knight Token"),
      effect.spellMastery(effect.gainKeywords(["Indestructible"], each({ types: ["Creature"], controller: "you" }))),
    ],
  },
});
