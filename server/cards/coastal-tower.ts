import { ability, card, cost, tapSelf } from "../card-language/card-dsl.ts";

// "Enters tapped" is a replacement effect of the land itself (614.1d, 614.12), applied before any other (614.15).
export default card({
  name: "Coastal Tower",
  abilities: [ability.entersTapped("Coastal Tower"), ability.mana(cost(null, tapSelf), { oneOf: ["W", "U"] })],
});
