import { ability, card, effect } from "../card-language/card-dsl.ts";

// 607.2d: the trigger is linked to the color chosen as Diamond Mare entered.
export default card({
  name: "Diamond Mare",
  abilities: [
    ability.chooseAsEnters("As Diamond Mare enters the battlefield, choose a color.", "color"),
    ability.triggered(
      "Whenever you cast a spell of the chosen color, you gain 1 life.",
      { on: "spellCast", caster: "you", spells: { ofChosenColor: true } },
      { effects: [effect.gainLife(1, { you: true })] },
    ),
  ],
});
