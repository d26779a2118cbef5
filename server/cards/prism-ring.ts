import { ability, card, effect } from "../card-language/card-dsl.ts";

// 607.2d: the trigger is linked to the color chosen as Prism Ring entered.
export default card({
  name: "Prism Ring",
  abilities: [
    ability.chooseAsEnters("As Prism Ring enters the battlefield, choose a color.", "color"),
    ability.triggered(
      "Whenever you cast a spell of the chosen color, you gain 1 life.",
      { on: "spellCast", caster: "you", spells: { ofChosenColor: true } },
      { effects: [effect.gainLife(1, { you: true })] },
    ),
  ],
});
