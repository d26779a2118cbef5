import { ability, card, cost, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Lightning Mare",
  abilities: [
    ability.cantBeCountered(),
    ability.blockableOnlyBy("Lightning Mare can't be blocked by blue creatures.", { notColors: ["U"] }),
    ability.activated(cost("{1}{R}"), "Lightning Mare gets +1/+0 until end of turn.", { effects: [effect.pumpUntilEndOfTurn(1, 0, { self: true })] }),
  ],
});
