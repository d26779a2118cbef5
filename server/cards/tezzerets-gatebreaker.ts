import { ability, card, cost, sacrificeSelf, tapSelf } from "../card-language/card-dsl.ts";

export default card({
  name: "Tezzeret's Gatebreaker",
  abilities: [
    ability.triggered(
      "When Tezzeret's Gatebreaker enters the battlefield, look at the top five cards of your library. You may reveal a blue or artifact card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.",
      { on: "enters", what: "self" },
      { effects: [{ kind: "lookAtTop", amount: 5, take: { anyOf: [{ colors: ["U"] }, { types: ["Artifact"] }] }, rest: "bottomRandom" }] },
    ),
    ability.activated(cost("{5}{U}", tapSelf, sacrificeSelf), "Creatures you control can't be blocked this turn.", {
      effects: [{ kind: "combatRestrictionThisTurn", object: { each: { types: ["Creature"], controller: "you" } }, restriction: "cantBeBlocked" }],
    }),
  ],
});
