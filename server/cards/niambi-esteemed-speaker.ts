import { ability, card, cost, discard, effect, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Niambi, Esteemed Speaker",
  keywords: ["Flash"],
  abilities: [
    ability.triggered(
      "When Niambi, Esteemed Speaker enters the battlefield, you may return another target creature you control to its owner's hand. If you do, you gain life equal to that creature's mana value.",
      { on: "enters", what: "self" },
      {
        targets: [target.otherThanSource(target.creature({ controller: "you" }, "another target creature you control"))],
        effects: [
          effect.optional(
            "return another target creature you control to its owner's hand",
            effect.returnToHand(),
            effect.gainLife({ manaValueOfTarget: 0 }, { you: true }),
          ),
        ],
      },
    ),
    ability.activated(cost("{1}{W}{U}", tapSelf, discard("a legendary card", { supertypes: ["Legendary"] })), "Draw two cards.", {
      effects: [effect.drawCards(2)],
    }),
  ],
});
