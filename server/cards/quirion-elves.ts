import { ability, card, cost, tapSelf } from "../card-language/card-dsl.ts";

// 614.12: the color is chosen before it enters; its second mana ability adds mana of that color (607.2d).
export default card({
  name: "Quirion Elves",
  abilities: [
    ability.chooseAsEnters("As Quirion Elves enters the battlefield, choose a color.", "color"),
    ability.mana(cost(null, tapSelf), "G"),
    ability.mana(cost(null, tapSelf), "chosenColor"),
  ],
});
