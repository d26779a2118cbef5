import { card, effect, modal, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Misery Charm",
  spell: modal({
    choose: 1,
    modes: [
      { text: "Destroy target Cleric.", targets: [target.permanent({ subtypes: ["Cleric"] }, "target Cleric")], effects: [effect.destroy({ target: 0 })] },
      {
        text: "Return target Cleric card from your graveyard to your hand.",
        targets: [target.cardInYourGraveyard({ subtypes: ["Cleric"] }, "target Cleric card from your graveyard")],
        effects: [effect.returnFromGraveyardToHand({ target: 0 })],
      },
      { text: "Target player loses 2 life.", targets: [target.player()], effects: [effect.loseLife(2, { target: 0 })] },
    ],
  }),
});
