import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Leyline of Anticipation",
  abilities: [
    ability.static("If Leyline of Anticipation is in your opening hand, you may begin the game with it on the battlefield.", { kind: "beginOnBattlefield" }),
    ability.static("You may cast spells as though they had flash.", { kind: "castAsThoughFlash" }),
  ],
});
