import { ability, card, cost, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Gargoyle Sentinel",
  keywords: ["Defender"],
  abilities: [
    ability.activated(cost("{3}"), "Until end of turn, Gargoyle Sentinel loses defender and gains flying.", {
      effects: [effect.loseKeywords(["Defender"], { self: true }), effect.gainKeywords(["Flying"], { self: true })],
    }),
  ],
});
