import { ability, card } from "../card-language/card-dsl.ts";

export default card({
  name: "Pithing Needle",
  abilities: [
    ability.chooseAsEnters("As Pithing Needle enters the battlefield, choose a card name.", "cardName"),
    ability.static("Activated abilities of sources with the chosen name can't be activated unless they're mana abilities.", { kind: "cantActivateChosenName" }),
  ],
});
