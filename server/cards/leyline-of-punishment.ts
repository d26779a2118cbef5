import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Leyline of Punishment",
  abilities: [
    ability.static("If Leyline of Punishment is in your opening hand, you may begin the game with it on the battlefield.", { kind: "beginOnBattlefield" }),
    ability.static("Players can't gain life.", { kind: "playersCantGainLife" }),
    ability.static("Damage can't be prevented.", { kind: "damageCantBePrevented" }),
  ],
});
