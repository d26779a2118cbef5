import { card, effect, modal, target } from "../card-language/card-dsl.ts";

// "They can't be regenerated" (701.19c).
export default card({
  name: "Fatal Lore",
  spell: modal({
    choose: 1,
    chooser: "opponent",
    modes: [
      { text: "You draw three cards.", effects: [effect.drawCards(3)] },
      {
        text: "You destroy up to two target nonblack creatures. They can't be regenerated. Each of those creatures' controllers may draw up to three cards.",
        targets: [target.upTo(2, target.creature({ notColors: ["B"] }, "up to two target nonblack creatures"))],
        effects: [effect.destroyNoRegeneration({ target: 0 }), effect.drawUpTo(3)],
      },
    ],
  }),
});
