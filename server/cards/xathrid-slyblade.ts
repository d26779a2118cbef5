import { ability, card, cost, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Xathrid Slyblade",
  keywords: ["Hexproof"],
  abilities: [
    ability.activated(
      cost("{3}{B}"),
      "Until end of turn, Xathrid Slyblade loses hexproof and gains first strike and deathtouch. (It deals combat damage before creatures without first strike. Any amount of damage it deals to a creature is enough to destroy it.)",
      { effects: [effect.loseKeywords(["Hexproof"], { self: true }), effect.gainKeywords(["First strike", "Deathtouch"], { self: true })] },
    ),
  ],
});
