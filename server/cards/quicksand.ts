import { ability, card, cost, effect, sacrificeSelf, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Quicksand",
  abilities: [
    ability.mana(cost(null, tapSelf), "C"),
    ability.activated(cost(null, tapSelf, sacrificeSelf), "Target attacking creature without flying gets -1/-2 until end of turn.", {
      targets: [target.creature({ attacking: true, notKeywords: ["Flying"] }, "target attacking creature without flying")],
      effects: [effect.pumpUntilEndOfTurn(-1, -2)],
    }),
  ],
});
