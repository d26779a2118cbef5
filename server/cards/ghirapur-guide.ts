import { ability, card, cost, target } from "../card-language/card-dsl.ts";

// 509.1b: "can't be blocked by creatures with power 2 or less" lets only creatures with power 3 or greater block it.
export default card({
  name: "Ghirapur Guide",
  abilities: [
    ability.activated(cost("{2}{G}"), "Target creature you control can't be blocked by creatures with power 2 or less this turn.", {
      targets: [target.creature({ controller: "you" }, "target creature you control")],
      effects: [
        {
          kind: "combatRestrictionThisTurn",
          object: { target: 0 },
          restriction: "cantBeBlocked",
          exceptBy: { blockers: { minPower: 3 }, text: "creatures with power 3 or greater" },
        },
      ],
    }),
  ],
});
