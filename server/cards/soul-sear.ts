import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Soul Sear",
  spell: { targets: [target.creatureOrPlaneswalker()], effects: [effect.dealDamage(5), effect.loseKeywords(["Indestructible"])] },
});
