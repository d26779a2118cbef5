import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Leyline of Sanctity",
  abilities: [
    ability.static("If Leyline of Sanctity is in your opening hand, you may begin the game with it on the battlefield.", { kind: "beginOnBattlefield" }),
    ability.static("You have hexproof.", { kind: "controllerHas", keyword: "Hexproof" }),
  ],
});
