import { card, effect, modal, target } from "../card-language/card-dsl.ts";

// 601.6: "that player" is the opponent who chose the mode; "They can't be regenerated" (701.19c).
export default card({
  name: "Fatal Lore",
  spell: modal({
    choose: 1,
    chooser: "opponent",
    modes: [
      { text: "You draw three cards.", effects: [effect.drawCards(3)] },
      {
        text: "You destroy up to two target creatures that player controls. They can't be regenerated. That player draws up to three cards.",
        targets: [target.controlledByModeChooser(target.upTo(2, target.creature({}, "up to two target creatures that player controls")))],
        effects: [effect.destroyNoRegeneration({ target: 0 }), effect.drawUpTo(3, { modeChooser: true })],
      },
    ],
  }),
});
